import CGtk

/// Several pages, one shown at a time.
@MainActor
public final class Stack: Widget {
    var stackPointer: OpaquePointer { OpaquePointer(widgetPointer) }
    private var pages: [Widget] = []

    public override init(adopting pointer: UnsafeMutablePointer<GtkWidget> = gtk_stack_new()) {
        super.init(adopting: pointer)
        gtk_stack_set_hhomogeneous(stackPointer, 0)
        gtk_stack_set_vhomogeneous(stackPointer, 0)
    }

    /// Adds `child` as a page called `name`.
    public func addPage(_ child: Widget, name: String) {
        gtk_stack_add_named(stackPointer, child.widgetPointer, name)
        pages.append(child)
    }

    /// Removes the page showing `child`.
    public func removePage(_ child: Widget) {
        guard child.isChild(of: self) else { return }
        gtk_stack_remove(stackPointer, child.widgetPointer)
        pages.removeAll { $0 === child }
    }

    /// The page shown, if any.
    public var visibleChild: Widget? {
        get {
            let shown = gtk_stack_get_visible_child(stackPointer)
            return pages.first { $0.widgetPointer == shown }
        }
        set {
            guard let newValue, newValue !== visibleChild else { return }
            gtk_stack_set_visible_child(stackPointer, newValue.widgetPointer)
        }
    }

    /// The pages, in the order they were added.
    public var pageChildren: [Widget] { pages }
}
