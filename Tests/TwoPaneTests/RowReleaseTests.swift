import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// A list that shows other rows lets go of the old rows' widgets in the idle after the
/// change, not in it: finalising up to 200 rows there lengthened a search key's block by a
/// quarter (`make bench`, `type-query`).
final class RowReleaseTests: LayoutTestCase {
    @MainActor func testTheRowsAListDropsAreFinalisedInTheIdleAfterTheChange() async throws {
        var witnesses: [RowPosition: DisposalWitness] = [:]
        let list = ListView(count: 300, filterable: true) { index in
            let label = Label("Row \(index)")
            witnesses[index] = label.withUnsafeWidgetPointer { DisposalWitness(watching: UnsafeMutableRawPointer($0)) }
            return label
        }
        let scrolled = ScrolledWindow()
        scrolled.child = list
        _ = try presentWindow(width: 300, height: 300) { $0.child = scrolled }
        try pump(until: { witnesses.count >= 20 }, "the rows on screen are built")
        let built = witnesses

        list.showOnlyRows(at: [RowPosition(299)])
        let finalisedInTheChange = built.filter { $0.value.thread != nil }.map(\.key.rawValue).sorted()
        XCTAssertEqual(
            finalisedInTheChange.count, 0,
            "of \(built.count) rows dropped, finalised in the change itself: \(finalisedInTheChange.prefix(5))…")
        XCTAssertGreaterThan(ReleaseWhenIdle.waitingCount, 0, "the dropped rows wait for the idle")

        try pump(until: { built.values.allSatisfy { $0.thread != nil } }, "every dropped row is finalised")
        XCTAssertTrue(built.values.allSatisfy { $0.thread == .main }, "finalised on the main thread")
        XCTAssertEqual(ReleaseWhenIdle.waitingCount, 0, "nothing left waiting")
    }
}
