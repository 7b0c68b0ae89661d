import CGtk
import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// L13: keyboard focus survives a collapse or expand: it stays on the same widget if that
/// widget is still shown, else goes to the list. And the keyboard keeps working.
final class FocusTests: LayoutTestCase {
    /// Three columns start on the sidebar's row, where Tab from the window's start reaches,
    /// whichever widget GTK gave the new window's focus to (libadwaita's look: the sidebar
    /// toggle in a header, which the layout moved to the item list instead).
    @MainActor func testThreeColumnsStartOnTheSidebarsRow() async throws {
        let sidebar = SplitSidebar(title: "Ranges", rowTitles: ["Himalaya", "Alps"], selection: ObservableValue(0))
        let harness = try LayoutHarness(width: 1200, searchable: true, sidebar: sidebar)
        let sidebarList = try XCTUnwrap(harness.widgets.sidebarList)
        try harness.pump(until: { sidebarList.containsFocus }, "the sidebar has focus")
        let focused = harness.window.withUnsafeWidgetPointer { window in
            gtk_window_get_focus(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        }
        let typeName = focused.map {
            String(
                cString: g_type_name_from_instance(
                    UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self)))
        }
        XCTAssertEqual(typeName, "GtkListItemWidget", "on a row, not the list itself")
        XCTAssertEqual(sidebarList.focusedRowPosition, RowPosition(0), "the chosen range's row")
    }

    @MainActor func testFocusInTheListSurvivesCollapseAndExpand() async throws {
        let harness = try listFocused()

        try harness.resize(to: 480)
        harness.assertShows(.stackedList(), after: "narrowing with focus in the list")
        XCTAssertEqual(harness.shownFocusedPart, .list, "focus stays in the list")
        XCTAssertTrue(harness.widgets.list.containsFocus)

        try harness.resize(to: 1000)
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "widening with focus in the list")
        XCTAssertEqual(harness.shownFocusedPart, .list, "focus stays in the list")
        XCTAssertTrue(harness.widgets.list.containsFocus)
    }

    /// L13: focus in the list, the user hides the list with F9. The list is not shown any
    /// more, so focus must go to a shown part of the layout (the model says: the detail), not
    /// fall onto the GtkPaned between the columns.
    @MainActor func testHidingTheFocusedListMovesFocusToAShownPart() async throws {
        let harness = try listFocused(selecting: .k2)
        try harness.press("F9")
        try harness.pump(until: { !harness.layout.layoutState.leadingColumnVisible }, "F9 hides the list")
        MainLoop.drain()  // let GTK finish moving focus off the hidden list
        harness.assertShows(
            .sideBySide(selected: .k2, row: 1, leadingColumnVisible: false), after: "pressing F9 in the list")
        XCTAssertNotNil(
            harness.shownFocusedPart,
            "with the list hidden, focus must move to a shown part of the layout (the model says the "
                + "detail); it is \(harness.focusDescription)")
        XCTAssertEqual(harness.layout.layoutState.focus, harness.shownFocusedPart, "the model's focus is GTK's")
    }

    /// Focus in the list, the user hides the list (F9), then the window narrows onto the
    /// selected item's detail. Focus must end up in a shown part of the layout so the keyboard
    /// still reaches it: Escape goes back (L5, L13).
    @MainActor func testKeyboardStillWorksAfterHidingTheFocusedListAndCollapsing() async throws {
        let harness = try listFocused(selecting: .k2)
        try harness.press("F9")
        try harness.pump(until: { !harness.layout.layoutState.leadingColumnVisible }, "F9 hides the list")
        harness.assertShows(
            .sideBySide(selected: .k2, row: 1, leadingColumnVisible: false), after: "pressing F9 in the list")

        try harness.resize(to: 480)
        harness.assertShows(
            .stackedDetail(.k2, row: 1, leadingColumnVisible: false), after: "narrowing with the list hidden")
        XCTAssertNotNil(
            harness.shownFocusedPart,
            "after collapsing, focus must be in a shown part of the layout; it is \(harness.focusDescription)")

        try harness.press("Escape")
        try harness.pump(
            until: { harness.layout.layoutState.presentation == .stacked(.list) },
            "Escape pops to the list (the keyboard still reaches the layout)", timeout: 2)
        harness.assertShows(.stackedList(leadingColumnVisible: false), after: "pressing Escape")
    }

    /// A layout at 1000 px, with `peak` selected, and focus in the list: the model knows it.
    @MainActor private func listFocused(selecting peak: Peak? = nil) throws -> LayoutHarness {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: peak?.id)
        XCTAssertTrue(harness.widgets.list.grabFocus())
        try harness.pump(until: { harness.layout.layoutState.focus == .list }, "the model knows the list has focus")
        return harness
    }
}
