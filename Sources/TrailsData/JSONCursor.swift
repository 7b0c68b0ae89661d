/// The parser's position in validated UTF-8 input, and the top of its grammar.
///
/// Containers, strings and numbers are in extensions, one file each.
struct JSONCursor {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The byte at the cursor, or `nil` at the end.
    var current: UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// An error with `problem` at `offset` (default: the cursor).
    func error(_ problem: String, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(offset: offset ?? self.offset, in: bytes, problem: problem)
    }

    /// "unexpected end of file" at the end, otherwise `problem` at the cursor.
    func expected(_ problem: String) -> JSONParseError {
        current == nil ? error("unexpected end of file") : error(problem)
    }

    /// Moves past spaces, tabs, line feeds and carriage returns.
    mutating func skipWhitespace() {
        while let byte = current,
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        {
            offset += 1
        }
    }

    /// The whole input: one value between optional whitespace.
    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw error("byte order mark is not allowed")
        }
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard current == nil else { throw error("trailing characters after the JSON value") }
        return value
    }

    /// One value starting at the cursor; `depth` is how many containers enclose it.
    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of file") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return try parseLiteral()
        default: throw error("expected a value, found \(describeCharacter(at: offset))")
        }
    }

    /// `true`, `false` or `null`; any other word is an invalid literal.
    mutating func parseLiteral() throws(JSONParseError) -> JSONValue {
        let start = offset
        while let byte = current,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        {
            offset += 1
        }
        switch String(decoding: bytes[start..<offset], as: UTF8.self) {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case let word: throw error("invalid literal \(TextQuoting.quoted(word, quote: "'"))", at: start)
        }
    }

    /// The character at `offset` for a message: `'x'`, or `U+XXXX` if it is invisible or unsafe.
    func describeCharacter(at offset: Int) -> String {
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "an invalid byte" }
        if TextQuoting.needsEscaping(scalar) || scalar.properties.isWhitespace {
            return unicodeCodePointText(scalar)
        }
        return TextQuoting.quoted(String(scalar), quote: "'")
    }
}
