import CGtk

/// How the row GTK made for a row host shows that the host's content starts a section
/// (``SectionStartRow``): for screen readers, the section's title as the row's description;
/// on screen, the row left unpainted, its look worn by the section's row body below the header.
/// A recycled row whose content starts none loses both.
@MainActor
struct RowSectionLook {
    /// The section title the row GTK made is described by, if any.
    private var describedSection: String?

    /// Shows on `rowWidget`, the row GTK made (nil while the host is not in one), whether
    /// `content`, the host's new content, starts a section.
    mutating func show(_ content: Widget?, on rowWidget: UnsafeMutablePointer<GtkWidget>?) {
        guard let rowWidget else { return }
        let start = content as? SectionStartRow
        describe(start?.title, on: rowWidget)
        paint(start, on: rowWidget)
    }

    /// The row that starts a section is described by the section's title, on the widget
    /// GTK made for the row, which takes the focus: Orca reads a focused row by the text of
    /// its labels but skips a heading among them, and speaks the description after the
    /// row. A recycled row that starts none loses it.
    private mutating func describe(_ title: String?, on rowWidget: UnsafeMutablePointer<GtkWidget>) {
        // Set again, the same description is read again where the row has focus.
        guard title != describedSection else { return }
        describedSection = title
        if let title {
            cgtk_accessible_set_description(rowWidget, title)
        } else {
            gtk_accessible_reset_property(OpaquePointer(rowWidget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
        }
    }

    /// A row that starts a section wears its look below its header, on the section's row
    /// body (``SectionStartRow``): the GTK row itself is marked to be left unpainted. A
    /// recycled row that starts none is painted again.
    private func paint(_ start: SectionStartRow?, on rowWidget: UnsafeMutablePointer<GtkWidget>) {
        if let start {
            gtk_widget_add_css_class(rowWidget, SectionStartRow.gtkRowClass)
            start.follow(rowWidget)
        } else {
            gtk_widget_remove_css_class(rowWidget, SectionStartRow.gtkRowClass)
        }
    }
}
