import TwoPaneGtk
import TwoPaneModel

/// A list and its detail, side by side when there is room and one page at a time with a
/// back button when there is not: SwiftUI's `NavigationSplitView` for GTK 4.
///
/// The layout watches its own allocated width. Below `breakpoint` (600 px) it collapses
/// into a stack; it expands again from `breakpoint + hysteresis` (612 px). The same list and
/// detail widgets move between a `GtkPaned` and a `GtkStack`, so selection, scroll position
/// and focus survive. Rules L1–L14 of DESIGN.md hold; ``layoutState`` shows the model.
///
/// The selection is bound through an ``ObservableValue``: the layout writes the user's
/// choice to it, and assigning it from code selects (or, with `nil`, clears) as the user would.
///
/// ```swift
/// let selection = ObservableValue<Trail.ID?>(nil)
/// let layout = TwoPaneSplitLayout(
///     title: "Trails", items: trails, selection: selection,
///     itemTitle: { $0.name },
///     row: { trail in Label(trail.name) },
///     detail: { trail in TrailDetailView(trail, done: { selection.value = nil }) })
/// layout.attach(to: window)
/// ```
@MainActor
public final class TwoPaneSplitLayout<Item: Identifiable & Hashable> where Item.ID: Sendable {
    public typealias ID = Item.ID

    /// The list's title: the header's title and the list's accessible name.
    public let title: String
    /// The selection, shared with the app.
    public let selection: ObservableValue<ID?>
    /// The model: what the layout shows is derived from it.
    public internal(set) var layoutState: SplitLayoutState<ID>

    /// The items, in list order; ids must be unique (a repeated id keeps its first place).
    /// Assigning them keeps the selection by id, or clears it when its item is gone (L12).
    public var items: [Item] {
        didSet { itemsReplaced() }
    }

    let widgets: SplitLayoutWidgets
    private let itemTitle: @MainActor (Item) -> String
    private let rowBuilder: @MainActor (Item) -> Widget
    private let detailBuilder: @MainActor (Item) -> Widget
    /// The items the list shows, one per row: `items` without repeated ids, like the model's.
    private(set) var rows: [Item] = []
    var ownHandlers: [SignalConnection] = []
    var isWritingSelectionBack = false
    var isRenderScheduled = false
    /// Focus the last render could not give yet: retried after the next layout pass.
    var pendingFocus: FocusTarget?
    /// The layout whose widgets are installed and shown: side by side, or the stack on a
    /// page. Lags ``layoutState`` only between an allocation that changes it and the end of
    /// that frame's layout pass.
    public internal(set) var installedLayout: SplitLayout?
    /// Hooks for measuring the layout (the benchmark uses them); nil by default.
    public var probes = LayoutProbes()
    /// The item whose detail widget is shown, and that widget.
    var shownDetail: (item: Item, widget: Widget)?
    /// The pages pushed on the detail, bottom first (``pushDetailPage(_:title:)``).
    var detailPages: [DetailPage] = []
    weak var window: Window?
    private var selectionObservation: Observation?

    /// A layout of `items`, each shown in the list by `row` and in the detail by `detail`;
    /// `itemTitle` titles the header of a collapsed detail page.
    public init(
        title: String,
        items: [Item],
        selection: ObservableValue<ID?>,
        listWidth: Int = 320,
        breakpoint: Int = 600,
        hysteresis: Int = 12,
        itemTitle: @escaping @MainActor (Item) -> String,
        row: @escaping @MainActor (Item) -> Widget,
        detail: @escaping @MainActor (Item) -> Widget
    ) {
        let configuration = SplitLayoutConfiguration(breakpoint: breakpoint, hysteresis: hysteresis,
                                                     listWidth: listWidth)
        self.title = title
        self.items = items
        self.selection = selection
        self.itemTitle = itemTitle
        self.rowBuilder = row
        self.detailBuilder = detail
        self.layoutState = SplitLayoutState(items: items.map { $0.id }, selection: selection.value,
                                            configuration: configuration)
        let owner = WeakReference<TwoPaneSplitLayout>()
        let list = ListView(count: layoutState.items.count) { position in
            owner.object?.makeRow(at: position) ?? Label()
        }
        widgets = SplitLayoutWidgets(title: title, list: list, listWidth: configuration.listWidth)
        owner.object = self
        rows = Self.withoutRepeatedIDs(items, expectedCount: layoutState.items.count)
        connectWidgets()
        selectionObservation = selection.observe { [weak self] newValue in
            guard let self, !self.isWritingSelectionBack else { return }
            self.handle(.selectionAssigned(newValue))
        }
        render()
    }

    /// The header bar with the back button, the sidebar toggle and the title; ``attach(to:)``
    /// makes it the window's title bar. Apps may pack their own buttons into it.
    public var headerBar: HeaderBar { widgets.headerBar }

    /// The list of items, for apps that need to reach it (focus, scrolling).
    public var listView: ListView { widgets.list }

    /// The layout's root widget; ``attach(to:)`` makes it the window's child.
    public var widget: Widget { widgets.root }

    /// Makes this layout the content and title bar of `window`, and installs its keyboard
    /// shortcuts there: F9 (sidebar), Escape and Alt+Left (Alt+Right in right-to-left) for
    /// Back, and the mouse back button.
    public func attach(to window: Window) {
        self.window = window
        window.titlebar = widgets.headerBar
        window.child = widgets.root
        ownHandlers.append(window.onFocusChange { [weak self] in self?.focusChanged() })
        installShortcuts()
        render()
    }

    /// Applies an event to the model and shows the result.
    func handle(_ event: SplitLayoutEvent<ID>) {
        layoutState.handle(event)
        render()
    }

    /// The item with this id, if it is one of the items.
    func item(withID id: ID) -> Item? {
        layoutState.position(of: id).map { rows[$0] }
    }

    func title(of item: Item) -> String { itemTitle(item) }
    func makeDetail(for item: Item) -> Widget { detailBuilder(item) }

    private func makeRow(at position: Int) -> Widget {
        guard position < rows.count else { return Label() }
        return rowBuilder(rows[position])
    }

    private func itemsReplaced() {
        let old = rows
        layoutState.handle(.itemsChanged(items.map { $0.id }))
        rows = Self.withoutRepeatedIDs(items, expectedCount: layoutState.items.count)
        // Only the rows that differ: the list keeps its scroll position, focus and the rows
        // it built for the others.
        let prefix = zip(old, rows).prefix { $0 == $1 }.count
        var suffix = 0
        while suffix < min(old.count, rows.count) - prefix, old[old.count - 1 - suffix] == rows[rows.count - 1 - suffix] {
            suffix += 1
        }
        // GTK 4.8 warns when a focused row is removed (GtkPaned loses track of its focus
        // child): take focus off the rows first and give it back to the list after.
        let focusInList = window?.focusedWidget?.isInside(widgets.list) == true
        if focusInList { window?.clearFocus() }
        defer { if focusInList { widgets.list.grabFocus() } }
        withOwnHandlersBlocked {
            widgets.list.replaceRows(at: prefix, removing: old.count - prefix - suffix, adding: rows.count - prefix - suffix)
        }
        render()
    }

    /// `items` keeping the first of repeated ids; no work when there are none.
    private static func withoutRepeatedIDs(_ items: [Item], expectedCount: Int) -> [Item] {
        guard expectedCount != items.count else { return items }
        var seen = Set<ID>()
        return items.filter { seen.insert($0.id).inserted }
    }
}

/// Hooks called at the moments a benchmark measures from.
public struct LayoutProbes {
    /// Called inside size allocation when the width changes the collapsed state (L1), with
    /// the new state.
    public var collapseDecided: (@MainActor (_ isCollapsed: Bool) -> Void)?
    /// Called first thing when the list reports a change of its selection.
    public var listSelectionReceived: (@MainActor () -> Void)?

    public init() {}
}

/// A weak reference, for closures created before the object they call exists.
final class WeakReference<Object: AnyObject> {
    weak var object: Object?
}
