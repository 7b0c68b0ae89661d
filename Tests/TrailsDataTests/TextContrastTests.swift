import TrailsData
import XCTest

/// WCAG 2's contrast ratio, and the detail's title colour Trails picks for each gradient: it
/// reads at AA's 4.5:1 on both ends of every built-in trail's gradient, whatever the style
/// (the gradient and its text are the trail's own, in light, dark and high contrast alike).
final class TextContrastTests: XCTestCase {
    func testContrastRatiosAreWCAGs() {
        XCTAssertEqual(RGBColor.contrastRatio(.black, .white), 21, accuracy: 0.001)
        XCTAssertEqual(RGBColor.contrastRatio(.white, .white), 1, accuracy: 0.001)
        // #767676 on white is the lightest grey that passes AA, #777777 the darkest that fails.
        XCTAssertGreaterThanOrEqual(RGBColor.contrastRatio(RGBColor(hex: "#767676")!, .white), 4.5)
        XCTAssertLessThan(RGBColor.contrastRatio(RGBColor(hex: "#777777")!, .white), 4.5)
    }

    func testTheTitleReadsAtAAOnEveryBuiltInGradient() {
        let trails = TrailCatalog.builtIn + RegionCatalog.builtIn.flatMap(\.trails)
        XCTAssertGreaterThan(trails.count, 4)
        for trail in trails {
            let ends = [trail.primaryColor, trail.secondaryColor]
            let text = RGBColor.mostLegibleText(among: [.white, .black], on: ends)
            let worst = ends.map { RGBColor.contrastRatio(text, $0) }.min() ?? 0
            XCTAssertGreaterThanOrEqual(worst, 4.5, "\(trail.name): \(text.hex) on \(ends.map(\.hex)): \(worst)")
        }
    }
}
