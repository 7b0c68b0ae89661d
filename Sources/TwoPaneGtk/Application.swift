import CGtk

/// A GTK application: one instance per session, its windows, its actions, its main loop.
///
/// A second launch of the app does not start another: the first instance (the primary)
/// gets ``onActivate(_:)`` again (bring its window forward), or, with an
/// ``onCommandLine(_:)`` handler, the second launch's arguments through D-Bus, and the
/// second launch exits with the status the primary returns.
///
/// Ended by SIGTERM, SIGINT or SIGHUP (a logout, `systemctl --user stop`, Ctrl+C), the
/// application closes its windows and quits as after a Quit, so what saves when a window
/// closes is saved; when the desktop session ends, the app saves in
/// ``onTerminationRequest(_:)``.
///
/// ```swift
/// let application = Application(id: "org.example.Mail")
/// application.onActivate {
///     let window = application.makeWindow()
///     window.title = "Mail"
///     window.present()
/// }
/// application.run()
/// ```
@MainActor
public final class Application {
    private let application: ObjectReference
    var applicationPointer: UnsafeMutablePointer<GtkApplication> {
        application.pointer.assumingMemoryBound(to: GtkApplication.self)
    }
    private var gApplication: UnsafeMutablePointer<GApplication> {
        UnsafeMutablePointer(OpaquePointer(applicationPointer))
    }
    /// What ends the application from outside: signals, the session (Application+Termination).
    let termination: ApplicationTermination

    /// An application with a reverse-DNS id such as `org.example.Trails`, drawn in `style`
    /// (GTK's own by default; `.adwaita` from `TwoPaneAdwaita`). It takes part in the session
    /// manager's end of session and quits cleanly on SIGTERM, SIGINT and SIGHUP: see
    /// ``onTerminationRequest(_:)``. One per process.
    public init(id: String, style: ApplicationStyle = .gtk) {
        MainActorJobs.runFromGLib()
        PlatformStyle.current = style.platform
        let made: UnsafeMutablePointer<GtkApplication>!  // as GTK's C functions return it
        if let platform = style.platform {
            made = platform.makeApplication(id: id)
        } else {
            made = gtk_application_new(id, GApplicationFlags(rawValue: 0))
        }
        application = ObjectReference(owning: UnsafeMutableRawPointer(made))
        termination = ApplicationTermination(
            application: application.pointer.assumingMemoryBound(to: GtkApplication.self))
        // The desktop's colour scheme, read before any handler of the app's makes a window.
        onStartup { Appearance.followDesktop() }
    }

    /// Runs `handler` in the primary instance when the app is launched without a
    /// command-line handler: the first launch opens its window here, a later one usually
    /// brings that window forward.
    ///
    /// ```swift
    /// application.onActivate {
    ///     if let window = mainWindow { window.present() } else { mainWindow = openWindow() }
    /// }
    /// ```
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(
            application.pointer, "activate",
            trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self),
            handler: handler as VoidHandler)
    }

    /// Runs `handler` in the primary instance for each launch's command line, its own
    /// included, in place of ``onActivate(_:)``; the handler returns the exit status of the
    /// launch it came from. Call it before ``run(arguments:)``.
    ///
    /// ```swift
    /// application.onCommandLine { commandLine in
    ///     open(commandLine.arguments.dropFirst())
    ///     return 0
    /// }
    /// ```
    @discardableResult
    public func onCommandLine(_ handler: @escaping @MainActor (ApplicationCommandLine) -> Int32) -> SignalConnection {
        let flags = g_application_get_flags(gApplication).rawValue | G_APPLICATION_HANDLES_COMMAND_LINE.rawValue
        g_application_set_flags(gApplication, GApplicationFlags(rawValue: flags))
        return connectSignal(
            application.pointer, "command-line",
            trampoline: unsafeBitCast(commandLineTrampoline, to: GCallback.self),
            handler: handler as CommandLineHandler)
    }

    /// Runs `handler` once the primary instance has started, before the first command line:
    /// where an app installs its actions and accelerators.
    @discardableResult
    public func onStartup(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(
            application.pointer, "startup",
            trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self),
            handler: handler as VoidHandler)
    }

    /// Runs the application with `arguments` (the program name first; the process's own by
    /// default) until its last window closes: in this process if it is the first instance,
    /// else in the first instance. The exit status.
    ///
    /// Without an ``onCommandLine(_:)`` handler, GTK answers `--help` itself and refuses
    /// options it does not know, with status 1.
    @discardableResult
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        withMutableCStringArray(arguments) { g_application_run(gApplication, Int32(arguments.count), $0) }
    }

    /// Ends the main loop.
    public func quit() { g_application_quit(gApplication) }

    /// Adds `action` as `app.<name>`.
    public func addAction(_ action: Action) {
        g_action_map_add_action(cgtk_action_map(application.pointer), action.actionPointer)
    }

    /// Sets the keys that activate `actionName` (`app.quit`, `win.show-sidebar`) in every
    /// window, in GTK's syntax (`<Control>q`, `F9`); menus show the first beside the item.
    public func setAccelerators(_ accelerators: [String], for actionName: String) {
        withCStringArray(accelerators) { gtk_application_set_accels_for_action(applicationPointer, actionName, $0) }
    }

    /// A new window belonging to this application.
    public func makeWindow() -> Window {
        Window(adoptingWindow: gtk_application_window_new(applicationPointer))
    }

    /// How many windows the application has, shown or not.
    public var windowCount: Int {
        Int(g_list_length(gtk_application_get_windows(applicationPointer)))
    }
}

/// One launch's command line, as the primary instance receives it.
@MainActor
public final class ApplicationCommandLine {
    private let reference: ObjectReference
    private var pointer: UnsafeMutablePointer<GApplicationCommandLine> {
        reference.pointer.assumingMemoryBound(to: GApplicationCommandLine.self)
    }

    init(pointer: OpaquePointer) {
        reference = ObjectReference(sharing: UnsafeMutableRawPointer(pointer))
    }

    /// The arguments, the program name first.
    public var arguments: [String] {
        var count: Int32 = 0
        guard let argv = g_application_command_line_get_arguments(pointer, &count) else { return [] }
        defer { g_strfreev(argv) }
        return (0..<Int(count)).compactMap { argv[$0].map { String(cString: $0) } }
    }

    /// Whether another launch sent it (this process is the first instance).
    public var isRemote: Bool { g_application_command_line_get_is_remote(pointer) != 0 }

    /// Prints `line` on the launching process's standard error.
    public func printError(_ line: String) {
        cgtk_command_line_printerr_line(pointer, line)
    }
}

typealias CommandLineHandler = @MainActor (ApplicationCommandLine) -> Int32
private let commandLineTrampoline:
    @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?
    ) -> Int32 = { _, commandLine, data in
        let box = address(data)
        let commandLineAddress = UInt(bitPattern: commandLine.map { UnsafeMutableRawPointer($0) })
        return MainActor.assumeIsolated {
            guard let pointer = OpaquePointer(bitPattern: commandLineAddress) else { return 1 }
            return unboxed(box, as: CommandLineHandler.self)(ApplicationCommandLine(pointer: pointer))
        }
    }
