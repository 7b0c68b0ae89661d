import CGtk
import Glibc

/// A small file of an app's state that survives a restart (window size, the user's choices),
/// in GLib's key file format (`GKeyFile`: `[group]` lines, then `key=value` lines).
///
/// It lives in the user's state directory, `$XDG_STATE_HOME/<application id>/<file name>`
/// (`~/.local/state/…` by default). Loading never trusts the file: anything that is not a
/// regular file of at most ``maximumByteCount`` bytes in the key file format is refused with a
/// ``StateFileProblem`` and the contents start empty, so the app starts with its defaults. A
/// missing file is no problem. Saving writes the whole file atomically (a temporary file
/// renamed over the old one), so a crash never leaves it half written. Nothing here logs or
/// warns through GLib: problems are values for the app to report.
///
/// ```swift
/// let state = StateFile(applicationID: "org.example.Notes")   // …/org.example.Notes/state.ini
/// if let problem = state.load() { printError("notes: warning: \(problem)") }  // the app's stderr writer
/// let dark = state.boolean("dark-style", in: "preferences") ?? false
/// state.set(!dark, for: "dark-style", in: "preferences")
/// if let problem = state.save() { printError("notes: warning: \(problem)") }
/// ```
public final class StateFile {
    /// Files larger than this are refused as corrupt (64 KiB): state is a few lines.
    public static let maximumByteCount = 64 * 1024

    /// Where the file is.
    public let path: String
    /// Whether ``load()`` has run (whatever it found).
    public private(set) var isLoaded = false
    private var keyFile: OpaquePointer

    /// The state file `fileName` of the app `applicationID` (a reverse-DNS id) in the user's
    /// state directory: see ``path(applicationID:fileName:)``. Nothing is read yet.
    public convenience init(applicationID: String, fileName: String = "state.ini") {
        self.init(path: Self.path(applicationID: applicationID, fileName: fileName))
    }

    /// The state file at `path`. Nothing is read yet.
    ///
    /// ```swift
    /// let state = StateFile(path: "/tmp/test-state/state.ini")
    /// ```
    public init(path: String) {
        self.path = path
        keyFile = g_key_file_new()
    }

    deinit {
        g_key_file_unref(keyFile)
    }

    /// `$XDG_STATE_HOME/<applicationID>/<fileName>`, or `~/.local/state/…` when
    /// `XDG_STATE_HOME` is not set (GLib reads it once, the first time it is asked).
    ///
    /// ```swift
    /// StateFile.path(applicationID: "org.twopane.Trails") // "/home/ana/.local/state/org.twopane.Trails/state.ini"
    /// ```
    public static func path(applicationID: String, fileName: String = "state.ini") -> String {
        precondition(isPathComponent(applicationID) && isPathComponent(fileName),
                     "an application id and a file name are single path components")
        return String(cString: g_get_user_state_dir()) + "/" + applicationID + "/" + fileName
    }

    // MARK: Loading and saving

    /// Reads the file, replacing what this object holds; the problem when the file exists but
    /// cannot be used (the contents are then empty: the app's defaults apply). A missing file
    /// is not a problem.
    ///
    /// Refused: anything but a regular file (a directory, a named pipe — never opened, so it
    /// cannot hang), a file that cannot be read (permissions, a symbolic link loop), an empty
    /// file, one larger than ``maximumByteCount``, and one not in the key file format.
    ///
    /// ```swift
    /// if let problem = state.load() { printError("notes: warning: \(problem)") } // defaults apply
    /// ```
    @discardableResult
    public func load() -> StateFileProblem? {
        isLoaded = true
        replaceContents(with: g_key_file_new())
        let bytes: [UInt8]
        switch readContents() {
        case .missing: return nil
        case .problem(let reason): return StateFileProblem(path: path, operation: .loading, reason: reason)
        case .read(let contents): bytes = contents
        }
        guard !bytes.isEmpty else {
            return StateFileProblem(path: path, operation: .loading, reason: "it is empty")
        }
        let parsed = g_key_file_new()!
        var error: UnsafeMutablePointer<GError>?
        let loaded = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                g_key_file_load_from_data(parsed, $0, gsize(buffer.count), G_KEY_FILE_NONE, &error)
            }
        }
        guard loaded != 0 else {
            g_key_file_unref(parsed)
            return StateFileProblem(path: path, operation: .loading,
                                    reason: "it is not a key file (\(Self.message(of: &error)))")
        }
        replaceContents(with: parsed)
        return nil
    }

    /// Writes everything this object holds to the file, creating its directory (mode 0700)
    /// if needed; the file is replaced atomically and readable by the user only (0600). The
    /// problem, if it could not be written.
    ///
    /// ```swift
    /// state.set(420, for: "list-width", in: "layout")
    /// if let problem = state.save() { printError("notes: warning: \(problem)") }
    /// ```
    @discardableResult
    public func save() -> StateFileProblem? {
        let ownedDirectory = g_path_get_dirname(path)!
        let directory = String(cString: ownedDirectory)
        g_free(ownedDirectory)
        if g_mkdir_with_parents(directory, 0o700) != 0 {
            let reason = "cannot create the folder '\(directory)': \(Self.systemMessage(errno))"
            return StateFileProblem(path: path, operation: .saving, reason: reason)
        }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            return StateFileProblem(path: path, operation: .saving, reason: "it is a directory")
        }
        var length: gsize = 0
        guard let data = g_key_file_to_data(keyFile, &length, nil) else {
            return StateFileProblem(path: path, operation: .saving, reason: "cannot write the key file")
        }
        defer { g_free(data) }
        var error: UnsafeMutablePointer<GError>?
        let written = g_file_set_contents_full(path, data, gssize(length), G_FILE_SET_CONTENTS_CONSISTENT,
                                               0o600, &error)
        guard written != 0 else {
            return StateFileProblem(path: path, operation: .saving, reason: Self.message(of: &error))
        }
        return nil
    }

    // MARK: Values

    /// Whether `group` holds any key.
    ///
    /// ```swift
    /// if state.hasGroup("layout") { /* restore it */ }
    /// ```
    public func hasGroup(_ group: String) -> Bool {
        Self.checkName(group)
        return g_key_file_has_group(keyFile, group) != 0
    }

    /// Whether `group` has `key`, whatever its value.
    ///
    /// ```swift
    /// let truncated = !state.hasKey("list-width", in: "layout")
    /// ```
    public func hasKey(_ key: String, in group: String) -> Bool {
        Self.checkName(group)
        Self.checkName(key)
        return g_key_file_has_key(keyFile, group, key, nil) != 0
    }

    /// The whole number `key` holds in `group` (decimal digits, an optional sign); `nil` when it
    /// is missing, not a whole number, or beyond 64 bits (GLib's own reader would saturate).
    ///
    /// ```swift
    /// let width = state.integer("list-width", in: "layout") ?? 320
    /// ```
    public func integer(_ key: String, in group: String) -> Int? {
        guard hasKey(key, in: group) else { return nil }
        guard let value = g_key_file_get_value(keyFile, group, key, nil) else { return nil }
        defer { g_free(value) }
        return Int(String(cString: value))
    }

    /// The boolean `key` holds in `group` (`true`, `false`, `1` or `0`); `nil` when it is
    /// missing or not a boolean.
    ///
    /// ```swift
    /// let dark = state.boolean("dark-style", in: "preferences") ?? false
    /// ```
    public func boolean(_ key: String, in group: String) -> Bool? {
        guard hasKey(key, in: group) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let value = g_key_file_get_boolean(keyFile, group, key, &error)
        guard error == nil else {
            g_error_free(error)
            return nil
        }
        return value != 0
    }

    /// The text `key` holds in `group`, unescaped; `nil` when it is missing or not UTF-8.
    ///
    /// ```swift
    /// let selected = state.string("selection", in: "layout")
    /// ```
    public func string(_ key: String, in group: String) -> String? {
        guard hasKey(key, in: group) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let value = g_key_file_get_string(keyFile, group, key, &error) else {
            if error != nil { g_error_free(error) }
            return nil
        }
        defer { g_free(value) }
        return String(validatingCString: value)
    }

    /// Stores a whole number; ``save()`` writes it. Group and key names are ASCII letters,
    /// digits, `-`, `_` and `.` (anything else traps: GLib would refuse it).
    ///
    /// ```swift
    /// state.set(420, for: "list-width", in: "layout")
    /// ```
    public func set(_ value: Int, for key: String, in group: String) {
        Self.checkName(group)
        Self.checkName(key)
        g_key_file_set_int64(keyFile, group, key, gint64(value))
    }

    /// Stores a boolean (`true` or `false`); ``save()`` writes it.
    ///
    /// ```swift
    /// state.set(true, for: "dark-style", in: "preferences")
    /// ```
    public func set(_ value: Bool, for key: String, in group: String) {
        Self.checkName(group)
        Self.checkName(key)
        g_key_file_set_boolean(keyFile, group, key, value ? 1 : 0)
    }

    /// Stores text (escaped as the format needs: line breaks, leading spaces…); ``save()``
    /// writes it.
    ///
    /// ```swift
    /// state.set("Alps", for: "selection", in: "layout")
    /// ```
    public func set(_ value: String, for key: String, in group: String) {
        Self.checkName(group)
        Self.checkName(key)
        g_key_file_set_string(keyFile, group, key, value)
    }

    /// Forgets `group` and every key in it.
    ///
    /// ```swift
    /// state.removeGroup("layout")   // the next start uses the defaults
    /// ```
    public func removeGroup(_ group: String) {
        Self.checkName(group)
        if g_key_file_has_group(keyFile, group) != 0 { g_key_file_remove_group(keyFile, group, nil) }
    }

    // MARK: Private

    private enum ReadResult {
        case missing
        case problem(String)
        case read([UInt8])
    }

    private func replaceContents(with newKeyFile: OpaquePointer) {
        g_key_file_unref(keyFile)
        keyFile = newKeyFile
    }

    /// The file's bytes. `stat` first: only a regular file is opened (opening a named pipe
    /// would wait for a writer), and without blocking, in case it was swapped since.
    private func readContents() -> ReadResult {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let number = errno
            return number == ENOENT ? .missing : .problem("cannot read it: \(Self.systemMessage(number))")
        }
        if let kind = Self.nonRegularKind(status) { return .problem("it is \(kind), not a regular file") }
        if Int(status.st_size) > Self.maximumByteCount { return .problem(Self.tooLarge(Int(status.st_size))) }
        var descriptor: Int32
        repeat {
            descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { return .problem("cannot read it: \(Self.systemMessage(errno))") }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .problem("cannot read it: \(Self.systemMessage(errno))") }
        if let kind = Self.nonRegularKind(status) { return .problem("it is \(kind), not a regular file") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while bytes.count <= Self.maximumByteCount {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .problem("cannot read it: \(Self.systemMessage(errno))")
            }
            if count == 0 { return .read(bytes) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .problem(Self.tooLarge(nil)) // it grew since stat
    }

    private static func nonRegularKind(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a named pipe"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "something else"
        }
    }

    private static func tooLarge(_ byteCount: Int?) -> String {
        let limit = "\(maximumByteCount / 1024) KiB"
        return byteCount.map { "it is larger than \(limit) (\($0) bytes)" } ?? "it is larger than \(limit)"
    }

    /// The error's message, made one line; frees the error.
    private static func message(of error: inout UnsafeMutablePointer<GError>?) -> String {
        guard let current = error else { return "unknown error" }
        defer {
            g_error_free(current)
            error = nil
        }
        return StateFileProblem.oneLine(current.pointee.message.map { String(cString: $0) } ?? "unknown error",
                                        limit: 120)
    }

    private static func systemMessage(_ number: Int32) -> String {
        String(cString: strerror(number))
    }

    private static func isPathComponent(_ text: String) -> Bool {
        !text.isEmpty && text != "." && text != ".." && !text.contains("/")
    }

    /// Group and key names are ASCII letters, digits, `-`, `_` and `.`: GLib rejects some
    /// other characters with a critical warning, and names are the program's, not the user's.
    private static func checkName(_ name: String) {
        precondition(!name.isEmpty && name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x5F || byte == 0x2E
        }, "state file group and key names are ASCII letters, digits, '-', '_' and '.'")
    }
}

/// Why a state file could not be read or written, as one line naming the file.
///
/// Its ``description`` is the message to show, e.g. `ignoring the state file
/// '/home/ana/.local/state/org.twopane.Trails/state.ini': it is empty; starting with defaults`.
/// The app adds its own prefix:
///
/// ```swift
/// if let problem = state.load() { printError("trails: warning: \(problem)") }
/// ```
public struct StateFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which way the file failed.
    public enum Operation: Equatable, Sendable {
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
