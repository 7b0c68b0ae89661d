import CGtk

/// A main child with other widgets drawn over it (`GtkOverlay`).
@MainActor
public final class Overlay: Widget {
    private var overlayPointer: OpaquePointer { OpaquePointer(widgetPointer) }
    private var mainChild: Widget?

    /// An empty overlay: no main child, nothing drawn over it.
    public init() {
        super.init(newlyCreated: gtk_overlay_new())
    }

    /// The widget drawn underneath, sized to the overlay.
    public var child: Widget? {
        get { mainChild }
        set {
            guard newValue !== mainChild else { return }
            gtk_overlay_set_child(overlayPointer, newValue?.widgetPointer)
            mainChild = newValue
        }
    }

    /// Draws `widget` over the main child, placed by its own alignment.
    public func addOverlay(_ widget: Widget) {
        gtk_overlay_add_overlay(overlayPointer, widget.widgetPointer)
    }
}
