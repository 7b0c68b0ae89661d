import NotesData
import XCTest

/// What another connection to the same file did: `dataVersion` says that it did,
/// `changes(since:)` what.
final class ChangesTests: XCTestCase {
    let now: Int64 = 1_780_000_000_000

    func testDataVersionChangesOnAnotherConnectionsCommitsOnly() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        let app = try NotesDatabase(path: path)
        let other = try NotesDatabase(path: path)
        let start = try app.dataVersion()

        let note = try app.createNote(inFolder: 1, text: "mine", now: now)
        _ = try app.saveText("mine, edited", ofNote: note.id, now: now + 1)
        try app.setPinned(true, ofNote: note.id)
        XCTAssertEqual(try app.dataVersion(), start, "our own commits")

        _ = try other.createNote(inFolder: 1, text: "theirs", now: now)
        let afterTheirs = try app.dataVersion()
        XCTAssertNotEqual(afterTheirs, start)
        XCTAssertEqual(try app.dataVersion(), afterTheirs, "no new commit, no change")

        // A raw connection, as another program would write.
        OtherConnection(path).execute("UPDATE notes SET is_pinned = 0")
        XCTAssertNotEqual(try app.dataVersion(), afterTheirs)
    }

    func testChangesSinceARevisionAreTheOtherConnectionsInsertsUpdatesAndDeletes() async throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        let app = try NotesDatabase(path: path)
        let other = try NotesDatabase(path: path)
        let work = try app.createFolder(named: "Work")
        let kept = try app.createNote(inFolder: 1, text: "Kept\nas is", now: now)
        let edited = try app.createNote(inFolder: 1, text: "Edited\nbefore", now: now + 1)
        let deleted = try app.createNote(inFolder: 1, text: "Deleted", now: now + 2)
        let pinned = try app.createNote(inFolder: 1, text: "Pinned", now: now + 3)
        let moved = try app.createNote(inFolder: 1, text: "Moved", now: now + 4)
        let loaded = try await NotesDatabase.loadNotes(databasePath: path, folderID: 1)
        XCTAssertEqual(loaded.notes.map(\.id), [moved.id, pinned.id, deleted.id, edited.id, kept.id])
        XCTAssertEqual(
            try app.changes(since: loaded.revision), NotesChanges(written: [], deleted: [], revision: loaded.revision))

        let inserted = try other.createNote(inFolder: 1, text: "Inserted\nby the other", now: now + 10)
        _ = try other.saveText("Edited\nafter", ofNote: edited.id, now: now + 11)
        try other.deleteNote(deleted.id)
        try other.setPinned(true, ofNote: pinned.id)
        OtherConnection(path).execute("UPDATE notes SET folder_id = \(work.id) WHERE id = \(moved.id)")
        let insertedInWork = try other.createNote(inFolder: work.id, text: "Elsewhere", now: now + 12)

        let changes = try app.changes(since: loaded.revision)
        XCTAssertEqual(
            changes.written,
            [
                NoteSummary(
                    id: pinned.id, folderID: 1, title: "Pinned", preview: "", isPinned: true, modified: now + 3),
                insertedInWork.summary,
                NoteSummary(
                    id: edited.id, folderID: 1, title: "Edited", preview: "after", isPinned: false, modified: now + 11),
                inserted.summary,
                NoteSummary(
                    id: moved.id, folderID: work.id, title: "Moved", preview: "", isPinned: false, modified: now + 4),
            ])
        XCTAssertEqual(changes.deleted, [deleted.id])
        XCTAssertGreaterThan(changes.revision, loaded.revision)
        XCTAssertEqual(changes.revision, try app.revision())

        // Applied to the list, the list is what a new load gives, without the load.
        var list = loaded.notes
        changes.apply(to: &list, inFolder: 1)
        let reloaded = try await NotesDatabase.loadNotes(databasePath: path, folderID: 1)
        XCTAssertEqual(list, reloaded.notes)
        XCTAssertEqual(list.map(\.id), [pinned.id, edited.id, inserted.id, kept.id])
        XCTAssertEqual(reloaded.revision, changes.revision)

        // Nothing since.
        XCTAssertTrue(try app.changes(since: changes.revision).isEmpty)
        // Every note ever written, from revision 0; a note written twice is there once.
        XCTAssertEqual(try app.changes(since: 0).written.count, 6)
    }

    func testApplyingPutsEachWrittenNoteAtItsPlace() {
        func summary(_ id: Int64, _ modified: Int64, pinned: Bool = false, folder: Int64 = 1) -> NoteSummary {
            NoteSummary(id: id, folderID: folder, title: "\(id)", preview: "", isPinned: pinned, modified: modified)
        }
        var list = [summary(1, 90, pinned: true), summary(2, 80), summary(3, 70), summary(4, 60), summary(5, 50)]
        let changes = NotesChanges(
            written: [
                summary(6, 75), summary(3, 100), summary(7, 10, pinned: true), summary(8, 65, folder: 2),
                summary(4, 60, folder: 2),
            ],
            deleted: [5, 99], revision: 10)
        changes.apply(to: &list, inFolder: 1)
        XCTAssertEqual(list.map(\.id), [1, 7, 3, 2, 6])
        var everything = [summary(1, 90, pinned: true), summary(2, 80)]
        changes.apply(to: &everything, inFolder: nil)
        XCTAssertEqual(everything.map(\.id), [1, 7, 3, 2, 6, 8, 4])
        XCTAssertEqual(everything, everything.sorted(by: NoteSummary.areInListOrder))
    }
}
