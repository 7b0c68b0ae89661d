/// What a split layout shows, derived from its state: both columns, or one page of a stack.
public enum SplitLayout: Equatable, Sendable {
    /// Expanded: list and detail side by side, the list hidden when the user hid the sidebar.
    case sideBySide(sidebarVisible: Bool)
    /// Collapsed: one page at a time.
    case stacked(StackedPage)
}

/// The page a collapsed layout shows.
public enum StackedPage: Equatable, Sendable {
    case list
    case detail
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
}

/// The parts of a split layout keyboard focus can be in, for keeping focus across a
/// collapse or expand (L13).
public enum FocusTarget: Equatable, Sendable {
    case list
    case detail
    case backButton
    case sidebarToggle
}
