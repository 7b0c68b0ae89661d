import XCTest

@testable import TwoPane

/// The layout's own substring search over characters (Trails' executable leaves out the
/// standard library's string processing module) finds what that module finds (its
/// `firstRange(of:)`: here, with Foundation imported by XCTest, `contains(_:)` is Foundation's,
/// which compares UTF-16 code units and finds "👩" inside "👩‍👩‍👧").
final class TextMatchTests: XCTestCase {
    func testCharactersAreComparedAsTheStandardLibraryComparesThem() {
        let texts = [
            "", "a", "alps", "Ålesund", "A\u{30A}lesund", "cafe\u{301} noir", "café noir", "👩‍👩‍👧 family",
            "👩 family", "straße", "ﬁne", "e\u{301}\u{301}", "abcabd", "ae\u{301}",
        ]
        let queries = [
            "", "a", "al", "lps", "å", "a\u{30A}", "Å", "é", "e", "e\u{301}", "\u{301}", "👩", "👩‍👩‍👧", "ß", "fi", "abd",
            "ae", "x",
        ]
        for text in texts {
            for query in queries {
                XCTAssertEqual(
                    TextMatch.containsCharacters(text, query), text.firstRange(of: query) != nil,
                    "'\(text)' contains '\(query)'")
            }
        }
    }

    func testNonASCIITextIsMatchedIgnoringCase() {
        XCTAssertTrue(TextMatch.contains("Ålesund", lowercasedQuery: "åle"))
        XCTAssertTrue(TextMatch.contains("CAFÉ NOIR", lowercasedQuery: "é n"))
        XCTAssertFalse(TextMatch.contains("Ålesund", lowercasedQuery: "ale"))
        XCTAssertFalse(TextMatch.contains("👩‍👩‍👧 family", lowercasedQuery: "👩"), "a character is not part of another")
        XCTAssertTrue(TextMatch.contains("Cafe\u{301}", lowercasedQuery: "café"), "canonically equivalent")
    }
}
