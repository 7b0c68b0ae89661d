import TwoPaneModel
import XCTest

/// L6: arrow keys move the selection while expanded and only focus while collapsed; Enter or
/// a click opens the detail.
final class KeyboardSelectionTests: XCTestCase {
    func testArrowKeysWhileExpandedMoveSelectionAndDetailFollows() {
        let store = LayoutStore.expanded(focus: .list)
        for id in ["alps", "dolomites", "pyrenees", nil] {
            store.send(.listSelectionChanged(id)) { $0.select(id) }
        }
    }

    func testArrowKeysWhileCollapsedAreIgnored() {
        let store = LayoutStore.collapsedOnList(focus: .list)
        store.sendExpectingNoChange(.listSelectionChanged("alps"))
        store.sendExpectingNoChange(.listSelectionChanged("rockies"))
        store.sendExpectingNoChange(.listSelectionChanged(nil))

        let withSelection = LayoutStore.collapsedOnList(selection: "dolomites", focus: .list)
        withSelection.sendExpectingNoChange(.listSelectionChanged("pyrenees"))
        withSelection.sendExpectingNoChange(.listSelectionChanged(nil))

        let onDetail = LayoutStore.collapsedOnDetail("dolomites", focus: .detail)
        onDetail.sendExpectingNoChange(.listSelectionChanged("alps"))
        onDetail.sendExpectingNoChange(.listSelectionChanged(nil))
    }

    func testArrowKeysInsideHysteresisBandWhileCollapsedAreIgnored() {
        let store = LayoutStore.collapsedOnList(focus: .list)
        store.resize(to: 605, showing: .stacked(.list), listColumnWidth: 304)
        store.sendExpectingNoChange(.listSelectionChanged("alps"))
    }

    func testActivatingRowWhileCollapsedOpensDetail() {
        let store = LayoutStore.collapsedOnList(focus: .list)
        store.openDetail(of: "rockies")
    }

    func testActivatingRowWhileExpandedSelectsIt() {
        let store = LayoutStore.expanded(focus: .list)
        store.send(.itemActivated("pyrenees")) { $0.select("pyrenees") }
        store.send(.itemActivated("alps")) { $0.select("alps") }
    }

    func testOpenBackOpenAnother() {
        let store = LayoutStore.collapsedOnList(focus: .list)
        store.openDetail(of: "alps")
        store.backToList()
        store.sendExpectingNoChange(.listSelectionChanged("dolomites"))
        store.openDetail(of: "dolomites")
    }

    func testSelectionMovedWhileExpandedIsShownAfterCollapse() {
        let store = LayoutStore.expanded(selection: "alps", focus: .list)
        store.send(.listSelectionChanged("rockies")) { $0.select("rockies") }
        store.resize(to: 590, showing: .stacked(.detail), listColumnWidth: 289) {
            $0.focus = .detail  // the list is no longer shown (L13)
        }
        XCTAssertEqual(store.state.headerTitle, .item("rockies"))
    }
}
