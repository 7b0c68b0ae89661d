import TwoPaneModel
import XCTest

/// Styles: balanced (showing a column narrows the detail), prominent detail (the detail
/// keeps the width, shown columns overlay it), automatic (balanced where the columns fit at
/// their minimums, overlaid where they do not).
final class SplitStyleTests: XCTestCase {
    func testProminentDetailShowsTheDetailAloneAndOverlaysTheList() {
        let configuration = SplitLayoutConfiguration(style: .prominentDetail)
        var expected = ColumnsSnapshot(width: nil, columns: [.detail])
        expected.leadingColumnVisible = false
        expected.layout = .sideBySide(leadingColumnVisible: false)
        expected.compactColumn = .list
        let store = ColumnsStore(configuration: configuration, expected: expected)
        store.send(.widthChanged(1000)) { $0.width = 1000 }
        store.send(.sidebarVisibilityRequested(true)) {
            $0.columnVisibility = .all
            $0.leadingColumnVisible = true
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.arrangement = ColumnArrangement(sideBySide: [.detail], overlaid: [.list])
        }
        store.send(.overlayDismissed) {
            $0.columnVisibility = .automatic  // with prominent detail: the detail alone
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.detail])
        }
    }

    func testProminentDetailWithThreeColumnsOverlaysSidebarAndList() {
        let configuration = SplitLayoutConfiguration(columnCount: 3, style: .prominentDetail)
        var expected = ColumnsSnapshot(width: nil, columns: [.detail])
        expected.leadingColumnVisible = false
        expected.layout = .sideBySide(leadingColumnVisible: false)
        expected.compactColumn = .sidebar
        let store = ColumnsStore(configuration: configuration, expected: expected)
        store.send(.widthChanged(1000)) { $0.width = 1000 }
        store.send(.columnVisibilityAssigned(.all)) {
            $0.columnVisibility = .all
            $0.leadingColumnVisible = true
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.arrangement = ColumnArrangement(sideBySide: [.detail], overlaid: [.sidebar, .list])
            $0.listColumnWidth = 320
        }
        store.send(.overlayDismissed) {
            $0.columnVisibility = .automatic  // with prominent detail: the detail alone
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.detail])
        }
    }

    func testBalancedNeverOverlays() {
        let configuration = SplitLayoutConfiguration(columnCount: 3, style: .balanced)
        let store = ColumnsStore(
            configuration: configuration,
            expected: ColumnsSnapshot(width: nil, columns: [.sidebar, .list, .detail]))
        store.send(.widthChanged(650)) {
            $0.width = 650
            $0.isSidebarFolded = true
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail])
            $0.sidebarColumnWidth = 180
        }
        store.send(.columnVisibilityAssigned(.all)) {
            $0.columnVisibility = .all
            $0.leadingColumnVisible = true
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.arrangement = ColumnArrangement(sideBySide: [.sidebar, .list, .detail])
            $0.listColumnWidth = 200  // 650 − 180 − 2 dividers leaves 468: the list narrows to its minimum
        }
    }

    func testAutomaticIsBalancedWhereTheColumnsFitAndOverlaysWhereTheyDoNot() {
        let store = ColumnsStore.wide()
        store.send(.columnVisibilityAssigned(.all)) { $0.columnVisibility = .all }
        store.send(.widthChanged(682)) {
            $0.width = 682
            $0.sidebarColumnWidth = 180
            $0.listColumnWidth = 200
        }
        store.send(.widthChanged(681)) {
            $0.width = 681
            $0.isSidebarFolded = true
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail], overlaid: [.sidebar])
            $0.listColumnWidth = 320
        }
        // Two columns with a breakpoint below their 501 px of minimums overlay the list.
        let narrow = ColumnsStore(
            configuration: .init(breakpoint: 300, hysteresis: 0),
            expected: ColumnsSnapshot(width: nil, columns: [.list, .detail]))
        narrow.send(.widthChanged(400)) {
            $0.width = 400
            $0.arrangement = ColumnArrangement(sideBySide: [.detail], overlaid: [.list])
            $0.listColumnWidth = 200
            $0.sidebarColumnWidth = 180
        }
    }
}
