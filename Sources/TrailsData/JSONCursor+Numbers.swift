extension JSONCursor {
    /// A number at the cursor, checked against the RFC 8259 grammar before conversion.
    ///
    /// The cursor takes every byte that can occur in a number, so `01`, `1.`,
    /// `-` and `1e5.3` are each one "invalid number" rather than a number
    /// followed by a confusing second error.
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = offset
        while let byte = current, Self.isNumberByte(byte) {
            offset += 1
        }
        let text = bytes[start..<offset]
        guard Self.matchesNumberGrammar(text),
            let value = Double(String(decoding: text, as: UTF8.self))
        else {
            throw error("invalid number", at: start)
        }
        return value
    }

    /// Whether `byte` can be part of a JSON number: a digit, `+`, `-`, `.`, `e` or `E`.
    static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
            UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }

    /// Whether `text` is exactly `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    static func matchesNumberGrammar(_ text: ArraySlice<UInt8>) -> Bool {
        var rest = text[...]
        func isDigit(_ byte: UInt8?) -> Bool {
            byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
        }
        func skipDigits() -> Bool {
            guard isDigit(rest.first) else { return false }
            while isDigit(rest.first) { rest = rest.dropFirst() }
            return true
        }
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        if rest.first == UInt8(ascii: "0") {
            rest = rest.dropFirst()
        } else if !skipDigits() {
            return false
        }
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            guard skipDigits() else { return false }
        }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard skipDigits() else { return false }
        }
        return rest.isEmpty
    }
}
