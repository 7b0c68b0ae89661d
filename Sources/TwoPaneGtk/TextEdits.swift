import CGtk

/// The edits made to a text view's buffer, told once each to the handlers of
/// ``TextView/onTextChange(_:)`` (the signal of an ``Emitter``, so each handler is a GLib
/// handler of its own, with its own ``SignalConnection``).
///
/// An edit the user makes is one GTK "user action" (between the buffer's `begin-user-action`
/// and `end-user-action`; one undo step), which may change the text more than once: typing
/// over a selected character deletes it, then inserts. The handlers hear it once, when the
/// action ends, and only if the text changed. (GTK 4 makes typing over a longer selection
/// two actions, so that it is undone in two steps: that is told twice.) A change outside a
/// user action (an undo, a change through the C API) is told at once.
///
/// GLib keeps this object: the buffer's handlers hold it, so the handlers go on hearing the
/// user's edits however long the buffer lives, with or without its ``TextView`` wrapper.
@MainActor
final class TextEdits {
    private let emitter = Emitter()
    private let buffer: WeakObjectReference
    /// The buffer's handlers, blocked while the view's text is set from code.
    private var connections: [SignalConnection] = []
    private var inUserAction = false
    private var changedInUserAction = false
    /// The text told to the handlers, read once per edit by the first handler that needs it.
    private var toldText: String?

    private init(_ buffer: UnsafeMutableRawPointer) {
        self.buffer = WeakObjectReference(buffer)
    }

    /// Starts listening to `buffer`, a `GtkTextBuffer`.
    static func watching(_ buffer: UnsafeMutableRawPointer) -> TextEdits {
        let edits = TextEdits(buffer)
        func connect(_ signal: String, _ handler: @escaping VoidHandler) -> SignalConnection {
            connectSignal(
                buffer, signal, trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self), handler: handler)
        }
        edits.connections = [
            connect("begin-user-action") { edits.inUserAction = true },
            connect("changed") { edits.changed() },
            connect("end-user-action") { edits.userActionEnded() },
        ]
        return edits
    }

    /// Adds `handler`, which hears each edit with the buffer's whole text.
    func onEdit(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        // Weakly: this object holds the emitter, which holds the handler.
        emitter.connect { [weak self] _ in
            guard let self else { return }
            handler(self.text)
        }
    }

    /// Runs `body` (which changes the buffer) without telling anyone.
    func withoutTelling(_ body: () -> Void) {
        for connection in connections { connection.block() }
        body()
        for connection in connections { connection.unblock() }
    }

    private func changed() {
        if inUserAction {
            changedInUserAction = true
        } else {
            tell()
        }
    }

    private func userActionEnded() {
        inUserAction = false
        guard changedInUserAction else { return }
        changedInUserAction = false
        tell()
    }

    private func tell() {
        toldText = nil
        emitter.emit(0)
        toldText = nil
    }

    private var text: String {
        if let toldText { return toldText }
        let read = buffer.withObject { Self.text(of: $0.assumingMemoryBound(to: GtkTextBuffer.self)) } ?? ""
        toldText = read
        return read
    }

    /// The whole text of `buffer`.
    static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
        defer { g_free(characters) }
        return String(cString: characters)
    }
}
