import TwoPaneGtk
import TwoPaneModel

/// The items: the list's rows built on demand, and new items from the app applied to the
/// model and to only the rows that differ.
extension TwoPaneSplitLayout {
    func makeRow(at position: Int) -> Widget {
        let rows = search.allRows
        guard position < rows.count else { return Label() }
        return rowBuilder(rows[position])
    }

    func itemsReplaced() {
        let old = search.allRows
        if search.isSearching {
            search.replaceAllRows(Self.withoutRepeatedIDs(items, expectedCount: -1))
        } else {
            handle(.itemsChanged(items.map { $0.id }), rendering: .byCaller)
            search.replaceAllRows(Self.withoutRepeatedIDs(items, expectedCount: layoutState.items.count))
        }
        let allRows = search.allRows
        updateShownRows()
        // Only the rows that differ: the list keeps its scroll position, focus and the rows
        // it built for the others.
        let prefix = zip(old, allRows).prefix { $0 == $1 }.count
        var suffix = 0
        while suffix < min(old.count, allRows.count) - prefix,
            old[old.count - 1 - suffix] == allRows[allRows.count - 1 - suffix]
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

    /// `items` keeping the first of repeated ids; no work when there are none.
    static func withoutRepeatedIDs(_ items: [Item], expectedCount: Int) -> [Item] {
        guard expectedCount != items.count else { return items }
        var seen = Set<ID>()
        return items.filter { seen.insert($0.id).inserted }
    }
}
