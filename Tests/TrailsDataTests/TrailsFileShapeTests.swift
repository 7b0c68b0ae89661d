import TrailsData
import XCTest

final class TrailsFileShapeTests: XCTestCase {
    func testValidDocument() throws {
        let trails = try parseTrails(oneTrail())
        XCTAssertEqual(trails, [alpsWithoutRegionOrStages])
    }

    func testEmptyTrailsArrayIsValid() throws {
        XCTAssertEqual(try parseTrails(#"{"trails": []}"#), [])
    }

    func testKeyOrderInsideATrailDoesNotMatter() throws {
        let text = ##"{"trails": [{"colors": ["#fff", "#000"], "distance_km": 1.5, "name": "Z"}]}"##
        let trails = try parseTrails(text)
        XCTAssertEqual(trails.map(\.name), ["Z"])
        XCTAssertEqual(trails.first?.primaryColor.hex, "#ffffff")
        XCTAssertEqual(trails.first?.formattedDistance, "1.5 km")
    }

    func testTopLevelMustBeAnObject() {
        assertFileError("[]", #"trails.json: top level: expected an object with a "trails" array, found an array"#)
        assertFileError(#""x""#, #"trails.json: top level: expected an object with a "trails" array, found a string"#)
        assertFileError("null", #"trails.json: top level: expected an object with a "trails" array, found null"#)
    }

    func testTopLevelKeys() {
        assertFileError("{}", #"trails.json: top level: missing key "trails""#)
        assertFileError(#"{"trails": [], "extra": 1}"#, #"trails.json: top level: unknown key "extra""#)
        assertFileError(#"{"Trails": []}"#, #"trails.json: top level: unknown key "Trails""#)
    }

    func testTrailsMustBeAnArray() {
        assertFileError(#"{"trails": {}}"#, "trails.json: \"trails\": expected an array, found an object")
        assertFileError(#"{"trails": true}"#, "trails.json: \"trails\": expected an array, found a boolean")
    }

    func testEachTrailMustBeAnObject() {
        assertFileError(#"{"trails": [1]}"#, "trails.json: trails[0]: expected an object, found a number")
        assertFileError(#"{"trails": [[]]}"#, "trails.json: trails[0]: expected an object, found an array")
    }

    func testUnknownKeyIsNamed() {
        let text = ##"{"trails": [{"name": "Alps", "distance": 42, "colors": ["#3584e4", "#2190a4"]}]}"##
        assertFileError(text, #"trails.json: trails[0]: unknown key "distance""#)
    }

    func testMissingKeyIsNamed() {
        assertFileError(
            #"{"trails": [{"name": "Alps", "distance_km": 42}]}"#, #"trails.json: trails[0]: missing key "colors""#)
        assertFileError(#"{"trails": [{}]}"#, #"trails.json: trails[0]: missing key "name""#)
    }

    func testWrongFieldTypes() {
        assertFileError(oneTrail(name: "7"), "trails.json: trails[0].name: expected a string, found a number")
        assertFileError(oneTrail(name: "null"), "trails.json: trails[0].name: expected a string, found null")
        assertFileError(
            oneTrail(colors: ##""#3584e4""##), "trails.json: trails[0].colors: expected an array, found a string")
        let text = #"""
            {"trails": [
              {"name": "A", "distance_km": 1, "colors": ["#111", "#222"]},
              {"name": "B", "distance_km": 2, "colors": ["#111", "#222"]},
              {"name": "C", "distance_km": "3", "colors": ["#111", "#222"]}
            ]}
            """#
        assertFileError(text, "trails.json: trails[2].distance_km: expected a number, found a string")
    }

    func testMalformedJSONIsPositioned() {
        let text = "{\"trails\": [\n\n   {\"name\": \"A\" \"distance_km\": 1}]}"
        assertFileError(text, "trails.json: line 3, column 17: expected ',' or '}' after an object member")
        assertFileError(#"{"trails": [], "trails": []}"#, #"trails.json: line 1, column 16: duplicate key "trails""#)
    }

    func testInvalidUTF8() {
        let bytes = Array(#"{"trails": [{"name": ""#.utf8) + [0xC3, 0x28] + Array(#""}]}"#.utf8)
        assertFileError(bytes, "trails.json: line 1, column 23: not valid UTF-8 at byte 23")
    }

    func testEmptyInput() {
        assertFileError([UInt8](), "trails.json: file is empty")
        assertFileError(" \n", "trails.json: line 2, column 1: unexpected end of file")
    }

    func testOversizedInput() {
        var bytes = Array(#"{"trails": []}"#.utf8)
        bytes += [UInt8](repeating: 0x20, count: TrailsFile.maximumByteCount + 1 - bytes.count)
        assertFileError(bytes, "trails.json: file is larger than 10 MiB (10485761 bytes)")
    }
}
