import CGtk
import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// L22 beyond the detail's root: pages pushed on it and an `AsyncContent` detail stay what they
/// are while their item takes new values (the pages hear them when they are an ``ItemDetail``;
/// the async detail does not load again); a row moved to another section by a new value takes
/// its selection and keyboard focus with it.
final class DetailFollowsItemTests: LayoutTestCase {
    @MainActor func testPushedPagesStayAndHearTheItemsNewValue() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        let routesLabel = Label("Routes of K2")
        let routes = ItemDetail<Peak>(routesLabel) { peak in routesLabel.text = "Routes of \(peak.name)" }
        let plain = Label("A plain page")
        harness.layout.pushDetailPage(routes, title: "Routes")
        harness.layout.pushDetailPage(plain, title: "Notes")
        try harness.pump(until: { plain.isMapped }, "the second page shows")
        let detail = try XCTUnwrap(harness.details.lastWidget)

        let chhogori = Peak(id: Peak.k2.id, name: "Chhogori")
        harness.layout.setItems(
            [chhogori, .everest, .kangchenjunga, .lhotse],
            changes: [
                .moved(from: 1, to: 0), .updated(at: 0),
            ])
        XCTAssertEqual(harness.layout.detailPageTitles, ["Routes", "Notes"], "the pages stay pushed")
        XCTAssertTrue(plain.isMapped, "the top page still shows")
        XCTAssertEqual(routesLabel.text, "Routes of Chhogori", "a page that follows its item heard the new value")
        XCTAssertEqual(routes.updateCount, 1)
        XCTAssertEqual(harness.details.count, 1, "the detail was not built again")
        XCTAssertTrue(harness.layout.shownDetail?.widget === detail)
        XCTAssertEqual(harness.details.lastLabel?.text, "Detail of Chhogori", "the detail under the pages heard it")

        try harness.resize(to: 480)
        XCTAssertEqual(harness.layout.detailPageTitles, ["Routes", "Notes"], "a crossing keeps them too")
        XCTAssertEqual(harness.widgets.titleLabel.text, "Notes")
        XCTAssertEqual(routes.updateCount, 1, "and hands nobody a value again")
    }

    // Not `async`: the load is a main-actor task, which runs while the test pumps the loop.
    func testAnAsyncDetailIsNotLoadedAgainForANewValue() throws {
        try MainActor.assumeIsolated { try Self.asyncDetailKeptForANewValue() }
    }

    @MainActor private static func asyncDetailKeptForANewValue() throws {
        let gate = LoadGate<String>()
        let selection = ObservableValue<String?>(Peak.k2.id)
        var built = 0
        let layout = TwoPaneSplitLayout(
            title: "Peaks", items: Peak.all, selection: selection, itemTitle: { $0.name },
            row: { Label($0.name) },
            detail: { peak in
                built += 1
                return AsyncContent { Label("\(peak.name): \(try await gate.wait())") }
            })
        _ = try presentWindow(width: 1000, height: 700, install: { layout.attach(to: $0) })
        try pump(until: { gate.isWaiting }, "K2's detail loads")
        gate.open(with: .success("8,611 m"))
        let detail = try XCTUnwrap(layout.shownDetail?.widget as? AsyncContent)
        try pump(until: { !detail.isLoading }, "K2's detail has loaded")

        // K2 marked, renamed and moved, as a mail app marks the opened message read.
        let chhogori = Peak(id: Peak.k2.id, name: "Chhogori")
        layout.setItems(
            [chhogori, .everest, .kangchenjunga, .lhotse], changes: [.moved(from: 1, to: 0), .updated(at: 0)])
        try pump(until: { layout.listView.selectedIndex == ShownRowIndex(0) }, "the highlight follows K2 to the top")
        XCTAssertEqual(built, 1, "the detail was not built again")
        XCTAssertTrue(layout.shownDetail?.widget === detail)
        XCTAssertFalse(detail.isLoading, "nor loaded again: no Loading… flashes over what the user reads")
        XCTAssertEqual(gate.waits, 1)
        XCTAssertEqual((detail.content as? Label)?.text, "K2: 8,611 m")
    }

    /// Pinning the memo whose row has the keyboard focus moves it to the top, into Pinned: the
    /// row moves, and its highlight and focus with it.
    @MainActor func testARowMovedToAnotherSectionKeepsItsSelectionAndFocus() async throws {
        let fixture = MemoEditorFixture(memos: Memo.sample, sectioned: true)
        let window = try presentWindow(width: 1000, height: 700) { fixture.layout.attach(to: $0) }
        let garden = Memo.sample[4]
        fixture.selection.value = garden.id
        let list = fixture.layout.listView
        list.focusRow(ShownRowIndex(4))
        try pump(until: { list.focusedRowPosition == RowPosition(4) }, "the Garden row has focus")

        var memos = fixture.memos
        var pinned = memos.remove(at: 4)
        pinned.isPinned = true
        memos.insert(pinned, at: 0)
        fixture.layout.setItems(memos, changes: [.moved(from: 4, to: 0), .updated(at: 0)])

        try pump(
            until: { list.focusedRowPosition == RowPosition(0) },
            "focus moves with the row (\(list.focusedRowPosition.map { String($0.rawValue) } ?? "none"))")
        XCTAssertEqual(list.selectedIndex, ShownRowIndex(0), "the highlight moves with it")
        XCTAssertEqual(fixture.layout.layoutState.selection, garden.id)
        XCTAssertEqual(fixture.editors.count, 1, "its detail was not built again")
        try settleRows(of: list)
        let rows = realisedRows(of: list)
        XCTAssertEqual(rows.first?.label, "Pinned", "the moved row opens the Pinned section")
        XCTAssertEqual(rows.filter(\.hasFocus).count, 1)
        XCTAssertTrue(rows.first?.hasFocus == true && rows.first?.isSelected == true, "\(rows)")

        // And arrow keys go on from there.
        try XInput.press(["Down"], in: window)
        try pump(until: { fixture.layout.layoutState.selection == Memo.sample[0].id }, "Down selects the next row")
    }

    /// The editor's text selection and its scroll position survive a new value of its note
    /// that moves it to the top, and two crossings of the breakpoint (L22).
    @MainActor func testTheEditorsSelectionAndScrollSurviveANewValueAndCrossings() async throws {
        var memos = Memo.sample
        memos[4].text = "Garden\n" + (1...300).map { "Line \($0) of the garden plan" }.joined(separator: "\n")
        let selection = ObservableValue<Int?>(nil)
        let built = ObservableValue(0)
        let layout = TwoPaneSplitLayout(
            title: "Memos", items: memos, selection: selection, itemTitle: { $0.title },
            row: { Label($0.title) },
            detail: { memo in
                built.value += 1
                let scroller = ScrolledWindow()
                scroller.child = TextView(text: memo.text)
                return ItemDetail<Memo>(scroller) { _ in }
            })
        let window = try presentWindow(width: 1000, height: 700) { layout.attach(to: $0) }
        selection.value = memos[4].id
        let scroller = try XCTUnwrap((layout.shownDetail?.widget as? ItemDetail<Memo>)?.content as? ScrolledWindow)
        let editor = try XCTUnwrap(scroller.child as? TextView)
        func offset() -> Double {
            scroller.withUnsafeWidgetPointer {
                gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(OpaquePointer($0)))
            }
        }
        // What the user sees of the note: the line at the top of the view (a new width may
        // wrap lines and move the offset, never what is read).
        func topLine() -> Int {
            editor.withUnsafeWidgetPointer(as: GtkTextView.self) { view in
                var visible = GdkRectangle()
                gtk_text_view_get_visible_rect(view, &visible)
                var iter = GtkTextIter()
                _ = gtk_text_view_get_iter_at_location(view, &iter, 0, visible.y + 1)
                return Int(gtk_text_iter_get_line(&iter))
            }
        }
        try pump(
            until: {
                scroller.withUnsafeWidgetPointer { pointer in
                    let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(pointer))
                    return gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment) + 1000
                }
            }, "the long note is laid out, taller than its view")
        editor.selectedRange = 1500..<1520
        settlePrimarySelection(of: editor)
        editor.selectedRange = 1500..<1520
        XCTAssertTrue(editor.grabFocus())
        try pump(until: { editor.containsFocus }, "the editor is focused")
        // Scrolled last: selecting and focusing may scroll the selection into view.
        scroller.withUnsafeWidgetPointer { pointer in
            gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(OpaquePointer(pointer)), 2000)
        }
        try pump(until: { offset() == 2000 }, "scrolled down (\(offset()))")
        let lineAtTheTop = topLine()
        XCTAssertGreaterThan(lineAtTheTop, 50, "scrolled well down")

        var edited = memos
        var garden = edited.remove(at: 4)
        garden.text += "\nOne more line"
        edited.insert(garden, at: 0)
        layout.setItems(edited, changes: [.moved(from: 4, to: 0), .updated(at: 0)])
        try pump(until: { layout.listView.selectedIndex == ShownRowIndex(0) }, "the note moved to the top")
        XCTAssertEqual(offset(), 2000, "the scroll position stays")
        XCTAssertEqual(topLine(), lineAtTheTop)
        XCTAssertEqual(editor.selectedRange, 1500..<1520, "the selection stays")

        for width in [480, 1000] {
            try resize(window, width: width, height: 700)
            try waitForLayout(layout, width: width, applied: { layout.isSettled })
            try pump(until: { editor.containsFocus }, "the editor keeps focus at \(width) px")
            XCTAssertEqual(
                editor.selectedRange, 1500..<1520,
                "the selection stays at \(width) px; PRIMARY: \(primaryOwner(editor))")
            try pump(
                until: { topLine() == lineAtTheTop },
                "the same line at the top at \(width) px (line \(topLine()), offset \(offset()); was \(lineAtTheTop))")
        }
        XCTAssertEqual(built.value, 1, "one editor, built once")
    }
}

/// Who holds the X primary selection `widget`'s display offers: a text view's selection is
/// dropped when another widget's (or program's) claim replaces its own. For the message of a
/// lost selection (GTK 4.18 lost the editor's once in a few full runs of the suites).
@MainActor private func primaryOwner(_ widget: Widget) -> String {
    widget.withUnsafeWidgetPointer { pointer in
        let clipboard = gtk_widget_get_primary_clipboard(pointer)
        let local = gdk_clipboard_is_local(clipboard) != 0
        guard let content = gdk_clipboard_get_content(clipboard) else { return "local \(local), no content" }
        let type = g_type_name(cgtk_type_from_instance(UnsafeMutableRawPointer(content)))
        return "local \(local), content \(type.map { String(cString: $0) } ?? "?")"
    }
}
