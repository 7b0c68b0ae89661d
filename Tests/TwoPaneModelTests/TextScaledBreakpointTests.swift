import TwoPaneModel
import XCTest

/// Breakpoints in text-relative units (``LengthUnit/sp``): they grow with the desktop's text
/// scale, and a change of scale moves the layout across them at once, with the hysteresis of
/// any width.
final class TextScaledBreakpointTests: XCTestCase {
    private let textual = SplitLayoutConfiguration(breakpoint: 600, hysteresis: 12, breakpointUnit: .sp)

    func testSpBreakpointsAreScaledAndRounded() {
        let large = textual.inPixels(atTextScale: 1.5)
        XCTAssertEqual([large.breakpoint, large.hysteresis, large.expandWidth], [900, 18, 918])
        XCTAssertEqual(large.breakpointUnit, .px)
        XCTAssertEqual(textual.inPixels(atTextScale: 1.25).breakpoint, 750)
        XCTAssertEqual(textual.inPixels(atTextScale: 1.001).breakpoint, 601)  // 600.6, rounded
        XCTAssertEqual(textual.inPixels(atTextScale: 1).breakpoint, 600)
        // The columns stay in pixels.
        XCTAssertEqual(large.listColumn, textual.listColumn)
        XCTAssertEqual(large.minimumDetailWidth, textual.minimumDetailWidth)
    }

    func testPixelBreakpointsIgnoreTheTextScale() {
        let pixels = SplitLayoutConfiguration(breakpoint: 600)
        XCTAssertEqual(pixels.inPixels(atTextScale: 2), pixels)
        var state = SplitLayoutState(items: ["alps"], configuration: pixels)
        state.handle(.widthChanged(700))
        state.handle(.textScaleChanged(2))
        XCTAssertFalse(state.isCollapsed)
        XCTAssertEqual(state.textScale, 2)
    }

    func testNonsenseScalesAreNormalised() {
        XCTAssertEqual(LengthUnit.normalisedTextScale(.nan), 1)
        XCTAssertEqual(LengthUnit.normalisedTextScale(-2), 1)
        XCTAssertEqual(LengthUnit.normalisedTextScale(0), 1)
        XCTAssertEqual(LengthUnit.normalisedTextScale(.infinity), 1)
        XCTAssertEqual(LengthUnit.normalisedTextScale(0.01), 0.25)
        XCTAssertEqual(LengthUnit.normalisedTextScale(1e300), 8)
        let huge = SplitLayoutConfiguration(breakpoint: SplitLayoutConfiguration.largestWidth, breakpointUnit: .sp)
        XCTAssertEqual(huge.inPixels(atTextScale: 8).breakpoint, SplitLayoutConfiguration.largestWidth)
    }

    func testLargerTextCollapsesAWidthThatFittedAndSmallerExpandsIt() {
        var state = SplitLayoutState(items: ["alps", "rockies"], selection: "alps", configuration: textual)
        state.handle(.widthChanged(700))
        XCTAssertEqual(state.presentation, .sideBySide(leadingColumnVisible: true))
        state.handle(.textScaleChanged(1.5))  // 700 < 900
        XCTAssertEqual(state.presentation, .stacked(.detail), "collapsing with a selection shows the detail")
        state.handle(.textScaleChanged(1.15))  // 700 is in [690, 704): stays collapsed
        XCTAssertTrue(state.isCollapsed)
        state.handle(.textScaleChanged(1))  // 700 ≥ 612
        XCTAssertEqual(state.presentation, .sideBySide(leadingColumnVisible: true))
    }

    func testTheScaleBeforeTheFirstWidthDecidesTheFirstLayout() {
        var state = SplitLayoutState(items: ["alps"], configuration: textual)
        state.handle(.textScaleChanged(1.5))
        XCTAssertFalse(state.isCollapsed, "a layout never allocated is not collapsed")
        state.handle(.widthChanged(800))
        XCTAssertEqual(state.presentation, .stacked(.list), "800 < 900: starts collapsed on the list")
    }

    func testTheFoldBreakpointScalesGivenOrDefault() {
        let given = SplitLayoutConfiguration(columnCount: 3, foldBreakpoint: 800, breakpointUnit: .sp)
        XCTAssertEqual(given.inPixels(atTextScale: 1.5).foldBreakpoint, 1200)
        let summed = SplitLayoutConfiguration(columnCount: 3, breakpointUnit: .sp)
        XCTAssertEqual(summed.foldBreakpoint, 682)  // 180 + 200 + 300 + 2, as sp
        XCTAssertEqual(summed.inPixels(atTextScale: 1.5).foldBreakpoint, 1023)
        XCTAssertEqual(summed.inPixels(atTextScale: 1.5).unfoldWidth, 1041)
        XCTAssertEqual(summed.withColumnCount(3), summed, "the unit and the fold breakpoint survive")
    }
}
