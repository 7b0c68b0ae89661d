import TwoPaneModel
import XCTest

/// L6: arrow keys move the selection while expanded and only focus while collapsed; Enter or
/// a click opens the detail.
final class KeyboardSelectionTests: XCTestCase {
    func testArrowKeysWhileExpandedMoveSelectionAndDetailFollows() {
        let store = LayoutStore.expanded(focus: .list)
        store.send(.listSelectionChanged("alps")) {
            $0.selection = "alps"
            $0.detail = .item("alps")
        }
        store.send(.listSelectionChanged("dolomites")) {
            $0.selection = "dolomites"
            $0.detail = .item("dolomites")
        }
        store.send(.listSelectionChanged("pyrenees")) {
            $0.selection = "pyrenees"
            $0.detail = .item("pyrenees")
        }
        store.send(.listSelectionChanged(nil)) {
            $0.selection = nil
            $0.detail = .placeholder
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
        store.send(.widthChanged(605)) {
            $0.width = 605
            $0.listColumnWidth = 304
        }
        store.sendExpectingNoChange(.listSelectionChanged("alps"))
    }

    func testActivatingRowWhileCollapsedOpensDetail() {
        let store = LayoutStore.collapsedOnList(focus: .list)
        store.send(.itemActivated("rockies")) {
            $0.selection = "rockies"
            $0.detail = .item("rockies")
            $0.show(.stacked(.detail))
            $0.focus = .detail
        }
    }

    func testActivatingRowWhileExpandedSelectsIt() {
        let store = LayoutStore.expanded(focus: .list)
        store.send(.itemActivated("pyrenees")) {
            $0.selection = "pyrenees"
            $0.detail = .item("pyrenees")
        }
        store.send(.itemActivated("alps")) {
            $0.selection = "alps"
            $0.detail = .item("alps")
        }
    }

    func testOpenBackOpenAnother() {
        let store = LayoutStore.collapsedOnList(focus: .list)
        store.send(.itemActivated("alps")) {
            $0.selection = "alps"
            $0.detail = .item("alps")
            $0.show(.stacked(.detail))
            $0.focus = .detail
        }
        store.send(.backRequested) {
            $0.selection = nil
            $0.detail = .placeholder
            $0.show(.stacked(.list))
            $0.focus = .list
        }
        store.sendExpectingNoChange(.listSelectionChanged("dolomites"))
        store.send(.itemActivated("dolomites")) {
            $0.selection = "dolomites"
            $0.detail = .item("dolomites")
            $0.show(.stacked(.detail))
            $0.focus = .detail
        }
    }

    func testSelectionMovedWhileExpandedIsShownAfterCollapse() {
        let store = LayoutStore.expanded(selection: "alps", focus: .list)
        store.send(.listSelectionChanged("rockies")) {
            $0.selection = "rockies"
            $0.detail = .item("rockies")
        }
        store.send(.widthChanged(590)) {
            $0.width = 590
            $0.show(.stacked(.detail))
            $0.listColumnWidth = 289
            $0.focus = .detail  // the list is no longer shown (L13)
        }
        XCTAssertEqual(store.state.headerTitle, .item("rockies"))
    }
}
