/// A notes database: an SQLite file of folders and notes, opened for reading and writing by
/// the app on its main actor.
///
/// Opening it checks, before writing anything, that the file is a Notes database this version
/// knows (or empty, or not there: it is created), and that it can be written: the app refuses
/// to start rather than lose edits it could not save. Each write is one transaction that
/// takes the write lock first, so a write that finds another program holding it
/// (``NotesDatabaseError/Problem/locked``) has changed nothing and can be tried again.
///
/// ```swift
/// let database = try NotesDatabase(path: path)
/// let note = try database.createNote(inFolder: folderID, text: "Groceries\nMilk", now: NotesClock.now())
/// _ = try database.saveText("Groceries\nMilk, eggs", ofNote: note.id, now: NotesClock.now())
/// ```
///
/// Long reads (a folder's list, a search) are static and async: each opens its own
/// read-only connection off the main actor (``loadNotes(databasePath:folderID:)``,
/// ``search(databasePath:query:folderID:)``).
///
/// Other programs may write to the file too: ``dataVersion()`` changes when one has, and
/// ``changes(since:)`` tells what it did.
public final class NotesDatabase {
    /// How long a statement waits for another connection's lock before it gives up with
    /// ``NotesDatabaseError/Problem/locked``: short, since the app waits on its main thread.
    static let busyTimeoutMilliseconds: Int32 = 200

    /// The database's file, as given.
    public let path: String
    let database: Database

    /// Opens the notes database at `path`, creating it (with its schema and an empty "Notes"
    /// folder) if there is no file or an empty one.
    ///
    /// Nothing is written to a file that is not a Notes database this version knows: it is
    /// read first. The database is put in WAL mode, so that readers (the list, the search,
    /// other programs) never wait for a writer.
    ///
    /// - Throws: ``NotesDatabaseError`` with one of ``NotesDatabaseError/Problem/notADatabase``,
    ///   ``NotesDatabaseError/Problem/notANotesDatabase``,
    ///   ``NotesDatabaseError/Problem/readOnly(_:)``, ``NotesDatabaseError/Problem/locked``,
    ///   ``NotesDatabaseError/Problem/newerSchema(version:)``,
    ///   ``NotesDatabaseError/Problem/missingFolder``, ``NotesDatabaseError/Problem/notAFile``
    ///   or ``NotesDatabaseError/Problem/sqlite(code:message:)``.
    public init(path: String) throws(NotesDatabaseError) {
        self.path = path
        database = try Database(path: path, mode: .readWrite, busyTimeoutMilliseconds: Self.busyTimeoutMilliseconds)
        // SQLite opens a file it cannot write read-only, and says so only here; nor does it
        // look at the folder, where the write-ahead log goes, until the first write.
        if database.isReadOnly || Database.readOnlyReason(path) != nil {
            throw NotesDatabaseError(path: path, problem: .readOnly(Database.readOnlyReason(path) ?? .file))
        }
        // Read before writing anything: not a database, another program's, a newer schema.
        let found = try database.transaction(.deferred) { () throws(NotesDatabaseError) in
            try Self.schemaVersion(of: database)
        }
        try database.execute("PRAGMA foreign_keys = ON")
        try Self.setWriteAheadLogging(database)
        // The write lock, taken at every start: to create the schema, and to learn now, not
        // at the first save, that another program keeps it.
        try database.transaction(.immediate) { () throws(NotesDatabaseError) in
            // Another program may have created the schema since the read: read again under
            // the write lock.
            if found == 0, try Self.schemaVersion(of: database) == 0 {
                try database.execute(Self.schema)
            }
        }
    }

    /// The schema version of the database, 0 for an empty one.
    ///
    /// - Throws: ``NotesDatabaseError/Problem/notANotesDatabase`` and
    ///   ``NotesDatabaseError/Problem/newerSchema(version:)``, and what reading the file throws.
    private static func schemaVersion(of database: Database) throws(NotesDatabaseError) -> Int {
        let applicationID = try database.integer("PRAGMA application_id") ?? 0
        let version = Int(try database.integer("PRAGMA user_version") ?? 0)
        let objects = try database.integer("SELECT count(*) FROM sqlite_schema") ?? 0
        let isEmpty = applicationID == 0 && version == 0 && objects == 0
        guard isEmpty || applicationID == Self.applicationID else {
            throw NotesDatabaseError(path: database.path, problem: .notANotesDatabase)
        }
        guard version <= schemaVersion else {
            throw NotesDatabaseError(path: database.path, problem: .newerSchema(version: version))
        }
        return version
    }

    /// Puts the database in WAL mode (it stays so, in the file; a database in WAL mode
    /// already is left alone). Switching needs the file alone: a database another connection
    /// is writing gives ``NotesDatabaseError/Problem/locked``.
    private static func setWriteAheadLogging(_ database: Database) throws(NotesDatabaseError) {
        var mode = ""
        try database.query("PRAGMA journal_mode = WAL", []) { mode = $0.string(0) }
        guard mode == "wal" else {
            throw NotesDatabaseError(
                path: database.path,
                problem: .sqlite(code: 0, message: "cannot use write-ahead logging (journal mode '\(mode)')"))
        }
    }

    // MARK: Folders and notes

    /// The folders, in the sidebar's order, each with how many notes it has now.
    public func folders() throws(NotesDatabaseError) -> [Folder] {
        var folders: [Folder] = []
        try database.query(
            """
            SELECT id, name, (SELECT count(*) FROM notes WHERE folder_id = folders.id)
            FROM folders ORDER BY position, id
            """, []
        ) { row in
            folders.append(Folder(id: row.integer(0), name: row.string(1), noteCount: Int(row.integer(2))))
        }
        return folders
    }

    /// Adds a folder at the end of the sidebar.
    @discardableResult
    public func createFolder(named name: String) throws(NotesDatabaseError) -> Folder {
        try database.transaction(.immediate) { () throws(NotesDatabaseError) in
            try database.run(
                "INSERT INTO folders (name, position) VALUES (?1, (SELECT coalesce(max(position), -1) + 1 FROM folders))",
                [.text(name)])
            return Folder(id: database.lastInsertedRowID, name: name, noteCount: 0)
        }
    }

    /// A new note in the folder, edited at `now` (milliseconds since the epoch).
    ///
    /// - Throws: ``NotesDatabaseError/Problem/noSuchFolder(_:)``,
    ///   ``NotesDatabaseError/Problem/locked``, or what writing throws.
    public func createNote(inFolder folderID: Int64, text: String, now: Int64) throws(NotesDatabaseError) -> Note {
        try writing(folderID: folderID) { () throws(NotesDatabaseError) in
            try database.run(
                "INSERT INTO notes (folder_id, text, is_pinned, modified) VALUES (?1, ?2, 0, ?3)",
                [.integer(folderID), .text(text), .integer(now)])
            return Note(id: database.lastInsertedRowID, folderID: folderID, text: text, isPinned: false, modified: now)
        }
    }

    /// Saves a note's new text, edited at `now`: it moves to the top of Today (or of Pinned).
    /// The same text as saved already changes nothing, not even the time.
    ///
    /// - Returns: The note as saved.
    /// - Throws: ``NotesDatabaseError/Problem/locked`` if another program holds the write
    ///   lock (nothing was written: keep the text and try again),
    ///   ``NotesDatabaseError/Problem/noSuchNote(_:)`` if the note was deleted.
    public func saveText(_ text: String, ofNote id: Int64, now: Int64) throws(NotesDatabaseError) -> Note {
        try writing { () throws(NotesDatabaseError) in
            try database.run(
                "UPDATE notes SET text = ?1, modified = ?2 WHERE id = ?3 AND text IS NOT ?1",
                [.text(text), .integer(now), .integer(id)])
            return try existingNote(id)
        }
    }

    /// Pins or unpins a note. Its time does not change: unpinned, it goes back to where its
    /// last edit puts it.
    ///
    /// - Returns: The note as saved.
    /// - Throws: ``NotesDatabaseError/Problem/locked``, ``NotesDatabaseError/Problem/noSuchNote(_:)``.
    @discardableResult
    public func setPinned(_ isPinned: Bool, ofNote id: Int64) throws(NotesDatabaseError) -> Note {
        try writing { () throws(NotesDatabaseError) in
            try database.run(
                "UPDATE notes SET is_pinned = ?1 WHERE id = ?2 AND is_pinned IS NOT ?1",
                [.integer(isPinned ? 1 : 0), .integer(id)])
            return try existingNote(id)
        }
    }

    /// Deletes a note.
    ///
    /// - Returns: Whether there was such a note (another program may have deleted it first).
    /// - Throws: ``NotesDatabaseError/Problem/locked``.
    @discardableResult
    public func deleteNote(_ id: Int64) throws(NotesDatabaseError) -> Bool {
        try writing { () throws(NotesDatabaseError) in
            try database.run("DELETE FROM notes WHERE id = ?1", [.integer(id)])
            return database.changedRowCount > 0
        }
    }

    /// The note with this id, whole, or nil if there is none.
    public func note(withID id: Int64) throws(NotesDatabaseError) -> Note? {
        var note: Note?
        try database.query(
            "SELECT id, folder_id, text, is_pinned, modified FROM notes WHERE id = ?1", [.integer(id)]
        ) { row in
            note = Note(
                id: row.integer(0), folderID: row.integer(1), text: row.string(2), isPinned: row.integer(3) != 0,
                modified: row.integer(4))
        }
        return note
    }

    private func existingNote(_ id: Int64) throws(NotesDatabaseError) -> Note {
        guard let note = try note(withID: id) else {
            throw NotesDatabaseError(path: path, problem: .noSuchNote(id))
        }
        return note
    }

    /// Runs `body` in a transaction that holds the write lock from its start. A broken
    /// folder reference becomes ``NotesDatabaseError/Problem/noSuchFolder(_:)``.
    private func writing<T>(
        folderID: Int64? = nil, _ body: () throws(NotesDatabaseError) -> T
    ) throws(NotesDatabaseError) -> T {
        do {
            return try database.transaction(.immediate, body)
        } catch let error where error.problem == .foreignKey {
            guard let folderID else { throw error }
            throw NotesDatabaseError(path: path, problem: .noSuchFolder(folderID))
        }
    }

    // MARK: Other programs' writes

    /// A number that changes when another connection (another program, or another
    /// `NotesDatabase`) commits a write to the file, and not on this one's own writes:
    /// SQLite's `PRAGMA data_version`. Cheap: poll it, and ask ``changes(since:)`` when it
    /// changed.
    public func dataVersion() throws(NotesDatabaseError) -> Int {
        Int(try database.integer("PRAGMA data_version") ?? 0)
    }

    /// The database's revision now: ``changes(since:)`` from it tells what happens next.
    public func revision() throws(NotesDatabaseError) -> Int64 {
        try database.integer("SELECT revision FROM meta") ?? 0
    }

    /// The notes written and deleted after `revision`, by any connection, this one's too,
    /// and the revision that brings the caller to; read in one transaction.
    ///
    /// Costs what changed, not the size of the database: both lookups are by index.
    public func changes(since revision: Int64) throws(NotesDatabaseError) -> NotesChanges {
        try database.transaction(.deferred) { () throws(NotesDatabaseError) in
            var written: [NoteSummary] = []
            try database.query(Self.summaries("WHERE revision > ?1"), [.integer(revision)]) { row in
                written.append(Self.summary(row))
            }
            var deleted: [Int64] = []
            let deletions = "SELECT id FROM deleted_notes WHERE revision > ?1 ORDER BY revision"
            try database.query(deletions, [.integer(revision)]) { row in deleted.append(row.integer(0)) }
            return NotesChanges(written: written, deleted: deleted, revision: try self.revision())
        }
    }

    // MARK: Reading rows

    /// A SELECT of the columns ``summary(_:)`` reads, from `notes`, with `filter`, in list
    /// order.
    static func summaries(_ filter: String) -> String {
        "SELECT id, folder_id, text, is_pinned, modified FROM notes \(filter) "
            + "ORDER BY is_pinned DESC, modified DESC, id DESC"
    }

    /// A row of id, folder id, text, pinned, modified as a summary: the title and preview are
    /// read from the text where SQLite holds it, without copying the text.
    static func summary(_ row: Database.Row) -> NoteSummary {
        let lines = row.withUTF8(2) { NoteText.titleAndPreview(utf8: $0) }
        return NoteSummary(
            id: row.integer(0), folderID: row.integer(1), title: lines.title, preview: lines.preview,
            isPinned: row.integer(3) != 0, modified: row.integer(4))
    }
}

/// A `NotesDatabase` belongs to the task that opened it (the app's main actor): SQLite
/// connections are not shared across threads here. Background reads open their own.
@available(*, unavailable)
extension NotesDatabase: Sendable {}
