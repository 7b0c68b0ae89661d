import TrailsData
import XCTest

final class RegionCatalogTests: XCTestCase {
    func testBuiltInRegions() {
        let regions = RegionCatalog.builtIn
        XCTAssertEqual(regions.map(\.name), ["Europe", "North America"])
        XCTAssertEqual(regions.map(\.id), ["Europe", "North America"])
        XCTAssertEqual(regions.first?.trails.map(\.name), ["Alps", "Dolomites", "Pyrenees", "Tatras"])
        XCTAssertEqual(regions.last?.trails.map(\.name), ["Rockies", "Appalachians", "Sierra Nevada"])
    }

    func testNewBuiltInTrails() {
        let trails = Dictionary(uniqueKeysWithValues: RegionCatalog.builtIn.flatMap(\.trails).map { ($0.name, $0) })
        let summary = ["Tatras", "Appalachians", "Sierra Nevada"].map { name -> String in
            guard let trail = trails[name] else { return "\(name) missing" }
            return "\(name) \(trail.formattedDistance) \(trail.primaryColor.hex) \(trail.secondaryColor.hex)"
        }
        XCTAssertEqual(
            summary,
            [
                "Tatras 35 km #c01c28 #986a44",
                "Appalachians 90 km #26a269 #f5c211",
                "Sierra Nevada 55 km #ffa348 #c061cb",
            ])
    }

    func testEachBuiltInTrailNamesItsRegion() {
        for region in RegionCatalog.builtIn {
            XCTAssertEqual(region.trails.map(\.region), Array(repeating: region.name, count: region.trails.count))
        }
    }

    func testBuiltInRegionsAreTheGroupingOfTheirTrails() {
        XCTAssertEqual(RegionCatalog.grouping(RegionCatalog.builtIn.flatMap(\.trails)), RegionCatalog.builtIn)
    }

    func testRegionsCompareEveryField() {
        let alps = TrailCatalog.builtIn[0]
        XCTAssertEqual(Region(name: "Europe", trails: [alps]), Region(name: "Europe", trails: [alps]))
        XCTAssertNotEqual(Region(name: "Europe", trails: [alps]), Region(name: "Europe", trails: []))
        XCTAssertNotEqual(Region(name: "Europe", trails: [alps]), Region(name: "Alps", trails: [alps]))
        XCTAssertEqual(Region(name: "Europe", trails: []).id, "Europe")
    }
}
