/// The list's rows and what a search shows of them: every row of the list's model (the
/// items), the query typed, and the rows that match it, which are the model's items while
/// searching (L12 keeps or clears the selection). Until the first search, nothing here
/// reads an item.
@MainActor
final class SearchFilter<Item: Identifiable & Hashable> where Item.ID: Sendable {
    /// The text the search matches in an item; nil when the layout has no search field.
    let searchText: (@MainActor (Item) -> String)?
    /// What the search field holds, lowercased; empty shows every row.
    private(set) var query = ""
    /// Every row of the list's model: the items.
    private(set) var allRows: AnyRandomAccessCollection<Item>
    /// The rows shown, one per model item: `allRows`, or those the query matches.
    private(set) var rows: AnyRandomAccessCollection<Item>
    /// Which of `allRows` the query shows; nil while not searching.
    private(set) var shownRowFlags: [Bool]?

    init(rows: AnyRandomAccessCollection<Item>, searchText: (@MainActor (Item) -> String)?) {
        self.searchText = searchText
        allRows = rows
        self.rows = rows
    }

    var isSearching: Bool { !query.isEmpty }

    /// A search that matches nothing: the list gives way to "No results".
    var nothingFound: Bool { rows.isEmpty && isSearching }

    /// Takes the field's text as the query; whether the query changed.
    func setQuery(_ text: String) -> Bool {
        let query = text.lowercased()
        guard query != self.query else { return false }
        self.query = query
        return true
    }

    /// New rows for the list's model.
    func replaceAllRows(_ rows: AnyRandomAccessCollection<Item>) {
        allRows = rows
    }

    /// Recomputes the shown rows from all rows and the query; returns their ids when the
    /// model's items must change (searching, or a different count), else nil: the model
    /// already has them.
    func updateShownRows(modelItemCount: Int) -> SplitLayoutItems<Item.ID>? {
        shownRowFlags = isSearching ? allRows.map(matches) : nil
        if let shown = shownRowFlags {
            rows = AnyRandomAccessCollection(zip(allRows, shown).compactMap { $1 ? $0 : nil })
        } else {
            rows = allRows
        }
        guard modelItemCount != rows.count || isSearching else { return nil }
        return SplitLayoutItems(idsOf: rows)
    }

    /// Whether `item` is shown for the current query.
    private func matches(_ item: Item) -> Bool {
        guard isSearching, let searchText else { return true }
        return searchText(item).lowercased().contains(query)
    }
}
