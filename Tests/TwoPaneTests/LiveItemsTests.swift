import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Items that change under the user (L17, L19), in a real window, as issue 21 reported them:
/// rows inserted and removed above the selection, the reading position, rows rebuilt, and the
/// app redirecting the selection from its observer. Every realised row is read back from the
/// widgets after each change, with the highlight, the detail and the scroll offset.
final class LiveItemsTests: LayoutTestCase {
    /// Inserting at index 1 five times shows each new item once, in order; the highlighted
    /// row opens its own detail.
    @MainActor func testInsertingAtOneFiveTimesShowsEachNewItemOnce() async throws {
        let live = try LiveList(count: 30)
        for number in 101...105 {
            live.items.insert(Article(id: number, name: "New \(number)"), at: 1)
            live.layout.setItems(live.items)
        }
        try live.assertRowsShowTheItems("five insertions at 1")
        live.selection.value = 105
        try live.settle()
        XCTAssertEqual(live.highlighted, ["New 105"])
        XCTAssertEqual(live.layout.shownDetail?.item.name, "New 105")
    }

    /// The same through the incremental API: one change each.
    @MainActor func testInsertingAtOneFiveTimesByChanges() async throws {
        let live = try LiveList(count: 30)
        for number in 101...105 {
            live.items.insert(Article(id: number, name: "New \(number)"), at: 1)
            live.layout.setItems(live.items, changes: [.inserted(at: 1)])
        }
        try live.assertRowsShowTheItems("five insertions at 1, by changes")
    }

    /// Item 5 selected, two items inserted at the top, then the first removed: the highlight
    /// and the detail stay on Item 5, and each row opens its own item.
    @MainActor func testTheHighlightFollowsTheSelectedItem() async throws {
        let live = try LiveList(count: 30, selected: 5)
        live.items.insert(contentsOf: [Article(id: 201, name: "New 201"), Article(id: 202, name: "New 202")], at: 0)
        live.layout.setItems(live.items)
        try live.assertRowsShowTheItems("two insertions at 0 with Item 5 selected")
        XCTAssertEqual(live.highlighted, ["Item 5"])
        XCTAssertEqual(live.layout.shownDetail?.item.id, 5)

        live.items.removeFirst()
        live.layout.setItems(live.items, changes: [.removed(at: 0)])
        try live.assertRowsShowTheItems("the first removed")
        XCTAssertEqual(live.highlighted, ["Item 5"])
        XCTAssertEqual(live.layout.listView.selectedIndex, live.items.firstIndex { $0.id == 5 }.map(ShownRowIndex.init))
    }

    /// Scrolled to the middle with an article open, seven arrive at the top: the rows the
    /// user reads stay under the same pixels, as GTK keeps them for a GListStore.
    @MainActor func testArrivalsAboveTheViewportKeepTheReadingPosition() async throws {
        let live = try LiveList(count: 200, selected: 60)
        let list = live.layout.listView
        list.scrollToRow(ShownRowIndex(60))
        try live.settle()
        XCTAssertGreaterThan(list.scrollPosition.offset, 500, "scrolled down to Item 60")
        let before = realisedRows(of: list).filter { isOnScreen($0, in: list) }
        let rowHeight = before[1].top - before[0].top
        for number in 1...7 {
            live.items.insert(Article(id: 1000 + number, name: "Arrived \(number)"), at: 0)
            live.layout.setItems(live.items, changes: [.inserted(at: 0)])
        }
        try live.settle()
        try live.assertRowsShowTheItems("seven arrivals at the top")
        let after = realisedRows(of: list)
        for row in before {
            let moved = try XCTUnwrap(after.first { $0.label == row.label }, "\(row.label) is still realised")
            XCTAssertEqual(
                moved.top - list.scrollPosition.offset, row.top - (list.scrollPosition.offset - 7 * rowHeight),
                accuracy: 1, "\(row.label) stays where the user reads it")
        }
        XCTAssertEqual(live.highlighted, ["Item 60"])
    }

    /// A mailbox read from its top, shorter than its view, gets new messages at the top until
    /// it is longer: the newest stays on top, and so it does when the window is resized (GTK 4.8
    /// anchored such a list on its last row and scrolled it to its end with each arrival).
    @MainActor func testArrivalsOnTopOfAListReadFromTheTopStayOnTop() async throws {
        let live = try LiveList(count: 5, searchable: true, twoLineRows: true, height: 400)
        let list = live.layout.listView
        XCTAssertLessThan(
            list.scrollPosition.contentHeight, list.scrollPosition.visibleHeight + 1, "shorter than its view")
        for number in 1...8 {
            live.items.insert(Article(id: 1000 + number, name: "Arrived \(number)"), at: 0)
            live.layout.setItems(live.items, changes: [.inserted(at: 0)])
            try live.settle()
            XCTAssertEqual(list.scrollPosition.offset, 0, "arrival \(number): still at the top")
        }
        try live.assertRowsShowTheItems("eight arrivals at the top")
        XCTAssertEqual(realisedRows(of: list).first?.label, "Arrived 8", "the newest on top")
        try resize(live.window, width: 1000, height: 500)
        try pump(until: { list.scrollPosition.visibleHeight > 350 }, "the window is taller")
        try live.settle()
        XCTAssertEqual(list.scrollPosition.offset, 0, "a resized window keeps the top")
        XCTAssertEqual(realisedRows(of: list).first?.label, "Arrived 8")
    }

    /// A list scrolled to its very top stays there when an edit of the items brings a row into
    /// a search's matches above the first one: the new match shows at the top, as a plain GTK
    /// list shows it (the live-items differential test found the layout keeping the row
    /// under it in place instead, one row down).
    @MainActor func testAnEditBringingAMatchAboveTheFirstShowsItAtTheTop() async throws {
        let live = try LiveList(count: 200, searchable: true)
        let list = live.layout.listView
        live.layout.searchQuery.value = "item 1"
        // "Item 1", "Item 10"…"Item 19", "Item 100"…"Item 199".
        try pump(until: { list.count == 111 }, "the search shows its 111 matches")
        try live.settle()
        // At the very top, as a user's scroll leaves it: a pixel down and back.
        list.scroll(toOffset: 1)
        list.scroll(toOffset: 0)
        try live.settle()
        XCTAssertEqual(realisedRows(of: list).first?.label, "Item 1")

        live.items[0].name = "Item 1, new match"
        live.layout.setItems(live.items, changes: [.updated(at: 0)])
        try pump(until: { list.count == 112 }, "the edited item is a match")
        try live.settle()
        XCTAssertEqual(list.scrollPosition.offset, 0, "still at the very top")
        XCTAssertEqual(realisedRows(of: list).first?.label, "Item 1, new match", "the new match on top")
    }

    /// One item changed: only its row is built again; the others keep their widgets.
    @MainActor func testOneChangedItemRebuildsOneRow() async throws {
        let live = try LiveList(count: 30)
        let builtBefore = live.rowsBuilt
        live.items[3].name = "Item 3, edited"
        live.layout.setItems(live.items)
        try live.assertRowsShowTheItems("one item renamed")
        XCTAssertEqual(live.rowsBuilt - builtBefore, 1, "only the renamed row is built again")

        live.items[4].name = "Item 4, edited"
        live.layout.setItems(live.items, changes: [.updated(at: 4)])
        try live.assertRowsShowTheItems("one item renamed, by changes")
        XCTAssertEqual(live.rowsBuilt - builtBefore, 2, "again only the renamed row")

        live.items.insert(Article(id: 500, name: "New 500"), at: 10)
        live.layout.setItems(live.items)
        try live.assertRowsShowTheItems("one item inserted")
        XCTAssertEqual(live.rowsBuilt - builtBefore, 3, "only the inserted row is built")
    }

    /// An item saved and moved to the top in one change (`.moved` and `.updated`, a notes app's
    /// save) is built once, for its new value: GTK binds its new row during the change, and
    /// building it then and again for the update built it twice.
    @MainActor func testAnItemMovedAndUpdatedIsBuiltOnce() async throws {
        let live = try LiveList(count: 30, selected: 5)
        let builtBefore = live.rowsBuilt
        live.saveToTop(from: 5)
        try live.assertRowsShowTheItems("Item 5 saved to the top")
        XCTAssertEqual(live.rowsBuilt - builtBefore, 1, "only the saved row is built, once")
        XCTAssertEqual(live.highlighted, ["Item 5, saved"])
    }

    /// Scrolled to the middle, the open item saved to the top leaves the rows on screen; the
    /// one row that comes into the rows GTK keeps realised is built once, though GTK binds its
    /// host once per splice of the move.
    @MainActor func testAnOpenItemSavedToTheTopFromTheMiddleBuildsOneRow() async throws {
        let live = try LiveList(count: 1000, selected: 500)
        let list = live.layout.listView
        list.scrollToRow(ShownRowIndex(500))
        try live.settle()
        let builtBefore = live.rowsBuilt
        live.saveToTop(from: 500)
        try live.assertRowsShowTheItems("Item 500 saved to the top")
        XCTAssertEqual(live.rowsBuilt - builtBefore, 1, "one row comes into the realised rows")
        XCTAssertEqual(list.selectedIndex, ShownRowIndex(0), "the saved item stays selected")
    }

    /// An app whose observer passes the selection on (a header row selects the next one) or
    /// clears it: the layout shows what the app chose, once the render that wrote the
    /// selection back is over (L19).
    @MainActor func testASelectionRedirectedFromTheAppsObserverIsShown() async throws {
        let live = try LiveList(count: 10)
        live.layout.onChange(of: live.selection) { _, id in
            if id == 3 { live.selection.value = 4 }  // row 3 is a header: the next row opens
            if id == 7 { live.selection.value = nil }  // row 7 cannot be opened
        }
        live.layout.listView.selectedIndex = ShownRowIndex(3)  // as the user's click selects it
        try live.settle()
        XCTAssertEqual(live.selection.value, 4)
        XCTAssertEqual(live.layout.layoutState.selection, 4)
        XCTAssertEqual(live.highlighted, ["Item 4"])
        XCTAssertEqual(live.layout.shownDetail?.item.id, 4)

        live.layout.listView.selectedIndex = ShownRowIndex(7)
        try live.settle()
        XCTAssertNil(live.selection.value)
        XCTAssertNil(live.layout.layoutState.selection)
        XCTAssertEqual(live.highlighted, [])
        XCTAssertNil(live.layout.shownDetail)
    }

    /// An observer that replaces the items when the selection changes (marking the opened
    /// message read): the new items are applied after the render, which is not nested.
    @MainActor func testItemsSetFromAnObserverAreAppliedAfterTheRender() async throws {
        let live = try LiveList(count: 10)
        live.layout.onChange(of: live.selection) { layout, id in
            guard let id, let position = live.items.firstIndex(where: { $0.id == id }) else { return }
            live.items[position].name += " (read)"
            layout.setItems(live.items, changes: [.updated(at: position)])
        }
        live.layout.listView.selectedIndex = ShownRowIndex(2)
        try live.settle()
        try live.assertRowsShowTheItems("the opened item marked read")
        XCTAssertEqual(live.layout.shownDetail?.item.name, "Item 2 (read)")
        XCTAssertEqual(live.highlighted, ["Item 2 (read)"])
    }

    @MainActor private func isOnScreen(_ row: RealisedRow, in list: ListView) -> Bool {
        let scroll = list.scrollPosition
        return row.top >= scroll.offset && row.top < scroll.offset + scroll.visibleHeight - 40
    }
}

/// An item of the live list.
struct Article: Identifiable, Hashable {
    let id: Int
    var name: String
}

/// A layout of articles "Item 0"… in a real 1000 × 700 window, the app's copy of the items,
/// and what is built.
@MainActor
final class LiveList {
    var items: [Article]
    let selection: ObservableValue<Int?>
    let layout: TwoPaneSplitLayout<Article>
    let window: Window
    private let counter = RowCounter()

    /// `count` articles; with a search field when `searchable`, rows of two lines (a sender
    /// and a subject, as a mail app's) when `twoLineRows`, in a window `height` px high.
    init(count: Int, selected: Int? = nil, searchable: Bool = false, twoLineRows: Bool = false, height: Int = 700)
        throws
    {
        items = (0..<count).map { Article(id: $0, name: "Item \($0)") }
        let selection = ObservableValue<Int?>(selected)
        let counter = self.counter
        self.selection = selection
        var searchText: (@MainActor (Article) -> String)?
        if searchable { searchText = { article in article.name } }
        let row: @MainActor (Article) -> Widget = { article in
            counter.count += 1
            guard twoLineRows else { return Label(article.name) }
            let row = Box(.vertical, spacing: 2)
            row.setMargins(8)
            row.append(Label(article.name))
            row.append(Label("subject"))
            return row
        }
        layout = TwoPaneSplitLayout(
            title: "Articles", items: items, selection: selection, configuration: .init(),
            searchText: searchText, itemTitle: { $0.name }, row: row,
            detail: { Label("Detail of \($0.name)") })
        let layout = self.layout
        window = try presentWindow(width: 1000, height: height, install: { layout.attach(to: $0) })
        try settle()
    }

    var rowsBuilt: Int { counter.count }

    /// The item at `position` saved with a new name ("Item N, saved") and moved to the top,
    /// told as a notes app tells it: `.moved` and `.updated`.
    func saveToTop(from position: Int) {
        var saved = items.remove(at: position)
        saved.name = "Item \(position), saved"
        items.insert(saved, at: 0)
        layout.setItems(items, changes: [.moved(from: position, to: 0), .updated(at: 0)])
    }

    /// The labels of the highlighted rows.
    var highlighted: [String] { realisedRows(of: layout.listView).filter(\.isSelected).map(\.label) }

    /// Runs the main loop until two frames have been painted since the last change and the
    /// list's rows did not change between them.
    func settle() throws {
        try settleRows(of: layout.listView)
    }

    /// Every realised row shows the item at its position, in order, with no gap or repeat.
    func assertRowsShowTheItems(_ step: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try settle()
        let rows = realisedRows(of: layout.listView)
        XCTAssertFalse(rows.isEmpty, "after \(step): rows are shown", file: file, line: line)
        guard let first = rows.first, let start = items.firstIndex(where: { $0.name == first.label }) else {
            return XCTFail(
                "after \(step): the first row \(rows.first?.label ?? "-") is no item", file: file, line: line)
        }
        let expected = items[start..<min(items.count, start + rows.count)].map(\.name)
        XCTAssertEqual(rows.map(\.label), expected, "after \(step): the rows on screen \(rows)", file: file, line: line)
        XCTAssertEqual(
            layout.layoutState.items.count, items.count, "after \(step): the model's items", file: file, line: line)
        let highlighted = rows.filter(\.isSelected).map(\.label)
        let selected = layout.layoutState.selection.flatMap { id in items.first { $0.id == id }?.name }
        if let selected, rows.contains(where: { $0.label == selected }) {
            XCTAssertEqual(highlighted, [selected], "after \(step): the highlight", file: file, line: line)
        } else {
            XCTAssertEqual(highlighted, [], "after \(step): no other row highlighted", file: file, line: line)
        }
        XCTAssertEqual(layout.shownDetail?.item.name, selected, "after \(step): the detail", file: file, line: line)
    }
}

@MainActor
private final class RowCounter {
    var count = 0
}
