import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// The app changing the selection from code (L10), as the demo's Done button does with
/// `selection.value = nil`.
final class DoneTests: LayoutTestCase {
    @MainActor func testClearingTheSelectionWhileCollapsedPopsToTheList() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.everest.id)
        try harness.resize(to: 480)
        harness.assertShows(.stackedDetail(.everest, row: 0), after: "narrowing to 480 px with Everest selected")

        harness.selection.value = nil
        harness.assertShows(.stackedList(), after: "Done (selection = nil) on the collapsed detail")

        try harness.resize(to: 1000)
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "widening after Done")
    }

    @MainActor func testClearingTheSelectionWhileExpandedShowsThePlaceholder() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.everest.id)
        harness.assertShows(.sideBySide(selected: .everest, row: 0), after: "building with Everest selected")

        harness.selection.value = nil
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "Done (selection = nil) while expanded")

        try harness.resize(to: 480)
        harness.assertShows(.stackedList(), after: "narrowing after Done")
    }

    /// L10's other half: selecting from code while collapsed opens the detail page.
    @MainActor func testSelectingFromCodeWhileCollapsedOpensTheDetail() async throws {
        let harness = try LayoutHarness(width: 480, height: 700)
        harness.assertShows(.stackedList(), after: "building at 480 px")

        harness.selection.value = Peak.lhotse.id
        harness.assertShows(.stackedDetail(.lhotse, row: 3), after: "selecting Lhotse from code while collapsed")

        harness.selection.value = nil
        harness.assertShows(.stackedList(), after: "Done")
    }

    /// An id that is not one of the items is refused, and the app's value is put back.
    @MainActor func testSelectingAnUnknownIDFromCodeKeepsTheSelection() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)

        harness.selection.value = "matterhorn"
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "selecting an id that is not an item")
        XCTAssertEqual(harness.details.count, 1)
    }
}
