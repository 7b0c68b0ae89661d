import TwoPaneGtk
import TwoPaneModel

/// Search at the top of the list: the field filters the list, in steps that never block the
/// main loop for long (L18); the selection survives while its item is shown and clears when
/// the search hides it (L12); a search that matches nothing shows "No results".
extension TwoPaneSplitLayout {
    /// How long one step of a search may look at rows, in microseconds: a frame has 16,700,
    /// and GTK's work on the rows a step shows comes on top. The step a key takes at once
    /// looks for less, so the key's own block stays short.
    static var searchStepMicroseconds: Int64 { 6_000 }
    static var firstSearchStepMicroseconds: Int64 { 2_000 }

    /// What the search field holds, or sets it (and searches) from code.
    public var searchFieldText: String {
        get { listColumn.searchText }
        set {
            listColumn.searchText = newValue
            send(.searchFieldChanged)
        }
    }

    /// Whether the search has looked at every row: the list shows every match.
    package var isSearchSettled: Bool { filter.isSettled }

    /// The search field, if the layout has one (the benchmark types into it).
    package var searchField: SearchEntry? { listColumn.searchEntry }

    /// The search field's text changed (once typing paused): search again, with the app's
    /// own search when it has one (``search``). The first step is taken now, so a short list
    /// is searched at once; the rest on idle.
    func searchChanged() {
        let text = searchFieldText
        if searchQuery.value != text { searchQuery.value = text }
        if appSearch.search != nil, !text.isEmpty {
            // The field says so again once its delay is over when the app set its text
            // (which searched at once): the same query is not searched twice.
            guard text != appSearch.lastQuery else { return }
            runAppSearch(for: text)
        } else {
            appSearch.cancel(forgettingQuery: true)
            if text.isEmpty { showTheAppsItemsAlone() }
            applyQuery(text, matching: nil)
        }
    }

    /// Shows the rows that match `text`: those whose text contains it, or the items the app's
    /// search found for it (`ids`).
    func applyQuery(_ text: String, matching ids: Set<ID>?) {
        let selectedRow = selectedRowPosition
        let focusedRow = listColumn.focusedRowPosition
        guard let rows = filter.search(for: text, matching: ids, selected: selectedRow, focused: focusedRow)
        else { return }
        let found = filter.step(until: MainLoop.monotonicMicroseconds + Self.firstSearchStepMicroseconds)
        // Focus in the list leaves the rows first and comes back after, unless it is on a
        // row the search keeps: that row keeps it.
        let keepsFocusedRow = focusedRow.map { filter.shownIndex(of: $0) != nil } ?? false
        changeShownRows(selectedRow: selectedRow, keepingFocus: !keepsFocusedRow) {
            // A new query's first rows in one change.
            if case .only = rows, let shown = filter.shown {
                listColumn.showOnlyRows(at: shown)
            } else {
                listColumn.showRows(found, showsEveryRow: filter.shown == nil)
            }
        }
        continueSearch()
    }

    /// Takes the search's next step on idle, after input and drawing, until it is done.
    func continueSearch() {
        guard !filter.isSettled, !filter.isStepScheduled else { return }
        filter.isStepScheduled = true
        sendWhenIdle(.searchStep)
    }

    /// The search's next step, on idle: the matches it finds are shown.
    func takeSearchStep() {
        filter.isStepScheduled = false
        guard !filter.isSettled else { return }
        // Read before the step: the rows it shows move the selected one down.
        let selectedRow = selectedRowPosition
        let focusedRow = listColumn.focusedRowPosition
        let found = filter.step(until: MainLoop.monotonicMicroseconds + Self.searchStepMicroseconds)
        if !found.isEmpty || filter.isSettled {
            // A refresh of the app's search may hide the focused row.
            let hidesFocusedRow = focusedRow.map { filter.shownIndex(of: $0) == nil } ?? false
            changeShownRows(selectedRow: selectedRow, keepingFocus: hidesFocusedRow) {
                listColumn.showRows(found, showsEveryRow: filter.shown == nil)
            }
        }
        continueSearch()
    }

    /// Escape in the search field, once its query is cleared: the list takes focus, on the
    /// row it last had (the selected one, expanded), after the rows the query hid are back.
    func focusList() {
        guard layoutState.isShown(.list) else { return }
        withOwnHandlersBlocked { _ = listColumn.list.grabFocus() }
        noteWhereFocusLanded()
    }

    /// Ctrl+F: focuses the search field while the list is shown; whether it did.
    func focusSearchField() -> Bool {
        guard let searchEntry = listColumn.searchEntry, layoutState.isShown(.list) else { return false }
        return searchEntry.grabFocus()
    }
}
