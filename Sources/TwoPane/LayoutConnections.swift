import TwoPaneGtk

/// The layout's connections to GTK that outlive a call: the handlers a render blocks
/// (``DuringRender``), and the window the layout is attached to with the handlers connected
/// to it. The signal table (TwoPaneSplitLayout+Connections.swift) fills it.
@MainActor
final class LayoutConnections {
    /// The signal handlers blocked while rendering.
    private var blockedDuringRender: [SignalConnection] = []
    /// The window the layout is attached to: not kept alive by the layout, which the window
    /// keeps alive.
    private var attachedWindow: WindowReference?
    /// The handlers connected to the window; ``detach()`` disconnects them.
    private var windowConnections: [SignalConnection] = []

    /// The window the layout is attached to, while it exists.
    var window: Window? { attachedWindow?.window }

    /// Keeps `connection` to be blocked during renders.
    func blockDuringRenders(_ connection: SignalConnection) { blockedDuringRender.append(connection) }

    /// The layout is attached to `window`, and hears `connection` from it (blocked during
    /// renders).
    func attach(to window: Window, hearing connection: SignalConnection) {
        attachedWindow = WindowReference(window)
        windowConnections.append(connection)
        blockDuringRenders(connection)
    }

    /// Disconnects the window's handlers and forgets the window.
    func detach() {
        for connection in windowConnections {
            connection.disconnect()
            blockedDuringRender.removeAll { $0 == connection }
        }
        windowConnections = []
        attachedWindow = nil
    }

    /// Runs `body` with the handlers a render blocks blocked.
    func withBlocked(_ body: () -> Void) {
        for handler in blockedDuringRender { handler.block() }
        defer { for handler in blockedDuringRender { handler.unblock() } }
        body()
    }
}
