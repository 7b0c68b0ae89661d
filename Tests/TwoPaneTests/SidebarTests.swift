import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// L11: the sidebar toggle and F9 hide and show the list while expanded; collapsing ignores
/// them; expanding restores the user's choice.
///
/// F9 is pressed for real (X server → GTK → the layout's shortcut controller). The toggle
/// button is driven through its own `toggled` signal: setting `isActive` from outside a
/// render emits `toggled` exactly as a click does (the layout only blocks its handlers inside
/// `render`). The wrappers have no way to emit `clicked` on a toggle button.
final class SidebarTests: LayoutTestCase {
    @MainActor func testF9HidesAndShowsTheListWhileExpanded() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "building with K2 selected")

        try harness.press("F9")
        try harness.pump(until: { !harness.layout.layoutState.leadingColumnVisible }, "F9 hides the list")
        try harness.pump(
            until: { harness.widgets.detailHost.allocatedWidth == 1000 }, "the detail takes the whole width")
        harness.assertShows(.sideBySide(selected: .k2, row: 1, leadingColumnVisible: false), after: "pressing F9")

        try harness.press("F9")
        try harness.pump(until: { harness.layout.layoutState.leadingColumnVisible }, "F9 shows the list again")
        try harness.pump(until: { harness.widgets.listColumn.allocatedWidth == 320 }, "the list is back at 320 px")
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "pressing F9 again")
        XCTAssertEqual(harness.details.count, 1, "hiding the list does not rebuild the detail")
    }

    @MainActor func testTheToggleButtonHidesAndShowsTheList() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)

        harness.widgets.sidebarToggle.isActive = false  // emits "toggled", as a click does
        harness.assertShows(
            .sideBySide(selected: nil, row: nil, leadingColumnVisible: false), after: "releasing the toggle")

        harness.widgets.sidebarToggle.isActive = true
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "pressing the toggle")

        // The controller's own entry point, used by the F9 shortcut.
        XCTAssertTrue(harness.layout.toggleSidebar())
        harness.assertShows(.sideBySide(selected: nil, row: nil, leadingColumnVisible: false), after: "toggleSidebar()")
        XCTAssertTrue(harness.layout.toggleSidebar())
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "toggleSidebar() again")
    }

    /// Collapsed, F9 does nothing (the list page still shows the list); expanding brings back
    /// the hidden sidebar the user chose.
    @MainActor func testCollapsingIgnoresTheSidebarChoiceAndExpandingRestoresIt() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        try harness.press("F9")
        try harness.pump(until: { !harness.layout.layoutState.leadingColumnVisible }, "F9 hides the list")
        harness.assertShows(
            .sideBySide(selected: .k2, row: 1, leadingColumnVisible: false), after: "hiding the list with F9")

        try harness.resize(to: 480)
        harness.assertShows(
            .stackedDetail(.k2, row: 1, leadingColumnVisible: false), after: "narrowing with the list hidden")

        // F9 then Escape: Escape's effect proves F9 was handled first, and F9 changed nothing.
        // Focus is put on the back button first, as a user's click would: where the layout
        // leaves it after hiding the list is FocusTests' subject (a bug, see there).
        XCTAssertTrue(harness.widgets.backButton.grabFocus())
        try harness.press("F9", "Escape")
        try harness.pump(
            until: { harness.layout.layoutState.presentation == .stacked(.list) }, "Escape pops to the list")
        harness.assertShows(.stackedList(leadingColumnVisible: false), after: "pressing F9 then Escape while collapsed")
        XCTAssertFalse(harness.layout.toggleSidebar(), "the sidebar cannot be toggled while collapsed")
        harness.assertShows(.stackedList(leadingColumnVisible: false), after: "toggleSidebar() while collapsed")

        try harness.resize(to: 1000)
        harness.assertShows(
            .sideBySide(selected: nil, row: nil, leadingColumnVisible: false), after: "widening: the list stays hidden")

        try harness.press("F9")
        try harness.pump(until: { harness.layout.layoutState.leadingColumnVisible }, "F9 shows the list")
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "pressing F9 after widening")
    }
}
