/// Reads and validates trails data files.
///
/// The format is documented in docs/DATA-FORMAT.md:
/// `{ "trails": [ { "name": "Alps", "distance_km": 42, "colors": ["#3584e4", "#2190a4"] } ] }`.
/// Every failure is a ``TrailsFileError`` whose problem names where and what.
public enum TrailsFile {
    /// The largest file accepted: 10 MiB.
    ///
    /// 10,485,760 bytes; a file of exactly this size is accepted.
    public static let maximumByteCount = 10 * 1024 * 1024

    /// Reads the file at `path` and returns its trails, in file order.
    ///
    /// Fails for a missing file, a directory, an unreadable file, a file
    /// larger than ``maximumByteCount`` and everything ``parse(_:path:)``
    /// rejects.
    public static func load(path: String) throws(TrailsFileError) -> [Trail] {
        let bytes: [UInt8]
        do {
            bytes = try readFile(atPath: path, byteLimit: maximumByteCount)
        } catch {
            throw TrailsFileError(path: path, problem: error.problem)
        }
        return try parse(bytes, path: path)
    }

    /// Validates the contents of a data file and returns its trails, in file order.
    ///
    /// `path` is used only in the error. Fails for empty or oversized input,
    /// invalid UTF-8, malformed JSON, a wrong shape or field type, bad values
    /// and duplicate names.
    public static func parse(_ bytes: [UInt8], path: String) throws(TrailsFileError) -> [Trail] {
        guard !bytes.isEmpty else {
            throw TrailsFileError(path: path, problem: "file is empty")
        }
        guard bytes.count <= maximumByteCount else {
            throw TrailsFileError(path: path, problem: FileReadError.tooLarge(byteCount: bytes.count).problem)
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw TrailsFileError(path: path, problem: error.description)
        }
        do {
            return try TrailsDecoder.decode(json)
        } catch {
            throw TrailsFileError(path: path, problem: error.description)
        }
    }
}
