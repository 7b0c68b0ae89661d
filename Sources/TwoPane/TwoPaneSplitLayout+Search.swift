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

    /// Whether `item` is shown for the current search.
    func matchesSearch(_ item: Item) -> Bool {
        guard !searchQuery.isEmpty, let searchText else { return true }
        return searchText(item).lowercased().contains(searchQuery)
    }

    /// The search field's text changed (once typing paused): filter the list again.
    func searchChanged() {
        let query = (widgets.searchEntry?.text ?? "").lowercased()
        guard query != searchQuery else { return }
        searchQuery = query
        updateShownRows()
        keepingListFocus {
            withOwnHandlersBlocked { applyRowFilter() }
        }
        render()
    }

    /// The rows the search matches become the shown rows and the model's items (L12 keeps
    /// or clears the selection). Done before the list changes: a render the list's change
    /// causes (focus moving) must find rows and model in step.
    func updateShownRows() {
        shownRowFlags = searchQuery.isEmpty ? nil : allRows.map(matchesSearch)
        if let shown = shownRowFlags {
            rows = zip(allRows, shown).compactMap { $1 ? $0 : nil }
        } else {
            rows = allRows
        }
        // Not searching and as many rows as the model has: the model already has these items
        // (`itemsReplaced` gave them first), so no second hashing pass.
        if layoutState.items.count != rows.count || !searchQuery.isEmpty {
            layoutState.handle(.itemsChanged(rows.map { $0.id }))
        }
    }

    /// Makes the list's filter show the shown rows, and "No results" when there are none.
    func applyRowFilter() {
        if let shown = shownRowFlags {
            widgets.list.showOnlyRows { position in position < shown.count && shown[position] }
        } else {
            widgets.list.showOnlyRows(where: nil)
        }
        let nothingFound = rows.isEmpty && !searchQuery.isEmpty
        widgets.noResults.isVisible = nothingFound
        widgets.listScroller.isVisible = !nothingFound
    }

    /// Ctrl+F: focuses the search field while the list is shown; whether it did.
    func focusSearchField() -> Bool {
        guard let searchEntry = widgets.searchEntry, layoutState.isShown(.list) else { return false }
        return searchEntry.grabFocus()
    }
}
