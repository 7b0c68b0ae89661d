import CGtk

/// Where a keyboard shortcut works.
public enum ShortcutScope: Sendable {
    /// Anywhere in the widget's window.
    case window
    /// Only while focus is inside the widget.
    case widget

    var gtkScope: GtkShortcutScope {
        self == .window ? GTK_SHORTCUT_SCOPE_GLOBAL : GTK_SHORTCUT_SCOPE_LOCAL
    }
}

extension Widget {
    /// Runs `action` on `trigger` (GTK syntax: `F9`, `<Control>q`, `<Alt>Left`, `Escape`).
    /// The action returns whether it handled the key; unhandled keys go on to other handlers.
    public func addShortcut(
        _ trigger: String, scope: ShortcutScope = .window,
        action: @escaping @MainActor () -> Bool
    ) {
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, scope.gtkScope)
        let shortcut = cgtk_callback_shortcut_new(
            trigger, shortcutTrampoline, retainedBox(action as StoppingHandler),
            releaseBoxDestroyNotify)
        gtk_shortcut_controller_add_shortcut(controller, shortcut)
        gtk_widget_add_controller(widgetPointer, controller)
    }
}

private let shortcutTrampoline: GtkShortcutFunc = { _, _, data in
    let box = address(data)
    return MainActor.assumeIsolated { unboxed(box, as: StoppingHandler.self)() ? 1 : 0 }
}
