import CGtk

/// A push button with a label or an icon.
@MainActor
public final class Button: Widget {
    var buttonPointer: UnsafeMutablePointer<GtkButton> { typedPointer(GtkButton.self) }

    /// A button showing `label`.
    public init(label: String) {
        super.init(newlyCreated: gtk_button_new_with_label(label))
    }

    /// A button showing the named icon; `accessibleLabel` names it for screen readers.
    public init(iconName: String, accessibleLabel: String) {
        super.init(newlyCreated: gtk_button_new_from_icon_name(iconName))
        setAccessibleLabel(accessibleLabel)
        hideIconFromAssistiveTechnologies(typedPointer(GtkButton.self))
    }

    /// A button showing `content` (a row of labels and icons, say); `accessibleLabel` names
    /// it for screen readers, who would otherwise find no name on it.
    public init(content: Widget, accessibleLabel: String) {
        super.init(newlyCreated: gtk_button_new())
        gtk_button_set_child(buttonPointer, content.widgetPointer)
        setAccessibleLabel(accessibleLabel)
    }

    /// The icon shown, for an icon button.
    public var iconName: String? {
        get { gtk_button_get_icon_name(buttonPointer).map { String(cString: $0) } }
        set { gtk_button_set_icon_name(buttonPointer, newValue) }
    }

    /// Runs `action` when the button is clicked, after the actions added before it.
    @discardableResult
    public func onClick(_ action: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(
            widgetPointer, "clicked",
            trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self),
            handler: action as VoidHandler)
    }

    /// Clicks the button as the user would, emitting `clicked` now.
    public func click() { cgtk_signal_emit_void(widgetPointer, "clicked") }
}

/// A button that stays pressed or released.
@MainActor
public final class ToggleButton: Widget {
    var togglePointer: UnsafeMutablePointer<GtkToggleButton> { typedPointer(GtkToggleButton.self) }

    /// A toggle button showing the named icon; `accessibleLabel` names it for screen readers.
    public init(iconName: String, accessibleLabel: String) {
        super.init(newlyCreated: gtk_toggle_button_new())
        gtk_button_set_icon_name(typedPointer(GtkButton.self), iconName)
        setAccessibleLabel(accessibleLabel)
        hideIconFromAssistiveTechnologies(typedPointer(GtkButton.self))
    }

    /// Whether the button is pressed in.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(togglePointer) != 0 }
        set { if isActive != newValue { gtk_toggle_button_set_active(togglePointer, newValue ? 1 : 0) } }
    }

    /// Runs `action` with the new state when the button is toggled, after the actions added
    /// before it.
    @discardableResult
    public func onToggle(_ action: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let handler: VoidHandler = { [weak self] in
            guard let self else { return }
            action(self.isActive)
        }
        return connectSignal(
            widgetPointer, "toggled",
            trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self),
            handler: handler)
    }
}

/// The icon of an icon button is not read out: the button's own label names it. GTK 4.8
/// exposes the icon as an image named after its type, and screen readers read it before the
/// name ("GtkImage Back push button").
@MainActor
private func hideIconFromAssistiveTechnologies(_ button: UnsafeMutablePointer<GtkButton>) {
    if let icon = gtk_button_get_child(button) { cgtk_accessible_set_hidden(icon, 1) }
}
