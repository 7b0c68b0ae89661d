import CGtk

/// Keyboard focus in the list, and which row is where: the row that has focus, the row under
/// a point, the row GTK made for a shown row. Rows are counted among the rows shown, as GTK
/// counts them, but for ``focusedRowPosition``, which names the focused row among all the rows.
extension ListView {
    /// The position (among all the rows) of the row that has keyboard focus, or holds the
    /// widget that has it; nil when focus is not on a row.
    public var focusedRowPosition: RowPosition? {
        guard let focusedRow = gtk_widget_get_focus_child(widgetPointer) else { return nil }
        return rowHosts.host(ofRowWidget: focusedRow)?.boundPosition
    }

    /// Takes a window's first focus as GTK's own first focus would land in a list of its
    /// version: GTK 4.8 focuses the list itself, which a screen reader names ("Trails. List
    /// with 4 items."); from 4.12 on, a row, as Tab does: there the list itself focused would
    /// spend the first arrow key entering its rows.
    package func takeFirstFocus() {
        if GtkRuntime.focusesRowOnTab, gtk_widget_child_focus(widgetPointer, GTK_DIR_TAB_FORWARD) != 0 { return }
        grabFocus()
    }

    /// Takes keyboard focus as Tab reaching the list does: its row with the list's focus
    /// (the selected one, else the first), or the list itself when it has no row drawn.
    package func focusAsTabDoes() {
        if gtk_widget_child_focus(widgetPointer, GTK_DIR_TAB_FORWARD) != 0, containsFocus { return }
        grabFocus()
    }

    /// Moves keyboard focus to the row shown at `index`, scrolling it into view. A row GTK
    /// has no widget for yet gets it once the list is laid out; until then the list has it.
    public func focusRow(_ index: ShownRowIndex) {
        scrollToRow(index)
        if let row = rowWidget(atShownIndex: index), gtk_widget_grab_focus(row) != 0 { return }
        _ = gtk_widget_grab_focus(widgetPointer)
    }

    /// Gives keyboard focus to the first row wholly on screen; whether there was one. (For a
    /// list that lost focus to GTK: the row that had it was scrolled out of view and is no
    /// longer drawn, and GTK 4.8 would give it back there, to drop it again.)
    package func focusFirstRowOnScreen() -> Bool {
        var child = gtk_widget_get_first_child(widgetPointer)
        while let row = child {
            child = gtk_widget_get_next_sibling(row)
            if isOnScreen(row), gtk_widget_grab_focus(row) != 0 { return true }
        }
        return false
    }

    /// The row under the point (`x`, `y`) of the list (its index among the rows shown), and
    /// where that row is, in the list's coordinates; nil between rows or past the last.
    func row(atX x: Double, y: Double) -> (index: ShownRowIndex, bounds: graphene_rect_t)? {
        var child = gtk_widget_get_first_child(widgetPointer)
        while let row = child {
            child = gtk_widget_get_next_sibling(row)
            var bounds = graphene_rect_t()
            guard gtk_widget_get_mapped(row) != 0, gtk_widget_compute_bounds(row, widgetPointer, &bounds) != 0 else {
                continue
            }
            let (left, top) = (Double(bounds.origin.x), Double(bounds.origin.y))
            guard x >= left, x < left + Double(bounds.size.width), y >= top, y < top + Double(bounds.size.height),
                let index = shownIndex(ofRowWidget: row)
            else { continue }
            return (index, bounds)
        }
        return nil
    }

    /// The row that has keyboard focus (its index among the rows shown) and where it is, in
    /// the list's coordinates.
    func focusedRow() -> (index: ShownRowIndex, bounds: graphene_rect_t)? {
        guard let row = gtk_widget_get_focus_child(widgetPointer), let index = shownIndex(ofRowWidget: row) else {
            return nil
        }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, widgetPointer, &bounds) != 0 else { return nil }
        return (index, bounds)
    }

    /// The index among the rows shown of the row whose widget GTK made is `row`.
    private func shownIndex(ofRowWidget row: UnsafeMutablePointer<GtkWidget>) -> ShownRowIndex? {
        rowHosts.host(ofRowWidget: row)?.shownIndex
    }

    /// Whether the row widget `row` is laid out within the list's view.
    private func isOnScreen(_ row: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_mapped(row) != 0, gtk_widget_get_height(row) > 0 else { return false }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, widgetPointer, &bounds) != 0 else { return false }
        let bottom = Double(bounds.origin.y + bounds.size.height)
        return bounds.origin.y >= 0 && bottom <= Double(gtk_widget_get_height(widgetPointer))
    }

    /// The widget GTK made for the row shown at `index`, if it has made one.
    private func rowWidget(atShownIndex index: ShownRowIndex) -> UnsafeMutablePointer<GtkWidget>? {
        guard let position = rowPosition(atShownIndex: index) else { return nil }
        return rowHosts.boundHost(at: position)?.rowWidget
    }
}
