import CGtk

/// A top-level window.
@MainActor
public class Window: Widget {
    var windowPointer: UnsafeMutablePointer<GtkWindow> { typedPointer(GtkWindow.self) }
    private var content: Widget?
    private var header: Widget?

    /// A window not tied to an application (tests, dialogs).
    public init() {
        super.init(newlyCreated: gtk_window_new())
    }

    /// A wrapper of a window GTK made (new, or wrapped again: a reference of its own, no
    /// content of its own: ``child`` and ``titlebar`` read `nil` until set through it).
    package init(adoptingWindow pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(newlyCreated: pointer)
    }

    /// The window's title, as the window manager and assistive technologies see it.
    public var title: String {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    /// The name of the icon the window manager shows for the window, from the icon theme.
    ///
    /// `nil` (the default) lets GTK use the default icon. An app usually sets its app id:
    /// `window.iconName = "org.example.App"`.
    public var iconName: String? {
        get { gtk_window_get_icon_name(windowPointer).map { String(cString: $0) } }
        set { gtk_window_set_icon_name(windowPointer, newValue) }
    }

    /// The window's one child.
    public var child: Widget? {
        get { content }
        set {
            gtk_window_set_child(windowPointer, newValue?.widgetPointer)
            content = newValue
        }
    }

    /// The title bar (a header bar).
    public var titlebar: Widget? {
        get { header }
        set {
            gtk_window_set_titlebar(windowPointer, newValue?.widgetPointer)
            header = newValue
        }
    }

    /// The size the window opens at.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(windowPointer, Int32(width), Int32(height))
    }

    /// The size the window opens at (``setDefaultSize(width:height:)``), kept up to date by GTK
    /// as the user resizes the window, except while it is maximised: the size to remember
    /// for the next start. It counts the frame GTK draws around a window with a header bar.
    ///
    /// ```swift
    /// let (width, height) = window.defaultSize   // save it; setDefaultSize restores it
    /// ```
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(windowPointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Whether the window is maximised. Asked before the window is shown, GTK answers with
    /// what ``maximize()`` requested.
    ///
    /// ```swift
    /// state.set(window.isMaximized, for: "window-maximized", in: "layout")
    /// ```
    public var isMaximized: Bool { gtk_window_is_maximized(windowPointer) != 0 }

    /// Asks for the window to be maximised; before it is shown, it opens maximised (the
    /// window manager decides).
    ///
    /// ```swift
    /// if wasMaximized { window.maximize() }
    /// window.present()
    /// ```
    public func maximize() { gtk_window_maximize(windowPointer) }

    /// Runs `handler` when the user or the app asks the window to close (its close button,
    /// ``close()``), before it closes; the window closes after.
    ///
    /// ```swift
    /// window.onCloseRequest { store.save() }
    /// ```
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let stoppingHandler: StoppingHandler = {
            handler()
            return false
        }
        return connectSignal(
            widgetPointer, "close-request",
            trampoline: unsafeBitCast(stoppingTrampoline, to: GCallback.self),
            handler: stoppingHandler)
    }

    /// Shows the window and brings it to the user.
    public func present() {
        Appearance.readDesktopStyle()  // the desktop's style before the window's first frame
        gtk_window_present(windowPointer)
    }

    /// Asks the window to close, as its close button does.
    public func close() { gtk_window_close(windowPointer) }

    /// Destroys the window now.
    public func destroy() { gtk_window_destroy(windowPointer) }

    /// Runs `handler` when the focused widget changes.
    @discardableResult
    public func onFocusChange(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onPropertyChange("focus-widget", handler)
    }

    /// Takes keyboard focus away from whichever widget has it.
    public func clearFocus() { gtk_window_set_focus(windowPointer, nil) }

    /// The widget that has keyboard focus now, if any; the returned object keeps a
    /// reference to it, so it stays valid after the widget tree changes.
    public var focusedWidget: FocusedWidget? {
        gtk_window_get_focus(windowPointer).map { FocusedWidget(pointer: $0) }
    }
}

/// A remembered focus widget, to give focus back to after the widget tree changed.
@MainActor
public final class FocusedWidget {
    private let reference: ObjectReference
    private var widgetPointer: UnsafeMutablePointer<GtkWidget> {
        reference.pointer.assumingMemoryBound(to: GtkWidget.self)
    }

    init(pointer: UnsafeMutablePointer<GtkWidget>) {
        reference = ObjectReference(sharing: UnsafeMutableRawPointer(pointer))
    }

    /// Whether the widget is `container` or inside it.
    public func isInside(_ container: Widget) -> Bool {
        widgetPointer == container.widgetPointer
            || gtk_widget_is_ancestor(widgetPointer, container.widgetPointer) != 0
    }

    /// Has a screen reader say `text` now, where the user is: the focused widget's accessible
    /// description becomes `text`, and goes back to what it was once the main loop is idle. A
    /// screen reader reads a new description of the widget with focus (Orca: "presentMessage"),
    /// then the widget's own description again if it has one. GTK 4.8 has no announcement API
    /// (`gtk_accessible_announce` came in 4.14), and a widget that is not focused is not read
    /// when it changes.
    ///
    /// The description put back is the one set with ``Widget/setAccessibleDescription(_:)``
    /// (GTK 4.8 cannot read one back); a widget without one is left with none.
    ///
    /// In a text field the focus is on GTK's inner `GtkText`, which screen readers know as
    /// the field itself (a search entry): the field's description changes.
    package func announce(_ text: String) {
        var pointer = widgetPointer
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(pointer)), gtk_text_get_type()) != 0,
            let field = gtk_widget_get_parent(pointer),
            g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(field)), gtk_editable_get_type()) != 0
        {
            pointer = field
        }
        let own = AccessibleDescription.remembered(of: pointer)
        cgtk_accessible_set_description(pointer, text)
        let reference = ObjectReference(sharing: UnsafeMutableRawPointer(pointer))
        MainLoop.whenIdle {
            let widget = reference.pointer.assumingMemoryBound(to: GtkWidget.self)
            if let own {
                cgtk_accessible_set_description(widget, own)
            } else {
                gtk_accessible_reset_property(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
            }
        }
    }

    /// Whether the widget has keyboard focus in its window now.
    public var isFocused: Bool {
        guard let root = gtk_widget_get_root(widgetPointer) else { return false }
        return gtk_root_get_focus(root) == widgetPointer
    }

    /// Gives the widget focus again if it is still on screen; whether it did. A text field
    /// (the text of a search entry) keeps its text unselected: grabbing focus selects all of
    /// it, and the next key typed would replace it.
    @discardableResult
    public func restoreIfShown() -> Bool {
        guard gtk_widget_get_root(widgetPointer) != nil, gtk_widget_is_drawable(widgetPointer) != 0 else {
            return false
        }
        // Grabbed even when it has focus already: that also tells the window its focus is
        // in place, where it would otherwise look for another widget after the next layout.
        if cgtk_is_text(widgetPointer) != 0 {
            return gtk_text_grab_focus_without_selecting(
                UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GtkText.self)) != 0
        }
        return gtk_widget_grab_focus(widgetPointer) != 0
    }
}

extension Window {
    /// Adds `action` as `win.<name>`; only an application's window (``Application/makeWindow()``)
    /// holds actions, so this returns whether it was added.
    @discardableResult
    public func addAction(_ action: Action) -> Bool {
        guard cgtk_is_action_map(widgetPointer) != 0 else { return false }
        g_action_map_add_action(cgtk_action_map(widgetPointer), action.actionPointer)
        return true
    }

    /// Whether a window ``close()`` or the window manager's close button hides it (to show
    /// again with ``present()``) rather than destroying it.
    public var hidesOnClose: Bool {
        get { gtk_window_get_hide_on_close(windowPointer) != 0 }
        set { gtk_window_set_hide_on_close(windowPointer, newValue ? 1 : 0) }
    }

    /// Keeps `object` alive for as long as the GTK window exists, under `key`: an object
    /// kept under the same key before is released, and `nil` releases it without a
    /// replacement. The window lets go of it when it is finalised (destroyed, and no wrapper
    /// holds it any more).
    ///
    /// This is how a ``Window`` owns what its content needs: ``TwoPaneSplitLayout`` keeps
    /// itself alive this way when it is attached, so an app need not keep the layout in a
    /// variable. What `object` holds must not hold the window strongly, or neither goes away.
    ///
    /// ```swift
    /// window.keepAlive(controller, forKey: "mail-controller")
    /// ```
    public func keepAlive(_ object: AnyObject?, forKey key: String) {
        let retained = object.map { Unmanaged.passRetained($0).toOpaque() }
        g_object_set_data_full(objectPointer, key, retained, releaseKeptObject)
    }

    /// Keeps the window above `parent`, and centred on it where the window system allows.
    public func setTransient(for parent: Window?) {
        gtk_window_set_transient_for(windowPointer, parent?.windowPointer)
    }
}

/// Releases an object a window kept alive (``Window/keepAlive(_:forKey:)``).
private let releaseKeptObject: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
