import TwoPaneGtk
import TwoPaneModel

/// The two-way bindings: the selection, the sidebar's selection, the column visibility and
/// the compact column. The
/// app assigns them as the user would act; the layout writes the user's changes back.
extension TwoPaneSplitLayout {
    func observeBindings() {
        bindingObservations.append(selection.observe { [weak self] newValue in
            guard let self, !self.isWritingBindingsBack else { return }
            self.handle(.selectionAssigned(newValue))
        })
        if let sidebar {
            bindingObservations.append(sidebar.selection.observe { [weak self] newValue in
                guard let self, !self.isWritingBindingsBack else { return }
                self.handle(.sidebarSelectionAssigned(newValue))
            })
        }
        if let columnVisibility {
            bindingObservations.append(columnVisibility.observe { [weak self] newValue in
                guard let self, !self.isWritingBindingsBack else { return }
                self.handle(.columnVisibilityAssigned(newValue))
            })
        }
        if let compactColumn {
            bindingObservations.append(compactColumn.observe { [weak self] newValue in
                guard let self, !self.isWritingBindingsBack else { return }
                self.handle(.compactColumnAssigned(newValue))
            })
        }
    }

    /// Writes the model's selection, visibility and compact column to the bindings that
    /// differ, without the bindings' observers handling them again.
    func writeBindingsBack(_ state: SplitLayoutState<ID>) {
        isWritingBindingsBack = true
        defer { isWritingBindingsBack = false }
        if selection.value != state.selection { selection.value = state.selection }
        if let sidebar, sidebar.selection.value != state.sidebarSelection {
            sidebar.selection.value = state.sidebarSelection
        }
        if let columnVisibility, columnVisibility.value != state.columnVisibility {
            columnVisibility.value = state.columnVisibility
        }
        if let compactColumn, compactColumn.value != state.compactColumn {
            compactColumn.value = state.compactColumn
        }
    }
}
