import TrailsData
import XCTest

final class TrailsFileValueTests: XCTestCase {
    func testDistanceMustBePositive() {
        let text = #"""
            {"trails": [
              {"name": "A", "distance_km": 1, "colors": ["#111", "#222"]},
              {"name": "B", "distance_km": -3, "colors": ["#111", "#222"]}
            ]}
            """#
        assertFileError(text, "trails.json: trails[1].distance_km: must be greater than 0, found -3")
        assertFileError(oneTrail(distance: "0"), "trails.json: trails[0].distance_km: must be greater than 0, found 0")
        assertFileError(
            oneTrail(distance: "-0.0"), "trails.json: trails[0].distance_km: must be greater than 0, found 0")
        assertFileError(
            oneTrail(distance: "-0.25"), "trails.json: trails[0].distance_km: must be greater than 0, found -0.25")
    }

    func testDistanceHasAnUpperLimit() throws {
        assertFileError(
            oneTrail(distance: "100001"), "trails.json: trails[0].distance_km: must be at most 100000, found 100001")
        assertFileError(
            oneTrail(distance: "100000.5"), "trails.json: trails[0].distance_km: must be at most 100000, found 100000.5"
        )
        XCTAssertEqual(try parseTrails(oneTrail(distance: "100000")).first?.distanceKilometres, 100_000)
        XCTAssertEqual(try parseTrails(oneTrail(distance: "1e-3")).first?.distanceKilometres, 0.001)
    }

    func testDistanceMustBeFinite() {
        assertFileError(oneTrail(distance: "1e400"), "trails.json: trails[0].distance_km: must be a finite number")
        assertFileError(oneTrail(distance: "-1e400"), "trails.json: trails[0].distance_km: must be a finite number")
    }

    func testColorsMustBeExactlyTwo() {
        assertFileError(
            oneTrail(colors: ##"["#111"]"##), "trails.json: trails[0].colors: expected exactly 2 colours, found 1")
        assertFileError(oneTrail(colors: "[]"), "trails.json: trails[0].colors: expected exactly 2 colours, found 0")
        assertFileError(
            oneTrail(colors: ##"["#111", "#222", "#333"]"##),
            "trails.json: trails[0].colors: expected exactly 2 colours, found 3"
        )
    }

    func testEachColorMustBeAColorString() {
        assertFileError(
            oneTrail(colors: ##"[1, "#222"]"##), "trails.json: trails[0].colors[0]: expected a string, found a number")
        assertFileError(
            oneTrail(colors: ##"["#111111", "#12345g"]"##),
            ##"trails.json: trails[0].colors[1]: "#12345g" is not a colour (use #rrggbb)"##
        )
        assertFileError(
            oneTrail(colors: ##"["blue", "#222"]"##),
            #"trails.json: trails[0].colors[0]: "blue" is not a colour (use #rrggbb)"#
        )
    }

    func testShortColorsAreAccepted() throws {
        let trail = try XCTUnwrap(parseTrails(oneTrail(colors: ##"["#F80", "#0aF"]"##)).first)
        XCTAssertEqual(trail.primaryColor, RGBColor(red: 0xff, green: 0x88, blue: 0x00))
        XCTAssertEqual(trail.secondaryColor.hex, "#00aaff")
    }

    func testQuotedUserTextStaysOnOneLineAndIsCut() {
        let long = "#\n" + String(repeating: "x", count: 60)
        let expected =
            ##"trails.json: trails[0].colors[0]: "#\n"## + String(repeating: "x", count: 38)
            + #"…" is not a colour (use #rrggbb)"#
        assertFileError(oneTrail(colors: "[\(jsonString(long).replacingNewlines()), \"#222\"]"), expected)
    }

    func testQuotedUserTextEscapesQuotesAndBidiControls() {
        let text = #"{"trails": [{"na\"me\u202e": 1}]}"#
        assertFileError(text, #"trails.json: trails[0]: unknown key "na\"me\u{202e}""#)
    }
}

extension String {
    /// This string with raw line feeds written as the JSON escape `\n`.
    fileprivate func replacingNewlines() -> String {
        var result = ""
        for character in self { result += character == "\n" ? "\\n" : String(character) }
        return result
    }
}
