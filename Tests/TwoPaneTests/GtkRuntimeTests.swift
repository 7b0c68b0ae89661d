import CGtk
import TwoPaneGtk
import XCTest

/// What the package tells of the GTK it runs on from GTK's symbols (``GtkRuntime``, which
/// does not ask GTK its version at start-up) agrees with GTK's own version: on GTK 4.8 here,
/// and on 4.18 under `make test-gtk-latest`.
final class GtkRuntimeTests: XCTestCase {
    func testTheVersionToldFromTheSymbolsIsGTKsOwn() {
        XCTAssertEqual(GtkRuntime.focusesRowOnTab, gtk_get_minor_version() >= 12)
    }
}
