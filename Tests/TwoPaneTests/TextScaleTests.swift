import CGtk
import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Breakpoints in text units (``LengthUnit/sp``) on a real window: a change of the desktop's
/// text size (GTK's `gtk-xft-dpi`, which XSettings or the settings portal set) moves the
/// layout across them at once, at the width it has.
final class TextScaleTests: LayoutTestCase {
    /// 96 dpi in GTK's units (1/1024 dpi): the normal text size.
    private static let normalDPI: Int32 = 96 * 1024
    private var dpiBefore: Int32 = 0

    override func setUp() {
        super.setUp()
        dpiBefore = MainActor.assumeIsolated { cgtk_settings_get_int("gtk-xft-dpi") }
    }

    override func tearDown() {
        let before = dpiBefore
        MainActor.assumeIsolated { cgtk_settings_set_int("gtk-xft-dpi", before) }
        super.tearDown()
    }

    @MainActor private func setTextScale(_ scale: Double) {
        cgtk_settings_set_int("gtk-xft-dpi", Int32((Double(Self.normalDPI) * scale).rounded()))
    }

    @MainActor private func waitForCollapse(
        _ harness: LayoutHarness, _ collapsed: Bool, _ description: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let layout = harness.layout
        try harness.pump(
            until: {
                layout.layoutState.isCollapsed == collapsed
                    && layout.installedPresentation == layout.layoutState.presentation
            }, description, file: file, line: line)
    }

    /// 700 px is side by side at the normal size; 1.5× text makes the breakpoint 900 px, so
    /// the same window collapses onto the selected detail, and back at 1× it expands again.
    @MainActor func testLargerTextCollapsesAndNormalTextExpandsTheSameWidth() async throws {
        setTextScale(1)
        let harness = try LayoutHarness(
            width: 700, selected: Peak.k2.id,
            configuration: SplitLayoutConfiguration(breakpoint: 600, breakpointUnit: .sp))
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "building at 700 px at the normal text size")
        let detail = try XCTUnwrap(harness.details.lastWidget)

        setTextScale(1.5)
        try waitForCollapse(harness, true, "1.5× text collapses the 700 px layout")
        harness.assertShows(.stackedDetail(.k2, row: 1), after: "the text growing to 1.5× at 700 px")
        XCTAssertEqual(harness.layout.layoutState.scaledConfiguration.breakpoint, 900)

        setTextScale(1.15)  // the breakpoint is 690 px and the expand width 704: 700 stays stacked
        try harness.pump(until: { abs(harness.layout.layoutState.textScale - 1.15) < 0.001 }, "the layout reads 1.15×")
        harness.assertShows(.stackedDetail(.k2, row: 1), after: "the text shrinking to 1.15× (inside the hysteresis)")

        setTextScale(1)
        try waitForCollapse(harness, false, "normal text expands the 700 px layout again")
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "the text back to normal at 700 px")
        XCTAssertTrue(harness.details.lastWidget === detail, "the detail moved each time, it was not rebuilt")
    }

    /// A layout whose breakpoints are in pixels stays as it is whatever the text size.
    @MainActor func testPixelBreakpointsIgnoreTheTextSize() async throws {
        setTextScale(1)
        let harness = try LayoutHarness(width: 700, selected: Peak.k2.id)
        setTextScale(2)
        try harness.pump(until: { harness.layout.layoutState.textScale == 2 }, "the layout reads 2×")
        harness.assertShows(.sideBySide(selected: .k2, row: 1), after: "the text growing to 2× at 700 px")
    }

    /// The first width is compared with the breakpoint at the text size of the moment: 800 px
    /// at 1.5× starts stacked on the list.
    @MainActor func testTheFirstLayoutIsDecidedAtTheTextSizeOfTheMoment() async throws {
        setTextScale(1.5)
        let harness = try LayoutHarness(
            width: 800, configuration: SplitLayoutConfiguration(breakpoint: 600, breakpointUnit: .sp))
        harness.assertShows(.stackedList(), after: "building at 800 px with 1.5× text")
    }
}
