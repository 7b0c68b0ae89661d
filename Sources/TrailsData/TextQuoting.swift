/// Makes user-supplied text safe to put inside a one-line message.
///
/// Control characters (including line breaks), line and paragraph
/// separators and bidirectional-override characters are written as escapes,
/// so a quoted value can never break a message across lines or reorder the
/// text around it.
enum TextQuoting {
    /// How many characters of user text a message quotes before cutting it with "…".
    static let maximumCharacters = 40

    /// `text` cut to ``maximumCharacters`` characters, escaped, and wrapped in `quote`.
    ///
    /// Backslashes and the quote character are escaped too, so the quoted
    /// form is unambiguous: `quoted("a\"b")` is `"a\"b"`.
    static func quoted(_ text: String, quote: Unicode.Scalar = "\"") -> String {
        var shown = text
        var cut = false
        if text.count > maximumCharacters {
            shown = String(text.prefix(maximumCharacters))
            cut = true
        }
        var result = String(quote)
        for scalar in shown.unicodeScalars {
            if scalar == "\\" || scalar == quote {
                result += "\\" + String(scalar)
            } else {
                result += escaped(scalar)
            }
        }
        return result + (cut ? "…" : "") + String(quote)
    }

    /// `text` with only the unsafe characters escaped; no quotes, no cutting.
    ///
    /// Used for file paths, where backslashes must stay as they are.
    static func escapingControlCharacters(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            result += escaped(scalar)
        }
        return result
    }

    /// Whether `scalar` would be escaped in a message.
    static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.generalCategory == .control { return true }
        switch scalar.value {
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x061C, 0x200E, 0x200F: return true  // bidi marks
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidi embeddings, overrides, isolates
        default: return false
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        guard needsEscaping(scalar) else { return String(scalar) }
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }
}
