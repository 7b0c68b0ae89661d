import CGtk
import CTwoPaneWidgets

/// The rows of a list that are shown: every row, or those at the positions given (a search's
/// matches), through a `TwoPaneRowSubsetModel` over the list's rows. Its own items are counted
/// by ``ShownRowIndex``; the rows it shows are named by their ``RowPosition`` among all.
///
/// Its items are the rows' own, so a row shown before and after a change keeps its widget.
/// Rows inserted into or removed from the list move the shown positions with them; inserted
/// rows are not shown until ``splice(at:removing:_:)`` shows them.
@MainActor
final class RowSubsetModel {
    private let model: ObjectReference

    init(over source: OpaquePointer) {
        model = ObjectReference(
            owning: UnsafeMutableRawPointer(
                twopane_row_subset_model_new(cgtk_list_model(UnsafeMutableRawPointer(source)))))
    }

    var modelPointer: OpaquePointer { model.opaque }

    /// Whether every row is shown.
    var showsAll: Bool { twopane_row_subset_model_shows_all(model.opaque) != 0 }

    /// Shows every row.
    func showAll() { twopane_row_subset_model_show_all(model.opaque) }

    /// Shows only the rows at `positions`, increasing.
    func showOnly(_ positions: [RowPosition]) {
        let shown = positions.map { UInt32(clamping: $0.rawValue) }
        shown.withUnsafeBufferPointer {
            twopane_row_subset_model_show_only(model.opaque, $0.baseAddress, UInt32($0.count))
        }
    }

    /// Shows the rows at `positions` (increasing, all between the shown rows around `index`)
    /// from the shown row `index` on, replacing `removed` shown rows.
    func splice(at index: ShownRowIndex, removing removed: Int = 0, _ positions: [RowPosition]) {
        let shown = positions.map { UInt32(clamping: $0.rawValue) }
        shown.withUnsafeBufferPointer {
            twopane_row_subset_model_splice(
                model.opaque, UInt32(index.rawValue), UInt32(removed), $0.baseAddress, UInt32($0.count))
        }
    }

    /// The position among all the rows of the shown row at `index`, or nil past the end.
    func position(at index: ShownRowIndex) -> RowPosition? {
        guard index.rawValue >= 0 else { return nil }
        let position = twopane_row_subset_model_position_at(model.opaque, UInt32(clamping: index.rawValue))
        return position == UInt32.max ? nil : RowPosition(Int(position))
    }
}
