import CGtk

/// A signal handler connected to a GObject, which can be blocked while we change the
/// object ourselves.
///
/// The Swift closure is boxed and retained by GLib (`passRetained`); GLib releases it
/// through the destroy notify when the handler is disconnected or the object finalised,
/// so the box lives exactly as long as the connection.
///
/// A connection does not keep its object alive, and cannot outlive it: it holds the object
/// through a GLib weak reference, so once the object's last reference has gone (the handler
/// went with it), ``block()``, ``unblock()`` and ``disconnect()`` do nothing. Keeping a
/// connection longer than its widget is safe.
///
/// ```swift
/// let connection = paned.onPositionChange { savePosition() }
/// connection.disconnect() // does nothing if the paned has been finalised meanwhile
/// ```
public struct SignalConnection: Equatable {
    private let instance: WeakObjectReference
    let handlerID: UInt

    init(instance: UnsafeMutableRawPointer, handlerID: UInt) {
        self.instance = WeakObjectReference(instance)
        self.handlerID = handlerID
    }

    /// Whether two values are the same connection (GLib numbers handlers uniquely in a
    /// process, whatever their object).
    public static func == (lhs: SignalConnection, rhs: SignalConnection) -> Bool {
        lhs.handlerID == rhs.handlerID
    }

    /// Stops the handler from running until ``unblock()``.
    @MainActor public func block() {
        instance.withObject { g_signal_handler_block($0, handlerID) }
    }

    /// Lets a blocked handler run again.
    @MainActor public func unblock() {
        instance.withObject { g_signal_handler_unblock($0, handlerID) }
    }

    /// Disconnects the handler; GLib releases its closure. Does nothing when the handler is
    /// disconnected already, or its object gone.
    @MainActor public func disconnect() {
        instance.withObject { object in
            if g_signal_handler_is_connected(object, handlerID) != 0 {
                g_signal_handler_disconnect(object, handlerID)
            }
        }
    }

    /// Whether the handler is still connected: its object is alive and it was not
    /// disconnected.
    @MainActor package var isConnected: Bool {
        instance.withObject { g_signal_handler_is_connected($0, handlerID) != 0 } ?? false
    }
}

/// A Swift closure GLib keeps alive for a signal connection.
final class ClosureBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

/// Counts closure boxes alive, so lifetime tests can see that GLib released them all.
@MainActor package enum ClosureBoxCensus {
    /// How many signal closures GLib holds right now.
    package private(set) static var live = 0
    static func created() { live += 1 }
    static func released() { live -= 1 }
}

/// Releases a box handed to GLib: the connection's `GClosureNotify` (or a closure's
/// finalize notifier).
let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
    MainActor.assumeIsolated { ClosureBoxCensus.released() }
}

/// Releases a box handed to GLib through a `GDestroyNotify`.
let releaseBoxDestroyNotify: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
    MainActor.assumeIsolated { ClosureBoxCensus.released() }
}

/// Hands a closure box to GLib; it comes back through `releaseBox`.
@MainActor func retainedBox<Handler>(_ handler: Handler) -> UnsafeMutableRawPointer {
    ClosureBoxCensus.created()
    return Unmanaged.passRetained(ClosureBox(handler) as AnyObject).toOpaque()
}

/// The handler in a box GLib passed back, by the box's address (an address is Sendable, so
/// it can cross into `MainActor.assumeIsolated`; a raw pointer cannot).
@MainActor func unboxed<Handler>(_ address: UInt, as _: Handler.Type) -> Handler {
    let data = UnsafeMutableRawPointer(bitPattern: address)!
    return (Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as! ClosureBox<Handler>).handler
}

/// An address as a Sendable number.
func address(_ pointer: UnsafeMutableRawPointer?) -> UInt { UInt(bitPattern: pointer) }

/// Connects `trampoline` (the exact C signature of `signal`) with `handler` boxed as its data.
@MainActor func connectSignal<Handler>(
    _ instance: UnsafeMutableRawPointer, _ signal: String, after: Bool = false,
    trampoline: GCallback, handler: Handler
) -> SignalConnection {
    let handlerID = cgtk_signal_connect(
        instance, signal, trampoline, retainedBox(handler), releaseBox, after ? 1 : 0)
    return SignalConnection(instance: instance, handlerID: handlerID)
}

// One trampoline per C signal signature. Each has the signal's exact C parameters.

/// `void (*)(gpointer instance, gpointer data)`: clicked, toggled, activate, …
typealias VoidHandler = @MainActor () -> Void
let voidTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    let box = address(data)
    return MainActor.assumeIsolated { unboxed(box, as: VoidHandler.self)() }
}

/// `void (*)(gpointer instance, gpointer argument, gpointer data)`: notify, factory setup/bind, …
typealias PointerHandler = @MainActor (UnsafeMutableRawPointer?) -> Void
let pointerTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
        _, argument, data in
        let (box, argumentAddress) = (address(data), address(argument))
        MainActor.assumeIsolated {
            unboxed(box, as: PointerHandler.self)(UnsafeMutableRawPointer(bitPattern: argumentAddress))
        }
    }

/// `void (*)(gpointer instance, guint position, gpointer data)`: GtkListView activate.
typealias PositionHandler = @MainActor (UInt32) -> Void
let positionTrampoline: @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = {
    _, position, data in
    let box = address(data)
    MainActor.assumeIsolated { unboxed(box, as: PositionHandler.self)(position) }
}

/// `void (*)(gpointer instance, guint position, guint n_items, gpointer data)`: selection-changed.
typealias RangeHandler = @MainActor (UInt32, UInt32) -> Void
let rangeTrampoline: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void = {
    _, position, count, data in
    let box = address(data)
    MainActor.assumeIsolated { unboxed(box, as: RangeHandler.self)(position, count) }
}

/// `void (*)(gpointer list, guint position, guint removed, guint added, gpointer data)`:
/// GListModel's items-changed.
typealias ItemsChangedHandler = @MainActor (UInt32, UInt32, UInt32) -> Void
let itemsChangedTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void = {
        _, position, removed, added, data in
        let box = address(data)
        MainActor.assumeIsolated { unboxed(box, as: ItemsChangedHandler.self)(position, removed, added) }
    }

/// `void (*)(gpointer gesture, gint n_press, gdouble x, gdouble y, gpointer data)`: click gestures.
typealias PressHandler = @MainActor (Int, Double, Double) -> Void
let pressTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
        _, count, x, y, data in
        let box = address(data)
        MainActor.assumeIsolated { unboxed(box, as: PressHandler.self)(Int(count), x, y) }
    }

/// `gboolean (*)(gpointer controller, GdkEvent *event, gpointer data)`: a legacy event
/// controller's `event`. The handler only watches: the event always goes on.
typealias EventHandler = @MainActor (OpaquePointer?) -> Void
let eventTrampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Int32 = {
    _, event, data in
    let (box, eventAddress) = (address(data), UInt(bitPattern: event))
    MainActor.assumeIsolated { unboxed(box, as: EventHandler.self)(OpaquePointer(bitPattern: eventAddress)) }
    return 0
}

/// `gboolean (*)(gpointer instance, gpointer data)`: close-request and other stoppable signals.
typealias StoppingHandler = @MainActor () -> Bool
let stoppingTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32 = { _, data in
    let box = address(data)
    return MainActor.assumeIsolated { unboxed(box, as: StoppingHandler.self)() ? 1 : 0 }
}

extension Widget {
    /// Runs `handler` when a property of the widget changes (`notify::name`).
    @discardableResult
    public func onPropertyChange(_ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let pointerHandler: PointerHandler = { _ in handler() }
        return connectSignal(
            widgetPointer, "notify::\(property)",
            trampoline: unsafeBitCast(pointerTrampoline, to: GCallback.self),
            handler: pointerHandler)
    }
}
