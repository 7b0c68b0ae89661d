/// What the layout shows, derived from the state: a renderer reads only these.
extension SplitLayoutState {
    /// Side by side, or one page of a stack.
    public var layout: SplitLayout {
        isCollapsed ? .stacked(showsDetail ? .detail : .list) : .sideBySide(sidebarVisible: sidebarVisible)
    }

    /// The placeholder, or the selected item's detail (L8, L9).
    public var detail: DetailContent<ID> {
        selection.map { .item($0) } ?? .placeholder
    }

    /// The header title: the item's on a collapsed detail page, the list's otherwise (L3).
    public var headerTitle: HeaderTitle<ID> {
        if layout == .stacked(.detail), let selection { return .item(selection) }
        return .list
    }

    /// A back button shows only on a collapsed detail page (L3).
    public var showsBackButton: Bool { layout == .stacked(.detail) }

    /// The sidebar toggle shows only while expanded (L11).
    public var showsSidebarToggle: Bool { !isCollapsed }

    /// The list column's width while side by side: the user's width clamped so the detail
    /// keeps its minimum (L2).
    public var listColumnWidth: Int {
        let available = (width ?? SplitLayoutConfiguration.largestWidth) - configuration.dividerWidth
        return ListColumnWidth.clamped(preferredListWidth, availableWidth: available)
    }

    /// Whether `target` is on screen in the current layout.
    public func isShown(_ target: FocusTarget) -> Bool {
        switch (target, layout) {
        case (.list, .sideBySide(let sidebarVisible)): sidebarVisible
        case (.list, .stacked(let page)): page == .list
        case (.detail, .sideBySide): true
        case (.detail, .stacked(let page)): page == .detail
        case (.backButton, _): showsBackButton
        case (.sidebarToggle, _): showsSidebarToggle
        }
    }

    /// Whether `id` is one of the items.
    public func contains(_ id: ID) -> Bool { positions[id] != nil }

    /// Where `id` is in `items`, if it is there.
    public func position(of id: ID) -> Int? { positions[id] }

    /// Where the selected item is in `items`.
    public var selectedPosition: Int? { selection.flatMap { positions[$0] } }
}
