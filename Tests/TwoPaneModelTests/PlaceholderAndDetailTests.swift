import TwoPaneModel
import XCTest

/// L8 (the placeholder), L9 (a fresh detail only for another item) and L10 (clearing the
/// selection from code).
final class PlaceholderAndDetailTests: XCTestCase {
    // MARK: - L8

    func testExpandedWithoutSelectionShowsPlaceholder() {
        let store = LayoutStore()
        store.send(.widthChanged(1000)) {
            $0.width = 1000
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.detail = .placeholder
        }
    }

    func testPlaceholderWithNoItems() {
        let store = LayoutStore(items: [], expected: .unallocated(items: []))
        store.send(.widthChanged(1000)) { $0.width = 1000 }
        store.sendExpectingNoChange(.selectionAssigned("alps"))
        store.sendExpectingNoChange(.itemActivated("alps"))
    }

    // MARK: - L9

    func testSelectingAnotherItemChangesDetail() {
        let store = LayoutStore.expanded(selection: "alps", focus: .list)
        store.send(.listSelectionChanged("rockies")) {
            $0.selection = "rockies"
            $0.detail = .item("rockies")
        }
        store.send(.selectionAssigned("pyrenees")) {
            $0.selection = "pyrenees"
            $0.detail = .item("pyrenees")
        }
    }

    func testReselectingSameItemWhileExpandedChangesNothing() {
        let store = LayoutStore.expanded(selection: "alps", focus: .list)
        store.sendExpectingNoChange(.listSelectionChanged("alps"))
        store.sendExpectingNoChange(.itemActivated("alps"))
        store.sendExpectingNoChange(.selectionAssigned("alps"))
        let focusInDetail = LayoutStore.expanded(selection: "alps", focus: .detail)
        focusInDetail.sendExpectingNoChange(.selectionAssigned("alps"))
    }

    func testReassigningShownItemOnCollapsedDetailChangesNothing() {
        let store = LayoutStore.collapsedOnDetail("alps", focus: .detail)
        store.sendExpectingNoChange(.selectionAssigned("alps"))
    }

    /// Re-assigning the item a collapsed detail page already shows must not move focus off
    /// the back button (L9: re-selecting the same item changes nothing).
    ///
    /// Fails against the current model: `showDetailPage()` sets `focus = .detail`
    /// unconditionally, so focus jumps from the back button to the detail.
    func testReassigningShownItemKeepsFocusOnBackButton() {
        let store = LayoutStore.collapsedOnDetail("alps", focus: .backButton)
        store.sendExpectingNoChange(.selectionAssigned("alps"))
    }

    // MARK: - L10

    func testClearingSelectionFromCodeWhileExpandedShowsPlaceholder() {
        let store = LayoutStore.expanded(selection: "rockies", focus: .detail)
        store.send(.selectionAssigned(nil)) {
            $0.selection = nil
            $0.detail = .placeholder
        }
    }

    func testClearingSelectionFromCodeWhileCollapsedPopsToList() {
        // The demo's Done button, inside the detail.
        let store = LayoutStore.collapsedOnDetail("rockies", focus: .detail)
        store.send(.selectionAssigned(nil)) {
            $0.selection = nil
            $0.detail = .placeholder
            $0.isCollapsed = true
            $0.showsDetail = false
            $0.layout = .stacked(.list)
            $0.headerTitle = .list
            $0.showsBackButton = false
            $0.focus = .list
        }
    }

    func testClearingSelectionFromCodeOnListPageKeepsList() {
        let store = LayoutStore.collapsedOnList(selection: "alps", focus: .list)
        store.send(.selectionAssigned(nil)) {
            $0.selection = nil
            $0.detail = .placeholder
        }
    }

    func testClearingAnEmptySelectionChangesNothing() {
        LayoutStore.expanded(focus: .list).sendExpectingNoChange(.selectionAssigned(nil))
        LayoutStore.collapsedOnList(focus: .list).sendExpectingNoChange(.selectionAssigned(nil))
        LayoutStore().sendExpectingNoChange(.selectionAssigned(nil))
    }

    func testAssigningSelectionFromCodeWhileCollapsedOpensItsDetail() {
        let store = LayoutStore.collapsedOnList(focus: .list)
        store.send(.selectionAssigned("dolomites")) {
            $0.selection = "dolomites"
            $0.detail = .item("dolomites")
            $0.show(.stacked(.detail))
            $0.focus = .detail
        }
        store.send(.selectionAssigned("pyrenees")) {
            $0.selection = "pyrenees"
            $0.detail = .item("pyrenees")
            $0.headerTitle = .item("pyrenees")
        }
    }

    func testAssigningSelectionBeforeFirstAllocation() {
        let store = LayoutStore()
        store.send(.selectionAssigned("alps")) {
            $0.selection = "alps"
            $0.detail = .item("alps")
        }
        // Starting collapsed then shows the list first (L7).
        store.send(.widthChanged(500)) {
            $0.width = 500
            $0.show(.stacked(.list))
            $0.listColumnWidth = 200
        }
    }
}
