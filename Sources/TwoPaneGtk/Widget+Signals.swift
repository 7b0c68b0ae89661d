import CGtk

extension Widget {
    /// Runs `handler` each time the widget emits the signal `name`, whatever the signal's C
    /// signature: any GTK signal the wrappers have no `on…` method for.
    ///
    /// `name` is the signal's name as GTK documents it (`close-request`, `move-focus`), with
    /// a detail after `::` for a detailed signal (`notify::maximized`). It is looked up
    /// first: a name the widget's type does not have throws ``SignalNameError`` (why it is
    /// thrown, not a stop: see there) and connects nothing. Like every `on…` method, this adds
    /// a handler after those added before and returns the ``SignalConnection`` that blocks,
    /// unblocks and disconnects it; GLib keeps the handler until it is disconnected or the
    /// widget finalised. A signal that returns a value gets that type's zero from this handler
    /// (`FALSE` for a boolean: the emission goes on); answer it with
    /// ``onSignal(_:returning:_:)``. The overload taking ``SignalArguments`` reads the
    /// signal's arguments.
    ///
    /// ```swift
    /// try window.onSignal("notify::maximized") { print("maximised or restored") }
    /// ```
    @discardableResult
    public func onSignal(
        _ name: String, _ handler: @escaping @MainActor () -> Void
    ) throws(SignalNameError) -> SignalConnection {
        try connectClosure(UnsafeMutableRawPointer(widgetPointer), name) { _ in handler() }
    }

    /// Runs `handler` with the signal's arguments each time the widget emits the signal
    /// `name`, whatever its C signature.
    ///
    /// The arguments are readable while `handler` runs (``SignalArguments``); otherwise as
    /// the overload without them.
    ///
    /// ```swift
    /// try window.onSignal("notify::maximized") { _ in print("maximised or restored") }
    /// ```
    @discardableResult
    public func onSignal(
        _ name: String, _ handler: @escaping @MainActor (SignalArguments) -> Void
    ) throws(SignalNameError) -> SignalConnection {
        try connectClosure(UnsafeMutableRawPointer(widgetPointer), name, handler: handler)
    }

    /// Runs `handler` each time the widget emits `name`, a signal that returns a boolean,
    /// and returns its answer to GTK: `close-request`, `mnemonic-activate`, a range's
    /// `change-value`.
    ///
    /// What `true` means is the signal's: for most (`close-request`, `change-value`) it says
    /// the handler dealt with it, and GTK stops there (the window stays open, the value is
    /// not changed); `false` lets the emission go on. `name` must be a signal that returns a
    /// `gboolean`: asking for another is a mistake in the program (a signal's return type is
    /// the same in every GTK version), which stops it. Otherwise as `onSignal(_:_:)`.
    ///
    /// ```swift
    /// var hasUnsavedChanges = false
    /// try window.onSignal("close-request", returning: Bool.self) { _ in hasUnsavedChanges }
    /// ```
    @discardableResult
    public func onSignal(
        _ name: String, returning _: Bool.Type, _ handler: @escaping @MainActor (SignalArguments) -> Bool
    ) throws(SignalNameError) -> SignalConnection {
        try connectClosure(UnsafeMutableRawPointer(widgetPointer), name, returning: cgtk_type_boolean()) { arguments in
            arguments.answer(handler(arguments))
        }
    }
}
