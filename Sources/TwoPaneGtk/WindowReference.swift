import CGtk

/// A reference to a window that does not keep it alive (a GLib weak reference): what a
/// layout the window keeps alive holds of the window, so that neither keeps the other.
///
/// ``window`` wraps the GTK window anew at each call while it exists: the app need not keep
/// its own ``Window`` wrapper for the layout to reach the window.
package final class WindowReference {
    private let reference: WeakObjectReference

    @MainActor package init(_ window: Window) {
        reference = WeakObjectReference(window.objectPointer)
    }

    /// The window, while it has not been finalised.
    @MainActor package var window: Window? {
        reference.withObject { Window(adoptingWindow: $0.assumingMemoryBound(to: GtkWidget.self)) }
    }

    /// Whether this refers to `window`'s GTK window.
    @MainActor package func refers(to window: Window) -> Bool {
        reference.withObject { $0 == UnsafeMutableRawPointer(window.objectPointer) } ?? false
    }
}
