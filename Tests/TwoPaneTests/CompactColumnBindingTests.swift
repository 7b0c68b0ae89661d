import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// The compact column binding in a real window: the app chooses the page a collapsed layout
/// shows, and the layout writes it back as the user navigates.
final class CompactColumnBindingTests: LayoutTestCase {
    @MainActor func testTheAppChoosesThePageAndBackWritesThePreviousColumn() async throws {
        let compactColumn = ObservableValue<SplitColumn>(.list)
        let harness = try LayoutHarness(width: 480, height: 700, selected: Peak.k2.id, compactColumn: compactColumn)
        harness.assertShows(.stackedList(selected: .k2, row: 1), after: "starting collapsed with K2 selected (L7)")

        compactColumn.value = .detail
        harness.assertShows(.stackedDetail(.k2, row: 1), after: "the app choosing the detail column")

        try harness.press("Escape")
        try harness.pump(until: { compactColumn.value == .list }, "Back writes the list column back")
        harness.assertShows(.stackedList(), after: "Back from the detail")

        compactColumn.value = .detail  // nothing selected: the list is as deep as it can go
        XCTAssertEqual(compactColumn.value, .list, "the binding is put back to the column shown")
        harness.assertShows(.stackedList(), after: "asking for the detail with nothing selected")

        harness.selection.value = Peak.everest.id
        XCTAssertEqual(compactColumn.value, .detail, "opening an item writes the detail column")
    }
}
