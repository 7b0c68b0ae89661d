import TrailsData
import XCTest

final class JSONStringTests: XCTestCase {
    func testSimpleEscapes() throws {
        XCTAssertEqual(try parseJSON(#""\"\\\/\b\f\n\r\t""#), .string("\"\\/\u{8}\u{C}\n\r\t"))
    }

    func testUnicodeEscapes() throws {
        XCTAssertEqual(try parseJSON(#""caf\u00e9""#), .string("café"))
        XCTAssertEqual(try parseJSON(#""\u05D0\u05DC\u05E4""#), .string("אלפ"))
        XCTAssertEqual(try parseJSON(#""\u0000""#), .string("\u{0}"))
        XCTAssertEqual(try parseJSON(#""\uFFFF""#), .string("\u{FFFF}"))
    }

    func testSurrogatePairsCombine() throws {
        XCTAssertEqual(try parseJSON(#""\ud83d\ude00""#), .string("😀"))
        XCTAssertEqual(try parseJSON(#""\uD83C\uDFD4 peak""#), .string("🏔 peak"))
        XCTAssertEqual(try parseJSON(#""\uDBFF\uDFFF""#), .string("\u{10FFFF}"))
    }

    func testRawUTF8IsKept() throws {
        XCTAssertEqual(try parseJSON(#""שביל 🥾 é""#), .string("שביל 🥾 é"))
    }

    func testLoneSurrogatesAreErrors() {
        assertJSONError(#""\ud800""#, #"line 1, column 2: lone surrogate \ud800"#)
        assertJSONError(#""ab\uDC00""#, #"line 1, column 4: lone surrogate \uDC00"#)
        assertJSONError(#""\uD800\u0041""#, #"line 1, column 2: lone surrogate \uD800"#)
        assertJSONError(#""\uD800\n""#, #"line 1, column 2: lone surrogate \uD800"#)
        assertJSONError(#""\uD800\uD800""#, #"line 1, column 2: lone surrogate \uD800"#)
    }

    func testBadEscapes() {
        assertJSONError(#""a\qb""#, #"line 1, column 3: invalid escape \q"#)
        assertJSONError(#""\x41""#, #"line 1, column 2: invalid escape \x"#)
        assertJSONError(#""\u12""#, #"line 1, column 2: invalid \u escape: expected 4 hex digits"#)
        assertJSONError(#""\u12G4""#, #"line 1, column 2: invalid \u escape: expected 4 hex digits"#)
        assertJSONError("\"\\\n\"", #"line 1, column 2: invalid escape: '\' followed by U+000A"#)
        assertJSONError(#""\u00"#, "line 1, column 6: unexpected end of file")
        assertJSONError(#""abc\"#, "line 1, column 6: unexpected end of file")
    }

    func testControlCharactersMustBeEscaped() {
        assertJSONError("\"a\tb\"", "line 1, column 3: control character in string")
        assertJSONError("[\"a\nb\"]", "line 1, column 4: control character in string")
        assertJSONError([0x22, 0x00, 0x22], "line 1, column 2: control character in string")
    }

    func testUnterminatedString() {
        assertJSONError("[\"abc", "line 1, column 6: unexpected end of file")
    }
}
