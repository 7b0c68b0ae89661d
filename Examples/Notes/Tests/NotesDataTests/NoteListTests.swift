import NotesData
import XCTest

/// A note's title and preview, the list's sections at fixed moments, and its order.
final class NoteListTests: XCTestCase {
    private func note(_ text: String) -> Note {
        Note(id: 1, folderID: 1, text: text, isPinned: false, modified: 0)
    }

    func testTitleAndPreview() {
        let cases: [(text: String, title: String, preview: String)] = [
            ("", "New Note", ""),
            ("   \n\t\n \r\n", "New Note", ""),
            ("Groceries", "Groceries", ""),
            ("Groceries\nMilk\nEggs", "Groceries", "Milk"),
            ("\n\n  Groceries  \n\n\t Milk \t\n", "Groceries", "Milk"),
            ("Title\r\nPreview\r\n", "Title", "Preview"),
            ("\u{A0}\u{2003}Title\u{A0}\n\u{3000}Preview", "Title", "Preview"),  // Unicode spaces
            ("Title\n   \n\nPreview\nMore", "Title", "Preview"),
            ("🌂 Umbrella\ncafé naïve", "🌂 Umbrella", "café naïve"),
            ("  x  y  \n", "x  y", ""),
        ]
        for (text, title, preview) in cases {
            XCTAssertEqual(note(text).title, title, "title of \(text.debugDescription)")
            XCTAssertEqual(note(text).preview, preview, "preview of \(text.debugDescription)")
            XCTAssertEqual(note(text).summary.title, title)
            XCTAssertEqual(note(text).summary.preview, preview)
        }
    }

    func testLongLinesAreCut() {
        let long = String(repeating: "word ", count: 1000)
        let cut = String(long.prefix(NoteSummary.maximumLineLength - 1))  // the cut ends on a space
        XCTAssertEqual(note(long + "\n" + long).title, cut)
        XCTAssertEqual(note(long + "\n" + long).preview, cut)
        let emoji = String(repeating: "👩‍👩‍👧", count: 2000)  // 18 bytes a character
        XCTAssertEqual(note(emoji).title, String(emoji.prefix(NoteSummary.maximumLineLength)))
        let spaces = String(repeating: " ", count: 10_000)
        XCTAssertEqual(note(spaces + "Title").title, "Title")
    }

    func testSummaryKeepsWhatTheListNeeds() {
        let note = Note(id: 7, folderID: 3, text: "A\nB\nC", isPinned: true, modified: 99)
        XCTAssertEqual(
            note.summary, NoteSummary(id: 7, folderID: 3, title: "A", preview: "B", isPinned: true, modified: 99))
    }

    func testSectionsAroundTheDayBoundaries() {
        withTimeZone("Europe/Berlin") {
            // Thursday 2026-06-11, 09:30 in Berlin (UTC+2).
            let now = utc(2026, 6, 11, 7, 30)
            let midnight = utc(2026, 6, 10, 22)  // Berlin's midnight of the 11th
            let boundaries = SectionBoundaries(now: now)
            XCTAssertEqual(boundaries.startOfToday, midnight)
            XCTAssertEqual(boundaries.startOfPrevious7Days, midnight - 7 * 86_400_000)
            let cases: [(modified: Int64, section: NoteSection)] = [
                (now + 3_600_000, .today),  // later today, or a clock ahead
                (now, .today),
                (midnight, .today),
                (midnight - 1, .previous7Days),
                (midnight - 7 * 86_400_000, .previous7Days),
                (midnight - 7 * 86_400_000 - 1, .older),
                (0, .older),
            ]
            for (modified, expected) in cases {
                let note = Note(id: 1, folderID: 1, text: "", isPinned: false, modified: modified)
                XCTAssertEqual(section(of: note, now: now), expected, "modified \(modified)")
                XCTAssertEqual(section(of: note.summary, now: now), expected)
                var pinned = note
                pinned.isPinned = true
                XCTAssertEqual(section(of: pinned, now: now), .pinned)
            }
        }
    }

    func testTheSameMomentIsAnotherDayInAnotherTimeZone() {
        let modified = utc(2026, 6, 10, 23)  // 01:00 on the 11th in Berlin, 19:00 on the 10th in New York
        let now = utc(2026, 6, 11, 12)
        let note = Note(id: 1, folderID: 1, text: "", isPinned: false, modified: modified)
        XCTAssertEqual(withTimeZone("Europe/Berlin") { section(of: note, now: now) }, .today)
        XCTAssertEqual(withTimeZone("America/New_York") { section(of: note, now: now) }, .previous7Days)
        XCTAssertEqual(withTimeZone("UTC") { section(of: note, now: now) }, .previous7Days)
    }

    func testDaylightSavingTimeDaysAreLocalDays() {
        withTimeZone("Europe/Berlin") {
            // Sunday 2026-03-29 has 23 hours in Berlin: clocks go from 02:00 to 03:00.
            // Monday the 30th, 00:30 (UTC+2): today began at 22:00 UTC on the 29th; 7 days
            // before began on the 23rd at 00:00 UTC+1, 23:00 UTC on the 22nd.
            let now = utc(2026, 3, 29, 22, 30)
            let boundaries = SectionBoundaries(now: now)
            XCTAssertEqual(boundaries.startOfToday, utc(2026, 3, 29, 22))
            XCTAssertEqual(boundaries.startOfPrevious7Days, utc(2026, 3, 22, 23))
            // 24 hours before now is yesterday, though the clock said 23:30 then.
            let dayBefore = NoteSummary(
                id: 1, folderID: 1, title: "", preview: "", isPinned: false, modified: now - 86_400_000)
            XCTAssertEqual(boundaries.section(of: dayBefore), .previous7Days)
        }
    }

    func testTheListOrderIsPinnedThenNewestThenHighestID() {
        func summary(_ id: Int64, _ modified: Int64, pinned: Bool = false) -> NoteSummary {
            NoteSummary(id: id, folderID: 1, title: "", preview: "", isPinned: pinned, modified: modified)
        }
        let shuffled = [
            summary(1, 100), summary(2, 300), summary(3, 300), summary(4, 50, pinned: true), summary(5, 10),
            summary(6, 500, pinned: true), summary(7, 300),
        ]
        let sorted = shuffled.sorted(by: NoteSummary.areInListOrder)
        XCTAssertEqual(sorted.map(\.id), [6, 4, 7, 3, 2, 1, 5])
        XCTAssertFalse(NoteSummary.areInListOrder(shuffled[0], shuffled[0]), "a strict order")
        let notes = sorted.map { Note(id: $0.id, folderID: 1, text: "", isPinned: $0.isPinned, modified: $0.modified) }
        XCTAssertEqual(notes.shuffled().sorted(by: Note.areInListOrder).map(\.id), [6, 4, 7, 3, 2, 1, 5])

        // Sorted, the sections follow one another in their order.
        withTimeZone("UTC") {
            let now = utc(2026, 6, 11, 12)
            let day: Int64 = 86_400_000
            let list = [
                summary(1, now - 400 * day), summary(2, now - 3 * day), summary(3, now - 1000),
                summary(4, now, pinned: true),
                summary(5, now - 20 * day, pinned: true), summary(6, now - 2 * day),
            ].sorted(by: NoteSummary.areInListOrder)
            let boundaries = SectionBoundaries(now: now)
            let sections = list.map { boundaries.section(of: $0) }
            XCTAssertEqual(sections, [.pinned, .pinned, .today, .previous7Days, .previous7Days, .older])
            XCTAssertEqual(NoteSection.allCases.map(\.title), ["Pinned", "Today", "Previous 7 Days", "Older"])
        }
    }

    func testAnEditedNoteMovesToTheTopOfTodayOrOfPinned() async throws {
        let folder = try TemporaryFolder(self)
        let database = try NotesDatabase(path: folder.file("notes.sqlite"))
        let now = utc(2026, 6, 11, 12)
        let day: Int64 = 86_400_000
        let old = try database.createNote(inFolder: 1, text: "Old", now: now - 30 * day)
        _ = try database.createNote(inFolder: 1, text: "Recent", now: now - 2000)
        let pinnedOld = try database.createNote(inFolder: 1, text: "Pinned old", now: now - 60 * day)
        try database.setPinned(true, ofNote: pinnedOld.id)
        _ = try database.createNote(inFolder: 1, text: "Pinned new", now: now - 1000)
        try database.setPinned(true, ofNote: 4)
        func titles() async throws -> [String] {
            try await NotesDatabase.loadNotes(databasePath: folder.file("notes.sqlite"), folderID: 1).notes.map(\.title)
        }
        var list = try await titles()
        XCTAssertEqual(list, ["Pinned new", "Pinned old", "Recent", "Old"])
        _ = try database.saveText("Old, edited", ofNote: old.id, now: now)
        _ = try database.saveText("Pinned old, edited", ofNote: pinnedOld.id, now: now)
        list = try await titles()
        XCTAssertEqual(list, ["Pinned old, edited", "Pinned new", "Old, edited", "Recent"])
        let edited = try XCTUnwrap(database.note(withID: old.id))
        XCTAssertEqual(withTimeZone("UTC") { section(of: edited, now: now) }, .today)
    }
}
