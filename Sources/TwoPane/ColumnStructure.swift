import TwoPaneGtk
import TwoPaneModel

/// Where the columns are: side by side in paneds (the ones that do not fit drawn over them),
/// or one at a time in the stack. The same column widgets move; they are never rebuilt.
///
/// This part builds the layout's root and every container the columns go into, and alone
/// changes them; it alone places, shows and sizes the columns' own widgets (their content is
/// their parts'). What the first frame may not show is made the first time it is needed: the
/// stack (the first collapse) and the box of columns drawn over the others.
@MainActor
final class ColumnStructure<ID: Hashable & Sendable> {
    /// The layout's root: reports the allocated width.
    let root = WidthReportingBin()
    /// The root's child: the paneds side by side, with the columns that do not fit drawn over
    /// them; or the stack, collapsed. A back swipe's page image is drawn over either.
    let overlay = Overlay()
    /// Three columns: the sidebar beside the list-and-detail paned.
    let outerPaned = Paned()
    /// The list column beside the detail column.
    let paned = Paned()
    /// A click outside the columns drawn over the others dismisses them.
    let dismissGesture = GestureClick(button: 1, beforeChildren: true)
    /// The columns drawn over the others (prominent detail, or too little room), at the
    /// leading edge; dismissed by Escape or a click outside. Made the first time a column is
    /// drawn over the others.
    private(set) var builtOverlayColumns: Box?
    /// Collapsed: one column at a time, sliding as the user goes deeper or back. Made the
    /// first time the layout collapses: a window that stays wide never has one.
    private(set) var builtStack: Stack?
    /// The stack's pages, one per column, made with it: each holds its column while collapsed.
    /// A page's child stays visible and the column in it is hidden instead, so a page never
    /// reports a child assistive technologies cannot reach (Orca 43 drops the focus change
    /// into the detail when the page it leaves has a hidden child).
    private var stackPages: [(column: SplitColumn, page: Box)] = []
    /// Whether the stack is hidden over the paneds while they show the columns
    /// (``setStackAside()``): an overlay child, not the main one.
    private var isStackSetAside: Bool {
        builtStack.map { $0.isChild(of: overlay) && overlay.child !== $0 } ?? false
    }
    /// The columns in navigation order: the sidebar (three columns), the list, the detail.
    let columns: [(column: SplitColumn, widget: Widget)]
    /// The layout whose widgets are installed and shown: side by side, or the stack on a
    /// page. Lags the model only between an allocation that changes it and the end of that
    /// frame's layout pass.
    private(set) var installedPresentation: SplitPresentation?
    /// What the columns' text views had when a crossing began (``keepTextPositions()``).
    private var keptTextPositions: TextPositions?

    private let sidebarColumn: Widget?
    private let listColumn: Widget
    private let detailColumn: Widget
    /// Connects the stack's signals once it is made (the layout's signal table).
    private let stackMade: @MainActor (Stack) -> Void

    /// The structure of a layout of these columns' widgets: `sidebar` in three columns.
    /// `stackMade` connects the collapsed stack's signals when the first collapse makes it.
    init(
        sidebar: Widget?, list: Widget, detail: Widget, configuration: SplitLayoutConfiguration,
        stackMade: @escaping @MainActor (Stack) -> Void
    ) {
        (sidebarColumn, listColumn, detailColumn) = (sidebar, list, detail)
        self.stackMade = stackMade
        let sidebarColumns: [(SplitColumn, Widget)] = sidebar.map { [(.sidebar, $0)] } ?? []
        columns = sidebarColumns + [(.list, list), (.detail, detail)]
        overlay.addController(dismissGesture)
        root.child = overlay
        sidebar?.setSizeRequest(width: configuration.sidebarColumn.min)
        list.setSizeRequest(width: configuration.listColumn.min)
        detail.setSizeRequest(width: configuration.minimumDetailWidth)
        paned.position = configuration.listWidth
    }

    /// The stack of a collapsed layout, made now if it was not.
    var stack: Stack {
        if let builtStack { return builtStack }
        let stack = Stack()
        stack.slidesBetweenPages = true
        for (column, _) in columns {
            let page = Box(.vertical)
            stack.addPage(page, name: "\(column)")
            stackPages.append((column, page))
        }
        builtStack = stack
        stackMade(stack)
        return stack
    }

    /// Whether the collapsed layout's stack is sliding between pages.
    var isSliding: Bool { builtStack?.isTransitionRunning ?? false }

    /// The box of columns drawn over the others, made now if it was not.
    var overlayColumns: Box {
        if let builtOverlayColumns { return builtOverlayColumns }
        let box = Box(.horizontal)
        box.align(horizontal: .start)
        box.expandsVertically = true
        box.addStyleClass("twopane-overlay")
        box.isVisible = false
        // Under a back swipe's image, if there is one (the two are never shown together).
        overlay.addOverlay(box)
        builtOverlayColumns = box
        return box
    }

    /// Listens to clicks on the whole layout with `gesture` (the mouse's back button), for the
    /// signal table.
    func addController(_ gesture: GestureClick) { root.addController(gesture) }

    /// Listens to scrolls on the whole layout with `scroll` (a back swipe's fingers), for the
    /// signal table.
    func addController(_ scroll: EventControllerScroll) { root.addController(scroll) }

    /// Draws `layer` over the columns (a back swipe's page image), for the part that owns it.
    func addLayer(_ layer: Widget) { overlay.addOverlay(layer) }

    /// Whether the root draws the columns. An allocation that changes the structure stops
    /// drawing them until the render at the end of its layout pass has installed the new one.
    var drawsColumns: Bool {
        get { root.drawsChild }
        set { root.drawsChild = newValue }
    }

    /// Whether an allocation changed the arrangement: the render at the end of this frame's
    /// layout pass installs the new structure (the frame being drawn already shows it).
    var isRenderAwaited = false

    /// Asks for a new layout pass (focus waiting for widgets just shown to be laid out).
    func queueLayoutPass() { root.queueAllocate() }

    /// The widget of `column`.
    func widget(of column: SplitColumn) -> Widget? {
        columns.first { $0.column == column }?.widget
    }

    /// The collapsed stack's page that holds `columnWidget`, if the stack is made.
    func stackPage(holding columnWidget: Widget) -> Box? {
        guard let column = columns.first(where: { $0.widget === columnWidget })?.column else { return nil }
        return stackPages.first { $0.column == column }?.page
    }

    /// Whether `columnWidget` is in the collapsed stack (on a page, shown or not).
    func isOnStack(_ columnWidget: Widget) -> Bool {
        stackPage(holding: columnWidget).map(columnWidget.isChild(of:)) ?? false
    }

    /// Installs and shows the columns as `state` says (``install(_:)``, ``showColumns(_:crossing:)``),
    /// then notes it as the installed layout.
    func show(_ state: SplitLayoutState<ID>, crossing: Bool) {
        // What the text views of the columns that move had: the selection a moved view loses
        // (GTK 4.8), the line at its top (L22). Taken when the crossing began, or now.
        let positions = keptTextPositions ?? TextPositions(in: movingColumns(for: state.arrangement))
        keptTextPositions = nil
        install(state.arrangement)
        showColumns(state, crossing: crossing)
        installedPresentation = state.presentation
        positions.restore()
    }

    /// Keeps what the text views of the columns had, before an allocation at a new width lays
    /// them out for a frame no one sees (the structure changes at the end of the layout pass,
    /// ``show(_:crossing:)`` puts it back).
    func keepTextPositions() {
        keptTextPositions?.discard()
        keptTextPositions = TextPositions(in: columns.map(\.widget))
    }

    /// Sets the dividers to the columns' widths while side by side (L2).
    func applyColumnWidths(_ state: SplitLayoutState<ID>) {
        if sidebarColumn != nil { outerPaned.position = state.sidebarColumnWidth }
        paned.position = state.listColumnWidth
    }

    /// Moves the columns into the stack, or into the paneds and the overlay as `arrangement`
    /// says. Either is the main child of the overlay, the layout's root's one child.
    private func install(_ arrangement: ColumnArrangement?) {
        guard let arrangement else {
            let stack = self.stack
            guard !isOnStack(detailColumn) else { return }
            detachColumnsFromPaneds()
            // Out of the window before the columns go in: they enter it once, with the stack.
            if isStackSetAside { overlay.removeOverlay(stack) }
            for (_, widget) in columns { stackPage(holding: widget)?.append(widget) }
            stack.isVisible = true
            overlay.child = stack
            return
        }
        for (_, widget) in columns where isOnStack(widget) { stackPage(holding: widget)?.remove(widget) }
        let (outer, inner) = (outerPaned, paned)
        let overlaid = arrangement.overlaid.compactMap(widget(of:))
        let overlayColumns = overlaid.isEmpty ? builtOverlayColumns : overlayColumns
        let overlayChanges =
            (overlayColumns?.arrangedChildren ?? []).map(ObjectIdentifier.init) != overlaid.map(ObjectIdentifier.init)
        if overlayChanges { overlayColumns?.removeAll() }  // first: a column goes back to its paned
        // Outermost first: a widget takes a new parent only once its old one let it go.
        if let sidebarColumn = sidebarColumn {
            overlay.child = outer
            outer.startChild = arrangement.overlaid.contains(.sidebar) ? nil : sidebarColumn
            outer.endChild = inner
        } else {
            overlay.child = inner
        }
        inner.startChild = arrangement.overlaid.contains(.list) ? nil : listColumn
        inner.endChild = detailColumn
        if overlayChanges {
            for widget in overlaid { overlayColumns?.append(widget) }
        }
        overlayColumns?.isVisible = !overlaid.isEmpty
        setStackAside()
    }

    /// Keeps the stack, while the columns are side by side, hidden in the window instead of
    /// out of it. GTK 4.8 leaves a stack's pages on the accessibility bus when the stack
    /// leaves the window: an assistive technology reading one then asked the extents of a
    /// widget with no window, and GTK logged a critical ("gtk_widget_compute_point: assertion
    /// 'GTK_IS_WIDGET (target)' failed"). A hidden widget in the window answers, and is not
    /// presented.
    private func setStackAside() {
        guard let builtStack, !isStackSetAside else { return }
        builtStack.isVisible = false
        overlay.addOverlay(builtStack)
    }

    /// Of the columns `moving` as `arrangement` is installed, those that must give up focus
    /// before. GTK 4.8's paned loses track of its focus child ("Error finding last focus
    /// widget") when a focused column moves into or out of the overlay, or out of the paned
    /// nested in another (three columns). A two-column layout moving its columns between paned and stack keeps focus
    /// where it is, which is cheaper for every crossing of the breakpoint; focus is given
    /// again after the frame for assistive technologies (``movingColumns(for:)``).
    func columnsGivingUpFocus(among moving: [Widget], for arrangement: ColumnArrangement?) -> [Widget] {
        moving.filter { widget in
            let overlayMove =
                builtOverlayColumns.map(widget.isChild(of:)) == true
                || arrangement?.overlaid.contains { self.widget(of: $0) === widget } == true
            return overlayMove || sidebarColumn != nil
        }
    }

    /// The columns that go to another container when `arrangement` is installed. A focused
    /// widget that moves keeps GTK's focus but not the accessible object assistive
    /// technologies knew: without a focus change they would not hear where focus is ("Locus
    /// of focus is dead" in Orca).
    func movingColumns(for arrangement: ColumnArrangement?) -> [Widget] {
        columns.compactMap { column, widget in
            let container: Widget?
            if arrangement == nil {
                container = stackPage(holding: widget)
            } else if arrangement?.overlaid.contains(column) == true {
                container = builtOverlayColumns
            } else {
                container = column == .sidebar ? outerPaned : paned
            }
            // A container not made yet holds nothing: every column moves into it.
            return container.map(widget.isChild(of:)) == true ? nil : widget
        }
    }

    private func detachColumnsFromPaneds() {
        builtOverlayColumns?.removeAll()
        builtOverlayColumns?.isVisible = false
        paned.startChild = nil
        paned.endChild = nil
        outerPaned.startChild = nil
        outerPaned.endChild = nil
    }

    /// Shows the columns the layout shows and hides the rest for real, so assistive
    /// technologies do not read a hidden page or column (L14). A column drawn over the others
    /// has the width the user gave it; in a paned, it may shrink to its minimum. Collapsing
    /// shows its page at once (`crossing`): the first frame of the new layout is its final
    /// picture. Moving between pages while collapsed (a selection, Back) slides: that is
    /// navigation. Collapsed, a column is hidden inside its page, which stays visible
    /// (``stackPages``).
    private func showColumns(_ state: SplitLayoutState<ID>, crossing: Bool) {
        let configuration = state.configuration
        let overlaid = state.arrangement?.overlaid ?? []
        listColumn.setSizeRequest(
            width: overlaid.contains(.list) ? state.preferredListWidth : configuration.listColumn.min)
        sidebarColumn?.setSizeRequest(
            width: overlaid.contains(.sidebar) ? state.preferredSidebarWidth : configuration.sidebarColumn.min)
        if let arrangement = state.arrangement {
            for (column, widget) in columns { widget.isVisible = arrangement.shows(column) }
            paned.isDividerInteractive = arrangement.sideBySide.contains(.list)
            outerPaned.isDividerInteractive = arrangement.sideBySide.contains(.sidebar)
            return
        }
        let shown = widget(of: state.compactColumn) ?? listColumn
        shown.isVisible = true
        if let page = stackPage(holding: shown) {
            if crossing {
                stack.showWithoutSliding(page)
            } else {
                stack.visibleChild = page
            }
        }
        for (_, widget) in columns where widget !== shown { widget.isVisible = false }
        // A page whose column is hidden takes no clicks, as the hidden column took none: one
        // sliding away under the page coming in would take a click meant for it (Back).
        for (_, page) in stackPages { page.canTarget = shown.isChild(of: page) }
    }

    /// Whether a click at `x` in the overlay falls outside the columns drawn over the
    /// others (which such a click dismisses).
    func isOutsideOverlaidColumns(x: Double) -> Bool {
        let columnsWidth = Double(builtOverlayColumns?.allocatedWidth ?? 0)
        let overlayWidth = Double(overlay.allocatedWidth)
        return root.isRightToLeft ? x < overlayWidth - columnsWidth : x >= columnsWidth
    }
}

extension ColumnStructure: SwipeablePages {
    var pageStack: Stack { stack }

    func stackPage(showing page: Widget) -> Widget { stackPage(holding: page) ?? page }

    /// Names the collapsed stack's pages for assistive technologies: each column's page by
    /// `title(column)`.
    func titlePages(_ title: (SplitColumn) -> String?) {
        for (column, widget) in columns {
            if let name = title(column), let page = stackPage(holding: widget) {
                stack.setTitle(name, ofPageShowing: page)
            }
        }
    }
}
