import CSQLite
import NotesData
import XCTest

/// Opening, creating and the round trips of each write, on real files.
final class NotesDatabaseTests: XCTestCase {
    let now: Int64 = 1_780_000_000_000

    func testANewFileGetsTheSchemaInWALModeWithOneEmptyFolder() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        let database = try NotesDatabase(path: path)
        XCTAssertEqual(try database.folders(), [Folder(id: 1, name: "Notes", noteCount: 0)])
        XCTAssertEqual(try database.revision(), 0)

        let other = OtherConnection(path)
        XCTAssertEqual(other.integer("PRAGMA user_version"), Int64(NotesDatabase.schemaVersion))
        XCTAssertEqual(other.integer("PRAGMA application_id"), 0x4E6F_7465)
        XCTAssertEqual(other.strings("PRAGMA journal_mode"), ["wal"])
        XCTAssertEqual(
            Set(other.strings("SELECT name FROM sqlite_schema WHERE type IN ('table', 'trigger')")),
            [
                "meta", "folders", "sqlite_sequence", "notes", "deleted_notes", "notes_search", "notes_search_data",
                "notes_search_idx", "notes_search_docsize", "notes_search_config", "note_inserted", "note_updated",
                "note_text_updated", "note_deleted",
            ])
    }

    func testAnEmptyFileIsANewDatabase() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("empty.sqlite")
        try write([], to: path)
        XCTAssertEqual(try NotesDatabase(path: path).folders().map(\.name), ["Notes"])
    }

    func testReopeningKeepsTheNotesAndWritesNoSchemaAgain() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        var created: Note
        do {
            let database = try NotesDatabase(path: path)
            created = try database.createNote(inFolder: 1, text: "Kept\nacross opens", now: now)
        }
        XCTAssertEqual(journalFiles(of: path), [], "the last connection to close removes the WAL")
        let schema = OtherConnection(path).strings("SELECT sql FROM sqlite_schema")
        let reopened = try NotesDatabase(path: path)
        XCTAssertEqual(try reopened.note(withID: created.id), created)
        XCTAssertEqual(try reopened.folders(), [Folder(id: 1, name: "Notes", noteCount: 1)])
        XCTAssertEqual(OtherConnection(path).strings("SELECT sql FROM sqlite_schema"), schema)
    }

    func testCreateSavePinAndDeleteRoundTrip() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        let database = try NotesDatabase(path: path)
        let work = try database.createFolder(named: "Work")
        XCTAssertEqual(work, Folder(id: 2, name: "Work", noteCount: 0))

        let note = try database.createNote(inFolder: work.id, text: "Plan\nFirst step", now: now)
        XCTAssertEqual(note, Note(id: 1, folderID: 2, text: "Plan\nFirst step", isPinned: false, modified: now))
        XCTAssertEqual(try database.note(withID: note.id), note)

        let saved = try database.saveText("Plan\nSecond step", ofNote: note.id, now: now + 5)
        XCTAssertEqual(saved, Note(id: 1, folderID: 2, text: "Plan\nSecond step", isPinned: false, modified: now + 5))
        XCTAssertEqual(try database.note(withID: note.id), saved)

        // The same text again changes nothing, not even the time.
        XCTAssertEqual(try database.saveText("Plan\nSecond step", ofNote: note.id, now: now + 9), saved)

        // Pinning keeps the time.
        let pinned = try database.setPinned(true, ofNote: note.id)
        XCTAssertEqual(pinned, Note(id: 1, folderID: 2, text: "Plan\nSecond step", isPinned: true, modified: now + 5))
        XCTAssertEqual(try database.note(withID: note.id), pinned)
        XCTAssertEqual(try database.setPinned(false, ofNote: note.id).isPinned, false)

        XCTAssertEqual(try database.folders().map(\.noteCount), [0, 1])
        XCTAssertTrue(try database.deleteNote(note.id))
        XCTAssertNil(try database.note(withID: note.id))
        XCTAssertFalse(try database.deleteNote(note.id), "already gone")
        XCTAssertEqual(try database.folders().map(\.noteCount), [0, 0])

        // Ids are never reused.
        XCTAssertEqual(try database.createNote(inFolder: 1, text: "", now: now).id, 2)
    }

    func testAnyTextRoundTrips() throws {
        let folder = try TemporaryFolder(self)
        let database = try NotesDatabase(path: folder.file("notes.sqlite"))
        for text in ["", " ", "a\u{0}b", "🌂 naïve café\r\nline", String(repeating: "long line ", count: 20_000)] {
            let note = try database.createNote(inFolder: 1, text: text, now: now)
            XCTAssertEqual(try database.note(withID: note.id)?.text, text)
            XCTAssertEqual(try database.saveText(text + "!", ofNote: note.id, now: now).text, text + "!")
        }
    }

    func testWritesToWhatIsNotThereThrow() throws {
        let folder = try TemporaryFolder(self)
        let database = try NotesDatabase(path: folder.file("notes.sqlite"))
        XCTAssertEqual(problem { try database.saveText("x", ofNote: 42, now: now) }, .noSuchNote(42))
        XCTAssertEqual(problem { try database.setPinned(true, ofNote: 42) }, .noSuchNote(42))
        XCTAssertEqual(problem { try database.createNote(inFolder: 9, text: "x", now: now) }, .noSuchFolder(9))
        XCTAssertEqual(try database.folders().map(\.noteCount), [0], "nothing half-written")
    }

    func testFolderCountsAreLive() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        let database = try NotesDatabase(path: path)
        let other = try NotesDatabase(path: path)
        _ = try database.createNote(inFolder: 1, text: "a", now: now)
        _ = try other.createNote(inFolder: 1, text: "b", now: now)
        XCTAssertEqual(try database.folders(), [Folder(id: 1, name: "Notes", noteCount: 2)])
    }

    func testTheFolderOfTheDefaultPathIsMadeWithItsParents() throws {
        let folder = try TemporaryFolder(self)
        let path = NotesOptions.defaultDatabasePath(dataHome: folder.file("data/home"), home: nil)!
        XCTAssertTrue(NotesOptions.makeFolder(for: path))
        XCTAssertFalse(NotesOptions.fileExists(path))
        XCTAssertEqual(try NotesDatabase(path: path).folders().count, 1)
        XCTAssertTrue(NotesOptions.fileExists(path))
    }
}
