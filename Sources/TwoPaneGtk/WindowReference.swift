import CGtk

/// A reference to a window that does not keep it alive (a GLib weak reference): what a
/// layout the window keeps alive holds of the window, so that neither keeps the other.
///
/// ``window`` wraps the GTK window anew at each call while it exists: the app need not keep
/// its own ``Window`` wrapper for the layout to reach the window.
package final class WindowReference {
    private let weakReference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    @MainActor package init(_ window: Window) {
        weakReference.initialize(to: GWeakRef())
        g_weak_ref_init(weakReference, window.objectPointer)
    }

    deinit {
        g_weak_ref_clear(weakReference)
        weakReference.deallocate()
    }

    /// The window, while it has not been finalised.
    @MainActor package var window: Window? {
        guard let object = g_weak_ref_get(weakReference) else { return nil }
        defer { g_object_unref(object) }
        return Window(adoptingWindow: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
    }

    /// Whether this refers to `window`'s GTK window.
    @MainActor package func refers(to window: Window) -> Bool {
        guard let object = g_weak_ref_get(weakReference) else { return false }
        defer { g_object_unref(object) }
        return UnsafeMutableRawPointer(object) == UnsafeMutableRawPointer(window.objectPointer)
    }
}
