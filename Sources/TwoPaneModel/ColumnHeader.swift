/// Which of the window's controls (minimise, maximise, close: the desktop's decoration
/// layout) a column's header shows (L20). Side by side, the controls the desktop puts at the
/// start of a title bar go on the leading-most column's header and those at the end on the
/// trailing-most; a collapsed page's header shows them all.
public struct WindowControls: OptionSet, Hashable, Sendable {
    /// The set's bits: 1 the leading controls, 2 the trailing ones.
    public let rawValue: Int
    /// Makes the set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The controls at the start of a title bar (`gtk-decoration-layout` before the colon).
    public static let leading = WindowControls(rawValue: 1)
    /// The controls at the end of a title bar (after the colon).
    public static let trailing = WindowControls(rawValue: 2)
}

/// What a column's header shows (L20): its title, Back where there is somewhere to go back
/// to, the sidebar toggle on the leading-most header, and its share of the window's controls.
public struct ColumnHeader<ID: Hashable & Sendable>: Equatable, Sendable {
    /// The title; `nil` over the placeholder, which has none.
    public var title: HeaderTitle<ID>?
    /// Whether Back shows at the header's start.
    public var showsBackButton: Bool
    /// Whether the sidebar toggle shows at the header's start (L11).
    public var showsSidebarToggle: Bool
    /// The window's controls the header shows.
    public var windowControls: WindowControls

    /// A header showing `title`, Back, the toggle and `windowControls` as given.
    public init(
        title: HeaderTitle<ID>?, showsBackButton: Bool, showsSidebarToggle: Bool, windowControls: WindowControls
    ) {
        self.title = title
        self.showsBackButton = showsBackButton
        self.showsSidebarToggle = showsSidebarToggle
        self.windowControls = windowControls
    }
}

extension SplitLayoutState {
    /// The header `column` shows, or nil when the column is not on screen (L20).
    ///
    /// Collapsed, the page shown carries its column's header: the title of ``headerTitle``,
    /// Back as ``showsBackButton`` says, every window control. Side by side, each column has
    /// its own: the sidebar's and the list's titles, the detail's item (or top pushed page,
    /// with Back; nothing over the placeholder); the toggle and the leading window controls
    /// on the leading-most column side by side, the trailing controls on the trailing-most.
    public func header(of column: SplitColumn) -> ColumnHeader<ID>? {
        guard showsColumn(column) else { return nil }
        if isCollapsed {
            return ColumnHeader(
                title: headerTitle, showsBackButton: showsBackButton, showsSidebarToggle: false,
                windowControls: [.leading, .trailing])
        }
        let sideBySide = arrangement?.sideBySide ?? []
        var controls: WindowControls = []
        if sideBySide.first == column { controls.insert(.leading) }
        if sideBySide.last == column { controls.insert(.trailing) }
        let title: HeaderTitle<ID>?
        switch column {
        case .sidebar: title = .sidebar
        case .list: title = .list
        case .detail: title = detailDepth > 0 ? .detailPage(detailDepth) : selection.map { .item($0) }
        }
        return ColumnHeader(
            title: title, showsBackButton: column == .detail && detailDepth > 0,
            showsSidebarToggle: showsSidebarToggle && sideBySide.first == column, windowControls: controls)
    }
}

/// What a layout shows, as an app hears it (L20): collapsed or not, the columns on screen
/// (side by side, then those drawn over them) and, collapsed, the column whose page shows.
public struct ShownColumns: Equatable, Sendable {
    /// Whether the layout is collapsed into one page at a time.
    public var isCollapsed: Bool
    /// The columns on screen, leading first: the page's column alone while collapsed.
    public var columns: [SplitColumn]
    /// Collapsed, the column whose page shows; nil while expanded.
    public var page: SplitColumn?

    /// Columns shown as given.
    public init(isCollapsed: Bool, columns: [SplitColumn], page: SplitColumn?) {
        self.isCollapsed = isCollapsed
        self.columns = columns
        self.page = page
    }
}

extension SplitLayoutState {
    /// What the layout shows, as the app hears it (``ShownColumns``).
    public var shownColumns: ShownColumns {
        if isCollapsed { return ShownColumns(isCollapsed: true, columns: [compactColumn], page: compactColumn) }
        let arrangement = self.arrangement ?? ColumnArrangement(sideBySide: [.detail])
        return ShownColumns(isCollapsed: false, columns: arrangement.sideBySide + arrangement.overlaid, page: nil)
    }
}
