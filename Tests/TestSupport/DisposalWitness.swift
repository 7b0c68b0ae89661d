import CGtk
import Foundation

/// Where a GObject was disposed: which thread dropped its last reference. For tests that
/// release a wrapper on another thread and check that GTK still saw it go on the main one.
///
/// A GLib weak-reference notify (`g_object_weak_ref`) records it: GLib calls the notify
/// from the `g_object_unref` that disposes the object, on the thread that called it. The
/// notify adds no reference, so watching keeps nothing alive.
///
/// ```swift
/// let witness = label.withUnsafeWidgetPointer { DisposalWitness(watching: UnsafeMutableRawPointer($0)) }
/// try pump(until: { witness.thread != nil }, "the label is disposed")
/// XCTAssertEqual(witness.thread, .main)
/// ```
public final class DisposalWitness: @unchecked Sendable {  // its state is behind `lock`
    /// The thread an object was disposed on.
    public enum DisposalThread: Equatable, Sendable {
        case main, other
    }

    private let lock = NSLock()
    private var disposedOn: DisposalThread?

    /// Watches `object`, a GObject, from now until it is disposed.
    public init(watching object: UnsafeMutableRawPointer) {
        // Released by the notify: the witness lives until the object is disposed.
        g_object_weak_ref(cgtk_object(object), disposalNotify, Unmanaged.passRetained(self).toOpaque())
    }

    /// Where the object was disposed; `nil` while it has not been.
    public var thread: DisposalThread? { lock.withLock { disposedOn } }

    fileprivate func record(_ thread: DisposalThread) { lock.withLock { disposedOn = thread } }
}

/// The weak-reference notify: runs on the thread disposing the object.
private let disposalNotify: GWeakNotify = { data, _ in
    guard let data else { return }
    Unmanaged<DisposalWitness>.fromOpaque(data).takeRetainedValue().record(Thread.isMainThread ? .main : .other)
}
