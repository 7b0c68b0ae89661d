import TwoPaneModel
import XCTest

/// L4 (collapsing and expanding) and L7 (the initial selection).
final class CollapseExpandTests: XCTestCase {
    func testNeverAllocatedLayoutIsExpanded() {
        _ = LayoutStore(
            selection: "alps",
            expected: Snapshot(
                items: trails, selection: "alps", width: nil, isCollapsed: false, showsDetail: false,
                leadingColumnVisible: true, preferredListWidth: 320, focus: nil,
                layout: .sideBySide(leadingColumnVisible: true), detail: .item("alps"), headerTitle: .list,
                showsBackButton: false, showsSidebarToggle: true, listColumnWidth: 320))
    }

    func testCollapsingWithSelectionShowsDetail() {
        LayoutStore.expanded(selection: "pyrenees").resize(to: 599, showing: .stacked(.detail), listColumnWidth: 298)
    }

    func testCollapsingWithoutSelectionShowsList() {
        LayoutStore.expanded().resize(to: 599, showing: .stacked(.list), listColumnWidth: 298)
    }

    func testExpandingFromDetailShowsBothWithSelectionKept() {
        let store = LayoutStore.collapsedOnDetail("rockies")
        store.resize(to: 612, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 311)
        XCTAssertEqual(store.state.selection, "rockies", "the selected row stays highlighted")
    }

    func testExpandingFromListShowsBoth() {
        LayoutStore.collapsedOnList().resize(
            to: 900, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320)
    }

    func testCollapseExpandCollapseReturnsToDetail() {
        let store = LayoutStore.collapsedOnDetail("alps")
        store.resize(to: 800, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320)
        store.resize(to: 500, showing: .stacked(.detail), listColumnWidth: 200)
    }

    func testSelectionWhileExpandedIsShownOnNextCollapse() {
        let store = LayoutStore.expanded()
        store.send(.listSelectionChanged("dolomites")) { $0.select("dolomites") }
        store.resize(to: 400, showing: .stacked(.detail), listColumnWidth: 200)
        XCTAssertEqual(store.state.headerTitle, .item("dolomites"))
    }

    // MARK: - L7

    func testInitialSelectionFillsDetailWhenStartingExpanded() {
        let store = LayoutStore(selection: "dolomites")
        store.resize(to: 1024, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320) {
            $0.detail = .item("dolomites")
        }
    }

    func testInitialSelectionShowsListFirstWhenStartingCollapsed() {
        let store = LayoutStore(selection: "dolomites")
        store.resize(to: 480, showing: .stacked(.list), listColumnWidth: 200)
        // The selected row is still highlighted, and widening shows its detail.
        store.resize(to: 700, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320)
        XCTAssertEqual(store.state.detail, .item("dolomites"))
    }

    func testInitialSelectionAfterStartingCollapsedOpensOnActivation() {
        let store = LayoutStore.collapsedOnList(selection: "dolomites", focus: .list)
        store.send(.itemActivated("dolomites")) {
            $0.show(.stacked(.detail))
            $0.focus = .detail
        }
    }

    func testStartingCollapsedThenNarrowingFurtherStaysOnList() {
        LayoutStore.collapsedOnList(selection: "alps").resize(to: 360, showing: .stacked(.list), listColumnWidth: 200)
    }
}
