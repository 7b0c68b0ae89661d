import TrailsData
import XCTest

final class JSONParserTests: XCTestCase {
    func testParsesEveryKindOfValue() throws {
        let value = try parseJSON(#"{"b": [1, -2.5, 3e2, true, false, null, "x"], "a": {}}"#)
        let expected = JSONValue.object([
            (
                key: "b",
                value: .array([.number(1), .number(-2.5), .number(300), .bool(true), .bool(false), .null, .string("x")])
            ),
            (key: "a", value: .object([])),
        ])
        XCTAssertEqual(value, expected)
    }

    func testObjectMembersKeepDocumentOrder() throws {
        guard case .object(let members) = try parseJSON(#"{"z": 1, "a": 2, "m": 3}"#) else {
            return XCTFail("not an object")
        }
        XCTAssertEqual(members.map(\.key), ["z", "a", "m"])
        XCTAssertNotEqual(try parseJSON(#"{"a": 1, "b": 2}"#), try parseJSON(#"{"b": 2, "a": 1}"#))
    }

    func testScalarsAtTopLevel() throws {
        XCTAssertEqual(try parseJSON("42"), .number(42))
        XCTAssertEqual(try parseJSON(#""hi""#), .string("hi"))
        XCTAssertEqual(try parseJSON("null"), .null)
        XCTAssertEqual(try parseJSON("true"), .bool(true))
    }

    func testAllowsJSONWhitespaceEverywhere() throws {
        let value = try parseJSON(" \t\r\n{ \"a\"\r\n :\t[ 1 ,\n2 ] } \n")
        XCTAssertEqual(value, .object([(key: "a", value: .array([.number(1), .number(2)]))]))
    }

    func testNumbers() throws {
        XCTAssertEqual(try parseJSON("0"), .number(0))
        XCTAssertEqual(try parseJSON("-0"), .number(-0.0))
        XCTAssertEqual(try parseJSON("0.125"), .number(0.125))
        XCTAssertEqual(try parseJSON("-12.5e-1"), .number(-1.25))
        XCTAssertEqual(try parseJSON("1E+2"), .number(100))
        XCTAssertEqual(try parseJSON("123456789"), .number(123_456_789))
        XCTAssertEqual(try parseJSON("1e400"), .number(.infinity))
    }

    func testExactlySixtyFourLevelsOfNestingAreAllowed() throws {
        let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        var value = try parseJSON(text)
        var depth = 0
        while case .array(let elements) = value {
            depth += 1
            guard let first = elements.first else { break }
            value = first
        }
        XCTAssertEqual(depth, 64)
    }
}
