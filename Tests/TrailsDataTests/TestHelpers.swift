import TrailsData
import XCTest

/// Parses `text` as JSON.
func parseJSON(_ text: String) throws(JSONParseError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
}

/// Asserts that parsing `bytes` as JSON fails with exactly `expected` as the description.
func assertJSONError(
    _ bytes: [UInt8], _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let value = try JSONParser.parse(bytes)
        XCTFail("expected \(expected), parsed \(value)", file: file, line: line)
    } catch {
        XCTAssertEqual(error.description, expected, file: file, line: line)
    }
}

/// Asserts that parsing `text` as JSON fails with exactly `expected` as the description.
func assertJSONError(
    _ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    assertJSONError(Array(text.utf8), expected, file: file, line: line)
}

/// Parses `text` as the contents of a data file called "trails.json".
func parseTrails(_ text: String) throws(TrailsFileError) -> [Trail] {
    try TrailsFile.parse(Array(text.utf8), path: "trails.json")
}

/// Asserts that `bytes`, as the file "trails.json", is rejected with exactly `expected`.
///
/// Also checks that the message is a single line.
func assertFileError(
    _ bytes: [UInt8], _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let trails = try TrailsFile.parse(bytes, path: "trails.json")
        XCTFail("expected \(expected), got \(trails)", file: file, line: line)
    } catch {
        XCTAssertEqual(error.description, expected, file: file, line: line)
        XCTAssertFalse(error.description.contains("\n"), "message spans lines", file: file, line: line)
    }
}

/// Asserts that `text`, as the file "trails.json", is rejected with exactly `expected`.
func assertFileError(
    _ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    assertFileError(Array(text.utf8), expected, file: file, line: line)
}

/// A document with one trail, whose fields are given as raw JSON text.
func oneTrail(
    name: String = #""Alps""#, distance: String = "42", colors: String = ##"["#3584e4", "#2190a4"]"##
) -> String {
    #"{"trails": [{"name": \#(name), "distance_km": \#(distance), "colors": \#(colors)}]}"#
}

/// The trail that ``oneTrail(name:distance:colors:)`` describes by default: the built-in
/// Alps without the region and stages the built-in trail has.
let alpsWithoutRegionOrStages = Trail(
    name: "Alps", distanceKilometres: 42,
    primaryColor: RGBColor(red: 0x35, green: 0x84, blue: 0xe4),
    secondaryColor: RGBColor(red: 0x21, green: 0x90, blue: 0xa4)
)

/// A document with one trail, the default of ``oneTrail(name:distance:colors:)``, with
/// `members` (raw JSON text such as `"region": "Europe"`) added to the trail object.
func oneTrail(adding members: String) -> String {
    ##"{"trails": [{"name": "Alps", "distance_km": 42, "colors": ["#3584e4", "#2190a4"], "##
        + members + "}]}"
}

/// A JSON string literal for `text`, escaping only quotes and backslashes.
func jsonString(_ text: String) -> String {
    var result = "\""
    for character in text {
        if character == "\"" || character == "\\" { result.append("\\") }
        result.append(character)
    }
    return result + "\""
}
