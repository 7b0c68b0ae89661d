import TwoPaneModel
import XCTest

/// Column visibility, a two-way binding: the app assigns it, the toggle and F9 write it;
/// collapsed layouts ignore it and show it again when they expand (L11).
final class ColumnVisibilityTests: XCTestCase {
    func testTwoColumnsEachVisibility() {
        let store = ColumnsStore(
            configuration: .init(), expected: ColumnsSnapshot(width: nil, columns: [.list, .detail]))
        store.send(.widthChanged(1000)) {
            $0.width = 1000
            $0.sidebarColumnWidth = 240
        }
        store.send(.columnVisibilityAssigned(.detailOnly)) {
            $0.columnVisibility = .detailOnly
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.detail])
        }
        store.send(.columnVisibilityAssigned(.doubleColumn)) {
            $0.columnVisibility = .doubleColumn
            $0.leadingColumnVisible = true
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail])
        }
        store.send(.columnVisibilityAssigned(.all)) { $0.columnVisibility = .all }
        // The toggle writes the visibility back.
        store.send(.sidebarVisibilityRequested(false)) {
            $0.columnVisibility = .detailOnly
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.detail])
        }
        store.send(.sidebarVisibilityRequested(true)) {
            $0.columnVisibility = .all
            $0.leadingColumnVisible = true
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail])
        }
    }

    func testThreeColumnsEachVisibilityAndTheToggle() {
        let store = ColumnsStore.wide()
        store.send(.columnVisibilityAssigned(.doubleColumn)) {
            $0.columnVisibility = .doubleColumn
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail])
        }
        store.send(.columnVisibilityAssigned(.detailOnly)) {
            $0.columnVisibility = .detailOnly
            $0.arrangement = ColumnArrangement(sideBySide: [.detail])
        }
        store.send(.sidebarVisibilityRequested(true)) {
            $0.columnVisibility = .all
            $0.leadingColumnVisible = true
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.arrangement = ColumnArrangement(sideBySide: [.sidebar, .list, .detail])
        }
        // Hiding the sidebar of three columns keeps the list.
        store.send(.sidebarVisibilityRequested(false)) {
            $0.columnVisibility = .doubleColumn
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail])
        }
    }

    func testCollapsedLayoutsIgnoreItAndExpandingShowsIt() {
        let store = ColumnsStore(
            configuration: .init(), expected: ColumnsSnapshot(width: nil, columns: [.list, .detail]))
        store.send(.widthChanged(480)) {
            $0.width = 480
            $0.isCollapsed = true
            $0.layout = .stacked(.list)
            $0.arrangement = nil
            $0.showsSidebarToggle = false
            $0.listColumnWidth = 200
            $0.sidebarColumnWidth = 180
        }
        // The user's toggle is not shown, and F9 does nothing; the app may still assign.
        store.sendExpectingNoChange(.sidebarVisibilityRequested(false))
        store.send(.columnVisibilityAssigned(.detailOnly)) {
            $0.columnVisibility = .detailOnly
            $0.leadingColumnVisible = false
        }
        store.send(.widthChanged(1000)) {
            $0.width = 1000
            $0.isCollapsed = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.detail])
            $0.showsSidebarToggle = true
            $0.listColumnWidth = 320
            $0.sidebarColumnWidth = 240
        }
    }

    func testShowingTheFoldedSidebarOverlaysItAndDismissingHidesItAgain() {
        let store = ColumnsStore.wide()
        store.send(.widthChanged(650)) {
            $0.width = 650
            $0.isSidebarFolded = true
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail])
            $0.sidebarColumnWidth = 180
        }
        // F9 in the fold band: three columns do not fit in 650 px, so the sidebar overlays.
        store.send(.sidebarVisibilityRequested(true)) {
            $0.columnVisibility = .all
            $0.leadingColumnVisible = true
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail], overlaid: [.sidebar])
            $0.listColumnWidth = 320
        }
        // Dismissing goes back to the automatic visibility: folded here...
        store.send(.overlayDismissed) {
            $0.columnVisibility = .automatic
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail])
        }
        store.sendExpectingNoChange(.overlayDismissed)
        // ... so widening shows the three columns again.
        store.send(.widthChanged(1000)) {
            $0.width = 1000
            $0.isSidebarFolded = false
            $0.leadingColumnVisible = true
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.arrangement = ColumnArrangement(sideBySide: [.sidebar, .list, .detail])
            $0.sidebarColumnWidth = 240
        }
        // F9 hiding a sidebar drawn over the list dismisses it the same way.
        store.send(.widthChanged(650)) {
            $0.width = 650
            $0.isSidebarFolded = true
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail])
            $0.sidebarColumnWidth = 180
        }
        store.send(.sidebarVisibilityRequested(true)) {
            $0.columnVisibility = .all
            $0.leadingColumnVisible = true
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail], overlaid: [.sidebar])
        }
        store.send(.sidebarVisibilityRequested(false)) {
            $0.columnVisibility = .automatic
            $0.leadingColumnVisible = false
            $0.layout = .sideBySide(leadingColumnVisible: false)
            $0.arrangement = ColumnArrangement(sideBySide: [.list, .detail])
        }
    }
}
