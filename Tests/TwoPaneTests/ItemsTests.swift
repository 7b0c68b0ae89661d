import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// L12: the selected item leaving `items` clears the selection (and L10 applies); any other
/// change keeps the selection by id; the selected item's new value goes to its detail, which
/// stays (L22).
final class ItemsTests: LayoutTestCase {
    @MainActor func testRemovingTheSelectedItemWhileCollapsedPopsToTheList() async throws {
        let harness = try LayoutHarness(width: 480, height: 700)
        harness.selection.value = Peak.k2.id
        harness.assertShows(.stackedDetail(.k2, row: 1), after: "opening K2 at 480 px")

        harness.layout.setItems([.everest, .kangchenjunga, .lhotse])
        harness.assertShows(.stackedList(), after: "removing K2 from the items")
        XCTAssertEqual(harness.widgets.list.count, 3)

        try harness.resize(to: 1000)
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "widening after K2 left")
    }

    @MainActor func testRemovingTheSelectedItemWhileExpandedShowsThePlaceholder() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.lhotse.id)
        harness.assertShows(.sideBySide(selected: .lhotse, row: 3), after: "building with Lhotse selected")

        harness.layout.setItems([.everest, .k2, .kangchenjunga])
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "removing Lhotse from the items")
        XCTAssertEqual(harness.widgets.list.count, 3)
    }

    /// Reordering, renaming and removing other items keep the selection (by id), its row
    /// moves with it, and its detail is not rebuilt.
    @MainActor func testChangingOtherItemsKeepsTheSelectionByID() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        let k2Detail = try XCTUnwrap(harness.details.lastWidget)
        let rowsBuilt = harness.details.rowBuildCount

        harness.layout.setItems([.lhotse, .kangchenjunga, .k2, .everest])
        harness.assertShows(.sideBySide(selected: .k2, row: 2), after: "reordering the items")
        try settleRows(of: harness.widgets.list)
        XCTAssertEqual(
            realisedRows(of: harness.widgets.list).map(\.label), ["Lhotse", "Kangchenjunga", "K2", "Everest"],
            "the rows show the new order")
        XCTAssertLessThan(harness.details.rowBuildCount - rowsBuilt, 4, "rows that kept their item kept their widget")

        let sagarmatha = Peak(id: Peak.everest.id, name: "Sagarmatha")
        harness.layout.setItems([.lhotse, .kangchenjunga, .k2, sagarmatha])
        harness.assertShows(.sideBySide(selected: .k2, row: 2), after: "renaming Everest")

        harness.layout.setItems([.k2, sagarmatha])
        harness.assertShows(.sideBySide(selected: .k2, row: 0), after: "removing two other items")
        XCTAssertEqual(harness.widgets.list.count, 2)

        XCTAssertEqual(harness.details.count, 1, "other items changing never rebuilds K2's detail")
        XCTAssertTrue(harness.layout.shownDetail?.widget === k2Detail)

        try harness.resize(to: 480)
        harness.assertShows(.stackedDetail(.k2, row: 0), after: "narrowing after the changes")
    }

    /// The selected item's new value (same id): its detail stays and hears it (L22), and the
    /// collapsed header shows the new title.
    @MainActor func testRenamingTheSelectedItemKeepsItsDetailAndRetitlesTheHeader() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        try harness.resize(to: 480)
        harness.assertShows(.stackedDetail(.k2, row: 1), after: "narrowing onto K2")
        let oldDetail = try XCTUnwrap(harness.details.lastWidget)
        XCTAssertEqual(harness.details.count, 1)

        let chhogori = Peak(id: Peak.k2.id, name: "Chhogori")
        harness.layout.setItems([.everest, chhogori, .kangchenjunga, .lhotse])
        harness.assertShows(.stackedDetail(chhogori, row: 1), after: "renaming K2 to Chhogori")
        XCTAssertEqual(harness.details.count, 1, "the new value builds no detail")
        XCTAssertEqual(harness.details.updates, [chhogori], "the detail hears the new value")
        XCTAssertTrue(harness.layout.shownDetail?.widget === oldDetail)
        XCTAssertEqual(harness.layout.shownDetail?.item, chhogori)
        XCTAssertEqual(harness.details.lastLabel?.text, "Detail of Chhogori")

        try harness.resize(to: 1000)
        harness.assertShows(.sideBySide(selected: chhogori, row: 1), after: "widening after the rename")
        XCTAssertEqual(harness.details.count, 1)
    }
}
