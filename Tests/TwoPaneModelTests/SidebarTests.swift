import TwoPaneModel
import XCTest

/// L11: the sidebar toggle hides and shows the list while expanded; collapsing ignores it
/// and expanding restores it.
final class SidebarTests: XCTestCase {
    func testTogglingSidebarWhileExpanded() {
        let store = LayoutStore.expanded(selection: "alps")
        store.send(.sidebarVisibilityRequested(false)) { $0.show(.sideBySide(leadingColumnVisible: false)) }
        store.send(.sidebarVisibilityRequested(true)) { $0.show(.sideBySide(leadingColumnVisible: true)) }
    }

    func testRequestingCurrentVisibilityChangesNothing() {
        let store = LayoutStore.expanded(selection: "alps")
        store.sendExpectingNoChange(.sidebarVisibilityRequested(true))
        store.send(.sidebarVisibilityRequested(false)) { $0.show(.sideBySide(leadingColumnVisible: false)) }
        store.sendExpectingNoChange(.sidebarVisibilityRequested(false))
    }

    func testTogglingWhileCollapsedIsIgnored() {
        let onList = LayoutStore.collapsedOnList(focus: .list)
        onList.sendExpectingNoChange(.sidebarVisibilityRequested(false))
        onList.sendExpectingNoChange(.sidebarVisibilityRequested(true))
        let onDetail = LayoutStore.collapsedOnDetail("alps", focus: .detail)
        onDetail.sendExpectingNoChange(.sidebarVisibilityRequested(false))
    }

    func testCollapsingIgnoresHiddenSidebarAndExpandingRestoresIt() {
        let store = LayoutStore.expanded()
        store.send(.sidebarVisibilityRequested(false)) { $0.show(.sideBySide(leadingColumnVisible: false)) }
        // leadingColumnVisible stays false: the user's choice is kept while collapsed.
        store.resize(to: 480, showing: .stacked(.list), listColumnWidth: 200)
        store.resize(to: 700, showing: .sideBySide(leadingColumnVisible: false), listColumnWidth: 320)
    }

    func testHiddenSidebarCollapsedWithSelectionStillNavigates() {
        let store = LayoutStore.expanded(selection: "dolomites")
        store.send(.sidebarVisibilityRequested(false)) { $0.show(.sideBySide(leadingColumnVisible: false)) }
        store.resize(to: 500, showing: .stacked(.detail), listColumnWidth: 200)
        store.send(.focusMoved(.backButton)) { $0.focus = .backButton }
        store.backToList()
        store.resize(to: 1200, showing: .sideBySide(leadingColumnVisible: false), listColumnWidth: 320) {
            $0.focus = .detail  // the list is hidden again (L13)
        }
    }

    func testRequestWhileCollapsedIsNotReplayedOnExpand() {
        let store = LayoutStore.collapsedOnList()
        store.sendExpectingNoChange(.sidebarVisibilityRequested(false))
        store.resize(to: 1000, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320)
    }

    func testToggleShownOnlyWhileExpanded() {
        XCTAssertTrue(LayoutStore().state.showsSidebarToggle)
        XCTAssertTrue(LayoutStore.expanded().state.showsSidebarToggle)
        XCTAssertFalse(LayoutStore.collapsedOnList().state.showsSidebarToggle)
        XCTAssertFalse(LayoutStore.collapsedOnDetail("alps").state.showsSidebarToggle)
    }
}
