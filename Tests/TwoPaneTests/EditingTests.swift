import CGtk
import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// L22 and L23 in a real window: an editor open on a memo is typed into while each save moves
/// its memo to the top of the list, while a search shows it, across the breakpoint. Every
/// letter lands at the caret, the editor keeps focus, undo and its widget; the list shows the
/// memo at its new place, highlighted.
final class EditingTests: LayoutTestCase {
    private static let alphabet = "abcdefghijklmnopqrstuvwxyz"

    /// Opens `memo` in a 1000-px window, focuses its editor and puts the caret at `caret`.
    @MainActor private func openEditor(
        _ fixture: MemoEditorFixture, on memo: Memo, caret: Int, width: Int = 1000
    ) throws -> (Window, Widget) {
        let window = try presentWindow(width: width, height: 700) { fixture.layout.attach(to: $0) }
        fixture.selection.value = memo.id
        let editor = try XCTUnwrap(fixture.openEditor, "the memo's editor is shown")
        XCTAssertTrue(editor.grabFocus())
        MemoEditorFixture.placeCaret(at: caret, in: editor)
        try pump(until: { MemoEditorFixture.hasFocus(editor) }, "the editor has focus")
        return (window, editor)
    }

    /// Types `letters` one key at a time with real key presses, saving after each, as a notes
    /// app saves (each save moves the memo to the top), until the open editor reads `expected`
    /// and it is saved.
    @MainActor private func typeSavingEachKey(
        _ letters: String, into window: Window, _ fixture: MemoEditorFixture, expecting expected: String
    ) throws {
        let typing = try XInput.typeInBackground(letters, delayMilliseconds: 40, in: window)
        defer { if typing.isRunning { typing.terminate() } }
        try pump(
            until: {
                fixture.saveOpenEditor()
                return !typing.isRunning && fixture.openEditor.map(MemoEditorFixture.text(of:)) == expected
                    && fixture.memos.contains { $0.text == expected }
            }, timeout: 20,
            "the letters are typed and saved: the editor reads "
                + "\(fixture.openEditor.map(MemoEditorFixture.text(of:)) ?? "nothing"), not \(expected)")
    }

    @MainActor func testTypingWhileEachSaveMovesTheMemoToTheTopLosesNothing() async throws {
        let fixture = MemoEditorFixture(memos: Memo.sample)
        let groceries = Memo.sample[3]  // "Books to read", row 3: not at the top
        let caret = 5  // "Books| to read"
        let (window, editor) = try openEditor(fixture, on: groceries, caret: caret)

        var expected = groceries.text
        expected.insert(contentsOf: Self.alphabet, at: expected.index(expected.startIndex, offsetBy: caret))
        try typeSavingEachKey(Self.alphabet, into: window, fixture, expecting: expected)

        XCTAssertEqual(fixture.editors.count, 1, "the editor was built once, for the memo opened")
        XCTAssertTrue(fixture.openEditor === editor, "the same editor is shown")
        XCTAssertEqual(MemoEditorFixture.text(of: editor), expected, "every letter landed at the caret, in order")
        XCTAssertEqual(MemoEditorFixture.caret(of: editor), caret + 26, "the caret follows the typing")
        XCTAssertTrue(MemoEditorFixture.hasFocus(editor), "the editor kept the keyboard focus")
        XCTAssertTrue(MemoEditorFixture.canUndo(editor), "the editor's undo history is kept")
        XCTAssertEqual(fixture.memos[1].id, groceries.id, "the memo moved to the top of the unpinned memos")
        XCTAssertEqual(fixture.memos[1].text, expected)
        XCTAssertEqual(fixture.heard.last?.text, expected, "the detail heard the memo's last value")
        XCTAssertEqual(fixture.layout.layoutState.selection, groceries.id)
        XCTAssertEqual(fixture.layout.listView.selectedIndex, ShownRowIndex(1), "the highlight moved with the memo")
        try settleRows(of: fixture.layout.listView)
        XCTAssertEqual(
            realisedRows(of: fixture.layout.listView).map(\.label), fixture.memos.map(\.title),
            "every row shows its memo")
        XCTAssertEqual(
            realisedRows(of: fixture.layout.listView).filter(\.isSelected).map(\.label),
            ["Books\(Self.alphabet) to read"])

        MemoEditorFixture.undo(editor)
        XCTAssertNotEqual(MemoEditorFixture.text(of: editor), expected, "undo takes back typing")
    }

    /// L23: a search result rewritten until it no longer matches stays shown, selected and
    /// open while the user types; a new query, or opening another memo, lets it go.
    @MainActor func testASearchResultRewrittenSoItNoLongerMatchesStaysOpen() async throws {
        let fixture = MemoEditorFixture(memos: Memo.sample)
        let window = try presentWindow(width: 1000, height: 700) { fixture.layout.attach(to: $0) }
        fixture.layout.searchFieldText = "umbrella"
        try pump(until: { fixture.layout.isSearchSettled }, "the search for umbrella settles")
        XCTAssertEqual(fixture.layout.listView.count, 3)
        let repair = Memo.sample[2]
        fixture.selection.value = repair.id
        let editor = try XCTUnwrap(fixture.openEditor)
        XCTAssertTrue(editor.grabFocus())
        try pump(until: { MemoEditorFixture.hasFocus(editor) }, "the editor has focus")

        // Select all, and type a text with no umbrella in it.
        try XInput.press(["ctrl+a"], in: window)
        let text = MemoEditorFixture.text(of: editor)
        try pump(until: { MemoEditorFixture.selection(of: editor) == 0..<text.count }, "Ctrl+A selects the text")
        settlePrimarySelection(of: editor)
        MemoEditorFixture.selectAll(in: editor)
        try typeSavingEachKey("Rain coat", into: window, fixture, expecting: "Rain coat")

        XCTAssertEqual(MemoEditorFixture.text(of: editor), "Rain coat", "every letter landed")
        XCTAssertEqual(fixture.editors.count, 1, "the editor was never built again")
        XCTAssertTrue(MemoEditorFixture.hasFocus(editor), "the editor kept the focus")
        XCTAssertEqual(fixture.layout.layoutState.selection, repair.id, "the memo is still selected")
        XCTAssertEqual(fixture.layout.listView.count, 3, "its row is still shown, though it no longer matches")
        try settleRows(of: fixture.layout.listView)
        XCTAssertEqual(
            realisedRows(of: fixture.layout.listView).map(\.label), ["Packing list", "Rain coat", "Lost umbrella"])
        XCTAssertEqual(realisedRows(of: fixture.layout.listView).filter(\.isSelected).map(\.label), ["Rain coat"])

        // Another memo opened: the rewritten one leaves the results.
        fixture.selection.value = Memo.sample[5].id
        try pump(until: { fixture.layout.listView.count == 2 }, "the rewritten memo leaves the results")
        XCTAssertEqual(fixture.layout.layoutState.selection, Memo.sample[5].id)
        XCTAssertEqual(fixture.layout.listView.selectedIndex, ShownRowIndex(1), "Lost umbrella is highlighted")
    }

    /// L23 and L12: the query the user types decides for the rewritten memo too.
    @MainActor func testANewQueryHidesTheRewrittenResult() async throws {
        let fixture = MemoEditorFixture(memos: Memo.sample)
        _ = try presentWindow(width: 1000, height: 700) { fixture.layout.attach(to: $0) }
        fixture.layout.searchFieldText = "umbrella"
        try pump(until: { fixture.layout.isSearchSettled }, "the search settles")
        let repair = Memo.sample[2]
        fixture.selection.value = repair.id
        let editor = try XCTUnwrap(fixture.openEditor)
        MemoEditorFixture.setText("Rain coat", of: editor)
        fixture.saveOpenEditor()
        XCTAssertEqual(fixture.layout.listView.count, 3, "kept while open")
        XCTAssertEqual(fixture.layout.layoutState.selection, repair.id)

        fixture.layout.searchFieldText = "umbrell"
        try pump(until: { fixture.layout.isSearchSettled }, "the wider search settles")
        XCTAssertEqual(fixture.layout.listView.count, 2, "a new query hides it")
        XCTAssertNil(fixture.layout.layoutState.selection, "and its selection clears (L12)")
    }

    /// Typing across a crossing of the breakpoint: the editor moves, it is not rebuilt, and
    /// keeps focus, caret and every letter.
    @MainActor func testTypingAcrossTheBreakpointLosesNothing() async throws {
        let fixture = MemoEditorFixture(memos: Memo.sample)
        let garden = Memo.sample[4]
        let (window, editor) = try openEditor(fixture, on: garden, caret: garden.text.count)
        try typeSavingEachKey(" and", into: window, fixture, expecting: garden.text + " and")
        try resize(window, width: 480, height: 700)
        try waitForLayout(fixture.layout, width: 480, applied: { fixture.layout.isSettled })
        XCTAssertEqual(fixture.layout.layoutState.presentation, .stacked(.detail))
        try pump(until: { MemoEditorFixture.hasFocus(editor) }, "the editor keeps focus collapsed")
        try typeSavingEachKey(" roses", into: window, fixture, expecting: garden.text + " and roses")
        try resize(window, width: 1000, height: 700)
        try waitForLayout(fixture.layout, width: 1000, applied: { fixture.layout.isSettled })
        try typeSavingEachKey("!", into: window, fixture, expecting: garden.text + " and roses!")

        XCTAssertEqual(MemoEditorFixture.text(of: editor), garden.text + " and roses!")
        XCTAssertEqual(MemoEditorFixture.caret(of: editor), garden.text.count + 11)
        XCTAssertTrue(MemoEditorFixture.hasFocus(editor))
        XCTAssertEqual(fixture.editors.count, 1)
    }
}

/// Changes the app tells that do not match the items it gives (the old array passed with the
/// new changes, as `setItems(notes, changes: list.move(note))` evaluates it) are checked on
/// the selected row, and compared instead: the rows never show the wrong items.
final class ToldChangesCheckTests: LayoutTestCase {
    @MainActor func testChangesThatMissTheSelectedItemAreComparedInstead() async throws {
        let fixture = MemoEditorFixture(memos: Memo.sample)
        _ = try presentWindow(width: 1000, height: 700) { fixture.layout.attach(to: $0) }
        fixture.selection.value = Memo.sample[4].id
        // The garden memo moved to the top, told, with the items in their old order.
        fixture.layout.setItems(Memo.sample, changes: [.moved(from: 4, to: 0), .updated(at: 0)])
        try settleRows(of: fixture.layout.listView)
        XCTAssertEqual(
            realisedRows(of: fixture.layout.listView).map(\.label), Memo.sample.map(\.title),
            "the rows show the items given")
        XCTAssertEqual(
            fixture.layout.listView.selectedIndex, ShownRowIndex(4), "and the garden memo highlighted where it is")
        XCTAssertEqual(fixture.layout.layoutState.selection, Memo.sample[4].id)
    }
}
