import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Three columns in real windows: the sidebar folds away first, then the columns stack
/// sidebar → list → detail; Back pops one column; widening restores the columns with their
/// selections; a folded sidebar shown by F9 is drawn over the list and Escape dismisses it;
/// the visibility binding and divider drags; and the mirrored layout right to left.
final class ThreeColumnLayoutTests: LayoutTestCase {
    private static let ranges = ["Himalaya", "Karakoram"]

    @MainActor private func threeColumns(
        width: Int, region: Int? = 0, selected: String? = nil,
        columnVisibility: ObservableValue<ColumnVisibility>? = nil
    ) throws
        -> (LayoutHarness, SplitSidebar)
    {
        let sidebar = SplitSidebar(title: "Ranges", rowTitles: Self.ranges, selection: ObservableValue<Int?>(region))
        let harness = try LayoutHarness(
            width: width, height: 700, selected: selected, sidebar: sidebar,
            columnVisibility: columnVisibility)
        return (harness, sidebar)
    }

    @MainActor func testFoldingThenStackingThenWideningKeepsBothSelections() async throws {
        let (harness, sidebar) = try threeColumns(width: 1200, selected: Peak.k2.id)
        let widgets = harness.widgets
        let sidebarColumn = try XCTUnwrap(widgets.sidebarColumn)
        XCTAssertTrue(sidebarColumn.isMapped && widgets.listColumn.isMapped && widgets.detailColumn.isMapped)
        XCTAssertEqual(sidebarColumn.allocatedWidth, 240)
        XCTAssertEqual(widgets.listColumn.allocatedWidth, 320)
        XCTAssertEqual(widgets.sidebarList?.selectedIndex, ShownRowIndex(0))

        try harness.resize(to: 650)
        XCTAssertFalse(sidebarColumn.isVisible, "below 682 px the sidebar folds away")
        XCTAssertTrue(widgets.listColumn.isMapped && widgets.detailColumn.isMapped)
        XCTAssertTrue(widgets.sidebarToggle.isVisible && !widgets.sidebarToggle.isActive)

        try harness.resize(to: 480)
        XCTAssertTrue(
            widgets.stackShows(widgets.detailColumn), "collapsing with a selection shows the detail")
        XCTAssertFalse(sidebarColumn.isVisible || widgets.listColumn.isVisible, "the other pages are hidden for real")
        XCTAssertEqual(widgets.titleLabel.text, "K2")

        try harness.resize(to: 1200)
        XCTAssertTrue(sidebarColumn.isMapped && widgets.listColumn.isMapped && widgets.detailColumn.isMapped)
        XCTAssertEqual(sidebar.selection.value, 0)
        XCTAssertEqual(harness.selection.value, Peak.k2.id)
        XCTAssertEqual(widgets.list.selectedIndex, ShownRowIndex(1))
    }

    @MainActor func testCollapsedBackPopsOneColumnAndClearsItsSelection() async throws {
        let (harness, sidebar) = try threeColumns(width: 480, selected: Peak.k2.id)
        let widgets = harness.widgets
        XCTAssertTrue(widgets.stackShows(widgets.listColumn), "starting collapsed shows the region's list")
        XCTAssertEqual(widgets.titleLabel.text, "Himalaya")
        XCTAssertTrue(widgets.backButton.isVisible)

        try harness.press("Escape")
        try harness.pump(
            until: { harness.layout.installedPresentation == .stacked(.sidebar) }, "Back shows the sidebar")
        XCTAssertNil(sidebar.selection.value, "Back from the list clears the sidebar's selection")
        XCTAssertEqual(widgets.titleLabel.text, sidebar.title, "the sidebar's page carries the sidebar's header (L20)")
        XCTAssertFalse(widgets.backButton.isVisible)
        XCTAssertTrue(try XCTUnwrap(widgets.sidebarColumn).isVisible)
        XCTAssertFalse(widgets.listColumn.isVisible)

        sidebar.selection.value = 1  // the app chooses a region, as a click would
        try harness.pump(
            until: { harness.layout.installedPresentation == .stacked(.list) }, "choosing a region opens its list")
        XCTAssertEqual(widgets.titleLabel.text, "Karakoram")
        harness.selection.value = Peak.lhotse.id
        try harness.pump(
            until: { harness.layout.installedPresentation == .stacked(.detail) }, "selecting opens the detail")
        try harness.press("Escape")
        try harness.pump(until: { harness.layout.installedPresentation == .stacked(.list) }, "Back pops the detail")
        XCTAssertNil(harness.selection.value)
        XCTAssertEqual(sidebar.selection.value, 1, "popping the detail keeps the region")
    }

    @MainActor func testTheFoldedSidebarShownByF9OverlaysTheListAndEscapeDismissesIt() async throws {
        let (harness, _) = try threeColumns(width: 650)
        let widgets = harness.widgets
        let sidebarColumn = try XCTUnwrap(widgets.sidebarColumn)
        XCTAssertFalse(sidebarColumn.isVisible)

        try harness.press("F9")
        try harness.pump(until: { sidebarColumn.isMapped }, "F9 shows the folded sidebar")
        XCTAssertTrue(
            sidebarColumn.isChild(of: widgets.overlayColumns), "drawn over the list: three columns do not fit")
        XCTAssertTrue(widgets.listColumn.isMapped && widgets.detailColumn.isMapped, "list and detail stay side by side")
        XCTAssertTrue(widgets.sidebarToggle.isActive)

        try harness.press("Escape")
        try harness.pump(until: { !sidebarColumn.isVisible }, "Escape dismisses the overlaid sidebar")
        XCTAssertTrue(sidebarColumn.isChild(of: widgets.outerPaned), "back in its place, hidden")
        XCTAssertFalse(widgets.overlayColumns.isVisible)
        XCTAssertEqual(
            harness.layout.layoutState.columnVisibility, .automatic, "back to automatic: widening shows three columns")
    }

    @MainActor func testTheVisibilityBindingGoesBothWays() async throws {
        let visibility = ObservableValue<ColumnVisibility>(.automatic)
        let (harness, _) = try threeColumns(width: 1200, columnVisibility: visibility)
        let widgets = harness.widgets
        let sidebarColumn = try XCTUnwrap(widgets.sidebarColumn)

        visibility.value = .detailOnly
        XCTAssertFalse(sidebarColumn.isVisible || widgets.listColumn.isVisible)
        try harness.pump(until: { widgets.detailColumn.allocatedWidth == 1200 }, "the detail takes the whole width")

        visibility.value = .doubleColumn
        XCTAssertTrue(!sidebarColumn.isVisible && widgets.listColumn.isVisible)

        try harness.press("F9")  // the user shows the sidebar: the binding hears of it
        try harness.pump(until: { visibility.value == .all }, "F9 writes .all back")
        try harness.pump(until: { sidebarColumn.isMapped }, "and the sidebar shows")

        try harness.resize(to: 480)
        visibility.value = .detailOnly  // collapsed: kept for later, the stack is unchanged
        XCTAssertEqual(harness.layout.installedPresentation, .stacked(.list))
        try harness.resize(to: 1200)
        XCTAssertFalse(widgets.listColumn.isVisible, "expanding shows the visibility the app set")
    }

    @MainActor func testDividerDragsStayWithinTheColumnBounds() async throws {
        let (harness, _) = try threeColumns(width: 1400)
        let widgets = harness.widgets
        widgets.paned.position = 100  // as a drag would: the layout clamps it at once
        XCTAssertEqual(widgets.paned.position, 200)
        widgets.paned.position = 700
        XCTAssertEqual(widgets.paned.position, 480)
        widgets.outerPaned.position = 10
        XCTAssertEqual(widgets.outerPaned.position, 180)
        try harness.pump(
            until: { widgets.listColumn.allocatedWidth == 480 }, "the list column is allocated its maximum")
        XCTAssertEqual(try XCTUnwrap(widgets.sidebarColumn).allocatedWidth, 180)
        XCTAssertEqual(harness.layout.layoutState.preferredListWidth, 480)
        XCTAssertEqual(harness.layout.layoutState.preferredSidebarWidth, 180)
    }

    @MainActor func testRightToLeftMirrorsTheColumnsAndBack() async throws {
        Widget.defaultIsRightToLeft = true
        defer { Widget.defaultIsRightToLeft = false }
        let (harness, _) = try threeColumns(width: 1200, selected: Peak.k2.id)
        let widgets = harness.widgets
        let sidebarColumn = try XCTUnwrap(widgets.sidebarColumn)
        XCTAssertTrue(widgets.root.isRightToLeft)
        let sidebarX = try XCTUnwrap(sidebarColumn.leftEdge(in: widgets.root))
        let listX = try XCTUnwrap(widgets.listColumn.leftEdge(in: widgets.root))
        let detailX = try XCTUnwrap(widgets.detailColumn.leftEdge(in: widgets.root))
        XCTAssertGreaterThan(sidebarX, listX, "the sidebar is on the right")
        XCTAssertGreaterThan(listX, detailX, "the detail is on the left")
        XCTAssertEqual(sidebarX, 1200 - 240, accuracy: 1)

        try harness.resize(to: 480)
        try harness.press("alt+Left")  // Alt+Left is Forward right to left: nothing happens
        try harness.press("alt+Right")
        try harness.pump(
            until: { harness.layout.installedPresentation == .stacked(.list) }, "Alt+Right goes back right to left")
        XCTAssertNil(harness.selection.value)
    }
}
