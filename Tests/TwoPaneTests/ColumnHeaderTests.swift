import CGtk
import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// L20 with real widgets: each shown column has its own header bar with its title and its
/// share of the window's controls; Back, the toggle and the primary menu move to the header
/// that shows them; the app's widgets stay with their column; the app hears what is shown.
final class ColumnHeaderTests: LayoutTestCase {
    @MainActor func testEachShownColumnHasItsOwnHeaderAndItsShareOfTheWindowControls() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        let widgets = harness.widgets
        let (listBar, detailBar) = (
            try XCTUnwrap(widgets.headerBar(of: .list)), try XCTUnwrap(widgets.headerBar(of: .detail))
        )
        XCTAssertEqual(widgets.title(of: .list), PeakLayoutFixture.title)
        XCTAssertEqual(widgets.windowControls(of: .list), .leading, "the leading controls on the leading column")
        XCTAssertEqual(widgets.windowControls(of: .detail), .trailing, "the trailing controls on the trailing one")
        XCTAssertTrue(widgets.sidebarToggle.isInside(listBar))

        harness.selection.value = Peak.k2.id
        try harness.pump(until: { widgets.title(of: .detail) == "K2" }, "the detail's header is titled with K2")

        try harness.press("F9")
        try harness.pump(until: { !widgets.listColumn.isVisible }, "F9 hides the list")
        XCTAssertEqual(widgets.windowControls(of: .detail), [.leading, .trailing], "every control on the one left")
        XCTAssertTrue(widgets.sidebarToggle.isInside(detailBar), "the toggle moves to the leading-most header")

        try harness.press("F9")
        try harness.resize(to: 480)
        XCTAssertEqual(harness.layout.installedPresentation, .stacked(.detail))
        XCTAssertEqual(widgets.windowControls(of: .detail), [.leading, .trailing], "a page's header shows them all")
        XCTAssertTrue(widgets.backButton.isInside(detailBar) && widgets.backButton.isVisible)
        try harness.press("Escape")
        try harness.pump(until: { harness.layout.installedPresentation == .stacked(.list) }, "Back to the list")
        XCTAssertEqual(widgets.windowControls(of: .list), [.leading, .trailing])
        XCTAssertFalse(widgets.backButton.isVisible)
    }

    /// The window's controls move with their column's header at each crossing and keep their
    /// buttons: GTK 4.8's own `GtkWindowControls` built every button anew each time it came
    /// back into the window (six buttons a crossing in `make bench`'s `crossings`).
    @MainActor func testTheWindowControlsKeepTheirButtonsAcrossCrossings() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        let endButtons = try XCTUnwrap(harness.widgets.headers.page(of: .detail)).endButtons
        XCTAssertFalse(endButtons.isEmpty, "GTK's default decoration layout ends with Close")
        let firstButton = try XCTUnwrap(endButtons.withUnsafeWidgetPointer { gtk_widget_get_first_child($0) })
        let witness = DisposalWitness(watching: UnsafeMutableRawPointer(firstButton))
        for width in [480, 1000, 480, 1000] { try harness.resize(to: width) }
        XCTAssertNil(witness.thread, "after four crossings the first button is still alive")
        XCTAssertEqual(
            endButtons.withUnsafeWidgetPointer { gtk_widget_get_first_child($0) }, firstButton,
            "and still the first of the detail's header's controls")
        XCTAssertEqual(endButtons.builds, 1, "the buttons were built once")
    }

    /// Right to left, the columns mirror and the window's controls with them: the trailing
    /// controls (Close) are on the detail's header, now at the window's left edge.
    @MainActor func testRightToLeftTheWindowControlsMirrorWithTheColumns() async throws {
        Widget.defaultIsRightToLeft = true
        defer { Widget.defaultIsRightToLeft = false }
        let harness = try LayoutHarness(width: 1000, height: 700)
        let widgets = harness.widgets
        let detailPage = try XCTUnwrap(widgets.headers.page(of: .detail))
        XCTAssertEqual(widgets.windowControls(of: .detail), .trailing)
        XCTAssertFalse(detailPage.endButtons.isEmpty, "GTK's default decoration layout ends with Close")
        let closeX = try XCTUnwrap(detailPage.endButtons.leftEdge(in: widgets.root))
        let detailX = try XCTUnwrap(widgets.detailColumn.leftEdge(in: widgets.root))
        let listX = try XCTUnwrap(widgets.listColumn.leftEdge(in: widgets.root))
        XCTAssertLessThan(detailX, listX, "the detail is on the left")
        XCTAssertLessThan(closeX, detailX + 60, "Close is at the detail header's left end, the window's left edge")
    }

    @MainActor func testTheAppsWidgetsStayWithTheirColumnAndThePrimaryMenuOnTheTrailingMost() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        let widgets = harness.widgets
        let layout = harness.layout
        let compose = Button(iconName: "mail-message-new-symbolic", accessibleLabel: "Compose")
        let delete = Button(iconName: "user-trash-symbolic", accessibleLabel: "Delete")
        let menu = Button(iconName: "open-menu-symbolic", accessibleLabel: "Main Menu")
        layout.addHeaderItem(compose, to: .list, placement: .leading)
        layout.addBottomItem(delete, to: .detail)
        layout.primaryMenu = menu
        let (listBar, detailBar) = (
            try XCTUnwrap(widgets.headerBar(of: .list)), try XCTUnwrap(widgets.headerBar(of: .detail))
        )
        XCTAssertTrue(compose.isInside(listBar))
        XCTAssertTrue(delete.isInside(widgets.detailColumn) && !delete.isInside(detailBar), "in the bottom bar")
        XCTAssertTrue(menu.isInside(detailBar), "the primary menu on the trailing-most header")

        try harness.resize(to: 480)
        XCTAssertTrue(compose.isInside(listBar), "the same widget, moved with its column")
        XCTAssertTrue(menu.isInside(listBar), "collapsed on the list: the menu on its page's header")
        harness.selection.value = Peak.k2.id
        try harness.pump(until: { layout.installedPresentation == .stacked(.detail) }, "the K2 page")
        XCTAssertTrue(menu.isInside(detailBar))
        XCTAssertTrue(delete.isInside(widgets.detailColumn))
        try harness.resize(to: 1000)
        XCTAssertTrue(compose.isInside(listBar) && menu.isInside(detailBar), "nothing rebuilt by the crossings")
    }

    @MainActor func testADetailsOwnWidgetsComeAndGoWithIt() async throws {
        var built: [String: Button] = [:]
        let harness = try LayoutHarness(
            width: 1000, height: 700,
            detailItems: { peak in
                let reply = Button(iconName: "mail-reply-sender-symbolic", accessibleLabel: "Reply to \(peak.name)")
                built[peak.name] = reply
                return ColumnItems(trailing: [reply])
            })
        let detailBar = try XCTUnwrap(harness.widgets.headerBar(of: .detail))
        XCTAssertTrue(built.isEmpty, "nothing built for the placeholder")
        harness.selection.value = Peak.k2.id
        try harness.pump(until: { built["K2"]?.isInside(detailBar) == true }, "K2's button in the detail's header")
        harness.selection.value = Peak.everest.id
        try harness.pump(until: { built["Everest"]?.isInside(detailBar) == true }, "Everest's button comes")
        XCTAssertFalse(try XCTUnwrap(built["K2"]).isInside(detailBar), "K2's went with its detail")
        harness.selection.value = nil
        try harness.pump(until: { built["Everest"]?.isInside(detailBar) == false }, "the placeholder brings none")
    }

    @MainActor func testTheAppHearsWhatIsShownOncePerChangeAfterTheFrame() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        let layout = harness.layout
        var heard: [(ShownColumns, SplitPresentation?)] = []
        layout.onChange(of: layout.shownColumns) { layout, shown in heard.append((shown, layout.installedPresentation))
        }
        XCTAssertEqual(
            layout.shownColumns.value, ShownColumns(isCollapsed: false, columns: [.list, .detail], page: nil))

        try harness.resize(to: 480)
        try harness.pump(until: { heard.count == 1 }, "the app hears the collapse")
        XCTAssertEqual(heard[0].0, ShownColumns(isCollapsed: true, columns: [.list], page: .list))
        XCTAssertEqual(heard[0].1, .stacked(.list), "after the frame that shows it")
        try harness.press("Escape")  // nothing to go back to: nothing changes
        try harness.resize(to: 1000)
        try harness.pump(until: { heard.count == 2 }, "the app hears the expand")
        XCTAssertEqual(heard[1].0.columns, [.list, .detail])
        XCTAssertEqual(heard.count, 2, "once per change")
    }
}
