import TwoPaneModel
import XCTest

/// L8 (the placeholder), L9 (a fresh detail only for another item) and L10 (clearing the
/// selection from code).
final class PlaceholderAndDetailTests: XCTestCase {
    // MARK: - L8

    func testExpandedWithoutSelectionShowsPlaceholder() {
        LayoutStore().resize(to: 1000, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320) {
            $0.detail = .placeholder
        }
    }

    func testPlaceholderWithNoItems() {
        let store = LayoutStore(items: [], expected: .unallocated(items: []))
        store.resize(to: 1000, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320)
        store.sendExpectingNoChange(.selectionAssigned("alps"))
        store.sendExpectingNoChange(.itemActivated("alps"))
    }

    // MARK: - L9

    func testSelectingAnotherItemChangesDetail() {
        let store = LayoutStore.expanded(selection: "alps", focus: .list)
        store.send(.listSelectionChanged("rockies")) { $0.select("rockies") }
        store.send(.selectionAssigned("pyrenees")) { $0.select("pyrenees") }
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
        store.send(.selectionAssigned(nil)) { $0.select(nil) }
    }

    func testClearingSelectionFromCodeWhileCollapsedPopsToList() {
        // The demo's Done button, inside the detail.
        let store = LayoutStore.collapsedOnDetail("rockies", focus: .detail)
        store.send(.selectionAssigned(nil)) {
            $0.select(nil)
            $0.show(.stacked(.list))
            $0.focus = .list
        }
    }

    func testClearingSelectionFromCodeOnListPageKeepsList() {
        let store = LayoutStore.collapsedOnList(selection: "alps", focus: .list)
        store.send(.selectionAssigned(nil)) { $0.select(nil) }
    }

    func testClearingAnEmptySelectionChangesNothing() {
        LayoutStore.expanded(focus: .list).sendExpectingNoChange(.selectionAssigned(nil))
        LayoutStore.collapsedOnList(focus: .list).sendExpectingNoChange(.selectionAssigned(nil))
        LayoutStore().sendExpectingNoChange(.selectionAssigned(nil))
    }

    func testAssigningSelectionFromCodeWhileCollapsedOpensItsDetail() {
        let store = LayoutStore.collapsedOnList(focus: .list)
        store.openDetail(of: "dolomites", with: .selectionAssigned("dolomites"))
        store.send(.selectionAssigned("pyrenees")) {
            $0.select("pyrenees")
            $0.headerTitle = .item("pyrenees")
        }
    }

    func testAssigningSelectionBeforeFirstAllocation() {
        let store = LayoutStore()
        store.send(.selectionAssigned("alps")) { $0.select("alps") }
        // Starting collapsed then shows the list first (L7).
        store.resize(to: 500, showing: .stacked(.list), listColumnWidth: 200)
    }
}
