extension NotesDatabase {
    /// A folder's notes, in list order, and the database's revision they are at: all of them,
    /// read off the caller's actor on a read-only connection of their own.
    ///
    /// Pass the revision to ``changes(since:)`` later to bring the list up to date.
    ///
    /// - Throws: `CancellationError` if the task is cancelled (a statement running then is
    ///   interrupted), or a ``NotesDatabaseError``.
    public nonisolated static func loadNotes(
        databasePath: String, folderID: Int64
    ) async throws -> (notes: [NoteSummary], revision: Int64) {
        try await reading(databasePath) { database throws(NotesDatabaseError) in
            try database.transaction(.deferred) { () throws(NotesDatabaseError) in
                let revision = try database.integer("SELECT revision FROM meta") ?? 0
                return (try list(database, folderID: folderID), revision)
            }
        }
    }

    /// The notes whose text has words starting with each word of `query`, in list order:
    /// in one folder, or in all of them for `folderID` nil. Read off the caller's actor on a
    /// read-only connection of its own.
    ///
    /// Each word of the query (split at white space) is a prefix, matched regardless of case
    /// and accents ("Umbr" finds "umbrella", "cafe" finds "Café"); a note must have them all.
    /// What the user types is never FTS5 syntax: quotes, `-`, `*`, `AND`, `NEAR`, `:` and
    /// parentheses are matched as text (punctuation separates words, as in the notes), so no
    /// query is an error. A query with no words returns every note.
    ///
    /// - Throws: `CancellationError` if the task is cancelled (the running statement is
    ///   interrupted), or a ``NotesDatabaseError``.
    public nonisolated static func search(
        databasePath: String, query: String, folderID: Int64?
    ) async throws -> [NoteSummary] {
        let match = matchExpression(query)
        return try await reading(databasePath) { database throws(NotesDatabaseError) in
            guard let match else { return try list(database, folderID: folderID) }
            // CROSS JOIN: the index finds the matches, then each one's note is read. Left to
            // itself, SQLite walked a folder's notes and ran the match for each: 70,000 notes
            // and a common prefix took 13 minutes instead of 0.2 s.
            var notes: [NoteSummary] = []
            let select = """
                SELECT notes.id, folder_id, notes.text, is_pinned, modified
                FROM notes_search CROSS JOIN notes ON notes.id = notes_search.rowid
                WHERE notes_search MATCH ?1 \(folderID == nil ? "" : "AND folder_id = ?2")
                ORDER BY is_pinned DESC, modified DESC, notes.id DESC
                """
            let bindings: [Database.Binding] = [.text(match)] + (folderID.map { [.integer($0)] } ?? [])
            try database.query(select, bindings) { notes.append(summary($0)) }
            return notes
        }
    }

    /// The FTS5 expression for what the user typed: each word a quoted prefix term (a quote
    /// in it doubled), implicitly ANDed: `umbr "a` → `"umbr"* """a"*`. Nil for no words.
    /// A NUL separates words too: FTS5 would read it as the end of the expression.
    static func matchExpression(_ query: String) -> String? {
        let words = query.split { $0.isWhitespace || $0 == "\u{0}" }
        guard !words.isEmpty else { return nil }
        return words.map { word in
            "\"" + word.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\"*"
        }.joined(separator: " ")
    }

    /// The notes of a folder (of all folders for nil), in list order.
    private static func list(_ database: Database, folderID: Int64?) throws(NotesDatabaseError) -> [NoteSummary] {
        var notes: [NoteSummary] = []
        if let folderID {
            try database.query(summaries("WHERE folder_id = ?1"), [.integer(folderID)]) { notes.append(summary($0)) }
        } else {
            try database.query(summaries(""), []) { notes.append(summary($0)) }
        }
        return notes
    }

    /// Runs `body` on a new read-only connection to `path`, closed when it returns. If the
    /// task is cancelled meanwhile, the statement running is interrupted and this throws
    /// `CancellationError`.
    private nonisolated static func reading<T: Sendable>(
        _ path: String, _ body: (Database) throws(NotesDatabaseError) -> T
    ) async throws -> T {
        try Task.checkCancellation()
        let database = try Database(path: path, mode: .readOnly, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        let interrupter = database.interrupter
        // The connection outlives the cancellation handler, which is done when
        // withTaskCancellationHandler returns or throws: it is closed after that.
        defer { withExtendedLifetime(database) {} }
        do {
            let result = try await withTaskCancellationHandler {
                try Task.checkCancellation()
                return try body(database)
            } onCancel: {
                interrupter.interrupt()
            }
            try Task.checkCancellation()
            return result
        } catch let error as NotesDatabaseError where Task.isCancelled || Database.isInterruption(error) {
            throw CancellationError()
        }
    }
}
