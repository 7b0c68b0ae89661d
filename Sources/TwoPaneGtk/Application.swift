import CGtk

/// A GTK application: one instance per session, its windows, its main loop.
@MainActor
public final class Application {
    private let application: ObjectReference
    var applicationPointer: UnsafeMutablePointer<GtkApplication> {
        application.pointer.assumingMemoryBound(to: GtkApplication.self)
    }

    /// An application with a reverse-DNS id such as `org.example.Trails`.
    public init(id: String) {
        application = ObjectReference(owning: UnsafeMutableRawPointer(gtk_application_new(id, G_APPLICATION_DEFAULT_FLAGS)))
    }

    /// Runs `handler` when the application is launched or activated again.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        _ = connectSignal(application.pointer, "activate",
                          trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self),
                          handler: handler as VoidHandler)
    }

    /// Runs the main loop until the last window closes; the process exit status.
    public func run(programName: String) -> Int32 {
        programName.withCString { name in
            var argv: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: name), nil]
            return argv.withUnsafeMutableBufferPointer { buffer in
                g_application_run(UnsafeMutablePointer(OpaquePointer(applicationPointer)), 1, buffer.baseAddress)
            }
        }
    }

    /// Ends the main loop.
    public func quit() { g_application_quit(UnsafeMutablePointer(OpaquePointer(applicationPointer))) }

    /// A new window belonging to this application.
    public func makeWindow() -> Window {
        Window(adoptingWindow: gtk_application_window_new(applicationPointer))
    }

    /// The application's windows, as GTK reports them (most recently focused first).
    public var windowCount: Int {
        Int(g_list_length(gtk_application_get_windows(applicationPointer)))
    }
}
