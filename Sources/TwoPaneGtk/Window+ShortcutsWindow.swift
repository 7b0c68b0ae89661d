import CGtk

extension Window {
    /// Gives an application window a Keyboard Shortcuts window, built the first time it is
    /// shown: the action `win.show-help-overlay` (bind Ctrl+? to it, and put it in the
    /// primary menu) loads the `GtkShortcutsWindow` with id `objectID` from the GtkBuilder
    /// file at `resourcePath` in the app's resources, then shows it over this window.
    ///
    /// GtkApplication's own way, a `gtk/help-overlay.ui` under the app's resource base
    /// path, builds that window for every application window as it opens, shortcuts and
    /// all, though most sessions never show it. Keep the file elsewhere and call this
    /// instead.
    ///
    /// ```swift
    /// window.addShortcutsWindow(fromResource: "/org/example/App/shortcuts-window.ui")
    /// application.setAccelerators(["<Control>question"], for: "win.show-help-overlay")
    /// ```
    ///
    /// Returns whether the action was added: only an application's window
    /// (``Application/makeWindow()``) holds actions. A missing resource, or one without a
    /// `GtkShortcutsWindow` named `objectID`, is a programming error: showing it stops the
    /// program with a message naming the path.
    @discardableResult
    public func addShortcutsWindow(fromResource resourcePath: String, objectID: String = "help_overlay") -> Bool {
        let show = Action(name: "show-help-overlay")
        show.onActivate { [weak self] in self?.showShortcutsWindow(fromResource: resourcePath, objectID: objectID) }
        return addAction(show)
    }

    /// The Keyboard Shortcuts window ``addShortcutsWindow(fromResource:objectID:)`` built
    /// (or GtkApplication's), once it exists: `nil` until it was first shown.
    public var shortcutsWindow: Window? {
        guard cgtk_is_application_window(widgetPointer) != 0,
            let overlay = gtk_application_window_get_help_overlay(UnsafeMutablePointer(OpaquePointer(windowPointer)))
        else { return nil }
        return Window(adoptingWindow: UnsafeMutablePointer<GtkWidget>(overlay))
    }

    /// Builds the shortcuts window, hands it to GTK (which keeps it with this window, above
    /// it, hidden when closed, and takes over `win.show-help-overlay`), and shows it.
    private func showShortcutsWindow(fromResource resourcePath: String, objectID: String) {
        let builder = gtk_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_resource(builder, resourcePath, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            preconditionFailure("the shortcuts window \(resourcePath): \(reason)")
        }
        guard let object = gtk_builder_get_object(builder, objectID),
            g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(object)), gtk_shortcuts_window_get_type())
                != 0
        else {
            preconditionFailure(
                "the shortcuts window \(resourcePath) has no GtkShortcutsWindow with id \"\(objectID)\"")
        }
        gtk_application_window_set_help_overlay(
            UnsafeMutablePointer(OpaquePointer(windowPointer)), OpaquePointer(object))
        gtk_window_present(UnsafeMutablePointer(OpaquePointer(object)))
    }
}
