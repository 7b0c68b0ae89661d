import CGtk

/// A widget whose content comes later: it shows a loading state until the app's `async` load
/// returns the widget to show, and an error state, with a button to try again, if the load
/// throws. A detail read from a server, a picture decoded on another thread.
///
/// The load runs as a main-actor task, which is cancelled (`Task.isCancelled` turns true,
/// `Task.sleep` and other cancellable waits throw) when the widget goes: the detail it was
/// for replaced by another, its window closed. `load` should not capture the widget.
///
/// <!-- example-context: mail -->
/// ```swift
/// // detail: { message in AsyncContent { Label(try await server.body(of: message)) } }
/// let detail = AsyncContent { Label(try await server.body(of: message)) }
/// ```
@MainActor
public final class AsyncContent: Widget {
    /// What it shows while loading.
    private let loading: ContentUnavailable
    /// What it shows when the load throws, given the error and what tries again.
    private let failure: @MainActor (any Error, @escaping @MainActor () -> Void) -> ContentUnavailable
    private let load: @MainActor () async throws -> Widget
    private var task: Task<Void, Never>?
    /// Focus left the content it replaced, and goes into the next content that can take it.
    private var focusWaitsForContent = false
    /// The widget shown now: the loading or error state, or what the load returned.
    public private(set) var content: Widget
    private var boxPointer: UnsafeMutablePointer<GtkBox> { typedPointer(GtkBox.self) }

    /// A widget that shows `loading`, runs `load` and shows what it returns, or, if it
    /// throws, `failure` of the error and of a closure that loads again.
    public init(
        loading: ContentUnavailable,
        failure: @escaping @MainActor (any Error, _ retry: @escaping @MainActor () -> Void) -> ContentUnavailable,
        load: @escaping @MainActor () async throws -> Widget
    ) {
        self.loading = loading
        self.failure = failure
        self.load = load
        content = ContentUnavailableView(loading)
        super.init(newlyCreated: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        expandsHorizontally = true
        expandsVertically = true
        gtk_box_append(boxPointer, content.widgetPointer)
        start()
    }

    /// Whether the load is under way.
    public var isLoading: Bool { task != nil }

    /// Shows the loading state and starts the load.
    private func start() {
        show(ContentUnavailableView(loading))
        task = Task { @MainActor [weak self, load] in
            let result: Result<Widget, any Error>
            do { result = .success(try await load()) } catch { result = .failure(error) }
            guard let self, !Task.isCancelled else { return }
            self.task = nil
            switch result {
            case .success(let widget):
                self.show(widget)
            case .failure(let error):
                self.show(ContentUnavailableView(self.failure(error) { [weak self] in self?.start() }))
            }
        }
    }

    /// Puts `widget` in place of the one shown. Keyboard focus in the one shown (Try Again,
    /// pressed) leaves it first, so GTK never loses track of a removed focus widget, and goes
    /// into the new one, or, if it has nothing to focus (the loading state), into the next
    /// one that has, unless the user moved it meanwhile.
    private func show(_ widget: Widget) {
        guard widget !== content else { return }
        let root = gtk_widget_get_root(widgetPointer)
        if content.containsFocus, let root {
            gtk_root_set_focus(root, nil)
            focusWaitsForContent = true
        }
        gtk_box_remove(boxPointer, content.widgetPointer)
        content = widget
        gtk_box_append(boxPointer, widget.widgetPointer)
        guard focusWaitsForContent, let root else { return }
        if gtk_root_get_focus(root) != nil {
            focusWaitsForContent = false  // the user moved it
        } else if gtk_widget_child_focus(widget.widgetPointer, GTK_DIR_TAB_FORWARD) != 0, widget.containsFocus {
            // (A scrolled window says it took focus when nothing in it can.)
            focusWaitsForContent = false
        }
    }

    deinit { task?.cancel() }
}
