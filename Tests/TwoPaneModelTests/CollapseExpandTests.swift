import TwoPaneModel
import XCTest

/// L4 (collapsing and expanding) and L7 (the initial selection).
final class CollapseExpandTests: XCTestCase {
    func testNeverAllocatedLayoutIsExpanded() {
        _ = LayoutStore(
            selection: "alps",
            expected: Snapshot(
                items: trails, selection: "alps", width: nil, isCollapsed: false, showsDetail: false,
                sidebarVisible: true, preferredListWidth: 320, focus: nil,
                layout: .sideBySide(leadingColumnVisible: true), detail: .item("alps"), headerTitle: .list,
                showsBackButton: false, showsSidebarToggle: true, listColumnWidth: 320))
    }

    func testCollapsingWithSelectionShowsDetail() {
        let store = LayoutStore.expanded(selection: "pyrenees")
        store.send(.widthChanged(599)) {
            $0.width = 599
            $0.isCollapsed = true
            $0.showsDetail = true
            $0.layout = .stacked(.detail)
            $0.headerTitle = .item("pyrenees")
            $0.showsBackButton = true
            $0.showsSidebarToggle = false
            $0.listColumnWidth = 298
        }
    }

    func testCollapsingWithoutSelectionShowsList() {
        let store = LayoutStore.expanded()
        store.send(.widthChanged(599)) {
            $0.width = 599
            $0.isCollapsed = true
            $0.showsDetail = false
            $0.layout = .stacked(.list)
            $0.headerTitle = .list
            $0.showsBackButton = false
            $0.showsSidebarToggle = false
            $0.listColumnWidth = 298
        }
    }

    func testExpandingFromDetailShowsBothWithSelectionKept() {
        let store = LayoutStore.collapsedOnDetail("rockies")
        store.send(.widthChanged(612)) {
            $0.width = 612
            $0.isCollapsed = false
            $0.showsDetail = false
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.headerTitle = .list
            $0.showsBackButton = false
            $0.showsSidebarToggle = true
            $0.listColumnWidth = 311
        }
        XCTAssertEqual(store.state.selection, "rockies", "the selected row stays highlighted")
    }

    func testExpandingFromListShowsBoth() {
        let store = LayoutStore.collapsedOnList()
        store.send(.widthChanged(900)) {
            $0.width = 900
            $0.show(.sideBySide(leadingColumnVisible: true))
            $0.listColumnWidth = 320
        }
    }

    func testCollapseExpandCollapseReturnsToDetail() {
        let store = LayoutStore.collapsedOnDetail("alps")
        store.send(.widthChanged(800)) {
            $0.width = 800
            $0.show(.sideBySide(leadingColumnVisible: true))
            $0.listColumnWidth = 320
        }
        store.send(.widthChanged(500)) {
            $0.width = 500
            $0.show(.stacked(.detail))
            $0.listColumnWidth = 200
        }
    }

    func testSelectionWhileExpandedIsShownOnNextCollapse() {
        let store = LayoutStore.expanded()
        store.send(.listSelectionChanged("dolomites")) {
            $0.selection = "dolomites"
            $0.detail = .item("dolomites")
        }
        store.send(.widthChanged(400)) {
            $0.width = 400
            $0.show(.stacked(.detail))
            $0.listColumnWidth = 200
        }
        XCTAssertEqual(store.state.headerTitle, .item("dolomites"))
    }

    // MARK: - L7

    func testInitialSelectionFillsDetailWhenStartingExpanded() {
        let store = LayoutStore(selection: "dolomites")
        store.send(.widthChanged(1024)) {
            $0.width = 1024
            $0.isCollapsed = false
            $0.layout = .sideBySide(leadingColumnVisible: true)
            $0.detail = .item("dolomites")
            $0.listColumnWidth = 320
        }
    }

    func testInitialSelectionShowsListFirstWhenStartingCollapsed() {
        let store = LayoutStore(selection: "dolomites")
        store.send(.widthChanged(480)) {
            $0.width = 480
            $0.isCollapsed = true
            $0.showsDetail = false
            $0.layout = .stacked(.list)
            $0.headerTitle = .list
            $0.showsBackButton = false
            $0.showsSidebarToggle = false
            $0.listColumnWidth = 200
        }
        // The selected row is still highlighted, and widening shows its detail.
        store.send(.widthChanged(700)) {
            $0.width = 700
            $0.show(.sideBySide(leadingColumnVisible: true))
            $0.listColumnWidth = 320
        }
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
        let store = LayoutStore.collapsedOnList(selection: "alps")
        store.send(.widthChanged(360)) {
            $0.width = 360
        }
    }
}
