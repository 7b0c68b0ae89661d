import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Drill-down in real windows: pages pushed on the detail slide in, Back (button, Escape)
/// pops one at a time in wide and collapsed layouts, the pages under the top are hidden for
/// real (L14), and another selection starts the detail over.
final class DetailPagesTests: LayoutTestCase {
    @MainActor private func pushPages(_ titles: [String], on harness: LayoutHarness) -> [Label] {
        titles.map { title in
            let page = Label(title)
            harness.layout.pushDetailPage(page, title: title)
            return page
        }
    }

    @MainActor func testWidePagesPushAndBackPopsThemOneAtATime() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        let pages = pushPages(["Routes", "Abruzzi Spur"], on: harness)
        let widgets = harness.widgets

        try harness.pump(until: { pages[1].isMapped }, "the second page is shown")
        XCTAssertEqual(widgets.titleLabel.text, "Abruzzi Spur")
        XCTAssertTrue(widgets.backButton.isVisible, "Back shows over a pushed page, wide too")
        XCTAssertTrue(widgets.detailPages.visibleChild === pages[1])
        XCTAssertFalse(pages[0].isVisible, "the page under the top is hidden for real (L14)")
        XCTAssertFalse(widgets.detailHost.isVisible, "the detail's root page too")
        XCTAssertTrue(widgets.list.isMapped, "the list stays beside the detail")

        try harness.press("Escape")
        try harness.pump(until: { harness.layout.detailPageTitles == ["Routes"] }, "Escape pops one page")
        XCTAssertFalse(pages[1].hasParent, "the popped page is gone from the detail column")
        try harness.pump(until: { pages[0].isMapped }, "the first page shows again")
        XCTAssertEqual(widgets.titleLabel.text, "Routes")

        widgets.backButton.click()
        try harness.pump(until: { widgets.detailHost.isMapped }, "Back shows the item's detail again")
        XCTAssertEqual(widgets.titleLabel.text, "Peaks")
        XCTAssertFalse(widgets.backButton.isVisible)
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "popping both pages while wide")
        XCTAssertEqual(harness.details.count, 1, "popping pages keeps the item's detail widget")
    }

    @MainActor func testCollapsedBackPopsThePagesThenTheDetail() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.lhotse.id)
        try harness.resize(to: 480)
        let pages = pushPages(["Routes"], on: harness)
        try harness.pump(until: { pages[0].isMapped }, "the page shows on the collapsed detail")
        XCTAssertEqual(harness.widgets.titleLabel.text, "Routes")

        try harness.press("Escape")
        try harness.pump(until: { harness.widgets.detailHost.isMapped }, "Escape pops the page")
        harness.assertShows(.stackedDetail(.lhotse, row: 3), after: "popping the page while collapsed")

        try harness.press("Escape")
        try harness.pump(
            until: { harness.layout.installedPresentation == .stacked(.list) }, "Escape then pops the detail")
        harness.assertShows(.stackedList(), after: "Back from the detail's root while collapsed")
    }

    @MainActor func testAnotherSelectionStartsTheDetailOver() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        let pages = pushPages(["Routes", "Abruzzi Spur"], on: harness)
        harness.selection.value = Peak.everest.id
        try harness.pump(until: { harness.widgets.detailHost.isMapped }, "the new item's detail shows")
        XCTAssertEqual(harness.layout.detailPageTitles, [])
        XCTAssertFalse(pages.contains { $0.hasParent }, "the old item's pages are gone")
        harness.assertShows(.sideBySide(selected: .everest, row: 0), after: "selecting Everest over K2's pages")

        harness.selection.value = nil
        harness.layout.pushDetailPage(Label("Nowhere"), title: "Nowhere")
        XCTAssertEqual(harness.layout.detailPageTitles, [], "nothing selected: no detail to push on")
    }
}
