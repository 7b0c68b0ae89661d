import CGtk
import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// A layout builds what its first frame shows and little more (issue 41, start-up): the
/// window's controls of a hidden end, the list's "No results", the collapsed layout's own
/// pages for its columns are made the first time they show.
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
