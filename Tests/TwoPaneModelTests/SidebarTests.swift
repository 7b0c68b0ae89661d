import TwoPaneModel
import XCTest

/// L11: the sidebar toggle hides and shows the list while expanded; collapsing ignores it
/// and expanding restores it.
final class SidebarTests: XCTestCase {
    func testTogglingSidebarWhileExpanded() {
        let store = LayoutStore.expanded(selection: "alps")
        store.send(.sidebarVisibilityRequested(false)) {
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
        }
        store.send(.sidebarVisibilityRequested(true)) {
            $0.leadingColumnVisible = true
            $0.layout = .sideBySide(leadingColumnVisible: true)
        }
    }

    func testRequestingCurrentVisibilityChangesNothing() {
        let store = LayoutStore.expanded(selection: "alps")
        store.sendExpectingNoChange(.sidebarVisibilityRequested(true))
        store.send(.sidebarVisibilityRequested(false)) {
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
        }
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
        store.send(.sidebarVisibilityRequested(false)) {
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
        }
        store.send(.widthChanged(480)) {
            $0.width = 480
            $0.isCollapsed = true
            $0.layout = .stacked(.list)
            $0.showsSidebarToggle = false
            $0.listColumnWidth = 200
            // sidebarVisible stays false: the user's choice is kept while collapsed.
        }
        store.send(.widthChanged(700)) {
            $0.width = 700
            $0.isCollapsed = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.showsSidebarToggle = true
            $0.listColumnWidth = 320
        }
    }

    func testHiddenSidebarCollapsedWithSelectionStillNavigates() {
        let store = LayoutStore.expanded(selection: "dolomites")
        store.send(.sidebarVisibilityRequested(false)) {
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
        }
        store.send(.widthChanged(500)) {
            $0.width = 500
            $0.show(.stacked(.detail))
            $0.listColumnWidth = 200
        }
        store.send(.focusMoved(.backButton)) { $0.focus = .backButton }
        store.send(.backRequested) {
            $0.selection = nil
            $0.detail = .placeholder
            $0.show(.stacked(.list))
            $0.focus = .list
        }
        store.send(.widthChanged(1200)) {
            $0.width = 1200
            $0.show(.sideBySide(leadingColumnVisible: false))
            $0.listColumnWidth = 320
            $0.focus = .detail  // the list is hidden again (L13)
        }
    }

    func testRequestWhileCollapsedIsNotReplayedOnExpand() {
        let store = LayoutStore.collapsedOnList()
        store.sendExpectingNoChange(.sidebarVisibilityRequested(false))
        store.send(.widthChanged(1000)) {
            $0.width = 1000
            $0.show(.sideBySide(leadingColumnVisible: true))
            $0.listColumnWidth = 320
        }
    }

    func testToggleShownOnlyWhileExpanded() {
        XCTAssertTrue(LayoutStore().state.showsSidebarToggle)
        XCTAssertTrue(LayoutStore.expanded().state.showsSidebarToggle)
        XCTAssertFalse(LayoutStore.collapsedOnList().state.showsSidebarToggle)
        XCTAssertFalse(LayoutStore.collapsedOnDetail("alps").state.showsSidebarToggle)
    }
}
