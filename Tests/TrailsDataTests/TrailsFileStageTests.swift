import TrailsData
import XCTest

/// The optional `stages` of a trail in a data file.
final class TrailsFileStageTests: XCTestCase {
    /// `oneTrail` with `"stages": <stages>`, the stages given as raw JSON text.
    private func withStages(_ stages: String) -> String {
        oneTrail(adding: "\"stages\": " + stages)
    }

    func testStagesAreReadInOrder() throws {
        let text = withStages(
            #"""
            [{"name": " Chamonix to Argentière ", "distance_km": 10},
             {"distance_km": 12.5, "name": "Argentière to Trient"},
             {"name": "Trient to Champex", "distance_km": 19.5}]
            """#)
        let trail = try XCTUnwrap(parseTrails(text).first)
        XCTAssertEqual(
            trail.stages,
            [
                Stage(name: "Chamonix to Argentière", distanceKilometres: 10),
                Stage(name: "Argentière to Trient", distanceKilometres: 12.5),
                Stage(name: "Trient to Champex", distanceKilometres: 19.5),
            ])
        XCTAssertEqual(trail.stages.map(\.formattedDistance), ["10 km", "12.5 km", "19.5 km"])
        XCTAssertNil(trail.region)
    }

    func testMissingStagesAreEmpty() throws {
        XCTAssertEqual(try parseTrails(oneTrail()).first?.stages, [])
    }

    func testEmptyStagesArrayIsValid() throws {
        let trails = try parseTrails(withStages("[]"))
        XCTAssertEqual(trails.first?.stages, [])
        XCTAssertEqual(trails, [alpsWithoutRegionOrStages])
    }

    func testRegionAndStagesTogether() throws {
        let trail = try XCTUnwrap(
            parseTrails(
                oneTrail(
                    adding: #""stages": [{"name": "Up", "distance_km": 42}], "region": "Europe""#
                )
            ).first)
        XCTAssertEqual(trail.region, "Europe")
        XCTAssertEqual(trail.stages, [Stage(name: "Up", distanceKilometres: 42)])
    }

    func testStagesMustBeAnArray() {
        assertFileError(withStages("{}"), "trails.json: trails[0].stages: expected an array, found an object")
        assertFileError(withStages("null"), "trails.json: trails[0].stages: expected an array, found null")
        assertFileError(withStages(#""Up""#), "trails.json: trails[0].stages: expected an array, found a string")
    }

    func testEachStageMustBeAnObject() {
        assertFileError(withStages("[1]"), "trails.json: trails[0].stages[0]: expected an object, found a number")
        assertFileError(
            withStages(#"[{"name": "Up", "distance_km": 1}, []]"#),
            "trails.json: trails[0].stages[1]: expected an object, found an array")
    }

    func testStageKeys() {
        assertFileError(
            withStages(#"[{"name": "Up", "km": 1}]"#), #"trails.json: trails[0].stages[0]: unknown key "km""#)
        assertFileError(
            withStages(#"[{"name": "Up", "distance_km": 1, "region": "Europe"}]"#),
            #"trails.json: trails[0].stages[0]: unknown key "region""#)
        assertFileError(
            withStages(#"[{"name": "Up"}]"#), #"trails.json: trails[0].stages[0]: missing key "distance_km""#)
        assertFileError(withStages("[{}]"), #"trails.json: trails[0].stages[0]: missing key "name""#)
    }

    func testStageNameFollowsTheRulesOfNames() {
        assertFileError(
            withStages(#"[{"name": "", "distance_km": 1}]"#),
            "trails.json: trails[0].stages[0].name: must not be empty")
        assertFileError(
            withStages(#"[{"name": 3, "distance_km": 1}]"#),
            "trails.json: trails[0].stages[0].name: expected a string, found a number")
        assertFileError(
            withStages(#"[{"name": "a\nb", "distance_km": 1}]"#),
            "trails.json: trails[0].stages[0].name: must not contain control characters")
        assertFileError(
            withStages("[{\"name\": \(jsonString(String(repeating: "s", count: 201))), \"distance_km\": 1}]"),
            "trails.json: trails[0].stages[0].name: must be at most 200 characters, found 201")
    }

    func testStageDistanceFollowsTheRulesOfDistances() {
        assertFileError(
            withStages(#"[{"name": "Up", "distance_km": 0}]"#),
            "trails.json: trails[0].stages[0].distance_km: must be greater than 0, found 0")
        assertFileError(
            withStages(#"[{"name": "Up", "distance_km": -2.5}]"#),
            "trails.json: trails[0].stages[0].distance_km: must be greater than 0, found -2.5")
        assertFileError(
            withStages(#"[{"name": "Up", "distance_km": 100001}]"#),
            "trails.json: trails[0].stages[0].distance_km: must be at most 100000, found 100001")
        assertFileError(
            withStages(#"[{"name": "Up", "distance_km": 1e400}]"#),
            "trails.json: trails[0].stages[0].distance_km: must be a finite number")
        assertFileError(
            withStages(#"[{"name": "Up", "distance_km": "12"}]"#),
            "trails.json: trails[0].stages[0].distance_km: expected a number, found a string")
    }

    func testStageNamesMustBeUniqueWithinATrail() {
        let stages = #"""
            [{"name": "Gavarnie", "distance_km": 1}, {"name": "Héas", "distance_km": 2},
             {"name": " Gavarnie ", "distance_km": 3}]
            """#
        assertFileError(
            withStages(stages),
            #"trails.json: trails[0].stages[2].name: duplicate name "Gavarnie" (also trails[0].stages[0])"#)
    }

    func testTwoTrailsMayHaveStagesWithTheSameName() throws {
        let text = ##"""
            {"trails": [
              {"name": "A", "distance_km": 1, "colors": ["#111", "#222"], "stages": [{"name": "Up", "distance_km": 1}]},
              {"name": "B", "distance_km": 2, "colors": ["#111", "#222"], "stages": [{"name": "Up", "distance_km": 2}]}
            ]}
            """##
        XCTAssertEqual(try parseTrails(text).map(\.stages.first?.name), ["Up", "Up"])
    }

    func testStageErrorNamesTheTrail() {
        let text = ##"""
            {"trails": [
              {"name": "A", "distance_km": 1, "colors": ["#111", "#222"], "stages": []},
              {"name": "B", "distance_km": 2, "colors": ["#111", "#222"], "stages": [{"name": "Up", "distance_km": -1}]}
            ]}
            """##
        assertFileError(text, "trails.json: trails[1].stages[0].distance_km: must be greater than 0, found -1")
    }

    func testTrailFieldsAreCheckedBeforeStages() {
        let text = #"{"trails": [{"stages": 1, "name": "Alps", "distance_km": 42, "colors": []}]}"#
        assertFileError(text, "trails.json: trails[0].colors: expected exactly 2 colours, found 0")
    }
}
