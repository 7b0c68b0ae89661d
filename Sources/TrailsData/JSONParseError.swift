/// Why and where ``JSONParser`` rejected its input.
///
/// ``line`` and ``column`` count from 1. Lines end at line feeds (so CRLF
/// files count correctly); columns count Unicode scalars, so a tab or an "é"
/// is one column. ``description`` is one line, e.g.
/// `line 3, column 17: expected ',' or '}' after an object member`.
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line of the problem, from 1.
    ///
    /// Lines are separated by line feeds only.
    public let line: Int
    /// The column of the problem within its line, from 1.
    ///
    /// Counted in Unicode scalars; a tab is one column.
    public let column: Int
    /// A short description of the problem, without position, on one line.
    ///
    /// For example `unexpected end of file` or `invalid escape \q`.
    public let problem: String

    /// Creates an error from its parts.
    ///
    /// The parser builds these itself; this initialiser is for tests and tools.
    public init(line: Int, column: Int, problem: String) {
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `line L, column C: problem`.
    ///
    /// Always a single line of text.
    public var description: String {
        "line \(line), column \(column): \(problem)"
    }

    /// An error at byte `offset` of `bytes`, whose bytes before `offset` are valid UTF-8.
    init(offset: Int, in bytes: [UInt8], problem: String) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // Count scalars by counting the bytes that are not UTF-8 continuation bytes.
        let column = 1 + bytes[lineStart..<offset].count { $0 & 0xC0 != 0x80 }
        self.init(line: line, column: column, problem: problem)
    }
}
