import TrailsData
import XCTest

final class TrailsFileNameTests: XCTestCase {
    private func name(_ json: String) throws -> String? {
        try parseTrails(oneTrail(name: json)).first?.name
    }

    func testRightToLeftNamesAreValid() throws {
        XCTAssertEqual(try name(jsonString("שביל ישראל")), "שביל ישראל")
        XCTAssertEqual(try name(jsonString("درب زبيدة")), "درب زبيدة")
    }

    func testEmojiNamesAreValid() throws {
        XCTAssertEqual(try name(jsonString("🏔️ Mont Blanc 🥾")), "🏔️ Mont Blanc 🥾")
        XCTAssertEqual(try name(#""\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67""#), "👨‍👩‍👧")
    }

    func testWhitespaceIsTrimmed() throws {
        XCTAssertEqual(try name(#""  Alps\t\n""#), "Alps")
        XCTAssertEqual(try name(jsonString("\u{3000}\u{A0}Alps Trail\u{2003}")), "Alps Trail")
    }

    func testEmptyNamesAreRejected() {
        assertFileError(oneTrail(name: #""""#), "trails.json: trails[0].name: must not be empty")
        assertFileError(oneTrail(name: #"" \t\r\n ""#), "trails.json: trails[0].name: must not be empty")
    }

    func testLengthIsCountedInCharactersAfterTrimming() throws {
        let family = "👨‍👩‍👧"  // five scalars, one character
        let twoHundred = String(repeating: family, count: 200)
        XCTAssertEqual(try name(jsonString("  " + twoHundred + "  "))?.count, 200)
        assertFileError(
            oneTrail(name: jsonString(String(repeating: "a", count: 201))),
            "trails.json: trails[0].name: must be at most 200 characters, found 201"
        )
    }

    func testTenThousandCharacterNameIsRejected() {
        assertFileError(
            oneTrail(name: jsonString(String(repeating: "n", count: 10_000))),
            "trails.json: trails[0].name: must be at most 200 characters, found 10000"
        )
    }

    func testControlCharactersInsideNamesAreRejected() {
        assertFileError(
            oneTrail(name: #""Al\nps""#), "trails.json: trails[0].name: must not contain control characters")
        assertFileError(
            oneTrail(name: #""Alps\u0000""#), "trails.json: trails[0].name: must not contain control characters")
    }

    func testDuplicateNamesAreRejected() {
        let text = #"""
            {"trails": [
              {"name": "Alps", "distance_km": 1, "colors": ["#111", "#222"]},
              {"name": "Jura", "distance_km": 2, "colors": ["#111", "#222"]},
              {"name": "Tatras", "distance_km": 3, "colors": ["#111", "#222"]},
              {"name": "Alps", "distance_km": 4, "colors": ["#111", "#222"]}
            ]}
            """#
        assertFileError(text, #"trails.json: trails[3].name: duplicate name "Alps" (also trails[0])"#)
    }

    func testDuplicatesAreComparedAfterTrimming() {
        let text =
            ##"{"trails": [{"name": "Alps", "distance_km": 1, "colors": ["#111", "#222"]},"##
            + ##" {"name": " Alps\t", "distance_km": 2, "colors": ["#111", "#222"]}]}"##
        assertFileError(text, #"trails.json: trails[1].name: duplicate name "Alps" (also trails[0])"#)
    }

    func testNamesDifferingInCaseAreDistinct() throws {
        let text =
            ##"{"trails": [{"name": "Alps", "distance_km": 1, "colors": ["#111", "#222"]},"##
            + ##" {"name": "ALPS", "distance_km": 2, "colors": ["#111", "#222"]}]}"##
        XCTAssertEqual(try parseTrails(text).map(\.name), ["Alps", "ALPS"])
    }

    func testLongDuplicateNameIsCutInTheMessage() {
        let long = String(repeating: "ab", count: 30)
        let entry = ##"{"name": \##(jsonString(long)), "distance_km": 1, "colors": ["#111", "#222"]}"##
        let expected =
            "trails.json: trails[1].name: duplicate name \""
            + String(repeating: "ab", count: 20) + "…\" (also trails[0])"
        assertFileError(#"{"trails": [\#(entry), \#(entry)]}"#, expected)
    }
}
