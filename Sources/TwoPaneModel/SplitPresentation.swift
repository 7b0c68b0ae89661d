/// What a split layout presents, derived from its state: columns side by side, or one
/// column at a time as the page of a stack.
public enum SplitPresentation: Equatable, Sendable {
    /// Expanded: the columns side by side; `leadingColumnVisible` tells whether the leading
    /// column (the list in two columns, the sidebar in three) is shown.
    /// ``SplitLayoutState/arrangement`` says which columns exactly.
    case sideBySide(leadingColumnVisible: Bool)
    /// Collapsed: the page of this column, one at a time.
    case stacked(SplitColumn)
}

/// The old name of ``SplitPresentation``.
@available(*, deprecated, renamed: "SplitPresentation", message: "Renamed in 0.3.0; removed in 0.4.0.")
public typealias SplitLayout = SplitPresentation

/// The page a collapsed layout shows: the old name of ``SplitColumn``, whose cases it repeated.
@available(*, deprecated, renamed: "SplitColumn", message: "Renamed in 0.3.0; removed in 0.4.0.")
public typealias StackedPage = SplitColumn

/// What the detail column holds.
public enum DetailContent<ID: Hashable & Sendable>: Equatable, Sendable {
    /// "Nothing selected" (L8).
    case placeholder
    /// The detail of the selected item.
    case item(ID)
}

/// What a header's title shows.
public enum HeaderTitle<ID: Hashable & Sendable>: Equatable, Sendable {
    /// The sidebar's title (three columns).
    case sidebar
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
