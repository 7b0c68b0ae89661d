import CGtk

/// A search field (`GtkSearchEntry`): a magnifier, a clear icon, and a `search-changed`
/// signal GTK delays until typing pauses.
@MainActor
public final class SearchEntry: Widget {
    private var entryPointer: OpaquePointer { OpaquePointer(widgetPointer) }

    /// An empty field showing `placeholder` in grey, named `placeholder` for assistive
    /// technologies.
    public init(placeholder: String) {
        super.init(newlyCreated: gtk_search_entry_new())
        cgtk_object_set_string(UnsafeMutableRawPointer(widgetPointer), "placeholder-text", placeholder)
        setAccessibleLabel(placeholder)
    }

    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(entryPointer)) }
        set { if text != newValue { gtk_editable_set_text(entryPointer, newValue) } }
    }

    /// Runs `handler` when the text changes, once typing pauses (GTK's search delay).
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(widgetPointer, "search-changed",
                      trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self), handler: handler as VoidHandler)
    }

    /// Runs `handler` when the user asks to stop searching (Escape in the field).
    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(widgetPointer, "stop-search",
                      trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self), handler: handler as VoidHandler)
    }
}
