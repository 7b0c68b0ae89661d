import CGtk
import TwoPaneGtk

/// One row a list view has realised (made a widget for), as drawn: its label, where it is, and
/// whether it is selected or has keyboard focus.
public struct RealisedRow: Equatable, CustomStringConvertible {
    /// The text of the first label inside the row.
    public let label: String
    /// The row's top edge, in the list's content coordinates (the scroll offset added).
    public let top: Double
    public let isSelected: Bool
    public let hasFocus: Bool

    public var description: String {
        "\(label)@\(Int(top))\(isSelected ? " [selected]" : "")\(hasFocus ? " [focus]" : "")"
    }
}

/// The rows `list` has realised and shows (mapped), top to bottom: what a user can see and
/// scroll to without GTK building anything new.
@MainActor
public func realisedRows(of list: ListView) -> [RealisedRow] {
    let offset = list.scrollPosition.offset
    return list.withUnsafeWidgetPointer { listPointer in
        realisedRows(inListView: listPointer, scrollOffset: offset)
    }
}

/// The mapped children of a GtkListView (its row widgets) with their first label's text.
@MainActor
public func realisedRows(inListView listPointer: UnsafeMutablePointer<GtkWidget>, scrollOffset: Double) -> [RealisedRow]
{
    var rows: [RealisedRow] = []
    var child = gtk_widget_get_first_child(listPointer)
    while let row = child {
        child = gtk_widget_get_next_sibling(row)
        guard gtk_widget_get_mapped(row) != 0, gtk_widget_get_visible(row) != 0,
            let label = firstLabelText(in: row)
        else { continue }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, listPointer, &bounds) != 0 else { continue }
        let flags = gtk_widget_get_state_flags(row)
        rows.append(
            RealisedRow(
                label: label, top: Double(bounds.origin.y) + scrollOffset,
                isSelected: flags.rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0,
                hasFocus: gtk_widget_has_focus(row) != 0))
    }
    return rows.sorted { $0.top < $1.top }
}

/// The text of the first GtkLabel found depth first under `widget`.
@MainActor
func firstLabelText(in widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    if gtk_widget_get_name(widget).map({ String(cString: $0) }) == "GtkLabel",
        let text = gtk_label_get_text(OpaquePointer(widget))
    {
        return String(cString: text)
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        if let text = firstLabelText(in: current) { return text }
        child = gtk_widget_get_next_sibling(current)
    }
    return nil
}

/// Runs the main loop until frames painted after this call show the same rows of `list`
/// twice in a row: GTK has laid out and drawn what the last change made.
@MainActor
public func settleRows(of list: ListView, file: StaticString = #filePath, line: UInt = #line) throws {
    var painted = 0
    list.requestFrame()
    let connection = list.onEveryPaint { painted += 1 }
    defer { connection?.disconnect() }
    var last: [RealisedRow]?
    var seen = 0
    var same = 0
    try pump(
        until: {
            guard painted > seen else { return false }
            seen = painted
            let rows = realisedRows(of: list)
            same = rows == last ? same + 1 : 0
            last = rows
            if same == 0 { list.requestFrame() }
            return same >= 1
        }, "two frames in a row paint the same rows", file: file, line: line)
}

extension Widget {
    /// The text of the first label found depth first in this widget: what a detail says.
    @MainActor public var firstLabelText: String? {
        withUnsafeWidgetPointer { TestSupport.firstLabelText(in: $0) }
    }
}
