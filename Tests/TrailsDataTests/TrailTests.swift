import TrailsData
import XCTest

final class TrailTests: XCTestCase {
    private func trail(distance: Double) -> Trail {
        Trail(
            name: "T", distanceKilometres: distance,
            primaryColor: RGBColor(red: 0, green: 0, blue: 0), secondaryColor: RGBColor(red: 1, green: 1, blue: 1)
        )
    }

    func testWholeDistancesHaveNoDecimals() {
        XCTAssertEqual(trail(distance: 42).formattedDistance, "42 km")
        XCTAssertEqual(trail(distance: 110).formattedDistance, "110 km")
        XCTAssertEqual(trail(distance: 100_000).formattedDistance, "100000 km")
    }

    func testFractionalDistancesHaveOneDecimal() {
        XCTAssertEqual(trail(distance: 12.5).formattedDistance, "12.5 km")
        XCTAssertEqual(trail(distance: 0.3).formattedDistance, "0.3 km")
        XCTAssertEqual(trail(distance: 24.5).formattedDistance, "24.5 km")
    }

    func testDistancesAreRoundedToOneDecimal() {
        XCTAssertEqual(trail(distance: 12.54).formattedDistance, "12.5 km")
        XCTAssertEqual(trail(distance: 12.46).formattedDistance, "12.5 km")
        XCTAssertEqual(trail(distance: 12.96).formattedDistance, "13 km")
        XCTAssertEqual(trail(distance: 12.04).formattedDistance, "12 km")
        XCTAssertEqual(trail(distance: 1.0 / 3.0).formattedDistance, "0.3 km")
    }

    func testIdIsTheName() {
        XCTAssertEqual(trail(distance: 1).id, "T")
        XCTAssertEqual(TrailCatalog.builtIn.map(\.id), TrailCatalog.builtIn.map(\.name))
    }

    func testBuiltInCatalog() {
        let catalog = TrailCatalog.builtIn
        XCTAssertEqual(catalog.map(\.name), ["Alps", "Dolomites", "Pyrenees", "Rockies"])
        XCTAssertEqual(catalog.map(\.distanceKilometres), [42, 28, 65, 110])
        XCTAssertEqual(catalog.map(\.primaryColor.hex), ["#3584e4", "#ff7800", "#2ec27e", "#9141ac"])
        XCTAssertEqual(catalog.map(\.secondaryColor.hex), ["#2190a4", "#e66192", "#8ff0a4", "#4a3c9c"])
        XCTAssertEqual(catalog.map(\.formattedDistance), ["42 km", "28 km", "65 km", "110 km"])
        XCTAssertEqual(Set(catalog.map(\.id)).count, catalog.count)
    }
}
