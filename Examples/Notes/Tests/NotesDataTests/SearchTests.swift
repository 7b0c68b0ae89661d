import NotesData
import XCTest

/// The search: FTS5 prefix terms for each word typed, never a syntax error.
final class SearchTests: XCTestCase {
    let now: Int64 = 1_780_000_000_000
    private var path = ""
    private var database: NotesDatabase!

    override func setUpWithError() throws {
        let folder = try TemporaryFolder(self)
        path = folder.file("notes.sqlite")
        database = try NotesDatabase(path: path)
        let travel = try database.createFolder(named: "Travel")
        for (offset, text) in [
            "Packing list\n- umbrella\n- passport",  // 1
            "Weather\nRain all week, bring the UMBRELLAS",  // 2
            "Café in Porto\nThe naïve painter",  // 3
            "Meeting AND (budget) -draft \"final\" NOT* NEAR(x y) col:value ^start {a b}",  // 4
            "Groceries\nMilk, eggs, bread",  // 5
        ].enumerated() {
            _ = try database.createNote(inFolder: 1, text: text, now: now + Int64(offset))
        }
        _ = try database.createNote(inFolder: travel.id, text: "Trip to Oslo\numbrella, boots", now: now)  // 6
    }

    override func tearDown() {
        database = nil
    }

    private func search(_ query: String, in folderID: Int64? = 1) async throws -> [Int64] {
        try await NotesDatabase.search(databasePath: path, query: query, folderID: folderID).map(\.id)
    }

    func testEachWordIsAPrefixAndEveryWordMustMatch() async throws {
        var found = try await search("umbr")
        XCTAssertEqual(found, [2, 1], "in list order: newest first")
        found = try await search("umbrella")
        XCTAssertEqual(found, [2, 1], "a whole word is a prefix of itself and of its plural")
        found = try await search("umbr pass")
        XCTAssertEqual(found, [1])
        found = try await search("  umbr   rain  ")
        XCTAssertEqual(found, [2])
        found = try await search("umbr milk")
        XCTAssertEqual(found, [])
        found = try await search("mbrella")
        XCTAssertEqual(found, [], "a prefix, not a substring")
    }

    func testCaseAndAccentsDoNotMatter() async throws {
        var found = try await search("UMBRELLA")
        XCTAssertEqual(found, [2, 1])
        found = try await search("cafe naive")
        XCTAssertEqual(found, [3])
        found = try await search("CAFÉ")
        XCTAssertEqual(found, [3])
    }

    func testAFolderOrAllOfThem() async throws {
        var found = try await search("umbrella", in: nil)
        XCTAssertEqual(found, [2, 6, 1], "6 and 1 have the same time: the higher id first")
        found = try await search("umbrella", in: 2)
        XCTAssertEqual(found, [6])
    }

    func testWhatLooksLikeSyntaxIsMatchedAsText() async throws {
        for query in [
            "AND", "(budget)", "-draft", "\"final\"", "NOT*", "NEAR(x", "col:value", "^start",
            "\"final", "final\"", "AND (budget) -draft",
        ] {
            let found = try await search(query)
            XCTAssertEqual(found, [4], query)
        }
    }

    func testNoQueryIsAnError() async throws {
        let queries = [
            "\"", "\"\"", "*", "(", ")", "-", "AND", "OR", "NOT", "NEAR", "NEAR(", "^", ":", "{", "}", "+",
            "a\" OR \"b",
            "'; DROP TABLE notes; --", "\u{0}", "\\", "umbrella*", "*umbrella", "x:y:z", "\"\"\"", "AND OR NOT",
            "NEAR(a b, 3)", "🌂", "- - -",
        ]
        for query in queries {
            do {
                _ = try await search(query)
            } catch {
                XCTFail("\(query.debugDescription): \(error)")
            }
        }
        let found = try await search("umbrella")
        XCTAssertEqual(found, [2, 1], "the database is as it was")
    }

    func testAnEmptyQueryFindsEveryNoteInListOrder() async throws {
        _ = try database.setPinned(true, ofNote: 3)
        var found = try await search("")
        XCTAssertEqual(found, [3, 5, 4, 2, 1])
        found = try await search(" \t\n ")
        XCTAssertEqual(found, [3, 5, 4, 2, 1])
        found = try await search("", in: nil)
        XCTAssertEqual(found, [3, 5, 4, 2, 6, 1])
        let loaded = try await NotesDatabase.loadNotes(databasePath: path, folderID: 1).notes.map(\.id)
        XCTAssertEqual(loaded, [3, 5, 4, 2, 1])
    }

    func testANoteEditedOrDeletedDropsOutAndANewOneComesIn() async throws {
        _ = try database.saveText("Packing list\n- raincoat", ofNote: 1, now: now + 10)
        var found = try await search("umbrella")
        XCTAssertEqual(found, [2])
        found = try await search("raincoat")
        XCTAssertEqual(found, [1])
        try database.deleteNote(2)
        found = try await search("umbrella")
        XCTAssertEqual(found, [])
        let added = try database.createNote(inFolder: 1, text: "Umbrella stand", now: now + 20)
        found = try await search("umbrella")
        XCTAssertEqual(found, [added.id])
        _ = try database.setPinned(true, ofNote: 5)
        found = try await search("milk")
        XCTAssertEqual(found, [5], "pinning leaves the index alone")
    }

    func testResultsAreSummaries() async throws {
        let found = try await NotesDatabase.search(databasePath: path, query: "weather", folderID: 1)
        XCTAssertEqual(
            found,
            [
                NoteSummary(
                    id: 2, folderID: 1, title: "Weather", preview: "Rain all week, bring the UMBRELLAS",
                    isPinned: false, modified: now + 1)
            ])
    }

    func testACancelledSearchThrowsCancellationError() async throws {
        let path = path
        // Cancelled before it starts (see SeedTests for one cancelled part-way).
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await NotesDatabase.search(databasePath: path, query: "umbrella", folderID: 1)
        }
        do {
            _ = try await task.value
            XCTFail("no error")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        let load = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await NotesDatabase.loadNotes(databasePath: path, folderID: 1)
        }
        do {
            _ = try await load.value
            XCTFail("no error")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    func testReadingAFileThatIsNotThereThrows() async throws {
        do {
            _ = try await NotesDatabase.search(databasePath: path + ".missing", query: "x", folderID: nil)
            XCTFail("no error")
        } catch let error as NotesDatabaseError {
            XCTAssertEqual(error.problem, .missingFile)
        }
        XCTAssertFalse(NotesOptions.fileExists(path + ".missing"), "a reader creates nothing")
    }
}
