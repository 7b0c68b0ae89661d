import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Back on a collapsed detail (L3, L5): the button, Escape and Alt+Left return to the list and
/// clear the selection, so widening later shows the placeholder.
final class BackTests: LayoutTestCase {
    /// A layout collapsed at 480 px on Lhotse's detail page.
    @MainActor private func collapsedOnLhotse() throws -> LayoutHarness {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.lhotse.id)
        try harness.resize(to: 480)
        harness.assertShows(.stackedDetail(.lhotse, row: 3), after: "narrowing to 480 px with Lhotse selected")
        return harness
    }

    @MainActor func testBackButtonClearsTheSelectionAndShowsTheList() async throws {
        let harness = try collapsedOnLhotse()

        harness.widgets.backButton.click()
        harness.assertShows(.stackedList(), after: "clicking Back")

        try harness.resize(to: 1000)
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "widening after Back")
        XCTAssertEqual(harness.details.count, 1, "the placeholder is shown, not a rebuilt Lhotse")
    }

    /// L5: Escape, as a real key press through the window's shortcut controller.
    @MainActor func testEscapeKeyGoesBack() async throws {
        let harness = try collapsedOnLhotse()

        try harness.press("Escape")
        try harness.pump(
            until: { harness.layout.layoutState.presentation == .stacked(.list) }, "Escape pops to the list")
        harness.assertShows(.stackedList(), after: "pressing Escape")
    }

    /// L5: Alt+Left in a left-to-right layout, as a real key press.
    @MainActor func testAltLeftGoesBack() async throws {
        let harness = try collapsedOnLhotse()
        XCTAssertFalse(harness.widgets.root.isRightToLeft)

        try harness.press("alt+Left")
        try harness.pump(
            until: { harness.layout.layoutState.presentation == .stacked(.list) }, "Alt+Left pops to the list")
        harness.assertShows(.stackedList(), after: "pressing Alt+Left")
    }

    /// L5: Back elsewhere does nothing. Escape while expanded with a selection keeps it; the
    /// F9 pressed after it proves the Escape was handled (keys are handled in order).
    @MainActor func testEscapeWhileExpandedDoesNothing() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.lhotse.id)

        try harness.press("Escape", "F9")
        try harness.pump(until: { !harness.layout.layoutState.leadingColumnVisible }, "F9 after Escape hides the list")
        harness.assertShows(
            .sideBySide(selected: .lhotse, row: 3, leadingColumnVisible: false),
            after: "pressing Escape then F9 while expanded")
        XCTAssertFalse(harness.layout.goBack(), "Back has nowhere to go while expanded")
    }

    /// L5: on the collapsed list page, Back has nowhere to go.
    @MainActor func testBackOnTheListPageDoesNothing() async throws {
        let harness = try LayoutHarness(width: 480, height: 700)
        harness.assertShows(.stackedList(), after: "building at 480 px")

        XCTAssertFalse(harness.layout.goBack())
        harness.assertShows(.stackedList(), after: "asking to go back on the list page")
    }
}
