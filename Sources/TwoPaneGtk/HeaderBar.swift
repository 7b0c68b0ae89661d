import CGtk

/// A window's title bar: a title in the middle, buttons at either end. A `GtkHeaderBar`, or
/// the platform's header bar (libadwaita's `AdwHeaderBar`) in an app whose
/// ``ApplicationStyle`` is a platform's.
@MainActor
public final class HeaderBar: Widget {
    private let functions: any HeaderBarFunctions
    private var packed: [Widget] = []
    private var title: Widget?

    /// An empty header bar, showing the window's title until ``titleWidget`` is set.
    public init() {
        functions = PlatformStyle.current?.headerBar ?? GtkHeaderBarFunctions()
        super.init(newlyCreated: functions.make())
    }

    /// Adds `child` at the start (left in left-to-right text), after earlier ones.
    public func packStart(_ child: Widget) {
        functions.packStart(widgetPointer, child.widgetPointer)
        packed.append(child)
    }

    /// Adds `child` at the end, before earlier ones.
    public func packEnd(_ child: Widget) {
        functions.packEnd(widgetPointer, child.widgetPointer)
        packed.append(child)
    }

    /// Takes `child` out of the bar (to pack it again, here or in another bar).
    public func remove(_ child: Widget) {
        guard let index = packed.firstIndex(where: { $0 === child }) else { return }
        functions.remove(widgetPointer, child.widgetPointer)
        packed.remove(at: index)
    }

    /// The widget in the middle; `nil` shows the window's title.
    public var titleWidget: Widget? {
        get { title }
        set {
            functions.setTitleWidget(widgetPointer, newValue?.widgetPointer)
            title = newValue
        }
    }

    /// Whether the bar shows the window's controls itself (on by default); off for a bar that
    /// packs ``WindowButtons`` of its own.
    public var showsWindowControls: Bool {
        get { functions.showsWindowControls(widgetPointer) }
        set { functions.setShowsWindowControls(widgetPointer, newValue) }
    }
}

/// `GtkHeaderBar`'s functions.
private struct GtkHeaderBarFunctions: HeaderBarFunctions {
    func make() -> UnsafeMutablePointer<GtkWidget> { gtk_header_bar_new() }
    func packStart(_ bar: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>) {
        gtk_header_bar_pack_start(OpaquePointer(bar), child)
    }
    func packEnd(_ bar: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>) {
        gtk_header_bar_pack_end(OpaquePointer(bar), child)
    }
    func remove(_ bar: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>) {
        gtk_header_bar_remove(OpaquePointer(bar), child)
    }
    func setTitleWidget(_ bar: UnsafeMutablePointer<GtkWidget>, _ title: UnsafeMutablePointer<GtkWidget>?) {
        gtk_header_bar_set_title_widget(OpaquePointer(bar), title)
    }
    func showsWindowControls(_ bar: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_header_bar_get_show_title_buttons(OpaquePointer(bar)) != 0
    }
    func setShowsWindowControls(_ bar: UnsafeMutablePointer<GtkWidget>, _ shows: Bool) {
        gtk_header_bar_set_show_title_buttons(OpaquePointer(bar), shows ? 1 : 0)
    }
}
