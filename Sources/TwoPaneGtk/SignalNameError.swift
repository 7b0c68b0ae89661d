/// A signal name given to `onSignal` that the object's type does not have (or a detail,
/// `name::detail`, given to a signal that takes none).
///
/// `onSignal` throws it rather than stopping the program, as ``Widget/init(adopting:)``
/// throws ``WidgetTypeError``: whether a type has a signal is learnt at run time, from the
/// GTK the app runs with (a newer GTK adds signals; an object made with the C API may be of
/// a type chosen at run time), so an app can fall back. Nothing is connected, and GLib
/// prints nothing (connecting an unknown name directly makes GLib print a warning, which
/// `G_DEBUG=fatal-warnings` turns into a crash).
///
/// ```swift
/// do {
///     try TextView().buffer.onSignal("chaged") {}
/// } catch {
///     print(error)  // GtkTextBuffer has no signal "chaged"
/// }
/// ```
public struct SignalNameError: Error, Equatable, CustomStringConvertible {
    /// The name given, such as `chaged` or `notify::label`.
    public let signalName: String
    /// The GType of the object it was given for, such as `GtkTextBuffer`.
    public let typeName: String

    /// One line naming the type and the signal.
    public var description: String { "\(typeName) has no signal \"\(signalName)\"" }
}
