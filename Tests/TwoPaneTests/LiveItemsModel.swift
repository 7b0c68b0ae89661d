import TwoPaneModel

/// An item of the live-items differential test: a stable id, and a name that updates change
/// (it ends with the id, so every row's label is unique).
struct LiveEntry: Identifiable, Hashable, CustomStringConvertible {
    let id: Int
    var name: String

    var description: String { "\"\(name)\"" }
}

/// One change to the items, made as the same `Array` mutation would make it; positions count
/// every item, shown by the search or not.
enum LiveEdit: CustomStringConvertible {
    case insert([LiveEntry], at: Int)
    case remove(at: Int, count: Int)
    case move(from: Int, to: Int)
    case update(at: Int, LiveEntry)

    /// The same change told to a layout.
    var itemsChange: ItemsChange {
        switch self {
        case .insert(let entries, let position): .inserted(at: position, count: entries.count)
        case .remove(let position, let count): .removed(at: position, count: count)
        case .move(let from, let to): .moved(from: from, to: to)
        case .update(let position, _): .updated(at: position)
        }
    }

    var description: String {
        switch self {
        case .insert(let entries, let position): "insert \(entries) at \(position)"
        case .remove(let position, let count): "remove \(count) at \(position)"
        case .move(let from, let to): "move \(from) to \(to)"
        case .update(let position, let entry): "update \(position) to \(entry)"
        }
    }
}

/// What the layout must show, worked out without GTK: the items, what the search keeps of
/// them, and the selection, kept by id and cleared when its item is removed or a query
/// searches it away (L12). A new value of the selected item that no longer matches the query
/// keeps it shown and selected until the query changes or another item is selected (L23).
struct LiveItemsModel {
    private(set) var items: [LiveEntry]
    /// The search field's text, lowercased: the shown items contain it, ignoring case.
    private(set) var query = ""
    private(set) var selection: LiveEntry.ID?
    /// The selected item, shown although it no longer matches the query (L23).
    private(set) var keptOpen: LiveEntry.ID?

    init(items: [LiveEntry]) { self.items = items }

    /// The items the list shows, in order.
    var shown: [LiveEntry] { query.isEmpty ? items : items.filter { matches($0) || $0.id == keptOpen } }

    /// The selected item's current value.
    var selectedEntry: LiveEntry? { selection.flatMap { id in items.first { $0.id == id } } }

    func matches(_ entry: LiveEntry) -> Bool { query.isEmpty || entry.name.lowercased().contains(query) }

    mutating func apply(_ edit: LiveEdit) {
        switch edit {
        case .insert(let entries, let position): items.insert(contentsOf: entries, at: position)
        case .remove(let position, let count): items.removeSubrange(position..<position + count)
        case .move(let from, let to): items.insert(items.remove(at: from), at: to)
        case .update(let position, let entry): items[position] = entry
        }
        // The selected item is shown (it is one of the shown items): a new value or a new
        // place keeps it, matching or not (L23); gone, it is unselected (L12).
        guard let entry = selectedEntry else {
            selection = nil
            keptOpen = nil
            return
        }
        keptOpen = matches(entry) ? nil : entry.id
    }

    mutating func search(_ text: String) {
        let newQuery = text.lowercased()
        guard newQuery != query else { return }
        query = newQuery
        keptOpen = nil
        keepSelectionIfShown()
    }

    /// Selects the item `id` (which must be shown), or nothing: a row kept for the item
    /// selected before goes.
    mutating func select(_ id: LiveEntry.ID?) {
        if keptOpen != id { keptOpen = nil }
        selection = id
        keepSelectionIfShown()
    }

    private mutating func keepSelectionIfShown() {
        if let entry = selectedEntry, matches(entry) || entry.id == keptOpen { return }
        selection = nil
    }
}
