import CGtk

/// A scrollable view of one child.
@MainActor
public final class ScrolledWindow: Widget {
    var scrolledPointer: OpaquePointer { OpaquePointer(widgetPointer) }
    private var content: Widget?

    /// An empty scrolled window. It scrolls vertically only, with a scroll bar while its
    /// child is taller than the view; the child is as wide as the view.
    public init() {
        super.init(newlyCreated: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(scrolledPointer, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    /// The scrolled content.
    public var child: Widget? {
        get { content }
        set {
            gtk_scrolled_window_set_child(scrolledPointer, newValue?.widgetPointer)
            content = newValue
        }
    }
}
