import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Several items selected (`selection: ObservableValue<Set<ID>>`), with real clicks and keys:
/// a click selects one, Ctrl+click adds or removes, Shift+click extends, Ctrl+A selects all,
/// Escape none; one selected shows its detail, several the detail of several. Every step
/// checks the rows drawn selected, the detail, the app's set and the layout's one selection.
final class SeveralSelectedTests: LayoutTestCase {
    /// What the user sees of the selection: the names of the rows drawn selected, the detail
    /// column's text, and the app's set (sorted).
    @MainActor private func seen(_ harness: LayoutHarness) -> (rows: [String], detail: String, set: [String]) {
        let rows = realisedRows(of: harness.widgets.list).filter(\.isSelected).map(\.label)
        let detail = harness.widgets.detailHost.firstLabelText ?? ""
        return (rows, detail, (harness.fixture.severalSelected?.value ?? []).sorted())
    }

    @MainActor private func expect(
        _ harness: LayoutHarness, rows: [String], detail: String, one: String?, _ step: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let ids = rows.compactMap { name in Peak.all.first { $0.name == name }?.id }.sorted()
        try harness.pump(
            until: { seen(harness).rows == rows && seen(harness).detail == detail && seen(harness).set == ids },
            "\(step): rows \(rows), detail \"\(detail)\", set \(ids); seen \(seen(harness)), focus \(harness.focusDescription)",
            file: file, line: line)
        XCTAssertEqual(harness.selection.value, one, "\(step): the layout's one selection", file: file, line: line)
    }

    /// The y of the row named `name` in the list, for a click in it.
    @MainActor private func rowY(_ harness: LayoutHarness, _ name: String) throws -> Int {
        let row = try XCTUnwrap(realisedRows(of: harness.widgets.list).first { $0.label == name })
        return Int(row.top) + 8
    }

    @MainActor private func click(
        _ harness: LayoutHarness, _ name: String, holding modifiers: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try harness.clickInLayout(
            x: 100, y: try rowY(harness, name), holding: modifiers, file: file, line: line)
    }

    @MainActor func testClicksAndKeysSelectSeveral() async throws {
        let harness = try LayoutHarness(width: 1000, selectingSeveral: [])
        try settleRows(of: harness.widgets.list)
        try click(harness, "Everest")
        try expect(harness, rows: ["Everest"], detail: "Detail of Everest", one: Peak.everest.id, "a click")

        try click(harness, "Kangchenjunga", holding: ["ctrl"])
        try expect(
            harness, rows: ["Everest", "Kangchenjunga"], detail: "2 peaks: Everest, Kangchenjunga", one: nil,
            "Ctrl+click adds")
        try harness.pump(until: { harness.layout.lastAnnouncement == "2 Selected" }, "the count is said")

        try click(harness, "Lhotse", holding: ["shift"])
        try expect(
            harness, rows: ["Kangchenjunga", "Lhotse"], detail: "2 peaks: Kangchenjunga, Lhotse", one: nil,
            "Shift+click selects from the last clicked to this one")

        try click(harness, "Everest", holding: ["ctrl"])
        try expect(
            harness, rows: ["Everest", "Kangchenjunga", "Lhotse"], detail: "3 peaks: Everest, Kangchenjunga, Lhotse",
            one: nil, "Ctrl+click adds a third")
        try harness.pump(until: { harness.layout.lastAnnouncement == "3 Selected" }, "the new count is said")

        try click(harness, "Kangchenjunga", holding: ["ctrl"])
        try click(harness, "Lhotse", holding: ["ctrl"])
        try expect(harness, rows: ["Everest"], detail: "Detail of Everest", one: Peak.everest.id, "Ctrl+click removes")

        try harness.press("ctrl+a")
        try expect(
            harness, rows: ["Everest", "K2", "Kangchenjunga", "Lhotse"],
            detail: "4 peaks: Everest, K2, Kangchenjunga, Lhotse", one: nil, "Ctrl+A selects every row")

        try click(harness, "K2")
        try expect(harness, rows: ["K2"], detail: "Detail of K2", one: Peak.k2.id, "a click selects one of all")
        try harness.press("shift+Down", "shift+Down")
        try expect(
            harness, rows: ["K2", "Kangchenjunga", "Lhotse"], detail: "3 peaks: K2, Kangchenjunga, Lhotse",
            one: nil, "Shift+Down extends")
        try harness.press("shift+Up")
        try expect(
            harness, rows: ["K2", "Kangchenjunga"], detail: "2 peaks: K2, Kangchenjunga", one: nil,
            "Shift+Up takes back")

        try harness.press("Up")
        try expect(harness, rows: ["K2"], detail: "Detail of K2", one: Peak.k2.id, "an arrow key selects one")
        try harness.press("shift+Down")
        try expect(harness, rows: ["K2", "Kangchenjunga"], detail: "2 peaks: K2, Kangchenjunga", one: nil, "two again")

        try harness.press("Escape")
        try expect(harness, rows: [], detail: "Nothing selected", one: nil, "Escape selects none")
        XCTAssertTrue(harness.widgets.list.containsFocus, "focus stays in the list")
    }

    /// A double click opens the row it lands on, with Ctrl held too: that row alone is
    /// selected and shows its detail, whether GTK selects on the press (4.8) or on the release
    /// (4.18), which would otherwise toggle the opened row off again.
    @MainActor func testACtrlDoubleClickOpensTheRow() async throws {
        let harness = try LayoutHarness(width: 1000, selectingSeveral: [Peak.everest.id, Peak.kangchenjunga.id])
        try settleRows(of: harness.widgets.list)
        try expect(
            harness, rows: ["Everest", "Kangchenjunga"], detail: "2 peaks: Everest, Kangchenjunga", one: nil,
            "two selected")
        try harness.clickInLayout(x: 100, y: try rowY(harness, "Kangchenjunga"), holding: ["ctrl"], count: 2)
        try expect(
            harness, rows: ["Kangchenjunga"], detail: "Detail of Kangchenjunga", one: Peak.kangchenjunga.id,
            "Ctrl+double-click opens Kangchenjunga")
    }

    @MainActor func testTheAppAssignsSeveral() async throws {
        let harness = try LayoutHarness(width: 1000, selectingSeveral: [Peak.k2.id, Peak.lhotse.id])
        let selected = try XCTUnwrap(harness.fixture.severalSelected)
        try expect(harness, rows: ["K2", "Lhotse"], detail: "2 peaks: K2, Lhotse", one: nil, "the first value")

        selected.value = [Peak.everest.id, Peak.k2.id, "not a peak"]
        try expect(
            harness, rows: ["Everest", "K2"], detail: "2 peaks: Everest, K2", one: nil, "an id not shown is left out")

        selected.value = [Peak.lhotse.id]
        try expect(
            harness, rows: ["Lhotse"], detail: "Detail of Lhotse", one: Peak.lhotse.id, "one is the one selection")

        harness.selection.value = Peak.k2.id
        try expect(harness, rows: ["K2"], detail: "Detail of K2", one: Peak.k2.id, "the one selection, assigned")

        selected.value = []
        try expect(harness, rows: [], detail: "Nothing selected", one: nil, "none")
    }

    /// The items change under several selected: those that go are no longer selected, and
    /// the one left is the one selection, its detail shown.
    @MainActor func testItemsThatGoLeaveTheSelection() async throws {
        let harness = try LayoutHarness(width: 1000, selectingSeveral: [Peak.everest.id, Peak.k2.id, Peak.lhotse.id])
        try expect(
            harness, rows: ["Everest", "K2", "Lhotse"], detail: "3 peaks: Everest, K2, Lhotse", one: nil, "three")
        harness.layout.setItems([Peak.k2, Peak.kangchenjunga, Peak.lhotse, Peak.everest])
        try expect(
            harness, rows: ["K2", "Lhotse", "Everest"], detail: "3 peaks: K2, Lhotse, Everest", one: nil,
            "moved rows stay selected, the detail in the new order")
        harness.layout.setItems([Peak.kangchenjunga, Peak.lhotse, Peak.everest])
        try expect(harness, rows: ["Lhotse", "Everest"], detail: "2 peaks: Lhotse, Everest", one: nil, "K2 gone")
        harness.layout.setItems([Peak.kangchenjunga, Peak.lhotse])
        try expect(harness, rows: ["Lhotse"], detail: "Detail of Lhotse", one: Peak.lhotse.id, "one left: its detail")
    }

    /// A search keeps the selected items it shows (L12, as for one).
    @MainActor func testASearchKeepsTheShownSelected() async throws {
        let harness = try LayoutHarness(
            width: 1000, searchable: true, selectingSeveral: [Peak.everest.id, Peak.k2.id, Peak.kangchenjunga.id])
        harness.layout.searchFieldText = "k"
        try expect(
            harness, rows: ["K2", "Kangchenjunga"], detail: "2 peaks: K2, Kangchenjunga", one: nil,
            "Everest hidden: no longer selected")
        harness.layout.searchFieldText = "kang"
        try expect(
            harness, rows: ["Kangchenjunga"], detail: "Detail of Kangchenjunga", one: Peak.kangchenjunga.id, "one")
    }

    /// Several selected survive a crossing; collapsed, a click opens one item as ever.
    @MainActor func testCollapsedTheListOpensOneItem() async throws {
        let harness = try LayoutHarness(width: 1000, selectingSeveral: [Peak.everest.id, Peak.lhotse.id])
        try expect(harness, rows: ["Everest", "Lhotse"], detail: "2 peaks: Everest, Lhotse", one: nil, "two")
        try harness.resize(to: 480)
        XCTAssertEqual(harness.layout.installedPresentation, .stacked(.list), "nothing open: the list")
        try expect(harness, rows: ["Everest", "Lhotse"], detail: "2 peaks: Everest, Lhotse", one: nil, "still two")
        try harness.resize(to: 1000)
        try expect(harness, rows: ["Everest", "Lhotse"], detail: "2 peaks: Everest, Lhotse", one: nil, "and back")

        try harness.resize(to: 480)
        try settleRows(of: harness.widgets.list)
        try click(harness, "K2")
        try harness.pump(until: { harness.layout.installedPresentation == .stacked(.detail) }, "K2 opens")
        XCTAssertEqual(harness.selection.value, Peak.k2.id)
        XCTAssertEqual(harness.fixture.severalSelected?.value, [Peak.k2.id])
    }

    /// Two rows of one id (a repeated id stands for its first row) selected are one item.
    @MainActor func testRowsOfOneIDAreOneItem() async throws {
        let harness = try LayoutHarness(
            width: 1000, items: [Peak.everest, Peak.k2, Peak.everest], selectingSeveral: [])
        try settleRows(of: harness.widgets.list)
        harness.widgets.list.selectedIndices = [ShownRowIndex(0), ShownRowIndex(2)]  // as Ctrl+click would
        try harness.pump(until: { harness.selection.value == Peak.everest.id }, "one item selected")
        XCTAssertEqual(harness.fixture.severalSelected?.value, [Peak.everest.id])
        try harness.pump(until: { harness.widgets.detailHost.firstLabelText == "Detail of Everest" }, "its detail")
    }

    @MainActor func testTheDefaultDetailOfSeveralSaysHowMany() async throws {
        let selected = ObservableValue<Set<String>>([Peak.k2.id, Peak.lhotse.id])
        let layout = TwoPaneSplitLayout(
            title: "Peaks", items: Peak.all, selection: selected, itemTitle: { $0.name }, row: { Label($0.name) },
            detail: { Label($0.name) })
        XCTAssertTrue(layout.selectsMultipleItems)
        let window = try presentWindow(width: 1000, height: 700) { layout.attach(to: $0) }
        try waitForLayout(layout, width: 1000)
        XCTAssertEqual(layout.widgets.detailHost.firstLabelText, "2 Selected")
        try pump(
            until: { layout.widgets.detailPages.title(ofPageShowing: layout.widgets.detailHost) == "2 Selected" },
            "the detail page is named by the count")
        _ = window
    }
}
