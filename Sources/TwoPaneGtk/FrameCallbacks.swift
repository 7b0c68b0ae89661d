import CGtk

extension Widget {
    /// Runs `action` once, at the start of the next frame this widget takes part in, before
    /// that frame's layout: the place to change the widget tree after an allocation.
    public func beforeNextFrame(_ action: @escaping @MainActor () -> Void) {
        _ = gtk_widget_add_tick_callback(widgetPointer, tickOnceTrampoline, retainedBox(action as VoidHandler),
                                         releaseBoxDestroyNotify)
    }

    /// Runs `action` once after the window's next frame has been painted.
    public func afterNextPaint(_ action: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return }
        var connection: SignalConnection?
        let handler: VoidHandler = {
            connection?.disconnect()
            action()
        }
        connection = connectSignal(UnsafeMutableRawPointer(clock), "after-paint",
                                   trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self), handler: handler)
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }
}

private let tickOnceTrampoline: GtkTickCallback = { _, _, data in
    let box = address(data)
    MainActor.assumeIsolated { unboxed(box, as: VoidHandler.self)() }
    return 0 // G_SOURCE_REMOVE
}
