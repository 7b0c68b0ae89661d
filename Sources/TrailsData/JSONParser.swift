/// A strict RFC 8259 JSON parser.
///
/// The input must be valid UTF-8 and exactly one JSON value, optionally
/// surrounded by whitespace. Beyond the RFC it rejects, with a positioned
/// ``JSONParseError``: a byte order mark, duplicate keys within one object
/// (keys compared by Unicode scalars, as RFC 8259 §8.3 suggests), lone
/// surrogates in `\u` escapes, and nesting deeper than ``maximumDepth``.
/// Recursion never goes deeper than that limit, so hostile input such as a
/// million `[` cannot overflow the stack.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted; `[[1]]` has depth 2.
    ///
    /// Opening one more container fails with `nesting deeper than 64 levels`.
    public static let maximumDepth = 64

    /// Parses `bytes` as one JSON document.
    ///
    /// UTF-8 is validated first, so an encoding error is reported as
    /// `not valid UTF-8 at byte N` (bytes counted from 1) before any syntax error.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        if let offset = firstInvalidUTF8Offset(in: bytes) {
            throw JSONParseError(offset: offset, in: bytes, problem: "not valid UTF-8 at byte \(offset + 1)")
        }
        var cursor = JSONCursor(bytes: bytes)
        return try cursor.parseDocument()
    }
}
