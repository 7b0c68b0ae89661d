import Foundation
import XCTest

/// What every GTK test here relies on: any GTK warning or critical aborts the process (so a
/// test that makes GTK warn fails), and no test waits by sleeping.
final class HygieneTests: XCTestCase {
    /// `scripts/headless.sh` makes every GLib warning fatal; without it a GTK warning would
    /// pass unnoticed, so running these tests any other way fails here.
    func testGtkWarningsAreFatal() {
        let environment = ProcessInfo.processInfo.environment
        let debugFlags = (environment["G_DEBUG"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        XCTAssertTrue(
            debugFlags.contains("fatal-warnings"),
            "G_DEBUG=\(environment["G_DEBUG"] ?? "") does not contain fatal-warnings: run the tests under scripts/headless.sh"
        )
        XCTAssertEqual(environment["GDK_BACKEND"], "x11", "the tests drive keys through the X server (xdotool)")
    }

    /// No test or helper sleeps: they pump the GLib main loop until a condition holds. A line
    /// marked as the subject of its test (a sleeping main-actor task that must wake) is not a
    /// wait of the test's own.
    func testNoTestSleeps() throws {
        let here = URL(fileURLWithPath: #filePath)
        let testsDirectory = here.deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["TwoPaneTests", "TestSupport"].map { testsDirectory.appendingPathComponent($0) }
        // Spelled in pieces so this file does not match itself.
        let forbidden = [
            "sle" + "ep(", "usle" + "ep(", "nanosle" + "ep(", "Thread.sle" + "ep", "Task.sle" + "ep",
            "asyncA" + "fter", "g_usle" + "ep", "Date(timeInterval" + "SinceNow",
        ]
        var scanned = 0
        var offenders: [String] = []
        for folder in folders {
            let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "swift" }
            for file in files {
                scanned += 1
                let text = try String(contentsOf: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    for word in forbidden where line.contains(word) && !line.contains(Self.subjectMarker) {
                        offenders.append("\(file.lastPathComponent):\(number + 1): \(word)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(scanned, 5, "the test sources were found")
        XCTAssertEqual(offenders, [], "tests must pump the main loop until a condition holds, never sleep")
    }

    /// Marks a line whose sleep is what its test checks.
    static let subjectMarker = "// the subject of this test"
}
