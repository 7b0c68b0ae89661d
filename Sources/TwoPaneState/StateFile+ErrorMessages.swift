import CGtk
import Glibc

/// The reasons a ``StateFileProblem`` gives for GLib's errors and the system's.
extension StateFile {
    /// The error's message, made one line; frees the error.
    static func message(of error: inout UnsafeMutablePointer<GError>?) -> String {
        guard let current = error else { return "unknown error" }
        defer {
            g_error_free(current)
            error = nil
        }
        return StateFileProblem.oneLine(
            current.pointee.message.map { String(cString: $0) } ?? "unknown error",
            limit: 120)
    }

    /// The system's message for the `errno` value `number`.
    static func systemMessage(_ number: Int32) -> String {
        String(cString: strerror(number))
    }
}
