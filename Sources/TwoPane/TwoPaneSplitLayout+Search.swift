import TwoPaneGtk
import TwoPaneModel

/// Search at the top of the list: the field filters the list through a `GtkFilterListModel`;
/// the selection survives while its item is shown and clears when the search hides it
/// (L12); a search that matches nothing shows "No results".
extension TwoPaneSplitLayout {
    /// What the search field holds, or sets it (and searches) from code.
    public var searchFieldText: String {
        get { widgets.searchEntry?.text ?? "" }
        set {
            widgets.searchEntry?.text = newValue
            searchChanged()
        }
    }

    /// The search field's text changed (once typing paused): filter the list again.
    func searchChanged() {
        guard search.setQuery(widgets.searchEntry?.text ?? "") else { return }
        updateShownRows()
        keepingListFocus {
            withOwnHandlersBlocked { applyRowFilter() }
        }
        renderNow()
    }

    /// The rows the search matches become the shown rows and the model's items (L12 keeps
    /// or clears the selection). Done before the list changes: a render the list's change
    /// causes (focus moving) must find rows and model in step.
    func updateShownRows() {
        if let ids = search.updateShownRows(modelItemCount: layoutState.items.count) {
            handle(.itemsChanged(ids), rendering: .byCaller)
        }
    }

    /// Makes the list's filter show the shown rows, and "No results" when there are none.
    func applyRowFilter() {
        if let shown = search.shownRowFlags {
            widgets.list.showOnlyRows { position in position < shown.count && shown[position] }
        } else {
            widgets.list.showOnlyRows(where: nil)
        }
        let nothingFound = search.nothingFound
        widgets.noResults.isVisible = nothingFound
        widgets.listScroller.isVisible = !nothingFound
    }

    /// Ctrl+F: focuses the search field while the list is shown; whether it did.
    func focusSearchField() -> Bool {
        guard let searchEntry = widgets.searchEntry, layoutState.isShown(.list) else { return false }
        return searchEntry.grabFocus()
    }
}
