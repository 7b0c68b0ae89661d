import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// The list with the keyboard as GNOME apps have it: Tab and Shift+Tab leave the list in one
/// step and come back to the row they left; Escape in the search field clears it and gives
/// the list the focus; Ctrl+F goes back to the field.
final class ListKeyboardTests: LayoutTestCase {
    @MainActor func testTabLeavesTheListInOneStepAndComesBackToTheSelectedRow() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id, searchable: true)
        let list = harness.widgets.list
        list.focusRow(ShownRowIndex(1))
        try harness.pump(until: { list.focusedRowPosition == RowPosition(1) }, "K2's row has focus")

        try harness.press("Tab")
        try harness.pump(until: { !list.containsFocus }, "one Tab leaves the list")
        XCTAssertNotNil(harness.window.focusedWidget, "focus went somewhere: \(harness.focusDescription)")

        try harness.press("shift+Tab")
        try harness.pump(
            until: { list.focusedRowPosition == RowPosition(1) }, "Shift+Tab comes back to the selected row, K2's")

        try harness.press("shift+Tab")
        try harness.pump(until: { !list.containsFocus }, "one Shift+Tab leaves the list backwards")
        XCTAssertTrue(harness.widgets.searchEntry?.containsFocus == true, "onto the search field before it")
        try harness.press("Tab")
        try harness.pump(
            until: { list.focusedRowPosition == RowPosition(1) }, "Tab from the field goes to the selected row")
    }

    @MainActor func testEscapeInTheSearchFieldClearsItAndGivesTheListFocus() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, searchable: true)
        let entry = try XCTUnwrap(harness.widgets.searchEntry)
        try harness.press("ctrl+f")
        try harness.pump(until: { entry.containsFocus }, "Ctrl+F focuses the search field")
        harness.layout.searchFieldText = "k"
        try harness.pump(until: { harness.widgets.list.count < Peak.all.count }, "the query narrows the list")

        try harness.press("Escape")
        try harness.pump(until: { harness.widgets.list.containsFocus }, "Escape gives the list focus")
        XCTAssertEqual(harness.layout.searchFieldText, "", "and clears the query")
        XCTAssertEqual(harness.widgets.list.count, Peak.all.count, "every row shown again")

        try harness.press("ctrl+f")
        try harness.pump(until: { entry.containsFocus }, "Ctrl+F still opens the search")
    }
}
