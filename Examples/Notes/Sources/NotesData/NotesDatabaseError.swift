/// Why a notes database could not be opened, read or written.
///
/// Its ``description`` names the file and the problem on one line, for the app to print as
/// `notes: <path>: <problem>`:
///
/// ```
/// notes: /home/ann/notes.txt: not an SQLite database
/// ```
public struct NotesDatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database's file, as the app gave it.
    public var path: String
    /// What went wrong.
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// What went wrong with a notes database.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// The file is not an SQLite database (a text file, random bytes): SQLite's
        /// `SQLITE_NOTADB`. Nothing was written to it.
        case notADatabase
        /// The file is an SQLite database of another program: it has tables, or another
        /// program's `application_id`, but not the Notes schema. Nothing was written to it.
        case notANotesDatabase
        /// The file, its folder or its file system cannot be written. The app refuses to
        /// start rather than lose edits it could not save.
        case readOnly(ReadOnlyReason)
        /// Another program holds the database's write lock (it is writing, or holds
        /// `BEGIN EXCLUSIVE`), still after the busy timeout. Nothing was written: keep the
        /// text and try again.
        case locked
        /// The database was made by a newer version of Notes, with this schema version.
        case newerSchema(version: Int)
        /// The folder the file would be in does not exist. (The error's description names
        /// it.)
        case missingFolder
        /// There is no file there (only read-only connections, which do not create one,
        /// report this).
        case missingFile
        /// The path names a folder, not a file.
        case notAFile
        /// No note has this id (it was deleted, perhaps by another program).
        case noSuchNote(Int64)
        /// No folder has this id.
        case noSuchFolder(Int64)
        /// A write would break a reference between notes and folders.
        case foreignKey
        /// ``NotesDatabase/seed(path:noteCount:now:)`` was given a database that already has
        /// notes.
        case notEmpty
        /// Any other error SQLite reported: its extended result code and message.
        case sqlite(code: Int32, message: String)

        public var description: String {
            switch self {
            case .notADatabase:
                "not an SQLite database"
            case .notANotesDatabase:
                "an SQLite database of another program, not a Notes database"
            case .readOnly(let reason):
                "read-only: \(reason); Notes does not start where it could not save your edits"
            case .locked:
                "locked by another program that is writing to it; try again when it is done"
            case .newerSchema(let version):
                "made by a newer version of Notes (schema version \(version); this version knows up to "
                    + "\(NotesDatabase.schemaVersion))"
            case .missingFolder:
                "its folder does not exist"
            case .missingFile:
                "no such file"
            case .notAFile:
                "a folder, not a file"
            case .noSuchNote(let id):
                "no note with id \(id)"
            case .noSuchFolder(let id):
                "no folder with id \(id)"
            case .foreignKey:
                "a note and its folder would no longer match"
            case .notEmpty:
                "already has notes; seed a new file"
            case .sqlite(let code, let message):
                "SQLite error \(code): \(message)"
            }
        }
    }

    /// Why a database cannot be written.
    public enum ReadOnlyReason: Equatable, Sendable, CustomStringConvertible {
        /// The file is not writable.
        case file
        /// Its folder is not writable, where SQLite keeps its write-ahead log beside it.
        case folder
        /// It is on a file system mounted read-only.
        case fileSystem

        public var description: String {
            switch self {
            case .file: "the file is not writable"
            case .folder: "its folder is not writable"
            case .fileSystem: "its file system is mounted read-only"
            }
        }
    }

    /// `<path>: <problem>`, on one line: control characters in the path are escaped.
    public var description: String {
        if problem == .missingFolder {
            return "\(shown(path)): no such folder \(shown(Database.folder(of: path)))"
        }
        return "\(shown(path)): \(problem)"
    }

    private func shown(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control
                ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined()
    }
}
