import CGtk
import CTwoPaneWidgets

/// A `GListModel` of `count` interchangeable items: rows are known by position only.
///
/// Backed by `TwoPanePositionModel`, which stores only the count and makes an item object
/// when GTK asks for one, so a million rows cost nothing until they scroll into view.
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
    func splice(at position: Int, removing removed: Int, adding added: Int) {
        twopane_position_model_splice(model.opaque, UInt32(position), UInt32(removed), UInt32(added))
        count = count - removed + added
    }

    /// GListModel positions are 32-bit and GTK_INVALID_LIST_POSITION is reserved.
    private static func clamped(_ count: Int) -> Int { min(max(0, count), Int(UInt32.max - 1)) }
}
