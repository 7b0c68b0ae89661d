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
    /// The app's sidebar: its title, rows and chosen row.
    let sidebar: SplitSidebar
    /// The title the list's accessible name says now.
    private var shownTitle: String

    init(_ sidebar: SplitSidebar) {
        self.sidebar = sidebar
        shownTitle = sidebar.title
        list = ListView(count: sidebar.rowCount) { position in sidebar.makeRow(at: position.rawValue) }
        list.setAccessibleLabel(sidebar.title)
        list.addStyleClass("navigation-sidebar")
        column.child = list
        column.addStyleClass("twopane-sidebar-column")
        column.expandsVertically = true
    }

    /// Shows the sidebar's title: the list's accessible name follows it.
    func showTitle() {
        guard sidebar.title != shownTitle else { return }
        shownTitle = sidebar.title
        list.setAccessibleLabel(shownTitle)
    }

    /// Changes the rows by `edit`'s splices alone, then builds again the rows whose item
    /// changed and those that now start, or no longer start, a section.
    func applyRowsEdit(_ edit: ItemsEdit) {
        list.changeRows { list.replaceRows(by: edit) }
        list.reloadRows(updatedBy: edit)
        let sidebar = self.sidebar
        list.reloadRows(at: list.rowsWithStaleSectionHeaders { sidebar.startedSection(at: $0.rawValue) })
    }

    /// Chooses the row at `position` (nil: none). The sidebar's list shows every row: a row's
    /// position is its index among the rows shown.
    func select(_ position: Int?) { list.selectedIndex = position.map(ShownRowIndex.init) }
}
