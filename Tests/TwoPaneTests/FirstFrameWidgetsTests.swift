import CGtk
import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// A layout builds what its first frame shows and little more (issue 41, start-up): the
/// window's controls of a hidden end, the list's "No results", the collapsed layout's own
/// pages for its columns are made the first time they show; Back, the toggle and the primary
/// menu go straight into a header's ends, in no box of the layout's own.
final class FirstFrameWidgetsTests: LayoutTestCase {
    @MainActor func testHiddenWindowControlsBuildTheirButtonsWhenShown() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        let listPage = try XCTUnwrap(harness.widgets.headers.page(of: .list))
        XCTAssertEqual(harness.widgets.windowControls(of: .list), .leading, "wide, the list's header has no Close")
        XCTAssertFalse(listPage.endButtons.isEmpty, "GTK's default decoration layout ends with Close")
        XCTAssertFalse(listPage.endButtons.isVisible)
        XCTAssertEqual(listPage.endButtons.builds, 0, "hidden, its buttons are not built")
        XCTAssertNil(listPage.endButtons.withUnsafeWidgetPointer { gtk_widget_get_first_child($0) })

        try harness.resize(to: 480)
        XCTAssertEqual(harness.widgets.windowControls(of: .list), [.leading, .trailing])
        XCTAssertTrue(listPage.endButtons.isMapped, "collapsed, the list's header has every control")
        XCTAssertEqual(listPage.endButtons.builds, 1, "built as they were shown")
        XCTAssertEqual(childCount(listPage.endButtons), 3, "minimize, maximize, close")
    }

    @MainActor func testNoResultsIsMadeTheFirstTimeItShows() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, searchable: true)
        let column = harness.widgets.listPart.column
        XCTAssertEqual(childCount(column), 2, "the search field's bar and the list: nothing else")

        harness.layout.searchFieldText = "matterhorn"
        try harness.pump(until: { harness.widgets.listPart.shownUnavailable != nil }, "'No results' shows")
        XCTAssertEqual(harness.widgets.unavailable.titleText, "No results")
        XCTAssertEqual(childCount(column), 3)
        harness.layout.searchFieldText = ""
        try harness.pump(until: { harness.widgets.listScroller.isMapped }, "the rows again")
        XCTAssertFalse(harness.widgets.unavailable.isVisible)
        XCTAssertEqual(childCount(column), 3, "made once, kept hidden")
    }

    @MainActor func testBackTheToggleAndTheMenuGoStraightIntoTheHeadersEnds() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        let widgets = harness.widgets
        let compose = Button(iconName: "mail-message-new-symbolic", accessibleLabel: "Compose")
        let star = Button(iconName: "starred-symbolic", accessibleLabel: "Star")
        let menu = Button(iconName: "open-menu-symbolic", accessibleLabel: "Main Menu")
        harness.layout.addHeaderItem(compose, to: .detail, placement: .leading)
        harness.layout.addHeaderItem(star, to: .detail, placement: .trailing)
        harness.layout.primaryMenu = menu
        let detailPage = try XCTUnwrap(widgets.headers.page(of: .detail))
        try harness.press("F9")
        try harness.pump(until: { !widgets.listColumn.isVisible }, "F9 hides the list")
        let names: [String: Widget] = [
            "start controls": detailPage.startButtons, "end controls": detailPage.endButtons,
            "Back": widgets.backButton,
            "toggle": widgets.sidebarToggle, "compose": compose, "star": star, "menu": menu,
        ]
        XCTAssertEqual(
            shownSiblings(of: detailPage.startButtons, names), ["toggle", "compose"],
            "the toggle first at the start (the desktop puts no control there), before the app's own")
        XCTAssertEqual(
            shownSiblings(of: detailPage.endButtons, names), ["star", "menu", "end controls"],
            "the primary menu right before the window's controls at the end, after the app's own")

        try harness.press("F9")
        try harness.resize(to: 480)
        XCTAssertEqual(harness.layout.installedPresentation, .stacked(.detail))
        XCTAssertEqual(
            shownSiblings(of: detailPage.startButtons, names), ["Back", "compose"],
            "collapsed on the detail: Back where the toggle was")
        XCTAssertEqual(shownSiblings(of: detailPage.endButtons, names), ["star", "menu", "end controls"])
    }

    /// The shown widgets in `widget`'s parent, in order (`widget` too if shown): as the
    /// names of the widgets in `names` (GTK's type name for any other).
    @MainActor private func shownSiblings(of widget: Widget, _ names: [String: Widget]) -> [String] {
        let known = names.mapValues { named in named.withUnsafeWidgetPointer { UInt(bitPattern: $0) } }
        return widget.withUnsafeWidgetPointer { pointer in
            var shown: [String] = []
            var child = gtk_widget_get_parent(pointer).flatMap { gtk_widget_get_first_child($0) }
            while let current = child {
                if gtk_widget_get_visible(current) != 0 {
                    let address = UInt(bitPattern: current)
                    shown.append(known.first { $0.value == address }?.key ?? "other")
                }
                child = gtk_widget_get_next_sibling(current)
            }
            return shown
        }
    }

    @MainActor private func childCount(_ widget: Widget) -> Int {
        widget.withUnsafeWidgetPointer { pointer in
            var count = 0
            var child = gtk_widget_get_first_child(pointer)
            while let current = child {
                count += 1
                child = gtk_widget_get_next_sibling(current)
            }
            return count
        }
    }
}
