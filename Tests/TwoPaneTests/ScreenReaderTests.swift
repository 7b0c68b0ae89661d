import CGtk
import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// What a screen reader can tell the user, checked in real windows (issue 12; the end-to-end
/// Orca test hears the same through Orca): focus that moves with a column is given again, so
/// assistive technologies hear one focus change; pages are titled by what they show.
final class ScreenReaderTests: LayoutTestCase {
    /// Records each change of the window's focus widget while `body` runs and until the
    /// first change onto a widget inside `part` (or a timeout): `true` for focus on a widget
    /// inside `part`, `false` for another widget, `nil` for no focus.
    @MainActor private func focusChanges(
        in harness: LayoutHarness, inside part: Widget,
        during body: () throws -> Void
    ) throws -> [Bool?] {
        var changes: [Bool?] = []
        let connection = harness.window.onFocusChange {
            changes.append(harness.window.focusedWidget.map { $0.isInside(part) })
        }
        defer { connection.disconnect() }
        try body()
        try harness.pump(until: { changes.contains(true) }, "a focus change onto the widget that had focus")
        MainLoop.drain()
        return changes
    }

    /// Collapsed on a row's detail, the detail column is on a page of its own (the stack slid
    /// to it), with a pushed page and its button focused: what `harness` shows once made, the
    /// button returned.
    @MainActor private func focusInTheDetailOnItsOwnPage(of harness: LayoutHarness) throws -> Button {
        harness.selection.value = Peak.k2.id
        try harness.pump(
            until: { harness.layout.isSettled && harness.widgets.stackShows(harness.widgets.detailColumn) },
            "collapsed, the stack slid to the detail")
        XCTAssertTrue(
            harness.widgets.stackPage(harness.widgets.detailColumn) !== harness.widgets.paned,
            "the slide put the detail column on a page of its own")
        let button = Button(label: "Abruzzi Spur")
        harness.layout.pushDetailPage(button, title: "Routes")
        try harness.pump(until: { harness.layout.isSettled && button.isMapped }, "the pushed page is shown")
        XCTAssertTrue(button.grabFocus(), "the pushed page's button takes focus")
        return button
    }

    /// Expanding brings the detail column from its own page back to its paned, the focused
    /// button in it: GTK would keep focus on it without a word to assistive technologies,
    /// whose object for it is gone. While a screen reader listens (an event listener
    /// registered with the AT-SPI registry, as Orca's), once the frame is painted focus leaves
    /// it and comes back: one change onto the button. Later crossings move no column (the
    /// paneds are on the stack's split page from the first frame), and focus is left alone:
    /// the screen reader's object for it lives on.
    @MainActor func testACrossingGivesFocusAgainOnceToTheWidgetThatHadIt() async throws {
        let listener = try AccessibilityListener()
        defer { listener.close() }
        let harness = try LayoutHarness(width: 480, selected: nil)
        try harness.pump(until: { AssistiveTechnologies.areListening }, "the registry tells of the listener")
        let button = try focusInTheDetailOnItsOwnPage(of: harness)

        let expanding = try focusChanges(in: harness, inside: button) { try harness.resize(to: 1000) }
        XCTAssertEqual(
            expanding.compactMap { $0 }, [true],
            "expanding: one focus change onto the button (\(expanding)), announced by a screen reader")

        var changes = 0
        let connection = harness.window.onFocusChange { changes += 1 }
        defer { connection.disconnect() }
        try harness.resize(to: 480)
        try harness.resize(to: 1000)
        try harness.resize(to: 480)
        MainLoop.drain()
        XCTAssertEqual(changes, 0, "later crossings move nothing: focus is not given again")
        XCTAssertTrue(button.containsFocus, "the button keeps focus through the crossings")
    }

    /// The first collapse moves no column either: the focused list stays where it is, in the
    /// paneds on the stack's split page, and keeps focus with no change a screen reader
    /// would hear.
    @MainActor func testTheFirstCollapseMovesNoColumn() async throws {
        let listener = try AccessibilityListener()
        defer { listener.close() }
        let harness = try LayoutHarness(width: 1000)
        try harness.pump(until: { AssistiveTechnologies.areListening }, "the registry tells of the listener")
        let list = harness.widgets.list
        list.focusRow(ShownRowIndex(1))
        try harness.pump(until: { list.containsFocus }, "a row of the list has focus")
        let paned = harness.widgets.paned
        XCTAssertTrue(paned.isChild(of: harness.widgets.stack), "the paneds are on the stack from the first frame")

        var changes = 0
        let connection = harness.window.onFocusChange { changes += 1 }
        defer { connection.disconnect() }
        var unrealized = 0
        let unrealizing = try list.onSignal("unrealize") { unrealized += 1 }
        defer { unrealizing.disconnect() }
        try harness.resize(to: 480)
        MainLoop.drain()
        XCTAssertEqual(unrealized, 0, "the first collapse leaves the list in the window, realized")
        XCTAssertEqual(changes, 0, "the first collapse moves nothing: focus is not given again")
        XCTAssertTrue(list.containsFocus, "the list keeps focus through the crossing")
    }

    /// With no assistive technology listening, focus stays where it is through a crossing
    /// that moves the focused column: giving it again would only make GTK export accessible
    /// objects nobody reads (and drop them at the next crossing). A screen reader that starts
    /// later is heard, and one that quits too.
    @MainActor func testWithNoScreenReaderACrossingLeavesFocusAlone() async throws {
        let harness = try LayoutHarness(width: 480, selected: nil)
        try harness.pump(until: { !AssistiveTechnologies.areListening }, "the registry tells of no listener")
        let button = try focusInTheDetailOnItsOwnPage(of: harness)

        var changes = 0
        let connection = harness.window.onFocusChange { changes += 1 }
        defer { connection.disconnect() }
        try harness.resize(to: 1000)
        MainLoop.drain()
        XCTAssertEqual(changes, 0, "expanding with no screen reader: focus is not given again")
        XCTAssertTrue(button.containsFocus, "the button keeps focus through the crossing")

        // A crossing that moves the focused column again (in another window).
        let listener = try AccessibilityListener()
        try harness.pump(until: { AssistiveTechnologies.areListening }, "a screen reader starts: its listener is heard")
        let second = try LayoutHarness(width: 480, selected: nil)
        let secondButton = try focusInTheDetailOnItsOwnPage(of: second)
        let expanding = try focusChanges(in: second, inside: secondButton) { try second.resize(to: 1000) }
        XCTAssertEqual(expanding.compactMap { $0 }, [true], "expanding with a screen reader: focus is given again")
        listener.close()
        try harness.pump(
            until: { !AssistiveTechnologies.areListening }, "the screen reader quits: its listener is gone")
    }

    /// Collapsed, the arrow keys move focus only (L6): the list's selection does not change
    /// at all (it used to select each row and take it back, read out as "not selected"), and
    /// Enter opens the row focus reached.
    @MainActor func testCollapsedArrowKeysLeaveTheSelectionAlone() async throws {
        let harness = try LayoutHarness(width: 480)
        let list = harness.widgets.list
        list.focusRow(ShownRowIndex(0))
        try harness.pump(until: { list.containsFocus }, "the first row has focus")
        var selectionChanges = 0
        let connection = list.onSelectionChange { _ in selectionChanges += 1 }
        defer { connection.disconnect() }

        try harness.press("Down", "Down", "Return")
        try harness.pump(until: { harness.selection.value != nil }, "Enter opens the focused row")
        XCTAssertEqual(harness.selection.value, Peak.all[2].id, "focus moved two rows down")
        XCTAssertEqual(selectionChanges, 1, "one change of the list's selection: Enter's, none for the arrows")
    }

    /// Back to a collapsed list: focus lands on a row, and the arrows and Enter go on from it.
    @MainActor func testAfterBackTheArrowsAndEnterWorkOnTheCollapsedList() async throws {
        let harness = try LayoutHarness(width: 480, selected: Peak.k2.id)
        // On K2's row (GTK's first focus may be the list itself: libadwaita's look starts on a
        // header's button, and GTK 4.8 then focuses the list, not a row).
        harness.widgets.list.focusRow(ShownRowIndex(try XCTUnwrap(Peak.all.firstIndex { $0.id == Peak.k2.id })))
        try harness.pump(until: { harness.widgets.list.containsFocus }, "K2's row has focus")
        try harness.press("Return")
        try harness.pump(until: { harness.layout.layoutState.presentation == .stacked(.detail) }, "the detail")
        try harness.press("Escape")
        try harness.pump(
            until: {
                harness.layout.layoutState.presentation == .stacked(.list)
                    && harness.widgets.list.containsFocus && harness.layout.pendingFocus == nil
            },
            "Back to the list, focused")
        try harness.press("Down", "Return")
        try harness.pump(until: { harness.selection.value != nil }, "Down and Enter open a row")
    }

    /// What changes without focus moving is said through the focused widget: the sidebar
    /// toggled (F9), the placeholder replacing the detail. A crossing says nothing more than
    /// its focus change.
    @MainActor func testTheSidebarToggleAndThePlaceholderAreAnnounced() async throws {
        let harness = try LayoutHarness(width: 1000, selected: Peak.k2.id)
        let list = harness.widgets.list
        list.focusRow(ShownRowIndex(1))
        try harness.pump(until: { list.containsFocus }, "a row has focus")

        try harness.press("F9")
        try harness.pump(until: { harness.layout.lastAnnouncement == "Sidebar hidden" }, "F9 announced")
        try harness.press("F9")
        try harness.pump(until: { harness.layout.lastAnnouncement == "Sidebar shown" }, "F9 again announced")

        harness.selection.value = nil
        try harness.pump(until: { harness.layout.lastAnnouncement == "Nothing selected" }, "the placeholder announced")

        try harness.resize(to: 480)
        try harness.resize(to: 1000)
        XCTAssertEqual(harness.layout.lastAnnouncement, "Nothing selected", "crossings announce nothing")
    }

    @MainActor func testPagesAreTitledByWhatTheyShow() async throws {
        let harness = try LayoutHarness(width: 1000, selected: Peak.k2.id)
        let widgets = harness.widgets
        XCTAssertEqual(
            widgets.detailPages.title(ofPageShowing: widgets.detailHost), "K2",
            "the detail's root page is named by its item")
        // Expanded, the collapsed layout's stack is in the window, its pages on the
        // accessibility bus: none is left to GTK's name for it, "GtkStackPage". It has only
        // the split page until the collapsed layout slides to a column's own page.
        XCTAssertEqual(
            widgets.stack.pageChildren.map { widgets.stack.title(ofPageShowing: $0) }, [PeakLayoutFixture.title],
            "expanded: the split page (every column) by the layout's title")

        try harness.resize(to: 480)
        // A crossing titles its pages once its frame is painted: the split page, showing the
        // detail, by its item.
        let splitPageTitle = { widgets.stack.title(ofPageShowing: widgets.stackPage(widgets.detailColumn)) }
        try harness.pump(
            until: { splitPageTitle() == "K2" }, "the collapsed pages titled (\(splitPageTitle() ?? "none"))")

        let page = Label("Routes")
        harness.layout.pushDetailPage(page, title: "Routes")
        XCTAssertEqual(widgets.detailPages.title(ofPageShowing: page), "Routes")

        // Back to the list (the app clears the selection, L10): its page is named by the list.
        harness.selection.value = nil
        try harness.pump(until: { widgets.stackShows(widgets.listColumn) }, "the collapsed layout shows the list")
        XCTAssertEqual(
            widgets.stack.title(ofPageShowing: widgets.stackPage(widgets.listColumn)), PeakLayoutFixture.title)
        XCTAssertEqual(
            widgets.stack.pageChildren.count, 2, "the list's own page, made for the slide, beside the split page")
        XCTAssertFalse(
            widgets.stack.pageChildren.contains { widgets.stack.title(ofPageShowing: $0) == nil },
            "the page made for the slide is titled in the render that made it")
        try harness.resize(to: 1000)
        try harness.pump(
            until: { widgets.detailPages.title(ofPageShowing: widgets.detailHost) == "Nothing selected" },
            "the placeholder's page titled")
    }

    /// GTK's popover menu keeps its items in a stack page of its own ("main"), untitled in
    /// GTK 4.8: Orca said "GtkStackPage panel" inside the menu. The page is titled like the
    /// menu's button, as the popover is.
    @MainActor func testTheMenusOwnPageIsTitledLikeTheMenu() async throws {
        let button = MenuButton(iconName: "open-menu-symbolic", accessibleLabel: "Main Menu")
        button.menu = Menu().appending("Quit", action: "app.quit")
        _ = try presentWindow(width: 300, height: 200) { $0.child = button }
        button.popup()
        try pump(until: { button.isMenuShown }, "the menu opens")
        XCTAssertEqual(button.itemsPageTitle, "Main Menu", "the page of the menu's items is titled like the menu")
        button.popdown()
    }
}
