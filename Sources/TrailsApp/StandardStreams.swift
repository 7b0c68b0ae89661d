import Glibc

/// Writes to stderr (Swift 6's `stderr` global is not concurrency-safe).
public enum StandardError {
    public static func writeLine(_ line: String) {
        write(to: 2, line + "\n")
    }
}

/// Writes to stdout without buffering.
public enum StandardOutput {
    public static func write(_ text: String) {
        StandardError.write(to: 1, text)
    }
}

extension StandardError {
    static func write(to descriptor: Int32, _ text: String) {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            remaining = remaining.dropFirst(written)
        }
    }
}
