import CGtk

/// A bar of buttons at the bottom of a page (`GtkActionBar`): what narrow GNOME apps show a
/// page's actions in, below its content.
@MainActor
public final class ActionBar: Widget {
    private var actionBarPointer: OpaquePointer { OpaquePointer(widgetPointer) }
    private var packed: [Widget] = []

    /// An empty bar.
    public init() {
        super.init(newlyCreated: gtk_action_bar_new())
    }

    /// Adds `child` at the start (left in left-to-right text), after earlier ones.
    public func packStart(_ child: Widget) {
        gtk_action_bar_pack_start(actionBarPointer, child.widgetPointer)
        packed.append(child)
    }

    /// Adds `child` at the end, before earlier ones.
    public func packEnd(_ child: Widget) {
        gtk_action_bar_pack_end(actionBarPointer, child.widgetPointer)
        packed.append(child)
    }

    /// Takes `child` out of the bar.
    public func remove(_ child: Widget) {
        guard let index = packed.firstIndex(where: { $0 === child }) else { return }
        gtk_action_bar_remove(actionBarPointer, child.widgetPointer)
        packed.remove(at: index)
    }

    /// Whether the bar holds anything.
    public var isEmpty: Bool { packed.isEmpty }
}
