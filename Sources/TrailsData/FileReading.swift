import Glibc

/// Why ``readFile(atPath:byteLimit:)`` failed.
enum FileReadError: Error {
    case noSuchFile
    case isDirectory
    case permissionDenied
    /// Larger than the limit; `byteCount` is the size when known (from `fstat`).
    case tooLarge(byteCount: Int?)
    /// Any other system error, with the call that failed.
    case system(call: String, errorNumber: Int32)

    /// The problem text for a ``TrailsFileError``.
    var problem: String {
        switch self {
        case .noSuchFile: return "no such file"
        case .isDirectory: return "is a directory"
        case .permissionDenied: return "permission denied"
        case .tooLarge(let byteCount):
            let mebibytes = TrailsFile.maximumByteCount / (1024 * 1024)
            guard let byteCount else { return "file is larger than \(mebibytes) MiB" }
            return "file is larger than \(mebibytes) MiB (\(byteCount) bytes)"
        case .system(let call, let errorNumber):
            let text = TextQuoting.escapingControlCharacters(String(cString: strerror(errorNumber)))
            return "cannot \(call) the file: \(text)"
        }
    }

    /// The error for `errno` after `call` failed.
    static func fromErrno(_ errorNumber: Int32, call: String) -> FileReadError {
        switch errorNumber {
        case ENOENT: return .noSuchFile
        case EISDIR: return .isDirectory
        case EACCES, EPERM: return .permissionDenied
        default: return .system(call: call, errorNumber: errorNumber)
        }
    }
}

/// The contents of the file at `path`, read with `open`, `fstat` and `read`.
///
/// Directories are refused after `fstat`. A regular file whose size exceeds
/// `byteLimit` is refused before reading; reading also stops as soon as more
/// than `byteLimit` bytes arrive, which covers files that grow and devices or
/// pipes whose size `fstat` does not know. Interrupted calls (`EINTR`) are
/// retried, and the descriptor is always closed.
func readFile(atPath path: String, byteLimit: Int) throws(FileReadError) -> [UInt8] {
    var descriptor: Int32
    repeat {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw .fromErrno(errno, call: "open") }
    defer { close(descriptor) }

    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .fromErrno(errno, call: "inspect") }
    if status.st_mode & S_IFMT == S_IFDIR { throw .isDirectory }
    if status.st_mode & S_IFMT == S_IFREG, status.st_size > byteLimit {
        throw .tooLarge(byteCount: Int(status.st_size))
    }
    return try readAll(descriptor, byteLimit: byteLimit, sizeHint: Int(status.st_size))
}

/// Everything `descriptor` yields until end of file, failing once it exceeds `byteLimit`.
private func readAll(_ descriptor: Int32, byteLimit: Int, sizeHint: Int) throws(FileReadError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(max(sizeHint, 0), byteLimit) + 1)
    let chunkSize = 64 * 1024
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
        // Never ask for more than one byte past the limit.
        let wanted = min(chunkSize, byteLimit + 1 - bytes.count)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
        if count < 0 {
            if errno == EINTR { continue }
            throw .fromErrno(errno, call: "read")
        }
        if count == 0 { return bytes }
        bytes.append(contentsOf: chunk[0..<count])
        if bytes.count > byteLimit { throw .tooLarge(byteCount: nil) }
    }
}
