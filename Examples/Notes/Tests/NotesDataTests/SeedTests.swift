import CSQLite
import Foundation
import NotesData
import XCTest

/// The seed, and what 100,000 notes cost: seeding, loading a folder, searching, memory.
final class SeedTests: XCTestCase {
    /// Thursday 2026-06-11, 12:00 UTC.
    static let now = utc(2026, 6, 11, 12)

    /// One database of 100,000 seeded notes for the tests that need a large one, made by the
    /// first of them (which times it) and removed after the last.
    nonisolated(unsafe) private static var large: (folder: String, path: String, milliseconds: Double)?

    private static func largeDatabase() throws -> (path: String, milliseconds: Double) {
        if let large { return (large.path, large.milliseconds) }
        var template = Array("/tmp/notes-tests-large.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXError(.EIO) }
        let folder = String(cString: made)
        let path = folder + "/notes.sqlite"
        let time = try milliseconds { try NotesDatabase.seed(path: path, noteCount: 100_000, now: now) }
        large = (folder, path, time)
        return (path, time)
    }

    override class func tearDown() {
        if let large { try? FileManager.default.removeItem(atPath: large.folder) }
        large = nil
        super.tearDown()
    }

    func testSeeding100000NotesTakesAFewSecondsAndFillsEverySection() async throws {
        let (path, seedTime) = try withTimeZone("UTC") { try Self.largeDatabase() }
        print("seed: 100,000 notes in \(Int(seedTime)) ms")
        XCTAssertLessThan(seedTime, 30_000, "a few seconds in a release build; this is a debug build")

        let database = try NotesDatabase(path: path)
        let folders = try database.folders()
        XCTAssertEqual(folders.map(\.name), ["Notes", "Work", "Personal", "Recipes", "Travel"])
        XCTAssertEqual(folders.map(\.noteCount).reduce(0, +), 100_000)
        XCTAssertGreaterThan(folders[0].noteCount, 60_000, "most notes are in Notes")
        XCTAssertTrue(folders.allSatisfy { $0.noteCount > 1000 })
        XCTAssertEqual(try database.revision(), 100_000)

        let start = monotonicMilliseconds()
        let (notes, revision) = try await NotesDatabase.loadNotes(databasePath: path, folderID: 1)
        let loadTime = monotonicMilliseconds() - start
        print("load: \(notes.count) notes of Notes in \(Int(loadTime)) ms")
        XCTAssertEqual(notes.count, folders[0].noteCount)
        XCTAssertEqual(revision, 100_000)
        XCTAssertEqual(notes, notes.sorted(by: NoteSummary.areInListOrder))
        let sections = withTimeZone("UTC") { () -> [NoteSection: Int] in
            let boundaries = SectionBoundaries(now: Self.now)
            return notes.reduce(into: [:]) { counts, note in counts[boundaries.section(of: note), default: 0] += 1 }
        }
        print("sections of Notes: \(NoteSection.allCases.map { "\($0.title) \(sections[$0] ?? 0)" })")
        for section in NoteSection.allCases {
            XCTAssertGreaterThan(sections[section] ?? 0, 2, section.title)
        }

        let everyStart = monotonicMilliseconds()
        let every = try await NotesDatabase.search(databasePath: path, query: "", folderID: nil)
        print(
            "load: all \(every.count) notes (an empty search of every folder) in \(Int(monotonicMilliseconds() - everyStart)) ms"
        )
        XCTAssertEqual(every.count, 100_000)

        let searchStart = monotonicMilliseconds()
        let umbrellas = try await NotesDatabase.search(databasePath: path, query: "umbrella", folderID: nil)
        let searchTime = monotonicMilliseconds() - searchStart
        print("search: 'umbrella' in 100,000 notes, \(umbrellas.count) found in \(Int(searchTime)) ms")
        XCTAssertEqual(umbrellas.count, 8)
        let prefixStart = monotonicMilliseconds()
        let manyFound = try await NotesDatabase.search(databasePath: path, query: "th", folderID: 1)
        let prefixTime = monotonicMilliseconds() - prefixStart
        print("search: 'th' in Notes, \(manyFound.count) found in \(Int(prefixTime)) ms")
        XCTAssertLessThan(prefixTime, 10_000, "the index drives the search, not the folder's notes")
        XCTAssertGreaterThan(manyFound.count, 10_000)
        XCTAssertEqual(manyFound, manyFound.sorted(by: NoteSummary.areInListOrder))
    }

    /// Set in the environment of a child process that measures memory: the database's path.
    private static let measureVariable = "NOTES_TESTS_MEASURE_LIST"
    /// Set in that environment to measure whole notes rather than summaries.
    private static let wholeNotesVariable = "NOTES_TESTS_MEASURE_WHOLE_NOTES"

    func testMemoryOfTheListOfSummariesAgainstWholeNotes() async throws {
        if let path = ProcessInfo.processInfo.environment[Self.measureVariable] {
            try await measureListMemory(
                path, wholeNotes: ProcessInfo.processInfo.environment[Self.wholeNotesVariable] != nil)
            return
        }
        // Each in a process of its own, which has done nothing else: its resident set size
        // grows by what the list takes, not into memory that something before freed.
        let (path, _) = try withTimeZone("UTC") { try Self.largeDatabase() }
        let summaries = try childMeasurement(path, wholeNotes: false)
        let notes = try childMeasurement(path, wholeNotes: true)
        print(
            "memory: Notes' \(summaries.count) notes: summaries +\(summaries.kib / 1024) MiB, whole notes "
                + "+\(notes.kib / 1024) MiB (\(notes.textKiB / 1024) MiB of text, \(notes.textKiB * 1024 / notes.count) bytes a note)"
        )
        XCTAssertEqual(summaries.count, notes.count)
        XCTAssertGreaterThan(summaries.count, 60_000)
        XCTAssertLessThan(summaries.kib, 32 * 1024, "70,000 summaries in less than 32 MiB")
        XCTAssertLessThan(summaries.kib, notes.kib, "summaries take less than whole notes")
    }

    private func childMeasurement(_ path: String, wholeNotes: Bool) throws -> (count: Int, kib: Int, textKiB: Int) {
        let process = Process()
        process.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["NotesDataTests.SeedTests/testMemoryOfTheListOfSummariesAgainstWholeNotes"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.measureVariable] = path
        environment[Self.wholeNotesVariable] = wholeNotes ? "1" : nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let line = try XCTUnwrap(printed.split(separator: "\n").first { $0.hasPrefix("measured: ") }, printed)
        let numbers = line.split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 3 else { throw XCTSkip("unexpected measurement: \(line)") }
        return (numbers[0], numbers[1], numbers[2])
    }

    /// Prints how much the resident set grows when the biggest folder is loaded as summaries,
    /// or as whole notes read the same way (the list's query, a connection of its own).
    private func measureListMemory(_ path: String, wholeNotes: Bool) async throws {
        let before = residentKiB()
        var count = 0
        var textBytes = 0
        if wholeNotes {
            var handle: OpaquePointer?
            sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil)
            var statement: OpaquePointer?
            sqlite3_prepare_v2(
                handle,
                "SELECT id, folder_id, text, is_pinned, modified FROM notes WHERE folder_id = 1 "
                    + "ORDER BY is_pinned DESC, modified DESC, id DESC", -1, &statement, nil)
            var notes: [Note] = []
            while sqlite3_step(statement) == SQLITE_ROW {
                notes.append(
                    Note(
                        id: sqlite3_column_int64(statement, 0), folderID: 1,
                        text: String(cString: sqlite3_column_text(statement, 2)),
                        isPinned: sqlite3_column_int(statement, 3) != 0, modified: sqlite3_column_int64(statement, 4)))
            }
            sqlite3_finalize(statement)
            sqlite3_close_v2(handle)
            count = notes.count
            textBytes = notes.reduce(0) { $0 + $1.text.utf8.count }
            print("measured: \(count) \(residentKiB() - before) \(textBytes / 1024)")
        } else {
            let (summaries, _) = try await NotesDatabase.loadNotes(databasePath: path, folderID: 1)
            count = summaries.count
            print("measured: \(count) \(residentKiB() - before) 0")
        }
    }

    func testCancellingALongSearchInterruptsIt() async throws {
        let (path, _) = try withTimeZone("UTC") { try Self.largeDatabase() }
        // "t": nearly every note has a word starting with t; all folders.
        let start = monotonicMilliseconds()
        let all = try await NotesDatabase.search(databasePath: path, query: "t", folderID: nil)
        let fullTime = monotonicMilliseconds() - start
        XCTAssertGreaterThan(all.count, 90_000)

        let task = Task { try await NotesDatabase.search(databasePath: path, query: "t", folderID: nil) }
        usleep(useconds_t(fullTime * 1000 / 5))  // a fifth of the way
        let cancelled = monotonicMilliseconds()
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("the search finished")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        let stopTime = monotonicMilliseconds() - cancelled
        print("search: 't', \(all.count) found in \(Int(fullTime)) ms; cancelled, stopped \(Int(stopTime)) ms later")
        XCTAssertLessThan(stopTime, fullTime / 2, "stopped part-way, not at the end")
    }

    func testTheSeedIsDeterministic() throws {
        let folder = try TemporaryFolder(self)
        func seeded(_ name: String, now: Int64) throws -> [String] {
            let path = folder.file(name)
            try withTimeZone("Europe/Berlin") { try NotesDatabase.seed(path: path, noteCount: 3000, now: now) }
            return OtherConnection(path).strings(
                "SELECT id || ' ' || folder_id || ' ' || is_pinned || ' ' || modified || ' ' || text FROM notes ORDER BY id"
            )
        }
        let first = try seeded("a.sqlite", now: Self.now)
        XCTAssertEqual(first.count, 3000)
        XCTAssertEqual(try seeded("b.sqlite", now: Self.now), first)
        XCTAssertNotEqual(try seeded("c.sqlite", now: Self.now + 1000), first)
        XCTAssertEqual(Set(first).count, 3000)
    }

    func testAFewDozenNotesFillEverySectionOfNotes() async throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        for now in [Self.now, utc(2026, 6, 11, 0, 0, 1), utc(2026, 6, 11, 23, 59, 59)] {
            try? FileManager.default.removeItem(atPath: path)
            try withTimeZone("UTC") {
                try NotesDatabase.seed(path: path, noteCount: NotesOptions.firstStartNoteCount, now: now)
            }
            let notes = try await NotesDatabase.loadNotes(databasePath: path, folderID: 1).notes
            let sections = withTimeZone("UTC") { Set(notes.map { section(of: $0, now: now) }) }
            XCTAssertEqual(sections, Set(NoteSection.allCases), "now \(now)")
            let umbrellas = try await NotesDatabase.search(databasePath: path, query: "umbrella", folderID: nil)
            XCTAssertEqual(umbrellas.count, 3)
        }
    }

    func testASeedThatFailsPartWayLeavesNothing() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        _ = try NotesDatabase(path: path)
        // Another program's trigger stops the seed at its 500th note.
        OtherConnection(path).execute(
            "CREATE TRIGGER stop AFTER INSERT ON notes WHEN new.id = 500 BEGIN SELECT RAISE(ABORT, 'full'); END")
        guard
            case .sqlite(_, let message) = problem({
                try NotesDatabase.seed(path: path, noteCount: 1000, now: Self.now)
            })
        else { return XCTFail("not an SQLite error") }
        XCTAssertEqual(message, "full")
        let other = OtherConnection(path)
        XCTAssertEqual(other.integer("SELECT count(*) FROM notes"), 0)
        XCTAssertEqual(other.strings("SELECT name FROM folders"), ["Notes"])
        XCTAssertEqual(other.integer("SELECT revision FROM meta"), 0)
        XCTAssertEqual(
            other.integer("SELECT count(*) FROM sqlite_schema WHERE name = 'note_inserted'"), 1,
            "the trigger the seed drops is back")
    }

    func testTheSeedWantsANewDatabase() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("notes.sqlite")
        _ = try NotesDatabase(path: path).createNote(inFolder: 1, text: "mine", now: Self.now)
        XCTAssertEqual(problem { try NotesDatabase.seed(path: path, noteCount: 10, now: Self.now) }, .notEmpty)
        XCTAssertEqual(OtherConnection(path).strings("SELECT text FROM notes"), ["mine"])
        let fresh = folder.file("fresh.sqlite")
        try NotesDatabase.seed(path: fresh, noteCount: 0, now: Self.now)
        XCTAssertEqual(try NotesDatabase(path: fresh).folders().map(\.noteCount), [0, 0, 0, 0, 0])
        // The trigger the seed drops while it inserts is back: a new note is indexed.
        let database = try NotesDatabase(path: fresh)
        let note = try database.createNote(inFolder: 2, text: "Zanzibar", now: Self.now)
        XCTAssertEqual(try database.changes(since: 0).written.map(\.id), [note.id])
        XCTAssertEqual(
            OtherConnection(fresh).integer("SELECT rowid FROM notes_search WHERE notes_search MATCH 'zanzibar'"),
            note.id)
    }
}
