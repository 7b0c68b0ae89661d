import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Search at the top of the list, in a real window: Ctrl+F focuses the field, typing
/// filters the list (TwoPaneRowSubsetModel), the selection survives while its item is
/// shown and clears when it is filtered out (L12), and nothing found shows "No results".
final class SearchTests: LayoutTestCase {
    @MainActor func testTypingFiltersTheListAndKeepsAShownSelection() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id, searchable: true)
        let widgets = harness.widgets
        let searchEntry = try XCTUnwrap(widgets.searchEntry)

        try harness.press("ctrl+f")
        try harness.pump(until: { searchEntry.containsFocus }, "Ctrl+F focuses the search field")
        try harness.press("k")
        try harness.pump(until: { widgets.list.count == 2 }, "'k' keeps K2 and Kangchenjunga")
        XCTAssertEqual(widgets.list.totalCount, 4, "the rows are filtered, not removed")
        XCTAssertEqual(harness.layout.layoutState.items, [Peak.k2.id, Peak.kangchenjunga.id])
        harness.assertShows(.sideBySide(selected: .k2, row: 0), after: "typing 'k' with K2 selected")
        XCTAssertEqual(harness.details.count, 1, "K2's detail is kept while K2 is shown")
        XCTAssertTrue(searchEntry.containsFocus, "focus stays in the field while typing")
    }

    /// A slow typist: each key waits until the list was filtered for the one before. The
    /// field keeps every letter, with the cursor at the end and nothing selected (issue 12:
    /// focus given back to the field after each pass selected its text, and the next key
    /// replaced it).
    @MainActor func testSlowTypingKeepsEveryLetterAndTheCursorAtTheEnd() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, searchable: true)
        let searchEntry = try XCTUnwrap(harness.widgets.searchEntry)
        try harness.press("ctrl+f")
        try harness.pump(until: { searchEntry.containsFocus }, "Ctrl+F focuses the search field")
        var typed = ""
        for letter in "kan" {
            typed.append(letter)
            try harness.press(String(letter))
            try harness.pump(until: { harness.layout.appliedSearchQuery == typed }, "the list filtered for '\(typed)'")
            MainLoop.drain()
        }
        XCTAssertEqual(searchEntry.text, "kan", "every letter kept")
        XCTAssertEqual(searchEntry.cursorPosition, 3, "the cursor at the end")
        XCTAssertFalse(searchEntry.hasSelectedText, "nothing selected for the next key to replace")
        XCTAssertEqual(harness.widgets.list.count, 1, "only Kangchenjunga matches 'kan'")
    }

    @MainActor func testFilteringOutTheSelectionClearsItAndNothingFoundSaysSo() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id, searchable: true)
        let widgets = harness.widgets

        harness.layout.searchFieldText = "lho"
        XCTAssertEqual(widgets.list.count, 1)
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "searching 'lho' with K2 selected (L12)")
        XCTAssertNil(harness.selection.value)

        harness.layout.searchFieldText = "matterhorn"
        XCTAssertEqual(widgets.list.count, 0)
        try harness.pump(
            until: { widgets.unavailable.isMapped && widgets.unavailable.titleText == "No results" },
            "'No results' shows")
        XCTAssertFalse(widgets.listScroller.isVisible, "the empty list is hidden")

        harness.layout.searchFieldText = ""
        try harness.pump(
            until: { widgets.list.count == 4 && widgets.listScroller.isMapped }, "clearing shows every row")
        XCTAssertFalse(widgets.unavailable.isVisible)
        // Rows keep working through the filter: a click selects by shown position.
        harness.layout.searchFieldText = "e"
        XCTAssertEqual(harness.layout.layoutState.items, [Peak.everest.id, Peak.kangchenjunga.id, Peak.lhotse.id])
        // A click is picked on the last laid-out frame: wait for the filtered rows' frame.
        var painted = false
        harness.window.afterNextPaint { painted = true }
        try harness.pump(until: { painted }, "the filtered rows are drawn")
        let searchHeight = try XCTUnwrap(widgets.searchEntry).allocatedHeight + 12  // its 6 px margins
        try harness.clickInLayout(x: 100, y: searchHeight + 8)  // inside the first shown row
        try harness.pump(until: { harness.selection.value != nil }, "a click on a filtered row selects it")
        XCTAssertEqual(harness.selection.value, Peak.everest.id)
    }

    @MainActor func testChangingItemsWhileSearchingKeepsTheFilter() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, searchable: true)
        harness.layout.searchFieldText = "k"
        harness.layout.setItems(
            Peak.all + [Peak(id: "makalu", name: "Makalu"), Peak(id: "nanga", name: "Nanga Parbat")])
        XCTAssertEqual(harness.widgets.list.count, 3, "K2, Kangchenjunga and the new Makalu")
        XCTAssertEqual(harness.layout.layoutState.items, [Peak.k2.id, Peak.kangchenjunga.id, "makalu"])
        XCTAssertEqual(harness.widgets.list.totalCount, 6)
    }

    /// GTK would give a new window's focus to the search field (its first focusable widget):
    /// the layout starts focused on the list, and collapsing keeps focus there (L13).
    @MainActor func testTheListNotTheSearchFieldHasTheFirstFocus() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, searchable: true)
        let searchEntry = try XCTUnwrap(harness.widgets.searchEntry)
        try harness.pump(until: { harness.widgets.list.containsFocus }, "the list has the first focus")
        XCTAssertFalse(searchEntry.containsFocus)
        try harness.resize(to: 480)
        XCTAssertTrue(harness.widgets.list.containsFocus, "collapsing keeps focus on the list")
        XCTAssertFalse(searchEntry.containsFocus, "not on the search field the list page starts with")
    }
}
