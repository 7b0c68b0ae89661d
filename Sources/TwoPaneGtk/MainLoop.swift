import CGtk

/// The GLib main loop, driven by hand (tests, start-up).
@MainActor
public enum MainLoop {
    /// Initialises GTK without an application (tests); whether a display was found. The main
    /// actor's jobs run from the main loop from then on.
    public static func initializeGtk() -> Bool {
        MainActorJobs.runFromGLib()
        return gtk_init_check() != 0
    }

    /// Runs one iteration of the default main context; whether it dispatched anything.
    @discardableResult
    public static func iterate(blocking: Bool = false) -> Bool {
        g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }

    /// Runs the main loop until `condition` holds or `timeout` seconds pass; whether it held.
    /// Waits for events between checks, so it does not spin.
    @discardableResult
    public static func run(until condition: () -> Bool, timeout: Double = 5) -> Bool {
        let deadline = g_get_monotonic_time() + Int(timeout * 1_000_000)
        let wakeUp = g_timeout_add(10, { _ in 1 }, nil)  // bounds each blocking wait to 10 ms
        defer { g_source_remove(wakeUp) }
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Dispatches everything pending without waiting.
    public static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs `action` once when the main loop is idle.
    public static func whenIdle(_ action: @escaping @MainActor () -> Void) {
        g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE, idleOnceTrampoline, retainedBox(action as VoidHandler),
            releaseBoxDestroyNotify)
    }

    /// Runs `action` once, as soon as the event being handled has been handled: before the
    /// main loop dispatches the next event (GDK dispatches one event at a time).
    public static func afterCurrentEvent(_ action: @escaping @MainActor () -> Void) {
        g_idle_add_full(
            G_PRIORITY_HIGH, idleOnceTrampoline, retainedBox(action as VoidHandler),
            releaseBoxDestroyNotify)
    }

    /// Runs `action` once, `milliseconds` from now (at most `UInt32.max`, about 49 days; a
    /// longer wait is that long, a negative one none), unless the timer it returns is
    /// cancelled first: a debounced save starts over at each key.
    ///
    /// ```swift
    /// var pendingSave: MainLoopTimer?
    /// func textChanged() {
    ///     pendingSave?.cancel()
    ///     pendingSave = MainLoop.after(milliseconds: 300) { print("save") }
    /// }
    /// ```
    @discardableResult
    public static func after(milliseconds: Int, _ action: @escaping @MainActor () -> Void) -> MainLoopTimer {
        let timer = MainLoopTimer()
        let fire: VoidHandler = { [weak timer] in
            timer?.fired()
            action()
        }
        timer.source = g_timeout_add_full(
            G_PRIORITY_DEFAULT, UInt32(clamping: milliseconds), idleOnceTrampoline,
            retainedBox(fire), releaseBoxDestroyNotify)
        return timer
    }

    /// Runs `action` once, `delay` from now (rounded down to a millisecond), unless the timer
    /// it returns is cancelled first.
    @discardableResult
    public static func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) -> MainLoopTimer {
        let (seconds, attoseconds) = delay.components
        let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
        let total = milliseconds.overflow ? Int64.max : milliseconds.partialValue + attoseconds / 1_000_000_000_000_000
        return after(milliseconds: Int(clamping: total), action)
    }

    /// Runs `action` every `milliseconds` at high priority (before input, drawing and idle
    /// work) for as long as it returns true. The benchmark watches for main-thread blocks so.
    package static func repeatedly(everyMilliseconds milliseconds: Int, _ action: @escaping @MainActor () -> Bool) {
        g_timeout_add_full(
            G_PRIORITY_HIGH, UInt32(max(1, milliseconds)), repeatingTrampoline,
            retainedBox(action as RepeatingHandler), releaseBoxDestroyNotify)
    }

    /// The monotonic clock GLib and GDK use, in microseconds.
    public static var monotonicMicroseconds: Int64 { Int64(g_get_monotonic_time()) }
}

private typealias RepeatingHandler = @MainActor () -> Bool

private let repeatingTrampoline: GSourceFunc = { data in
    let box = address(data)
    return MainActor.assumeIsolated { unboxed(box, as: RepeatingHandler.self)() } ? 1 : 0
}

private let idleOnceTrampoline: GSourceFunc = { data in
    let box = address(data)
    MainActor.assumeIsolated { unboxed(box, as: VoidHandler.self)() }
    return 0  // G_SOURCE_REMOVE
}

/// A wait of ``MainLoop/after(milliseconds:_:)``: its action runs once when it ends, unless it
/// is cancelled first. Letting go of it does not cancel it.
@MainActor
public final class MainLoopTimer {
    /// The GLib source, until it fires or is cancelled.
    fileprivate var source: guint = 0
    /// Whether the action is still to run: not run yet, not cancelled.
    public private(set) var isPending = true

    fileprivate init() {}

    /// The action will not run (nothing happens if it already ran).
    public func cancel() {
        guard isPending else { return }
        isPending = false
        g_source_remove(source)  // releases the action
    }

    fileprivate func fired() { isPending = false }
}
