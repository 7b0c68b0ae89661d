import TwoPaneGtk
import TwoPaneModel

/// Where the columns are: side by side in paneds (the ones that do not fit drawn over them),
/// or one at a time in the stack. The same column widgets move; they are never rebuilt.
@MainActor
final class ColumnStructure<ID: Hashable & Sendable> {
    private let widgets: SplitLayoutWidgets
    /// The layout whose widgets are installed and shown: side by side, or the stack on a
    /// page. Lags the model only between an allocation that changes it and the end of that
    /// frame's layout pass.
    var installedLayout: SplitLayout?

    init(widgets: SplitLayoutWidgets) {
        self.widgets = widgets
    }

    /// The columns in navigation order: the sidebar (three columns), the list, the detail.
    var columns: [(column: SplitColumn, widget: Widget)] { widgets.columns }

    /// The widget of `column`.
    func widget(of column: SplitColumn) -> Widget? {
        columns.first { $0.column == column }?.widget
    }

    /// Sets the dividers to the columns' widths while side by side (L2).
    func applyColumnWidths(_ state: SplitLayoutState<ID>) {
        if widgets.sidebarColumn != nil { widgets.outerPaned.position = state.sidebarColumnWidth }
        widgets.paned.position = state.listColumnWidth
    }

    /// Moves the columns into the stack, or into the paneds and the overlay as `arrangement`
    /// says. Either is the main child of the overlay, the layout's root's one child.
    func install(_ arrangement: ColumnArrangement?) {
        guard let arrangement else {
            let stack = widgets.stack
            guard !widgets.detailColumn.isChild(of: stack) else { return }
            detachColumnsFromPaneds()
            for (column, widget) in columns { stack.addPage(widget, name: "\(column)") }
            widgets.overlay.child = stack
            return
        }
        if let stack = widgets.builtStack {
            for (_, widget) in columns { stack.removePage(widget) }
        }
        let (outer, inner) = (widgets.outerPaned, widgets.paned)
        let overlaid = arrangement.overlaid.compactMap(widget(of:))
        let overlayColumns = overlaid.isEmpty ? widgets.builtOverlayColumns : widgets.overlayColumns
        let overlayChanges =
            (overlayColumns?.arrangedChildren ?? []).map(ObjectIdentifier.init) != overlaid.map(ObjectIdentifier.init)
        if overlayChanges { overlayColumns?.removeAll() }  // first: a column goes back to its paned
        // Outermost first: a widget takes a new parent only once its old one let it go.
        if let sidebarColumn = widgets.sidebarColumn {
            widgets.overlay.child = outer
            outer.startChild = arrangement.overlaid.contains(.sidebar) ? nil : sidebarColumn
            outer.endChild = inner
        } else {
            widgets.overlay.child = inner
        }
        inner.startChild = arrangement.overlaid.contains(.list) ? nil : widgets.listColumn
        inner.endChild = widgets.detailColumn
        if overlayChanges {
            for widget in overlaid { overlayColumns?.append(widget) }
        }
        overlayColumns?.isVisible = !overlaid.isEmpty
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
                widgets.builtOverlayColumns.map(widget.isChild(of:)) == true
                || arrangement?.overlaid.contains { self.widget(of: $0) === widget } == true
            return overlayMove || widgets.sidebarColumn != nil
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
                container = widgets.builtStack
            } else if arrangement?.overlaid.contains(column) == true {
                container = widgets.builtOverlayColumns
            } else {
                container = column == .sidebar ? widgets.outerPaned : widgets.paned
            }
            // A container not made yet holds nothing: every column moves into it.
            return container.map(widget.isChild(of:)) == true ? nil : widget
        }
    }

    private func detachColumnsFromPaneds() {
        widgets.builtOverlayColumns?.removeAll()
        widgets.builtOverlayColumns?.isVisible = false
        widgets.paned.startChild = nil
        widgets.paned.endChild = nil
        widgets.outerPaned.startChild = nil
        widgets.outerPaned.endChild = nil
    }

    /// Shows the columns the layout shows and hides the rest for real, so assistive
    /// technologies do not read a hidden page or column (L14). A column drawn over the others
    /// has the width the user gave it; in a paned, it may shrink to its minimum. Collapsing
    /// shows its page at once (`crossing`): the first frame of the new layout is its final
    /// picture. Moving between pages while collapsed (a selection, Back) slides: that is
    /// navigation.
    func showColumns(_ state: SplitLayoutState<ID>, crossing: Bool) {
        let configuration = state.configuration
        let overlaid = state.arrangement?.overlaid ?? []
        widgets.listColumn.setSizeRequest(
            width: overlaid.contains(.list) ? state.preferredListWidth : configuration.listColumn.min)
        widgets.sidebarColumn?.setSizeRequest(
            width: overlaid.contains(.sidebar) ? state.preferredSidebarWidth : configuration.sidebarColumn.min)
        if let arrangement = state.arrangement {
            for (column, widget) in columns { widget.isVisible = arrangement.shows(column) }
            widgets.paned.isDividerInteractive = arrangement.sideBySide.contains(.list)
            widgets.outerPaned.isDividerInteractive = arrangement.sideBySide.contains(.sidebar)
            return
        }
        let shown = widget(of: state.compactColumn) ?? widgets.listColumn
        shown.isVisible = true
        if crossing {
            widgets.stack.showWithoutSliding(shown)
        } else {
            widgets.stack.visibleChild = shown
        }
        for (_, widget) in columns where widget !== shown { widget.isVisible = false }
    }

    /// Whether a click at `x` in the overlay falls outside the columns drawn over the
    /// others (which such a click dismisses).
    func isOutsideOverlaidColumns(x: Double) -> Bool {
        let columnsWidth = Double(widgets.builtOverlayColumns?.allocatedWidth ?? 0)
        let overlayWidth = Double(widgets.overlay.allocatedWidth)
        return widgets.root.isRightToLeft ? x < overlayWidth - columnsWidth : x >= columnsWidth
    }
}
