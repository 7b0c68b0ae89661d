import TrailsData
import XCTest

final class RGBColorTests: XCTestCase {
    func testParsesSixDigits() {
        XCTAssertEqual(RGBColor(hex: "#3584e4"), RGBColor(red: 0x35, green: 0x84, blue: 0xe4))
        XCTAssertEqual(RGBColor(hex: "#000000"), RGBColor(red: 0, green: 0, blue: 0))
        XCTAssertEqual(RGBColor(hex: "#ffffff"), RGBColor(red: 255, green: 255, blue: 255))
    }

    func testDigitsAreCaseInsensitive() {
        XCTAssertEqual(RGBColor(hex: "#3584E4"), RGBColor(hex: "#3584e4"))
        XCTAssertEqual(RGBColor(hex: "#AbCdEf"), RGBColor(red: 0xab, green: 0xcd, blue: 0xef))
    }

    func testParsesThreeDigitsByDoublingEach() {
        XCTAssertEqual(RGBColor(hex: "#f80"), RGBColor(red: 0xff, green: 0x88, blue: 0x00))
        XCTAssertEqual(RGBColor(hex: "#FFF"), RGBColor(red: 255, green: 255, blue: 255))
        XCTAssertEqual(RGBColor(hex: "#123")?.hex, "#112233")
    }

    func testRejectsEverythingElse() {
        let invalid = [
            "", "#", "3584e4", "#3584e", "#3584e4f", "#12", "#1234", "#12345g", " #3584e4", "#3584e4 ",
            "##3584e", "#-12345", "#+12345", "0x3584e4", "#٣٥٨", "#ｆｆｆ", "#3584e4\n", "rgb(1,2,3)",
        ]
        for text in invalid {
            XCTAssertNil(RGBColor(hex: text), "accepted \(text.debugDescription)")
        }
    }

    func testHexIsLowercaseSixDigits() {
        XCTAssertEqual(RGBColor(red: 0x35, green: 0x84, blue: 0xE4).hex, "#3584e4")
        XCTAssertEqual(RGBColor(red: 0, green: 10, blue: 255).hex, "#000aff")
        XCTAssertEqual(RGBColor(hex: "#ABCDEF")?.hex, "#abcdef")
    }

    func testHexRoundTripsEveryChannelValue() {
        for value in 0...255 {
            let color = RGBColor(red: UInt8(value), green: UInt8(255 - value), blue: UInt8(value / 2))
            XCTAssertEqual(RGBColor(hex: color.hex), color)
        }
    }

    func testHashableDistinguishesChannels() {
        let colors: Set = [
            RGBColor(red: 1, green: 0, blue: 0), RGBColor(red: 0, green: 1, blue: 0),
            RGBColor(red: 0, green: 0, blue: 1), RGBColor(red: 1, green: 0, blue: 0),
        ]
        XCTAssertEqual(colors.count, 3)
    }
}
