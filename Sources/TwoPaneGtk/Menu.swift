import CGtk

/// A menu model (`GMenu`): items that activate actions, grouped in sections.
///
/// ```swift
/// let menu = Menu()
/// menu.appendSection(Menu().appending("Show Sidebar", action: "win.show-sidebar"))
/// menu.appendSection(Menu().appending("Quit", action: "app.quit"))
/// ```
@MainActor
public final class Menu {
    let reference: ObjectReference
    var menuPointer: OpaquePointer { reference.opaque }

    /// An empty menu.
    public init() {
        reference = ObjectReference(owning: UnsafeMutableRawPointer(g_menu_new()))
    }

    /// Adds an item labelled `label` that activates `action` (`app.quit`, `win.show-sidebar`).
    /// A toggle action's item shows a check mark; the accelerators the application set for
    /// the action are shown beside it.
    public func append(_ label: String, action: String) {
        g_menu_append(menuPointer, label, action)
    }

    /// ``append(_:action:)``, returning the menu, to build one in an expression.
    public func appending(_ label: String, action: String) -> Menu {
        append(label, action: action)
        return self
    }

    /// Adds `section`'s items after a separator.
    public func appendSection(_ section: Menu) {
        g_menu_append_section(menuPointer, nil, cgtk_menu_model(section.reference.pointer))
    }
}

/// A header-bar button that opens a menu in a popover: the primary ("hamburger") menu.
@MainActor
public final class MenuButton: Widget {
    private var model: Menu?

    /// A button showing the named icon; `accessibleLabel` names it for screen readers and
    /// is its tooltip.
    public init(iconName: String, accessibleLabel: String) {
        super.init(newlyCreated: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(OpaquePointer(widgetPointer), iconName)
        gtk_widget_set_tooltip_text(widgetPointer, accessibleLabel)
        setAccessibleLabel(accessibleLabel)
    }

    /// The menu the button opens. Its popover is built the first time it opens (a click,
    /// F10, ``popup()``): a window that never opens its menu never pays for it.
    public var menu: Menu? {
        get { model }
        set {
            model = newValue
            if newValue == nil || isPopoverBuilt {
                installMenuModel()
            } else if !isBuildOnOpenInstalled {
                isBuildOnOpenInstalled = true
                // GTK calls this each time the button opens, before it shows the popover.
                gtk_menu_button_set_create_popup_func(
                    OpaquePointer(widgetPointer), buildPopoverTrampoline,
                    retainedBox(WeakMenuButton(self)), releaseBoxDestroyNotify)
            }
        }
    }

    /// Whether GTK's popover exists: the menu has opened, or was removed.
    private var isPopoverBuilt = false
    private var isBuildOnOpenInstalled = false

    /// The menu is opening: builds its popover the first time.
    fileprivate func buildPopoverIfNeeded() {
        guard !isPopoverBuilt else { return }
        installMenuModel()
    }

    /// Gives GTK the menu model, which makes (or removes) the popover.
    private func installMenuModel() {
        isPopoverBuilt = true
        gtk_menu_button_set_menu_model(
            OpaquePointer(widgetPointer),
            model.map { cgtk_menu_model($0.reference.pointer) })
        // The menu that opens is named like its button ("Main Menu"), not after its
        // GTK type ("GtkPopoverMenu menu").
        if let popover = gtk_menu_button_get_popover(OpaquePointer(widgetPointer)),
            let label = gtk_widget_get_tooltip_text(widgetPointer)
        {
            Self.name(popoverMenu: cgtk_widget(UnsafeMutableRawPointer(popover)), String(cString: label))
        }
    }

    /// Names a `GtkPopoverMenu` that has its model for assistive technologies: `label`, not
    /// its GTK type ("GtkPopoverMenu menu"). GTK's popover menu holds its items in a stack
    /// page of its own ("main", with or without submenus), which GTK 4.8 exposes untitled:
    /// Orca said "GtkStackPage panel" before the first item. It is titled like the menu.
    static func name(popoverMenu popover: UnsafeMutablePointer<GtkWidget>, _ label: String) {
        cgtk_accessible_set_label(popover, label)
        if let stack = firstStack(in: popover),
            let main = gtk_stack_get_child_by_name(stack, "main"),
            let page = gtk_stack_get_page(stack, main)
        {
            gtk_stack_page_set_title(page, label)
        }
    }

    /// The title of the page GTK's popover menu keeps the items in ("main"), if it has one
    /// (for tests: what a screen reader says entering the menu).
    package var itemsPageTitle: String? {
        guard let popover = gtk_menu_button_get_popover(OpaquePointer(widgetPointer)),
            let stack = Self.firstStack(in: cgtk_widget(UnsafeMutableRawPointer(popover))),
            let main = gtk_stack_get_child_by_name(stack, "main"),
            let page = gtk_stack_get_page(stack, main)
        else { return nil }
        return gtk_stack_page_get_title(page).map { String(cString: $0) }
    }

    /// The first `GtkStack` among `widget`'s descendants, depth first.
    private static func firstStack(in widget: UnsafeMutablePointer<GtkWidget>?) -> OpaquePointer? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(current)), gtk_stack_get_type()) != 0 {
                return OpaquePointer(current)
            }
            if let found = firstStack(in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Whether F10 opens this menu: the window's primary menu.
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(OpaquePointer(widgetPointer)) != 0 }
        set { gtk_menu_button_set_primary(OpaquePointer(widgetPointer), newValue ? 1 : 0) }
    }

    /// Opens the menu, as a click would.
    public func popup() { gtk_menu_button_popup(OpaquePointer(widgetPointer)) }

    /// Closes the menu.
    public func popdown() { gtk_menu_button_popdown(OpaquePointer(widgetPointer)) }

    /// Whether the menu is open and drawn.
    public var isMenuShown: Bool {
        guard let popover = gtk_menu_button_get_popover(OpaquePointer(widgetPointer)) else { return false }
        return gtk_widget_get_mapped(cgtk_widget(UnsafeMutableRawPointer(popover))) != 0
    }
}

/// The menu button a create-popup function builds for, held weakly: GTK owns the function.
private final class WeakMenuButton {
    weak var button: MenuButton?
    init(_ button: MenuButton) { self.button = button }
}

/// `void (*)(GtkMenuButton *, gpointer)`: GtkMenuButtonCreatePopupFunc.
private let buildPopoverTrampoline: GtkMenuButtonCreatePopupFunc = { _, data in
    let box = address(data)
    MainActor.assumeIsolated { unboxed(box, as: WeakMenuButton.self).button?.buildPopoverIfNeeded() }
}
