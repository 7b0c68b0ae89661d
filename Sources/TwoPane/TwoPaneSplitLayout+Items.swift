import TwoPaneGtk
import TwoPaneModel

/// The items: the list's rows built on demand, and new items from the app applied to the
/// model and to only the rows that differ.
extension TwoPaneSplitLayout {
    /// Replaces the items; the selection stays by id, or clears when its item is gone
    /// (L12). Only the rows that differ are rebuilt.
    public func setItems(_ newItems: some RandomAccessCollection<Item>) {
        items = AnyRandomAccessCollection(newItems)
        itemsReplaced()
    }

    func makeRow(at position: Int) -> Widget {
        let rows = search.allRows
        guard position < rows.count else { return Label() }
        return rowBuilder(rows.element(at: position))
    }

    func itemsReplaced() {
        let old = search.allRows
        if !search.isSearching {
            handle(.itemsChanged(SplitLayoutItems(idsOf: items)), rendering: .byCaller)
        }
        search.replaceAllRows(items)
        let allRows = search.allRows
        updateShownRows()
        // Only the rows that differ: the list keeps its scroll position, focus and the rows
        // it built for the others.
        let prefix = zip(old, allRows).prefix { $0 == $1 }.count
        var suffix = 0
        while suffix < min(old.count, allRows.count) - prefix,
            old.element(at: old.count - 1 - suffix) == allRows.element(at: allRows.count - 1 - suffix)
        {
            suffix += 1
        }
        keepingListFocus {
            withOwnHandlersBlocked {
                widgets.list.replaceRows(
                    at: prefix, removing: old.count - prefix - suffix,
                    adding: allRows.count - prefix - suffix)
                applyRowFilter()
            }
        }
        renderNow()
    }

    /// Runs `body`, which may remove the focused row. GTK 4.8 warns when a focused row is
    /// removed (GtkPaned loses track of its focus child): focus leaves the rows first and
    /// comes back to the list after.
    func keepingListFocus(_ body: () -> Void) {
        let focusInList = window?.focusedWidget?.isInside(widgets.list) == true
        if focusInList { window?.clearFocus() }
        defer { if focusInList { widgets.list.grabFocus() } }
        body()
    }
}
