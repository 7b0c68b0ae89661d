import TrailsData
import XCTest

final class RegionGroupingTests: XCTestCase {
    private func trail(_ name: String, region: String?) -> Trail {
        Trail(
            name: name, distanceKilometres: 1, primaryColor: RGBColor(red: 0, green: 0, blue: 0),
            secondaryColor: RGBColor(red: 1, green: 1, blue: 1), region: region)
    }

    /// Each region as "Name: trail, trail".
    private func summary(_ regions: [Region]) -> [String] {
        regions.map { "\($0.name): " + $0.trails.map(\.name).joined(separator: ", ") }
    }

    func testRegionsComeInOrderOfFirstAppearance() {
        let trails = [
            trail("A", region: "Europe"), trail("B", region: "Asia"), trail("C", region: "Europe"),
            trail("D", region: "Africa"), trail("E", region: "Asia"),
        ]
        XCTAssertEqual(summary(RegionCatalog.grouping(trails)), ["Europe: A, C", "Asia: B, E", "Africa: D"])
    }

    func testTrailsWithoutRegionGoToOtherTrailsLast() {
        let trails = [
            trail("A", region: nil), trail("B", region: "Asia"), trail("C", region: nil), trail("D", region: "Europe"),
        ]
        XCTAssertEqual(summary(RegionCatalog.grouping(trails)), ["Asia: B", "Europe: D", "Other trails: A, C"])
        XCTAssertEqual(RegionCatalog.otherTrailsName, "Other trails")
    }

    func testOnlyTrailsWithoutRegion() {
        XCTAssertEqual(summary(RegionCatalog.grouping([trail("A", region: nil)])), ["Other trails: A"])
    }

    func testNoOtherTrailsRegionWhenEveryTrailHasARegion() {
        let regions = RegionCatalog.grouping([trail("A", region: "Asia"), trail("B", region: "Asia")])
        XCTAssertEqual(summary(regions), ["Asia: A, B"])
    }

    func testARegionNamedOtherTrailsJoinsTheTrailsWithoutRegion() {
        let trails = [trail("A", region: "Other trails"), trail("B", region: "Asia"), trail("C", region: nil)]
        XCTAssertEqual(summary(RegionCatalog.grouping(trails)), ["Asia: B", "Other trails: A, C"])
    }

    func testEmptyInputGivesNoRegions() {
        XCTAssertEqual(RegionCatalog.grouping([]), [])
    }

    func testGroupingKeepsTheTrailsThemselves() {
        let regions = RegionCatalog.grouping(TrailCatalog.builtIn)
        XCTAssertEqual(summary(regions), ["Europe: Alps, Dolomites, Pyrenees", "North America: Rockies"])
        XCTAssertEqual(regions.flatMap(\.trails), TrailCatalog.builtIn)
    }

    func testRegionNamesCompareAsSwiftStrings() {
        // "é" precomposed and as e + combining accent are one region; case still matters.
        let trails = [
            trail("A", region: "Caf\u{e9}"), trail("B", region: "Cafe\u{301}"), trail("C", region: "CAF\u{c9}"),
        ]
        XCTAssertEqual(RegionCatalog.grouping(trails).map(\.trails.count), [2, 1])
    }
}
