import Glibc

/// Something outside the app asking it to end, as ``Application/onTerminationRequest(_:)``
/// reports it: one of the three signals a desktop or a terminal sends, or the session ending.
///
/// After a signal the application quits whatever the handler does; when the session is
/// ending it keeps running until the session manager ends it, and goes on if the logout is
/// cancelled.
///
/// ```swift
/// application.onTerminationRequest { request in
///     if request == .sessionEnding { store.save() }   // a signal closes the window: it saves
/// }
/// ```
public enum TerminationRequest: Equatable, Sendable, CaseIterable {
    /// `SIGTERM`: a logout, `systemctl --user stop`, a session manager, `kill`.
    case terminateSignal
    /// `SIGINT`: Ctrl+C in the terminal the app was started from.
    case interruptSignal
    /// `SIGHUP`: the terminal the app was started from closed.
    case hangUpSignal
    /// The session manager asks whether the session may end (a logout, a shutdown):
    /// GtkApplication's `query-end`. Save now: once every app has answered, the session
    /// manager may end the process without another word.
    case sessionEnding

    /// The signal's number (`SIGTERM`, `SIGINT`, `SIGHUP`), or `nil` for ``sessionEnding``.
    public var signalNumber: Int32? {
        switch self {
        case .terminateSignal: SIGTERM
        case .interruptSignal: SIGINT
        case .hangUpSignal: SIGHUP
        case .sessionEnding: nil
        }
    }

    /// The signals the application quits on, in the order it installs them.
    static let signals: [TerminationRequest] = [.terminateSignal, .interruptSignal, .hangUpSignal]
}
