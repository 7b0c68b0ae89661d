import Glibc

/// How often the app saves and looks for other programs' writes, from the environment:
///
/// - `NOTES_SAVE_DELAY_MS`: milliseconds of no typing before the open note is saved, from 0
///   (every key) to 60000; 300 when unset or empty.
/// - `NOTES_CHECK_INTERVAL_MS`: milliseconds between two looks at whether another program
///   wrote to the database (`PRAGMA data_version`, which costs no read of the notes), from 10
///   to 60000; 500 when unset or empty.
///
/// Any other value stops the app before it opens a window, with one line naming the variable
/// and the value, and exit status 2.
struct NotesSettings {
    static let saveDelayVariable = "NOTES_SAVE_DELAY_MS"
    static let checkIntervalVariable = "NOTES_CHECK_INTERVAL_MS"

    var saveDelay = Duration.milliseconds(300)
    var checkInterval = Duration.milliseconds(500)

    /// The settings the environment asks for, or the problem with them.
    static func fromEnvironment() -> Result<NotesSettings, SettingError> {
        var settings = NotesSettings()
        do {
            if let delay = try milliseconds(saveDelayVariable, in: 0...60_000) { settings.saveDelay = delay }
            if let interval = try milliseconds(checkIntervalVariable, in: 10...60_000) {
                settings.checkInterval = interval
            }
        } catch {
            return .failure(error)
        }
        return .success(settings)
    }

    private static func milliseconds(_ name: String, in range: ClosedRange<Int>) throws(SettingError) -> Duration? {
        guard let text = getenv(name).map({ String(cString: $0) }), !text.isEmpty else { return nil }
        guard let value = Int(text), range.contains(value) else {
            let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
            let printable = shown.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : String($0) }
            throw SettingError(
                description:
                    "\(name): '\(printable.joined())' is not a whole number from \(range.lowerBound) to "
                    + "\(range.upperBound)")
        }
        return .milliseconds(value)
    }
}

/// A setting from the environment the app cannot use.
struct SettingError: Error, CustomStringConvertible {
    let description: String
}
