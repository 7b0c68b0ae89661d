import TwoPaneModel
import XCTest

/// L12: the selection clears when its item leaves; otherwise it is kept by id.
final class ItemsChangedTests: XCTestCase {
    func testRemovingSelectedItemWhileExpandedClearsSelection() {
        let store = LayoutStore.expanded(selection: "pyrenees", focus: .detail)
        store.send(.itemsChanged(["alps", "dolomites", "rockies"])) {
            $0.items = ["alps", "dolomites", "rockies"]
            $0.select(nil)
        }
    }

    func testRemovingSelectedItemWhileCollapsedPopsToList() {
        let store = LayoutStore.collapsedOnDetail("pyrenees", focus: .detail)
        store.send(.itemsChanged(["alps", "rockies"])) {
            $0.items = ["alps", "rockies"]
            $0.select(nil)
            $0.show(.stacked(.list))
            $0.focus = .list
        }
    }

    func testRemovingSelectedItemOnListPageKeepsList() {
        let store = LayoutStore.collapsedOnList(selection: "alps", focus: .list)
        store.send(.itemsChanged(["dolomites"])) {
            $0.items = ["dolomites"]
            $0.select(nil)
        }
    }

    func testReorderingKeepsSelection() {
        let store = LayoutStore.expanded(selection: "dolomites", focus: .list)
        store.send(.itemsChanged(["rockies", "pyrenees", "dolomites", "alps"])) {
            $0.items = ["rockies", "pyrenees", "dolomites", "alps"]
        }
    }

    func testRenamingAnotherItemKeepsSelection() {
        let store = LayoutStore.collapsedOnDetail("alps", focus: .backButton)
        store.send(.itemsChanged(["alps", "dolomites", "pyrenees", "andes"])) {
            $0.items = ["alps", "dolomites", "pyrenees", "andes"]
        }
    }

    func testRemovingOtherItemsOnCollapsedDetailKeepsPage() {
        let store = LayoutStore.collapsedOnDetail("rockies", focus: .detail)
        store.send(.itemsChanged(["rockies"])) {
            $0.items = ["rockies"]
        }
    }

    func testEmptyItemsClearSelection() {
        let store = LayoutStore.expanded(selection: "alps", focus: .list)
        store.send(.itemsChanged([])) {
            $0.items = []
            $0.select(nil)
        }
        store.sendExpectingNoChange(.listSelectionChanged("alps"))
    }

    func testReaddingRemovedItemDoesNotReselectIt() {
        let store = LayoutStore.expanded(selection: "alps")
        store.send(.itemsChanged(["dolomites"])) {
            $0.items = ["dolomites"]
            $0.select(nil)
        }
        store.send(.itemsChanged(SplitLayoutItems(trails))) {
            $0.items = trails
        }
    }

    func testSameItemsChangeNothing() {
        LayoutStore.collapsedOnDetail("pyrenees", focus: .backButton).sendExpectingNoChange(
            .itemsChanged(SplitLayoutItems(trails)))
    }

    /// Ids are unique by contract; a repeated one is kept, and stands for its first position.
    func testRepeatedIDStandsForItsFirstPosition() {
        let store = LayoutStore.expanded(selection: "dolomites")
        store.send(.itemsChanged(["alps", "dolomites", "alps", "dolomites"])) {
            $0.items = ["alps", "dolomites", "alps", "dolomites"]
        }
        XCTAssertEqual(store.state.selectedPosition, 1)
        XCTAssertEqual(store.state.position(of: "alps"), 0)
    }

    func testNewItemCanBeSelected() {
        let store = LayoutStore.expanded()
        store.sendExpectingNoChange(.listSelectionChanged("andes"))
        store.send(.itemsChanged(SplitLayoutItems(trails + ["andes"]))) {
            $0.items = trails + ["andes"]
        }
        store.send(.listSelectionChanged("andes")) { $0.select("andes") }
    }

    func testInitialItemsAreKeptAndForeignSelectionDropped() {
        _ = LayoutStore(
            items: ["b", "a", "b", "c", "a"], selection: "z",
            expected: .unallocated(items: ["b", "a", "b", "c", "a"], selection: nil))
        _ = LayoutStore(
            items: ["b", "a", "b"], selection: "a",
            expected: .unallocated(items: ["b", "a", "b"], selection: "a"))
        _ = LayoutStore(items: [], selection: "a", expected: .unallocated(items: [], selection: nil))
    }
}
