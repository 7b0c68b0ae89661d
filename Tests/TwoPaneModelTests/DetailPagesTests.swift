import TwoPaneModel
import XCTest

/// Drill-down: the app pushes pages on the selected item's detail; Back (and Escape,
/// Alt+Left) pops one page at a time, wide or collapsed; another selection starts over.
final class DetailPagesTests: XCTestCase {
    private func wideTwoColumns(selection: String) -> ColumnsStore {
        let store = ColumnsStore(
            configuration: .init(), expected: ColumnsSnapshot(width: nil, columns: [.list, .detail]))
        store.send(.widthChanged(1000)) { $0.width = 1000 }
        store.send(.selectionAssigned(selection)) {
            $0.selection = selection
            $0.compactColumn = .detail
        }
        return store
    }

    func testWidePagesPushAndBackPopsThemOneAtATime() {
        let store = wideTwoColumns(selection: "alps")
        store.send(.detailPagePushed) {
            $0.detailDepth = 1
            $0.headerTitle = .detailPage(1)
            $0.showsBackButton = true
        }
        store.send(.detailPagePushed) {
            $0.detailDepth = 2
            $0.headerTitle = .detailPage(2)
        }
        store.send(.backRequested) {
            $0.detailDepth = 1
            $0.headerTitle = .detailPage(1)
        }
        store.send(.backRequested) {
            $0.detailDepth = 0
            $0.headerTitle = .list
            $0.showsBackButton = false
        }
        store.sendExpectingNoChange(.backRequested)  // L5: back elsewhere does nothing
    }

    func testCollapsedBackPopsThePagesThenTheDetail() {
        let store = wideTwoColumns(selection: "alps")
        store.send(.detailPagePushed) {
            $0.detailDepth = 1
            $0.headerTitle = .detailPage(1)
            $0.showsBackButton = true
        }
        store.send(.widthChanged(480)) {
            $0.width = 480
            $0.isCollapsed = true
            $0.layout = .stacked(.detail)
            $0.arrangement = nil
            $0.showsSidebarToggle = false
            $0.listColumnWidth = 200
            $0.sidebarColumnWidth = 180
        }
        store.send(.detailPagePushed) {
            $0.detailDepth = 2
            $0.headerTitle = .detailPage(2)
        }
        store.send(.backRequested) {
            $0.detailDepth = 1
            $0.headerTitle = .detailPage(1)
        }
        store.send(.backRequested) {
            $0.detailDepth = 0
            $0.headerTitle = .item("alps")
        }
        store.send(.backRequested) {
            $0.selection = nil
            $0.compactColumn = .list
            $0.layout = .stacked(.list)
            $0.headerTitle = .list
            $0.showsBackButton = false
            $0.focus = .list
        }
    }

    func testAnotherSelectionStartsOverAndTheSameOneKeepsThePages() {
        let store = wideTwoColumns(selection: "alps")
        store.send(.detailPagePushed) {
            $0.detailDepth = 1
            $0.headerTitle = .detailPage(1)
            $0.showsBackButton = true
        }
        store.sendExpectingNoChange(.listSelectionChanged("alps"))
        store.sendExpectingNoChange(.itemActivated("alps"))
        store.send(.listSelectionChanged("rockies")) {
            $0.selection = "rockies"
            $0.detailDepth = 0
            $0.headerTitle = .list
            $0.showsBackButton = false
        }
        store.send(.detailPagePushed) {
            $0.detailDepth = 1
            $0.headerTitle = .detailPage(1)
            $0.showsBackButton = true
        }
        store.send(.selectionAssigned(nil)) {
            $0.selection = nil
            $0.compactColumn = .list
            $0.detailDepth = 0
            $0.headerTitle = .list
            $0.showsBackButton = false
        }
        store.sendExpectingNoChange(.detailPagePushed)  // no item: nothing to push on
    }

    func testTheAppPopsAPageAndRemovingTheItemDropsItsPages() {
        let store = wideTwoColumns(selection: "alps")
        store.send(.detailPagePushed) {
            $0.detailDepth = 1
            $0.headerTitle = .detailPage(1)
            $0.showsBackButton = true
        }
        store.send(.detailPagePushed) {
            $0.detailDepth = 2
            $0.headerTitle = .detailPage(2)
        }
        store.send(.detailPagePopped) {
            $0.detailDepth = 1
            $0.headerTitle = .detailPage(1)
        }
        store.send(.itemsChanged(["rockies"])) {
            $0.items = ["rockies"]
            $0.selection = nil
            $0.compactColumn = .list
            $0.detailDepth = 0
            $0.headerTitle = .list
            $0.showsBackButton = false
        }
        store.sendExpectingNoChange(.detailPagePopped)
    }

    func testPushingWhileCollapsedOnTheListOpensTheDetail() {
        let store = wideTwoColumns(selection: "alps")
        store.send(.widthChanged(480)) {
            $0.width = 480
            $0.isCollapsed = true
            $0.layout = .stacked(.detail)
            $0.arrangement = nil
            $0.headerTitle = .item("alps")
            $0.showsBackButton = true
            $0.showsSidebarToggle = false
            $0.listColumnWidth = 200
            $0.sidebarColumnWidth = 180
        }
        store.send(.compactColumnAssigned(.list)) {
            $0.compactColumn = .list
            $0.layout = .stacked(.list)
            $0.headerTitle = .list
            $0.showsBackButton = false
        }
        store.send(.detailPagePushed) {
            $0.detailDepth = 1
            $0.compactColumn = .detail
            $0.layout = .stacked(.detail)
            $0.headerTitle = .detailPage(1)
            $0.showsBackButton = true
        }
    }
}
