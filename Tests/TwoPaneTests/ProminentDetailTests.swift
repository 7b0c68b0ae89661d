import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// The prominent-detail style in a real window: the detail keeps the whole width, the list
/// shown by F9 is drawn over it, and a click outside the list dismisses it.
final class ProminentDetailTests: LayoutTestCase {
    @MainActor func testTheListOverlaysTheDetailAndAClickOutsideDismissesIt() async throws {
        let harness = try LayoutHarness(
            width: 1000, height: 700, selected: Peak.everest.id,
            configuration: SplitLayoutConfiguration(style: .prominentDetail))
        let widgets = harness.widgets
        XCTAssertFalse(widgets.listColumn.isVisible, "prominent detail starts with the detail alone")
        try harness.pump(until: { widgets.detailColumn.allocatedWidth == 1000 }, "the detail takes the whole width")

        try harness.press("F9")
        try harness.pump(until: { widgets.listColumn.isMapped }, "F9 shows the list")
        XCTAssertTrue(widgets.listColumn.isChild(of: widgets.overlayColumns), "over the detail")
        try harness.pump(until: { widgets.listColumn.allocatedWidth == 320 }, "the list has its width over the detail")
        XCTAssertEqual(widgets.detailColumn.allocatedWidth, 1000, "the detail keeps its width")

        try harness.clickInLayout(x: 100, y: 8)  // on the list: it stays, and the row is selected
        try harness.pump(
            until: { harness.selection.value == Peak.everest.id && widgets.listColumn.isMapped }, "a click inside")
        try harness.clickInLayout(x: 800, y: 300)  // on the detail, outside the list
        try harness.pump(until: { !widgets.listColumn.isVisible }, "a click outside dismisses the list")
        XCTAssertEqual(harness.layout.layoutState.columnVisibility, .automatic)
        XCTAssertEqual(harness.selection.value, Peak.everest.id, "dismissing keeps the selection")
    }
}
