import CGtk
import CTwoPaneWidgets

/// A `GListModel` of `count` rows known by position (``RowPosition``): every row of a list,
/// shown or not.
///
/// Backed by `TwoPanePositionModel`, which stores only the count and makes an item object
/// when GTK asks for one, so a million rows cost nothing until they scroll into view. The
/// items GTK holds move with their rows when rows are inserted or removed before them, so a
/// row widget GTK keeps stays bound to the same row.
@MainActor
final class PositionListModel {
    private let model: ObjectReference
    private(set) var count: Int

    init(count: Int) {
        let clamped = Self.clamped(count)
        model = ObjectReference(owning: UnsafeMutableRawPointer(twopane_position_model_new(UInt32(clamped))))
        self.count = clamped
    }

    var modelPointer: OpaquePointer { model.opaque }

    /// Replaces `removed` items from `position` with `added` new ones, in one `items-changed`.
    func splice(at position: RowPosition, removing removed: Int, adding added: Int) {
        let added = min(added, Self.clamped(count - removed + added) - (count - removed))
        twopane_position_model_splice(model.opaque, UInt32(position.rawValue), UInt32(removed), UInt32(added))
        count = count - removed + added
    }

    /// The item GTK holds for the row at `position`, if it holds one (the row may be on screen).
    func liveItem(at position: RowPosition) -> UnsafeMutableRawPointer? {
        guard position.rawValue >= 0, position.rawValue < count else { return nil }
        return twopane_position_model_peek_item(model.opaque, UInt32(position.rawValue)).map {
            UnsafeMutableRawPointer($0)
        }
    }

    /// How many item objects exist: the rows GTK holds, not the row count.
    var liveItemCount: Int { Int(twopane_position_model_n_live_items(model.opaque)) }

    /// GListModel positions are 32-bit and GTK_INVALID_LIST_POSITION is reserved.
    private static func clamped(_ count: Int) -> Int { min(max(0, count), Int(UInt32.max - 1)) }
}
