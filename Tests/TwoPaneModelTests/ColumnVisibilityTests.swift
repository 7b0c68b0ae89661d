import TwoPaneModel
import XCTest

/// Column visibility, a two-way binding: the app assigns it, the toggle and F9 write it;
/// collapsed layouts ignore it and show it again when they expand (L11).
final class ColumnVisibilityTests: XCTestCase {
    func testTwoColumnsEachVisibility() {
        let store = ColumnsStore(
            configuration: .init(), expected: ColumnsSnapshot(width: nil, columns: [.list, .detail]))
        store.resize(to: 1000, listColumnWidth: 320, sidebarColumnWidth: 240)
        Self.send(
            [
                (.columnVisibilityAssigned(.detailOnly), .detailOnly, [.detail], false),
                (.columnVisibilityAssigned(.doubleColumn), .doubleColumn, [.list, .detail], true),
                (.columnVisibilityAssigned(.all), .all, [.list, .detail], true),
                // The toggle writes the visibility back.
                (.sidebarVisibilityRequested(false), .detailOnly, [.detail], false),
                (.sidebarVisibilityRequested(true), .all, [.list, .detail], true),
            ], to: store)
    }

    func testThreeColumnsEachVisibilityAndTheToggle() {
        Self.send(
            [
                (.columnVisibilityAssigned(.doubleColumn), .doubleColumn, [.list, .detail], false),
                (.columnVisibilityAssigned(.detailOnly), .detailOnly, [.detail], false),
                (.sidebarVisibilityRequested(true), .all, [.sidebar, .list, .detail], true),
                // Hiding the sidebar of three columns keeps the list.
                (.sidebarVisibilityRequested(false), .doubleColumn, [.list, .detail], false),
            ], to: ColumnsStore.wide())
    }

    func testCollapsedLayoutsIgnoreItAndExpandingShowsIt() {
        let store = ColumnsStore(
            configuration: .init(), expected: ColumnsSnapshot(width: nil, columns: [.list, .detail]))
        store.collapse(to: 480, onto: .list)
        // The user's toggle is not shown, and F9 does nothing; the app may still assign.
        store.sendExpectingNoChange(.sidebarVisibilityRequested(false))
        store.send(.columnVisibilityAssigned(.detailOnly)) {
            $0.columnVisibility = .detailOnly
            $0.leadingColumnVisible = false
        }
        store.resize(to: 1000, listColumnWidth: 320, sidebarColumnWidth: 240) {
            $0.showSideBySide([.detail], leadingColumnVisible: false)
        }
    }

    func testShowingTheFoldedSidebarOverlaysItAndDismissingHidesItAgain() {
        let store = ColumnsStore.wide()
        // Dismissing the overlay, or F9 hiding a sidebar drawn over the list, both the same.
        for dismissal: Event in [.overlayDismissed, .sidebarVisibilityRequested(false)] {
            store.resize(to: 650, listColumnWidth: 320, sidebarColumnWidth: 180) { $0.foldSidebar() }
            // F9 in the fold band: three columns do not fit in 650 px, so the sidebar overlays.
            store.send(.sidebarVisibilityRequested(true)) {
                $0.columnVisibility = .all
                $0.showSideBySide([.list, .detail], overlaid: [.sidebar], leadingColumnVisible: true)
                $0.listColumnWidth = 320
            }
            // Dismissing goes back to the automatic visibility: folded here...
            store.send(dismissal) {
                $0.columnVisibility = .automatic
                $0.showSideBySide([.list, .detail], leadingColumnVisible: false)
            }
            store.sendExpectingNoChange(.overlayDismissed)
            // ... so widening shows the three columns again.
            store.resize(to: 1000, listColumnWidth: 320, sidebarColumnWidth: 240) { $0.unfoldSidebar() }
        }
    }

    /// Sends each step's event and expects its visibility, with `columns` side by side and
    /// the sidebar visible or not.
    private static func send(
        _ steps: [(Event, ColumnVisibility, columns: [SplitColumn], leadingColumnVisible: Bool)],
        to store: ColumnsStore,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (event, visibility, columns, leadingColumnVisible) in steps {
            store.send(event, file: file, line: line) {
                $0.columnVisibility = visibility
                $0.showSideBySide(columns, leadingColumnVisible: leadingColumnVisible)
            }
        }
    }
}
