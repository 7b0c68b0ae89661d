/// The command line of the `notes` executable.
///
/// ``parse(_:)`` turns the arguments into a ``Command`` or a ``UsageError``; the executable
/// prints ``helpText`` itself.
public enum NotesOptions {
    /// What the user asked `notes` to do.
    public enum Command: Equatable, Sendable {
        /// Open the notes database at the path given with `--database`, or, for nil, at
        /// ``defaultDatabasePath(dataHome:home:)`` (created, with its folder and a few dozen
        /// notes, on first start).
        case run(databasePath: String?)
        /// Write `count` made-up notes into a new database at `path`: `--seed PATH [--count N]`.
        case seed(path: String, count: Int)
        /// Print ``NotesOptions/helpText`` and exit successfully: `-h`, `--help`.
        case help
    }

    /// How many notes `--seed` writes without `--count`.
    public static let defaultSeedCount = 100_000

    /// How many notes the app writes into the database it creates on first start.
    public static let firstStartNoteCount = 40

    /// The usage lines, without a trailing newline.
    public static let helpText = """
        usage: notes [--database PATH]
               notes --seed PATH [--count N]
          --database PATH  the notes database (default: $XDG_DATA_HOME/org.twopane.example.Notes/notes.sqlite)
          --seed PATH      write made-up notes into a new database at PATH and exit
          --count N        how many notes --seed writes, 0 to 10000000 (default: 100000)
          -h, --help       show this help and exit
        """

    /// A command line `notes` cannot run: ``description`` says why, on one line.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The command `arguments` (without the program's name) ask for. The first `--help` wins.
    public static func parse(_ arguments: [String]) -> Result<Command, UsageError> {
        var database: String?
        var seed: String?
        var count: Int?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .success(.help)
            case "--database", "--seed", "--count":
                guard let value = remaining.popFirst(), !value.isEmpty else {
                    return .failure(UsageError(description: "\(argument) needs a value"))
                }
                switch argument {
                case "--database": database = value
                case "--seed": seed = value
                default:
                    guard let number = Int(value), (0...NotesDatabase.maximumSeedCount).contains(number) else {
                        return .failure(
                            UsageError(
                                description:
                                    "--count: \(quoted(value)) is not a whole number from 0 to "
                                    + "\(NotesDatabase.maximumSeedCount)"))
                    }
                    count = number
                }
            default:
                return .failure(UsageError(description: "unknown argument \(quoted(argument)); try --help"))
            }
        }
        if let seed {
            guard database == nil else {
                return .failure(UsageError(description: "--seed and --database do not go together"))
            }
            return .success(.seed(path: seed, count: count ?? defaultSeedCount))
        }
        guard count == nil else { return .failure(UsageError(description: "--count goes with --seed")) }
        return .success(.run(databasePath: database))
    }

    /// Where the database is without `--database`:
    /// `$XDG_DATA_HOME/org.twopane.example.Notes/notes.sqlite`, with `~/.local/share` for an
    /// unset, empty or relative `XDG_DATA_HOME` (as the XDG Base Directory specification
    /// says). Nil when neither gives an absolute path.
    public static func defaultDatabasePath(dataHome: String?, home: String?) -> String? {
        let base: String
        if let dataHome, dataHome.hasPrefix("/") {
            base = dataHome
        } else if let home, home.hasPrefix("/") {
            base = home + "/.local/share"
        } else {
            return nil
        }
        return base + "/org.twopane.example.Notes/notes.sqlite"
    }

    /// Creates the folders the file at `path` goes in, for the default database: an explicit
    /// `--database` path's folder must exist. True if it exists afterwards.
    @discardableResult
    public static func makeFolder(for path: String) -> Bool {
        Database.makeFolders(Database.folder(of: path))
    }

    /// Whether there is a file (or anything) at `path`: the app seeds a database it creates.
    public static func fileExists(_ path: String) -> Bool {
        Database.exists(path)
    }

    /// `text` in single quotes on one line: control characters escaped, a long text cut.
    private static func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        let escaped = shown.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control
                ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        return "'" + escaped.joined() + "'"
    }
}
