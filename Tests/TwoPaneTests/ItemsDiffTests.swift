import TestSupport
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Two lists compared by identity give the splices that turn one into the other and the rows
/// whose value changed: the smallest ones for the common cases, and always correct, checked
/// against seeded random lists.
final class ItemsDiffTests: XCTestCase {
    private struct Row: Identifiable, Hashable {
        let id: Int
        var value: Int
    }

    @MainActor private func edit(_ old: [Row], _ new: [Row]) -> ItemsEdit {
        ItemsDiff.edit(from: LayoutItems(old), to: LayoutItems(new))
    }

    @MainActor private func rows(_ ids: [Int]) -> [Row] { ids.map { Row(id: $0, value: 0) } }

    @MainActor func testOneInsertionAtTheTopOfAMillionIsOneSplice() async {
        let old = rows(Array(0..<1_000_000))
        let new = rows([-1]) + old
        XCTAssertEqual(edit(old, new).splices, [RowSplice(position: 0, removed: 0, added: 1)])
    }

    @MainActor func testScatteredInsertionsAndRemovalsAreRunsOfNeighbours() async {
        let edit = edit(rows([0, 1, 2, 3, 4, 5, 6]), rows([0, 10, 11, 1, 2, 5, 6, 12]))
        XCTAssertEqual(
            edit.splices,
            [
                RowSplice(position: 3, removed: 2, added: 0), RowSplice(position: 1, removed: 0, added: 2),
                RowSplice(position: 7, removed: 0, added: 1),
            ])
        XCTAssertEqual(edit.updatedPositions, [])
    }

    @MainActor func testAChangedValueIsAnUpdateNotASplice() async {
        var new = rows(Array(0..<100))
        new[40].value = 1
        let edit = edit(rows(Array(0..<100)), new)
        XCTAssertEqual(edit.splices, [])
        XCTAssertEqual(edit.updatedPositions, [40])
    }

    @MainActor func testAMovedRowIsRemovedAndInserted() async {
        let edit = edit(rows([0, 1, 2, 3, 4]), rows([0, 3, 1, 2, 4]))
        XCTAssertEqual(edit.splices.map(\.removed).reduce(0, +), 1)
        XCTAssertEqual(edit.splices.map(\.added).reduce(0, +), 1)
    }

    /// 2,000 random pairs of lists (insertions, removals, moves, new values, in every mix):
    /// the splices turn the old ids into the new ones, every row that stayed is found where it
    /// went, and the updated rows are exactly those that stayed with a new value.
    @MainActor func testRandomListsAreDiffedCorrectly() async {
        var random = SeededRandom(seed: 2_021)
        for round in 0..<2_000 {
            let old = rows(Array(0..<random.below(40)))
            var new = old.filter { _ in !random.percent(15) }
            for _ in 0..<random.below(6) {
                new.insert(Row(id: 1_000 + random.below(1_000), value: 0), at: random.below(new.count + 1))
            }
            new = uniqued(new)
            if random.percent(30), new.count > 1 { new.swapAt(random.below(new.count), random.below(new.count)) }
            for index in new.indices where random.percent(10) { new[index].value = 1 }
            let edit = edit(old, new)
            var spliced: [Int?] = old.map(\.id)
            for splice in edit.splices {
                spliced.replaceSubrange(
                    splice.position..<(splice.position + splice.removed),
                    with: [Int?](repeating: nil, count: splice.added))
            }
            XCTAssertEqual(spliced.count, new.count, "round \(round)")
            for (position, id) in spliced.enumerated() {
                if let id { XCTAssertEqual(id, new[position].id, "round \(round): a kept row in the wrong place") }
            }
            for (position, row) in old.enumerated() {
                guard let moved = edit.newPosition(of: position) else { continue }
                XCTAssertEqual(new[moved].id, row.id, "round \(round): row \(row.id) followed to the wrong place")
            }
            let kept = Set(spliced.compactMap { $0 })
            let changed = new.indices.filter { kept.contains(new[$0].id) && new[$0].value != 0 }
            XCTAssertEqual(edit.updatedPositions, changed, "round \(round): the updated rows")
        }
    }

    private func uniqued(_ rows: [Row]) -> [Row] {
        var seen = Set<Int>()
        return rows.filter { seen.insert($0.id).inserted }
    }
}
