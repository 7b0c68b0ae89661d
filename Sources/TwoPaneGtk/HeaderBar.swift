import CGtk

/// A window's title bar: a title in the middle, buttons at either end.
@MainActor
public final class HeaderBar: Widget {
    var headerPointer: OpaquePointer { OpaquePointer(widgetPointer) }
    private var packed: [Widget] = []
    private var title: Widget?

    /// An empty header bar, showing the window's title until ``titleWidget`` is set.
    public init() {
        super.init(newlyCreated: gtk_header_bar_new())
    }

    /// Adds `child` at the start (left in left-to-right text), after earlier ones.
    public func packStart(_ child: Widget) {
        gtk_header_bar_pack_start(headerPointer, child.widgetPointer)
        packed.append(child)
    }

    /// Adds `child` at the end, before earlier ones.
    public func packEnd(_ child: Widget) {
        gtk_header_bar_pack_end(headerPointer, child.widgetPointer)
        packed.append(child)
    }

    /// Takes `child` out of the bar (to pack it again, here or in another bar).
    public func remove(_ child: Widget) {
        guard let index = packed.firstIndex(where: { $0 === child }) else { return }
        gtk_header_bar_remove(headerPointer, child.widgetPointer)
        packed.remove(at: index)
    }

    /// The widget in the middle; `nil` shows the window's title.
    public var titleWidget: Widget? {
        get { title }
        set {
            gtk_header_bar_set_title_widget(headerPointer, newValue?.widgetPointer)
            title = newValue
        }
    }
}
