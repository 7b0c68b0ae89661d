import CGtk
import CTwoPaneWidgets

/// One strong reference to a GObject (a widget, a model, a gesture, …), dropped on the main
/// thread when the Swift owner goes away.
///
/// The owners are main-actor classes, which are Sendable: their last reference, and so this
/// one's, may go on any thread. GTK objects must be released on the main thread (releasing
/// disposes them), so `deinit` drops the reference there (`twopane_object_unref_on_main_thread`):
/// at once on the main thread, else at the main loop's next iteration.
final class ObjectReference {
    let pointer: UnsafeMutableRawPointer

    /// Takes over a reference the caller owns (floating references are sunk).
    init(owning pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        if g_object_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
    }

    /// Takes the floating reference a new object comes with or, when it is not floating,
    /// adds a reference of its own: a widget, which lives as long as this whoever else
    /// parents or unparents it.
    init(sinking pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        g_object_ref_sink(pointer)
    }

    /// Adds a reference of its own to an object someone else owns.
    init(sharing pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        g_object_ref(pointer)
    }

    deinit {
        twopane_object_unref_on_main_thread(pointer)
    }

    var opaque: OpaquePointer { OpaquePointer(pointer) }
}
