import TwoPaneGtk
import TwoPaneModel

/// Where the columns are: side by side in paneds (the ones that do not fit drawn over them),
/// or one at a time in the stack. The same column widgets move; they are never rebuilt.
///
/// The paneds are on a page of the stack, the split page, from the first frame, and a
/// crossing of the breakpoint moves no column, the first one included: collapsed, the split
/// page shows the one column shown, the others hidden beside it. A widget that leaves the
/// window and comes back is unrooted and rooted, and GTK unrealizes, restyles and measures
/// all of it again (with its header: the cost of a crossing); a text view in it gives up the
/// primary selection and claims it again, which GTK 4.18's X11 backend can later take for
/// another client's claim and deselect (docs/ENGINEERING-NOTES.md). A column goes onto a page
/// of its own only when the collapsed layout slides to it from another column of the split
/// page (going deeper or back), hidden as it goes; expanding brings it back to its paned.
///
/// This part builds the layout's root and every container the columns go into, and alone
/// changes them; it alone places, shows and sizes the columns' own widgets (their content is
/// their parts'). The box of columns drawn over the others, which the first frame may not
/// show, is made the first time it is needed.
@MainActor
final class ColumnStructure<ID: Hashable & Sendable> {
    /// The layout's root: reports the allocated width.
    let root = WidthReportingBin()
    /// The root's child: the stack holding the paneds, with the columns that do not fit drawn
    /// over them. A back swipe's page image is drawn over it.
    let overlay = Overlay()
    /// Three columns: the sidebar beside the list-and-detail paned.
    let outerPaned = Paned()
    /// The list column beside the detail column.
    let paned = Paned()
    /// The outermost of the paneds: the outer paned with a sidebar, else the paned.
    private let panedRoot: Paned
    /// A click outside the columns drawn over the others dismisses them.
    let dismissGesture = GestureClick(button: 1, beforeChildren: true)
    /// The columns drawn over the others (prominent detail, or too little room), at the
    /// leading edge; dismissed by Escape or a click outside. Made the first time a column is
    /// drawn over the others.
    private(set) var builtOverlayColumns: Box?
    /// The overlay's main child: its split page is the paneds (shown while expanded, and
    /// collapsed while the column shown is in them), its other pages hold a column each. It
    /// never leaves the window: GTK 4.8 leaves a stack's pages on the accessibility bus after
    /// the stack leaves the window, and an assistive technology reading one asked the extents
    /// of a widget with no window ("gtk_widget_compute_point: assertion 'GTK_IS_WIDGET
    /// (target)' failed").
    let stack = Stack()
    /// The stack's page of the paneds, the split page: the outermost paned itself (it stays
    /// visible, the columns in it are hidden).
    private var splitPage: Widget { panedRoot }
    /// The stack's other pages, one per column, each made the first time the collapsed layout
    /// slides to its column from another column of the split page, and holding it from then
    /// on until expanding (a window that never does never builds them). A page's child
    /// stays visible and the column in it is hidden instead, so a page never reports a child
    /// assistive technologies cannot reach (Orca 43 drops the focus change into the detail
    /// when the page it leaves has a hidden child).
    private var stackPages: [(column: SplitColumn, page: Box)] = []
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

    /// The structure of a layout of these columns' widgets: `sidebar` in three columns.
    init(sidebar: Widget?, list: Widget, detail: Widget, configuration: SplitLayoutConfiguration) {
        (sidebarColumn, listColumn, detailColumn) = (sidebar, list, detail)
        let sidebarColumns: [(SplitColumn, Widget)] = sidebar.map { [(.sidebar, $0)] } ?? []
        columns = sidebarColumns + [(.list, list), (.detail, detail)]
        panedRoot = sidebar == nil ? paned : outerPaned
        stack.slidesBetweenPages = true
        stack.addPage(panedRoot)
        overlay.child = stack
        overlay.addController(dismissGesture)
        root.child = overlay
        sidebar?.setSizeRequest(width: configuration.sidebarColumn.min)
        list.setSizeRequest(width: configuration.listColumn.min)
        detail.setSizeRequest(width: configuration.minimumDetailWidth)
        paned.position = configuration.listWidth
    }

    /// Whether the collapsed layout's stack is sliding between pages.
    var isSliding: Bool { stack.isTransitionRunning }

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

    /// The collapsed stack's own page for `columnWidget`.
    func stackPage(holding columnWidget: Widget) -> Box? {
        guard let column = columns.first(where: { $0.widget === columnWidget })?.column else { return nil }
        return stackPages.first { $0.column == column }?.page
    }

    /// Whether `columnWidget` is on its own page of the collapsed stack (shown or not).
    func isOnStack(_ columnWidget: Widget) -> Bool {
        stackPage(holding: columnWidget).map(columnWidget.isChild(of:)) ?? false
    }

    /// The stack's page that shows `columnWidget` while collapsed: its own page, or the split
    /// page when the column is in the paneds.
    func stackPage(showing columnWidget: Widget) -> Widget {
        isOnStack(columnWidget) ? stackPage(holding: columnWidget) ?? splitPage : splitPage
    }

    /// The column the collapsed stack shows: the visible column on its visible page.
    private var presentedColumn: Widget? {
        guard installedPresentation?.isStacked == true else { return nil }
        return columns.first { $0.widget.isVisible && stackPage(showing: $0.widget) === stack.visibleChild }?.widget
    }

    /// The container `columnWidget` goes into as `state` is shown: its paned, the box drawn
    /// over the others, or collapsed its own page (``pageToSlideTo(_:_:for:crossing:)``).
    /// `nil`: where it is.
    private func destination(
        of column: SplitColumn, _ columnWidget: Widget, for state: SplitLayoutState<ID>, crossing: Bool
    ) -> Widget? {
        let paned = column == .sidebar ? outerPaned : self.paned
        guard state.arrangement == nil else {
            return state.arrangement?.overlaid.contains(column) == true ? overlayColumns : paned
        }
        if let builtOverlayColumns, columnWidget.isChild(of: builtOverlayColumns) { return paned }
        return pageToSlideTo(column, columnWidget, for: state, crossing: crossing)
    }

    /// Collapsed, the page of its own `columnWidget` goes onto as `state` is shown: when the
    /// stack slides to it from the column shown before, in the split page too (the stack
    /// needs a page to slide to); it stays there until expanding. `nil`: it stays where it is.
    /// The page is made the first time it is asked for.
    private func pageToSlideTo(
        _ column: SplitColumn, _ columnWidget: Widget, for state: SplitLayoutState<ID>, crossing: Bool
    ) -> Box? {
        guard state.arrangement == nil, column == state.compactColumn, !crossing, !isOnStack(columnWidget),
            let presented = presentedColumn, presented !== columnWidget, !isOnStack(presented)
        else { return nil }
        if let page = stackPage(holding: columnWidget) { return page }
        let page = Box(.vertical)
        stack.addPage(page)
        stackPages.append((column, page))
        return page
    }

    /// Installs and shows the columns as `state` says (``install(_:crossing:)``,
    /// ``showColumns(_:crossing:)``), then notes it as the installed layout.
    func show(_ state: SplitLayoutState<ID>, crossing: Bool) {
        // What the text views of the columns that move had: the selection a moved view loses
        // (GTK 4.8), the line at its top (L22). Taken when the crossing began, or now.
        let positions = keptTextPositions ?? TextPositions(in: movingColumns(for: state, crossing: crossing))
        keptTextPositions = nil
        let presented = presentedColumn
        install(state, crossing: crossing)
        showColumns(state, crossing: crossing, presented: presented)
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

    /// Moves the columns where `state` puts them (``destination(of:_:for:crossing:)``): the
    /// paneds, on the stack's split page, and the box of columns drawn over the others;
    /// collapsed, a column onto its own page.
    private func install(_ state: SplitLayoutState<ID>, crossing: Bool) {
        let arrangement = state.arrangement
        let overlaid = arrangement?.overlaid.compactMap(widget(of:)) ?? []
        let overlayColumns = overlaid.isEmpty ? builtOverlayColumns : self.overlayColumns
        let overlayChanges =
            (overlayColumns?.arrangedChildren ?? []).map(ObjectIdentifier.init) != overlaid.map(ObjectIdentifier.init)
        if overlayChanges { overlayColumns?.removeAll() }  // first: a column goes back to its paned
        // A column leaves its own page before its paned takes it.
        if arrangement != nil {
            for (_, widget) in columns where isOnStack(widget) { stackPage(holding: widget)?.remove(widget) }
        }
        for (column, widget) in columns {
            guard let page = pageToSlideTo(column, widget, for: state, crossing: crossing) else { continue }
            release(widget)
            page.append(widget)
        }
        // Outermost first: a widget takes a new parent only once its old one let it go.
        let placed = { (column: SplitColumn, widget: Widget) in
            !(arrangement?.overlaid.contains(column) ?? false) && !self.isOnStack(widget)
        }
        if let sidebarColumn {
            outerPaned.startChild = placed(.sidebar, sidebarColumn) ? sidebarColumn : nil
            outerPaned.endChild = paned
        }
        paned.startChild = placed(.list, listColumn) ? listColumn : nil
        paned.endChild = placed(.detail, detailColumn) ? detailColumn : nil
        if overlayChanges {
            for widget in overlaid { overlayColumns?.append(widget) }
        }
        overlayColumns?.isVisible = !overlaid.isEmpty
    }

    /// Takes `columnWidget` out of its paned or the box drawn over the others.
    private func release(_ columnWidget: Widget) {
        if let builtOverlayColumns, columnWidget.isChild(of: builtOverlayColumns) {
            builtOverlayColumns.remove(columnWidget)
        }
        for holder in [outerPaned, paned] {
            if holder.startChild === columnWidget { holder.startChild = nil }
            if holder.endChild === columnWidget { holder.endChild = nil }
        }
    }

    /// Of the columns `moving` as `arrangement` is installed, those that must give up focus
    /// before. GTK 4.8's paned loses track of its focus child ("Error finding last focus
    /// widget") when a focused column moves into or out of the overlay, or out of the paned
    /// nested in another (three columns). A two-column layout moving a column between its
    /// paned and a page of the stack keeps focus where it is; focus is given again after the
    /// frame for assistive technologies (``movingColumns(for:crossing:)``).
    func columnsGivingUpFocus(among moving: [Widget], for arrangement: ColumnArrangement?) -> [Widget] {
        moving.filter { widget in
            let overlayMove =
                builtOverlayColumns.map(widget.isChild(of:)) == true
                || arrangement?.overlaid.contains { self.widget(of: $0) === widget } == true
            return overlayMove || sidebarColumn != nil
        }
    }

    /// The columns that go to another container, or into the window again, when `state` is
    /// shown. A focused widget that moves keeps GTK's focus but not the accessible object
    /// assistive technologies knew: without a focus change they would not hear where focus is
    /// ("Locus of focus is dead" in Orca).
    func movingColumns(for state: SplitLayoutState<ID>, crossing: Bool) -> [Widget] {
        columns.compactMap { column, widget in
            guard let container = destination(of: column, widget, for: state, crossing: crossing) else { return nil }
            return widget.isChild(of: container) ? nil : widget
        }
    }

    /// Shows the columns the layout shows and hides the rest for real, so assistive
    /// technologies do not read a hidden page or column (L14). A column drawn over the others
    /// has the width the user gave it; in a paned, it may shrink to its minimum. Collapsing
    /// shows its page at once (`crossing`): the first frame of the new layout is its final
    /// picture. Moving between pages while collapsed (a selection, Back) slides, from the
    /// trailing edge going deeper than `presented`, the column shown before: that is
    /// navigation. Collapsed, a column is hidden inside its page, which stays visible
    /// (``stackPages``), or inside the paneds.
    private func showColumns(_ state: SplitLayoutState<ID>, crossing: Bool, presented: Widget?) {
        let configuration = state.configuration
        let overlaid = state.arrangement?.overlaid ?? []
        listColumn.setSizeRequest(
            width: overlaid.contains(.list) ? state.preferredListWidth : configuration.listColumn.min)
        sidebarColumn?.setSizeRequest(
            width: overlaid.contains(.sidebar) ? state.preferredSidebarWidth : configuration.sidebarColumn.min)
        if let arrangement = state.arrangement {
            stack.showWithoutSliding(splitPage)
            for (column, widget) in columns { widget.isVisible = arrangement.shows(column) }
            if sidebarColumn != nil { paned.isVisible = true }
            paned.isDividerInteractive = arrangement.sideBySide.contains(.list)
            outerPaned.isDividerInteractive = arrangement.sideBySide.contains(.sidebar)
            setPagesTakingClicks(splitPage)
            return
        }
        let shown = widget(of: state.compactColumn) ?? listColumn
        shown.isVisible = true
        let page = stackPage(showing: shown)
        if crossing || presented == nil {
            stack.showWithoutSliding(page)
        } else if let presented, let from = columns.firstIndex(where: { $0.widget === presented }) {
            let to = columns.firstIndex { $0.widget === shown } ?? from
            stack.slide(to: page, forward: to > from)
        }
        for (_, widget) in columns where widget !== shown { widget.isVisible = false }
        // Three columns: the sidebar alone in the outer paned takes its whole width.
        if sidebarColumn != nil { paned.isVisible = shown !== sidebarColumn }
        // Collapsed, the paneds show one column: no divider to drag.
        paned.isDividerInteractive = false
        outerPaned.isDividerInteractive = false
        setPagesTakingClicks(page)
    }

    /// A page whose column is hidden takes no clicks, as the hidden column took none: one
    /// sliding away under the page coming in would take a click meant for it (Back).
    private func setPagesTakingClicks(_ shownPage: Widget) {
        splitPage.canTarget = splitPage === shownPage
        for (_, page) in stackPages { page.canTarget = page === shownPage }
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
    /// A swipe began: `below`, the column Back goes to, shows at once under `page`, the
    /// column dragged (its image). In the same page of the stack, the paneds, the column
    /// dragged is hidden for the swipe.
    func revealForSwipe(_ below: Widget, under page: Widget) {
        below.isVisible = true
        let belowPage = stackPage(showing: below)
        if belowPage === stackPage(showing: page) { page.isVisible = false }
        stack.showWithoutSliding(belowPage)
    }

    /// A swipe was cancelled: `page` shows again at once, and `below` as it was.
    func cancelSwipe(showing page: Widget, below: Widget, belowWasVisible: Bool) {
        page.isVisible = true
        stack.showWithoutSliding(stackPage(showing: page))
        below.isVisible = belowWasVisible
    }

    /// Names the collapsed stack's pages for assistive technologies: each column's page by
    /// `title(column)`, and the split page by the title of the column it shows while
    /// `collapsed`; expanded, where it shows them all, by the list's (the layout's title).
    func titlePages(collapsed: Bool, _ title: (SplitColumn) -> String?) {
        for (column, widget) in columns {
            if let name = title(column), let page = stackPage(holding: widget) {
                stack.setTitle(name, ofPageShowing: page)
            }
        }
        guard collapsed else {
            if let name = title(.list) { stack.setTitle(name, ofPageShowing: splitPage) }
            return
        }
        // The split page by the column it shows, else by the one Back goes to from the pages.
        let inSplit = columns.filter { !isOnStack($0.widget) }
        let onPages = columns.filter { isOnStack($0.widget) }.map(\.column)
        let named =
            inSplit.first { $0.widget.isVisible }
            ?? inSplit.last { column in onPages.contains { $0 > column.column } }
        if let named, let name = title(named.column) { stack.setTitle(name, ofPageShowing: splitPage) }
    }
}
