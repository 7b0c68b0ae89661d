import CGtk
import CTwoPaneWidgets

/// The row that starts a section of a list: the section's header above the row's own widget.
/// The header is a heading for assistive technologies; a click on it selects and opens
/// nothing (the list takes it: ``ListView``) (GTK 4.8 has no section headers in its lists; GTK 4.12's
/// `GtkSectionModel` does not reach 4.8).
///
/// GTK paints a row's highlight, hover and focus ring over the whole row, which here holds the
/// header too; so the row's own widget sits in a body whose CSS name is `row` and which wears
/// the GTK row's states (``follow(_:)``), and the layout's style sheet leaves the GTK row
/// (marked ``gtkRowClass``) unpainted: the theme's row rules paint the body, below the header.
@MainActor
package final class SectionStartRow: Widget {
    /// The style class of a section's header.
    package static let headerClass = "twopane-section-header"
    /// The style class of the GTK row the section's start is shown in, left unpainted.
    package static let gtkRowClass = "twopane-section-start-row"
    /// The section's title.
    package let title: String
    /// The row's own widget.
    package let row: Widget
    /// The section's header, above the row.
    package let header: Widget
    /// What wears the GTK row's look: the row's own widget in a `row` of its own.
    package let body: Widget

    package init(title: String, row: Widget) {
        self.title = title
        self.row = row
        header = Widget(newlyCreated: cgtk_label_new_with_role(title, GTK_ACCESSIBLE_ROLE_HEADING))
        body = Widget(newlyCreated: twopane_row_body_new(row.widgetPointer))
        super.init(newlyCreated: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        header.addStyleClass("heading")
        header.addStyleClass(Self.headerClass)
        header.align(horizontal: .start)
        header.setMargins(6)
        gtk_label_set_xalign(OpaquePointer(header.widgetPointer), 0)
        gtk_box_append(typedPointer(GtkBox.self), header.widgetPointer)
        gtk_box_append(typedPointer(GtkBox.self), body.widgetPointer)
        addStyleClass("twopane-section-start")
    }

    /// Shows the GTK row `gtkRow`'s states on the row's body (`nil`: none). In a sidebar
    /// list (`navigation-sidebar`), the body takes the sidebar's row style. The list's row
    /// host, which owns `gtkRow`, marks it with ``gtkRowClass``.
    package func follow(_ gtkRow: UnsafeMutablePointer<GtkWidget>?) {
        twopane_row_body_follow(body.widgetPointer, gtkRow)
        let list = gtkRow.flatMap { gtk_widget_get_parent($0) }
        if let list, gtk_widget_has_css_class(list, "navigation-sidebar") != 0 {
            addStyleClass("navigation-sidebar")
        } else {
            removeStyleClass("navigation-sidebar")
        }
    }
}
