import CGtk
import CListOracle
import TwoPaneGtk

/// A row a list shows on screen: its label, where it is, and how it is drawn.
struct ShownRow: Equatable, CustomStringConvertible {
    var label: String
    /// The top edge, from the top of the list's view.
    var y: Double
    var height: Double
    var isFocused: Bool
    var isSelected: Bool

    var description: String {
        "\"\(label)\" at \(y)\(isSelected ? " selected" : "")\(isFocused ? " focused" : "")"
    }

    /// The rows `listView` (any GtkListView whose rows hold a label) shows in its view, top to
    /// bottom.
    @MainActor static func rows(of listView: UnsafeMutablePointer<GtkWidget>) -> [ShownRow] {
        var buffer = [CListOracleRow](repeating: CListOracleRow(), count: 256)
        let count = Int(clist_oracle_read_rows(listView, &buffer, UInt32(buffer.count)))
        return buffer.prefix(min(count, buffer.count)).map { row in
            ShownRow(
                label: row.label.map { String(cString: $0) } ?? "<no label>", y: row.y, height: row.height,
                isFocused: row.focused != 0, isSelected: row.selected != 0)
        }
    }
}

extension ListView {
    /// The rows on screen (``ShownRow/rows(of:)``).
    var shownRows: [ShownRow] { withUnsafeWidgetPointer { ShownRow.rows(of: $0) } }

    /// The label of the row that has keyboard focus, on screen or not.
    var focusedRowLabel: String? {
        withUnsafeWidgetPointer { clist_oracle_focused_row_label($0).map { String(cString: $0) } }
    }

    /// Scrolls to `offset` px, as a scroll bar drag does.
    func scroll(toOffset offset: Double) {
        withUnsafeWidgetPointer { clist_oracle_scroll_to_offset($0, offset) }
    }

    /// Whether its window's focus widget is the list or one of its rows.
    var holdsFocus: Bool { withUnsafeWidgetPointer { clist_oracle_holds_focus($0) != 0 } }

    /// The GTK type of its window's focus widget ("none"), for messages.
    var focusTypeName: String { withUnsafeWidgetPointer { String(cString: clist_oracle_focus_type_name($0)) } }

    /// Gives keyboard focus to the row labelled `label`, as a click does; whether there was one.
    @discardableResult
    func focusRow(labelled label: String) -> Bool {
        withUnsafeWidgetPointer { clist_oracle_focus_row($0, label) != 0 }
    }

    /// The largest offset the list scrolls to.
    var maxScrollOffset: Double { withUnsafeWidgetPointer { clist_oracle_max_scroll_offset($0) } }
}

/// The plain GTK 4 list of `CListOracle` (see its header): GTK's own behaviour for the
/// operations a test gives it, in a window of its own. ``close()`` destroys the window.
@MainActor
final class ListOracle {
    private var oracle: OpaquePointer?

    /// A list `width` × `height` px with no rows, in a new window titled `title`, shown.
    init(title: String, width: Int, height: Int) {
        oracle = clist_oracle_new(title, Int32(width), Int32(height))
        requestedSize = (width, height)
    }

    private var pointer: OpaquePointer {
        guard let oracle else { preconditionFailure("the oracle list is closed") }
        return oracle
    }

    private var listView: UnsafeMutablePointer<GtkWidget> { clist_oracle_list_view(pointer) }

    /// Destroys the window.
    func close() {
        clist_oracle_free(oracle)
        oracle = nil
    }

    /// Replaces `removed` labels from `position` (among all of them) with `added`.
    func splice(at position: Int, removing removed: Int, adding added: [String]) {
        let copies = added.map { UnsafePointer(g_strdup($0)) }
        defer {
            for copy in copies { g_free(UnsafeMutableRawPointer(mutating: copy)) }
        }
        copies.withUnsafeBufferPointer { labels in
            clist_oracle_splice(pointer, UInt32(position), UInt32(removed), labels.baseAddress, UInt32(added.count))
        }
    }

    /// Changes the label at `position` (among all of them) in place.
    func relabel(at position: Int, to label: String) { clist_oracle_relabel(pointer, UInt32(position), label) }

    /// How many rows the list shows.
    var count: Int { Int(clist_oracle_n_shown(pointer)) }

    /// The selected row's position among the shown rows, or nil; setting it selects.
    var selectedPosition: Int? {
        get {
            let selected = clist_oracle_selected(pointer)
            return selected == cgtk_invalid_list_position() ? nil : Int(selected)
        }
        set { clist_oracle_select(pointer, newValue.map { UInt32($0) } ?? cgtk_invalid_list_position()) }
    }

    /// Resizes the window so the list is `width` × `height` px.
    func resize(width: Int, height: Int) {
        requestedSize = (width, height)
        clist_oracle_set_size(pointer, Int32(width), Int32(height))
    }

    /// The size last asked for (the list has it once the window is resized and the list shown).
    private(set) var requestedSize: (width: Int, height: Int)

    /// The list's allocated size.
    var listSize: (width: Int, height: Int) {
        (Int(gtk_widget_get_width(listView)), Int(gtk_widget_get_height(listView)))
    }

    /// Whether the list is shown; setting it shows or hides it.
    var isListVisible: Bool {
        get { gtk_widget_is_drawable(listView) != 0 }
        set { clist_oracle_set_list_visible(pointer, newValue ? 1 : 0) }
    }

    /// Gives the list keyboard focus (on the row that had it last, if any).
    func focusList() { clist_oracle_focus_list(pointer) }

    /// Gives keyboard focus to the row labelled `label`, as a click does; whether there was one.
    @discardableResult
    func focusRow(labelled label: String) -> Bool { clist_oracle_focus_row(listView, label) != 0 }

    /// The label of the row that has keyboard focus, on screen or not.
    var focusedRowLabel: String? { clist_oracle_focused_row_label(listView).map { String(cString: $0) } }

    /// The rows on screen, top to bottom.
    var shownRows: [ShownRow] { ShownRow.rows(of: listView) }

    /// How far the list is scrolled, in px.
    var scrollOffset: Double { clist_oracle_scroll_offset(listView) }

    /// The largest offset the list scrolls to now.
    var maxScrollOffset: Double { clist_oracle_max_scroll_offset(listView) }

    /// Scrolls to `offset` px, as a scroll bar drag does.
    func scroll(toOffset offset: Double) { clist_oracle_scroll_to_offset(listView, offset) }

    /// Scrolls so the shown row at `position` is in view, as the layout does on expanding.
    func scrollToRow(_ position: Int) { clist_oracle_scroll_to_item(listView, UInt32(position)) }

    /// How many frames the window has painted.
    var paintCount: Int { Int(clist_oracle_paint_count(pointer)) }

    /// Asks for a frame even if nothing changed.
    func requestFrame() { clist_oracle_request_frame(pointer) }
}
