import CGtk

/// Several pages, one shown at a time.
@MainActor
public final class Stack: Widget {
    var stackPointer: OpaquePointer { OpaquePointer(widgetPointer) }
    private var pages: [Widget] = []

    /// An empty stack.
    public init() {
        super.init(newlyCreated: gtk_stack_new())
        gtk_stack_set_hhomogeneous(stackPointer, 0)
        gtk_stack_set_vhomogeneous(stackPointer, 0)
    }

    /// Adds `child` as the last page, called `name` if given.
    public func addPage(_ child: Widget, name: String? = nil) {
        gtk_stack_add_named(stackPointer, child.widgetPointer, name)
        pages.append(child)
    }

    /// Removes the page showing `child`.
    public func removePage(_ child: Widget) {
        guard child.isChild(of: self) else { return }
        gtk_stack_remove(stackPointer, child.widgetPointer)
        pages.removeAll { $0 === child }
    }

    /// Titles the page showing `child`: the name assistive technologies read for the page
    /// (GTK 4.8 reads an untitled page as "GtkStackPage"). `nil` removes the title.
    ///
    /// ```swift
    /// stack.setTitle("Dolomites", ofPageShowing: detail)
    /// ```
    public func setTitle(_ title: String?, ofPageShowing child: Widget) {
        guard child.isChild(of: self), let page = gtk_stack_get_page(stackPointer, child.widgetPointer) else { return }
        let current = gtk_stack_page_get_title(page).map { String(cString: $0) }
        if current != title { gtk_stack_page_set_title(page, title) }
    }

    /// The title of the page showing `child`, if it has one.
    public func title(ofPageShowing child: Widget) -> String? {
        guard child.isChild(of: self), let page = gtk_stack_get_page(stackPointer, child.widgetPointer) else {
            return nil
        }
        return gtk_stack_page_get_title(page).map { String(cString: $0) }
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

    /// Shows the page showing `child` at once, without the slide ``slidesBetweenPages`` asks
    /// for: for a change that is not navigation (a layout moving its columns into the stack
    /// shows the final page in its first frame).
    public func showWithoutSliding(_ child: Widget) {
        guard child.isChild(of: self), child !== visibleChild else { return }
        let transition = gtk_stack_get_transition_type(stackPointer)
        gtk_stack_set_transition_type(stackPointer, GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_stack_set_visible_child(stackPointer, child.widgetPointer)
        gtk_stack_set_transition_type(stackPointer, transition)
    }

    /// Shows the page showing `child`, sliding it in from the trailing edge (`forward`: going
    /// deeper) or from the leading edge (going back), mirrored right to left, whatever the
    /// order of the pages; at once if the stack does not slide (``slidesBetweenPages``).
    package func slide(to child: Widget, forward: Bool) {
        guard child.isChild(of: self), child !== visibleChild else { return }
        let transition = gtk_stack_get_transition_type(stackPointer)
        if transition != GTK_STACK_TRANSITION_TYPE_NONE {
            gtk_stack_set_transition_type(
                stackPointer, forward ? GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT : GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT)
        }
        gtk_stack_set_visible_child(stackPointer, child.widgetPointer)
        gtk_stack_set_transition_type(stackPointer, transition)
    }

    /// Whether changing the shown page slides (the later page in from the trailing edge,
    /// mirrored right to left); a stack not yet on screen switches without a slide.
    public var slidesBetweenPages: Bool {
        get { gtk_stack_get_transition_type(stackPointer) == GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT }
        set {
            gtk_stack_set_transition_type(
                stackPointer,
                newValue
                    ? GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
                    : GTK_STACK_TRANSITION_TYPE_NONE)
        }
    }

    /// The pages, in the order they were added.
    public var pageChildren: [Widget] { pages }

    /// Whether a slide between pages is under way.
    public var isTransitionRunning: Bool { gtk_stack_get_transition_running(stackPointer) != 0 }

    /// Marks the stack busy for assistive technologies while it slides between pages, so
    /// they (and tests) know its pages are moving and a click may land on the wrong one.
    /// Its `notify::transition-running` handler; disconnecting it stops the reports.
    @discardableResult
    public func reportTransitionsAsBusy() -> SignalConnection {
        onPropertyChange("transition-running") { [weak self] in
            guard let self else { return }
            cgtk_accessible_set_busy(self.widgetPointer, self.isTransitionRunning ? 1 : 0)
        }
    }

    /// The old name of ``reportTransitionsAsBusy()``.
    @available(*, deprecated, renamed: "reportTransitionsAsBusy()", message: "Renamed in 0.3.0; removed in 0.4.0.")
    public func reportsTransitionsAsBusy() { reportTransitionsAsBusy() }
}
