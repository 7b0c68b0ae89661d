import CGtk

/// A GTK widget owned from Swift: the wrapper holds one strong reference to it.
///
/// Every TwoPane widget is a `Widget`, and so is any GTK widget an app makes itself with the
/// C API: ``init(adopting:)`` wraps it, checking that it is a `GtkWidget`, so it can be a
/// row, a detail or a page of a layout. ``withUnsafeWidgetPointer(_:)`` hands the pointer
/// of any `Widget` to a C call. Both need `import CGtk` (the package's `CGtk` product) for
/// GTK's own types and functions.
///
/// The wrapper sinks the floating reference a new widget comes with, so the widget lives at
/// least as long as its wrapper, whoever else parents or unparents it. The wrapper drops that
/// reference when it goes, on the main thread, where GTK runs. A wrapper is Sendable, as
/// every main-actor class is, so its own last reference may go on another thread (a task
/// that held it ended there): GTK's main loop then drops the widget's at its next iteration.
///
/// `Widget` is not open: apps do not subclass it, nor any TwoPane widget. To use a GTK
/// widget the wrappers do not cover, make it with the C API and wrap it with
/// ``init(adopting:)``; to give a piece of interface its own type, hold a `Widget` in it.
///
/// ```swift
/// import CGtk
/// import TwoPane
///
/// let body = try Widget(adopting: gtk_text_view_new())
/// body.withUnsafeWidgetPointer(as: GtkTextView.self) { gtk_text_view_set_editable($0, 0) }
/// ```
@MainActor
public class Widget {
    /// The wrapper's reference, which drops itself on the main thread: a `deinit` here could
    /// not read the pointer (it is main-actor state, and a deinit may run on any thread), and
    /// an `isolated deinit` run off the main thread waits on the main actor's queue
    /// (Dispatch's main queue), which GTK's main loop never drains.
    private let reference: ObjectReference
    package var widgetPointer: UnsafeMutablePointer<GtkWidget> {
        reference.pointer.assumingMemoryBound(to: GtkWidget.self)
    }

    /// Takes ownership of a widget one of the wrappers has just created.
    package init(newlyCreated pointer: UnsafeMutablePointer<GtkWidget>) {
        reference = ObjectReference(sinking: UnsafeMutableRawPointer(pointer))
    }

    /// Adds a reference of its own to a widget someone else owns (a signal's argument); a
    /// floating reference is left to its owner.
    init(sharing pointer: UnsafeMutablePointer<GtkWidget>) {
        reference = ObjectReference(sharing: UnsafeMutableRawPointer(pointer))
    }

    /// Wraps a GTK widget the app made with the C API, taking its floating reference (or,
    /// when the widget is not floating, adding one of its own).
    ///
    /// Throws ``WidgetTypeError`` when `pointer` is not a `GtkWidget` (a `GObject` of another
    /// type cast to `GtkWidget *`); the object is then left as it was.
    ///
    /// ```swift
    /// let picture = try Widget(adopting: gtk_picture_new_for_filename(path))
    /// ```
    public convenience init(adopting pointer: UnsafeMutablePointer<GtkWidget>) throws(WidgetTypeError) {
        try WidgetTypeError.check(UnsafeMutableRawPointer(pointer), is: gtk_widget_get_type(), named: "GtkWidget")
        self.init(newlyCreated: pointer)
    }

    /// Calls `body` with the GTK widget this wrapper holds, for a C call the wrappers do not
    /// cover; the widget stays alive until `body` returns. Do not keep the pointer after:
    /// take a reference of your own (`g_object_ref`) if you must.
    ///
    /// ```swift
    /// label.withUnsafeWidgetPointer { gtk_label_set_selectable(OpaquePointer($0), 1) }
    /// ```
    public func withUnsafeWidgetPointer<Result, Failure: Error>(
        _ body: (UnsafeMutablePointer<GtkWidget>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        defer { withExtendedLifetime(self) {} }
        return try body(widgetPointer)
    }

    var objectPointer: UnsafeMutablePointer<GObject> { cgtk_object(widgetPointer) }

    /// The widget as a pointer to one of its GTK types with public fields (GtkBox, GtkButton…).
    func typedPointer<GtkType>(_: GtkType.Type) -> UnsafeMutablePointer<GtkType> {
        UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GtkType.self)
    }

    /// Whether the widget is visible (not hidden); see also ``isDrawable``.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { if isVisible != newValue { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) } }
    }

    /// Whether pointer events can reach this widget and what is inside it (GTK's
    /// `can-target`); one that cannot lets clicks through to what is under it.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widgetPointer) != 0 }
        set { if canTarget != newValue { gtk_widget_set_can_target(widgetPointer, newValue ? 1 : 0) } }
    }

    /// Whether the widget is visible and all its ancestors too, up to a mapped window.
    public var isDrawable: Bool { gtk_widget_is_drawable(widgetPointer) != 0 }

    /// Whether the widget takes part in layout and is in a window: shown to the user.
    public var isMapped: Bool { gtk_widget_get_mapped(widgetPointer) != 0 }

    /// Whether GTK draws the widget as pressed (`:active`): a press on it or inside it is in
    /// progress, as GTK counts presses.
    public var isInPressedState: Bool {
        gtk_widget_get_state_flags(widgetPointer).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
    }

    /// The widget's allocated width in pixels.
    public var allocatedWidth: Int { Int(gtk_widget_get_width(widgetPointer)) }

    /// The widget's allocated height in pixels.
    public var allocatedHeight: Int { Int(gtk_widget_get_height(widgetPointer)) }

    /// Whether the widget may expand horizontally.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widgetPointer) != 0 }
        set { gtk_widget_set_hexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget may expand vertically.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widgetPointer) != 0 }
        set { gtk_widget_set_vexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget can receive keyboard focus.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widgetPointer) != 0 }
        set { gtk_widget_set_focusable(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether this widget, or one inside it, has keyboard focus.
    public var containsFocus: Bool {
        gtk_widget_get_state_flags(widgetPointer).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }

    /// The smallest size the widget accepts (-1: its natural minimum).
    public func setSizeRequest(width: Int = -1, height: Int = -1) {
        gtk_widget_set_size_request(widgetPointer, Int32(width), Int32(height))
    }

    /// The smallest width asked for with ``setSizeRequest(width:height:)``; -1 when none was.
    ///
    /// ```swift
    /// window.setDefaultSize(width: max(savedWidth, window.requestedWidth), height: savedHeight)
    /// ```
    public var requestedWidth: Int {
        var width: Int32 = -1
        gtk_widget_get_size_request(widgetPointer, &width, nil)
        return Int(width)
    }

    /// Sets all four margins.
    public func setMargins(_ margin: Int) {
        gtk_widget_set_margin_top(widgetPointer, Int32(margin))
        gtk_widget_set_margin_bottom(widgetPointer, Int32(margin))
        gtk_widget_set_margin_start(widgetPointer, Int32(margin))
        gtk_widget_set_margin_end(widgetPointer, Int32(margin))
    }

    /// Horizontal and vertical alignment within the allocated area.
    public func align(horizontal: Alignment? = nil, vertical: Alignment? = nil) {
        if let horizontal { gtk_widget_set_halign(widgetPointer, horizontal.gtkAlign) }
        if let vertical { gtk_widget_set_valign(widgetPointer, vertical.gtkAlign) }
    }

    /// Adds a CSS style class.
    public func addStyleClass(_ name: String) { gtk_widget_add_css_class(widgetPointer, name) }

    /// Removes a CSS style class.
    public func removeStyleClass(_ name: String) { gtk_widget_remove_css_class(widgetPointer, name) }

    /// Whether the widget has a CSS style class.
    public func hasStyleClass(_ name: String) -> Bool { gtk_widget_has_css_class(widgetPointer, name) != 0 }

    /// The tooltip shown on hover.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widgetPointer, newValue) }
    }

    /// The name assistive technologies read for the widget.
    public func setAccessibleLabel(_ label: String) { cgtk_accessible_set_label(widgetPointer, label) }

    /// A longer description for assistive technologies.
    public func setAccessibleDescription(_ text: String) {
        cgtk_accessible_set_description(widgetPointer, text)
        AccessibleDescription.remember(text, of: widgetPointer)
    }

    /// Moves keyboard focus to this widget or, when it is not focusable itself, into it.
    @discardableResult
    public func grabFocus() -> Bool {
        if gtk_widget_grab_focus(widgetPointer) != 0, containsFocus { return true }
        return gtk_widget_child_focus(widgetPointer, GTK_DIR_TAB_FORWARD) != 0
    }

    /// Activates the action `name` (`win.show-help-overlay`, `app.about`) as a menu item or
    /// a key would, looking it up from this widget outwards: its own action groups, its
    /// ancestors', the window's, the application's. Whether one was found.
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        gtk_widget_activate_action_variant(widgetPointer, name, nil) != 0
    }

    /// Whether `other` is this widget's parent.
    public func isChild(of other: Widget) -> Bool {
        gtk_widget_get_parent(widgetPointer) == other.widgetPointer
    }

    /// Whether this widget is inside `other` (or is `other`).
    public func isInside(_ other: Widget) -> Bool {
        widgetPointer == other.widgetPointer || gtk_widget_is_ancestor(widgetPointer, other.widgetPointer) != 0
    }

    /// Whether the widget has a parent.
    public var hasParent: Bool { gtk_widget_get_parent(widgetPointer) != nil }

    /// Left-to-right or right-to-left, as resolved for this widget.
    public var isRightToLeft: Bool { gtk_widget_get_direction(widgetPointer) == GTK_TEXT_DIR_RTL }

    /// The text direction of widgets that do not set their own: right to left under a
    /// right-to-left locale (GTK decides at start-up), or as set here.
    public static var defaultIsRightToLeft: Bool {
        get { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL }
        set { gtk_widget_set_default_direction(newValue ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
    }

    /// Where the widget's left edge is, in `ancestor`'s coordinates; `nil` when the widget is
    /// not inside it or not laid out.
    public func leftEdge(in ancestor: Widget) -> Double? {
        var x = 0.0
        var y = 0.0
        guard cgtk_widget_translate_point(widgetPointer, ancestor.widgetPointer, 0, 0, &x, &y) != 0 else {
            return nil
        }
        return x
    }
}

/// How a widget sits within more space than it needs.
public enum Alignment: Sendable {
    /// `fill` stretches the widget over the whole space (GTK's default); `start`, `end` and
    /// `center` keep its natural size and place it at the start of the space (the top, or the
    /// leading edge: left in left-to-right text), at its end, or in its middle.
    case fill, start, end, center

    var gtkAlign: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}
