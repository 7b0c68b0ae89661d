import TrailsData
import XCTest

final class UTF8ValidationTests: XCTestCase {
    private func quoted(_ bytes: [UInt8]) -> [UInt8] {
        [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")]
    }

    func testInvalidBytesAreReportedByPosition() {
        assertJSONError(quoted([0x61, 0xFF]), "line 1, column 3: not valid UTF-8 at byte 3")
        assertJSONError([0x80], "line 1, column 1: not valid UTF-8 at byte 1")
    }

    func testPositionAfterMultibyteCharactersAndLines() {
        // [ \n " é(2 bytes) then a truncated é
        let bytes: [UInt8] = [0x5B, 0x0A, 0x22, 0xC3, 0xA9, 0xC3, 0x22, 0x5D]
        assertJSONError(bytes, "line 2, column 3: not valid UTF-8 at byte 6")
    }

    func testUTF8IsValidatedBeforeSyntax() {
        assertJSONError([0x7D, 0xFE], "line 1, column 2: not valid UTF-8 at byte 2")
    }

    func testRejectsOverlongSurrogateAndOutOfRangeForms() {
        let cases: [[UInt8]] = [
            [0xC0, 0x80],  // overlong NUL
            [0xC1, 0xBF],  // overlong
            [0xE0, 0x80, 0xAF],  // overlong '/'
            [0xED, 0xA0, 0x80],  // encoded surrogate U+D800
            [0xF0, 0x80, 0x80, 0xAF],  // overlong
            [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
            [0xF5, 0x80, 0x80, 0x80],  // invalid lead byte
            [0xE2, 0x82],  // truncated €
            [0xE2, 0x28, 0xA1],  // bad continuation
        ]
        for bytes in cases {
            assertJSONError(quoted(bytes), "line 1, column 2: not valid UTF-8 at byte 2")
        }
    }

    func testAcceptsEveryEncodingLength() throws {
        XCTAssertEqual(try JSONParser.parse(quoted(Array("a é € 😀 \u{10FFFF}".utf8))), .string("a é € 😀 \u{10FFFF}"))
    }
}
