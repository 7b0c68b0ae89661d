import TwoPaneGtk
import TwoPaneModel

/// The sidebar column of a three-column layout: a scrolled list of the sidebar's rows. This
/// part builds these widgets and alone changes them; ``ColumnStructure`` places, shows and
/// sizes the column itself.
@MainActor
final class SidebarColumn {
    /// The column, as ``ColumnStructure`` places it.
    let column = ScrolledWindow()
    let list: ListView

    init(_ sidebar: SplitSidebar) {
        list = ListView(count: sidebar.rowCount) { position in sidebar.makeRow(at: position.rawValue) }
        list.setAccessibleLabel(sidebar.title)
        list.addStyleClass("navigation-sidebar")
        column.child = list
        column.addStyleClass("twopane-sidebar-column")
        column.expandsVertically = true
    }

    /// The sidebar's title changed: the list's accessible name follows it.
    func retitle(_ title: String) { list.setAccessibleLabel(title) }

    /// Chooses the row at `position` (nil: none). The sidebar's list shows every row: a row's
    /// position is its index among the rows shown.
    func select(_ position: Int?) { list.selectedIndex = position.map(ShownRowIndex.init) }
}
