import CGtk

/// A GLib weak reference (`GWeakRef`) to a GObject: it does not keep the object alive, and
/// finds nothing once the object's last reference has gone.
///
/// GLib records where each weak reference lives, to clear it when the object goes, so the
/// `GWeakRef` is allocated once, at a fixed address, for this reference's lifetime. GLib's
/// weak references are thread-safe: this one may be released on any thread.
final class WeakObjectReference {
    private let weakReference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    /// A weak reference to `object`, a GObject.
    init(_ object: UnsafeMutableRawPointer) {
        weakReference.initialize(to: GWeakRef())
        g_weak_ref_init(weakReference, object)
    }

    deinit {
        g_weak_ref_clear(weakReference)
        weakReference.deallocate()
    }

    /// Calls `body` with the object, alive until `body` returns (this holds a strong
    /// reference meanwhile); `nil`, without calling `body`, once the object's last reference
    /// has gone. Call it on the main thread: the reference it holds is dropped there.
    func withObject<Result>(_ body: (UnsafeMutableRawPointer) throws -> Result) rethrows -> Result? {
        guard let object = g_weak_ref_get(weakReference) else { return nil }
        defer { g_object_unref(object) }
        return try body(object)
    }
}
