/// Why a state file could not be read or written, as one line naming the file.
///
/// Its ``description`` is the message to show, e.g. `ignoring the state file
/// '/home/ana/.local/state/org.twopane.Trails/state.ini': it is empty; starting with defaults`.
/// The app adds its own prefix:
///
/// ```swift
/// do { try state.read() } catch { printError("trails: warning: \(error)") }
/// ```
public struct StateFileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which way the file failed.
    public enum Operation: Hashable, Sendable {
        /// Reading it (or its values): the app started with defaults.
        case loading
        /// Writing it: the state was not saved.
        case saving
    }

    /// The state file's path.
    public let path: String
    /// Reading or writing.
    public let operation: Operation
    /// What was wrong, e.g. `it is a directory, not a regular file`.
    public let reason: String

    /// A problem with the file at `path`; `reason` is made one line.
    ///
    /// ```swift
    /// StateFileProblem(path: state.path, operation: .loading, reason: "the key 'width' is missing")
    /// ```
    public init(path: String, operation: Operation, reason: String) {
        self.path = path
        self.operation = operation
        self.reason = Self.oneLine(reason, limit: 200)
    }

    /// One line: what happened to which file, and the reason.
    public var description: String {
        let file = "the state file '\(Self.oneLine(path, limit: 4096))'"
        switch operation {
        case .loading: return "ignoring \(file): \(reason); starting with defaults"
        case .saving: return "cannot save \(file): \(reason)"
        }
    }

    /// `text` with control characters escaped, cut after `limit` characters.
    static func oneLine(_ text: String, limit: Int) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            if scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029 {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
