import TwoPaneModel
import XCTest

/// L20: each shown column has its own header; a collapsed page carries its column's; the
/// window's controls go to the leading-most and trailing-most columns side by side.
final class ColumnHeaderTests: XCTestCase {
    private func state(
        width: Int, selection: String? = nil, sidebar: Bool = false, events: [SplitLayoutEvent<String>] = []
    ) -> SplitLayoutState<String> {
        let configuration = SplitLayoutConfiguration().withColumnCount(sidebar ? 3 : 2)
        var state = SplitLayoutState(items: ["a", "b"], selection: selection, configuration: configuration)
        if sidebar { state.handle(.sidebarSelectionAssigned(0)) }
        state.handle(.widthChanged(width))
        for event in events { state.handle(event) }
        return state
    }

    func testSideBySideEachColumnHasItsOwnHeader() {
        let placeholder = state(width: 1000)
        XCTAssertEqual(
            placeholder.header(of: .list),
            ColumnHeader(title: .list, showsBackButton: false, showsSidebarToggle: true, windowControls: .leading))
        XCTAssertEqual(
            placeholder.header(of: .detail),
            ColumnHeader(title: nil, showsBackButton: false, showsSidebarToggle: false, windowControls: .trailing),
            "nothing titles the placeholder")
        XCTAssertNil(placeholder.header(of: .sidebar), "two columns have no sidebar")
        let selected = state(width: 1000, selection: "b")
        XCTAssertEqual(selected.header(of: .detail)?.title, .item("b"))
        let pushed = state(width: 1000, selection: "b", events: [.detailPagePushed])
        XCTAssertEqual(pushed.header(of: .detail)?.title, .detailPage(1))
        XCTAssertEqual(pushed.header(of: .detail)?.showsBackButton, true, "Back over a pushed page, wide too")
    }

    func testHidingTheLeadingColumnMovesTheToggleAndTheLeadingControls() {
        let hidden = state(width: 1000, events: [.sidebarVisibilityRequested(false)])
        XCTAssertNil(hidden.header(of: .list))
        XCTAssertEqual(
            hidden.header(of: .detail),
            ColumnHeader(
                title: nil, showsBackButton: false, showsSidebarToggle: true, windowControls: [.leading, .trailing]))
    }

    func testThreeColumnsShareTheControlsAcrossTheOuterColumns() {
        let wide = state(width: 1200, sidebar: true)
        XCTAssertEqual(wide.header(of: .sidebar)?.title, .sidebar)
        XCTAssertEqual(wide.header(of: .sidebar)?.windowControls, .leading)
        XCTAssertEqual(wide.header(of: .sidebar)?.showsSidebarToggle, true)
        XCTAssertEqual(wide.header(of: .list)?.windowControls, [], "a middle column shows no window controls")
        XCTAssertEqual(wide.header(of: .list)?.showsSidebarToggle, false)
        XCTAssertEqual(wide.header(of: .detail)?.windowControls, .trailing)
    }

    func testACollapsedPageCarriesItsColumnsHeader() {
        let list = state(width: 480)
        XCTAssertEqual(
            list.header(of: .list),
            ColumnHeader(
                title: .list, showsBackButton: false, showsSidebarToggle: false, windowControls: [.leading, .trailing]))
        XCTAssertNil(list.header(of: .detail), "the hidden page has no header")
        // Collapsing keeps the detail (L4); starting collapsed would show the list.
        let detail = state(width: 1000, selection: "a", events: [.widthChanged(480)])
        XCTAssertEqual(
            detail.header(of: .detail),
            ColumnHeader(
                title: .item("a"), showsBackButton: true, showsSidebarToggle: false,
                windowControls: [.leading, .trailing]))
        let sidebarPage = state(width: 480, sidebar: true, events: [.backRequested, .backRequested])
        XCTAssertEqual(sidebarPage.header(of: .sidebar)?.title, .sidebar, "the sidebar's page is titled with it")
    }

    func testShownColumnsSaysWhatTheAppSees() {
        XCTAssertEqual(
            state(width: 1000).shownColumns, ShownColumns(isCollapsed: false, columns: [.list, .detail], page: nil))
        XCTAssertEqual(
            state(width: 1000, selection: "a", events: [.widthChanged(480)]).shownColumns,
            ShownColumns(isCollapsed: true, columns: [.detail], page: .detail))
        XCTAssertEqual(
            state(width: 1000, events: [.sidebarVisibilityRequested(false)]).shownColumns.columns, [.detail])
    }
}
