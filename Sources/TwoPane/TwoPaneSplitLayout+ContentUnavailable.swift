import TwoPaneGtk
import TwoPaneModel

/// What a column shows when it has no content to show: the list's empty, loading and error
/// states, and the detail's placeholder. Not rows or pages: nothing to select, shown in the
/// first frame, without a slide.
extension TwoPaneSplitLayout {
    /// Shown in the list column instead of its rows while set: the list is loading, or
    /// could not be loaded. Its rows come back when it is `nil` again. A loading state is
    /// announced to screen readers once, when it starts. An `async` load need not set it:
    /// ``loadItems(keepingItems:loading:failure:_:)`` shows its loading and error states itself.
    ///
    /// ```swift
    /// layout.listStatus = .loading()
    /// folder.load { messages in
    ///     layout.setItems(messages)
    ///     layout.listStatus = nil
    /// }
    /// ```
    public var listStatus: ContentUnavailable? {
        get { status.status }
        set {
            status.setByApp(newValue)
            send(.render)
        }
    }

    /// Shown in the list column when there are no items (and no search); `nil`, the default,
    /// leaves an empty list blank.
    ///
    /// ```swift
    /// layout.emptyList = ContentUnavailable(title: "No Messages", iconName: "mail-inbox-symbolic")
    /// ```
    public var emptyList: ContentUnavailable? {
        get { status.emptyList }
        set {
            status.emptyList = newValue
            send(.render)
        }
    }

    /// What the detail column shows when nothing is selected: "Nothing selected" with the
    /// sidebar icon unless the app words it (L8). Its title names the detail's page for
    /// screen readers, as an item's title does.
    ///
    /// ```swift
    /// layout.placeholder = ContentUnavailable(title: "Select a Folder", iconName: "folder-symbolic")
    /// ```
    public var placeholder: ContentUnavailable {
        get { details.placeholderContent }
        set {
            details.placeholderContent = newValue
            send(.render)
        }
    }

    /// Shows the app's state, "No results", the empty state or the rows, in that order of
    /// precedence (in a render, with the layout's handlers blocked). Focus in the rows, if
    /// they go, moves to the state's button, else to the search field. A state that comes in
    /// place of the rows or of another state is said to screen readers once, where focus is
    /// (a loading state when it starts: ``listStatus``): a user who chose an empty folder, or
    /// typed a query nothing matches, hears so.
    func renderListContent() {
        if let loading = status.takeLoadingAnnouncement() { focus.announce(loading) }
        let content = status.content(
            nothingFound: filter.nothingFound, isEmpty: filter.allRows.count == 0, isSearching: filter.isSearching)
        listColumn.showSearching(appSearch.isRunning)
        guard let content else {
            listColumn.showUnavailable(nil)  // the rows: nothing to say, focus stays (each render)
            return
        }
        // Read before the rows are hidden, which takes their focus.
        let focusInRows = window?.focusedWidget?.isInside(listColumn.list) == true
        let shownBefore = listColumn.shownUnavailable
        listColumn.showUnavailable(content)
        if !content.isLoading, content != shownBefore { focus.announce(content.title) }
        if focusInRows, listColumn.unavailable.actionButton?.grabFocus() != true {
            _ = listColumn.searchEntry?.grabFocus()
        }
    }
}

extension ContentUnavailable {
    /// "Nothing selected" with the sidebar icon: the detail's placeholder unless the app
    /// words its own (L8).
    @MainActor public static var nothingSelected: ContentUnavailable {
        ContentUnavailable(title: localized("Nothing selected"), iconName: "sidebar-show-symbolic")
    }

    /// "Loading…" (or `title`) with a spinner.
    @MainActor public static func loading(_ title: String? = nil) -> ContentUnavailable {
        ContentUnavailable(title: title ?? localized("Loading…"), isLoading: true)
    }
}
