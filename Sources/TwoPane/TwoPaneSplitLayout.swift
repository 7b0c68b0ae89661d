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
        didSet {
            guard title != oldValue else { return }
            listColumn.retitle(title)
            afterRendering { [weak self] in self?.renderNow() }
        }
    }
    /// The selection, shared with the app.
    public let selection: ObservableValue<ID?>
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
    public let sidebar: SplitSidebar?
    /// The column visibility, shared with the app, if it binds it.
    public let columnVisibility: ObservableValue<ColumnVisibility>?
    /// The column a collapsed layout shows, shared with the app, if it binds it.
    public let compactColumn: ObservableValue<SplitColumn>?
    /// What the layout shows, for the app (L20): collapsed or not, the columns on screen, the
    /// page a collapsed layout shows. It changes once per change, after the frame that shows
    /// it is painted; observe it with ``onChange(of:perform:)``.
    ///
    /// ```swift
    /// layout.onChange(of: layout.shownColumns) { layout, shown in
    ///     print(shown.isCollapsed ? "one page: \(shown.page!)" : "side by side: \(shown.columns)")
    /// }
    /// ```
    public let shownColumns: ObservableValue<ShownColumns>
    private let itemTitle: @MainActor (Item) -> String
    let rowBuilder: @MainActor (Item) -> Widget

    // The parts, each with its own state and widgets, which it alone changes; this
    // controller wires them (docs/ARCHITECTURE.md).
    /// The items (their one home), and what the search shows of them.
    let filter: SearchFilter<Item>
    /// The list column's widgets: the search field, the list, "No results".
    let listColumn: ListColumn
    /// Three columns: the sidebar column's widgets.
    let sidebarColumn: SidebarColumn?
    /// The detail column's content and its pushed pages.
    let details: DetailColumnContent<Item>
    /// Where the columns are: the root, the paneds or the stack.
    let structure: ColumnStructure<ID>
    /// Each column's header and bottom bar (L20).
    let headers: ColumnHeaders
    /// Keyboard focus and announcements.
    let focus: FocusKeeper
    /// The two-way bindings of the app's observable values.
    let bindings: LayoutBindings<ID>
    /// Back by swiping on the touchpad.
    private(set) var backSwipe: BackSwipeGesture!
    /// The search's query shared with the app, and the app's own search (``search``).
    let appSearch = AppSearch<Item>()
    /// Several items selected, in a layout made with a set of ids as its selection.
    let several: SeveralSelected<Item>?

    /// Whether the layout is rendering: what happens meanwhile waits in ``deferredWork``.
    var isRendering = false
    /// What happened while the layout rendered (events, new items, a search), done after the
    /// render in order, one render each (L19).
    var deferredWork: [@MainActor () -> Void] = []
    /// Whether the search's next step waits for the main loop to be idle.
    var isSearchStepScheduled = false
    /// The app's state for the list column (``listStatus``) and its empty list (``emptyList``).
    var listStatusContent: ContentUnavailable?
    var emptyListContent: ContentUnavailable?
    /// The load of the items under way (``loadItems(keepingItems:loading:failure:_:)``), and whether the
    /// list's state is that load's (its loading or error state), not the app's.
    var itemsLoad: ItemsLoad?
    var isListStatusFromLoad = false
    /// The section of each item, if the list is in sections (``sectionTitle``).
    var sectionOf: (@MainActor (Item) -> String?)?
    /// Whether a row was ever built under a section's header (else no row needs looking at).
    var hasBuiltSectionHeaders = false
    /// Navigation by value: each value type's page, by the type.
    var detailDestinations: [ObjectIdentifier: DetailDestination<Item>] = [:]
    /// The app's row menus (``rowMenu``), and the one open now.
    var rowMenuBuilder: (@MainActor (Item) -> Menu?)?
    var openRowMenu: PopoverMenu?
    /// The signal handlers blocked while rendering (``DuringRender``).
    var blockedDuringRender: [SignalConnection] = []
    /// A render an allocation asked for, done when the frame's layout pass is over.
    var isRenderScheduled = false
    /// Whether ``shownColumns`` is told after the next frame is painted.
    var isShownColumnsAnnouncementScheduled = false
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
    /// The window the layout is attached to: not kept alive by the layout, which the window
    /// keeps alive.
    private var attachedWindow: WindowReference?
    /// The window the layout is attached to, while it exists.
    var window: Window? { attachedWindow?.window }
    /// The handlers ``attach(to:)`` connected to the window; ``detach()`` disconnects them.
    var windowConnections: [SignalConnection] = []
    /// The app's observations made through ``onChange(of:perform:)``.
    private var appObservations: [Observation] = []

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
    public let showSidebarAction = Action(name: "show-sidebar", isOn: true)

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
        self.title = title
        self.sidebar = sidebar
        self.selection = selection
        self.columnVisibility = columnVisibility
        self.compactColumn = compactColumn
        self.itemTitle = itemTitle
        self.rowBuilder = row
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
        listColumn = ListColumn(title: title, list: list, searches: searchText != nil)
        sidebarColumn = sidebar.map(SidebarColumn.init)
        details = DetailColumnContent(
            makeDetail: detail, makeItems: detailItems, makeSeveral: several.map { $0.multipleDetail })
        let sidebarContent: [(SplitColumn, Widget)] = sidebarColumn.map { [(.sidebar, $0.column)] } ?? []
        let headers = ColumnHeaders(columns: sidebarContent + [(.list, listColumn.column), (.detail, details.column)])
        self.headers = headers
        let structure = ColumnStructure<ID>(
            sidebar: headers.page(of: .sidebar)?.view, list: headers.pages[sidebarContent.count].page.view,
            detail: headers.pages[sidebarContent.count + 1].page.view,
            configuration: configuration, stackMade: { stack in owner.object?.connectStack(stack) })
        self.structure = structure
        shownColumns = ObservableValue(state.shownColumns)
        focus = FocusKeeper(
            parts: FocusParts(structure: structure, list: listColumn, sidebar: sidebarColumn, headers: headers),
            queueLayoutPass: { structure.queueLayoutPass() })
        bindings = LayoutBindings { event in owner.object?.handle(event) }
        owner.object = self
        backSwipe = BackSwipeGesture(
            layout: .init(
                target: { owner.object?.backSwipeTarget() },
                window: { owner.object?.window },
                isRightToLeft: { structure.root.isRightToLeft },
                withHandlersBlocked: { body in owner.object?.withOwnHandlersBlocked(body) },
                goBack: { owner.object?.handle(.backRequested) },
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
            layout.afterRendering { layout.changeSidebarRows(change) }
        }
        sidebar?.retitled = {
            guard let layout = owner.object, let sidebar = layout.sidebar else { return }
            layout.sidebarColumn?.retitle(sidebar.title)
            layout.afterRendering { layout.renderNow() }
        }
        appSearch.runningChanged = { running in owner.object?.listColumn.showSearching(running) }
        bindSeveral()
        renderNow()
    }

    /// The detail column's header bar (L20: each column has its own).
    @available(
        *, deprecated,
        message: "Each column has its own header since 0.3.0: use addHeaderItem(_:to:placement:) and primaryMenu"
    )
    public var headerBar: HeaderBar {
        headers.page(of: .detail)?.bar ?? HeaderBar()
    }

    /// Puts `item` in `column`'s header, at its start or its end (L20): it moves with the
    /// column, side by side or on its page when collapsed, and is never rebuilt.
    ///
    /// ```swift
    /// let compose = Button(iconName: "mail-message-new-symbolic", accessibleLabel: "Compose")
    /// layout.addHeaderItem(compose, to: .list, placement: .leading)
    /// ```
    public func addHeaderItem(_ item: Widget, to column: SplitColumn, placement: BarPlacement = .trailing) {
        headers.add(item, to: column, placement: placement, inBottomBar: false)
    }

    /// Puts `item` in the bar at the bottom of `column` (shown once it holds anything), at its
    /// start or its end: where narrow GNOME apps put a page's actions.
    public func addBottomItem(_ item: Widget, to column: SplitColumn, placement: BarPlacement = .leading) {
        headers.add(item, to: column, placement: placement, inBottomBar: true)
    }

    /// The app's primary menu (a ``MenuButton``): at the end of the trailing-most header, side
    /// by side, and of the page shown, collapsed.
    public var primaryMenu: Widget? {
        get { headers.primaryMenu }
        set {
            headers.setPrimaryMenu(newValue)
            renderNow()
        }
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
        LayoutStyleSheet.install()
        window.titlebar = headers.windowTitlebar
        window.child = structure.root
        connectWindow(window)
        connectShortcuts()
        renderNow()
    }

    /// Undoes ``attach(to:)`` before another layout is attached to the same window: the
    /// window no longer tells this layout about focus. The window keeps showing this layout,
    /// and keeps it alive, until the next one replaces its content and title bar.
    public func detach() {
        for connection in windowConnections {
            connection.disconnect()
            blockedDuringRender.removeAll { $0 == connection }
        }
        windowConnections = []
        attachedWindow = nil
        itemsLoad = nil  // cancelled: the window shows another layout
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
    ///     layout.setItems(regions[position ?? 0].trails)
    /// }
    /// ```
    ///
    /// The observation it returns ends the calls when cancelled; the layout keeps it, so the
    /// app need not.
    @discardableResult
    public func onChange<Value>(
        of value: ObservableValue<Value>,
        perform handler: @escaping @MainActor (TwoPaneSplitLayout, Value) -> Void
    ) -> Observation {
        appObservations.removeAll { $0.isCancelled }
        let observation = value.observe { [weak self] newValue in
            guard let self else { return }
            handler(self, newValue)
        }
        appObservations.append(observation)
        return observation
    }

    /// When a model change is shown.
    enum Rendering {
        /// At once.
        case now
        /// By the caller, once it has made its own changes to the widgets (a new list of
        /// rows), or not at all (where focus landed, which changes nothing shown), or once the
        /// frame's layout pass is over (a new width, known in size allocation).
        case byCaller
    }

    /// The one way the model changes: applies `event`, then shows the result as `rendering`
    /// says. An event that comes while the layout renders (an observer of a value the render
    /// writes back, a detail builder) waits until the render is over, then renders on its own.
    func handle(_ event: SplitLayoutEvent<ID>, rendering: Rendering = .now) {
        guard !isRendering else {
            deferredWork.append { [weak self] in self?.handle(event) }
            return
        }
        layoutState.handle(event)
        if layoutState.selection != nil { several?.clear() }  // one selected: the model's
        endLoadingIfSidebarMoved()
        if rendering == .now { renderNow() }
        dropKeptOpenRowIfClosed()
    }

    /// Renders, then tells the model where focus landed when that is not where it put it;
    /// then does what came meanwhile.
    func renderNow() {
        isRendering = true
        let landed = render()
        isRendering = false
        if let landed { handle(landed, rendering: .byCaller) }
        while !isRendering, !deferredWork.isEmpty {
            deferredWork.removeFirst()()
        }
    }

    /// Runs `work` now, or after the render under way.
    func afterRendering(_ work: @escaping @MainActor () -> Void) {
        if isRendering { deferredWork.append(work) } else { work() }
    }

    /// The item with this id, if it is one of the items.
    func item(withID id: ID) -> Item? {
        layoutState.position(of: id).map(filter.item(atShownIndex:))
    }

    func title(of item: Item) -> String { itemTitle(item) }
}
