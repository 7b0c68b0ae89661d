import TwoPaneGtk
import TwoPaneModel

/// Three columns: the sidebar's rows change under the app's live data (``ItemSidebar``).
extension TwoPaneSplitLayout {
    /// Runs `change` (the sidebar takes its new items and says how the rows changed and
    /// where the chosen row now is), then changes the sidebar's list by those splices alone,
    /// rebuilds the rows whose item changed and those that now start, or no longer start, a
    /// section, and moves the model's chosen row without opening or closing a page. Focus on
    /// a row that goes leaves first and comes back to the sidebar after, as in the list.
    func changeSidebarRows(_ change: @MainActor () -> (ItemsEdit, Int?)) {
        guard let sidebarColumn else {
            _ = change()
            return
        }
        let list = sidebarColumn.list
        let (edit, chosen) = change()
        let focusedRow = list.focusedRowPosition
        let removesFocusedRow = focusedRow.map { edit.newPosition(of: $0.rawValue) == nil } ?? false
        withOwnHandlersBlocked {
            if removesFocusedRow { window?.clearFocus() }
            sidebarColumn.applyRowsEdit(edit)
        }
        apply(.sidebarRowsChanged(chosen))
        if removesFocusedRow, layoutState.isShown(.sidebar) { withOwnHandlersBlocked { _ = list.grabFocus() } }
    }
}
