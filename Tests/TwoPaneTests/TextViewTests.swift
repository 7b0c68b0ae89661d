import CGtk
import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// `TextView`, SwiftUI's `TextEditor`: real keys typed into a focused editor in a window are
/// told to `onTextChange` once per edit with the whole text; text set from code is not.
final class TextViewTests: LayoutTestCase {
    /// A focused editor in a window, its handler recording what it hears.
    @MainActor private func focusedEditor(
        text: String = "", file: StaticString = #filePath, line: UInt = #line
    ) throws -> (editor: TextView, window: Window) {
        let editor = TextView(text: text)
        let window = try presentWindow(width: 400, height: 300, install: { $0.child = editor }, file: file, line: line)
        editor.grabFocus()
        try pump(until: { editor.containsFocus }, "the editor has the keyboard focus", file: file, line: line)
        return (editor, window)
    }

    @MainActor func testEachKeyTypedIsToldOnceWithTheWholeText() async throws {
        let (editor, window) = try focusedEditor()
        var heard: [String] = []
        editor.onTextChange { heard.append($0) }

        try XInput.press(["a", "b", "c"], in: window)
        try pump(until: { editor.text == "abc" }, "the three keys are typed")
        XCTAssertEqual(heard, ["a", "ab", "abc"], "one call per key, each with the whole text")
        XCTAssertEqual(editor.cursorOffset, 3)

        try XInput.press(["BackSpace"], in: window)
        try pump(until: { editor.text == "ab" }, "Backspace deletes")
        XCTAssertEqual(heard.last, "ab")

        // Typing over a selected character deletes it, then inserts: two changes, one edit.
        try XInput.press(["shift+Left"], in: window)
        try pump(until: { editor.selectedRange == 1..<2 }, "Shift+Left selects the last character")
        settlePrimarySelection(of: editor)
        editor.selectedRange = 1..<2
        heard = []
        try XInput.press(["x"], in: window)
        try pump(until: { editor.text == "ax" }, "the key replaces the selection")
        XCTAssertEqual(heard, ["ax"], "typing over a selection is told once, when it is done, not halfway")
        XCTAssertNil(editor.selectedRange)
        XCTAssertEqual(editor.cursorOffset, 2)

        // Over a longer selection GTK makes two edits (two undo steps): the deletion, then
        // the insertion.
        try XInput.press(["ctrl+a"], in: window)
        try pump(until: { editor.selectedRange == 0..<2 }, "Ctrl+A selects everything")
        settlePrimarySelection(of: editor)
        editor.selectedRange = 0..<2
        heard = []
        try XInput.press(["y"], in: window)
        try pump(until: { editor.text == "y" }, "the key replaces the selection")
        XCTAssertEqual(heard, ["", "y"], "the deletion and the insertion are told, each once")
    }

    /// A paste over a selection deletes it, then inserts: one edit, told once.
    @MainActor func testAPasteOverASelectionIsToldOnce() async throws {
        let (editor, window) = try focusedEditor(text: "one two")
        var heard: [String] = []
        editor.onTextChange { heard.append($0) }
        // "one" on the clipboard (set in-process: no selection of the X server's is claimed
        // for it), then "two" selected. Selecting claims the X server's primary selection,
        // and the server's answer to an earlier claim (another editor of this process) can
        // clear a selection made meanwhile: the claim is let settle (a round trip to the
        // server, its events handled), then the selection is made again, which claims
        // nothing new.
        let clipboard = try XCTUnwrap(editor.withUnsafeWidgetPointer { gtk_widget_get_clipboard($0) })
        gdk_clipboard_set_text(clipboard, "one")
        editor.selectedRange = 4..<7
        settlePrimarySelection(of: editor)
        editor.selectedRange = 4..<7
        try pump(until: { gdk_clipboard_is_local(clipboard) != 0 }, "'one' is on the clipboard")
        XCTAssertEqual(heard, [], "nothing typed yet")
        try XInput.press(["ctrl+v"], in: window)
        try pump(
            until: { editor.text == "one one" },
            "Ctrl+V pastes over the selection (the text: \(editor.text), heard \(heard))")
        XCTAssertEqual(heard, ["one one"], "the paste is one edit")
        XCTAssertEqual(editor.cursorOffset, 7)
    }

    @MainActor func testTextSetFromCodeIsNotTold() async throws {
        let editor = TextView(text: "First")
        var heard: [String] = []
        var bufferChanges = 0
        editor.onTextChange { heard.append($0) }
        try editor.buffer.onSignal("changed") { bufferChanges += 1 }

        editor.text = "Second"
        XCTAssertEqual(editor.text, "Second")
        XCTAssertEqual(heard, [], "text set from code calls no onTextChange handler")
        XCTAssertGreaterThan(bufferChanges, 0, "the buffer did change: its own handlers ran")
        XCTAssertEqual(editor.cursorOffset, 6, "the caret is at the end of the new text")

        editor.cursorOffset = 2
        let changesBefore = bufferChanges
        editor.text = "Second"
        XCTAssertEqual(bufferChanges, changesBefore, "the same text again changes nothing")
        XCTAssertEqual(editor.cursorOffset, 2, "the caret stays")
        XCTAssertEqual(heard, [])
    }

    /// Measured, as documented on `text`: setting it empties GTK 4.8's undo history.
    @MainActor func testTextSetFromCodeEmptiesTheUndoHistory() async throws {
        let (editor, window) = try focusedEditor(text: "Start")
        XCTAssertFalse(editor.canUndo, "the initial text cannot be undone")
        try XInput.press(["x"], in: window)
        try pump(until: { editor.text == "Startx" }, "the key is typed")
        XCTAssertTrue(editor.canUndo)

        editor.text = "Replaced"
        XCTAssertFalse(editor.canUndo, "setting the text from code empties the history")
        editor.undo()
        XCTAssertEqual(editor.text, "Replaced", "undo() with nothing to undo does nothing")
    }

    @MainActor func testUndoIsTold() async throws {
        let (editor, window) = try focusedEditor(text: "Note")
        var heard: [String] = []
        editor.onTextChange { heard.append($0) }
        try XInput.press(["space", "o", "n", "e"], in: window)
        try pump(until: { editor.text == "Note one" }, "the keys are typed")
        XCTAssertEqual(heard.count, 4)
        heard = []

        XCTAssertTrue(editor.canUndo)
        editor.undo()
        XCTAssertEqual(editor.text, "Note", "GTK undoes the typed word as one edit")
        XCTAssertEqual(heard, ["Note"], "the undo is told once")
        XCTAssertFalse(editor.canUndo)

        try XInput.press(["ctrl+shift+z"], in: window)
        try pump(until: { editor.text == "Note one" }, "Ctrl+Shift+Z redoes")
        XCTAssertEqual(heard, ["Note", "Note one"], "the redo is told once")
        try XInput.press(["ctrl+z"], in: window)
        try pump(until: { editor.text == "Note" }, "Ctrl+Z undoes")
        XCTAssertEqual(heard, ["Note", "Note one", "Note"])
    }

    @MainActor func testTheCaretAndTheSelectionReadBack() async throws {
        let (editor, window) = try focusedEditor(text: "Hello world")
        XCTAssertEqual(editor.cursorOffset, 11, "a new editor's caret is at the end")
        XCTAssertNil(editor.selectedRange)

        try XInput.press(["shift+Left", "shift+Left"], in: window)
        try pump(until: { editor.selectedRange == 9..<11 }, "Shift+Left twice selects the last two characters")
        XCTAssertEqual(editor.cursorOffset, 9, "the caret moved with the selection")

        editor.selectedRange = 6..<11
        XCTAssertEqual(editor.selectedRange, 6..<11)
        XCTAssertEqual(editor.cursorOffset, 11, "the caret is at the selection's end")
        try XInput.press(["shift+Left"], in: window)
        try pump(until: { editor.selectedRange == 6..<10 }, "the user goes on from the selection set")

        editor.selectedRange = nil
        XCTAssertNil(editor.selectedRange)
        XCTAssertEqual(editor.cursorOffset, 10, "clearing the selection leaves the caret")
        editor.selectedRange = 3..<3
        XCTAssertNil(editor.selectedRange, "an empty range selects nothing")
        XCTAssertEqual(editor.cursorOffset, 3)
        editor.selectedRange = -4..<99
        XCTAssertEqual(editor.selectedRange, 0..<11, "clamped to the text")

        editor.cursorOffset = 99
        XCTAssertEqual(editor.cursorOffset, 11, "clamped to the end")
        XCTAssertNil(editor.selectedRange, "moving the caret clears the selection")
        editor.cursorOffset = -1
        XCTAssertEqual(editor.cursorOffset, 0)
        try XInput.press(["Right", "Right", "X"], in: window)
        try pump(until: { editor.text == "HeXllo world" }, "typing goes on at the caret set")

        editor.text = "a\u{1F44D}\u{1F3FD}b"  // a, thumbs up with a skin tone (two scalars), b
        XCTAssertEqual(editor.cursorOffset, 4, "offsets count Unicode scalars, as GTK does")
    }

    @MainActor func testHandlersBlockAndDisconnect() async throws {
        let closuresBefore = ClosureBoxCensus.live
        let (editor, window) = try focusedEditor()
        var first: [String] = []
        var second: [String] = []
        let firstConnection = editor.onTextChange { first.append($0) }
        editor.onTextChange { second.append($0) }

        try XInput.press(["a"], in: window)
        try pump(until: { editor.text == "a" }, "the key is typed")
        XCTAssertEqual(first, ["a"])
        XCTAssertEqual(second, ["a"])

        firstConnection.block()
        try XInput.press(["b"], in: window)
        try pump(until: { editor.text == "ab" }, "the key is typed")
        XCTAssertEqual(first, ["a"], "a blocked handler does not run")
        XCTAssertEqual(second, ["a", "ab"], "the other handler does")

        firstConnection.unblock()
        try XInput.press(["c"], in: window)
        try pump(until: { editor.text == "abc" }, "the key is typed")
        XCTAssertEqual(first, ["a", "abc"])

        firstConnection.disconnect()
        try XInput.press(["d"], in: window)
        try pump(until: { editor.text == "abcd" }, "the key is typed")
        XCTAssertEqual(first, ["a", "abc"], "a disconnected handler does not run")
        XCTAssertEqual(second, ["a", "ab", "abc", "abcd"])
        XCTAssertGreaterThan(ClosureBoxCensus.live, closuresBefore)
    }

    @MainActor func testItsSettingsAndTheirDefaults() async throws {
        let (editor, window) = try focusedEditor()
        XCTAssertTrue(editor.isEditable)
        XCTAssertTrue(editor.wrapsWords)
        XCTAssertFalse(editor.isMonospace)
        let wrapMode = editor.withUnsafeWidgetPointer(as: GtkTextView.self) { gtk_text_view_get_wrap_mode($0) }
        XCTAssertEqual(wrapMode, GTK_WRAP_WORD_CHAR)
        let margins = editor.withUnsafeWidgetPointer(as: GtkTextView.self) { view in
            [
                gtk_text_view_get_left_margin(view), gtk_text_view_get_right_margin(view),
                gtk_text_view_get_top_margin(view), gtk_text_view_get_bottom_margin(view),
            ]
        }
        XCTAssertEqual(margins, [12, 12, 12, 12])

        editor.wrapsWords = false
        editor.isMonospace = true
        XCTAssertFalse(editor.wrapsWords)
        XCTAssertTrue(editor.isMonospace)
        XCTAssertTrue(editor.hasStyleClass("monospace"), "GTK draws it in the monospace font")

        // A key typed into a read-only editor changes nothing; the caret still moves, which
        // shows the key was handled.
        editor.text = "ab"
        var heard: [String] = []
        editor.onTextChange { heard.append($0) }
        editor.isEditable = false
        XCTAssertFalse(editor.isEditable)
        try XInput.press(["r", "Left"], in: window)
        try pump(until: { editor.cursorOffset == 1 }, "both keys are handled")
        XCTAssertEqual(editor.text, "ab", "the read-only editor ignored the letter")
        editor.isEditable = true
        try XInput.press(["w"], in: window)
        try pump(until: { editor.text == "awb" }, "the editable editor takes the key")
        XCTAssertEqual(heard, ["awb"])
    }

    /// The editor, its buffer and every handler go when the app drops the editor: GLib
    /// releases the closures, and the handlers' state with them.
    @MainActor func testTheEditorAndItsHandlersAreReleased() async throws {
        let closuresBefore = ClosureBoxCensus.live
        let census = FinalizationCensus()
        var editor: TextView? = TextView(text: "Gone soon")
        var connections: [SignalConnection] = []
        if let editor {
            census.watch(editor, as: "editor")
            census.watch(editor.buffer, as: "buffer")
            connections.append(editor.onTextChange { _ in })
            connections.append(editor.onTextChange { _ in })
            connections.append(try editor.buffer.onSignal("changed") {})
            connections.append(try editor.buffer.onSignal("insert-text") { _ in })
            connections.append(try editor.onSignal("notify::editable") {})
            XCTAssertTrue(connections.allSatisfy(\.isConnected))
        }
        XCTAssertGreaterThan(ClosureBoxCensus.live, closuresBefore)

        editor = nil
        XCTAssertEqual(census.alive, [], "the editor and its buffer are finalised")
        XCTAssertEqual(ClosureBoxCensus.live, closuresBefore, "every handler's closure was released")
        XCTAssertFalse(connections.contains(where: \.isConnected))
    }
}
