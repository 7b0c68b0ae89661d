import TwoPaneGtk
import XCTest

/// Translations: the English text comes back when no catalogue translates it, and
/// translated templates take their values in order.
final class LocalizationTests: XCTestCase {
    func testFormatFillsThePlaceholdersInOrder() {
        XCTAssertEqual(Localization.format("Stage %d of %d", "2", "4"), "Stage 2 of 4")
        XCTAssertEqual(Localization.format("Buscar en %s", "Trails"), "Buscar en Trails")
        XCTAssertEqual(Localization.format("100%% of %s", "it"), "100% of it")
        XCTAssertEqual(Localization.format("%s and %s", "one"), "one and ", "a missing value is left empty")
        XCTAssertEqual(Localization.format("50%x %", "v"), "50%x %", "other directives stay as written")
    }

    func testAMessageWithoutTranslationComesBackUnchanged() {
        // Many calls: gettext hands back the pointer it was given when it has no
        // translation, so reading it after the call would read freed memory.
        for index in 0..<1_000 {
            let message = "No translation for message number \(index)"
            XCTAssertEqual(Localization.translated(message, domain: "twopane-tests-no-such-domain"), message)
        }
    }

    func testPluralsWithoutTranslationFollowEnglish() {
        let domain = "twopane-tests-no-such-domain"
        XCTAssertEqual(Localization.translatedPlural("%d stage", "%d stages", count: 1, domain: domain), "%d stage")
        XCTAssertEqual(Localization.translatedPlural("%d stage", "%d stages", count: 0, domain: domain), "%d stages")
        XCTAssertEqual(Localization.translatedPlural("%d stage", "%d stages", count: 4, domain: domain), "%d stages")
    }
}
