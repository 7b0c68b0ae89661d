/// What the layout shows, derived from the state: a renderer reads only these.
extension SplitLayoutState {
    /// Side by side, or one page of a stack.
    public var presentation: SplitPresentation {
        isCollapsed ? .stacked(compactColumn) : .sideBySide(leadingColumnVisible: leadingColumnVisible)
    }

    /// The old name of ``presentation``.
    @available(*, deprecated, renamed: "presentation", message: "Renamed in 0.3.0; removed in 0.4.0.")
    public var layout: SplitPresentation { presentation }

    /// Which page a collapsed layout shows is the detail (L4, L5). Always `false` while
    /// expanded.
    public var showsDetail: Bool { isCollapsed && compactColumn == .detail }

    /// Whether the leading column (the list in two columns, the sidebar in three) is shown
    /// while expanded, side by side or overlaid: the sidebar toggle's state (L11). It keeps
    /// the user's choice while collapsed.
    public var leadingColumnVisible: Bool {
        requestedColumns.contains(configuration.firstColumn)
    }

    /// The old name of ``leadingColumnVisible``: "sidebar" also meant the list of a
    /// two-column layout.
    @available(*, deprecated, renamed: "leadingColumnVisible", message: "Renamed in 0.3.0; removed in 0.4.0.")
    public var sidebarVisible: Bool { leadingColumnVisible }

    /// The columns an expanded layout shows, by the visibility, the style and (three
    /// columns, automatic visibility) whether the sidebar is folded.
    public var requestedColumns: [SplitColumn] {
        let all: [SplitColumn] = configuration.hasSidebar ? [.sidebar, .list, .detail] : [.list, .detail]
        switch columnVisibility {
        case .all: return all
        case .doubleColumn: return [.list, .detail]
        case .detailOnly: return [.detail]
        case .automatic:
            if configuration.style == .prominentDetail { return [.detail] }
            return isSidebarFolded ? [.list, .detail] : all
        }
    }

    /// Expanded: the columns side by side and those overlaid; `nil` while collapsed.
    public var arrangement: ColumnArrangement? {
        guard !isCollapsed else { return nil }
        var sideBySide = requestedColumns
        switch configuration.style {
        case .balanced:
            return ColumnArrangement(sideBySide: sideBySide)
        case .prominentDetail:
            return ColumnArrangement(sideBySide: [.detail], overlaid: Array(sideBySide.dropLast()))
        case .automatic:
            // The columns that do not fit at their minimums overlay the others, leading first.
            var overlaid: [SplitColumn] = []
            let available = width ?? SplitLayoutConfiguration.largestWidth
            while sideBySide.count > 1, configuration.minimumWidth(of: sideBySide) > available {
                overlaid.append(sideBySide.removeFirst())
            }
            return ColumnArrangement(sideBySide: sideBySide, overlaid: overlaid)
        }
    }

    /// The placeholder, or the selected item's detail (L8, L9).
    public var detail: DetailContent<ID> {
        selection.map { .item($0) } ?? .placeholder
    }

    /// The title of the header that names where the user is: the top detail page's or the
    /// item's on a collapsed detail page (and, expanded, over pushed pages), the sidebar row's
    /// on a collapsed list page of three columns, the sidebar's on a collapsed sidebar page,
    /// the list's otherwise (L3). Each column's own header: ``header(of:)`` (L20).
    public var headerTitle: HeaderTitle<ID> {
        if detailDepth > 0, showsColumn(.detail) { return .detailPage(detailDepth) }
        switch presentation {
        case .stacked(.detail): if let selection { return .item(selection) }
        case .stacked(.list):
            if configuration.hasSidebar, let sidebarSelection { return .sidebarItem(sidebarSelection) }
        case .stacked(.sidebar): return .sidebar
        default: break
        }
        return .list
    }

    /// A back button shows on a collapsed layout's pages after the first (L3), and over a
    /// detail with pages pushed on it.
    public var showsBackButton: Bool {
        if isCollapsed { return compactColumn != configuration.firstColumn }
        return detailDepth > 0
    }

    /// The sidebar toggle shows only while expanded (L11).
    public var showsSidebarToggle: Bool { !isCollapsed }

    /// The sidebar column's width while side by side: the user's width within its bounds,
    /// narrowed so the list and detail keep their minimums.
    public var sidebarColumnWidth: Int {
        let available = (width ?? SplitLayoutConfiguration.largestWidth) - 2 * configuration.dividerWidth
        return configuration.sidebarColumn.clamped(
            preferredSidebarWidth, availableWidth: available,
            leaving: configuration.listColumn.min + configuration.minimumDetailWidth)
    }

    /// The list column's width while side by side: the user's width clamped so the detail
    /// keeps its minimum (L2).
    public var listColumnWidth: Int {
        var available = (width ?? SplitLayoutConfiguration.largestWidth) - configuration.dividerWidth
        if arrangement?.sideBySide.contains(.sidebar) == true {
            available -= sidebarColumnWidth + configuration.dividerWidth
        }
        return configuration.listColumn.clamped(
            preferredListWidth, availableWidth: available,
            leaving: configuration.minimumDetailWidth)
    }

    /// The deepest column a collapsed layout can show: the detail needs a selection, and in
    /// three columns the list needs a sidebar selection.
    public var deepestReachableColumn: SplitColumn {
        if configuration.hasSidebar, sidebarSelection == nil { return .sidebar }
        return selection == nil ? .list : .detail
    }

    /// Whether `target` is on screen in the current layout.
    public func isShown(_ target: FocusTarget) -> Bool {
        switch target {
        case .backButton: return showsBackButton
        case .sidebarToggle: return showsSidebarToggle
        case .sidebar: return showsColumn(.sidebar)
        case .list: return showsColumn(.list)
        case .detail: return showsColumn(.detail)
        }
    }

    /// Whether `column` is on screen: the collapsed layout's page, or shown while expanded.
    public func showsColumn(_ column: SplitColumn) -> Bool {
        if isCollapsed { return compactColumn == column }
        return arrangement?.shows(column) ?? false
    }

    /// Whether `id` is one of the items.
    public func contains(_ id: ID) -> Bool { items.contains(id) }

    /// Where `id` is in `items`, if it is there.
    public func position(of id: ID) -> Int? { items.position(of: id) }

    /// Where the selected item is in `items`.
    public var selectedPosition: Int? { selection.flatMap { items.position(of: $0) } }
}
