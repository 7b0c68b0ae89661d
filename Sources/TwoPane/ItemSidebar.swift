import TwoPaneGtk
import TwoPaneModel

/// A sidebar of the app's own identifiable items, each row a widget the app builds (an icon,
/// a title, an unread count), chosen by id and updated live: ``setItems(_:)`` compares the
/// items by id, so a count that changes rebuilds that row alone, and the chosen row stays
/// chosen wherever it moves.
///
/// ```swift
/// struct Feed: Identifiable, Hashable {
///     let id: String
///     var unread: Int
/// }
/// let chosen = ObservableValue<Feed.ID?>("Swift Blog")
/// let sidebar = ItemSidebar(
///     title: "Feeds", items: [Feed(id: "Swift Blog", unread: 9), Feed(id: "GNOME", unread: 0)],
///     selection: chosen, itemTitle: { $0.id },
///     row: { feed in
///         let row = Box(.horizontal, spacing: 8)
///         row.append(Label(feed.id))
///         if feed.unread > 0 { row.append(Label("\(feed.unread)")) }  // a count badge
///         return row
///     })
/// // let layout = TwoPaneSplitLayout(…, sidebar: sidebar, …)
/// sidebar.setItems([Feed(id: "Swift Blog", unread: 10), Feed(id: "GNOME", unread: 0)])  // one row rebuilt
/// ```
@MainActor
public final class ItemSidebar<Item: Identifiable & Hashable>: SplitSidebar {
    /// The chosen item's id, shared with the app: the layout writes the user's choice, and
    /// assigning it from code chooses (or, with `nil`, clears) as the user would.
    public let selectedID: ObservableValue<Item.ID?>
    /// The items, in order: the last ``setItems(_:)`` gave them (one made while the layout
    /// renders is taken once the render is over).
    public var items: AnyRandomAccessCollection<Item> { rows.collection }
    private var rows: LayoutItems<Item>
    private let itemTitle: (Item) -> String
    private let rowContent: @MainActor (Item) -> Widget
    private var observations: [Observation] = []

    /// The title of an item's section (`nil`: none), as the list's
    /// ``TwoPaneSplitLayout/sectionTitle``: consecutive items with the same title form a
    /// section, under a header that is not a row (nothing selects or opens it, arrow keys
    /// skip it, a screen reader reads it as a heading). The app keeps the items in section
    /// order; headers follow ``setItems(_:)``, e.g. `feeds.sectionTitle = { $0.folder }`.
    public var sectionTitle: (@MainActor (Item) -> String?)? {
        didSet { applyRowsChange?({ [weak self] in (.unchanged, self?.selection.value) }) }
    }

    /// A sidebar titled `title` with a row built by `row` for each of `items`, whose chosen
    /// item's id is bound to `selection`. `itemTitle` names an item where a title is needed:
    /// the list page's header when collapsed, never a row's decoration.
    public init(
        title: String, items: some RandomAccessCollection<Item>, selection: ObservableValue<Item.ID?>,
        itemTitle: @escaping (Item) -> String, row: @escaping @MainActor (Item) -> Widget
    ) {
        let layoutItems = LayoutItems(items)
        self.rows = layoutItems
        self.selectedID = selection
        self.itemTitle = itemTitle
        self.rowContent = row
        super.init(title: title, selection: ObservableValue(Self.position(of: selection.value, in: layoutItems)))
        observations.append(selection.observe { [weak self] id in self?.idAssigned(id) })
        observations.append(self.selection.observe { [weak self] position in self?.positionChosen(position) })
    }

    /// Replaces the items with `newItems`: rows are inserted, removed and rebuilt by id, as
    /// the layout's list does, and the chosen item stays chosen; if it is gone, nothing is.
    public func setItems(_ newItems: some RandomAccessCollection<Item>) {
        let new = LayoutItems(newItems)
        let change: @MainActor () -> (ItemsEdit, Int?) = { [weak self] in
            guard let self else { return (.unchanged, nil) }
            let edit = ItemsDiff.edit(from: self.rows, to: new)
            self.rows = new
            // The chosen row moves with the edit (rows are matched by id); the ids are searched
            // only for an id chosen before its item came, or whose row went.
            let moved = self.selection.value.flatMap(edit.newPosition(of:))
            return (edit, moved ?? Self.position(of: self.selectedID.value, in: new))
        }
        if let applyRowsChange {
            applyRowsChange(change)
        } else {
            selection.value = change().1
        }
    }

    override var rowCount: Int { rows.count }

    override func rowTitle(at position: Int) -> String? {
        (0..<rows.count).contains(position) ? itemTitle(rows.element(at: position)) : nil
    }

    override func startedSection(at position: Int) -> String? {
        guard let sectionTitle, (0..<rows.count).contains(position),
            let title = sectionTitle(rows.element(at: position))
        else { return nil }
        return position > 0 && sectionTitle(rows.element(at: position - 1)) == title ? nil : title
    }

    override func makeRow(at position: Int) -> Widget {
        guard (0..<rows.count).contains(position) else { return Label() }
        let row = rowContent(rows.element(at: position))
        return startedSection(at: position).map { SectionStartRow(title: $0, row: row) } ?? row
    }

    private static func position(of id: Item.ID?, in items: LayoutItems<Item>) -> Int? {
        guard let id else { return nil }
        return (0..<items.count).first { items.element(at: $0).id == id }
    }

    /// The app chose an item by id: the row it is at.
    private func idAssigned(_ id: Item.ID?) {
        let position = Self.position(of: id, in: rows)
        if selection.value != position { selection.value = position }
    }

    /// The layout chose a row (the user did, or the rows moved): its item's id.
    private func positionChosen(_ position: Int?) {
        let id = position.flatMap { (0..<rows.count).contains($0) ? rows.element(at: $0).id : nil }
        if selectedID.value != id { selectedID.value = id }
    }
}
