extension JSONCursor {
    /// Fails if a container opening at the cursor would be nested deeper than the limit.
    func checkDepth(_ depth: Int) throws(JSONParseError) {
        guard depth <= JSONParser.maximumDepth else {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    /// An object starting at its `{`, which is at nesting level `depth`.
    mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        try checkDepth(depth)
        offset += 1
        skipWhitespace()
        var members: [(key: String, value: JSONValue)] = []
        if current == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        var seenKeys: Set<[UInt8]> = []
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw expected(members.isEmpty ? "expected a string key or '}'" : "expected a string key after ','")
            }
            let keyStart = offset
            let keyBytes = try parseStringBytes()
            let key = String(decoding: keyBytes, as: UTF8.self)
            guard seenKeys.insert(keyBytes).inserted else {
                throw error("duplicate key \(TextQuoting.quoted(key))", at: keyStart)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw expected("expected ':' after an object key") }
            offset += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append((key: key, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                offset += 1
                return .object(members)
            default:
                throw expected("expected ',' or '}' after an object member")
            }
        }
    }

    /// An array starting at its `[`, which is at nesting level `depth`.
    mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        try checkDepth(depth)
        offset += 1
        skipWhitespace()
        var elements: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                offset += 1
                return .array(elements)
            default:
                throw expected("expected ',' or ']' after an array element")
            }
        }
    }
}
