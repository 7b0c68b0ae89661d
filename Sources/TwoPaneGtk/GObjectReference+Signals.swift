import CGtk

extension GObjectReference {
    /// Runs `handler` each time the object emits the signal `name`, whatever the signal's C
    /// signature: `GtkTextBuffer::changed`, `GtkAdjustment::value-changed`,
    /// `GSettings::changed::key`.
    ///
    /// As `Widget.onSignal(_:_:)` (the same implementation): the name is looked up first
    /// and an unknown one throws ``SignalNameError``; the handler is added after those added
    /// before, and the returned ``SignalConnection`` blocks, unblocks and disconnects it.
    ///
    /// ```swift
    /// let buffer = TextView().buffer
    /// try buffer.onSignal("changed") { print("edited") }
    /// ```
    @discardableResult
    public func onSignal(
        _ name: String, _ handler: @escaping @MainActor () -> Void
    ) throws(SignalNameError) -> SignalConnection {
        try connectClosure(objectPointer, name) { _ in handler() }
    }

    /// Runs `handler` with the signal's arguments each time the object emits the signal
    /// `name`, whatever its C signature.
    ///
    /// The arguments are readable while `handler` runs (``SignalArguments``); otherwise as
    /// the overload without them.
    ///
    /// ```swift
    /// let buffer = TextView().buffer
    /// try buffer.onSignal("insert-text") { arguments in print(arguments.string(at: 1) ?? "") }
    /// ```
    @discardableResult
    public func onSignal(
        _ name: String, _ handler: @escaping @MainActor (SignalArguments) -> Void
    ) throws(SignalNameError) -> SignalConnection {
        try connectClosure(objectPointer, name, handler: handler)
    }

    /// Runs `handler` each time the object emits `name`, a signal that returns a boolean,
    /// and returns its answer to GTK.
    ///
    /// As ``Widget/onSignal(_:returning:_:)``: `name` must be a signal that returns a
    /// `gboolean`, or the program stops.
    ///
    /// ```swift
    /// let keys = gtk_event_controller_key_new()!
    /// let controller = try GObjectReference(adopting: keys)
    /// try controller.onSignal("key-pressed", returning: Bool.self) { arguments in
    ///     arguments.int(at: 0) == Int(GDK_KEY_Escape)
    /// }
    /// ```
    @discardableResult
    public func onSignal(
        _ name: String, returning _: Bool.Type, _ handler: @escaping @MainActor (SignalArguments) -> Bool
    ) throws(SignalNameError) -> SignalConnection {
        try connectClosure(objectPointer, name, returning: cgtk_type_boolean()) { arguments in
            arguments.answer(handler(arguments))
        }
    }
}
