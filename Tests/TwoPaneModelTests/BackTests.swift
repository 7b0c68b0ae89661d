import TwoPaneModel
import XCTest

/// L3 (header title and back button) and L5 (back).
final class BackTests: XCTestCase {
    func testCollapsedListPageHasListTitleAndNoBackButton() {
        // `show(.stacked(.list))` expects the list's title and no back button.
        LayoutStore(selection: "alps").resize(to: 500, showing: .stacked(.list), listColumnWidth: 200)
    }

    func testCollapsedDetailPageHasItemTitleAndBackButton() {
        // `show(.stacked(.detail))` expects the item's title and a back button.
        LayoutStore.collapsedOnList(focus: .list).openDetail(of: "rockies")
    }

    func testExpandedHeaderHasListTitleAndNoBackButton() {
        // `show(.sideBySide(...))` expects the list's title and no back button.
        LayoutStore(selection: "alps").resize(
            to: 700, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320)
    }

    func testBackButtonOnCollapsedDetailReturnsToListAndClearsSelection() {
        let store = LayoutStore.collapsedOnDetail("pyrenees", focus: .backButton).backToList()
        // Widening later shows the placeholder, not the item the user left.
        store.resize(to: 800, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320)
    }

    func testEscapeInCollapsedDetailReturnsToList() {
        LayoutStore.collapsedOnDetail("alps", focus: .detail).backToList()
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
        LayoutStore.collapsedOnDetail("dolomites", focus: .backButton).backToList().sendExpectingNoChange(
            .backRequested)
    }

    func testBackInsideHysteresisBandStaysCollapsed() {
        let store = LayoutStore.collapsedOnDetail("alps", focus: .backButton)
        store.resize(to: 611, showing: .stacked(.detail), listColumnWidth: 310)
        store.backToList()
    }
}
