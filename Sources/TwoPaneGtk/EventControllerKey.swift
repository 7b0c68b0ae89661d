import CGtk

/// Key presses on a widget, seen before its children's (capture phase) or after them.
@MainActor
final class EventControllerKey {
    enum Phase { case capture, bubble }

    private let controller: ObjectReference
    var controllerPointer: OpaquePointer { controller.opaque }

    init(phase: Phase) {
        controller = ObjectReference(owning: UnsafeMutableRawPointer(gtk_event_controller_key_new()))
        gtk_event_controller_set_propagation_phase(
            controller.opaque, phase == .capture ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE)
    }

    /// Runs `handler(keyval, modifiers)` for each key pressed; it returns whether it handled
    /// the key (then nothing else sees it).
    @discardableResult
    func onKeyPressed(_ handler: @escaping @MainActor (UInt32, UInt32) -> Bool) -> SignalConnection {
        connectSignal(
            UnsafeMutableRawPointer(controllerPointer), "key-pressed",
            trampoline: unsafeBitCast(keyPressTrampoline, to: GCallback.self), handler: handler as KeyPressHandler)
    }
}

extension Widget {
    /// Adds a key controller to this widget; the widget keeps it.
    func addController(_ controller: EventControllerKey) {
        gtk_widget_add_controller(widgetPointer, controller.controllerPointer)
        g_object_ref(UnsafeMutableRawPointer(controller.controllerPointer))
    }
}

/// `gboolean (*)(GtkEventControllerKey*, guint keyval, guint keycode, GdkModifierType state,
/// gpointer data)`: key-pressed. The handler gets the keyval and the modifiers that matter
/// for shortcuts (Shift, Ctrl, Alt, Super), and returns whether it handled the key.
typealias KeyPressHandler = @MainActor (UInt32, UInt32) -> Bool
private let keyPressTrampoline:
    @convention(c) (
        UnsafeMutableRawPointer?, UInt32, UInt32, GdkModifierType, UnsafeMutableRawPointer?
    ) -> Int32 = { _, keyval, _, state, data in
        let box = address(data)
        let modifiers = state.rawValue & gtk_accelerator_get_default_mod_mask().rawValue
        return MainActor.assumeIsolated { unboxed(box, as: KeyPressHandler.self)(keyval, modifiers) ? 1 : 0 }
    }
