import Foundation
import TwoPaneGtk
import XCTest

/// Real key presses and clicks for a test window, through the X server (XTEST, via
/// `xdotool`), so they reach GTK exactly as a user's would: shortcut controllers, list key
/// bindings, gestures and all.
///
/// GTK 4 has no public way to synthesise an input event in-process (`gtk_test_widget_send_key`
/// is gone), hence the X server. Keys go to the window that has the X input focus, which
/// ``press(_:in:file:line:)`` gives to the test window first. Xvfb has no window manager, so
/// this is `windowfocus`, not `windowactivate`.
@MainActor
public enum XInput {
    /// Where `xdotool` is (`scripts/install-deps.sh test` installs it).
    public static let xdotool = "/usr/bin/xdotool"

    /// Gives `window` the keyboard focus and types `keys` (X keysym names with modifiers,
    /// e.g. `F9`, `Escape`, `alt+Left`, `Return`, `Down`) into it, in order. Returns once the
    /// X server has them; the GTK side handles them when the main loop next runs, in order.
    public static func press(
        _ keys: [String], in window: Window,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let windowID = try xWindowID(of: window, file: file, line: line)
        _ = try run(["windowfocus", "--sync", windowID, "key", "--clearmodifiers"] + keys, file: file, line: line)
    }

    /// Types `keys` wherever the keyboard goes now, without focusing a window first: into an
    /// open menu's popup, which has the keyboard grabbed (focusing its window would take the
    /// keyboard away from it).
    public static func pressIntoGrab(_ keys: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        _ = try run(["key", "--clearmodifiers"] + keys, file: file, line: line)
    }

    /// Clicks the primary mouse button (or `button`) at (`x`, `y`) px of `window`'s widget allocation (the
    /// header bar's top-left corner is (0, 0)), holding `modifiers` (`ctrl`, `shift`), then
    /// moves the pointer to the screen's far corner. Returns once the X server has the click.
    ///
    /// `count` 2 is a double click. Each call is otherwise a click of its own: one at the spot
    /// of the last (within GTK's double-click distance) first waits out GTK's double-click
    /// time since it, running the main loop, as GTK would count it a second press of that
    /// click (a Ctrl+click there would open the row, not toggle it); unless it `continuesLastClick`.
    public static func click(
        x: Int, y: Int, in window: Window, button: Int = 1, holding modifiers: [String] = [], count: Int = 1,
        continuesLastClick: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let windowID = try xWindowID(of: window, file: file, line: line)
        let frame = try windowFrame(file: file, line: line)
        // The decorations' frame is drawn evenly around the widget.
        let (left, top) = (frame.width / 2 + x, frame.height / 2 + y)
        let corner = try screenCorner(file: file, line: line)
        let spot = ClickSpot(window: windowID, x: left, y: top, button: button)
        if !continuesLastClick, let last = lastClick, last.spot.isNear(spot) {
            let apart = last.time + .milliseconds(Settings.doubleClickMilliseconds + 20)
            _ = MainLoop.run(until: { ContinuousClock.now >= apart }, timeout: 60)
        }
        let presses = ["click", "--repeat", String(count), "--delay", "40", String(button)]
        _ = try run(
            ["mousemove", "--window", windowID, String(left), String(top)]
                + modifiers.flatMap { ["keydown", $0] } + presses + modifiers.reversed().flatMap { ["keyup", $0] }
                + ["mousemove", "--sync", String(corner.x), String(corner.y)],
            file: file, line: line)
        lastClick = (spot, .now)
    }

    /// Where a click was made: the X window, the point in it, the button.
    private struct ClickSpot {
        let window: String
        let x: Int
        let y: Int
        let button: Int

        /// Whether GTK counts a press at `other` a second press of a click here
        /// (`gtk-double-click-distance`, 5 px by default).
        func isNear(_ other: ClickSpot) -> Bool {
            window == other.window && button == other.button && abs(x - other.x) <= 5 && abs(y - other.y) <= 5
        }
    }
    /// The last click made and when its button came up (the X server had it by then).
    private static var lastClick: (spot: ClickSpot, time: ContinuousClock.Instant)?

    /// The screen's last pixel, where a click leaves the pointer: away from every test window
    /// (they open at the top-left), so none shows a tooltip under it, whose window GTK keeps
    /// for a while after (the lifetime test counts every object a window leaves).
    private static func screenCorner(file: StaticString, line: UInt) throws -> (x: Int, y: Int) {
        if let corner = parkedPointer { return corner }
        let size = try run(["getdisplaygeometry"], file: file, line: line).split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard size.count == 2 else {
            XCTFail("xdotool getdisplaygeometry gave no width and height", file: file, line: line)
            throw GtkTestError.toolFailed("no display geometry")
        }
        // Coordinates past the screen wrap around to (0, 0): the last pixel, exactly.
        let corner = (x: size[0] - 1, y: size[1] - 1)
        parkedPointer = corner
        return corner
    }
    private static var parkedPointer: (x: Int, y: Int)?

    /// Gives `window` the keyboard focus, then types `text` into it one key every
    /// `delayMilliseconds`, in the background: returns at once with the running `xdotool`,
    /// so the caller runs the main loop while the keys arrive, as a user types.
    public static func typeInBackground(
        _ text: String, delayMilliseconds: Int, in window: Window,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Process {
        let windowID = try xWindowID(of: window, file: file, line: line)
        _ = try run(["windowfocus", "--sync", windowID], file: file, line: line)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xdotool)
        process.arguments = ["type", "--delay", String(delayMilliseconds), text]
        try process.run()
        return process
    }

    private static func xWindowID(of window: Window, file: StaticString, line: UInt) throws -> String {
        let title = window.title
        let search = try run(
            ["search", "--sync", "--limit", "1", "--name", "^\(escapedForRegex(title))$"],
            file: file, line: line)
        guard let windowID = search.split(separator: "\n").first.map(String.init), !windowID.isEmpty else {
            let message = "xdotool found no X window named \"\(title)\""
            XCTFail(message, file: file, line: line)
            throw GtkTestError.toolFailed(message)
        }
        return windowID
    }

    private static func run(_ arguments: [String], file: StaticString, line: UInt) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: xdotool) else {
            let message = "\(xdotool) is missing: run scripts/install-deps.sh test"
            XCTFail(message, file: file, line: line)
            throw GtkTestError.toolFailed(message)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xdotool)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message =
                "xdotool \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): "
                + (String(data: errorData, encoding: .utf8) ?? "")
            XCTFail(message, file: file, line: line)
            throw GtkTestError.toolFailed(message)
        }
        return String(data: outputData, encoding: .utf8) ?? ""
    }

    private static func escapedForRegex(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
