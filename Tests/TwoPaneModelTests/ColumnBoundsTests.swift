import TwoPaneModel
import XCTest

/// Column widths: min, ideal and max per column (SwiftUI's
/// `navigationSplitViewColumnWidth`), enforced on divider drags and on restored widths; the
/// fold breakpoint defaults to the sum of the columns' minimums.
final class ColumnBoundsTests: XCTestCase {
    func testColumnWidthNormalisesItsBounds() {
        XCTAssertEqual(ColumnWidth(min: 250, ideal: 300, max: 400), ColumnWidth(min: 250, ideal: 300, max: 400))
        let inverted = ColumnWidth(min: 400, ideal: 100, max: 300)
        XCTAssertEqual([inverted.min, inverted.ideal, inverted.max], [400, 400, 400])
        let negative = ColumnWidth(min: -5, ideal: -1, max: 10)
        XCTAssertEqual([negative.min, negative.ideal, negative.max], [0, 0, 10])
        XCTAssertEqual(ColumnWidth.defaultList.clamped(100), 200)
        XCTAssertEqual(ColumnWidth.defaultList.clamped(999), 480)
        XCTAssertEqual(ColumnWidth.defaultList.clamped(333), 333)
    }

    func testDividerDragsStayWithinTheColumnsBounds() {
        let configuration = SplitLayoutConfiguration(
            columnCount: 3, listColumn: ColumnWidth(min: 250, ideal: 300, max: 400),
            sidebarColumn: ColumnWidth(min: 150, ideal: 200, max: 260))
        var expected = ColumnsSnapshot(width: nil, columns: [.sidebar, .list, .detail])
        expected.preferredListWidth = 300
        expected.listColumnWidth = 300
        expected.preferredSidebarWidth = 200
        expected.sidebarColumnWidth = 200
        let store = ColumnsStore(configuration: configuration, expected: expected)
        store.send(.widthChanged(1200)) { $0.width = 1200 }
        for (requested, stored) in [(100, 250), (999, 400)] {
            store.send(.dividerMoved(requested)) {
                $0.preferredListWidth = stored
                $0.listColumnWidth = stored
            }
        }
        for (requested, stored) in [(10, 150), (500, 260)] {
            store.send(.sidebarDividerMoved(requested)) {
                $0.preferredSidebarWidth = stored
                $0.sidebarColumnWidth = stored
            }
        }
        // Narrower, the list gives way so the detail keeps its 300 px, down to its minimum.
        store.send(.widthChanged(900)) {
            $0.width = 900
            $0.listColumnWidth = 338
        }  // 900 − 260 − 2 − 300
    }

    func testARestoredWidthIsClamped() {
        XCTAssertEqual(SplitLayoutConfiguration(listWidth: 1000).listWidth, 480)
        XCTAssertEqual(SplitLayoutConfiguration(listWidth: 10).listWidth, 200)
        let custom = SplitLayoutConfiguration(listWidth: 1000, listColumn: ColumnWidth(min: 250, ideal: 300, max: 400))
        XCTAssertEqual(custom.listWidth, 400)
        XCTAssertEqual(SplitLayoutState<String>(items: [], configuration: custom).preferredListWidth, 400)
    }

    func testTheFoldBreakpointDefaultsToTheSumOfTheMinimums() {
        XCTAssertEqual(SplitLayoutConfiguration(columnCount: 3).foldBreakpoint, 682)  // 180 + 200 + 300 + 2
        let wide = SplitLayoutConfiguration(
            columnCount: 3, listColumn: ColumnWidth(min: 300, ideal: 320, max: 480),
            sidebarColumn: ColumnWidth(min: 250, ideal: 250, max: 250),
            minimumDetailWidth: 400)
        XCTAssertEqual(wide.foldBreakpoint, 952)
        XCTAssertEqual(SplitLayoutConfiguration(columnCount: 3, foldBreakpoint: 900).foldBreakpoint, 900)
        // Never below the width a collapsed layout expands at.
        XCTAssertEqual(SplitLayoutConfiguration(columnCount: 3, foldBreakpoint: 100).foldBreakpoint, 612)
        XCTAssertEqual(SplitLayoutConfiguration(columnCount: 7).columnCount, 3)
        XCTAssertEqual(SplitLayoutConfiguration(columnCount: 1).columnCount, 2)
        XCTAssertEqual(SplitLayoutConfiguration(columnCount: 3).minimumWidth(of: [.list, .detail]), 501)
    }
}
