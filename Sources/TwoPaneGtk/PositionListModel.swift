import CGtk

/// A `GListModel` of `count` interchangeable items: rows are known by position only.
///
/// Backed by a `GtkStringList` of empty strings, whose item objects GTK creates when a row
/// asks for them.
@MainActor
final class PositionListModel {
    private let list: ObjectReference
    private(set) var count: Int

    init(count: Int) {
        list = ObjectReference(owning: UnsafeMutableRawPointer(gtk_string_list_new(nil)))
        self.count = 0
        reset(count: count)
    }

    var listPointer: OpaquePointer { list.opaque }
    var modelPointer: OpaquePointer { list.opaque }

    /// Replaces every item with `newCount` new ones, in one `items-changed`.
    func reset(count newCount: Int) {
        let empty = strdup("")!
        defer { free(empty) }
        var additions = [UnsafePointer<CChar>?](repeating: UnsafePointer(empty), count: max(0, newCount))
        additions.append(nil)
        additions.withUnsafeMutableBufferPointer { buffer in
            gtk_string_list_splice(listPointer, 0, UInt32(count), buffer.baseAddress)
        }
        count = max(0, newCount)
    }
}
