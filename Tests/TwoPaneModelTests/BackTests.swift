import TwoPaneModel
import XCTest

/// L3 (header title and back button) and L5 (back).
final class BackTests: XCTestCase {
    func testCollapsedListPageHasListTitleAndNoBackButton() {
        let store = LayoutStore(selection: "alps")
        store.send(.widthChanged(500)) {
            $0.width = 500
            $0.isCollapsed = true
            $0.layout = .stacked(.list)
            $0.headerTitle = .list
            $0.showsBackButton = false
            $0.showsSidebarToggle = false
            $0.listColumnWidth = 200
        }
    }

    func testCollapsedDetailPageHasItemTitleAndBackButton() {
        let store = LayoutStore.collapsedOnList(focus: .list)
        store.send(.itemActivated("rockies")) {
            $0.selection = "rockies"
            $0.detail = .item("rockies")
            $0.showsDetail = true
            $0.layout = .stacked(.detail)
            $0.headerTitle = .item("rockies")
            $0.showsBackButton = true
            $0.focus = .detail
        }
    }

    func testExpandedHeaderHasListTitleAndNoBackButton() {
        let store = LayoutStore(selection: "alps")
        store.send(.widthChanged(700)) {
            $0.width = 700
            $0.headerTitle = .list
            $0.showsBackButton = false
            $0.listColumnWidth = 320
        }
    }

    func testBackButtonOnCollapsedDetailReturnsToListAndClearsSelection() {
        let store = LayoutStore.collapsedOnDetail("pyrenees", focus: .backButton)
        store.send(.backRequested) {
            $0.selection = nil
            $0.detail = .placeholder
            $0.showsDetail = false
            $0.layout = .stacked(.list)
            $0.headerTitle = .list
            $0.showsBackButton = false
            $0.focus = .list
        }
        // Widening later shows the placeholder, not the item the user left.
        store.send(.widthChanged(800)) {
            $0.width = 800
            $0.show(.sideBySide(leadingColumnVisible: true))
            $0.listColumnWidth = 320
        }
    }

    func testEscapeInCollapsedDetailReturnsToList() {
        let store = LayoutStore.collapsedOnDetail("alps", focus: .detail)
        store.send(.backRequested) {
            $0.selection = nil
            $0.detail = .placeholder
            $0.show(.stacked(.list))
            $0.focus = .list
        }
    }

    func testBackOnListPageDoesNothing() {
        LayoutStore.collapsedOnList(focus: .list).sendExpectingNoChange(.backRequested)
        // Started collapsed with a selection (L7): the list shows, and back keeps the selection.
        LayoutStore.collapsedOnList(selection: "alps", focus: .list).sendExpectingNoChange(.backRequested)
    }

    func testBackWhileExpandedDoesNothing() {
        LayoutStore.expanded(selection: "alps", focus: .detail).sendExpectingNoChange(.backRequested)
        LayoutStore.expanded(focus: .list).sendExpectingNoChange(.backRequested)
    }

    func testBackBeforeFirstAllocationDoesNothing() {
        LayoutStore(selection: "alps").sendExpectingNoChange(.backRequested)
    }

    func testSecondBackDoesNothing() {
        let store = LayoutStore.collapsedOnDetail("dolomites", focus: .backButton)
        store.send(.backRequested) {
            $0.selection = nil
            $0.detail = .placeholder
            $0.show(.stacked(.list))
            $0.focus = .list
        }
        store.sendExpectingNoChange(.backRequested)
    }

    func testBackInsideHysteresisBandStaysCollapsed() {
        let store = LayoutStore.collapsedOnDetail("alps", focus: .backButton)
        store.send(.widthChanged(611)) {
            $0.width = 611
            $0.listColumnWidth = 310
        }
        store.send(.backRequested) {
            $0.selection = nil
            $0.detail = .placeholder
            $0.show(.stacked(.list))
            $0.focus = .list
        }
    }
}
