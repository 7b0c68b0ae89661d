import CGtk

extension Application {
    /// Runs `handler` when something outside the app asks it to end: SIGTERM, SIGINT or
    /// SIGHUP (a logout, `systemctl --user stop`, Ctrl+C, the terminal closing), or the
    /// desktop session ending. Handlers run in the order they were added.
    ///
    /// After a signal's handlers, the application ends as if the user had closed every
    /// window, then chosen Quit: each window is closed (its close-request handlers run, so a
    /// `SplitLayoutStateStore` saves), and the application quits even if a window refused.
    /// ``run(arguments:)`` returns as after a Quit: the app exits normally, status 0 for a
    /// first instance whose command-line handler returned 0, rather than being killed by
    /// the signal. A signal that arrives while the application is quitting changes nothing.
    ///
    /// When the session is ending (``TerminationRequest/sessionEnding``) only the handlers
    /// run: the session may be cancelled, and if it ends, GTK quits the application without
    /// closing its windows, and the session manager may end the process right after. Save
    /// there what the app keeps across restarts.
    ///
    /// ```swift
    /// application.onTerminationRequest { request in
    ///     if request == .sessionEnding { store.save() }   // on a signal, the window's closing saves
    /// }
    /// ```
    @discardableResult
    public func onTerminationRequest(_ handler: @escaping @MainActor (TerminationRequest) -> Void) -> SignalConnection {
        termination.requests.connect { index in handler(TerminationRequest.allCases[Int(index)]) }
    }

    /// Whether the first instance quits cleanly on SIGTERM, SIGINT and SIGHUP (see
    /// ``onTerminationRequest(_:)``): `true` unless set to `false` before ``run(arguments:)``,
    /// for an app that handles those signals itself. A later launch that hands its command
    /// line to the first instance keeps the default action of each signal.
    public var quitsOnTerminationSignals: Bool {
        get { termination.quitsOnSignals }
        set { termination.quitsOnSignals = newValue }
    }
}

/// The application's part in being ended from outside: the handlers, the signal sources
/// while the first instance runs, and the session manager's end of session.
///
/// GLib's `g_unix_signal_add` turns each signal into an event of the main loop, so the
/// handlers run on the main thread between two events, never inside a signal handler.
@MainActor
final class ApplicationTermination {
    /// Emits each request, as its index among every case, to the handlers.
    let requests = Emitter()
    var quitsOnSignals = true
    private let application: UnsafeMutablePointer<GtkApplication>
    private var sourceIDs: [UInt32] = []
    private var isQuitting = false

    /// Registers `application` with the session manager when it starts (GtkApplication's
    /// `register-session`, where one runs) and connects its startup, shutdown and
    /// `query-end`. The application owns this object and outlives the connections' use of it.
    init(application: UnsafeMutablePointer<GtkApplication>) {
        self.application = application
        let instance = UnsafeMutableRawPointer(application)
        cgtk_object_set_boolean(instance, "register-session", 1)
        let callback = unsafeBitCast(voidTrampoline, to: GCallback.self)
        _ = connectSignal(
            instance, "startup", trampoline: callback,
            handler: { [weak self] in self?.installSignalSources() } as VoidHandler)
        _ = connectSignal(
            instance, "shutdown", trampoline: callback,
            handler: { [weak self] in self?.removeSignalSources() } as VoidHandler)
        _ = connectSignal(
            instance, "query-end", trampoline: callback,
            handler: { [weak self] in self?.requested(.sessionEnding) } as VoidHandler)
    }

    /// In the first instance only: a later launch never starts up.
    private func installSignalSources() {
        guard quitsOnSignals, sourceIDs.isEmpty else { return }
        for request in TerminationRequest.signals {
            guard let number = request.signalNumber else { continue }
            let handler: VoidHandler = { [weak self] in self?.requested(request) }
            sourceIDs.append(
                g_unix_signal_add_full(
                    G_PRIORITY_DEFAULT, number, repeatingSourceTrampoline,
                    retainedBox(handler), releaseBoxDestroyNotify))
        }
    }

    /// Gives each signal back its default action (GLib does when its last source goes).
    private func removeSignalSources() {
        for id in sourceIDs { g_source_remove(id) }
        sourceIDs = []
    }

    private func requested(_ request: TerminationRequest) {
        guard !isQuitting else { return }
        requests.emit(UInt32(TerminationRequest.allCases.firstIndex(of: request) ?? 0))
        guard request != .sessionEnding else { return }
        isQuitting = true
        closeWindows()
        g_application_quit(UnsafeMutablePointer(OpaquePointer(application)))
    }

    /// Closes every window as its close button would; each is kept alive while it closes.
    private func closeWindows() {
        var windows: [UnsafeMutableRawPointer] = []
        var node = gtk_application_get_windows(application)
        while let current = node {
            if let window = current.pointee.data { windows.append(g_object_ref(window)) }
            node = current.pointee.next
        }
        for window in windows {
            gtk_window_close(window.assumingMemoryBound(to: GtkWindow.self))
            g_object_unref(window)
        }
    }
}

/// `gboolean (*)(gpointer data)`: a source that stays until it is removed (a signal's).
private let repeatingSourceTrampoline: GSourceFunc = { data in
    let box = address(data)
    MainActor.assumeIsolated { unboxed(box, as: VoidHandler.self)() }
    return 1  // G_SOURCE_CONTINUE
}
