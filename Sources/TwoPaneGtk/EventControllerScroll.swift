import CGtk

/// Scrolling over a widget on both axes, seen before its children handle it (capture
/// phase). A touchpad's two-finger scroll arrives as one sequence: begun, scrolled, ended.
@MainActor
package final class EventControllerScroll {
    private let controller: ObjectReference
    var controllerPointer: OpaquePointer { controller.opaque }

    package init() {
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        controller = ObjectReference(owning: UnsafeMutableRawPointer(scroll))
        gtk_event_controller_set_propagation_phase(controller.opaque, GTK_PHASE_CAPTURE)
    }

    /// Whether the event being handled comes from a touchpad or a trackpoint (fingers), not
    /// a mouse wheel.
    package var isFromFingers: Bool {
        guard let device = gtk_event_controller_get_current_event_device(controllerPointer) else { return false }
        let source = gdk_device_get_source(device)
        return source == GDK_SOURCE_TOUCHPAD || source == GDK_SOURCE_TRACKPOINT
    }

    /// Pixels per unit of the scroll being handled: a touchpad on Wayland reports the
    /// fingers' travel in pixels (1); in wheel units (X11), a unit counts as 10 pixels, as
    /// libadwaita's swipes take it.
    package var pixelsPerUnit: Double {
        gtk_event_controller_scroll_get_unit(controllerPointer) == GDK_SCROLL_UNIT_WHEEL ? 10 : 1
    }

    /// The time of the event being handled, in milliseconds.
    package var eventTime: UInt32 { gtk_event_controller_get_current_event_time(controllerPointer) }

    /// Runs `handler` when fingers start a scroll sequence (touchpads only).
    @discardableResult
    package func onBegin(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(
            UnsafeMutableRawPointer(controllerPointer), "scroll-begin",
            trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self), handler: handler as VoidHandler)
    }

    /// Runs `handler(dx, dy)` for each scroll, in the units ``pixelsPerUnit`` converts; it
    /// returns whether it used the scroll (then the children do not see it).
    @discardableResult
    package func onScroll(_ handler: @escaping @MainActor (Double, Double) -> Bool) -> SignalConnection {
        connectSignal(
            UnsafeMutableRawPointer(controllerPointer), "scroll",
            trampoline: unsafeBitCast(scrollTrampoline, to: GCallback.self), handler: handler as ScrollHandler)
    }

    /// Runs `handler` when the fingers leave the touchpad.
    @discardableResult
    package func onEnd(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(
            UnsafeMutableRawPointer(controllerPointer), "scroll-end",
            trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self), handler: handler as VoidHandler)
    }
}

extension Widget {
    /// Adds a scroll controller to this widget; the widget keeps it.
    package func addController(_ controller: EventControllerScroll) {
        gtk_widget_add_controller(widgetPointer, controller.controllerPointer)
        g_object_ref(UnsafeMutableRawPointer(controller.controllerPointer))
    }
}

/// `gboolean (*)(GtkEventControllerScroll*, double dx, double dy, gpointer data)`: scroll.
typealias ScrollHandler = @MainActor (Double, Double) -> Bool
private let scrollTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Int32 = {
        _, dx, dy, data in
        let box = address(data)
        return MainActor.assumeIsolated { unboxed(box, as: ScrollHandler.self)(dx, dy) ? 1 : 0 }
    }
