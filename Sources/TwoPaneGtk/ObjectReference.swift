import CGtk

/// One strong reference to a GObject that is not a widget (a model, a gesture, …),
/// dropped when the Swift owner goes away.
final class ObjectReference {
    let pointer: UnsafeMutableRawPointer

    /// Takes over a reference the caller owns (floating references are sunk).
    init(owning pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        if g_object_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
    }

    /// Adds a reference of its own to an object someone else owns.
    init(sharing pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        g_object_ref(pointer)
    }

    deinit {
        g_object_unref(pointer)
    }

    var opaque: OpaquePointer { OpaquePointer(pointer) }
}
