import CGtk

/// Makes Tab and Shift+Tab leave a widget of many focusable children (a list's rows) in one
/// step, as GNOME's lists do, instead of walking through every child first. `leaving` runs
/// just before focus goes (a list remembers its row: ``TabReturnsToRow``).
@MainActor
final class TabLeavesWidget {
    private let controller = EventControllerKey(phase: .capture)

    /// Watches the keys pressed while focus is in `widget`.
    init(_ widget: Widget, leaving: @escaping @MainActor () -> Void = {}) {
        controller.onKeyPressed { [weak widget] keyval, modifiers in
            guard let widget else { return false }
            let direction = cgtk_key_tab_direction(keyval, modifiers)
            guard direction != 0 else { return false }
            leaving()
            return Self.moveFocus(outOf: widget, forward: direction > 0)
        }
        widget.addController(controller)
    }

    /// Moves focus to the next (or previous) widget outside `widget` as Tab would, wrapping
    /// around the window; whether focus moved.
    private static func moveFocus(outOf widget: Widget, forward: Bool) -> Bool {
        guard let root = gtk_widget_get_root(widget.widgetPointer) else { return false }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        let direction = forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD
        // While the widget cannot take focus, GTK's traversal skips it and goes on from it.
        gtk_widget_set_can_focus(widget.widgetPointer, 0)
        defer { gtk_widget_set_can_focus(widget.widgetPointer, 1) }
        if gtk_widget_child_focus(window, direction) != 0 { return true }
        // Past the window's last widget: round again from its first, as GTK's Tab does.
        let focused = gtk_root_get_focus(root)
        gtk_root_set_focus(root, nil)
        if gtk_widget_child_focus(window, direction) != 0 { return true }
        gtk_root_set_focus(root, focused)
        return false
    }
}
