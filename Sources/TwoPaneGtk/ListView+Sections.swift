import CGtk

/// A list in sections: a row that starts one carries the section's header above it
/// (``SectionStartRow``), and its row host shows so on the row GTK made (``RowSectionLook``).
/// Presses on a header are the list's (``SectionHeaderPresses``); after a change of the rows,
/// the rows that now start or stop a section are built again.
extension ListView {
    /// Whether the point (`x`, `y`) of the list is on a section's header.
    func isSectionHeader(atX x: Double, y: Double) -> Bool {
        var widget = gtk_widget_pick(widgetPointer, x, y, GTK_PICK_DEFAULT)
        while let current = widget, current != widgetPointer {
            if gtk_widget_has_css_class(current, SectionStartRow.headerClass) != 0 { return true }
            widget = gtk_widget_get_parent(current)
        }
        return false
    }

    /// The positions (among all the rows) of the bound rows whose section header
    /// (``SectionStartRow``) is not the one `header(position)` says they carry now (`nil`:
    /// none): those a change of the rows made start or stop a section.
    package func rowsWithStaleSectionHeaders(_ header: (RowPosition) -> String?) -> [RowPosition] {
        boundRowContents.compactMap { position, content in
            (content as? SectionStartRow)?.title == header(position) ? nil : position
        }
    }
}
