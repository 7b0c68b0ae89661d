import Foundation
import TwoPaneAdwaita
import TwoPaneGtk
import XCTest

/// GTK for tests: initialised once per process, on the main thread, against the display
/// `scripts/headless.sh` provides (Xvfb, X11 backend, cairo, every GLib warning fatal). With
/// `TWOPANE_TEST_STYLE=adwaita` in the environment, libadwaita's look too (the widgets of
/// `Application(id:style: .adwaita)`): `make check` runs the suites whose widgets or look
/// differ both ways.
@MainActor
public enum GtkTestEnvironment {
    private static var foundDisplay: Bool?

    /// Whether this run draws with libadwaita (`TWOPANE_TEST_STYLE=adwaita`).
    public nonisolated static let usesAdwaita = ProcessInfo.processInfo.environment["TWOPANE_TEST_STYLE"] == "adwaita"

    /// Initialises GTK the first time it is called; fails the calling test (and throws) when
    /// there is no display.
    public static func setUp(file: StaticString = #filePath, line: UInt = #line) throws {
        if foundDisplay == nil {
            foundDisplay = MainLoop.initializeGtk()
            if foundDisplay == true, usesAdwaita { AdwaitaTesting.install() }
        }
        guard foundDisplay == true else {
            XCTFail("GTK found no display: run the tests under scripts/headless.sh", file: file, line: line)
            throw GtkTestError.noDisplay
        }
    }
}

/// Why a GTK test helper gave up. The helper has already failed the test with a message.
public enum GtkTestError: Error, CustomStringConvertible {
    case noDisplay
    case timedOut(String)
    case toolFailed(String)

    public var description: String {
        switch self {
        case .noDisplay: "no display"
        case .timedOut(let what): "timed out waiting until \(what)"
        case .toolFailed(let what): what
        }
    }
}

/// How much longer than asked every wait of the tests lasts before it gives up:
/// `TWOPANE_TEST_TIMEOUT_SCALE` (a number, default 1). `scripts/leak-check.sh` sets it to 10,
/// since everything runs some 20 times slower under valgrind.
public enum TestTimeouts {
    public static let scale: Double = {
        guard let text = ProcessInfo.processInfo.environment["TWOPANE_TEST_TIMEOUT_SCALE"],
            let scale = Double(text), scale >= 1
        else { return 1 }
        return scale
    }()

    /// `seconds`, scaled.
    public static func scaled(_ seconds: Double) -> Double { seconds * scale }
}

/// Runs the GLib main loop until `condition` holds. Waits on the loop's events (no sleeping);
/// after `timeout` seconds it fails the test with `description` and throws, so a test never
/// goes on from a state it did not reach.
///
/// ```swift
/// try pump(until: { window.isMapped }, "the window is mapped")
/// ```
@MainActor
public func pump(
    until condition: () -> Bool, timeout: Double = 5, _ description: @autoclosure () -> String,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    let timeout = TestTimeouts.scaled(timeout)
    if MainLoop.run(until: condition, timeout: timeout) { return }
    let what = description()
    XCTFail("Timed out after \(timeout) s waiting until \(what)", file: file, line: line)
    throw GtkTestError.timedOut(what)
}
