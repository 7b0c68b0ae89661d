/// A JSON value as read by ``JSONParser``.
///
/// Objects keep their members in document order as key/value pairs, so
/// messages about them can follow the file. ``JSONParser`` never produces an
/// object with two equal keys.
public enum JSONValue: Equatable, Sendable {
    /// An object: its members in document order.
    ///
    /// Keys are unique within one object when produced by ``JSONParser``.
    case object([(key: String, value: JSONValue)])
    /// An array: its elements in order.
    ///
    /// Elements may be of mixed kinds.
    case array([JSONValue])
    /// A string, with escapes resolved.
    ///
    /// `\u` escapes, including surrogate pairs, are decoded to their characters.
    case string(String)
    /// A number. Numbers too large for a `Double` are infinite.
    ///
    /// Converted with the standard library's `Double(_:)` after a strict grammar check.
    case number(Double)
    /// `true` or `false`.
    ///
    /// Written `true` or `false`, lowercase, in JSON.
    case bool(Bool)
    /// `null`.
    ///
    /// Written `null`, lowercase, in JSON.
    case null

    /// Whether two values are equal, comparing object members in order.
    ///
    /// Strings compare with Swift string equality; numbers with `Double` equality.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)):
            return left.count == right.count
                && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let left), .array(let right)): return left == right
        case (.string(let left), .string(let right)): return left == right
        case (.number(let left), .number(let right)): return left == right
        case (.bool(let left), .bool(let right)): return left == right
        case (.null, .null): return true
        default: return false
        }
    }

    /// What kind of value this is, with an article, for messages: "an object", "a string", "null".
    ///
    /// Used in texts such as "expected a number, found a string".
    var kindDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}
