/// The whole state of an adaptive split layout, as a value.
///
/// It holds the layout rules L1–L13 (<doc:LayoutRules>), and what SwiftUI's
/// `NavigationSplitView` adds: a third column, column visibility and style, the compact
/// column, and pages pushed on the detail. Nothing changes it but ``handle(_:)``; what the
/// layout shows (``presentation``, ``detail``, ``headerTitle``, …) is derived from it, so
/// a renderer can apply the derived values idempotently.
///
/// ```swift
/// var state = SplitLayoutState(items: ["alps", "rockies"], selection: "alps")
/// state.handle(.widthChanged(480))   // starts collapsed: the list shows first (L7)
/// state.handle(.itemActivated("rockies"))
/// state.presentation                 // .stacked(.detail)
/// ```
public struct SplitLayoutState<ID: Hashable & Sendable>: Equatable, Sendable {
    /// The fixed parameters: column count, breakpoints, column bounds and style.
    public let configuration: SplitLayoutConfiguration
    /// The desktop's text scale (1 at the normal text size): how many pixels a breakpoint
    /// in ``LengthUnit/sp`` takes per unit.
    public private(set) var textScale = 1.0
    /// ``configuration`` with its breakpoints in pixels at ``textScale``: what the width is
    /// compared with. The same as ``configuration`` when its breakpoints are in pixels.
    public private(set) var scaledConfiguration: SplitLayoutConfiguration
    /// The items' ids, in order: read when needed, and indexed by the first lookup of an
    /// id (a selection to check), so a layout of a million items starts without a pass
    /// over them. Ids are unique; a repeated id stands for its first position.
    public private(set) var items: SplitLayoutItems<ID>
    /// The selected item, always one of `items`.
    public private(set) var selection: ID?
    /// The last allocated width; `nil` until the layout is first allocated.
    public private(set) var width: Int?
    /// One page at a time instead of side by side (L1).
    public private(set) var isCollapsed = false
    /// The column a collapsed layout shows (SwiftUI's `preferredCompactColumn`): the user's
    /// navigation writes it, and it is never deeper than what can be shown (the detail needs
    /// a selection; in three columns, the list needs a sidebar selection).
    public private(set) var compactColumn: SplitColumn
    /// The columns an expanded layout shows, as the app or the user's toggle asked (L11);
    /// kept while collapsed.
    public private(set) var columnVisibility: ColumnVisibility = .automatic
    /// Three columns: the width is too small for all three, so automatic visibility folds
    /// the sidebar away. Once folded it unfolds only from `foldBreakpoint + hysteresis`.
    public private(set) var isSidebarFolded = false
    /// Three columns: the selected sidebar row's position.
    public private(set) var sidebarSelection: Int?
    /// How many pages the app pushed on the selected item's detail (drill-down).
    public private(set) var detailDepth = 0
    /// The list column width the user asked for, within the list column's bounds (L2).
    public private(set) var preferredListWidth: Int
    /// The sidebar column width the user asked for, within its bounds (three columns).
    public private(set) var preferredSidebarWidth: Int
    /// Where keyboard focus is, if it is in the layout at all (L13).
    public private(set) var focus: FocusTarget?

    /// A layout of `items`; a `selection` that is not among them is dropped.
    public init(items: [ID], selection: ID? = nil, configuration: SplitLayoutConfiguration = .init()) {
        self.init(items: SplitLayoutItems(items), selection: selection, configuration: configuration)
    }

    /// A layout of `items`, read when needed; a `selection` that is not among them is
    /// dropped (checking it is the first lookup, which indexes the ids).
    public init(
        items: SplitLayoutItems<ID>, selection: ID? = nil, configuration: SplitLayoutConfiguration = .init()
    ) {
        self.configuration = configuration
        self.scaledConfiguration = configuration.inPixels(atTextScale: 1)
        self.items = items
        self.preferredListWidth = configuration.listColumn.ideal
        self.preferredSidebarWidth = configuration.sidebarColumn.ideal
        self.compactColumn = configuration.firstColumn
        if let selection, items.contains(selection) { self.selection = selection }
        compactColumn = deepestReachableColumn
    }

    /// Applies one event. This is the only way the state changes.
    public mutating func handle(_ event: SplitLayoutEvent<ID>) {
        switch event {
        case .widthChanged(let newWidth):
            applyWidth(min(max(0, newWidth), SplitLayoutConfiguration.largestWidth))
        case .textScaleChanged(let scale):
            textScale = LengthUnit.normalisedTextScale(scale)
            scaledConfiguration = configuration.inPixels(atTextScale: textScale)
            // The same width against the moved breakpoints, with the hysteresis of any width.
            if let width { applyWidth(width) }
        case .listSelectionChanged(let id):
            // Collapsed, the list's own selection moves with arrow keys: focus only (L6).
            guard !isCollapsed else { break }
            guard let id else {
                clearSelection()
                break
            }
            select(id)
            compactColumn = .detail
        case .itemActivated(let id):
            open(id)
        case .backRequested:
            goBack()
        case .selectionAssigned(let id):
            guard let id else {
                clearSelection()
                break
            }
            open(id)
        case .sidebarVisibilityRequested(let visible):
            guard !isCollapsed, visible != leadingColumnVisible else { break }
            if !visible, arrangement?.overlaid.contains(configuration.firstColumn) == true {
                dismissOverlay()  // hiding a sidebar drawn over the list is dismissing it
                break
            }
            columnVisibility = visible ? .all : (configuration.hasSidebar ? .doubleColumn : .detailOnly)
        case .columnVisibilityAssigned(let visibility):
            columnVisibility = visibility
        case .compactColumnAssigned(let column):
            showColumn(min(column, deepestReachableColumn))
        case .itemsChanged(let newItems):
            items = newItems
            if let selection, !items.contains(selection) { clearSelection() }
        case .dividerMoved(let listWidth):
            preferredListWidth = configuration.listColumn.clamped(listWidth)
        case .sidebarDividerMoved(let sidebarWidth):
            preferredSidebarWidth = configuration.sidebarColumn.clamped(sidebarWidth)
        case .focusMoved(let target):
            focus = target
        case .sidebarSelectionChanged(let position):
            guard configuration.hasSidebar, !isCollapsed else { break }
            selectSidebarRow(position)
            if sidebarSelection != nil { compactColumn = .list }
        case .sidebarItemActivated(let position):
            guard configuration.hasSidebar, position >= 0 else { break }
            selectSidebarRow(position)
            showColumn(.list)
        case .sidebarSelectionAssigned(let position):
            guard configuration.hasSidebar else { break }
            selectSidebarRow(position)
            if position != nil { showColumn(.list) }
        case .sidebarRowsChanged(let position):
            guard configuration.hasSidebar else { break }
            selectSidebarRow(position)
        case .detailPagePushed:
            guard selection != nil else { break }
            detailDepth += 1
            showColumn(.detail)
        case .detailPagePopped:
            detailDepth = max(0, detailDepth - 1)
        case .overlayDismissed:
            dismissOverlay()
        }
        compactColumn = min(compactColumn, deepestReachableColumn)
        moveFocusOffHiddenParts()
    }

    private mutating func applyWidth(_ newWidth: Int) {
        let isFirstWidth = width == nil
        let breakpoints = scaledConfiguration
        width = newWidth
        if isFirstWidth {
            // The first width decides with no history; starting collapsed shows the list
            // (L7), or the sidebar when three columns have no sidebar selection.
            isCollapsed = newWidth < breakpoints.breakpoint
            if isCollapsed { compactColumn = min(.list, deepestReachableColumn) }
        } else if isCollapsed, newWidth >= breakpoints.expandWidth {
            isCollapsed = false
        } else if !isCollapsed, newWidth < breakpoints.breakpoint {
            // Collapsing with a selection shows the detail; without one, the list (L4).
            isCollapsed = true
            compactColumn = deepestReachableColumn
        }
        guard breakpoints.hasSidebar else { return }
        if isFirstWidth {
            isSidebarFolded = newWidth < breakpoints.foldBreakpoint
        } else if isSidebarFolded, newWidth >= breakpoints.unfoldWidth {
            isSidebarFolded = false
        } else if !isSidebarFolded, newWidth < breakpoints.foldBreakpoint {
            isSidebarFolded = true
        }
    }

    private mutating func select(_ id: ID) {
        guard items.contains(id) else { return }
        if selection != id { detailDepth = 0 }
        selection = id
    }

    /// Selects `id`, one of the items, and shows its detail: a collapsed layout pushes the
    /// detail page (L6, L10). An unknown id changes nothing.
    private mutating func open(_ id: ID) {
        guard items.contains(id) else { return }
        select(id)
        showColumn(.detail)
    }

    /// Clears the selection and the detail's pages; a collapsed layout pops back to the
    /// list (L10) when ``handle(_:)`` keeps the compact column within what can be shown.
    private mutating func clearSelection() {
        selection = nil
        detailDepth = 0
    }

    /// Three columns: selects the sidebar row at `position`, or none.
    private mutating func selectSidebarRow(_ position: Int?) {
        guard position.map({ $0 >= 0 }) ?? true else { return }
        sidebarSelection = position
    }

    /// Makes `column` the compact column; focus that was in the layout follows a collapsed
    /// layout to the new page.
    private mutating func showColumn(_ column: SplitColumn) {
        let column = max(configuration.firstColumn, min(column, deepestReachableColumn))
        guard column != compactColumn else { return }
        compactColumn = column
        if isCollapsed, focus != nil { focus = FocusTarget(column) }
    }

    /// Back: the top page pushed on a shown detail goes first; then a collapsed layout pops
    /// one column, clearing that column's selection (L5). Elsewhere it does nothing.
    private mutating func goBack() {
        let detailShown = isCollapsed ? compactColumn == .detail : true
        if detailDepth > 0, detailShown {
            detailDepth -= 1
            return
        }
        guard isCollapsed else { return }
        switch compactColumn {
        case .detail:
            clearSelection()
            focus = .list
        case .list where configuration.hasSidebar:
            sidebarSelection = nil
            compactColumn = .sidebar
            focus = .sidebar
        case .list, .sidebar:
            break
        }
    }

    /// Hides the columns drawn over the others: back to the automatic visibility when that
    /// shows nothing over them (so widening later shows every column again), else the
    /// visibility that leaves out the overlaid columns.
    private mutating func dismissOverlay() {
        guard let overlaid = arrangement?.overlaid, !overlaid.isEmpty else { return }
        var automatic = self
        automatic.columnVisibility = .automatic
        if automatic.arrangement?.overlaid.isEmpty ?? true {
            columnVisibility = .automatic
        } else {
            columnVisibility = overlaid.contains(.list) ? .detailOnly : .doubleColumn
        }
    }

    /// Focus in a part that is no longer shown goes to the list, else the sidebar, else the
    /// detail (L13).
    private mutating func moveFocusOffHiddenParts() {
        guard let target = focus, !isShown(target) else { return }
        focus = [FocusTarget.list, .sidebar].first(where: isShown) ?? .detail
    }
}
