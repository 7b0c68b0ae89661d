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
        store.send(.detailPagePushed) { $0.showDetailPages(1) }
        store.send(.detailPagePushed) { $0.showDetailPages(2) }
        store.send(.backRequested) { $0.showDetailPages(1) }
        store.send(.backRequested) { $0.showDetailPages(0) }
        store.sendExpectingNoChange(.backRequested)  // L5: back elsewhere does nothing
    }

    func testCollapsedBackPopsThePagesThenTheDetail() {
        let store = wideTwoColumns(selection: "alps")
        store.send(.detailPagePushed) { $0.showDetailPages(1) }
        store.collapse(to: 480, onto: .detail)
        store.send(.detailPagePushed) { $0.showDetailPages(2) }
        store.send(.backRequested) { $0.showDetailPages(1) }
        store.send(.backRequested) { $0.showDetailPages(0) }  // the item's title, Back still shown
        store.send(.backRequested) {
            $0.selection = nil
            $0.showStacked(.list)
            $0.focus = .list
        }
    }

    func testAnotherSelectionStartsOverAndTheSameOneKeepsThePages() {
        let store = wideTwoColumns(selection: "alps")
        store.send(.detailPagePushed) { $0.showDetailPages(1) }
        store.sendExpectingNoChange(.listSelectionChanged("alps"))
        store.sendExpectingNoChange(.itemActivated("alps"))
        store.send(.listSelectionChanged("rockies")) {
            $0.selection = "rockies"
            $0.showDetailPages(0)
        }
        store.send(.detailPagePushed) { $0.showDetailPages(1) }
        store.send(.selectionAssigned(nil)) {
            $0.selection = nil
            $0.compactColumn = .list
            $0.showDetailPages(0)
        }
        store.sendExpectingNoChange(.detailPagePushed)  // no item: nothing to push on
    }

    func testTheAppPopsAPageAndRemovingTheItemDropsItsPages() {
        let store = wideTwoColumns(selection: "alps")
        store.send(.detailPagePushed) { $0.showDetailPages(1) }
        store.send(.detailPagePushed) { $0.showDetailPages(2) }
        store.send(.detailPagePopped) { $0.showDetailPages(1) }
        store.send(.itemsChanged(["rockies"])) {
            $0.items = ["rockies"]
            $0.selection = nil
            $0.compactColumn = .list
            $0.showDetailPages(0)
        }
        store.sendExpectingNoChange(.detailPagePopped)
    }

    func testPushingWhileCollapsedOnTheListOpensTheDetail() {
        let store = wideTwoColumns(selection: "alps")
        store.collapse(to: 480, onto: .detail)
        store.send(.compactColumnAssigned(.list)) { $0.showStacked(.list) }
        store.send(.detailPagePushed) {
            $0.detailDepth = 1
            $0.showStacked(.detail)
        }
    }
}

/// L22, L23: the open item's new place (it moved to the top, as a notes app's edited note
/// does, or into another section) is not its leaving: its selection, the pages pushed on its
/// detail, the page a collapsed layout shows and focus stay, wide and collapsed.
final class OpenItemMovesTests: XCTestCase {
    func testTheOpenItemMovingToTheTopKeepsItsPagesAndFocusWide() {
        let store = ColumnsStore(
            configuration: .init(), expected: ColumnsSnapshot(width: nil, columns: [.list, .detail]))
        store.send(.widthChanged(1000)) { $0.width = 1000 }
        store.send(.selectionAssigned("pyrenees")) {
            $0.selection = "pyrenees"
            $0.compactColumn = .detail
        }
        store.send(.focusMoved(.detail)) { $0.focus = .detail }
        store.send(.detailPagePushed) { $0.showDetailPages(1) }
        let moved = ["pyrenees"] + trails.filter { $0 != "pyrenees" }
        store.send(.itemsChanged(SplitLayoutItems(moved))) { $0.items = moved }
        store.send(.itemsChanged(SplitLayoutItems(trails))) { $0.items = trails }  // and back
    }

    func testTheOpenItemMovingToTheTopKeepsTheCollapsedDetailPage() {
        let store = LayoutStore.collapsedOnDetail("rockies", focus: .detail)
        let moved = ["rockies"] + trails.filter { $0 != "rockies" }
        store.send(.itemsChanged(SplitLayoutItems(moved))) { $0.items = moved }
        // The same at every place it can move to, one step at a time.
        for position in moved.indices.reversed() {
            var order = moved.filter { $0 != "rockies" }
            order.insert("rockies", at: position)
            if order == store.state.items.map({ $0 }) { continue }
            store.send(.itemsChanged(SplitLayoutItems(order))) { $0.items = order }
        }
        XCTAssertEqual(store.state.selection, "rockies")
        XCTAssertEqual(store.state.presentation, .stacked(.detail))
        XCTAssertEqual(store.state.focus, .detail)
    }
}
