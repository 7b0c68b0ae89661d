import CGtk
import CTwoPaneWidgets

/// The rows a list shows, chosen by a predicate over the rows' positions in the list's
/// full model: a `GtkCustomFilter` for a `GtkFilterListModel`. Without a predicate every row
/// shows and GTK does not look at the rows at all.
@MainActor
final class RowFilter {
    private let filter: ObjectReference

    init() {
        filter = ObjectReference(owning: UnsafeMutableRawPointer(gtk_custom_filter_new(nil, nil, nil)))
    }

    var filterPointer: OpaquePointer { filter.opaque }

    /// Shows the rows whose full-model position `shows` accepts, or every row (`nil`); GTK
    /// filters again at once.
    func show(where shows: (@MainActor (Int) -> Bool)?) {
        guard let shows else {
            gtk_custom_filter_set_filter_func(filter.opaque, nil, nil, nil)
            return
        }
        gtk_custom_filter_set_filter_func(
            filter.opaque, rowFilterTrampoline,
            retainedBox(shows as RowPredicate), releaseBoxDestroyNotify)
    }
}

/// Whether the row at a full-model position is shown.
typealias RowPredicate = @MainActor (Int) -> Bool

/// `gboolean (*)(gpointer item, gpointer data)`: GtkCustomFilterFunc.
private let rowFilterTrampoline: GtkCustomFilterFunc = { item, data in
    let (box, position) = (address(data), twopane_position_model_item_position(item))
    guard position != UInt32.max else { return 0 }
    return MainActor.assumeIsolated { unboxed(box, as: RowPredicate.self)(Int(position)) ? 1 : 0 }
}
