import TestSupport
import TwoPaneModel
import XCTest

@testable import TwoPane

/// The search in steps, without a window: seeded random sequences of queries (narrower ones
/// started before the last finished, wider ones, emptied), item changes in the middle of a
/// search, and steps, checked after every action. The rows a list shows, kept up to date
/// only by applying the changes the filter gives (as the layout applies them to GTK), are the
/// filter's own shown rows; once settled they are exactly the rows the query matches.
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

        func apply(_ changes: [ShownRowsChange]) {
            for change in changes {
                listShows?.replaceSubrange(change.index..<(change.index + change.removed), with: change.positions)
            }
            if filter.shown == nil { listShows = nil }
        }

        for step in 0..<1_500 {
            switch random.below(10) {
            case 0...2:
                let query = random.pick(Self.queries)
                history.append("query '\(query)'")
                let selected = filter.shownCount > 0 && random.percent(50) ? filter.position(atShownIndex: 0) : nil
                if let rowsShown = filter.search(for: query, selected: selected), case .only(let positions) = rowsShown
                {
                    listShows = positions
                }
                apply(filter.step(until: 0))
            case 3...4:
                history.append("change the items")
                var changes: [ItemsChange] = []
                for _ in 0..<(1 + random.below(3)) {
                    switch random.below(3) {
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
                apply(filter.itemsChanged(to: LayoutItems(rows), by: edit))
            default:
                history.append("step")
                apply(filter.step(until: 0))
            }
            XCTAssertEqual(listShows, filter.shown, "step \(step): the list shows the filter's rows; \(context())")
            if let shown = filter.shown {
                XCTAssertEqual(shown, shown.sorted(), "step \(step): shown rows in order; \(context())")
                XCTAssertEqual(Set(shown).count, shown.count, "step \(step): no row shown twice; \(context())")
                XCTAssertTrue(
                    filter.query.isEmpty || shown.allSatisfy { rows[$0].name.lowercased().contains(filter.query) },
                    "step \(step): only matches are shown, even before the search settles; \(context())")
            }
            if filter.isSettled {
                let expected =
                    filter.query.isEmpty
                    ? nil : rows.indices.filter { rows[$0].name.lowercased().contains(filter.query) }
                XCTAssertEqual(filter.shown, expected, "step \(step): a settled search shows every match; \(context())")
            }
            if testRun?.failureCount ?? 0 > 0 { break }
        }
    }
}
