import CGtk
// libdispatch (linked: Package.swift) has the hooks declared below.
import Glibc

// libdispatch's hooks for a run loop that is not Dispatch's own (Foundation's CFRunLoop uses
// them on Linux): the descriptor that becomes readable when the main queue has work, and the
// call that runs that work.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// Runs the main actor's jobs from GLib's main loop. On Linux the main actor's executor is
/// Dispatch's main queue, which only `dispatch_main()` or a Foundation run loop drains, and
/// GLib's loop is neither: under `Application.run()` a `Task { @MainActor in … }` never ran,
/// and a main-actor task that slept never woke. The queue's descriptor is watched by a GLib
/// source of the default main context: whenever that context runs (`Application.run()`, a
/// nested loop, a test pumping it), the queue's jobs run, in the order they were enqueued.
///
/// The source's priority is below GTK's layout and drawing (`GDK_PRIORITY_REDRAW`) and above
/// idle work: a main-actor task that loops with `await Task.yield()` does not keep frames
/// from being drawn.
@MainActor
enum MainActorJobs {
    /// After GTK's frame work (layout at `G_PRIORITY_HIGH_IDLE + 10`, drawing at `+ 20`),
    /// before idle callbacks (`G_PRIORITY_DEFAULT_IDLE`).
    static let priority = G_PRIORITY_HIGH_IDLE + 30
    private static var isRunFromGLib = false

    /// Watches the main queue from the default main context, once per process.
    static func runFromGLib() {
        guard !isRunFromGLib else { return }
        isRunFromGLib = true
        let handle = dispatchMainQueueHandle()
        guard handle >= 0 else { return }
        g_unix_fd_add_full(priority, handle, G_IO_IN, mainQueueReady, nil, nil)
    }
}

/// The main queue has work: its wake-up count is read (the descriptor is an eventfd that
/// would stay readable), then its jobs run.
private let mainQueueReady: GUnixFDSourceFunc = { descriptor, _, _ in
    var count: UInt64 = 0
    _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
    dispatchMainQueueCallback(nil)
    return 1  // G_SOURCE_CONTINUE
}
