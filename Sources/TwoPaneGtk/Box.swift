import CGtk

/// Widgets in a row or a column.
@MainActor
public final class Box: Widget {
    var boxPointer: UnsafeMutablePointer<GtkBox> { typedPointer(GtkBox.self) }
    private var children: [Widget] = []

    /// Which way a box lines up its children.
    public enum Orientation: Sendable {
        /// `horizontal`: in a row, from the leading edge (left in left-to-right text);
        /// `vertical`: in a column, from the top.
        case horizontal, vertical
    }

    /// An empty box that lines up its children in `orientation`, `spacing` pixels apart.
    ///
    /// ```swift
    /// let row = Box(.horizontal, spacing: 12)
    /// row.append(Image(iconName: "mail-unread-symbolic"))
    /// row.append(Label("Inbox"))
    /// ```
    public init(_ orientation: Orientation, spacing: Int = 0) {
        let gtkOrientation = orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        super.init(newlyCreated: gtk_box_new(gtkOrientation, Int32(spacing)))
    }

    /// Adds `child` at the end.
    public func append(_ child: Widget) {
        gtk_box_append(boxPointer, child.widgetPointer)
        children.append(child)
    }

    /// Adds `child` at the start.
    public func prepend(_ child: Widget) {
        gtk_box_prepend(boxPointer, child.widgetPointer)
        children.insert(child, at: 0)
    }

    /// Removes `child`; a widget that is not a child of this box is left alone.
    public func remove(_ child: Widget) {
        guard child.isChild(of: self) else { return }
        gtk_box_remove(boxPointer, child.widgetPointer)
        children.removeAll { $0 === child }
    }

    /// Removes every child.
    public func removeAll() {
        for child in children { gtk_box_remove(boxPointer, child.widgetPointer) }
        children.removeAll()
    }

    /// The children added from Swift, in order.
    public var arrangedChildren: [Widget] { children }
}
