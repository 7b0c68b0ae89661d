import CGtk

/// CSS for every window of the application.
@MainActor
public final class StyleSheet {
    private let provider: ObjectReference

    /// Loads `css` and applies it to the default display, above the theme.
    public init(css: String) {
        provider = ObjectReference(owning: UnsafeMutableRawPointer(gtk_css_provider_new()))
        cgtk_css_provider_load(provider.pointer.assumingMemoryBound(to: GtkCssProvider.self), css)
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(
                display, provider.opaque,
                UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
    }

    /// Stops applying the style sheet.
    public func remove() {
        if let display = gdk_display_get_default() {
            gtk_style_context_remove_provider_for_display(display, provider.opaque)
        }
    }
}
