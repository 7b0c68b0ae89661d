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
        self.placeholder = placeholder
    }

    /// What the empty field shows in grey, and its name for assistive technologies.
    public var placeholder: String {
        get {
            guard let text = cgtk_object_dup_string(UnsafeMutableRawPointer(widgetPointer), "placeholder-text") else {
                return ""
            }
            defer { g_free(text) }
            return String(cString: text)
        }
        set {
            guard newValue != placeholder else { return }
            cgtk_object_set_string(UnsafeMutableRawPointer(widgetPointer), "placeholder-text", newValue)
            setAccessibleLabel(newValue)
        }
    }

    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(entryPointer)) }
        set { if text != newValue { gtk_editable_set_text(entryPointer, newValue) } }
    }

    /// Where the text cursor is, in characters from the start.
    ///
    /// ```swift
    /// searchEntry.cursorPosition == searchEntry.text.count   // typing goes on at the end
    /// ```
    public var cursorPosition: Int { Int(gtk_editable_get_position(entryPointer)) }

    /// Whether some of the text is selected: the next key typed replaces it.
    public var hasSelectedText: Bool { gtk_editable_get_selection_bounds(entryPointer, nil, nil) != 0 }

    /// Inserts `text` at `position` (in characters), as typing does: the field's `changed`
    /// signal, then `search-changed` after the search delay. For the benchmark.
    package func insert(_ text: String, at position: Int) {
        var at = Int32(position)
        gtk_editable_insert_text(entryPointer, text, -1, &at)
    }

    /// How long GTK waits after a change before `search-changed`, in milliseconds (150 by
    /// default). For the benchmark.
    package var searchDelay: Int {
        get { Int(gtk_search_entry_get_search_delay(entryPointer)) }
        set { gtk_search_entry_set_search_delay(entryPointer, UInt32(max(0, newValue))) }
    }

    /// Runs `handler` when the text changes, once typing pauses (GTK's search delay).
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(
            widgetPointer, "search-changed",
            trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self), handler: handler as VoidHandler)
    }

    /// Runs `handler` when the user asks to stop searching (Escape in the field).
    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(
            widgetPointer, "stop-search",
            trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self), handler: handler as VoidHandler)
    }
}
