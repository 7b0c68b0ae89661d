import TwoPaneGtk
import TwoPaneModel

/// A list and its detail, side by side when there is room and one page at a time with a
/// back button when there is not: SwiftUI's `NavigationSplitView` for GTK 4.
///
/// The layout watches its own allocated width. Below `breakpoint` (600 px) it collapses
/// into a stack; it expands again from `breakpoint + hysteresis` (612 px). The same list and
/// detail widgets move between a `GtkPaned` and a `GtkStack`, so selection, scroll position
/// and focus survive. The layout rules L1–L14 hold (<doc:LayoutRules>); ``layoutState``
/// shows the model.
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
    /// The items' id type: what ``selection`` holds.
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
    /// Three columns: the sidebar before the list.
    public let sidebar: SplitSidebar?
    /// The column visibility, shared with the app, if it binds it.
    public let columnVisibility: ObservableValue<ColumnVisibility>?
    /// The column a collapsed layout shows, shared with the app, if it binds it.
    public let compactColumn: ObservableValue<SplitColumn>?
    /// The text search matches, if the layout has a search field.
    let searchText: (@MainActor (Item) -> String)?
    /// What the search field holds, lowercased; empty shows every item.
    var searchQuery = ""
    /// Which of `allRows` the search shows; `nil` while not searching.
    var shownRowFlags: [Bool]?
    private let itemTitle: @MainActor (Item) -> String
    private let rowBuilder: @MainActor (Item) -> Widget
    private let detailBuilder: @MainActor (Item) -> Widget
    /// Every row of the list's model: `items` without repeated ids (the first keeps its place).
    private(set) var allRows: [Item] = []
    /// The rows shown, one per model item: `allRows`, or those the search matches.
    var rows: [Item] = []
    var ownHandlers: [SignalConnection] = []
    var isWritingBindingsBack = false
    var isRenderScheduled = false
    var hasPlacedInitialFocus = false
    /// A back swipe under way, and where the touchpad's current scroll sequence stands.
    var backSwipe: BackSwipe?
    var backSwipeScroll = BackSwipeScroll.idle
    /// Focus the last render could not give yet: retried after the next layout pass.
    var pendingFocus: FocusTarget?
    /// The layout whose widgets are installed and shown: side by side, or the stack on a
    /// page. Lags ``layoutState`` only between an allocation that changes it and the end of
    /// that frame's layout pass.
    package internal(set) var installedLayout: SplitLayout?
    /// Whether what the layout shows has stopped moving: the installed structure is the
    /// model's and none of its stacks is sliding between pages. The benchmark's "visible"
    /// time ends at the first frame painted in this state.
    package var isSettled: Bool {
        installedLayout == layoutState.layout && !widgets.stack.isTransitionRunning
            && !widgets.detailColumn.isTransitionRunning
    }
    /// Hooks for measuring the layout (the benchmark uses them); nil by default.
    package var probes = LayoutProbes()
    /// The item whose detail widget is shown, and that widget.
    var shownDetail: (item: Item, widget: Widget)?
    /// The pages pushed on the detail, bottom first (``pushDetailPage(_:title:)``).
    var detailPages: [DetailPage] = []
    /// The window the layout is attached to: not kept alive by the layout, which the window
    /// keeps alive.
    private var attachedWindow: WindowReference?
    /// The window the layout is attached to, while it exists.
    var window: Window? { attachedWindow?.window }
    /// The handlers ``attach(to:)`` connected to the window; ``detach()`` disconnects them.
    var windowConnections: [SignalConnection] = []
    var bindingObservations: [Observation] = []
    /// What the last render showed that a screen reader is told about when it changes.
    var announced: (sidebarVisible: Bool, placeholder: Bool, collapsed: Bool)?
    /// What to tell a screen-reader user once focus has settled.
    var pendingAnnouncement: String?
    /// The last announcement made (for tests).
    package internal(set) var lastAnnouncement: String?
    /// The app's observations made through ``onChange(of:perform:)``.
    private var appObservations: [Observation] = []
    /// The sidebar toggle as a toggle action named `show-sidebar`, for a menu item: its
    /// state is the toggle's, and it is disabled while the layout is collapsed (L11).
    ///
    /// ```swift
    /// window.addAction(layout.showSidebarAction)               // win.show-sidebar
    /// application.setAccelerators(["F9"], for: "win.show-sidebar")
    /// menu.append("Show Sidebar", action: "win.show-sidebar")  // a check item
    /// ```
    public let showSidebarAction = Action(name: "show-sidebar", isOn: true)

    /// A layout of `items`, each shown in the list by `row` and in the detail by `detail`;
    /// `itemTitle` titles the header of a collapsed detail page.
    @inlinable
    public convenience init(
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
        self.init(title: title, items: items, selection: selection,
                  configuration: SplitLayoutConfiguration(breakpoint: breakpoint, hysteresis: hysteresis,
                                                          listWidth: listWidth),
                  itemTitle: itemTitle, row: row, detail: detail)
    }

    /// A layout of `items` with every option: its `configuration` (breakpoints, column
    /// bounds, style), a `sidebar` before the list (three columns), two-way bindings of the
    /// `columnVisibility` and the `compactColumn`
    /// (SwiftUI's `preferredCompactColumn`), and `searchText`, which puts a search field
    /// (Ctrl+F) at the top of the list that keeps the items whose text contains what is
    /// typed, ignoring case.
    ///
    /// Inlinable, so that the one pass over every item (its id) is compiled for the app's
    /// item type.
    @inlinable
    public convenience init(
        title: String,
        items: [Item],
        selection: ObservableValue<ID?>,
        configuration: SplitLayoutConfiguration,
        sidebar: SplitSidebar? = nil,
        columnVisibility: ObservableValue<ColumnVisibility>? = nil,
        compactColumn: ObservableValue<SplitColumn>? = nil,
        searchText: (@MainActor (Item) -> String)? = nil,
        itemTitle: @escaping @MainActor (Item) -> String,
        row: @escaping @MainActor (Item) -> Widget,
        detail: @escaping @MainActor (Item) -> Widget
    ) {
        let configuration = configuration.withColumnCount(sidebar == nil ? 2 : 3)
        self.init(title: title, items: items,
                  state: SplitLayoutState(items: items.map { $0.id }, selection: selection.value,
                                          configuration: configuration),
                  selection: selection, sidebar: sidebar, columnVisibility: columnVisibility,
                  compactColumn: compactColumn, searchText: searchText, itemTitle: itemTitle,
                  row: row, detail: detail)
    }

    /// The layout of `items`, whose ids are already in `state`.
    @usableFromInline
    init(
        title: String,
        items: [Item],
        state: SplitLayoutState<ID>,
        selection: ObservableValue<ID?>,
        sidebar: SplitSidebar?,
        columnVisibility: ObservableValue<ColumnVisibility>?,
        compactColumn: ObservableValue<SplitColumn>?,
        searchText: (@MainActor (Item) -> String)?,
        itemTitle: @escaping @MainActor (Item) -> String,
        row: @escaping @MainActor (Item) -> Widget,
        detail: @escaping @MainActor (Item) -> Widget
    ) {
        let configuration = state.configuration
        self.title = title
        self.sidebar = sidebar
        self.items = items
        self.selection = selection
        self.columnVisibility = columnVisibility
        self.compactColumn = compactColumn
        self.searchText = searchText
        self.itemTitle = itemTitle
        self.rowBuilder = row
        self.detailBuilder = detail
        var state = state
        if let sidebar { state.handle(.sidebarSelectionAssigned(sidebar.selection.value)) }
        if let columnVisibility { state.handle(.columnVisibilityAssigned(columnVisibility.value)) }
        if let compactColumn { state.handle(.compactColumnAssigned(compactColumn.value)) }
        self.layoutState = state
        let owner = WeakReference<TwoPaneSplitLayout>()
        let list = ListView(count: layoutState.items.count, filterable: searchText != nil) { position in
            owner.object?.makeRow(at: position) ?? Label()
        }
        widgets = SplitLayoutWidgets(title: title, list: list, sidebar: sidebar, configuration: configuration,
                                     searchPlaceholder: searchText == nil ? nil : Localization.format(localized("Search %s"), title))
        owner.object = self
        allRows = Self.withoutRepeatedIDs(items, expectedCount: layoutState.items.count)
        rows = allRows
        connectWidgets()
        observeBindings()
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
    ///
    /// The window keeps the layout alive from now on, with its observations
    /// (``onChange(of:perform:)``), until another layout is attached to it or the window is
    /// gone: the app need not keep the layout in a variable.
    public func attach(to window: Window) {
        attachedWindow = WindowReference(window)
        window.keepAlive(self, forKey: Self.windowKey)
        SplitLayoutStyle.install()
        window.titlebar = widgets.headerBar
        window.child = widgets.root
        let focusConnection = window.onFocusChange { [weak self] in self?.focusChanged() }
        ownHandlers.append(focusConnection)
        windowConnections.append(focusConnection)
        installShortcuts()
        render()
    }

    /// Undoes ``attach(to:)`` before another layout is attached to the same window: the
    /// window no longer tells this layout about focus. The window keeps showing this layout,
    /// and keeps it alive, until the next one replaces its content and title bar.
    public func detach() {
        for connection in windowConnections {
            connection.disconnect()
            ownHandlers.removeAll { $0 == connection }
        }
        windowConnections = []
        attachedWindow = nil
    }

    /// Where a window keeps its attached layout alive: one layout per window.
    private static var windowKey: String { "twopane-split-layout" }

    /// Calls `handler` with this layout and each new value of `value`, for as long as the
    /// layout lives (an attached layout lives as long as its window). The layout comes as
    /// the handler's argument, so the handler need not capture it: capturing it strongly
    /// would keep it alive for ever.
    ///
    /// ```swift
    /// let region = ObservableValue<Int?>(0)
    /// // TwoPaneSplitLayout(…, sidebar: SplitSidebar(title: "Regions", rowTitles: names, selection: region), …)
    /// layout.onChange(of: region) { layout, position in
    ///     layout.items = regions[position ?? 0].trails
    /// }
    /// ```
    public func onChange<Value>(
        of value: ObservableValue<Value>,
        perform handler: @escaping @MainActor (TwoPaneSplitLayout, Value) -> Void
    ) {
        appObservations.append(value.observe { [weak self] newValue in
            guard let self else { return }
            handler(self, newValue)
        })
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
        guard position < allRows.count else { return Label() }
        return rowBuilder(allRows[position])
    }

    private func itemsReplaced() {
        let old = allRows
        if searchQuery.isEmpty {
            layoutState.handle(.itemsChanged(items.map { $0.id }))
            allRows = Self.withoutRepeatedIDs(items, expectedCount: layoutState.items.count)
        } else {
            allRows = Self.withoutRepeatedIDs(items, expectedCount: -1)
        }
        updateShownRows()
        // Only the rows that differ: the list keeps its scroll position, focus and the rows
        // it built for the others.
        let prefix = zip(old, allRows).prefix { $0 == $1 }.count
        var suffix = 0
        while suffix < min(old.count, allRows.count) - prefix,
              old[old.count - 1 - suffix] == allRows[allRows.count - 1 - suffix] {
            suffix += 1
        }
        keepingListFocus {
            withOwnHandlersBlocked {
                widgets.list.replaceRows(at: prefix, removing: old.count - prefix - suffix,
                                         adding: allRows.count - prefix - suffix)
                applyRowFilter()
            }
        }
        render()
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
    private static func withoutRepeatedIDs(_ items: [Item], expectedCount: Int) -> [Item] {
        guard expectedCount != items.count else { return items }
        var seen = Set<ID>()
        return items.filter { seen.insert($0.id).inserted }
    }
}

/// Hooks called at the moments a benchmark measures from.
package struct LayoutProbes {
    /// Called inside size allocation when the width changes the collapsed state (L1), with
    /// the new state.
    package var collapseDecided: (@MainActor (_ isCollapsed: Bool) -> Void)?
    /// Called first thing when the list reports a change of its selection.
    package var listSelectionReceived: (@MainActor () -> Void)?

    package init() {}
}

/// A weak reference, for closures created before the object they call exists.
final class WeakReference<Object: AnyObject> {
    weak var object: Object?
}
