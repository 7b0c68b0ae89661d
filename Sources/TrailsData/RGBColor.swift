/// A colour with 8-bit red, green and blue channels.
///
/// Each trail has two of these (see ``Trail/primaryColor`` and
/// ``Trail/secondaryColor``). Parse one from CSS-style hex notation with
/// ``init(hex:)`` and format it back with ``hex``.
public struct RGBColor: Hashable, Sendable {
    /// The red channel, from 0 to 255.
    ///
    /// The first two digits of ``hex``.
    public let red: UInt8
    /// The green channel, from 0 to 255.
    ///
    /// The middle two digits of ``hex``.
    public let green: UInt8
    /// The blue channel, from 0 to 255.
    ///
    /// The last two digits of ``hex``.
    public let blue: UInt8

    /// Creates a colour from its three channels.
    ///
    /// Every combination of channel values is a valid colour.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses a colour written as `#rrggbb` or `#rgb`.
    ///
    /// Hex digits may be upper or lower case. In the three-digit form each
    /// digit is doubled, so `#f80` is `#ff8800`. Anything else — a missing
    /// `#`, another number of digits, whitespace, a sign or a non-hex
    /// character — gives `nil`.
    public init?(hex: String) {
        let bytes = Array(hex.utf8)
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        for byte in bytes.dropFirst() {
            guard let digit = hexDigitValue(byte) else { return nil }
            digits.append(digit)
        }
        switch digits.count {
        case 6:
            self.init(
                red: digits[0] << 4 | digits[1],
                green: digits[2] << 4 | digits[3],
                blue: digits[4] << 4 | digits[5]
            )
        case 3:
            self.init(red: digits[0] &* 17, green: digits[1] &* 17, blue: digits[2] &* 17)
        default:
            return nil
        }
    }

    /// The colour as lowercase `#rrggbb`.
    ///
    /// Always seven characters; ``init(hex:)`` reads it back to the same colour.
    public var hex: String {
        var text = "#"
        for channel in [red, green, blue] {
            text.append(hexDigitCharacter(channel >> 4))
            text.append(hexDigitCharacter(channel & 0x0f))
        }
        return text
    }
}
