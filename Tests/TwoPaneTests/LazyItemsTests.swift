import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// A million items from a collection that makes each item when it is read: the layout
/// reads only the rows on screen before its first frame, and the ids when it first looks
/// one up.
final class LazyItemsTests: LayoutTestCase {
    /// Peaks made on demand, counting how many were read.
    private struct GeneratedPeaks: RandomAccessCollection {
        final class Reads { var count = 0 }
        let count: Int
        let reads = Reads()
        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(position: Int) -> Peak {
            reads.count += 1
            return Peak(id: "peak-\(position)", name: "Peak \(position + 1)")
        }
    }

    @MainActor func testAMillionItemsAreReadOnlyAsTheirRowsAreShown() async throws {
        let peaks = GeneratedPeaks(count: 1_000_000)
        let selection = ObservableValue<String?>(nil)
        let layout = TwoPaneSplitLayout(
            title: "Peaks", items: peaks, selection: selection, configuration: .init(),
            searchText: { $0.name }, itemTitle: { $0.name },
            row: { Label($0.name) }, detail: { Label("Detail of \($0.name)") })
        let window = try presentWindow(width: 1000, height: 700, install: { layout.attach(to: $0) })
        try waitForLayout(
            layout, width: 1000, applied: { layout.installedPresentation == layout.layoutState.presentation })
        try pump(until: { layout.listView.isMapped }, "the list is on screen")

        XCTAssertEqual(layout.listView.count, 1_000_000)
        XCTAssertGreaterThan(peaks.reads.count, 0, "the rows on screen were read")
        XCTAssertLessThan(peaks.reads.count, 1_000, "only the rows GTK keeps ready (up to 200) are read, not a million")

        layout.listView.selectedIndex = ShownRowIndex(41)
        try pump(until: { selection.value == "peak-41" }, "row 42 is selected")
        try pump(until: { layout.shownDetail?.item.id == "peak-41" }, "its detail is shown")
        XCTAssertEqual(layout.layoutState.selectedPosition, 41)
        XCTAssertLessThan(peaks.reads.count, 1_000, "choosing a row reads its item, not every id")

        selection.value = "peak-999999"
        try pump(until: { layout.shownDetail?.item.id == "peak-999999" }, "the last peak's detail is shown")
        XCTAssertEqual(layout.listView.selectedIndex, ShownRowIndex(999_999))
        _ = window
    }
}
