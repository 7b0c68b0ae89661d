import TrailsData
import XCTest

final class JSONErrorTests: XCTestCase {
    func testErrorCarriesLineAndColumn() {
        do {
            _ = try parseJSON("{\n  \"trails\": [\n  {\"name\": \"Alps\" \"x\": 1}]}")
            XCTFail("parsed")
        } catch {
            XCTAssertEqual(error.line, 3)
            XCTAssertEqual(error.column, 19)
            XCTAssertEqual(error.problem, "expected ',' or '}' after an object member")
            XCTAssertEqual(error.description, "line 3, column 19: expected ',' or '}' after an object member")
        }
    }

    func testColumnsCountUnicodeScalarsAndTabs() {
        assertJSONError("\t[\"é😀\" 1]", "line 1, column 8: expected ',' or ']' after an array element")
        assertJSONError("[1,\r\n\t2 3]", "line 2, column 4: expected ',' or ']' after an array element")
    }

    func testObjectSyntax() {
        assertJSONError(#"{"a": 1 "b": 2}"#, "line 1, column 9: expected ',' or '}' after an object member")
        assertJSONError(#"{"a" 1}"#, "line 1, column 6: expected ':' after an object key")
        assertJSONError("{1: 2}", "line 1, column 2: expected a string key or '}'")
        assertJSONError(#"{"a": 1,}"#, "line 1, column 9: expected a string key after ','")
        assertJSONError(#"{"a": }"#, "line 1, column 7: expected a value, found '}'")
        assertJSONError(#"{"a": 1"#, "line 1, column 8: unexpected end of file")
        assertJSONError("{", "line 1, column 2: unexpected end of file")
    }

    func testArraySyntax() {
        assertJSONError("[1 2]", "line 1, column 4: expected ',' or ']' after an array element")
        assertJSONError("[1,]", "line 1, column 4: expected a value, found ']'")
        assertJSONError("[,1]", "line 1, column 2: expected a value, found ','")
        assertJSONError("[1, 2", "line 1, column 6: unexpected end of file")
    }

    func testDuplicateKeys() {
        assertJSONError(#"{"a": 1, "a": 2}"#, #"line 1, column 10: duplicate key "a""#)
        assertJSONError(#"[{}, {"x": {"k": 1, "j": 2, "k": 3}}]"#, #"line 1, column 29: duplicate key "k""#)
        // Escapes are resolved before comparing.
        assertJSONError(#"{"é": 1, "\u00e9": 2}"#, #"line 1, column 10: duplicate key "é""#)
    }

    func testKeysAreComparedByScalarsNotCanonicalEquivalence() throws {
        let value = try parseJSON(#"{"\u00e9": 1, "e\u0301": 2}"#)
        guard case .object(let members) = value else { return XCTFail("not an object") }
        XCTAssertEqual(members.count, 2)
    }

    func testInvalidNumbers() {
        assertJSONError("01", "line 1, column 1: invalid number")
        assertJSONError("[1.]", "line 1, column 2: invalid number")
        assertJSONError("[-]", "line 1, column 2: invalid number")
        assertJSONError("1e", "line 1, column 1: invalid number")
        assertJSONError("1e+", "line 1, column 1: invalid number")
        assertJSONError("[1, -01]", "line 1, column 5: invalid number")
        assertJSONError("1.2.3", "line 1, column 1: invalid number")
        assertJSONError("2-1", "line 1, column 1: invalid number")
        assertJSONError(".5", "line 1, column 1: expected a value, found '.'")
        assertJSONError("+1", "line 1, column 1: expected a value, found '+'")
        assertJSONError("0x10", "line 1, column 2: trailing characters after the JSON value")
    }

    func testInvalidLiterals() {
        assertJSONError("tru", "line 1, column 1: invalid literal 'tru'")
        assertJSONError("[nulll]", "line 1, column 2: invalid literal 'nulll'")
        assertJSONError("True", "line 1, column 1: invalid literal 'True'")
        assertJSONError("NaN", "line 1, column 1: invalid literal 'NaN'")
        assertJSONError("[Infinity]", "line 1, column 2: invalid literal 'Infinity'")
    }

    func testUnexpectedCharactersAreShownSafely() {
        assertJSONError("[\u{A0}1]", "line 1, column 2: expected a value, found U+00A0")
        assertJSONError("[“a”]", "line 1, column 2: expected a value, found '“'")
        assertJSONError("['a']", #"line 1, column 2: expected a value, found '\''"#)
        assertJSONError("\u{202E}1", "line 1, column 1: expected a value, found U+202E")
    }

    func testEmptyAndTrailingInput() {
        assertJSONError("", "line 1, column 1: unexpected end of file")
        assertJSONError("  \n ", "line 2, column 2: unexpected end of file")
        assertJSONError("[1] x", "line 1, column 5: trailing characters after the JSON value")
        assertJSONError("{} {}", "line 1, column 4: trailing characters after the JSON value")
    }

    func testByteOrderMarkIsRejected() {
        assertJSONError([0xEF, 0xBB, 0xBF] + Array("{}".utf8), "line 1, column 1: byte order mark is not allowed")
    }

    func testNestingDeeperThanSixtyFourLevels() {
        assertJSONError(String(repeating: "[", count: 65), "line 1, column 65: nesting deeper than 64 levels")
        assertJSONError(String(repeating: #"{"a":"#, count: 65), "line 1, column 321: nesting deeper than 64 levels")
    }

    func testMillionDeepNestingFailsWithoutCrashing() {
        let opening = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        assertJSONError(opening, "line 1, column 65: nesting deeper than 64 levels")
        let balanced = opening + [UInt8](repeating: UInt8(ascii: "]"), count: 1_000_000)
        assertJSONError(balanced, "line 1, column 65: nesting deeper than 64 levels")
    }
}
