import TestSupport
import TwoPaneGtk
import XCTest

/// The app's colour scheme over the desktop's (which these tests do not read: no portal or
/// GNOME setting is followed in the XCTest process; trails_desktop_style_test follows a fake
/// portal and GSettings), told once per change; and a radio action's choice.
final class AppearanceTests: LayoutTestCase {
    func testTheAppsChoiceIsShownAndToldOncePerChange() {
        MainActor.assumeIsolated {
            var told: [ColorScheme] = []
            let connection = Appearance.onChange { told.append($0) }
            defer {
                Appearance.preferredColorScheme = nil
                connection.disconnect()
            }
            XCTAssertNil(Appearance.desktopColorScheme, "no desktop preference read here")
            Appearance.preferredColorScheme = .dark
            XCTAssertTrue(Settings.prefersDarkStyle, "GTK's dark variant")
            XCTAssertEqual(Appearance.colorScheme, .dark)
            Appearance.preferredColorScheme = .dark
            Appearance.preferredColorScheme = .light
            XCTAssertFalse(Settings.prefersDarkStyle)
            Appearance.preferredColorScheme = nil
            XCTAssertEqual(Appearance.colorScheme, .light, "following a desktop without a preference: light")
            XCTAssertEqual(told, [.dark, .light], "each change told once, none for the same scheme again")
        }
    }

    func testARadioActionTakesTheChoiceItsHandlerAccepts() {
        MainActor.assumeIsolated {
            let style = Action(name: "style", choice: "system")
            var asked: [String] = []
            style.onChoiceRequest { wanted in
                asked.append(wanted)
                if wanted != "refused" { style.choice = wanted }
            }
            XCTAssertEqual(style.choice, "system")
            style.activate(with: "dark")
            XCTAssertEqual(style.choice, "dark")
            style.activate(with: "refused")
            XCTAssertEqual(style.choice, "dark", "the handler decides")
            XCTAssertEqual(asked, ["dark", "refused"])
        }
    }
}
