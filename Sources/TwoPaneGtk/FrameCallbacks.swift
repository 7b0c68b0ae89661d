import CGtk

extension Widget {
    /// Runs `action` once after the window's next frame has been painted.
    public func afterNextPaint(_ action: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return }
        var connection: SignalConnection?
        let handler: VoidHandler = {
            connection?.disconnect()
            action()
        }
        connection = connectSignal(
            UnsafeMutableRawPointer(clock), "after-paint",
            trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self), handler: handler)
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }
}

extension Widget {
    /// Runs `handler` after every frame of the widget's window is painted, until
    /// disconnected. The widget must be realized (it has a frame clock).
    @discardableResult
    public func onEveryPaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection? {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return nil }
        return connectSignal(
            UnsafeMutableRawPointer(clock), "after-paint",
            trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self),
            handler: handler as VoidHandler)
    }

    /// Asks for a new frame to be painted even if nothing changed.
    public func requestFrame() {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }

    /// Asks for the widget to be allocated again in the next frame's layout pass.
    public func queueAllocate() { gtk_widget_queue_allocate(widgetPointer) }
}

extension Widget {
    /// Runs `handler(frameTime)` before each frame is drawn (the frame clock's time, in
    /// microseconds) for as long as it returns true: one step of an animation per frame.
    package func runEachFrame(_ handler: @escaping @MainActor (Int64) -> Bool) {
        gtk_widget_add_tick_callback(
            widgetPointer, tickTrampoline, retainedBox(handler as TickHandler),
            releaseBoxDestroyNotify)
    }
}

/// `gboolean (*)(GtkWidget*, GdkFrameClock*, gpointer data)`: a tick callback.
typealias TickHandler = @MainActor (Int64) -> Bool
private let tickTrampoline:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Int32 = {
        _, clock, data in
        let (box, time) = (address(data), gdk_frame_clock_get_frame_time(clock))
        return MainActor.assumeIsolated { unboxed(box, as: TickHandler.self)(Int64(time)) ? 1 : 0 }
    }
