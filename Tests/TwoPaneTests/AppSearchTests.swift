import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// The app's own search (`layout.search`), `searchQuery` and `searchDelay`: the list shows the
/// items the app's search returns, in the layout's order; a newer query cancels the search
/// under way; the app's new items run it again, and the open item stays (L23); a search that
/// throws shows Could Not Load with Try Again. Not `async`: the searches are main-actor tasks,
/// which run while the test pumps the loop.
final class AppSearchTests: LayoutTestCase {
    /// Memos searched by a "database": the memos whose text has the query as a word prefix,
    /// answered after a gate the test opens, or at once.
    @MainActor private final class MemoDatabase {
        var memos: [Memo]
        let gate = LoadGate<Void>()
        var waitsAtTheGate = false
        var failure: (any Error)?
        private(set) var queries: [String] = []

        init(_ memos: [Memo]) { self.memos = memos }

        func search(_ query: String) async throws -> [Memo] {
            queries.append(query)
            if waitsAtTheGate { try await gate.wait() }
            if let failure { throw failure }
            let words = query.lowercased().split(separator: " ")
            // Newest first, as the database sorts: the layout keeps its own order anyway.
            return memos.reversed().filter { memo in
                let memoWords = memo.text.lowercased().split { !$0.isLetter }
                return words.allSatisfy { word in memoWords.contains { $0.hasPrefix(word) } }
            }
        }
    }

    private struct ServerDown: Error, CustomStringConvertible {
        var description: String { "The search server did not answer." }
    }

    func testTheListShowsWhatTheAppsSearchFindsAndANewQueryCancelsTheLast() throws {
        try MainActor.assumeIsolated {
            let (fixture, database, _) = try Self.searching()
            database.waitsAtTheGate = true
            fixture.layout.searchQuery.value = "umb"
            XCTAssertEqual(fixture.layout.searchFieldText, "umb", "the field takes the app's query")
            try pump(until: { database.gate.isWaiting }, "the app's search for umb runs")
            XCTAssertEqual(fixture.layout.listView.count, 8, "while it runs, the list shows what it showed")
            let spinner = fixture.layout.widgets.searchSpinner
            XCTAssertTrue(spinner.isSpinning, "and a spinner beside the field says it searches")

            fixture.layout.searchQuery.value = "umbrella rep"
            try pump(until: { database.gate.cancellations == 1 }, "a newer query cancels the search under way")
            try pump(until: { database.gate.waits == 2 }, "and runs its own")
            database.gate.open(with: .success(()))
            try pump(until: { fixture.layout.listView.count == 1 }, "the list shows what the app found")
            XCTAssertFalse(spinner.isSpinning, "the spinner goes with the search")
            XCTAssertEqual(database.queries, ["umb", "umbrella rep"])
            try settleRows(of: fixture.layout.listView)
            XCTAssertEqual(realisedRows(of: fixture.layout.listView).map(\.label), ["Umbrella repair"])

            database.waitsAtTheGate = false
            fixture.layout.searchQuery.value = "umbrella"
            try pump(until: { fixture.layout.listView.count == 3 }, "three memos mention an umbrella")
            try settleRows(of: fixture.layout.listView)
            XCTAssertEqual(
                realisedRows(of: fixture.layout.listView).map(\.label),
                ["Packing list", "Umbrella repair", "Lost umbrella"], "in the layout's order, not the search's")

            fixture.layout.searchQuery.value = ""
            try pump(until: { fixture.layout.listView.count == 8 }, "an empty query shows every memo")
            XCTAssertEqual(database.queries.count, 3, "with no search run")
        }
    }

    func testTypingUpdatesTheQueryAfterTheDelay() throws {
        try MainActor.assumeIsolated {
            let (fixture, database, window) = try Self.searching()
            fixture.layout.searchDelay = .zero
            XCTAssertEqual(fixture.layout.searchDelay, .zero)
            var heard: [String] = []
            let observation = fixture.layout.searchQuery.observe { heard.append($0) }
            defer { observation.cancel() }
            XCTAssertTrue(fixture.layout.searchField?.grabFocus() == true)
            try XInput.press(["l", "o", "s"], in: window)
            try pump(until: { fixture.layout.searchQuery.value == "los" }, "the query follows the typing")
            try pump(until: { fixture.layout.listView.count == 1 }, "Lost umbrella alone")
            XCTAssertEqual(heard, ["l", "lo", "los"], "with no delay, every key is a query")
            XCTAssertEqual(database.queries, ["l", "lo", "los"])
            fixture.layout.searchDelay = .milliseconds(300)
            XCTAssertEqual(fixture.layout.searchDelay, .milliseconds(300))
        }
    }

    /// L23 with the app's search: the open memo rewritten so the app's search no longer finds
    /// it stays shown and open while the search runs again; another memo opened, it goes. A
    /// memo the app adds that the query finds appears.
    func testTheOpenItemStaysWhileTheAppsSearchRunsAgain() throws {
        try MainActor.assumeIsolated {
            let (fixture, database, _) = try Self.searching()
            fixture.layout.searchQuery.value = "umbrella"
            try pump(until: { fixture.layout.listView.count == 3 }, "three results")
            let repair = Memo.sample[2]
            fixture.selection.value = repair.id
            let editor = try XCTUnwrap(fixture.openEditor)
            MemoEditorFixture.setText("Rain coat", of: editor)
            let runs = fixture.layout.appSearchRunCount
            fixture.saveOpenEditor()
            database.memos = fixture.memos
            try pump(until: { fixture.layout.appSearchRunCount > runs }, "the app's search runs again")
            try pump(
                until: { !fixture.layout.isAppSearchRunning && fixture.layout.isSearchSettled },
                "and its rows are shown")
            XCTAssertEqual(fixture.layout.listView.count, 3, "the rewritten memo stays while it is open")
            XCTAssertEqual(fixture.layout.layoutState.selection, repair.id)
            XCTAssertEqual(fixture.editors.count, 1)

            // Another process adds a memo about an umbrella; the app tells the layout.
            var memos = fixture.memos
            memos.insert(Memo(id: 9, text: "Umbrella stand\nBy the door"), at: 1)
            database.memos = memos
            fixture.replace(memos)
            try pump(
                until: { !fixture.layout.isAppSearchRunning && fixture.layout.isSearchSettled },
                "the search runs again for the new memo")
            XCTAssertEqual(fixture.layout.listView.count, 4, "the new memo the query finds appears")
            XCTAssertEqual(fixture.layout.layoutState.selection, repair.id)

            fixture.selection.value = Memo.sample[0].id
            try pump(until: { fixture.layout.listView.count == 3 }, "another memo opened: the rewritten one goes")
        }
    }

    func testASearchThatThrowsShowsCouldNotLoadAndTryAgainSearchesAgain() throws {
        try MainActor.assumeIsolated {
            let (fixture, database, window) = try Self.searching()
            database.failure = ServerDown()
            fixture.layout.searchQuery.value = "umbrella"
            try pump(until: { fixture.layout.listStatus?.title == "Could Not Load" }, "the failure is shown")
            let tryAgain = try XCTUnwrap(fixture.layout.listColumn.unavailable.actionButton)
            database.failure = nil
            XCTAssertTrue(tryAgain.grabFocus())
            try XInput.press(["Return"], in: window)
            try pump(until: { fixture.layout.listStatus == nil }, "Try Again searches again")
            try pump(until: { fixture.layout.listView.count == 3 }, "and shows what it found")
            XCTAssertEqual(database.queries, ["umbrella", "umbrella"])
        }
    }

    /// Keys typed while the app's search runs all land in the field, at the caret, each
    /// query cancelling the last; a search that finds nothing says "No results".
    func testKeysTypedWhileTheAppsSearchRunsAreNeverLost() throws {
        try MainActor.assumeIsolated {
            let (fixture, database, window) = try Self.searching()
            fixture.layout.searchDelay = .zero
            database.waitsAtTheGate = true
            let field = try XCTUnwrap(fixture.layout.searchField)
            XCTAssertTrue(field.grabFocus())
            let typing = try XInput.typeInBackground("umbrellaz", delayMilliseconds: 40, in: window)
            try pump(until: { !typing.isRunning && fixture.layout.searchFieldText == "umbrellaz" }, "every key typed")
            XCTAssertEqual(field.cursorPosition, 9, "each at the caret")
            XCTAssertTrue(field.containsFocus)
            try pump(until: { database.gate.waits == 9 && database.gate.isWaiting }, "a search per key")
            XCTAssertEqual(database.gate.cancellations, 8, "each cancelled by the next key")
            XCTAssertTrue(fixture.layout.widgets.searchSpinner.isSpinning)
            database.gate.open(with: .success(()))
            try pump(
                until: { fixture.layout.listColumn.unavailable.isMapped && !fixture.layout.isAppSearchRunning },
                "nothing found")
            XCTAssertEqual(fixture.layout.listColumn.unavailable.titleText, "No results")
            XCTAssertFalse(fixture.layout.widgets.searchSpinner.isSpinning)
        }
    }

    /// The app's search finds memos the list does not hold (the app loaded half of them):
    /// they are shown after the app's, in the search's order, as rows of their own; one opened
    /// stays open while the app's items change and the search runs again without it; the
    /// query cleared, they go, and the layout's items were the app's throughout.
    func testTheAppsSearchShowsWhatItFindsBeyondTheItems() throws {
        try MainActor.assumeIsolated {
            let loaded = Array(Memo.sample.prefix(4))
            let fixture = MemoEditorFixture(memos: loaded)
            let database = MemoDatabase(Memo.sample)  // every memo, loaded or not
            fixture.layout.search = { query in try await database.search(query) }
            _ = try presentWindow(width: 1000, height: 700) { fixture.layout.attach(to: $0) }
            let list = fixture.layout.listView
            fixture.layout.searchQuery.value = "umbrella"
            try pump(until: { list.count == 3 }, "three memos mention an umbrella; one is not loaded")
            try settleRows(of: list)
            XCTAssertEqual(
                realisedRows(of: list).map(\.label), ["Packing list", "Umbrella repair", "Lost umbrella"],
                "the loaded ones in the list's order, then the one found beyond them")
            XCTAssertEqual(fixture.layout.items.map(\.id), loaded.map(\.id), "the items are still the app's")

            fixture.layout.searchQuery.value = "lentil"
            try pump(until: { list.count == 1 && !fixture.layout.isAppSearchRunning }, "a query only found beyond them")
            fixture.layout.searchQuery.value = "umbrella"
            try pump(until: { list.count == 3 && !fixture.layout.isAppSearchRunning }, "umbrella again")

            fixture.selection.value = 6  // Lost umbrella, found beyond the items
            try pump(until: { fixture.openEditor != nil }, "its editor opens")
            let editor = try XCTUnwrap(fixture.openEditor)
            database.memos = Memo.sample.filter { $0.id != 6 }  // the search no longer finds it
            fixture.replace(loaded.reversed())  // the app's items change: the search runs again
            try pump(
                until: { !fixture.layout.isAppSearchRunning && fixture.layout.isSearchSettled && list.count == 3 },
                "the search ran again")
            XCTAssertEqual(fixture.selection.value, 6, "the open memo stays open (L23)")
            XCTAssertTrue(fixture.openEditor === editor, "in the same editor")
            XCTAssertEqual(fixture.layout.items.map(\.id), loaded.reversed().map(\.id))

            fixture.layout.searchQuery.value = ""
            try pump(until: { list.count == 4 }, "the query cleared: the app's items alone")
            try settleRows(of: list)
            XCTAssertEqual(realisedRows(of: list).map(\.label), loaded.reversed().map { $0.title })
            XCTAssertNil(fixture.selection.value, "the memo found beyond them went with the query (L12)")
        }
    }

    /// A memos layout in a window whose search is the app's `MemoDatabase`.
    @MainActor private static func searching() throws -> (MemoEditorFixture, MemoDatabase, Window) {
        let fixture = MemoEditorFixture(memos: Memo.sample)
        let database = MemoDatabase(Memo.sample)
        fixture.layout.search = { query in try await database.search(query) }
        let window = try presentWindow(width: 1000, height: 700) { fixture.layout.attach(to: $0) }
        return (fixture, database, window)
    }
}
