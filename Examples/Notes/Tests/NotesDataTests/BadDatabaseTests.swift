import CSQLite
import Foundation
import NotesData
import XCTest

/// Each file the app cannot use: the right problem, one line naming the file, and the file
/// as it was.
final class BadDatabaseTests: XCTestCase {
    let now: Int64 = 1_780_000_000_000

    /// Opens `path`, which must fail with `expected`, and checks the file and its folder are
    /// untouched: the same bytes, and no journal beside it.
    private func assertRefused(
        _ path: String, _ expected: NotesDatabaseError.Problem, file: StaticString = #filePath, line: UInt = #line
    ) {
        let before = contents(of: path)
        let journalsBefore = journalFiles(of: path)
        XCTAssertEqual(
            problem({ try NotesDatabase(path: path) }, file: file, line: line), expected, file: file, line: line)
        XCTAssertEqual(contents(of: path), before, "the file is unchanged", file: file, line: line)
        XCTAssertEqual(journalFiles(of: path), journalsBefore, "no journal left behind", file: file, line: line)
    }

    func testATextFileIsNotADatabase() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.txt")
        try write(Array("Shopping\nmilk\neggs\n".utf8), to: path)
        assertRefused(path, .notADatabase)
        XCTAssertEqual(
            "\(NotesDatabaseError(path: path, problem: .notADatabase))", "\(path): not an SQLite database")
    }

    func testRandomBytesAreNotADatabase() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("random.sqlite")
        var generator = SystemRandomNumberGenerator()
        try write((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }, to: path)
        assertRefused(path, .notADatabase)
        // Random bytes after a real header: SQLite finds it out at the first read too.
        var bytes = Array("SQLite format 3\u{0}".utf8) + [0x10, 0x00, 0x01, 0x01]
        bytes += (0..<4076).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try write(bytes, to: path)
        let found = problem { try NotesDatabase(path: path) }
        XCTAssertNotNil(found)
        XCTAssertNotEqual(found, NotesDatabaseError.Problem.readOnly(.file))
        XCTAssertEqual(contents(of: path), bytes)
    }

    func testAnotherProgramsDatabaseIsLeftAlone() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("other.sqlite")
        OtherConnection(path).execute("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ann')")
        assertRefused(path, .notANotesDatabase)
        let withID = folder.file("other-id.sqlite")
        OtherConnection(withID).execute("PRAGMA application_id = 1234; PRAGMA user_version = 1")
        assertRefused(withID, .notANotesDatabase)
    }

    func testANewerSchemaIsRefused() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        _ = try NotesDatabase(path: path).createNote(inFolder: 1, text: "from the future", now: now)
        OtherConnection(path).execute("PRAGMA user_version = 7")
        assertRefused(path, .newerSchema(version: 7))
        XCTAssertEqual(
            "\(NotesDatabaseError(path: path, problem: .newerSchema(version: 7)))",
            "\(path): made by a newer version of Notes (schema version 7; this version knows up to 1)")
    }

    func testAMissingFolderAndAFolderAreNamed() throws {
        let folder = try TemporaryFolder(self)
        let missing = folder.file("nowhere/notes.sqlite")
        XCTAssertEqual(problem { try NotesDatabase(path: missing) }, .missingFolder)
        XCTAssertEqual(
            "\(NotesDatabaseError(path: missing, problem: .missingFolder))",
            "\(missing): no such folder \(folder.file("nowhere"))")
        XCTAssertEqual(
            "\(NotesDatabaseError(path: "notes.sqlite", problem: .missingFolder))", "notes.sqlite: no such folder .")
        XCTAssertEqual(problem { try NotesDatabase(path: folder.path) }, .notAFile)
    }

    func testADescriptionIsOneLine() {
        let error = NotesDatabaseError(path: "/tmp/a\nb.sqlite", problem: .locked)
        XCTAssertEqual(
            error.description,
            "/tmp/a\\u{a}b.sqlite: locked by another program that is writing to it; try again when it is done")
    }

    // MARK: Read-only

    /// Makes the file or folder at `path` unwritable even for root, for the test's length:
    /// chmod, and `chattr +i` when running as root (whom permissions do not stop).
    private func makeUnwritable(_ path: String, in folder: TemporaryFolder, mode: mode_t) throws {
        chmod(path, mode)
        folder.onTeardown { chmod(path, 0o755) }
        if geteuid() == 0 {
            guard runProgram(["chattr", "+i", path]) == 0 else {
                throw XCTSkip("running as root, and chattr +i does not work here: no way to make \(path) read-only")
            }
            folder.onTeardown { runProgram(["chattr", "-i", path]) }
        }
    }

    func testAReadOnlyFileIsRefused() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        _ = try NotesDatabase(path: path).createNote(inFolder: 1, text: "read only", now: now)
        try makeUnwritable(path, in: folder, mode: 0o444)
        XCTAssertFalse(isWritable(path), "the file really is read-only")
        assertRefused(path, .readOnly(.file))
        XCTAssertEqual(
            "\(NotesDatabaseError(path: path, problem: .readOnly(.file)))",
            "\(path): read-only: the file is not writable; Notes does not start where it could not save your edits")
    }

    func testAReadOnlyFolderIsRefused() throws {
        let folder = try TemporaryFolder(self)
        let inner = folder.file("inner")
        mkdir(inner, 0o755)
        let path = inner + "/notes.sqlite"
        _ = try NotesDatabase(path: path).createNote(inFolder: 1, text: "read only", now: now)
        try makeUnwritable(inner, in: folder, mode: 0o555)
        XCTAssertTrue(isWritable(path), "the file itself is writable")
        XCTAssertFalse(canCreateFile(in: inner), "the folder really is read-only")
        assertRefused(path, .readOnly(.folder))
        // No file yet: it cannot be created.
        XCTAssertEqual(problem { try NotesDatabase(path: inner + "/new.sqlite") }, .readOnly(.folder))
        XCTAssertFalse(NotesOptions.fileExists(inner + "/new.sqlite"))
    }

    func testAReadOnlyFileSystemIsRefused() throws {
        let folder = try TemporaryFolder(self)
        let source = folder.file("source")
        let mounted = folder.file("mounted")
        mkdir(source, 0o755)
        mkdir(mounted, 0o755)
        _ = try NotesDatabase(path: source + "/notes.sqlite").createNote(inFolder: 1, text: "read only", now: now)
        // A read-only bind mount of the folder, as a read-only USB stick or network share.
        guard runProgram(["mount", "--bind", source, mounted]) == 0 else {
            throw XCTSkip("cannot bind-mount here (needs root): no read-only file system to test with")
        }
        folder.onTeardown { runProgram(["umount", mounted]) }
        guard runProgram(["mount", "-o", "remount,bind,ro", mounted]) == 0 else {
            throw XCTSkip("cannot remount read-only here: no read-only file system to test with")
        }
        let path = mounted + "/notes.sqlite"
        XCTAssertFalse(isWritable(path), "the file system really is read-only")
        assertRefused(path, .readOnly(.fileSystem))
        XCTAssertEqual(problem { try NotesDatabase(path: mounted + "/new.sqlite") }, .readOnly(.fileSystem))
    }

    // MARK: Locked

    func testADatabaseAnotherConnectionHoldsExclusivelyIsLockedAtOpen() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        _ = try NotesDatabase(path: path).createNote(inFolder: 1, text: "locked", now: now)
        let other = OtherConnection(path)
        XCTAssertEqual(other.execute("BEGIN EXCLUSIVE"), SQLITE_OK)
        assertRefused(path, .locked)
        other.execute("COMMIT")
        XCTAssertEqual(try NotesDatabase(path: path).folders().map(\.noteCount), [1])
    }

    func testANewFileAnotherConnectionHoldsIsLockedAtOpen() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        let other = OtherConnection(path)  // a rollback-journal database: the lock stops readers too
        XCTAssertEqual(other.execute("BEGIN EXCLUSIVE; CREATE TABLE t (x); DROP TABLE t"), SQLITE_OK)
        XCTAssertEqual(problem { try NotesDatabase(path: path) }, .locked)
        other.execute("ROLLBACK")
        XCTAssertEqual(try NotesDatabase(path: path).folders().count, 1)
    }

    func testASaveWhileAnotherConnectionHoldsTheLockThrowsLockedAndWritesNothing() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        let database = try NotesDatabase(path: path)
        let note = try database.createNote(inFolder: 1, text: "Before", now: now)
        let other = OtherConnection(path)
        XCTAssertEqual(other.execute("BEGIN EXCLUSIVE"), SQLITE_OK)

        XCTAssertEqual(problem { try database.saveText("After", ofNote: note.id, now: now + 1) }, .locked)
        XCTAssertEqual(problem { try database.createNote(inFolder: 1, text: "New", now: now + 1) }, .locked)
        XCTAssertEqual(problem { try database.setPinned(true, ofNote: note.id) }, .locked)
        XCTAssertEqual(problem { try database.deleteNote(note.id) }, .locked)
        XCTAssertEqual(try database.note(withID: note.id), note, "reading still works, and nothing was written")

        other.execute("COMMIT")
        let saved = try database.saveText("After", ofNote: note.id, now: now + 1)
        XCTAssertEqual(saved.text, "After")
        XCTAssertEqual(OtherConnection(path).strings("SELECT text FROM notes"), ["After"])
        XCTAssertEqual(try database.changes(since: 0).written.map(\.title), ["After"])
    }

    func testASaveWhileAnotherProcessHoldsTheLockThrowsLocked() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else {
            throw XCTSkip("no /usr/bin/sqlite3 (Debian: sqlite3) to hold the lock from another process")
        }
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        let database = try NotesDatabase(path: path)
        let note = try database.createNote(inFolder: 1, text: "Before", now: now)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("BEGIN EXCLUSIVE;\n".utf8))
        XCTAssertTrue(waitForWriteLock(path), "sqlite3 took the lock")

        XCTAssertEqual(problem { try database.saveText("After", ofNote: note.id, now: now + 1) }, .locked)
        XCTAssertEqual(problem { try NotesDatabase(path: path) }, .locked)

        input.fileHandleForWriting.write(Data("COMMIT;\n".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        XCTAssertEqual(try database.saveText("After", ofNote: note.id, now: now + 1).text, "After")
    }
}
