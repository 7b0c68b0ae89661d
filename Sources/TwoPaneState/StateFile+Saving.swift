import CGtk
import Glibc

/// Writing the file: the whole of it at once, atomically, readable by the user only.
extension StateFile {
    /// Writes everything this object holds to the file, creating its directory (mode 0700)
    /// if needed; the file is replaced atomically and readable by the user only (0600). Throws
    /// the problem when it could not be written (a full disk, a read-only folder, …): the file
    /// is then as it was, and no temporary file is left. It first removes the temporary files
    /// of saves that were killed, as ``read()`` does.
    ///
    /// ```swift
    /// state.set(420, for: "list-width", in: "layout")
    /// do { try state.write() } catch { printError("notes: warning: \(error)") }
    /// ```
    public func write() throws(StateFileProblem) {
        let folder = self.folder
        if g_mkdir_with_parents(folder, 0o700) != 0 {
            let number = errno
            if let target = g_file_read_link(folder, nil) {
                defer { g_free(target) }
                throw problem("the folder '\(folder)' is a link to '\(String(cString: target))', which is not a folder")
            }
            throw problem("cannot create the folder '\(folder)': \(Self.systemMessage(number))")
        }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw problem("it is a directory")
        }
        removeUnfinishedSaves()
        var length: gsize = 0
        guard let data = g_key_file_to_data(keyFile, &length, nil) else {
            throw problem("cannot write the key file")
        }
        defer { g_free(data) }
        // Nothing to hold is written as an empty line: an empty file is what a crash can leave
        // on some file systems, and read() refuses it.
        if length == 0 {
            try replace(with: "\n", count: 1)
        } else {
            try replace(with: UnsafeRawPointer(data), count: Int(length))
        }
    }

    /// Writes `count` bytes to a new temporary file beside the file (0600, locked while it is
    /// written), flushes it to the disk and renames it over the file. On any failure the
    /// temporary file is removed and the file is as it was.
    private func replace(with bytes: UnsafeRawPointer, count: Int) throws(StateFileProblem) {
        var template = Array((folder + "/" + savingPrefix + "XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer {
            g_mkstemp_full($0.baseAddress!, O_RDWR | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else {
            throw problem("cannot write in the folder '\(folder)': \(Self.systemMessage(errno))")
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }  // still locked: nobody else removes it meanwhile
            close(descriptor)
        }
        var status = stat()
        // Locked before it is written; a start that removed it before the lock (it looked
        // abandoned for that instant) leaves no link to rename.
        guard flock(descriptor, LOCK_EX) == 0, fstat(descriptor, &status) == 0, status.st_nlink > 0 else {
            throw problem("cannot write in the folder '\(folder)': its temporary file was removed")
        }
        var offset = 0
        while offset < count {
            let written = Glibc.write(descriptor, bytes + offset, count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw problem("cannot write it: \(Self.systemMessage(errno))")
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else { throw problem("cannot write it: \(Self.systemMessage(errno))") }
        guard rename(temporary, path) == 0 else {
            throw problem("cannot replace it: \(Self.systemMessage(errno))")
        }
        renamed = true
    }

    /// A saving problem with this file.
    private func problem(_ reason: String) -> StateFileProblem {
        StateFileProblem(path: path, operation: .saving, reason: reason)
    }

    /// The old form of ``write()``: the problem returned instead of thrown.
    @available(*, deprecated, renamed: "write()", message: "Problems are thrown since 0.3.0; removed in 0.4.0.")
    @discardableResult
    public func save() -> StateFileProblem? {
        problemThrown(by: write)
    }
}
