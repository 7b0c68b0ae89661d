/// Why a trails data file could not be used.
///
/// ``description`` is exactly one line, `path: problem`, ready for stderr or
/// an error dialog, e.g.
/// `trails.json: trails[1].distance_km: must be greater than 0, found -3`.
public struct TrailsFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path of the file, as it was given.
    ///
    /// Control characters are kept here and escaped only in ``description``.
    public let path: String
    /// What is wrong and where, on one line, without the path.
    ///
    /// For example `trails[0]: missing key "colors"` or `file is empty`.
    public let problem: String

    /// Creates an error for the file at `path`.
    ///
    /// ``TrailsFile`` builds these; the initialiser is public for tests and tools.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// `path: problem`, on one line.
    ///
    /// Control characters in the path are shown as escapes, so even a path
    /// containing a line break cannot split the message.
    public var description: String {
        "\(TextQuoting.escapingControlCharacters(path)): \(problem)"
    }
}
