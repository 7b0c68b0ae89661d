import CGtk

/// A menu in a popover (`GtkPopoverMenu`) pointing at a spot of a widget: a row's context
/// menu. Its items activate the actions of the window (`win.`) and the application (`app.`).
@MainActor
public final class PopoverMenu: Widget {
    private var popoverPointer: UnsafeMutablePointer<GtkPopover> { typedPointer(GtkPopover.self) }

    private let menu: Menu
    private let accessibleLabel: String?

    /// A popover of `menu`'s items, without an arrow, as context menus are; screen readers
    /// name it `accessibleLabel` (e.g. the row's title) instead of its GTK type.
    public init(_ menu: Menu, accessibleLabel: String? = nil) {
        self.menu = menu
        self.accessibleLabel = accessibleLabel
        super.init(newlyCreated: gtk_popover_menu_new_from_model(nil))
        gtk_popover_set_has_arrow(popoverPointer, 0)
        align(horizontal: .start)
    }

    /// Opens the menu on `parent`, pointing at the rectangle (`x`, `y`, `width`, `height`)
    /// of `source` (a widget inside `parent`, or `parent` itself). It stays on `parent` until
    /// ``detach()``; a parent that is a ``Box`` lets it go when the box goes (GTK's list
    /// views keep no children but their rows).
    public func popup(
        on parent: Box, pointingAt x: Double, _ y: Double, width: Double = 1, height: Double = 1, in source: Widget
    ) {
        if gtk_widget_get_parent(widgetPointer) != parent.widgetPointer {
            detach()
            gtk_widget_set_parent(widgetPointer, parent.widgetPointer)
            // The items are made once the menu can reach the actions they activate: made
            // before, GTK 4.8 draws them insensitive, nothing in the menu takes the keyboard
            // focus when it opens, and Enter activates nothing.
            gtk_popover_menu_set_menu_model(
                OpaquePointer(widgetPointer), cgtk_menu_model(menu.reference.pointer))
            if let accessibleLabel { MenuButton.name(popoverMenu: widgetPointer, accessibleLabel) }
        }
        var (parentX, parentY) = (x, y)
        _ = cgtk_widget_translate_point(source.widgetPointer, parent.widgetPointer, x, y, &parentX, &parentY)
        var rectangle = GdkRectangle(
            x: Int32(parentX), y: Int32(parentY), width: Int32(max(1, width)), height: Int32(max(1, height)))
        gtk_popover_set_pointing_to(popoverPointer, &rectangle)
        gtk_popover_popup(popoverPointer)
    }

    /// Closes the menu.
    public func popdown() { gtk_popover_popdown(popoverPointer) }

    /// Whether the menu is open.
    public var isOpen: Bool { gtk_widget_get_visible(widgetPointer) != 0 }

    /// Takes the closed menu off the widget it was opened on.
    public func detach() {
        if gtk_widget_get_parent(widgetPointer) != nil { gtk_widget_unparent(widgetPointer) }
    }

    /// Runs `handler` when the menu closes: an item chosen, Escape, a click elsewhere.
    @discardableResult
    public func onClosed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(
            widgetPointer, "closed", trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self),
            handler: handler as VoidHandler)
    }
}
