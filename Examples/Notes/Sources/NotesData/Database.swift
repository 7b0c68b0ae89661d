import CSQLite
import Glibc

/// One SQLite connection and the file it is open on: the only file of NotesData that calls
/// SQLite's C API or asks the file system about the database's file and folder.
///
/// Not thread-safe, and not meant to be: a connection is used by one task at a time (the
/// app's on the main actor; each background read opens its own). Only ``Interrupter`` crosses
/// threads.
final class Database {
    /// How a connection opens its file.
    enum Mode {
        /// Reads and writes, creating the file if there is none.
        case readWrite
        /// Reads only; the file must exist.
        case readOnly
    }

    /// A value bound to a `?` of a statement.
    enum Binding {
        case integer(Int64)
        case text(String)
        case null
    }

    /// How a transaction starts: `deferred` takes no lock until it reads; `immediate` takes
    /// the write lock at once (waiting up to the busy timeout), so that no write in it can
    /// fail half-way for want of the lock.
    enum TransactionKind: String {
        case deferred = "BEGIN DEFERRED"
        case immediate = "BEGIN IMMEDIATE"
    }

    /// The database's file as it was given.
    let path: String
    private let handle: OpaquePointer
    /// Prepared statements by their SQL, kept for the life of the connection.
    private var statements: [String: OpaquePointer] = [:]

    /// Opens `path`. SQLite reads nothing yet: a file that is not a database is found out by
    /// the first statement.
    ///
    /// - Throws: ``NotesDatabaseError`` with ``NotesDatabaseError/Problem/missingFolder``,
    ///   ``NotesDatabaseError/Problem/missingFile`` (read-only mode),
    ///   ``NotesDatabaseError/Problem/notAFile``, ``NotesDatabaseError/Problem/readOnly(_:)``
    ///   or ``NotesDatabaseError/Problem/sqlite(code:message:)``.
    init(path: String, mode: Mode, busyTimeoutMilliseconds: Int32) throws(NotesDatabaseError) {
        self.path = path
        var opened: OpaquePointer?
        let flags =
            switch mode {
            case .readWrite: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            case .readOnly: SQLITE_OPEN_READONLY
            }
        let code = sqlite3_open_v2(path, &opened, flags | SQLITE_OPEN_EXRESCODE, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(opened)
            throw Database.openingProblem(path: path, mode: mode, code: code, message: message)
        }
        handle = opened
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Whether SQLite opened the file read-only though it was asked to write: it does so,
    /// silently, when the file cannot be opened for writing.
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// The rowid of the last row inserted on this connection.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the last INSERT, UPDATE or DELETE changed (not counting its triggers').
    var changedRowCount: Int { Int(sqlite3_changes(handle)) }

    /// Runs `sql`, one or more statements with no bindings and no rows (the schema).
    func execute(_ sql: String) throws(NotesDatabaseError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw problem(code) }
    }

    /// Runs one statement to its end, discarding any rows.
    func run(_ sql: String, _ bindings: [Binding] = []) throws(NotesDatabaseError) {
        try query(sql, bindings) { _ in }
    }

    /// The first column of the first row of one statement; nil when it has no rows.
    func integer(_ sql: String, _ bindings: [Binding] = []) throws(NotesDatabaseError) -> Int64? {
        var value: Int64?
        try query(sql, bindings) { row in
            if value == nil { value = row.integer(0) }
        }
        return value
    }

    /// Runs one statement, calling `body` with each row. The statement is prepared once per
    /// connection and kept.
    func query(_ sql: String, _ bindings: [Binding], _ body: (Row) -> Void) throws(NotesDatabaseError) {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (index, binding) in bindings.enumerated() {
            let position = Int32(index + 1)
            let code: Int32
            switch binding {
            case .integer(let value):
                code = sqlite3_bind_int64(statement, position, value)
            case .text(let value):
                code = Database.bind(value, to: statement, at: position)
            case .null:
                code = sqlite3_bind_null(statement, position)
            }
            guard code == SQLITE_OK else { throw problem(code) }
        }
        while true {
            let code = sqlite3_step(statement)
            switch code {
            case SQLITE_ROW:
                body(Row(statement: statement))
            case SQLITE_DONE:
                return
            default:
                throw problem(code)
            }
        }
    }

    /// Runs `body` in a transaction: committed if it returns, rolled back if it throws.
    func transaction<T>(
        _ kind: TransactionKind, _ body: () throws(NotesDatabaseError) -> T
    ) throws(NotesDatabaseError) -> T {
        try execute(kind.rawValue)
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 { sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
            throw error
        }
    }

    /// What stops this connection's running statement from another thread.
    var interrupter: Interrupter { Interrupter(handle: handle) }

    /// One row of a running statement, valid only inside the closure it is passed to.
    struct Row {
        fileprivate let statement: OpaquePointer

        func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

        func string(_ column: Int32) -> String { withUTF8(column) { String(decoding: $0, as: UTF8.self) } }

        /// The column's text as UTF-8 bytes, without copying them (empty for NULL).
        func withUTF8<T>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
            let bytes = sqlite3_column_text(statement, column)
            let count = Int(sqlite3_column_bytes(statement, column))
            return body(UnsafeBufferPointer(start: count > 0 ? bytes : nil, count: count))
        }
    }

    /// Stops the statement its connection is running, from any thread.
    ///
    /// Sendable because `sqlite3_interrupt` is documented as safe to call from a thread other
    /// than the one running the statement; whoever holds one must not let it outlive the
    /// connection (the readers drop theirs before closing).
    struct Interrupter: @unchecked Sendable {
        fileprivate let handle: OpaquePointer

        func interrupt() { sqlite3_interrupt(handle) }
    }

    /// The error for an SQLite result `code` on this connection.
    func problem(_ code: Int32) -> NotesDatabaseError {
        let extended = sqlite3_extended_errcode(handle)
        let message = String(cString: sqlite3_errmsg(handle))
        switch code & 0xff {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return NotesDatabaseError(path: path, problem: .locked)
        case SQLITE_NOTADB:
            return NotesDatabaseError(path: path, problem: .notADatabase)
        case SQLITE_READONLY:
            return NotesDatabaseError(path: path, problem: .readOnly(Database.readOnlyReason(path) ?? .file))
        case SQLITE_CONSTRAINT where extended == csqlite_constraint_foreignkey:
            return NotesDatabaseError(path: path, problem: .foreignKey)
        default:
            return NotesDatabaseError(path: path, problem: .sqlite(code: extended, message: message))
        }
    }

    /// Whether an error is SQLite's answer to ``Interrupter/interrupt()``.
    static func isInterruption(_ error: NotesDatabaseError) -> Bool {
        if case .sqlite(let code, _) = error.problem { return code == SQLITE_INTERRUPT }
        return false
    }

    private func prepared(_ sql: String) throws(NotesDatabaseError) -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw problem(code) }
        statements[sql] = statement
        return statement
    }

    /// Binds `text` with its length, so a NUL inside it is kept; SQLite copies it.
    private static func bind(_ text: String, to statement: OpaquePointer, at position: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_text(statement, position, "", 0, csqlite_transient())
            }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                sqlite3_bind_text64(
                    statement, position, $0, sqlite3_uint64(bytes.count), csqlite_transient(), UInt8(SQLITE_UTF8))
            }
        }
    }

    // MARK: The file system

    /// Why `sqlite3_open_v2` failed, from what the file system says about the file and its
    /// folder: SQLite only says "unable to open database file".
    private static func openingProblem(path: String, mode: Mode, code: Int32, message: String) -> NotesDatabaseError {
        let problem: NotesDatabaseError.Problem
        if !exists(folder(of: path)) {
            problem = .missingFolder
        } else if isFolder(path) {
            problem = .notAFile
        } else if mode == .readOnly && !exists(path) {
            problem = .missingFile
        } else if mode == .readWrite, let reason = readOnlyReason(path) {
            problem = .readOnly(reason)
        } else {
            problem = .sqlite(code: code, message: message)
        }
        return NotesDatabaseError(path: path, problem: problem)
    }

    /// Why the database at `path` cannot be written, or nil if the file (or, when there is
    /// none, its folder) and its folder can be: SQLite writes its journal (`-wal`, `-shm`)
    /// beside the file. Asks `access(2)`, which also answers for root, whom permissions do
    /// not stop: a read-only file system (`EROFS`) and an immutable file or folder (`EPERM`).
    static func readOnlyReason(_ path: String) -> NotesDatabaseError.ReadOnlyReason? {
        let folder = folder(of: path)
        for (candidate, reason) in [(path, NotesDatabaseError.ReadOnlyReason.file), (folder, .folder)] {
            guard exists(candidate), access(candidate, W_OK) != 0 else { continue }
            return errno == EROFS ? .fileSystem : reason
        }
        return nil
    }

    /// The folder `path` is in: "." for a bare file name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Creates the folder at `path` and any missing folders above it (`mkdir -p`), each
    /// readable and writable by the user alone. True if it exists afterwards.
    @discardableResult
    static func makeFolders(_ path: String) -> Bool {
        if isFolder(path) { return true }
        let parent = folder(of: path)
        if parent != path && parent != "." && !isFolder(parent) { makeFolders(parent) }
        return mkdir(path, 0o700) == 0 || isFolder(path)
    }
}
