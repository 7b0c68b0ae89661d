import TwoPaneModel
import XCTest

/// Styles: balanced (showing a column narrows the detail), prominent detail (the detail
/// keeps the width, shown columns overlay it), automatic (balanced where the columns fit at
/// their minimums, overlaid where they do not).
final class SplitStyleTests: XCTestCase {
    func testProminentDetailShowsTheDetailAloneAndOverlaysTheList() {
        checkProminentDetail(
            SplitLayoutConfiguration(style: .prominentDetail), compactColumn: .list,
            showing: .sidebarVisibilityRequested(true), overlaid: [.list])
    }

    func testProminentDetailWithThreeColumnsOverlaysSidebarAndList() {
        checkProminentDetail(
            SplitLayoutConfiguration(columnCount: 3, style: .prominentDetail), compactColumn: .sidebar,
            showing: .columnVisibilityAssigned(.all), overlaid: [.sidebar, .list])
    }

    func testBalancedNeverOverlays() {
        let configuration = SplitLayoutConfiguration(columnCount: 3, style: .balanced)
        let store = ColumnsStore(
            configuration: configuration,
            expected: ColumnsSnapshot(width: nil, columns: [.sidebar, .list, .detail]))
        store.resize(to: 650, listColumnWidth: 320, sidebarColumnWidth: 180) { $0.foldSidebar() }
        store.send(.columnVisibilityAssigned(.all)) {
            $0.columnVisibility = .all
            $0.showSideBySide([.sidebar, .list, .detail], leadingColumnVisible: true)
            $0.listColumnWidth = 200  // 650 − 180 − 2 dividers leaves 468: the list narrows to its minimum
        }
    }

    func testAutomaticIsBalancedWhereTheColumnsFitAndOverlaysWhereTheyDoNot() {
        let store = ColumnsStore.wide()
        store.send(.columnVisibilityAssigned(.all)) { $0.columnVisibility = .all }
        store.resize(to: 682, listColumnWidth: 200, sidebarColumnWidth: 180)
        store.resize(to: 681, listColumnWidth: 320, sidebarColumnWidth: 180) {
            $0.isSidebarFolded = true
            $0.showSideBySide([.list, .detail], overlaid: [.sidebar], leadingColumnVisible: true)
        }
        // Two columns with a breakpoint below their 501 px of minimums overlay the list.
        let narrow = ColumnsStore(
            configuration: .init(breakpoint: 300, hysteresis: 0),
            expected: ColumnsSnapshot(width: nil, columns: [.list, .detail]))
        narrow.resize(to: 400, listColumnWidth: 200, sidebarColumnWidth: 180) {
            $0.showSideBySide([.detail], overlaid: [.list], leadingColumnVisible: true)
        }
    }

    /// Prominent detail at 1000 px: the detail alone; `event` shows the leading columns,
    /// `overlaid` over the detail; dismissing the overlay goes back to the automatic
    /// visibility, which with prominent detail is the detail alone.
    private func checkProminentDetail(
        _ configuration: SplitLayoutConfiguration, compactColumn: SplitColumn, showing event: Event,
        overlaid: [SplitColumn], file: StaticString = #filePath, line: UInt = #line
    ) {
        var expected = ColumnsSnapshot(width: nil, columns: [.detail])
        expected.leadingColumnVisible = false
        expected.layout = .sideBySide(leadingColumnVisible: false)
        expected.compactColumn = compactColumn
        let store = ColumnsStore(configuration: configuration, expected: expected, file: file, line: line)
        store.send(.widthChanged(1000), file: file, line: line) { $0.width = 1000 }
        store.send(event, file: file, line: line) {
            $0.columnVisibility = .all
            $0.showSideBySide([.detail], overlaid: overlaid, leadingColumnVisible: true)
            $0.listColumnWidth = 320
        }
        store.send(.overlayDismissed, file: file, line: line) {
            $0.columnVisibility = .automatic
            $0.showSideBySide([.detail], leadingColumnVisible: false)
        }
    }
}
