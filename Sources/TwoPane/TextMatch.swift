/// Whether a text contains a query, ignoring case: what a search field matches.
///
/// ASCII text is compared byte by byte, folding A–Z to a–z as it goes, with no copy of the
/// text: a million names are looked at in a few tens of milliseconds. Other text is
/// lowercased first (Unicode's rules, as `String.lowercased()`).
enum TextMatch {
    /// Whether `text` contains `query`, which is already lowercase.
    static func contains(_ text: String, lowercasedQuery query: String) -> Bool {
        guard !query.isEmpty else { return true }
        var text = text
        var query = query
        let ascii: Bool? = text.withUTF8 { textBytes in
            query.withUTF8 { queryBytes in
                isASCII(textBytes) && isASCII(queryBytes) ? containsFolding(textBytes, queryBytes) : nil
            }
        }
        return ascii ?? containsCharacters(text.lowercased(), query)
    }

    /// Whether `text` contains `query`, character by character (canonically equivalent
    /// characters are equal), as `String.contains(_:)` of the standard library's string
    /// processing module compares them; Trails' executable leaves that module out.
    static func containsCharacters(_ text: String, _ query: String) -> Bool {
        guard !query.isEmpty else { return true }
        var start = text.startIndex
        while start < text.endIndex {
            if text[start...].starts(with: query) { return true }
            start = text.index(after: start)
        }
        return false
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// Whether `text`, its A–Z folded to a–z, contains `query` (lowercase ASCII).
    private static func containsFolding(_ text: UnsafeBufferPointer<UInt8>, _ query: UnsafeBufferPointer<UInt8>) -> Bool
    {
        guard query.count <= text.count else { return false }
        let first = query[0]
        var start = 0
        while start <= text.count - query.count {
            if folded(text[start]) == first {
                var offset = 1
                while offset < query.count, folded(text[start + offset]) == query[offset] { offset += 1 }
                if offset == query.count { return true }
            }
            start += 1
        }
        return false
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
