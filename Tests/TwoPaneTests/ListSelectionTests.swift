import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// L6: the list's own selection. Expanded, the detail follows it; collapsed, it only moves
/// focus, and Enter (or a click) opens the detail.
///
/// `list.selectedIndex = n` from a test is GTK's selection model changing as under the
/// user's pointer: it emits `selection-changed`, which the layout hears (its handlers are
/// blocked only inside its own render). Arrow keys and Enter are real key presses.
final class ListSelectionTests: LayoutTestCase {
    @MainActor func testExpandedTheDetailFollowsTheListSelection() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)

        harness.widgets.list.selectedIndex = ShownRowIndex(2)
        harness.assertShows(.sideBySide(selected: .kangchenjunga, row: 2), after: "selecting row 2 in the list")
        XCTAssertEqual(harness.details.count, 1)

        harness.widgets.list.selectedIndex = ShownRowIndex(0)
        harness.assertShows(.sideBySide(selected: .everest, row: 0), after: "selecting row 0 in the list")
        XCTAssertEqual(harness.details.count, 2)

        harness.widgets.list.selectedIndex = nil
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "unselecting in the list")
    }

    @MainActor func testCollapsedTheListSelectionIsIgnoredAndReset() async throws {
        let harness = try LayoutHarness(width: 480, height: 700)
        harness.assertShows(.stackedList(), after: "building at 480 px")

        harness.widgets.list.selectedIndex = ShownRowIndex(1)
        harness.assertShows(.stackedList(), after: "the list's selection moving to row 1 while collapsed")
        XCTAssertEqual(harness.details.count, 0)
    }

    /// Collapsed with a selection (on the list page): the list's selection moving elsewhere is
    /// put back on the selected row.
    @MainActor func testCollapsedTheListSelectionIsPutBackOnTheSelectedRow() async throws {
        let harness = try LayoutHarness(width: 480, height: 700, selected: Peak.lhotse.id)
        harness.assertShows(.stackedList(selected: .lhotse, row: 3), after: "building at 480 px with Lhotse selected")

        harness.widgets.list.selectedIndex = ShownRowIndex(0)
        harness.assertShows(.stackedList(selected: .lhotse, row: 3), after: "the list's selection moving to row 0")
    }

    /// Expanded, arrow keys move the selection and the detail follows.
    @MainActor func testExpandedArrowKeysMoveTheSelectionAndTheDetailFollows() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.everest.id)
        XCTAssertTrue(harness.widgets.list.grabFocus())

        try harness.press("Down")
        try harness.pump(until: { harness.selection.value == Peak.k2.id }, "Down selects K2")
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "pressing Down from Everest")

        try harness.press("Down")
        try harness.pump(until: { harness.selection.value == Peak.kangchenjunga.id }, "Down selects Kangchenjunga")
        harness.assertShows(.sideBySide(selected: .kangchenjunga, row: 2), after: "pressing Down again")
        XCTAssertEqual(harness.details.count, 3)
    }

    /// Collapsed, arrow keys move focus only (the list's selection does not stick); Enter
    /// opens the focused row's detail through the list's `activate` signal.
    @MainActor func testCollapsedArrowKeysMoveFocusAndEnterOpensTheDetail() async throws {
        let harness = try LayoutHarness(width: 480, height: 700)
        XCTAssertTrue(harness.widgets.list.grabFocus())

        // Down, Down, Return: GTK handles them in order, so when the detail opens both Downs
        // have been handled; the one that opens is the row focus moved to.
        try harness.press("Down", "Down", "Return")
        try harness.pump(
            until: { harness.layout.layoutState.presentation == .stacked(.detail) }, "Enter opens a detail")
        harness.assertShows(.stackedDetail(.kangchenjunga, row: 2), after: "pressing Down, Down, Enter while collapsed")
        XCTAssertEqual(harness.details.count, 1, "only Enter built a detail; the arrow keys did not")
        XCTAssertEqual(harness.details.builds.map(\.peak), [.kangchenjunga])
    }

    /// Collapsed, one click on a row opens its detail (GTK alone would only select it).
    @MainActor func testCollapsedAClickOnARowOpensItsDetail() async throws {
        let harness = try LayoutHarness(width: 480, height: 700)
        harness.assertShows(.stackedList(), after: "building at 480 px")

        try harness.clickInLayout(x: 100, y: 8)  // inside the first row
        try harness.pump(
            until: { harness.layout.layoutState.presentation == .stacked(.detail) }, "the click opens a detail")
        harness.assertShows(.stackedDetail(.everest, row: 0), after: "clicking Everest's row while collapsed")
        XCTAssertEqual(harness.details.count, 1)
    }

    /// Expanded, a click on a row selects it and the detail follows.
    @MainActor func testExpandedAClickOnARowSelectsIt() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)

        try harness.clickInLayout(x: 100, y: 8)
        try harness.pump(until: { harness.selection.value != nil }, "the click selects a row")
        harness.assertShows(.sideBySide(selected: .everest, row: 0), after: "clicking Everest's row while expanded")
        XCTAssertEqual(harness.details.count, 1)
    }

    /// A quick second click on a row GTK counts as a double click: GTK activates the row on
    /// that click's press. Collapsed, the layout opens the detail only when the button comes
    /// up; opening it on the press would hide the pressed row mid-press, GTK 4.8 would never
    /// balance the press, and the list and the window would stay drawn as pressed (after 256
    /// such presses GTK warns "Broken accounting of active state").
    @MainActor func testCollapsedAQuickSecondClickOpensTheRowAndLeavesNothingPressed() async throws {
        let doubleClickTime = Settings.doubleClickMilliseconds
        Settings.doubleClickMilliseconds = 60_000  // every second click on a row is a double click
        defer { Settings.doubleClickMilliseconds = doubleClickTime }
        let harness = try LayoutHarness(width: 1000, height: 700)

        try harness.clickInLayout(x: 100, y: 8)
        try harness.pump(until: { harness.selection.value == Peak.everest.id }, "the first click selects Everest")
        try harness.press("Escape")  // nothing to go back from: it only keeps the steps apart
        try harness.resize(to: 480)
        try harness.press("Escape")
        // Escape slides back to the list: the click waits for the list to stop moving.
        try harness.pump(
            until: {
                harness.layout.installedPresentation == .stacked(.list) && !harness.widgets.stack.isTransitionRunning
            },
            "collapsed on the list, back from the detail")
        try harness.clickInLayout(x: 100, y: 8, continuesLastClick: true)
        try harness.pump(
            until: { harness.layout.installedPresentation == .stacked(.detail) }, "the second click opens Everest")

        try harness.pump(
            until: { !harness.window.isInPressedState && !harness.widgets.list.isInPressedState },
            "both clicks' presses balanced: neither the window nor the list drawn as pressed", timeout: 2)
        harness.assertShows(.stackedDetail(.everest, row: 0), after: "click, collapse, Escape, click on Everest's row")
    }
}
