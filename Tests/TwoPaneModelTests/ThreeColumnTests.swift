import TwoPaneModel
import XCTest

/// Three columns (sidebar, list, detail): the sidebar folds away first, then everything
/// stacks sidebar → list → detail; Back pops one column and clears that column's selection;
/// widening restores the columns with their selections.
final class ThreeColumnTests: XCTestCase {
    func testWideShowsAllThreeColumns() {
        Self.wide(choosing: 0, then: "alps")
    }

    func testTheSidebarFoldsBelowTheSumOfMinimumsAndUnfoldsWithHysteresis() {
        let store = ColumnsStore.wide()
        store.resize(to: 682, listColumnWidth: 200, sidebarColumnWidth: 180)  // 682 − 2 dividers − 200 − 300
        store.resize(to: 681, listColumnWidth: 320, sidebarColumnWidth: 180) { $0.foldSidebar() }
        store.resize(to: 693, listColumnWidth: 320, sidebarColumnWidth: 191)  // still folded: unfolds from 694
        store.resize(to: 694, listColumnWidth: 200, sidebarColumnWidth: 192) { $0.unfoldSidebar() }
    }

    func testCollapsingStacksTheColumnsAndBackPopsOneColumnAtATime() {
        let store = Self.collapsedOnDetail(choosing: 1, then: "rockies")
        store.send(.backRequested) {
            $0.selection = nil
            $0.showStacked(.list)  // titled with sidebar row 1, Back still shown
            $0.focus = .list
        }
        store.send(.backRequested) {
            $0.sidebarSelection = nil
            $0.showStacked(.sidebar)
            $0.focus = .sidebar
        }
        store.sendExpectingNoChange(.backRequested)
    }

    func testCollapsedNavigationPushesColumnByColumn() {
        let store = ColumnsStore(expected: ColumnsSnapshot(width: nil, columns: [.sidebar, .list, .detail]))
        // The first width collapsed: the sidebar shows first (nothing is selected in it).
        store.collapse(to: 480, onto: .sidebar, foldingTheSidebar: true)
        store.send(.focusMoved(.sidebar)) { $0.focus = .sidebar }
        // Arrow keys in the sidebar move focus only.
        store.sendExpectingNoChange(.sidebarSelectionChanged(1))
        store.send(.sidebarItemActivated(1)) {
            $0.sidebarSelection = 1
            $0.showStacked(.list)
            $0.focus = .list
        }
        store.send(.itemActivated("dolomites")) {
            $0.selection = "dolomites"
            $0.showStacked(.detail)
            $0.focus = .detail
        }
    }

    func testWideningRestoresTheColumnsWithTheirSelections() {
        let store = Self.collapsedOnDetail(choosing: 0, then: "alps")
        store.resize(to: 1200, listColumnWidth: 320, sidebarColumnWidth: 240) { $0.unfoldSidebar() }
    }

    func testAnAppSidebarSelectionBeforeTheFirstWidthStartsOnTheList() {
        let store = ColumnsStore(expected: ColumnsSnapshot(width: nil, columns: [.sidebar, .list, .detail]))
        store.send(.sidebarSelectionAssigned(0)) {
            $0.sidebarSelection = 0
            $0.compactColumn = .list
        }
        store.collapse(to: 480, onto: .list, foldingTheSidebar: true)  // titled with sidebar row 0, with Back
    }

    func testClearingTheSidebarSelectionFromCodePopsToTheSidebar() {
        let store = Self.collapsedOnDetail(choosing: 0, then: "alps")
        store.send(.sidebarSelectionAssigned(nil)) {
            $0.sidebarSelection = nil
            $0.showStacked(.sidebar)
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

    /// Three columns at 1000 px, where the user chose sidebar row `row` and then `item`.
    @discardableResult
    private static func wide(
        choosing row: Int, then item: String, file: StaticString = #filePath, line: UInt = #line
    ) -> ColumnsStore {
        let store = ColumnsStore.wide(file: file, line: line)
        store.send(.sidebarItemActivated(row), file: file, line: line) {
            $0.sidebarSelection = row
            $0.compactColumn = .list
        }
        store.send(.itemActivated(item), file: file, line: line) {
            $0.selection = item
            $0.compactColumn = .detail
        }
        return store
    }

    /// `wide(choosing:then:)` narrowed to 500 px: on `item`'s detail page, the sidebar folded
    /// away by automatic visibility (below 682 px).
    private static func collapsedOnDetail(
        choosing row: Int, then item: String, file: StaticString = #filePath, line: UInt = #line
    ) -> ColumnsStore {
        let store = wide(choosing: row, then: item, file: file, line: line)
        store.collapse(to: 500, onto: .detail, foldingTheSidebar: true, file: file, line: line)
        return store
    }
}
