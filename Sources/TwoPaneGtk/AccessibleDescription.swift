import CGtk

/// The accessible description set on a widget through ``Widget/setAccessibleDescription(_:)``,
/// kept on the widget itself: GTK 4.8 has no way to read one back, and an announcement made
/// through the focused widget's description (``FocusedWidget/announce(_:)``) puts it back.
enum AccessibleDescription {
    private static let key = "twopane-accessible-description"

    static func remember(_ text: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_data_full(cgtk_object(widget), key, g_strdup(text), g_free)
    }

    static func remembered(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        g_object_get_data(cgtk_object(widget), key).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }
}
