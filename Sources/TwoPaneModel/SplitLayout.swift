/// What a split layout shows, derived from its state: columns side by side, or one page of
/// a stack.
public enum SplitLayout: Equatable, Sendable {
    /// Expanded: the columns side by side; `sidebarVisible` tells whether the leading column
    /// (the list in two columns, the sidebar in three) is shown. ``SplitLayoutState/arrangement``
    /// says which columns exactly.
    case sideBySide(sidebarVisible: Bool)
    /// Collapsed: one page at a time.
    case stacked(StackedPage)
}

/// The page a collapsed layout shows.
public enum StackedPage: Equatable, Sendable {
    /// The sidebar column (three columns only).
    case sidebar
    /// The list column: the items (in three columns, those of the chosen sidebar row).
    case list
    /// The detail column: the selected item's detail, or the top page pushed on it.
    case detail

    /// The page of `column`.
    public init(_ column: SplitColumn) {
        switch column {
        case .sidebar: self = .sidebar
        case .list: self = .list
        case .detail: self = .detail
        }
    }
}

/// What the detail column holds.
public enum DetailContent<ID: Hashable & Sendable>: Equatable, Sendable {
    /// "Nothing selected" (L8).
    case placeholder
    /// The detail of the selected item.
    case item(ID)
}

/// What the header bar's title shows.
public enum HeaderTitle<ID: Hashable & Sendable>: Equatable, Sendable {
    /// The list's title.
    case list
    /// The title of this item: a collapsed layout on its detail page (L3).
    case item(ID)
    /// The title of the sidebar row at this position: a collapsed three-column layout on
    /// its list page.
    case sidebarItem(Int)
    /// The title of the page pushed at this depth (1 is the first) on the shown detail.
    case detailPage(Int)
}

/// The parts of a split layout keyboard focus can be in, for keeping focus across a
/// collapse or expand (L13).
public enum FocusTarget: Equatable, Sendable {
    /// The list column, its search field included.
    case list
    /// The detail column, with the pages pushed on it.
    case detail
    /// The header bar's back button.
    case backButton
    /// The header bar's sidebar toggle.
    case sidebarToggle
    /// The sidebar column (three columns).
    case sidebar

    /// The column's part.
    public init(_ column: SplitColumn) {
        switch column {
        case .sidebar: self = .sidebar
        case .list: self = .list
        case .detail: self = .detail
        }
    }
}
