import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// L9: another item gets a fresh detail widget (its state resets); the same item keeps the
/// widget it has.
final class DetailIdentityTests: LayoutTestCase {
    @MainActor func testAnotherItemBuildsAFreshDetailAndTheSameItemKeepsIt() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)

        harness.selection.value = Peak.everest.id
        harness.assertShows(.sideBySide(selected: .everest, row: 0), after: "selecting Everest")
        XCTAssertEqual(harness.details.count, 1)
        let everestDetail = try XCTUnwrap(harness.details.lastWidget)
        XCTAssertTrue(everestDetail.isChild(of: harness.widgets.detailHost))
        XCTAssertEqual(harness.details.lastLabel?.text, "Detail of Everest")

        harness.selection.value = Peak.k2.id
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "selecting K2")
        XCTAssertEqual(harness.details.count, 2, "a new item builds one new detail")
        let k2Detail = try XCTUnwrap(harness.details.lastWidget)
        XCTAssertFalse(k2Detail === everestDetail, "the new item's detail is a new widget")
        XCTAssertFalse(everestDetail.hasParent, "the old detail left the detail column")
        XCTAssertTrue(k2Detail.isChild(of: harness.widgets.detailHost))

        // The same id again, from code: nothing changes.
        harness.selection.value = Peak.k2.id
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "assigning K2 again")
        XCTAssertEqual(harness.details.count, 2)
        XCTAssertTrue(harness.layout.shownDetail?.widget === k2Detail)

        // The same items again (equal values): nothing is rebuilt.
        harness.layout.setItems(Peak.all)
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "assigning the same items again")
        XCTAssertEqual(harness.details.count, 2)
        XCTAssertTrue(harness.layout.shownDetail?.widget === k2Detail)

        // The same row again, from the list: no selection change, nothing rebuilt.
        harness.widgets.list.selectedIndex = ShownRowIndex(1)
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "selecting K2's row again")
        XCTAssertEqual(harness.details.count, 2)
        XCTAssertTrue(harness.layout.shownDetail?.widget === k2Detail)

        // Back to Everest: a fresh widget again, not the first one.
        harness.selection.value = Peak.everest.id
        harness.assertShows(.sideBySide(selected: .everest, row: 0), after: "selecting Everest again")
        XCTAssertEqual(harness.details.count, 3)
        XCTAssertFalse(harness.details.lastWidget === everestDetail, "a re-selected item gets a fresh detail")
    }

    /// Activating the selected row again (Enter on it, collapsed) opens its detail without
    /// rebuilding it.
    @MainActor func testActivatingTheSelectedItemAgainKeepsItsDetail() async throws {
        let harness = try LayoutHarness(width: 480, height: 700, selected: Peak.everest.id)
        harness.assertShows(.stackedList(selected: .everest, row: 0), after: "building at 480 px with Everest selected")
        XCTAssertEqual(harness.details.count, 1)
        let everestDetail = try XCTUnwrap(harness.details.lastWidget)

        XCTAssertTrue(harness.widgets.list.grabFocus())
        try harness.press("Return")
        try harness.pump(
            until: { harness.layout.layoutState.presentation == .stacked(.detail) }, "Enter opens the detail")
        harness.assertShows(.stackedDetail(.everest, row: 0), after: "pressing Enter on Everest's row")
        XCTAssertEqual(harness.details.count, 1)
        XCTAssertTrue(harness.layout.shownDetail?.widget === everestDetail)
    }
}
