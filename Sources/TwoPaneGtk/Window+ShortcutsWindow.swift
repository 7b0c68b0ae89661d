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

    /// The Keyboard Shortcuts window ``addShortcutsWindow(fromResource:objectID:)`` built,
    /// once it exists: `nil` until it was first shown.
    public var shortcutsWindow: Window? {
        g_object_get_data(objectPointer, Self.shortcutsWindowKey).map {
            Window(adoptingWindow: $0.assumingMemoryBound(to: GtkWidget.self))
        }
    }

    /// Where the window keeps its shortcuts window (a reference of its own, dropped when the
    /// window is finalised).
    private static var shortcutsWindowKey: String { "twopane-shortcuts-window" }

    /// Shows the shortcuts window, built the first time: over this window, hidden rather
    /// than destroyed when closed, destroyed with this window. The window keeps it itself:
    /// `gtk_application_window_set_help_overlay`, which would, is deprecated since GTK 4.18
    /// with no successor in GTK.
    private func showShortcutsWindow(fromResource resourcePath: String, objectID: String) {
        if let shown = shortcutsWindow { return shown.present() }
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
        let shortcuts = UnsafeMutablePointer<GtkWindow>(OpaquePointer(object))
        // Named for assistive technologies by its title, as GTK 4.8 names it by itself (4.18
        // leaves the name empty).
        if let title = gtk_window_get_title(shortcuts) {
            cgtk_accessible_set_label(UnsafeMutablePointer<GtkWidget>(OpaquePointer(object)), title)
        }
        gtk_window_set_transient_for(shortcuts, windowPointer)
        gtk_window_set_hide_on_close(shortcuts, 1)
        gtk_window_set_destroy_with_parent(shortcuts, 1)
        g_object_set_data_full(objectPointer, Self.shortcutsWindowKey, g_object_ref(object), releaseShortcutsWindow)
        gtk_window_present(shortcuts)
    }
}

/// Drops the window's reference to its shortcuts window.
private let releaseShortcutsWindow: GDestroyNotify = { object in
    g_object_unref(object)
}
