import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Collapsing and expanding with the window's width (L1, L4), on real windows resized under Xvfb.
final class ResizeTests: LayoutTestCase {
    /// L4: collapsing with a selection shows its detail; expanding shows both again, the row
    /// still selected. The same widgets move; the detail is not rebuilt.
    @MainActor func testCollapsingWithASelectionShowsTheDetailAndExpandingKeepsIt() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        harness.selection.value = Peak.kangchenjunga.id
        try harness.pump(
            until: { harness.layout.shownDetail?.item == .kangchenjunga }, "Kangchenjunga's detail is shown")
        harness.assertShows(.sideBySide(selected: .kangchenjunga, row: 2), after: "selecting Kangchenjunga at 1000 px")
        let detailWidget = try XCTUnwrap(harness.details.lastWidget)
        XCTAssertEqual(harness.details.count, 1)

        try harness.resize(to: 480)
        harness.assertShows(.stackedDetail(.kangchenjunga, row: 2), after: "narrowing to 480 px with a selection")
        XCTAssertTrue(
            harness.layout.shownDetail?.widget === detailWidget, "collapsing moves the detail, it does not rebuild it")
        XCTAssertEqual(harness.details.count, 1)

        try harness.resize(to: 1000)
        harness.assertShows(.sideBySide(selected: .kangchenjunga, row: 2), after: "widening back to 1000 px")
        XCTAssertTrue(
            harness.layout.shownDetail?.widget === detailWidget, "expanding moves the detail, it does not rebuild it")
        XCTAssertEqual(harness.details.count, 1)
        XCTAssertEqual(harness.widgets.paned.position, 320, "the list column is back at its width")
    }

    /// L4: collapsing without a selection shows the list page, no back button; expanding shows
    /// the placeholder again.
    @MainActor func testCollapsingWithoutASelectionShowsTheList() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)

        try harness.resize(to: 480)
        harness.assertShows(.stackedList(), after: "narrowing to 480 px with nothing selected")

        try harness.resize(to: 1000)
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "widening back to 1000 px")
        XCTAssertEqual(harness.details.count, 0)
    }

    /// L1: below 600 px collapses; 600 px stays expanded; once collapsed, 611 px stays collapsed
    /// and 612 px (600 + the 12 px hysteresis) expands. Widths are the layout's own.
    @MainActor func testBreakpointAndHysteresisBoundaries() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "building at 1000 px with K2 selected")

        try harness.resize(to: 600)
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "narrowing to 600 px (the breakpoint)")
        XCTAssertEqual(harness.widgets.paned.position, 299, "600 px leaves the detail its 300 px (and 1 px divider)")

        try harness.resize(to: 599)
        harness.assertShows(.stackedDetail(.k2, row: 1), after: "narrowing to 599 px (breakpoint − 1)")

        try harness.resize(to: 600)
        harness.assertShows(.stackedDetail(.k2, row: 1), after: "widening to 600 px while collapsed")

        try harness.resize(to: 611)
        harness.assertShows(.stackedDetail(.k2, row: 1), after: "widening to 611 px (breakpoint + hysteresis − 1)")

        try harness.resize(to: 612)
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "widening to 612 px (breakpoint + hysteresis)")

        try harness.resize(to: 601)
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "narrowing to 601 px while expanded")
        XCTAssertEqual(harness.details.count, 1, "no collapse or expand rebuilt the detail")
    }

    /// L1: a first width inside the hysteresis band decides with no history (expanded), and
    /// the same band keeps a collapsed layout collapsed.
    @MainActor func testFirstWidthDecidesWithNoHistory() async throws {
        let harness = try LayoutHarness(width: 605, height: 700)
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "building at 605 px")

        try harness.resize(to: 599)
        harness.assertShows(.stackedList(), after: "narrowing to 599 px")

        try harness.resize(to: 605)
        harness.assertShows(.stackedList(), after: "widening to 605 px while collapsed")
    }
}
