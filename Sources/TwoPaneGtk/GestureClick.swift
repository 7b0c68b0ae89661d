import CGtk

/// Recognises clicks of one mouse button on the widget it is added to.
@MainActor
public final class GestureClick {
    private let gesture: ObjectReference
    package var gesturePointer: OpaquePointer { gesture.opaque }

    /// Clicks of `button` (1 primary, 3 secondary, 8 back, 9 forward); with
    /// `beforeChildren`, seen before the children of the widget it is added to handle them.
    public init(button: Int, beforeChildren: Bool = false) {
        gesture = ObjectReference(owning: UnsafeMutableRawPointer(gtk_gesture_click_new()))
        gtk_gesture_single_set_button(gesture.opaque, UInt32(button))
        if beforeChildren { gtk_event_controller_set_propagation_phase(gesture.opaque, GTK_PHASE_CAPTURE) }
    }

    /// Runs `handler(pressCount, x, y)` when the button goes down.
    @discardableResult
    public func onPressed(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> SignalConnection {
        connectSignal(
            UnsafeMutableRawPointer(gesturePointer), "pressed",
            trampoline: unsafeBitCast(pressTrampoline, to: GCallback.self), handler: handler as PressHandler)
    }

    /// Takes the press it is handling for itself: no other gesture of the widgets it goes
    /// through (a list row under it) sees the click.
    package func claimPress() {
        gtk_gesture_set_state(gesture.opaque, GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// Lets go of the press it is handling: it follows it no further, and the other gestures
    /// have it to themselves.
    package func denyPress() {
        gtk_gesture_set_state(gesture.opaque, GTK_EVENT_SEQUENCE_DENIED)
    }

    /// Runs `handler(pressCount, x, y)` when the button comes up over the widget.
    @discardableResult
    public func onReleased(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> SignalConnection {
        connectSignal(
            UnsafeMutableRawPointer(gesturePointer), "released",
            trampoline: unsafeBitCast(pressTrampoline, to: GCallback.self), handler: handler as PressHandler)
    }
}

extension Widget {
    /// Adds a click gesture to this widget; the widget keeps it.
    public func addController(_ gesture: GestureClick) {
        gtk_widget_add_controller(widgetPointer, gesture.gesturePointer)
        g_object_ref(UnsafeMutableRawPointer(gesture.gesturePointer))
    }
}
