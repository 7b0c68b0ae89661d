import TwoPaneModel
import XCTest

/// An app's changes, told as `ItemsChange`s, become the splices GTK is given and follow a row
/// to its new place: checked by hand on small cases and against `Array`'s own mutations over
/// seeded random sequences.
final class ItemsEditTests: XCTestCase {
    typealias SplitMix64 = RandomEventTests.SplitMix64

    func testAnInsertionAtTheTopMovesEveryRowDownByOne() throws {
        let edit = try XCTUnwrap(ItemsEdit(changes: [.inserted(at: 0)], from: 10, to: 11))
        XCTAssertEqual(edit.splices, [RowSplice(position: 0, removed: 0, added: 1)])
        XCTAssertEqual(edit.newPosition(of: 0), 1)
        XCTAssertEqual(edit.newPosition(of: 9), 10)
        XCTAssertEqual(edit.insertedPositions, [0])
        XCTAssertEqual(edit.updatedPositions, [])
    }

    func testARemovedRowHasNoNewPosition() throws {
        let edit = try XCTUnwrap(ItemsEdit(changes: [.removed(at: 2, count: 3)], from: 10, to: 7))
        XCTAssertEqual(edit.newPosition(of: 1), 1)
        XCTAssertNil(edit.newPosition(of: 2))
        XCTAssertNil(edit.newPosition(of: 4))
        XCTAssertEqual(edit.newPosition(of: 5), 2)
    }

    func testAMovedRowIsARemovalAndAnInsertionAndIsFollowed() throws {
        let edit = try XCTUnwrap(ItemsEdit(changes: [.moved(from: 1, to: 4)], from: 6, to: 6))
        XCTAssertEqual(
            edit.splices, [RowSplice(position: 1, removed: 1, added: 0), RowSplice(position: 4, removed: 0, added: 1)])
        XCTAssertEqual(edit.newPosition(of: 1), 4, "the moved row")
        XCTAssertEqual(edit.newPosition(of: 2), 1)
        XCTAssertEqual(edit.newPosition(of: 5), 5)
        XCTAssertEqual(edit.insertedPositions, [4])
    }

    func testAnUpdateNamedBeforeAnInsertionMovesWithItsRow() throws {
        let edit = try XCTUnwrap(ItemsEdit(changes: [.updated(at: 3), .inserted(at: 0, count: 2)], from: 5, to: 7))
        XCTAssertEqual(edit.updatedPositions, [5])
        let removedAfterUpdate = try XCTUnwrap(ItemsEdit(changes: [.updated(at: 3), .removed(at: 3)], from: 5, to: 4))
        XCTAssertEqual(removedAfterUpdate.updatedPositions, [], "a row removed after its update is not rebuilt")
    }

    func testChangesThatDoNotLeadToTheNewCountAreRefused() {
        XCTAssertNil(ItemsEdit(changes: [.inserted(at: 0)], from: 10, to: 10), "the count does not add up")
        XCTAssertNil(ItemsEdit(changes: [.inserted(at: 11)], from: 10, to: 11), "past the end")
        XCTAssertNil(ItemsEdit(changes: [.removed(at: 8, count: 3)], from: 10, to: 7), "past the end")
        XCTAssertNil(ItemsEdit(changes: [.moved(from: 0, to: 10)], from: 10, to: 10), "past the end")
        XCTAssertNil(ItemsEdit(changes: [.updated(at: -1)], from: 10, to: 10), "before the start")
        XCTAssertNil(ItemsEdit(changes: [.inserted(at: 0, count: -1)], from: 10, to: 9), "a negative count")
    }

    /// 500 random sequences of changes made to an array: the edit's splices applied to the
    /// old rows give the new rows, every old row is found where it went, and the updated rows
    /// are those the changes updated and did not remove.
    func testRandomChangesAgreeWithTheArraysOwnMutations() throws {
        var random = SplitMix64(seed: 21)
        for round in 0..<500 {
            let oldCount = Int(random.next() % 12)
            var rows = Array(0..<oldCount)  // old rows by number; new rows from 1000 on
            var updated = Set<Int>()
            var changes: [ItemsChange] = []
            var nextNew = 1000
            for _ in 0..<Int(random.next() % 6) {
                switch random.next() % 4 {
                case 0:
                    let at = Int(random.next() % UInt64(rows.count + 1))
                    let count = Int(random.next() % 3)
                    rows.insert(contentsOf: (nextNew..<(nextNew + count)), at: at)
                    nextNew += count
                    changes.append(.inserted(at: at, count: count))
                case 1 where !rows.isEmpty:
                    let at = Int(random.next() % UInt64(rows.count))
                    let count = min(rows.count - at, Int(random.next() % 3))
                    for row in rows[at..<(at + count)] { updated.remove(row) }
                    rows.removeSubrange(at..<(at + count))
                    changes.append(.removed(at: at, count: count))
                case 2 where !rows.isEmpty:
                    let from = Int(random.next() % UInt64(rows.count))
                    let to = Int(random.next() % UInt64(rows.count))
                    rows.insert(rows.remove(at: from), at: to)
                    changes.append(.moved(from: from, to: to))
                case 3 where !rows.isEmpty:
                    let at = Int(random.next() % UInt64(rows.count))
                    updated.insert(rows[at])
                    changes.append(.updated(at: at))
                default:
                    break
                }
            }
            let edit = try XCTUnwrap(ItemsEdit(changes: changes, from: oldCount, to: rows.count), "round \(round)")
            var spliced: [Int?] = Array(0..<oldCount)
            for splice in edit.splices {
                spliced.replaceSubrange(
                    splice.position..<(splice.position + splice.removed),
                    with: [Int?](repeating: nil, count: splice.added))
            }
            XCTAssertEqual(spliced.count, rows.count, "round \(round): \(changes)")
            for (position, row) in rows.enumerated() {
                if row < 1000, let old = spliced[position] {
                    XCTAssertEqual(old, row, "round \(round): \(changes): position \(position)")
                }
            }
            for old in 0..<oldCount {
                XCTAssertEqual(
                    edit.newPosition(of: old), rows.firstIndex(of: old), "round \(round): \(changes): row \(old)")
            }
            XCTAssertEqual(
                edit.updatedPositions, updated.compactMap { rows.firstIndex(of: $0) }.sorted(),
                "round \(round): \(changes)")
        }
    }
}
