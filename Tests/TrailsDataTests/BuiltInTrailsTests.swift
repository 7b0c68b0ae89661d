import TrailsData
import XCTest

/// The built-in trails of both catalogs: the original four unchanged, and every trail's stages.
final class BuiltInTrailsTests: XCTestCase {
    /// Every built-in trail once: the regions' trails include all of ``TrailCatalog/builtIn``.
    private var allBuiltInTrails: [Trail] {
        RegionCatalog.builtIn.flatMap(\.trails)
    }

    func testOriginalFourTrailsAreUnchanged() {
        let catalog = TrailCatalog.builtIn
        XCTAssertEqual(catalog.map(\.name), ["Alps", "Dolomites", "Pyrenees", "Rockies"])
        XCTAssertEqual(catalog.map(\.distanceKilometres), [42, 28, 65, 110])
        XCTAssertEqual(catalog.map(\.primaryColor.hex), ["#3584e4", "#ff7800", "#2ec27e", "#9141ac"])
        XCTAssertEqual(catalog.map(\.secondaryColor.hex), ["#2190a4", "#e66192", "#8ff0a4", "#4a3c9c"])
    }

    func testOriginalFourTrailsHaveRegions() {
        XCTAssertEqual(TrailCatalog.builtIn.map(\.region), ["Europe", "Europe", "Europe", "North America"])
    }

    func testAlpsStages() {
        let alps = TrailCatalog.builtIn[0]
        XCTAssertEqual(
            alps.stages.map(\.name),
            [
                "Chamonix to Argentière", "Argentière to Trient", "Trient to Champex", "Champex to La Fouly",
            ])
        XCTAssertEqual(alps.stages.map(\.distanceKilometres), [10, 13, 11, 8])
        XCTAssertEqual(alps.stages.map(\.formattedDistance), ["10 km", "13 km", "11 km", "8 km"])
    }

    func testStageCountsOfEveryBuiltInTrail() {
        let counts = allBuiltInTrails.map { "\($0.name): \($0.stages.count)" }
        XCTAssertEqual(
            counts,
            [
                "Alps: 4", "Dolomites: 3", "Pyrenees: 4", "Tatras: 3", "Rockies: 4", "Appalachians: 4",
                "Sierra Nevada: 4",
            ])
    }

    func testStagesAddUpExactlyToEachTrailsDistance() {
        XCTAssertEqual(allBuiltInTrails.count, 7)
        for trail in allBuiltInTrails {
            let total = trail.stages.reduce(0) { $0 + $1.distanceKilometres }
            XCTAssertEqual(total, trail.distanceKilometres, "stages of \(trail.name)")
        }
    }

    func testStageNamesAreUniqueAndDistancesPositiveWithinEachTrail() {
        for trail in allBuiltInTrails {
            XCTAssertEqual(Set(trail.stages.map(\.id)).count, trail.stages.count, "stage names of \(trail.name)")
            XCTAssertTrue(trail.stages.allSatisfy { $0.distanceKilometres > 0 }, "stage distances of \(trail.name)")
        }
    }

    func testBothCatalogsShareTheOriginalTrails() {
        let regionTrails = Dictionary(uniqueKeysWithValues: allBuiltInTrails.map { ($0.name, $0) })
        for trail in TrailCatalog.builtIn {
            XCTAssertEqual(regionTrails[trail.name], trail, trail.name)
        }
    }

    func testColourPairsAreDistinct() {
        let pairs = allBuiltInTrails.map { $0.primaryColor.hex + " " + $0.secondaryColor.hex }
        XCTAssertEqual(Set(pairs).count, 7)
        let colours = allBuiltInTrails.flatMap { [$0.primaryColor, $0.secondaryColor] }
        XCTAssertEqual(Set(colours).count, 14)
    }
}
