import TwoPaneModel
import XCTest

/// The items' ids are read when needed: a million cost nothing until an id is looked up,
/// and the first lookup reads each once.
final class SplitLayoutItemsTests: XCTestCase {
    /// Counts the ids read.
    private final class Reads { var count = 0 }

    private func counted(_ count: Int, _ reads: Reads) -> SplitLayoutItems<Int> {
        SplitLayoutItems(
            count: count,
            reading: { position in
                reads.count += 1
                return position * 10
            })
    }

    func testAMillionItemsAreNotReadUntilAnIDIsLookedUp() {
        let reads = Reads()
        var state = SplitLayoutState(items: counted(1_000_000, reads))
        state.handle(.widthChanged(1000))
        state.handle(.widthChanged(480))
        state.handle(.focusMoved(.list))
        state.handle(.widthChanged(1000))
        XCTAssertEqual(reads.count, 0, "no id is read to lay out, collapse or expand")
        XCTAssertEqual(state.items.count, 1_000_000)

        state.handle(.selectionAssigned(9_999_990))
        XCTAssertEqual(state.selectedPosition, 999_999)
        XCTAssertEqual(reads.count, 1_000_000, "the first lookup reads every id once")
        state.handle(.selectionAssigned(10))
        XCTAssertEqual(state.selectedPosition, 1)
        XCTAssertEqual(reads.count, 1_000_000, "later lookups use the index")
    }

    func testAnIDReadWhereTheUserChoseItNeedsNoIndex() {
        let reads = Reads()
        var state = SplitLayoutState(items: counted(1_000_000, reads))
        state.handle(.widthChanged(1000))
        let chosen = state.items.rememberedID(at: 765_432)
        state.handle(.listSelectionChanged(chosen))
        XCTAssertEqual(state.selection, 7_654_320)
        XCTAssertEqual(state.selectedPosition, 765_432)
        XCTAssertEqual(reads.count, 1, "only the chosen row's id is read")

        state.handle(.selectionAssigned(10))
        XCTAssertEqual(state.selectedPosition, 1, "an id chosen elsewhere is found through the index")
        XCTAssertEqual(reads.count, 1_000_001)
        XCTAssertEqual(state.position(of: 7_654_320), 765_432, "the index agrees with the remembered row")
    }

    func testRestoredSelectionIsLookedUpOnce() {
        let reads = Reads()
        let state = SplitLayoutState(items: counted(1000, reads), selection: 420)
        XCTAssertEqual(state.selection, 420)
        XCTAssertEqual(state.selectedPosition, 42)
        XCTAssertEqual(reads.count, 1000)
        XCTAssertNil(SplitLayoutState(items: counted(10, Reads()), selection: 5).selection, "not an id: dropped")
    }

    func testReadingIsByPosition() {
        let ids = SplitLayoutItems(count: 3, id: { "id-\($0)" })
        XCTAssertEqual(Array(ids), ["id-0", "id-1", "id-2"])
        XCTAssertEqual(ids[2], "id-2")
        XCTAssertEqual(ids.position(of: "id-1"), 1)
        XCTAssertNil(ids.position(of: "id-3"))
        XCTAssertEqual(SplitLayoutItems(count: -4, id: { "\($0)" }).count, 0, "a negative count is no items")
    }

    func testRepeatedIDStandsForItsFirstPosition() {
        let ids: SplitLayoutItems = ["b", "a", "b", "c", "a"]
        XCTAssertEqual(ids.count, 5)
        XCTAssertEqual(ids.position(of: "b"), 0)
        XCTAssertEqual(ids.position(of: "a"), 1)
        XCTAssertEqual(ids.position(of: "c"), 3)
    }

    func testEqualityComparesIDsNotSources() {
        let reads = Reads()
        let lazy = counted(3, reads)
        XCTAssertEqual(lazy, lazy)
        XCTAssertEqual(reads.count, 0, "the same source compares without reading")
        XCTAssertEqual(lazy, [0, 10, 20])
        XCTAssertNotEqual(lazy, [0, 10, 21])
        XCTAssertNotEqual(lazy, [0, 10])
    }
}
