import TrailsData
import XCTest

final class SyntheticTrailsTests: XCTestCase {
    func testSyntheticTrailsFollowTheBenchmarkRecipe() {
        let trails = TrailCatalog.synthetic(count: 6)
        XCTAssertEqual(trails.map(\.name), ["Trail 1", "Trail 2", "Trail 3", "Trail 4", "Trail 5", "Trail 6"])
        XCTAssertEqual(trails.map(\.distanceKilometres), [5, 12, 19, 26, 33, 40])
        XCTAssertEqual(trails[4].primaryColor, TrailCatalog.builtIn[0].primaryColor)
        XCTAssertEqual(trails[5].secondaryColor, TrailCatalog.builtIn[1].secondaryColor)
        XCTAssertEqual(TrailCatalog.synthetic(count: 200)[199].distanceKilometres, Double(5 + (7 * 199) % 200))
    }

    func testSyntheticNamesAreUnique() {
        let trails = TrailCatalog.synthetic(count: 10_000)
        XCTAssertEqual(Set(trails.map(\.id)).count, 10_000)
        XCTAssertTrue(TrailCatalog.synthetic(count: 0).isEmpty)
    }
}
