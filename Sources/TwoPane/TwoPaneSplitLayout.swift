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

    /// The list's title: its column's header, the list's accessible name and its search
    /// field's placeholder ("Search Notes"). Setting it retitles them at once (SwiftUI's
    /// `.navigationTitle` following state), e.g. with the folder the list shows:
    ///
    /// <!-- example-context: notes -->
    /// ```swift
    /// let folder = ObservableValue<Int?>(0)  // the sidebar's chosen row
    /// layout.onChange(of: folder) { layout, position in layout.title = folders[position ?? 0].name }
    /// ```
    public var title: String {
        get { listColumn.title }
        set {
            guard newValue != listColumn.title else { return }
            listColumn.title = newValue
            send(.render)
        }
    }
    /// The selection, shared with the app.
    public var selection: ObservableValue<ID?> { bindings.selection }
    /// The model: what the layout shows is derived from it. Only the layout changes it, one
    /// event at a time.
    public private(set) var layoutState: SplitLayoutState<ID>

    /// The items, in list order; ids must be unique (a repeated id stands for its first
    /// row). ``setItems(_:)`` replaces them.
    ///
    /// Any random-access collection will do: an array, or one that makes each item when it
    /// is read (a file's records, generated data). The layout reads only the items whose
    /// rows are on screen, and the ids once when it first looks one up (a selection to
    /// restore), so a million items cost nothing before the first frame.
    public var items: AnyRandomAccessCollection<Item> { (appSearch.beyond.appItems ?? filter.allRows).collection }
    /// Three columns: the sidebar before the list.
    public var sidebar: SplitSidebar? { sidebarColumn?.sidebar }
    /// The column visibility, shared with the app, if it binds it.
    public var columnVisibility: ObservableValue<ColumnVisibility>? { bindings.columnVisibility }
    /// The column a collapsed layout shows, shared with the app, if it binds it.
    public var compactColumn: ObservableValue<SplitColumn>? { bindings.compactColumn }
    /// What the layout shows, for the app (L20): collapsed or not, the columns on screen, the
    /// page a collapsed layout shows. It changes once per change, after the frame that shows
    /// it is painted; observe it with ``onChange(of:perform:)``.
    ///
    /// ```swift
    /// layout.onChange(of: layout.shownColumns) { layout, shown in
    ///     print(shown.isCollapsed ? "one page: \(shown.page!)" : "side by side: \(shown.columns)")
    /// }
    /// ```
    public var shownColumns: ObservableValue<ShownColumns> { shownReport.value }

    // The parts, each with its own state and widgets, which it alone changes; this
    // controller holds them, the model and the queue, and wires them (docs/ARCHITECTURE.md).
    /// The one queue every command goes through (``send(_:)``), and the renders.
    private(set) var queue: CommandQueue<LayoutCommand<Item>>!
    /// The items (their one home), and what the search shows of them.
    let filter: SearchFilter<Item>
    /// The list's rows as the app builds them, in sections.
    let rows: ListRows<Item>
    /// What the list says instead of its rows, and the load under way.
    let status = ListStatus()
    /// The list column's widgets: the search field, the list, "No results".
    let listColumn: ListColumn
    /// Each row's menu, and the one open.
    let rowMenus = RowMenus<Item>()
    /// Three columns: the sidebar column's widgets.
    let sidebarColumn: SidebarColumn?
    /// The detail column's content, its pushed pages and its destinations by value.
    let details: DetailColumnContent<Item>
    /// Where the columns are: the root, the paneds or the stack.
    let structure: ColumnStructure<ID>
    /// Each column's header and bottom bar (L20), the sidebar toggle and its action.
    let headers: ColumnHeaders
    /// Keyboard focus and announcements.
    let focus: FocusKeeper
    /// What the layout shows, told to the app after the frame is painted.
    let shownReport: ShownColumnsReport
    /// The two-way bindings of the app's observable values, and the app's observations.
    let bindings: LayoutBindings<ID>
    /// The signal handlers a render blocks, and the window the layout is attached to.
    let connections = LayoutConnections()
    /// Back by swiping on the touchpad.
    private(set) var backSwipe: BackSwipeGesture!
    /// The search's query shared with the app, and the app's own search (``search``).
    let appSearch = AppSearch<Item>()
    /// Several items selected, in a layout made with a set of ids as its selection.
    let several: SeveralSelected<Item>?
    /// Whether Escape goes back, as Alt+Left and the Back button do (`true`, as libadwaita's
    /// `pop-on-escape`). An app whose pages use Escape themselves (an editor that leaves a
    /// mode with it, a page with its own search) turns it off; Escape then still dismisses
    /// columns drawn over the detail, and Back is the button, Alt+Left, the mouse's back
    /// button and a swipe (L24).
    ///
    /// ```swift
    /// layout.popsOnEscape = false   // Escape stays in the note's editor
    /// ```
    public var popsOnEscape = true
    /// Hooks for measuring the layout (the benchmark uses them); nil by default.
    package var probes = LayoutProbes()
    /// The window the layout is attached to, while it exists.
    var window: Window? { connections.window }

    /// The layout whose widgets are installed and shown: side by side, or the stack on a
    /// page. Lags ``layoutState`` only between an allocation that changes it and the end of
    /// that frame's layout pass.
    package var installedPresentation: SplitPresentation? { structure.installedPresentation }
    /// Whether what the layout shows has stopped moving: the installed structure is the
    /// model's and none of its stacks is sliding between pages. The benchmark's "visible"
    /// time ends at the first frame painted in this state.
    package var isSettled: Bool {
        installedPresentation == layoutState.presentation && !structure.isSliding && !details.isSliding
    }
    /// The last announcement made, and how many were made (for tests).
    package var lastAnnouncement: String? { focus.lastAnnouncement }
    package var announcementCount: Int { focus.announcementCount }
    /// Focus the last render could not give yet (for tests).
    var pendingFocus: FocusTarget? { focus.pendingFocus }
    /// What the search searches for: the field's text, lowercased, once the search has taken
    /// it (for tests and the benchmark).
    package var appliedSearchQuery: String { filter.query }
    /// The part of the layout that has keyboard focus (for tests).
    func focusTarget() -> FocusTarget? { focus.focusedPart(in: window) }
    /// The item whose detail widget is shown, and that widget (for tests and the benchmark).
    package var shownDetail: (item: Item, widget: Widget)? { details.shown }
    /// The sidebar toggle as a toggle action named `show-sidebar`, for a menu item: its
    /// state is the toggle's, and it is disabled while the layout is collapsed (L11).
    ///
    /// ```swift
    /// window.addAction(layout.showSidebarAction)               // win.show-sidebar
    /// application.setAccelerators(["F9"], for: "win.show-sidebar")
    /// menu.append("Show Sidebar", action: "win.show-sidebar")  // a check item
    /// ```
    public var showSidebarAction: Action { headers.sidebarAction }

    /// A layout of `items`, each shown in the list by `row` and in the detail by `detail`;
    /// `itemTitle` titles the header of a collapsed detail page.
    @inlinable
    public convenience init(
        title: String,
        items: some RandomAccessCollection<Item>,
        selection: ObservableValue<ID?>,
        listWidth: Int = 320,
        breakpoint: Int = 600,
        hysteresis: Int = 12,
        itemTitle: @escaping @MainActor (Item) -> String,
        row: @escaping @MainActor (Item) -> Widget,
        detail: @escaping @MainActor (Item) -> Widget
    ) {
        self.init(
            title: title, items: items, selection: selection,
            configuration: SplitLayoutConfiguration(
                breakpoint: breakpoint, hysteresis: hysteresis,
                listWidth: listWidth),
            itemTitle: itemTitle, row: row, detail: detail)
    }

    /// A layout of `items` with every option: its `configuration` (breakpoints, column
    /// bounds, style), a `sidebar` before the list (three columns), two-way bindings of the
    /// `columnVisibility` and the `compactColumn`
    /// (SwiftUI's `preferredCompactColumn`), and `searchText`, which puts a search field
    /// (Ctrl+F) at the top of the list that keeps the items whose text contains what is
    /// typed, ignoring case, and `detailItems`, the widgets a detail brings to the detail
    /// column's header and bottom bar, built with the detail for its item and gone with it.
    @inlinable
    public convenience init(
        title: String,
        items: some RandomAccessCollection<Item>,
        selection: ObservableValue<ID?>,
        configuration: SplitLayoutConfiguration,
        sidebar: SplitSidebar? = nil,
        columnVisibility: ObservableValue<ColumnVisibility>? = nil,
        compactColumn: ObservableValue<SplitColumn>? = nil,
        searchText: (@MainActor (Item) -> String)? = nil,
        itemTitle: @escaping @MainActor (Item) -> String,
        row: @escaping @MainActor (Item) -> Widget,
        detail: @escaping @MainActor (Item) -> Widget,
        detailItems: (@MainActor (Item) -> ColumnItems)? = nil
    ) {
        let configuration = configuration.withColumnCount(sidebar == nil ? 2 : 3)
        let items = LayoutItems(items)
        self.init(
            title: title, items: items,
            state: SplitLayoutState(
                items: SplitLayoutItems(idsOf: items), selection: selection.value,
                configuration: configuration),
            selection: selection, sidebar: sidebar, columnVisibility: columnVisibility,
            compactColumn: compactColumn, searchText: searchText, itemTitle: itemTitle,
            row: row, detail: detail, detailItems: detailItems)
    }

    /// The layout of `items`, whose ids are already in `state`.
    @usableFromInline
    init(
        title: String,
        items: LayoutItems<Item>,
        state: SplitLayoutState<ID>,
        selection: ObservableValue<ID?>,
        sidebar: SplitSidebar?,
        columnVisibility: ObservableValue<ColumnVisibility>?,
        compactColumn: ObservableValue<SplitColumn>?,
        searchText: (@MainActor (Item) -> String)?,
        itemTitle: @escaping @MainActor (Item) -> String,
        row: @escaping @MainActor (Item) -> Widget,
        detail: @escaping @MainActor (Item) -> Widget,
        detailItems: (@MainActor (Item) -> ColumnItems)?,
        several: SeveralSelected<Item>? = nil
    ) {
        let configuration = state.configuration
        self.several = several
        var state = state
        if let sidebar { state.handle(.sidebarSelectionAssigned(sidebar.selection.value)) }
        if let columnVisibility { state.handle(.columnVisibilityAssigned(columnVisibility.value)) }
        if let compactColumn { state.handle(.compactColumnAssigned(compactColumn.value)) }
        self.layoutState = state
        let owner = WeakReference<TwoPaneSplitLayout>()
        let list = ListView(
            count: state.items.count, filterable: searchText != nil, selectsMultipleRows: several != nil
        ) { position in
            owner.object?.makeRow(at: position.rawValue) ?? Label()
        }
        if sidebar == nil, let listClass = PlatformStyle.current?.sidebarListStyleClass {
            list.addStyleClass(listClass)
        }
        filter = SearchFilter(rows: items, searchText: searchText)
        rows = ListRows(build: row)
        listColumn = ListColumn(title: title, list: list, searches: searchText != nil)
        sidebarColumn = sidebar.map(SidebarColumn.init)
        details = DetailColumnContent(
            title: itemTitle, makeDetail: detail, makeItems: detailItems, makeSeveral: several.map { $0.multipleDetail }
        )
        let sidebarContent: [(SplitColumn, Widget)] = sidebarColumn.map { [(.sidebar, $0.column)] } ?? []
        let headers = ColumnHeaders(columns: sidebarContent + [(.list, listColumn.column), (.detail, details.column)])
        self.headers = headers
        let structure = ColumnStructure<ID>(
            sidebar: headers.page(of: .sidebar)?.view, list: headers.pages[sidebarContent.count].page.view,
            detail: headers.pages[sidebarContent.count + 1].page.view,
            configuration: configuration)
        self.structure = structure
        shownReport = ShownColumnsReport(state.shownColumns)
        focus = FocusKeeper(
            parts: FocusParts(structure: structure, list: listColumn, sidebar: sidebarColumn, headers: headers),
            queueLayoutPass: { structure.queueLayoutPass() })
        bindings = LayoutBindings(
            selection: selection, columnVisibility: columnVisibility, compactColumn: compactColumn
        ) { event in owner.object?.send(.event(event)) }
        owner.object = self
        queue = CommandQueue(
            perform: { command in owner.object?.perform(command) }, render: { owner.object?.renderAndHearFocus() },
            onlyRenders: { command in command.onlyRenders })
        backSwipe = BackSwipeGesture(
            layout: .init(
                target: { owner.object?.backSwipeTarget() },
                window: { owner.object?.window },
                isRightToLeft: { structure.root.isRightToLeft },
                withHandlersBlocked: { body in owner.object?.withOwnHandlersBlocked(body) },
                goBack: { owner.object?.send(.event(.backRequested)) },
                addLayer: { layer in structure.addLayer(layer) },
                eachFrame: { widget, step in owner.object?.connectFrames(of: widget, step) }))
        connectWidgets()
        bindValues()
        bindSearchQuery()
        sidebar?.applyRowsChange = { change in
            guard let layout = owner.object else {
                _ = change()
                return
            }
            layout.send(.sidebarRowsChange(change))
        }
        sidebar?.retitled = { owner.object?.send(.render) }
        appSearch.runningChanged = { _ in owner.object?.send(.render) }
        bindSeveral()
        send(.render)
    }

    /// The list of items, for apps that need to reach it (focus, scrolling).
    public var listView: ListView { listColumn.list }

    /// The layout's root widget; ``attach(to:)`` makes it the window's child.
    public var widget: Widget { structure.root }

    /// Every widget of the layout by name (for tests): a look-up; the parts own them.
    var widgets: SplitLayoutWidgets {
        SplitLayoutWidgets(
            structure: structure, listPart: listColumn, sidebarPart: sidebarColumn, detailColumnStack: details.column,
            detailHost: details.host, placeholder: details.placeholder, headers: headers,
            titledColumn: { [unowned self] in self.layoutState.headerTitle.column })
    }

    /// When a model change is shown.
    enum Rendering {
        /// Once the command is performed.
        case afterCommand
        /// By the caller, once it has made its own changes to the widgets (a new list of
        /// rows), or not at all (where focus landed, which changes nothing shown), or once the
        /// frame's layout pass is over (a new width, known in size allocation).
        case byCaller
    }

    /// The one way the model changes: applies `event`, then asks for a render as `rendering`
    /// says.
    func apply(_ event: SplitLayoutEvent<ID>, rendering: Rendering = .afterCommand) {
        layoutState.handle(event)
        if layoutState.selection != nil { several?.clear() }  // one selected: the model's
        endLoadingIfSidebarMoved()
        if rendering == .afterCommand { queue.setNeedsRender() }
        dropKeptOpenRowIfClosed()
    }

    /// The item with this id, if it is one of the items.
    func item(withID id: ID) -> Item? {
        layoutState.position(of: id).map(filter.item(atShownIndex:))
    }

    func title(of item: Item) -> String { details.title(item) }
}
