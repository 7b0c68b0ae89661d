import TwoPaneModel
import XCTest

/// The compact column (SwiftUI's `preferredCompactColumn`), a two-way binding: the app
/// chooses the column a collapsed layout shows, the layout writes it back as the user
/// navigates, and it is never deeper than what can be shown.
final class CompactColumnTests: XCTestCase {
    private func collapsedTwoColumns() -> ColumnsStore {
        let store = ColumnsStore(
            configuration: .init(), expected: ColumnsSnapshot(width: nil, columns: [.list, .detail]))
        store.collapse(to: 480, onto: .list)
        return store
    }

    func testTheAppChoosesTheShownColumnWithoutChangingTheSelection() {
        let store = collapsedTwoColumns()
        store.send(.itemActivated("alps")) {
            $0.selection = "alps"
            $0.showStacked(.detail)
        }
        store.send(.compactColumnAssigned(.list)) { $0.showStacked(.list) }
        store.send(.compactColumnAssigned(.detail)) { $0.showStacked(.detail) }
        // Back writes the previous column (and clears the selection, L5).
        store.send(.backRequested) {
            $0.selection = nil
            $0.showStacked(.list)
            $0.focus = .list
        }
    }

    func testAColumnThatCannotBeShownGivesTheDeepestThatCan() {
        let store = collapsedTwoColumns()
        store.sendExpectingNoChange(.compactColumnAssigned(.detail))  // nothing selected
        store.sendExpectingNoChange(.compactColumnAssigned(.sidebar))  // two columns have no sidebar: the list
        let three = ColumnsStore(expected: ColumnsSnapshot(width: nil, columns: [.sidebar, .list, .detail]))
        three.sendExpectingNoChange(.compactColumnAssigned(.detail))  // no sidebar selection: the sidebar
    }

    func testExpandedNavigationWritesTheColumnACollapseWouldShow() {
        let store = ColumnsStore(
            configuration: .init(), expected: ColumnsSnapshot(width: nil, columns: [.list, .detail]))
        store.send(.widthChanged(1000)) { $0.width = 1000 }
        store.send(.listSelectionChanged("rockies")) {
            $0.selection = "rockies"
            $0.compactColumn = .detail
        }
        store.send(.listSelectionChanged(nil)) {
            $0.selection = nil
            $0.compactColumn = .list
        }
        store.send(.selectionAssigned("alps")) {
            $0.selection = "alps"
            $0.compactColumn = .detail
        }
        store.send(.compactColumnAssigned(.list)) { $0.compactColumn = .list }
        // Collapsing shows the detail of the selection all the same (L4).
        store.collapse(to: 500, onto: .detail)
    }
}
