import CGtk
import CTwoPaneWidgets

/// Events TwoPaneGtk raises itself (a row clicked once, a request to end the app), as the
/// signal of a GObject of their own (TwoPaneEmitter), so their `on…` methods add a handler
/// and return a ``SignalConnection`` like every other.
@MainActor
final class Emitter {
    private let reference = ObjectReference(owning: twopane_emitter_new()!)

    /// Runs `handler` with each value emitted, after the handlers connected before it.
    func connect(_ handler: @escaping @MainActor (UInt32) -> Void) -> SignalConnection {
        connectSignal(
            reference.pointer, "emitted", trampoline: unsafeBitCast(positionTrampoline, to: GCallback.self),
            handler: handler as PositionHandler)
    }

    /// Calls every connected handler that is not blocked with `value`.
    func emit(_ value: UInt32) { twopane_emitter_emit(reference.pointer, value) }
}
