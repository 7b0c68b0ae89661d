import CGtk
import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// L24: Back is Back however it is given. A real click on the Back button puts keyboard focus
/// where Escape and Alt+Left put it, the row the user came from, on every page of a two- and
/// a three-column stack and of a pushed page: never on the Back button of the page that comes
/// in (Space there would go back again). `popsOnEscape` turns Escape-as-Back off.
final class BackFocusTests: LayoutTestCase {
    private static let ranges = ["Himalaya", "Karakoram"]

    /// How Back is given.
    private enum Way: CaseIterable { case escape, altLeft, click }

    /// Where keyboard focus is: the part, and the row of the list or the sidebar that has it.
    private struct Focus: Equatable, CustomStringConvertible {
        let part: FocusTarget?
        let listRow: Int?
        let sidebarRow: Int?
        let onBackButton: Bool

        var description: String {
            "\(part.map { "\($0)" } ?? "nowhere"), list row \(listRow.map(String.init) ?? "-"), "
                + "sidebar row \(sidebarRow.map(String.init) ?? "-")\(onBackButton ? ", on Back" : "")"
        }
    }

    @MainActor private func focus(of harness: LayoutHarness) -> Focus {
        Focus(
            part: harness.shownFocusedPart, listRow: harness.widgets.list.focusedRowPosition?.rawValue,
            sidebarRow: harness.widgets.sidebarList?.focusedRowPosition?.rawValue,
            onBackButton: harness.widgets.backButton.containsFocus)
    }

    /// Gives Back `way`, and waits until the layout shows `page` and has laid it out.
    @MainActor private func goBack(
        _ way: Way, on harness: LayoutHarness, until done: @escaping () -> Bool, _ what: String
    ) throws {
        switch way {
        case .escape: try harness.press("Escape")
        case .altLeft: try harness.press("alt+Left")
        case .click: try click(harness.widgets.backButton, in: harness)
        }
        try harness.pump(until: { done() && harness.layout.isSettled && harness.layout.pendingFocus == nil }, what)
        try harness.pump(until: { harness.window.focusedWidget != nil }, "focus has landed after \(what)")
    }

    /// A real click in the middle of `widget`, through the X server.
    @MainActor private func click(_ widget: Widget, in harness: LayoutHarness) throws {
        var bounds = graphene_rect_t()
        let found = widget.withUnsafeWidgetPointer { pointer in
            harness.window.withUnsafeWidgetPointer { gtk_widget_compute_bounds(pointer, $0, &bounds) != 0 }
        }
        XCTAssertTrue(found, "the widget is laid out in the window")
        try XInput.click(
            x: Int(bounds.origin.x + bounds.size.width / 2), y: Int(bounds.origin.y + bounds.size.height / 2),
            in: harness.window)
    }

    /// Focuses the row at `position` of `list`, presses Enter, and waits until the layout
    /// shows `page`.
    @MainActor private func open(
        row position: Int, of list: ListView, on harness: LayoutHarness, showing page: SplitColumn
    ) throws {
        list.focusRow(ShownRowIndex(position))
        try harness.pump(until: { list.focusedRowPosition == RowPosition(position) }, "row \(position) has focus")
        try harness.press("Return")
        try harness.pump(
            until: { harness.layout.isSettled && harness.layout.layoutState.presentation == .stacked(page) },
            "Enter on row \(position) opens the \(page)")
    }

    /// Two columns at 480 px: K2 opened from its row with Enter, then Back.
    @MainActor func testBackFromATwoColumnDetailFocusesTheRowItCameFrom() async throws {
        var landed: [Way: Focus] = [:]
        for way in Way.allCases {
            let harness = try LayoutHarness(width: 480, height: 700)
            try open(row: 1, of: harness.widgets.list, on: harness, showing: .detail)  // K2
            try goBack(way, on: harness, until: { harness.layout.layoutState.presentation == .stacked(.list) }, "Back")
            landed[way] = focus(of: harness)
        }
        let expected = Focus(part: .list, listRow: 1, sidebarRow: nil, onBackButton: false)
        for way in Way.allCases {
            XCTAssertEqual(landed[way], expected, "Back by \(way) puts focus on K2's row")
        }
    }

    /// Three columns at 500 px: a range chosen, K2 opened, then Back to the list and Back to
    /// the ranges, each by one way.
    @MainActor func testBackThroughAThreeColumnStackFocusesTheRowsItCameFrom() async throws {
        for way in Way.allCases {
            let sidebar = SplitSidebar(
                title: "Ranges", rowTitles: Self.ranges, selection: ObservableValue<Int?>(nil))
            let harness = try LayoutHarness(width: 500, height: 700, sidebar: sidebar)
            try open(row: 1, of: try XCTUnwrap(harness.widgets.sidebarList), on: harness, showing: .list)  // Karakoram
            try open(row: 2, of: harness.widgets.list, on: harness, showing: .detail)  // Kangchenjunga

            try goBack(
                way, on: harness, until: { harness.layout.layoutState.presentation == .stacked(.list) },
                "Back to the list by \(way)")
            XCTAssertEqual(
                focus(of: harness), Focus(part: .list, listRow: 2, sidebarRow: nil, onBackButton: false),
                "Back by \(way) from the detail puts focus on Kangchenjunga's row")

            try goBack(
                way, on: harness, until: { harness.layout.layoutState.presentation == .stacked(.sidebar) },
                "Back to the ranges by \(way)")
            XCTAssertEqual(
                focus(of: harness), Focus(part: .sidebar, listRow: nil, sidebarRow: 1, onBackButton: false),
                "Back by \(way) from the list puts focus on Karakoram's row")
            try destroy(harness.window)
        }
    }

    /// A page pushed on a wide detail from a button in it: Back puts focus back in the detail.
    @MainActor func testBackFromAPushedPageFocusesTheDetail() async throws {
        var landed: [Way: Focus] = [:]
        for way in Way.allCases {
            let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
            harness.layout.pushDetailPage(Button(label: "Abruzzi Spur"), title: "Routes")
            try harness.pump(until: { harness.layout.isSettled && harness.widgets.backButton.isMapped }, "Routes")
            try goBack(way, on: harness, until: { harness.layout.detailPageTitles.isEmpty }, "Back from Routes")
            landed[way] = focus(of: harness)
            try destroy(harness.window)
        }
        XCTAssertEqual(landed[.click], landed[.escape], "a click on Back puts focus where Escape does")
        XCTAssertEqual(landed[.altLeft], landed[.escape])
        XCTAssertFalse(landed[.click]?.onBackButton ?? true)
    }
}

/// `popsOnEscape`: off, Escape does not go back (an editor's own Escape); Alt+Left and the
/// button still do, and Escape still dismisses columns drawn over the detail.
final class PopsOnEscapeTests: LayoutTestCase {
    @MainActor func testEscapeStaysOnThePageWhenTurnedOff() async throws {
        let harness = try LayoutHarness(width: 480, height: 700, selected: nil)
        harness.layout.popsOnEscape = false
        harness.selection.value = Peak.k2.id
        try harness.pump(until: { harness.layout.isSettled }, "K2's page shows")
        harness.assertShows(.stackedDetail(.k2, row: 1), after: "opening K2")

        // Escape, then F9 (ignored collapsed) and Alt+Left: keys are handled in order, so once
        // Alt+Left has gone back, Escape was handled before it, and did nothing.
        try harness.press("Escape")
        try harness.press("alt+Left")
        try harness.pump(until: { harness.layout.layoutState.presentation == .stacked(.list) }, "Alt+Left goes back")
        XCTAssertNil(harness.layout.layoutState.selection)

        harness.selection.value = Peak.k2.id
        try harness.pump(until: { harness.layout.isSettled }, "K2's page shows again")
        var escapes = 0
        let window = harness.window
        window.addShortcut("Escape") {
            escapes += 1
            return true
        }
        try harness.press("Escape")
        try harness.pump(until: { escapes == 1 }, "Escape goes on to the app's own handler")
        harness.assertShows(.stackedDetail(.k2, row: 1), after: "Escape with popsOnEscape off")

        harness.layout.popsOnEscape = true
        try harness.press("Escape")
        try harness.pump(
            until: { harness.layout.layoutState.presentation == .stacked(.list) }, "Escape goes back again")
    }
}
