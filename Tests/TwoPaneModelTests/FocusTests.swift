import TwoPaneModel
import XCTest

/// L13: focus stays on a part that is still shown, else goes to the list (or the detail
/// when the list is not shown either).
final class FocusTests: XCTestCase {
    func testFocusInListMovesToDetailWhenCollapsingOntoDetail() {
        let store = LayoutStore.expanded(selection: "alps", focus: .list)
        store.resize(to: 480, showing: .stacked(.detail), listColumnWidth: 200) { $0.focus = .detail }
    }

    func testFocusInDetailStaysWhenCollapsingOntoDetail() {
        let store = LayoutStore.expanded(selection: "alps", focus: .detail)
        store.resize(to: 480, showing: .stacked(.detail), listColumnWidth: 200)
    }

    func testFocusInDetailMovesToListWhenCollapsingOntoList() {
        let store = LayoutStore.expanded(focus: .detail)
        store.resize(to: 480, showing: .stacked(.list), listColumnWidth: 200) { $0.focus = .list }
    }

    func testFocusInListStaysWhenCollapsingOntoList() {
        let store = LayoutStore.expanded(focus: .list)
        store.resize(to: 480, showing: .stacked(.list), listColumnWidth: 200)
    }

    func testFocusOnSidebarToggleMovesToShownPageWhenCollapsing() {
        let withoutSelection = LayoutStore.expanded(focus: .sidebarToggle)
        withoutSelection.resize(to: 480, showing: .stacked(.list), listColumnWidth: 200) { $0.focus = .list }
        let withSelection = LayoutStore.expanded(selection: "alps", focus: .sidebarToggle)
        withSelection.resize(to: 480, showing: .stacked(.detail), listColumnWidth: 200) { $0.focus = .detail }
    }

    func testFocusOnBackButtonMovesToListWhenExpanding() {
        let store = LayoutStore.collapsedOnDetail("alps", focus: .backButton)
        store.resize(to: 800, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320) {
            $0.focus = .list
        }
    }

    func testFocusOnBackButtonMovesToDetailWhenExpandingWithSidebarHidden() {
        let store = LayoutStore.expanded(selection: "alps")
        store.send(.sidebarVisibilityRequested(false)) { $0.show(.sideBySide(leadingColumnVisible: false)) }
        store.resize(to: 480, showing: .stacked(.detail), listColumnWidth: 200)
        store.send(.focusMoved(.backButton)) { $0.focus = .backButton }
        store.resize(to: 800, showing: .sideBySide(leadingColumnVisible: false), listColumnWidth: 320) {
            $0.focus = .detail
        }
    }

    func testFocusSurvivesExpandWhenStillShown() {
        let onList = LayoutStore.collapsedOnList(focus: .list)
        onList.resize(to: 800, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320)
        let onDetail = LayoutStore.collapsedOnDetail("alps", focus: .detail)
        onDetail.resize(to: 800, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320)
    }

    func testHidingSidebarMovesFocusFromListToDetail() {
        let store = LayoutStore.expanded(selection: "alps", focus: .list)
        store.send(.sidebarVisibilityRequested(false)) {
            $0.show(.sideBySide(leadingColumnVisible: false))
            $0.focus = .detail
        }
        store.send(.sidebarVisibilityRequested(true)) { $0.show(.sideBySide(leadingColumnVisible: true)) }
    }

    func testHidingSidebarKeepsFocusOnToggle() {
        let store = LayoutStore.expanded(focus: .sidebarToggle)
        store.send(.sidebarVisibilityRequested(false)) { $0.show(.sideBySide(leadingColumnVisible: false)) }
    }

    func testFocusOutsideLayoutStaysOutside() {
        let store = LayoutStore.expanded(selection: "alps")
        store.resize(to: 480, showing: .stacked(.detail), listColumnWidth: 200)
        store.resize(to: 800, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 320)
        store.send(.sidebarVisibilityRequested(false)) { $0.show(.sideBySide(leadingColumnVisible: false)) }
    }

    func testFocusMovedOntoHiddenPartLandsOnShownPart() {
        let expanded = LayoutStore.expanded(focus: .detail)
        expanded.send(.focusMoved(.backButton)) { $0.focus = .list }
        expanded.send(.focusMoved(nil)) { $0.focus = nil }
        expanded.send(.focusMoved(.sidebarToggle)) { $0.focus = .sidebarToggle }

        let onList = LayoutStore.collapsedOnList()
        onList.send(.focusMoved(.sidebarToggle)) { $0.focus = .list }
        onList.send(.focusMoved(.detail)) { $0.focus = .list }
        onList.send(.focusMoved(.backButton)) { $0.focus = .list }

        let onDetail = LayoutStore.collapsedOnDetail("alps")
        onDetail.send(.focusMoved(.list)) { $0.focus = .detail }
        onDetail.send(.focusMoved(.sidebarToggle)) { $0.focus = .detail }
        onDetail.send(.focusMoved(.backButton)) { $0.focus = .backButton }
    }

    func testIsShownTable() {
        let hiddenSidebar = LayoutStore.expanded()
        hiddenSidebar.send(.sidebarVisibilityRequested(false)) { $0.show(.sideBySide(leadingColumnVisible: false)) }
        let table: [(name: String, state: State, list: Bool, detail: Bool, back: Bool, toggle: Bool)] = [
            ("unallocated", LayoutStore().state, true, true, false, true),
            ("side by side", LayoutStore.expanded().state, true, true, false, true),
            ("sidebar hidden", hiddenSidebar.state, false, true, false, true),
            ("stacked list", LayoutStore.collapsedOnList().state, true, false, false, false),
            ("stacked detail", LayoutStore.collapsedOnDetail("alps").state, false, true, true, false),
        ]
        for row in table {
            XCTAssertEqual(row.state.isShown(.list), row.list, "\(row.name): list")
            XCTAssertEqual(row.state.isShown(.detail), row.detail, "\(row.name): detail")
            XCTAssertEqual(row.state.isShown(.backButton), row.back, "\(row.name): back button")
            XCTAssertEqual(row.state.isShown(.sidebarToggle), row.toggle, "\(row.name): sidebar toggle")
        }
    }
}
