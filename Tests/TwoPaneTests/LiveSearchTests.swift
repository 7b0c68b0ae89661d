import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Search over a million items while the user types (L18): keys typed quickly while the
/// search is still looking are all kept, and once it settles the list shows exactly the
/// matches, the selection kept or cleared by L12.
final class LiveSearchTests: LayoutTestCase {
    private struct Place: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    private static let names = ["alpine meadow", "Alpine lake", "coastal path", "alpine meander", "river walk"]

    /// Ten keys, 30 ms apart, into the field of a million items: every letter is kept, in
    /// order, with the cursor at the end, and the list shows every match once it settles.
    @MainActor func testTenKeysTypedQuicklyAtAMillionItemsAreAllKept() async throws {
        let places = (0..<1_000_000).map { Place(id: $0, name: "\(Self.names[$0 % Self.names.count]) \($0)") }
        let selection = ObservableValue<Int?>(3)  // "alpine meander 3": it matches to the end
        let layout = TwoPaneSplitLayout(
            title: "Places", items: places, selection: selection, configuration: .init(),
            searchText: { $0.name }, itemTitle: { $0.name }, row: { Label($0.name) }, detail: { Label($0.name) })
        let window = try presentWindow(width: 1000, height: 700, install: { layout.attach(to: $0) })
        let searchEntry = try XCTUnwrap(layout.widgets.searchEntry)
        try XInput.press(["ctrl+f"], in: window)
        try pump(until: { searchEntry.containsFocus }, "Ctrl+F focuses the search field")

        let typist = try XInput.typeInBackground("alpine mea", delayMilliseconds: 30, in: window)
        try pump(until: { !typist.isRunning }, timeout: 30, "xdotool has typed every key")
        try pump(
            until: { layout.appliedSearchQuery == "alpine mea" && layout.isSearchSettled }, timeout: 60,
            "the search for every key typed settles")

        XCTAssertEqual(searchEntry.text, "alpine mea", "every key kept, in order")
        XCTAssertEqual(searchEntry.cursorPosition, 10, "the cursor at the end")
        let expected = places.indices.filter { places[$0].name.lowercased().contains("alpine mea") }
        XCTAssertEqual(layout.listView.count, expected.count, "every match shown")
        XCTAssertEqual(
            (0..<layout.listView.count).compactMap { layout.listView.rowPosition(atShownIndex: ShownRowIndex($0)) },
            expected.map(RowPosition.init),
            "exactly the matches, in order")
        XCTAssertEqual(selection.value, 3, "the selected place matches: it stays selected (L12)")
        XCTAssertEqual(layout.listView.selectedIndex, expected.firstIndex(of: 3).map(ShownRowIndex.init))
        XCTAssertEqual(layout.shownDetail?.item.id, 3)
        XCTAssertTrue(searchEntry.containsFocus, "focus stayed in the field")
    }
}
