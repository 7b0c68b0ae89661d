import CGtk
import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// The list in sections: the row that starts a section among the rows shown carries its
/// header; headers are not rows (arrows go row to row, a click on one selects nothing, the
/// model's positions are the rows'); they follow live changes and searches.
final class SectionTests: LayoutTestCase {
    /// The section of each bound row on screen, by item name: its header's title, or "" for
    /// a row that starts none.
    @MainActor private func headers(_ harness: LayoutHarness) -> [String: String] {
        var found: [String: String] = [:]
        let items = harness.layout.items
        for (position, content) in harness.widgets.list.boundRowContents where position.rawValue < items.count {
            let name = items[items.index(items.startIndex, offsetBy: position.rawValue)].name
            found[name] = (content as? SectionStartRow)?.title ?? ""
        }
        return found
    }

    @MainActor private func sectioned(searchable: Bool = false) throws -> LayoutHarness {
        let harness = try LayoutHarness(width: 1000, height: 700, searchable: searchable)
        harness.layout.sectionTitle = { String($0.name.prefix(1)) }
        return harness
    }

    @MainActor func testTheRowStartingASectionCarriesItsHeaderWhichIsNoRow() async throws {
        let harness = try sectioned()
        let expected = ["Everest": "E", "K2": "K", "Kangchenjunga": "", "Lhotse": "L"]
        try harness.pump(until: { self.headers(harness) == expected }, "each section's first row has its header")

        harness.selection.value = Peak.everest.id  // selected and focused: the next arrow moves on (GTK 4.8 and 4.18)
        harness.widgets.list.focusRow(ShownRowIndex(0))
        try harness.pump(
            until: { harness.widgets.list.focusedRowPosition == RowPosition(0) }, "Everest's row has focus")
        try harness.press("Down")
        try harness.pump(until: { harness.selection.value == Peak.k2.id }, "Down goes to K2, past the K header")
        try harness.press("Down")
        try harness.pump(until: { harness.selection.value == Peak.kangchenjunga.id }, "then to Kangchenjunga")
        XCTAssertEqual(harness.layout.layoutState.selectedPosition, 2, "positions count the rows alone")

        // A click on the L header: it takes the click, nothing is selected or opened.
        let lHeader = {
            harness.widgets.list.boundRowContents.compactMap { $0.content as? SectionStartRow }.first {
                $0.title == "L"
            }
        }
        try harness.pump(until: { (lHeader()?.header.allocatedHeight ?? 0) > 0 }, "the L header laid out")
        let start = try XCTUnwrap(lHeader())
        var (x, y) = (0.0, 0.0)
        let middle = Double(start.header.allocatedHeight) / 2
        harness.widgets.list.withUnsafeWidgetPointer { list in
            start.header.withUnsafeWidgetPointer { header in
                _ = cgtk_widget_translate_point(header, list, 4, middle, &x, &y)
            }
        }
        try harness.clickInLayout(x: Int(x), y: Int(y))  // the list is at the top left of its column
        try harness.pump(until: { harness.window.isMapped }, "the click is handled")
        MainLoop.drain()
        XCTAssertEqual(harness.selection.value, Peak.kangchenjunga.id, "a click on a header selects nothing")
    }

    @MainActor func testHeadersFollowLiveChangesAndSearches() async throws {
        let harness = try sectioned(searchable: true)
        try harness.pump(until: { self.headers(harness)["K2"] == "K" }, "K2 starts K")

        let kamet = Peak(id: "kamet", name: "Kamet")
        harness.layout.setItems([Peak.everest, kamet, Peak.k2, Peak.kangchenjunga, Peak.lhotse])
        try harness.pump(
            until: {
                self.headers(harness) == ["Everest": "E", "Kamet": "K", "K2": "", "Kangchenjunga": "", "Lhotse": "L"]
            },
            "Kamet, inserted first in K, takes its header from K2")

        harness.layout.setItems([Peak.k2, Peak.kangchenjunga, Peak.lhotse])
        try harness.pump(
            until: { self.headers(harness) == ["K2": "K", "Kangchenjunga": "", "Lhotse": "L"] },
            "the E section emptied: K2 starts the list with K")

        harness.layout.searchFieldText = "ang"
        try harness.pump(
            until: { harness.widgets.list.count == 1 && self.headers(harness)["Kangchenjunga"] == "K" },
            "alone in a search, Kangchenjunga starts K")
        harness.layout.searchFieldText = ""
        try harness.pump(
            until: { harness.widgets.list.count == 3 && self.headers(harness)["Kangchenjunga"] == "" },
            "the search cleared: K2 starts K again")
    }
}
