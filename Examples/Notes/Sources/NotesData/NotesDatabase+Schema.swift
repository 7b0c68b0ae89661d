extension NotesDatabase {
    /// The schema this version of Notes writes and reads, kept in `PRAGMA user_version`.
    /// A file with a higher one is refused (``NotesDatabaseError/Problem/newerSchema(version:)``).
    public static let schemaVersion = 1

    /// The `PRAGMA application_id` of a Notes database ("Note" in ASCII): an SQLite file
    /// with another one, or with tables and none, is another program's.
    static let applicationID: Int64 = 0x4E6F_7465

    /// Version 1, written in one transaction with the version itself.
    ///
    /// - `meta`: one row, the database's revision, a counter every write to a note moves on.
    /// - `folders`, in the sidebar's order (`position`); the first is "Notes".
    /// - `notes`: a note's `revision` is the counter's value at its last write (set by the
    ///   triggers, whoever writes), so `changes(since:)` finds what changed with an index.
    /// - `deleted_notes`: the id and revision of each deleted note (ids are never reused:
    ///   `AUTOINCREMENT`), so other connections hear of deletions too.
    /// - `notes_search`: FTS5 over the notes' text (external content: the text is stored
    ///   once, in `notes`), kept in step by the triggers. `remove_diacritics 2`: "cafe" finds
    ///   "café".
    static let schema = """
        CREATE TABLE meta (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            revision INTEGER NOT NULL
        );
        INSERT INTO meta (id, revision) VALUES (1, 0);

        CREATE TABLE folders (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL,
            position INTEGER NOT NULL
        );
        INSERT INTO folders (name, position) VALUES ('Notes', 0);

        CREATE TABLE notes (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            folder_id INTEGER NOT NULL REFERENCES folders (id) ON DELETE CASCADE,
            text TEXT NOT NULL,
            is_pinned INTEGER NOT NULL DEFAULT 0 CHECK (is_pinned IN (0, 1)),
            modified INTEGER NOT NULL,
            revision INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX notes_in_list_order ON notes (folder_id, is_pinned DESC, modified DESC, id DESC);
        CREATE INDEX notes_by_revision ON notes (revision);

        CREATE TABLE deleted_notes (
            id INTEGER PRIMARY KEY,
            revision INTEGER NOT NULL
        );
        CREATE INDEX deleted_notes_by_revision ON deleted_notes (revision);

        CREATE VIRTUAL TABLE notes_search USING fts5 (
            text, content = 'notes', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
        );

        \(noteInsertedTrigger);
        -- Not fired by the triggers' own UPDATE, which sets the revision alone.
        CREATE TRIGGER note_updated AFTER UPDATE OF folder_id, text, is_pinned, modified ON notes BEGIN
            UPDATE meta SET revision = revision + 1;
            UPDATE notes SET revision = (SELECT revision FROM meta) WHERE id = new.id;
        END;
        CREATE TRIGGER note_text_updated AFTER UPDATE OF text ON notes BEGIN
            INSERT INTO notes_search (notes_search, rowid, text) VALUES ('delete', old.id, old.text);
            INSERT INTO notes_search (rowid, text) VALUES (new.id, new.text);
        END;
        CREATE TRIGGER note_deleted AFTER DELETE ON notes BEGIN
            UPDATE meta SET revision = revision + 1;
            INSERT OR REPLACE INTO deleted_notes (id, revision) VALUES (old.id, (SELECT revision FROM meta));
            INSERT INTO notes_search (notes_search, rowid, text) VALUES ('delete', old.id, old.text);
        END;

        PRAGMA application_id = \(applicationID);
        PRAGMA user_version = \(schemaVersion);
        """

    /// What inserting a note does besides: the next revision, and the note in the search
    /// index. ``seed(path:noteCount:now:)`` drops it while it inserts in bulk and creates it
    /// again: an FTS5 insert from a trigger cost about 45 µs a note here, ten times a direct
    /// one (100,000 notes took 6.5 s with the trigger, 1.8 s with one rebuild of the index).
    static let noteInsertedTrigger = """
        CREATE TRIGGER note_inserted AFTER INSERT ON notes BEGIN
            UPDATE meta SET revision = revision + 1;
            UPDATE notes SET revision = (SELECT revision FROM meta) WHERE id = new.id;
            DELETE FROM deleted_notes WHERE id = new.id;
            INSERT INTO notes_search (rowid, text) VALUES (new.id, new.text);
        END
        """
}
