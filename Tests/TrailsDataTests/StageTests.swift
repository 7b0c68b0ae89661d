import TrailsData
import XCTest

final class StageTests: XCTestCase {
    private let black = RGBColor(red: 0, green: 0, blue: 0)
    private let white = RGBColor(red: 0xff, green: 0xff, blue: 0xff)

    func testStageDistanceIsFormattedLikeATrailDistance() {
        XCTAssertEqual(Stage(name: "S", distanceKilometres: 12).formattedDistance, "12 km")
        XCTAssertEqual(Stage(name: "S", distanceKilometres: 12.5).formattedDistance, "12.5 km")
        XCTAssertEqual(Stage(name: "S", distanceKilometres: 12.04).formattedDistance, "12 km")
        XCTAssertEqual(Stage(name: "S", distanceKilometres: 12.96).formattedDistance, "13 km")
        for distance in [0.3, 1.0 / 3.0, 24.5, 110, 100_000] {
            let trail = Trail(name: "T", distanceKilometres: distance, primaryColor: black, secondaryColor: white)
            XCTAssertEqual(Stage(name: "S", distanceKilometres: distance).formattedDistance, trail.formattedDistance)
        }
    }

    func testStageIdIsTheName() {
        XCTAssertEqual(Stage(name: "Chamonix to Argentière", distanceKilometres: 10).id, "Chamonix to Argentière")
    }

    func testStagesCompareEveryField() {
        XCTAssertEqual(Stage(name: "S", distanceKilometres: 1), Stage(name: "S", distanceKilometres: 1))
        XCTAssertNotEqual(Stage(name: "S", distanceKilometres: 1), Stage(name: "S", distanceKilometres: 2))
        XCTAssertNotEqual(Stage(name: "S", distanceKilometres: 1), Stage(name: "T", distanceKilometres: 1))
    }

    func testTrailHasNoRegionOrStagesByDefault() {
        let trail = Trail(name: "T", distanceKilometres: 5, primaryColor: black, secondaryColor: white)
        XCTAssertNil(trail.region)
        XCTAssertEqual(trail.stages, [])
        XCTAssertEqual(
            trail,
            Trail(
                name: "T", distanceKilometres: 5, primaryColor: black, secondaryColor: white,
                region: nil, stages: []))
    }

    func testTrailKeepsItsRegionAndStages() {
        let stages = [Stage(name: "A to B", distanceKilometres: 2), Stage(name: "B to C", distanceKilometres: 3)]
        let trail = Trail(
            name: "T", distanceKilometres: 5, primaryColor: black, secondaryColor: white,
            region: "Europe", stages: stages)
        XCTAssertEqual(trail.region, "Europe")
        XCTAssertEqual(trail.stages.map(\.name), ["A to B", "B to C"])
        XCTAssertEqual(trail.stages.map(\.distanceKilometres), [2, 3])
    }

    func testTrailEqualityAndHashingIncludeRegionAndStages() {
        func trail(region: String?, stages: [Stage]) -> Trail {
            Trail(
                name: "T", distanceKilometres: 5, primaryColor: black, secondaryColor: white,
                region: region, stages: stages)
        }
        let stage = Stage(name: "A to B", distanceKilometres: 5)
        let plain = trail(region: nil, stages: [])
        let inEurope = trail(region: "Europe", stages: [])
        let staged = trail(region: nil, stages: [stage])
        let both = trail(region: "Europe", stages: [stage])
        XCTAssertNotEqual(plain, inEurope)
        XCTAssertNotEqual(plain, staged)
        XCTAssertNotEqual(inEurope, both)
        XCTAssertNotEqual(staged, both)
        XCTAssertNotEqual(inEurope, trail(region: "Asia", stages: []))
        XCTAssertNotEqual(staged, trail(region: nil, stages: [Stage(name: "A to B", distanceKilometres: 4)]))
        XCTAssertEqual(both, trail(region: "Europe", stages: [Stage(name: "A to B", distanceKilometres: 5)]))
        let all: Set = [
            plain, inEurope, staged, both, trail(region: "Europe", stages: [stage]), trail(region: nil, stages: []),
        ]
        XCTAssertEqual(all.count, 4)
    }

    /// Region and stages are boxed: a trail without them (every synthetic trail) grows by one
    /// pointer only (it was 32 bytes before they existed), which keeps a million trails small.
    func testTrailStaysSmall() {
        XCTAssertLessThanOrEqual(MemoryLayout<Trail>.stride, 40)
    }
}
