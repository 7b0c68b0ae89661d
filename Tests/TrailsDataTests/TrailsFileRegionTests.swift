import TrailsData
import XCTest

/// The optional `region` of a trail in a data file.
final class TrailsFileRegionTests: XCTestCase {
    func testRegionIsReadAndTrimmed() throws {
        let trail = try XCTUnwrap(parseTrails(oneTrail(adding: #""region": "  North America\n""#)).first)
        XCTAssertEqual(trail.region, "North America")
        XCTAssertEqual(trail.name, "Alps")
        XCTAssertEqual(trail.stages, [])
    }

    func testMissingRegionIsNil() throws {
        let trail = try XCTUnwrap(parseTrails(oneTrail()).first)
        XCTAssertNil(trail.region)
    }

    func testRegionsOfSeveralTrails() throws {
        let text = ##"""
            {"trails": [
              {"name": "A", "distance_km": 1, "colors": ["#111", "#222"], "region": "Europe"},
              {"name": "B", "distance_km": 2, "colors": ["#111", "#222"]},
              {"region": "Asia", "name": "C", "distance_km": 3, "colors": ["#111", "#222"]}
            ]}
            """##
        let trails = try parseTrails(text)
        XCTAssertEqual(trails.map(\.region), ["Europe", nil, "Asia"])
        XCTAssertEqual(RegionCatalog.grouping(trails).map(\.name), ["Europe", "Asia", "Other trails"])
    }

    func testRegionMustBeAString() {
        assertFileError(
            oneTrail(adding: #""region": 7"#), "trails.json: trails[0].region: expected a string, found a number")
        assertFileError(
            oneTrail(adding: #""region": null"#), "trails.json: trails[0].region: expected a string, found null")
        assertFileError(
            oneTrail(adding: #""region": ["Europe"]"#),
            "trails.json: trails[0].region: expected a string, found an array")
    }

    func testRegionMustNotBeEmpty() {
        assertFileError(oneTrail(adding: #""region": """#), "trails.json: trails[0].region: must not be empty")
        assertFileError(oneTrail(adding: #""region": " \t ""#), "trails.json: trails[0].region: must not be empty")
    }

    func testRegionHasTheLengthLimitOfNames() throws {
        let longest = String(repeating: "r", count: 200)
        XCTAssertEqual(try parseTrails(oneTrail(adding: "\"region\": \(jsonString(longest))")).first?.region, longest)
        assertFileError(
            oneTrail(adding: "\"region\": \(jsonString(longest + "r"))"),
            "trails.json: trails[0].region: must be at most 200 characters, found 201"
        )
    }

    func testRegionMustNotContainControlCharacters() {
        assertFileError(
            oneTrail(adding: #""region": "Eu\u0007rope""#),
            "trails.json: trails[0].region: must not contain control characters")
    }

    func testRegionErrorNamesTheTrail() {
        let text = ##"""
            {"trails": [
              {"name": "A", "distance_km": 1, "colors": ["#111", "#222"], "region": "Europe"},
              {"name": "B", "distance_km": 2, "colors": ["#111", "#222"], "region": ""}
            ]}
            """##
        assertFileError(text, "trails.json: trails[1].region: must not be empty")
    }

    func testMisspelledOptionalKeyIsUnknown() {
        assertFileError(oneTrail(adding: #""Region": "Europe""#), #"trails.json: trails[0]: unknown key "Region""#)
        assertFileError(oneTrail(adding: #""regions": "Europe""#), #"trails.json: trails[0]: unknown key "regions""#)
        assertFileError(#"{"trails": [{"region": "Europe"}]}"#, #"trails.json: trails[0]: missing key "name""#)
    }

    func testRegionIsNotATopLevelKey() {
        assertFileError(#"{"trails": [], "region": "Europe"}"#, #"trails.json: top level: unknown key "region""#)
    }
}
