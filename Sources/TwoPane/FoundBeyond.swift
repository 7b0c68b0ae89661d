import TwoPaneModel

/// The items the app's own search found that are not among the app's items (a search over
/// every folder, a server's): the list shows them after the app's items while the query that
/// found them is shown, as rows of their own. The app's items stay the app's: ``appItems``
/// while items found beyond them are shown.
@MainActor
struct FoundBeyond<Item: Identifiable & Hashable> where Item.ID: Sendable {
    /// The app's own items, while items found beyond them are shown after them.
    private(set) var appItems: LayoutItems<Item>?
    /// The items found beyond the app's, in the order the search gave them.
    private(set) var items: [Item] = []
    /// The app's items' ids, indexed the first time one is looked up, and kept until the app
    /// gives new items (``rows(forAppItems:)``): a search's results are looked up in one index.
    private var appIDs: SplitLayoutItems<Item.ID>?

    /// Whether items found beyond the app's are shown.
    var isEmpty: Bool { items.isEmpty }

    /// The rows for a search's results `found`, over `current` (the list's rows now): the
    /// app's items followed by the results that are not among them, and the item `open` if it
    /// was found beyond them before (the open item stays while it is open, L23). Nil when
    /// the rows stay as they are.
    mutating func rows(found: [Item], over current: LayoutItems<Item>, keeping open: Item.ID?) -> LayoutItems<Item>? {
        let app = appItems ?? current
        var beyond = beyondApp(found, app: app)
        if let open, !beyond.contains(where: { $0.id == open }), let kept = items.first(where: { $0.id == open }) {
            beyond.append(kept)
        }
        guard beyond != items else { return nil }
        return show(beyond, after: app)
    }

    /// The rows for the app's new items `app`: them, followed by the items found beyond the
    /// app's before that they do not hold.
    mutating func rows(forAppItems app: LayoutItems<Item>) -> LayoutItems<Item> {
        appIDs = nil
        guard !items.isEmpty else { return app }
        return show(beyondApp(items, app: app), after: app)
    }

    /// The app's items alone again: nil when none were found beyond them.
    mutating func clear() -> LayoutItems<Item>? {
        guard let app = appItems else { return nil }
        (appItems, items) = (nil, [])
        return app
    }

    /// The app's items followed by `beyond` (none: the app's items).
    private mutating func show(_ beyond: [Item], after app: LayoutItems<Item>) -> LayoutItems<Item> {
        items = beyond
        guard !beyond.isEmpty else {
            appItems = nil
            return app
        }
        appItems = app
        return LayoutItems(ItemsFollowedByFound(app: app.collection, found: beyond))
    }

    /// The items of `found` that are not among `app`, once each, in order.
    private mutating func beyondApp(_ found: [Item], app: LayoutItems<Item>) -> [Item] {
        let ids = appIDs ?? SplitLayoutItems(idsOf: app)
        appIDs = ids
        var seen = Set<Item.ID>()
        return found.filter { item in ids.position(of: item.id) == nil && seen.insert(item.id).inserted }
    }
}

/// The app's items, then the items found beyond them: the list's rows while a search shows
/// items that are not the app's.
struct ItemsFollowedByFound<Item>: RandomAccessCollection {
    let app: AnyRandomAccessCollection<Item>
    let found: [Item]

    var startIndex: Int { 0 }
    var endIndex: Int { app.count + found.count }

    subscript(position: Int) -> Item {
        position < app.count ? app[app.index(app.startIndex, offsetBy: position)] : found[position - app.count]
    }
}
