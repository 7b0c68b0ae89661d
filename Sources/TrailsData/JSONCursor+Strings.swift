extension JSONCursor {
    /// A string starting at its opening quote.
    mutating func parseString() throws(JSONParseError) -> String {
        String(decoding: try parseStringBytes(), as: UTF8.self)
    }

    /// The UTF-8 bytes of a string starting at its opening quote, escapes resolved.
    mutating func parseStringBytes() throws(JSONParseError) -> [UInt8] {
        offset += 1
        var result: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unexpected end of file") }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return result
            case UInt8(ascii: "\\"):
                try parseEscape(into: &result)
            case 0x00..<0x20:
                throw error("control character in string")
            default:
                result.append(byte)
                offset += 1
            }
        }
    }

    /// One escape starting at its backslash, appended to `result` as UTF-8.
    mutating func parseEscape(into result: inout [UInt8]) throws(JSONParseError) {
        let start = offset
        offset += 1
        guard let letter = current else { throw error("unexpected end of file") }
        offset += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(letter)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "u"): try parseUnicodeEscape(startingAt: start, into: &result)
        default:
            let shown = describeCharacter(at: start + 1)
            if letter > 0x20 && letter < 0x7F {
                throw error("invalid escape \\\(Unicode.Scalar(letter))", at: start)
            }
            throw error("invalid escape: '\\' followed by \(shown)", at: start)
        }
    }

    /// The rest of a `\uXXXX` escape (and its low surrogate, if any) after the `u`.
    mutating func parseUnicodeEscape(startingAt start: Int, into result: inout [UInt8]) throws(JSONParseError) {
        var value = try parseFourHexDigits(escapeStart: start)
        if (0xDC00...0xDFFF).contains(value) {
            throw loneSurrogate(at: start)
        }
        if (0xD800...0xDBFF).contains(value) {
            guard current == UInt8(ascii: "\\"),
                offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u")
            else {
                throw loneSurrogate(at: start)
            }
            let lowStart = offset
            offset += 2
            let low = try parseFourHexDigits(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(at: start) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        // Surrogates are excluded above, so every remaining value is a scalar.
        guard let scalar = Unicode.Scalar(value) else { throw loneSurrogate(at: start) }
        UTF8.encode(scalar) { result.append($0) }
    }

    /// Four hex digits at the cursor, for the `\u` escape starting at `escapeStart`.
    mutating func parseFourHexDigits(escapeStart: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("unexpected end of file") }
            guard let digit = hexDigitValue(byte) else {
                throw error("invalid \\u escape: expected 4 hex digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    /// "lone surrogate \uXXXX" for the escape at `start`, spelled as in the input.
    func loneSurrogate(at start: Int) -> JSONParseError {
        let written = String(decoding: bytes[start..<(start + 6)], as: UTF8.self)
        return error("lone surrogate \(written)", at: start)
    }
}
