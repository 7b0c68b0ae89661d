import TwoPaneGtk
import TwoPaneModel

/// The app's own search (SwiftUI's `.searchable` with the app filtering): a full-text index,
/// a database, a server. The layout runs it after each query the user types and shows the
/// items it finds, with every rule of the layout's own search: the selection stays while its
/// item is shown (L12), the open item stays while it is open (L23), nothing blocks typing
/// (L18).
extension TwoPaneSplitLayout {
    /// Runs the app's own search for each query, instead of the layout's matching of
    /// `searchText`: the list shows the items it returns. Set, the layout calls it once typing
    /// pauses (``searchDelay``) with the query as typed, as a main-actor task that a newer
    /// query cancels (a cancelled search's items are dropped); meanwhile the list goes on
    /// showing what it showed, and keys typed are never held up. When the app's items change
    /// while a query is shown (``setItems(_:changes:)``), it runs again for the same query and
    /// the rows follow without the open item's leaving (L23). If it throws, the list shows
    /// ``ContentUnavailable/loadingFailed(_:retry:)`` ("Could Not Load", Try Again). An empty
    /// query shows every item, with no search run.
    ///
    /// The list shows the layout's items whose ids are among those it returns, in the
    /// layout's order, then the items it returns that are not the layout's (a search over
    /// every folder, a server's), in its order: rows of their own while the query is shown,
    /// gone with it; ``items`` stays the app's. While such rows are shown, each
    /// ``setItems(_:)`` runs the search again (the app may have changed one of them). The
    /// layout must have a search field (made with `searchText:`).
    ///
    /// ```swift
    /// // The app's own full-text search, off the main actor (a database, a server).
    /// nonisolated func notes(matching query: String) async throws -> [Note] { [] }
    /// layout.search = { query in try await notes(matching: query) }
    /// ```
    public var search: (@MainActor (String) async throws -> [Item])? {
        get { appSearch.search }
        set {
            appSearch.search = newValue
            send(.appSearchChanged)
        }
    }

    /// The app's search was set or cleared: the query shown is searched again.
    func appSearchChanged() {
        if appSearch.search == nil { showTheAppsItemsAlone() }
        guard !searchFieldText.isEmpty else { return }
        searchAgain()
    }

    /// Takes the items the app's search found beyond the app's out of the list, if any.
    func showTheAppsItemsAlone() {
        guard let app = appSearch.beyond.clear() else { return }
        replaceItems(with: app, edit: nil, searchingAgain: false)
    }

    /// The search field's query, shared with the app (SwiftUI's `.searchable(text:)`): the
    /// field's text once typing pauses (``searchDelay``); assigning it fills the field and
    /// searches, an empty string shows every item. Stays empty in a layout with no field.
    ///
    /// ```swift
    /// layout.searchQuery.value = "umbrella"
    /// layout.onChange(of: layout.searchQuery) { _, query in print("searching for", query) }
    /// ```
    public var searchQuery: ObservableValue<String> { appSearch.searchQuery }

    /// How long the search waits after a key before it searches (150 ms by default): a search
    /// that costs something (the app's own, over a network) waits longer. Zero searches at
    /// every key.
    public var searchDelay: Duration {
        get { .milliseconds(listColumn.searchEntry?.searchDelay ?? 150) }
        set {
            let (seconds, attoseconds) = newValue.components
            let milliseconds = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
            listColumn.searchEntry?.searchDelay = Int(min(milliseconds, Int64(UInt32.max)))
        }
    }

    /// Hears the app's assignments to ``searchQuery``: the field takes the text and searches.
    func bindSearchQuery() {
        appSearch.queryObservation = searchQuery.observe { [weak self] text in
            guard let self, text != self.searchFieldText else { return }
            self.searchFieldText = text
        }
    }

    /// Runs the app's search for `text`, then shows what it found: a new query's matches, or
    /// the same query's again (a refresh that keeps the open item).
    func runAppSearch(for text: String) {
        appSearch.run(
            text,
            found: { [weak self] run, items in self?.send(.appSearchFound(run: run, query: text, items)) },
            failed: { [weak self] run, error in self?.send(.appSearchFailed(run: run, error)) })
    }

    /// The app's search returned `items` for `text`: shown if the field still holds `text`.
    func appSearchFound(_ items: [Item], for text: String) {
        guard searchFieldText == text else { return }
        if status.isFromLoad, status.load == nil { status.clearLoadState() }
        if let rows = appSearch.beyond.rows(found: items, over: filter.allRows, keeping: layoutState.selection) {
            replaceItems(with: rows, edit: nil, searchingAgain: false)
        }
        let ids = Set(items.map(\.id))
        if filter.query == text.lowercased() {
            filter.refresh(matching: ids, openRow: selectedRowPosition)
            continueSearch()
        } else {
            applyQuery(text, matching: ids)
        }
        queue.setNeedsRender()
    }

    /// The app's search threw: the list says so, with Try Again.
    func appSearchFailed(_ error: any Error) {
        status.set(
            .loadingFailed(error, retry: { [weak self] in self?.send(.appSearchChanged) }), fromLoad: true,
            announcingItsLoading: false)
        queue.setNeedsRender()
    }

    /// The app's items changed under the query shown: its search runs again.
    func searchAgainIfTheAppSearches() {
        guard appSearch.search != nil, filter.isSearching else { return }
        searchAgain()
    }

    private func searchAgain() {
        let text = searchFieldText
        guard !text.isEmpty, appSearch.search != nil else { return }
        runAppSearch(for: text)
    }

    /// How many times the app's search ran, and whether it runs now (for tests).
    package var appSearchRunCount: Int { appSearch.runCount }
    package var isAppSearchRunning: Bool { appSearch.isRunning }
}
