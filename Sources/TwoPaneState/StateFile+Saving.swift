import CGtk
import Glibc

/// Writing the file: the whole of it at once, atomically, readable by the user only.
extension StateFile {
    /// Writes everything this object holds to the file, creating its directory (mode 0700)
    /// if needed; the file is replaced atomically and readable by the user only (0600). Throws
    /// the problem when it could not be written.
    ///
    /// ```swift
    /// state.set(420, for: "list-width", in: "layout")
    /// do { try state.write() } catch { printError("notes: warning: \(error)") }
    /// ```
    public func write() throws(StateFileProblem) {
        let ownedDirectory = g_path_get_dirname(path)!
        let directory = String(cString: ownedDirectory)
        g_free(ownedDirectory)
        if g_mkdir_with_parents(directory, 0o700) != 0 {
            let reason = "cannot create the folder '\(directory)': \(Self.systemMessage(errno))"
            throw StateFileProblem(path: path, operation: .saving, reason: reason)
        }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw StateFileProblem(path: path, operation: .saving, reason: "it is a directory")
        }
        var length: gsize = 0
        guard let data = g_key_file_to_data(keyFile, &length, nil) else {
            throw StateFileProblem(path: path, operation: .saving, reason: "cannot write the key file")
        }
        defer { g_free(data) }
        var error: UnsafeMutablePointer<GError>?
        let written = g_file_set_contents_full(
            path, data, gssize(length), G_FILE_SET_CONTENTS_CONSISTENT,
            0o600, &error)
        guard written != 0 else {
            throw StateFileProblem(path: path, operation: .saving, reason: Self.message(of: &error))
        }
    }

    /// The old form of ``write()``: the problem returned instead of thrown.
    @available(*, deprecated, renamed: "write()", message: "Problems are thrown since 0.3.0; removed in 0.4.0.")
    @discardableResult
    public func save() -> StateFileProblem? {
        problemThrown(by: write)
    }
}
