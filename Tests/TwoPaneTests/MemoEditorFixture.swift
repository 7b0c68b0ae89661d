import CGtk
import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// A note of the editing tests: its text, whose first line is its title.
struct Memo: Identifiable, Hashable {
    let id: Int
    var text: String
    var isPinned = false

    var title: String { String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "New Memo") }
}

/// A notes app as the editing tests need it: memos newest first, in sections (Pinned, then
/// Recent), searched by their text, each opened in a `GtkTextView` detail that follows its memo
/// (``ItemDetail``). Saving the open editor's text moves its memo to the top of its section,
/// telling the layout `.moved` and `.updated`, as an app that sorts by the last change does.
@MainActor
final class MemoEditorFixture {
    private(set) var memos: [Memo]
    let selection: ObservableValue<Int?>
    let layout: TwoPaneSplitLayout<Memo>
    /// Every editor the layout asked for, by memo id, in order.
    private(set) var editorsBuilt: [(id: Int, editor: Widget)] = []

    init(memos: [Memo], searchable: Bool = true, sectioned: Bool = false) {
        self.memos = memos
        let log = EditorLog()
        var searchText: (@MainActor (Memo) -> String)?
        if searchable { searchText = { $0.text } }
        let selection = ObservableValue<Int?>(nil)
        self.selection = selection
        layout = TwoPaneSplitLayout(
            title: "Memos", items: memos, selection: selection, configuration: SplitLayoutConfiguration(),
            searchText: searchText,
            itemTitle: { $0.title },
            row: { memo in Label(memo.title) },
            detail: { memo in Self.makeEditor(for: memo, log: log) })
        if sectioned { layout.sectionTitle = { $0.isPinned ? "Pinned" : "Recent" } }
        self.log = log
    }

    private let log: EditorLog

    /// A memo's detail: a `GtkTextView` (a GTK widget TwoPane does not wrap, adopted as an
    /// app would) that follows the memo's new values unless it already holds them.
    private static func makeEditor(for memo: Memo, log: EditorLog) -> Widget {
        guard let editor = try? Widget(adopting: gtk_text_view_new()) else { return Label() }
        setText(memo.text, of: editor)
        log.built.append((memo.id, editor))
        return ItemDetail<Memo>(editor) { memo in
            log.heard.append(memo)
            if text(of: editor) != memo.text { setText(memo.text, of: editor) }
        }
    }

    var editors: [(id: Int, editor: Widget)] { log.built }
    var heard: [Memo] { log.heard }

    /// The open memo's editor, if one is shown.
    var openEditor: Widget? { (layout.shownDetail?.widget as? ItemDetail<Memo>)?.content }

    /// Saves what the open editor holds, if it changed: the memo takes the text and moves to
    /// the top of its section, and the layout is told just that.
    func saveOpenEditor() {
        guard let id = layout.shownDetail?.item.id, let editor = openEditor,
            let from = memos.firstIndex(where: { $0.id == id })
        else { return }
        let text = Self.text(of: editor)
        guard memos[from].text != text else { return }
        var memo = memos.remove(at: from)
        memo.text = text
        let to = memo.isPinned ? 0 : memos.firstIndex { !$0.isPinned } ?? memos.count
        memos.insert(memo, at: to)
        layout.setItems(
            memos, changes: from == to ? [.updated(at: to)] : [.moved(from: from, to: to), .updated(at: to)])
    }

    /// Replaces the memos (the app's own change, told as a diff).
    func replace(_ newMemos: [Memo]) {
        memos = newMemos
        layout.setItems(newMemos)
    }

    // MARK: - The editor, through GTK's C API

    static func text(of editor: Widget) -> String {
        editor.withUnsafeWidgetPointer(as: GtkTextView.self) { view in
            let buffer = gtk_text_view_get_buffer(view)
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let characters = gtk_text_buffer_get_text(buffer, &start, &end, 1)!
            defer { g_free(characters) }
            return String(cString: characters)
        }
    }

    static func setText(_ text: String, of editor: Widget) {
        editor.withUnsafeWidgetPointer(as: GtkTextView.self) { view in
            gtk_text_buffer_set_text(gtk_text_view_get_buffer(view), text, -1)
        }
    }

    /// Where the caret is, in characters.
    static func caret(of editor: Widget) -> Int {
        editor.withUnsafeWidgetPointer(as: GtkTextView.self) { view in
            let buffer = gtk_text_view_get_buffer(view)
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
            return Int(gtk_text_iter_get_offset(&iter))
        }
    }

    static func placeCaret(at offset: Int, in editor: Widget) {
        editor.withUnsafeWidgetPointer(as: GtkTextView.self) { view in
            let buffer = gtk_text_view_get_buffer(view)
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &iter, Int32(offset))
            gtk_text_buffer_place_cursor(buffer, &iter)
        }
    }

    /// The selected characters, if any.
    static func selection(of editor: Widget) -> Range<Int>? {
        editor.withUnsafeWidgetPointer(as: GtkTextView.self) { view in
            var start = GtkTextIter()
            var end = GtkTextIter()
            guard gtk_text_buffer_get_selection_bounds(gtk_text_view_get_buffer(view), &start, &end) != 0 else {
                return nil
            }
            return Int(gtk_text_iter_get_offset(&start))..<Int(gtk_text_iter_get_offset(&end))
        }
    }

    static func selectAll(in editor: Widget) {
        editor.withUnsafeWidgetPointer(as: GtkTextView.self) { view in
            let buffer = gtk_text_view_get_buffer(view)
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            gtk_text_buffer_select_range(buffer, &start, &end)
        }
    }

    static func canUndo(_ editor: Widget) -> Bool {
        editor.withUnsafeWidgetPointer(as: GtkTextView.self) { view in
            gtk_text_buffer_get_can_undo(gtk_text_view_get_buffer(view)) != 0
        }
    }

    static func undo(_ editor: Widget) {
        editor.withUnsafeWidgetPointer(as: GtkTextView.self) { view in
            gtk_text_buffer_undo(gtk_text_view_get_buffer(view))
        }
    }

    /// Whether the editor itself has the keyboard focus.
    static func hasFocus(_ editor: Widget) -> Bool {
        editor.withUnsafeWidgetPointer { gtk_widget_has_focus($0) != 0 }
    }
}

/// What the builders record; held by them, not the fixture, so the layout never keeps its
/// fixture alive.
@MainActor
private final class EditorLog {
    var built: [(id: Int, editor: Widget)] = []
    var heard: [Memo] = []
}

extension Memo {
    /// Eight memos, newest first, the first one pinned; three mention an umbrella.
    static let sample: [Memo] = [
        Memo(id: 1, text: "Packing list\nUmbrella, boots, map", isPinned: true),
        Memo(id: 2, text: "Groceries\nBread, apples, coffee"),
        Memo(id: 3, text: "Umbrella repair\nThe spoke is bent"),
        Memo(id: 4, text: "Books to read\nThe Hobbit"),
        Memo(id: 5, text: "Garden\nPlant the tulips"),
        Memo(id: 6, text: "Lost umbrella\nLeft it on the train"),
        Memo(id: 7, text: "Ideas\nA map that folds"),
        Memo(id: 8, text: "Recipes\nLentil soup"),
    ]
}
