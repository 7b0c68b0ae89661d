import TestSupport
import TwoPaneModel
import XCTest

@testable import TwoPane

/// The search in steps, without a window: seeded random sequences of queries (narrower ones
/// started before the last finished, wider ones, emptied), item changes in the middle of a
/// search (the open item's too: edited, moved), items opened, and steps, checked after every
/// action. The rows a list shows, kept up to date only by applying the changes the filter
/// gives (as the layout applies them to GTK), are the filter's own shown rows; once settled
/// they are exactly the rows the query matches, and the open item's row while it is open,
/// even once it no longer matches (L23).
final class SearchFilterTests: XCTestCase {
    private struct Row: Identifiable, Hashable {
        let id: Int
        var name: String
    }

    private static let words = ["alps", "Andes", "atlas", "Dolomites", "pyrenees", "ROCKIES", "Ålesund", "tatra"]
    private static let queries = ["a", "al", "alp", "alps", "es", "t", "å", "ro", "", "x"]

    @MainActor func testRandomSearchesAndChangesShowExactlyTheMatches() async throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["TWOPANE_SEARCH_SEED"] ?? "") ?? 7
        var random = SeededRandom(seed: seed)
        var rows = (0..<3_000).map { Row(id: $0, name: "\(random.pick(Self.words)) \($0)") }
        var nextID = rows.count
        let filter = SearchFilter(rows: LayoutItems(rows), searchText: { $0.name })
        var listShows: [Int]? = nil  // what the list shows: nil for every row
        var history: [String] = []
        func context() -> String { "seed \(seed), after: \(history.suffix(6).joined(separator: "; "))" }
        // The open item, always a shown row while the search shows only some (the layout's
        // selection is one of the shown rows); nil when none is open.
        var open: Int?
        func openRow() -> Int? { open.flatMap { id in rows.firstIndex { $0.id == id } } }
        func isShown(_ row: Int) -> Bool { filter.shown.map { $0.contains(row) } ?? (row < rows.count) }

        func apply(_ changes: [ShownRowsChange]) {
            for change in changes {
                listShows?.replaceSubrange(change.index..<(change.index + change.removed), with: change.positions)
            }
            if filter.shown == nil { listShows = nil }
        }

        for step in 0..<1_500 {
            switch random.below(12) {
            case 0...2:
                let query = random.pick(Self.queries)
                history.append("query '\(query)'")
                let selected = openRow()
                if let rowsShown = filter.search(for: query, selected: selected), case .only(let positions) = rowsShown
                {
                    listShows = positions
                }
                // A query the user types decides for the open item too (L12).
                if let selected, !isShown(selected) { open = nil }
                apply(filter.step(until: 0))
            case 3:
                // The user opens a shown row, or closes the open one: the row kept for the
                // last one goes, unless it matches again.
                let index = random.below(filter.shownCount + 1)
                let row = index < filter.shownCount ? filter.position(atShownIndex: index) : nil
                history.append("open row \(row.map(String.init) ?? "none")")
                open = row.map { rows[$0].id }
                apply(filter.dropKeptOpenRow(unlessAt: row))
            case 4...5:
                history.append("change the items")
                let wasOpenShown = openRow().map(isShown) ?? false
                var changes: [ItemsChange] = []
                for _ in 0..<(1 + random.below(3)) {
                    switch random.below(5) {
                    case 3:
                        // The open item edited and moved to the top, as a notes app saves it.
                        guard let at = openRow() else { continue }
                        rows[at].name = "\(random.pick(Self.words)) edited"
                        let edited = rows.remove(at: at)
                        rows.insert(edited, at: 0)
                        changes += [.moved(from: at, to: 0), .updated(at: 0)]
                    case 4 where rows.count > 1:
                        let from = random.below(rows.count)
                        let to = random.below(rows.count)
                        rows.insert(rows.remove(at: from), at: to)
                        changes.append(.moved(from: from, to: to))
                    case 0:
                        let at = random.below(rows.count + 1)
                        rows.insert(Row(id: nextID, name: "\(random.pick(Self.words)) new"), at: at)
                        nextID += 1
                        changes.append(.inserted(at: at))
                    case 1 where !rows.isEmpty:
                        let at = random.below(rows.count)
                        rows.remove(at: at)
                        changes.append(.removed(at: at))
                    default:
                        guard !rows.isEmpty else { continue }
                        let at = random.below(rows.count)
                        rows[at].name = "\(random.pick(Self.words)) renamed"
                        changes.append(.updated(at: at))
                    }
                }
                let edit = try XCTUnwrap(ItemsEdit(changes: changes, from: filter.allRows.count, to: rows.count))
                // The list's own shown rows follow the splices (TwoPaneRowSubsetModel).
                for splice in edit.splices where listShows != nil {
                    let end = splice.position + splice.removed
                    listShows = listShows?.compactMap {
                        $0 < splice.position ? $0 : $0 >= end ? $0 + splice.added - splice.removed : nil
                    }
                }
                apply(filter.itemsChanged(to: LayoutItems(rows), by: edit, openRow: openRow()))
                if open != nil, wasOpenShown, openRow() == nil { open = nil }  // removed
                if let row = openRow(), wasOpenShown {
                    XCTAssertTrue(isShown(row), "step \(step): the open item stays shown (L23); \(context())")
                }
            default:
                history.append("step")
                apply(filter.step(until: 0))
            }
            XCTAssertEqual(listShows, filter.shown, "step \(step): the list shows the filter's rows; \(context())")
            if let shown = filter.shown {
                XCTAssertEqual(shown, shown.sorted(), "step \(step): shown rows in order; \(context())")
                XCTAssertEqual(Set(shown).count, shown.count, "step \(step): no row shown twice; \(context())")
                XCTAssertTrue(
                    filter.query.isEmpty
                        || shown.allSatisfy {
                            rows[$0].name.lowercased().contains(filter.query) || $0 == filter.keptOpenRow
                        },
                    "step \(step): only matches are shown, and the open row, even before the search settles; "
                        + context())
                if let kept = filter.keptOpenRow {
                    XCTAssertEqual(kept, openRow(), "step \(step): only the open row is kept; \(context())")
                }
            }
            if filter.isSettled {
                let expected =
                    filter.query.isEmpty
                    ? nil
                    : rows.indices.filter {
                        rows[$0].name.lowercased().contains(filter.query) || $0 == filter.keptOpenRow
                    }
                XCTAssertEqual(filter.shown, expected, "step \(step): a settled search shows every match; \(context())")
            }
            if testRun?.failureCount ?? 0 > 0 { break }
        }
    }

    /// The app's own search: the rows shown are those whose ids the app found; after the
    /// items change, a refresh with the app's new ids re-checks every row in steps, never
    /// hiding the open row (L23); once settled, exactly the found rows and the kept open row.
    @MainActor func testRandomAppSearchesAndRefreshesShowTheFoundRowsAndKeepTheOpenOne() async throws {
        var random = SeededRandom(seed: 11)
        var rows = (0..<2_000).map { Row(id: $0, name: "\(random.pick(Self.words)) \($0)") }
        var nextID = rows.count
        let filter = SearchFilter(rows: LayoutItems(rows), searchText: { $0.name })
        var listShows: [Int]? = nil
        var open: Int?
        var history: [String] = []
        var isFresh = true  // the app's ids were found for the rows as they are
        func openRow() -> Int? { open.flatMap { id in rows.firstIndex { $0.id == id } } }
        func found(_ query: String) -> Set<Int> {
            Set(rows.filter { $0.name.lowercased().contains(query.lowercased()) }.map(\.id))
        }
        func apply(_ changes: [ShownRowsChange]) {
            for change in changes {
                listShows?.replaceSubrange(change.index..<(change.index + change.removed), with: change.positions)
            }
            if filter.shown == nil { listShows = nil }
        }
        var keptChecks = 0
        for step in 0..<1_200 {
            let openWasShown = openRow().map { filter.shown?.contains($0) ?? true } ?? false
            let action = random.below(10)
            switch action {
            case 0...1:
                let query = random.pick(Self.queries.filter { !$0.isEmpty })
                history.append("query '\(query)'")
                let shown = filter.search(for: query, matching: found(query), selected: openRow())
                if case .only(let positions) = shown { listShows = positions }
                if let row = openRow(), !(filter.shown?.contains(row) ?? true) { open = nil }
                if shown != nil { isFresh = true }
            case 2:
                guard filter.shownCount > 0 else { continue }
                let row = filter.position(atShownIndex: random.below(filter.shownCount))
                history.append("open \(row)")
                open = rows[row].id
                apply(filter.dropKeptOpenRow(unlessAt: row))
            case 3...4:
                history.append("change the items")
                var changes: [ItemsChange] = []
                if random.percent(50), let at = openRow() {
                    rows[at].name = "\(random.pick(Self.words)) edited"
                    let edited = rows.remove(at: at)
                    rows.insert(edited, at: 0)
                    changes = [.moved(from: at, to: 0), .updated(at: 0)]
                } else {
                    let at = random.below(rows.count + 1)
                    rows.insert(Row(id: nextID, name: "\(random.pick(Self.words)) new"), at: at)
                    nextID += 1
                    changes = [.inserted(at: at)]
                }
                let edit = try XCTUnwrap(ItemsEdit(changes: changes, from: filter.allRows.count, to: rows.count))
                for splice in edit.splices where listShows != nil {
                    let end = splice.position + splice.removed
                    listShows = listShows?.compactMap {
                        $0 < splice.position ? $0 : $0 >= end ? $0 + splice.added - splice.removed : nil
                    }
                }
                let wasShown = openRow().map { filter.shown?.contains($0) ?? true } ?? false
                apply(filter.itemsChanged(to: LayoutItems(rows), by: edit, openRow: openRow()))
                if let row = openRow(), wasShown {
                    XCTAssertTrue(filter.shown?.contains(row) ?? true, "step \(step): the open row stays shown")
                }
                isFresh = false
            case 5...6 where filter.isSearching:
                history.append("refresh")
                filter.refresh(matching: found(filter.query), openRow: openRow())
                isFresh = true
            default:
                history.append("step")
                apply(filter.step(until: 0))
            }
            let context = "step \(step), after \(history.suffix(5))"
            XCTAssertEqual(listShows, filter.shown, "the list shows the filter's rows; \(context)")
            if action >= 3, openWasShown, let row = openRow() {
                // Neither an edit, a refresh nor a step hides the open row (L23).
                XCTAssertTrue(filter.shown?.contains(row) ?? true, "the open row stays shown; \(context)")
                if filter.keptOpenRow == row { keptChecks += 1 }
            }
            if let kept = filter.keptOpenRow {
                XCTAssertEqual(kept, openRow(), "only the open row is kept; \(context)")
            }
            if filter.isSettled, isFresh, filter.isSearching {
                let ids = found(filter.query)
                let expected = rows.indices.filter { ids.contains(rows[$0].id) || $0 == filter.keptOpenRow }
                XCTAssertEqual(filter.shown, expected, "settled: the found rows and the kept one; \(context)")
            }
            if testRun?.failureCount ?? 0 > 0 { break }
        }
        XCTAssertGreaterThanOrEqual(keptChecks, 10, "the open row was kept against the query often enough to tell")
    }
}
