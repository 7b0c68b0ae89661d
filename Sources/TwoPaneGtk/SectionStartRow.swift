import CGtk

/// The row that starts a section of a list: the section's header above the row's own widget.
/// The header is a heading for assistive technologies; a click on it selects and opens
/// nothing (the list takes it: ``ListView``) (GTK 4.8 has no section headers in its lists; GTK 4.12's
/// `GtkSectionModel` does not reach 4.8).
@MainActor
package final class SectionStartRow: Widget {
    /// The style class of a section's header.
    package static let headerClass = "twopane-section-header"
    /// The section's title.
    package let title: String
    /// The row's own widget.
    package let row: Widget
    /// The section's header, above the row.
    package let header: Widget

    package init(title: String, row: Widget) {
        self.title = title
        self.row = row
        header = Widget(newlyCreated: cgtk_label_new_with_role(title, GTK_ACCESSIBLE_ROLE_HEADING))
        super.init(newlyCreated: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        header.addStyleClass("heading")
        header.addStyleClass(Self.headerClass)
        header.align(horizontal: .start)
        header.setMargins(6)
        gtk_label_set_xalign(OpaquePointer(header.widgetPointer), 0)
        gtk_box_append(typedPointer(GtkBox.self), header.widgetPointer)
        gtk_box_append(typedPointer(GtkBox.self), row.widgetPointer)
        addStyleClass("twopane-section-start")
    }
}
