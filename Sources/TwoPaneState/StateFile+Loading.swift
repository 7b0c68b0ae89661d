import CGtk
import Glibc

/// Reading the file: only a regular file of at most `maximumByteCount` bytes in the key file
/// format is taken; anything else is a problem, and the contents start empty.
extension StateFile {
    /// Reads the file, replacing what this object holds; throws the problem when the file
    /// exists but cannot be used (the contents are then empty: the app's defaults apply). A
    /// missing file is not a problem.
    ///
    /// Refused: anything but a regular file (a directory, a named pipe — never opened, so it
    /// cannot hang), a file that cannot be read (permissions, a symbolic link loop), an empty
    /// file, one larger than ``maximumByteCount``, and one not in the key file format (a NUL
    /// byte included).
    ///
    /// It first removes the temporary files of saves that were killed (a process ended by
    /// SIGKILL mid-save), and only those: unlocked files named `.<file name>.saving-XXXXXX`.
    ///
    /// ```swift
    /// do { try state.read() } catch { printError("notes: warning: \(error)") }  // defaults apply
    /// ```
    public func read() throws(StateFileProblem) {
        isLoaded = true
        removeUnfinishedSaves()  // a save killed in the last run left its temporary file
        replaceContents(with: g_key_file_new())
        let bytes: [UInt8]
        switch readContents() {
        case .missing: return
        case .problem(let reason): throw StateFileProblem(path: path, operation: .loading, reason: reason)
        case .read(let contents): bytes = contents
        }
        guard !bytes.isEmpty else {
            throw StateFileProblem(path: path, operation: .loading, reason: "it is empty")
        }
        // GLib stops at a NUL byte and would take what comes before it (often nothing) for
        // the whole file: a key file is text.
        guard !bytes.contains(0) else {
            throw StateFileProblem(
                path: path, operation: .loading, reason: "it is not a key file (it holds a NUL byte)")
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
            throw StateFileProblem(
                path: path, operation: .loading,
                reason: "it is not a key file (\(Self.message(of: &error)))")
        }
        replaceContents(with: parsed)
    }

    /// The old form of ``read()``: the problem returned instead of thrown.
    @available(*, deprecated, renamed: "read()", message: "Problems are thrown since 0.3.0; removed in 0.4.0.")
    @discardableResult
    public func load() -> StateFileProblem? {
        problemThrown(by: read)
    }

    private enum ReadResult {
        case missing
        case problem(String)
        case read([UInt8])
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
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .problem("cannot read it: \(Self.systemMessage(errno))")
            }
            if count == 0 { return .read(bytes) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .problem(Self.tooLarge(nil))  // it grew since stat
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
}
