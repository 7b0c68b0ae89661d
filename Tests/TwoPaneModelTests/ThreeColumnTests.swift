import TwoPaneModel
import XCTest

/// Three columns (sidebar, list, detail): the sidebar folds away first, then everything
/// stacks sidebar → list → detail; Back pops one column and clears that column's selection;
/// widening restores the columns with their selections.
final class ThreeColumnTests: XCTestCase {
    func testWideShowsAllThreeColumns() {
        let store = ColumnsStore.wide()
        store.send(.sidebarItemActivated(0)) {
            $0.sidebarSelection = 0
            $0.compactColumn = .list
        }
        store.send(.itemActivated("alps")) {
            $0.selection = "alps"
            $0.compactColumn = .detail
        }
    }

    func testTheSidebarFoldsBelowTheSumOfMinimumsAndUnfoldsWithHysteresis() {
        let store = ColumnsStore.wide()
        store.send(.widthChanged(682)) {
            $0.width = 682
            $0.sidebarColumnWidth = 180  // 682 − 2 dividers − 200 − 300
            $0.listColumnWidth = 200
        }
        store.send(.widthChanged(681)) {
            $0.width = 681
            $0.isSidebarFolded = true
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail])
            $0.sidebarColumnWidth = 180
            $0.listColumnWidth = 320
        }
        store.send(.widthChanged(693)) {
            $0.width = 693
            $0.sidebarColumnWidth = 191
        }  // still folded: unfolds from 694
        store.send(.widthChanged(694)) {
            $0.width = 694
            $0.isSidebarFolded = false
            $0.leadingColumnVisible = true
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.arrangement = ColumnArrangement(sideBySide: [.sidebar, .list, .detail])
            $0.sidebarColumnWidth = 192
            $0.listColumnWidth = 200
        }
    }

    func testCollapsingStacksTheColumnsAndBackPopsOneColumnAtATime() {
        let store = ColumnsStore.wide()
        store.send(.sidebarItemActivated(1)) {
            $0.sidebarSelection = 1
            $0.compactColumn = .list
        }
        store.send(.itemActivated("rockies")) {
            $0.selection = "rockies"
            $0.compactColumn = .detail
        }
        store.send(.widthChanged(500)) {
            $0.width = 500
            $0.isCollapsed = true
            $0.isSidebarFolded = true
            $0.leadingColumnVisible = false  // automatic visibility folds it below 682 px
            $0.layout = .stacked(.detail)
            $0.arrangement = nil
            $0.headerTitle = .item("rockies")
            $0.showsBackButton = true
            $0.showsSidebarToggle = false
            $0.sidebarColumnWidth = 180
            $0.listColumnWidth = 200
        }
        store.send(.backRequested) {
            $0.selection = nil
            $0.compactColumn = .list
            $0.layout = .stacked(.list)
            $0.headerTitle = .sidebarItem(1)
            $0.focus = .list
        }
        store.send(.backRequested) {
            $0.sidebarSelection = nil
            $0.compactColumn = .sidebar
            $0.layout = .stacked(.sidebar)
            $0.headerTitle = .list
            $0.showsBackButton = false
            $0.focus = .sidebar
        }
        store.sendExpectingNoChange(.backRequested)
    }

    func testCollapsedNavigationPushesColumnByColumn() {
        let store = ColumnsStore(expected: ColumnsSnapshot(width: nil, columns: [.sidebar, .list, .detail]))
        // The first width collapsed: the sidebar shows first (nothing is selected in it).
        store.send(.widthChanged(480)) {
            $0.width = 480
            $0.isCollapsed = true
            $0.isSidebarFolded = true
            $0.leadingColumnVisible = false  // automatic visibility folds it below 682 px
            $0.layout = .stacked(.sidebar)
            $0.arrangement = nil
            $0.showsSidebarToggle = false
            $0.sidebarColumnWidth = 180
            $0.listColumnWidth = 200
        }
        store.send(.focusMoved(.sidebar)) { $0.focus = .sidebar }
        // Arrow keys in the sidebar move focus only.
        store.sendExpectingNoChange(.sidebarSelectionChanged(1))
        store.send(.sidebarItemActivated(1)) {
            $0.sidebarSelection = 1
            $0.compactColumn = .list
            $0.layout = .stacked(.list)
            $0.headerTitle = .sidebarItem(1)
            $0.showsBackButton = true
            $0.focus = .list
        }
        store.send(.itemActivated("dolomites")) {
            $0.selection = "dolomites"
            $0.compactColumn = .detail
            $0.layout = .stacked(.detail)
            $0.headerTitle = .item("dolomites")
            $0.focus = .detail
        }
    }

    func testWideningRestoresTheColumnsWithTheirSelections() {
        let store = ColumnsStore.wide()
        store.send(.sidebarItemActivated(0)) {
            $0.sidebarSelection = 0
            $0.compactColumn = .list
        }
        store.send(.itemActivated("alps")) {
            $0.selection = "alps"
            $0.compactColumn = .detail
        }
        store.send(.widthChanged(500)) {
            $0.width = 500
            $0.isCollapsed = true
            $0.isSidebarFolded = true
            $0.leadingColumnVisible = false  // automatic visibility folds it below 682 px
            $0.layout = .stacked(.detail)
            $0.arrangement = nil
            $0.headerTitle = .item("alps")
            $0.showsBackButton = true
            $0.showsSidebarToggle = false
            $0.sidebarColumnWidth = 180
            $0.listColumnWidth = 200
        }
        store.send(.widthChanged(1200)) {
            $0.width = 1200
            $0.isCollapsed = false
            $0.isSidebarFolded = false
            $0.leadingColumnVisible = true
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.arrangement = ColumnArrangement(sideBySide: [.sidebar, .list, .detail])
            $0.headerTitle = .list
            $0.showsBackButton = false
            $0.showsSidebarToggle = true
            $0.sidebarColumnWidth = 240
            $0.listColumnWidth = 320
        }
    }

    func testAnAppSidebarSelectionBeforeTheFirstWidthStartsOnTheList() {
        let store = ColumnsStore(expected: ColumnsSnapshot(width: nil, columns: [.sidebar, .list, .detail]))
        store.send(.sidebarSelectionAssigned(0)) {
            $0.sidebarSelection = 0
            $0.compactColumn = .list
        }
        store.send(.widthChanged(480)) {
            $0.width = 480
            $0.isCollapsed = true
            $0.isSidebarFolded = true
            $0.leadingColumnVisible = false  // automatic visibility folds it below 682 px
            $0.layout = .stacked(.list)
            $0.arrangement = nil
            $0.headerTitle = .sidebarItem(0)
            $0.showsBackButton = true
            $0.showsSidebarToggle = false
            $0.sidebarColumnWidth = 180
            $0.listColumnWidth = 200
        }
    }

    func testClearingTheSidebarSelectionFromCodePopsToTheSidebar() {
        let store = ColumnsStore.wide()
        store.send(.sidebarItemActivated(0)) {
            $0.sidebarSelection = 0
            $0.compactColumn = .list
        }
        store.send(.itemActivated("alps")) {
            $0.selection = "alps"
            $0.compactColumn = .detail
        }
        store.send(.widthChanged(500)) {
            $0.width = 500
            $0.isCollapsed = true
            $0.isSidebarFolded = true
            $0.leadingColumnVisible = false  // automatic visibility folds it below 682 px
            $0.layout = .stacked(.detail)
            $0.arrangement = nil
            $0.headerTitle = .item("alps")
            $0.showsBackButton = true
            $0.showsSidebarToggle = false
            $0.sidebarColumnWidth = 180
            $0.listColumnWidth = 200
        }
        store.send(.sidebarSelectionAssigned(nil)) {
            $0.sidebarSelection = nil
            $0.compactColumn = .sidebar
            $0.layout = .stacked(.sidebar)
            $0.headerTitle = .list
            $0.showsBackButton = false
        }
        // The item's selection is the app's to change with the region's items (L12).
        XCTAssertEqual(store.state.selection, "alps")
        store.sendExpectingNoChange(.sidebarSelectionAssigned(-1))
    }

    func testExpandedTheSidebarSelectionFollowsTheUser() {
        let store = ColumnsStore.wide()
        store.send(.sidebarSelectionChanged(1)) {
            $0.sidebarSelection = 1
            $0.compactColumn = .list
        }
        store.send(.sidebarSelectionChanged(nil)) {
            $0.sidebarSelection = nil
            $0.compactColumn = .sidebar
        }
    }

    func testTwoColumnsIgnoreSidebarEvents() {
        let store = LayoutStore.expanded(selection: "alps")
        store.sendExpectingNoChange(.sidebarItemActivated(0))
        store.sendExpectingNoChange(.sidebarSelectionChanged(0))
        store.sendExpectingNoChange(.sidebarSelectionAssigned(0))
        XCTAssertNil(store.state.sidebarSelection)
        XCTAssertFalse(store.state.isSidebarFolded)
    }
}
