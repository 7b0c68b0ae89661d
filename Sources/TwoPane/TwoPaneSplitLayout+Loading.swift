import TwoPaneGtk
import TwoPaneModel

/// Items that arrive later: a folder read from a server, a search run elsewhere. The layout
/// runs the app's `async` load in a main-actor task, shows the loading state meanwhile and an
/// error state if it throws, and cancels it when what it was loading for is gone.
extension TwoPaneSplitLayout {
    /// Loads the items with `load`, run as a main-actor task (it may `await` anything and hand
    /// work to other threads). Until it returns, the list has no items (nothing is selected)
    /// and shows `loading` (``ContentUnavailable/loading(_:)`` unless the app words its own);
    /// then its items are shown as ``setItems(_:)`` shows them. If it throws, the list shows
    /// `failure(error)`: by default ``ContentUnavailable/loadingFailed(_:retry:)``, "Could Not
    /// Load", the error and Try Again, which runs `load` again.
    ///
    /// `keepingItems: true` is a refresh of the items shown (the folder on screen read
    /// again): the list keeps its rows, selection, open detail and scroll position while it
    /// loads, with no loading state, and then changes only the rows whose items changed.
    ///
    /// The load is cancelled (`Task.isCancelled` turns true, `Task.sleep` and other
    /// cancellable waits throw) and what it returns is dropped when another load starts, when
    /// the app sets the items itself, when the user picks another sidebar row, and when the
    /// window closes. `load` should not capture the layout: it does not need to.
    ///
    /// ```swift
    /// layout.onChange(of: folderName) { layout, name in
    ///     layout.loadItems { try await server.messages(inFolder: name) }
    /// }
    /// layout.loadItems(keepingItems: true) { try await server.messages(inFolder: "Inbox") }  // a refresh
    /// ```
    @inlinable
    public func loadItems<Items: RandomAccessCollection<Item>>(
        keepingItems: Bool = false,
        loading: ContentUnavailable? = nil,
        failure: (@MainActor (any Error) -> ContentUnavailable)? = nil,
        _ load: @escaping @MainActor () async throws -> Items
    ) {
        startLoading(keepingItems: keepingItems, loading: loading, failure: failure) { LayoutItems(try await load()) }
    }

    /// Whether a load started by ``loadItems(keepingItems:loading:failure:_:)`` is under way.
    public var isLoadingItems: Bool { status.load != nil }

    /// Starts a load of the items (``loadItems(keepingItems:loading:failure:_:)``), ending the
    /// one under way.
    @usableFromInline
    func startLoading(
        keepingItems: Bool = false,
        loading: ContentUnavailable?, failure: (@MainActor (any Error) -> ContentUnavailable)?,
        _ load: @escaping @MainActor () async throws -> LayoutItems<Item>
    ) {
        send(.startLoad(ItemsLoadRequest(keepingItems: keepingItems, loading: loading, failure: failure, load: load)))
    }

    /// Starts `request`'s load: its task sends what it returns or throws back to the queue.
    func startLoad(_ request: ItemsLoadRequest<Item>) {
        if request.keepingItems {
            status.clearLoadState()  // a failed load's state
        } else {
            showLoadStatus(request.loading ?? .loading())
            _ = appSearch.beyond.clear()  // other items: what was found for these goes
            applyItems(LayoutItems([Item]()), changes: [])
        }
        let number = status.nextLoadNumber()
        let task = Task { @MainActor [weak self, load = request.load] in
            let result: Result<LayoutItems<Item>, any Error>
            do { result = .success(try await load()) } catch { result = .failure(error) }
            guard let self, !Task.isCancelled else { return }
            self.send(.loadEnded(request, number: number, result))
        }
        status.load = ItemsLoad(task: task, sidebarSelection: layoutState.sidebarSelection, number: number)
        queue.setNeedsRender()
    }

    /// `request`'s load ended: its items are shown (under the loading state, then without
    /// it), or its error state with Try Again.
    func loadEnded(_ request: ItemsLoadRequest<Item>, _ result: Result<LayoutItems<Item>, any Error>) {
        status.load = nil
        switch result {
        case .success(let items):
            applyItems(items, changes: nil)
            showLoadStatus(nil)
        case .failure(let error):
            let retry: @MainActor () -> Void = { [weak self] in self?.send(.startLoad(request)) }
            showLoadStatus(request.failure?(error) ?? .loadingFailed(error, retry: retry))
        }
        queue.setNeedsRender()
    }

    /// Cancels the load under way, if any, and takes its loading or error state off the list:
    /// the app set the items.
    func endLoading() {
        status.load = nil  // its task cancelled as it goes
        status.clearLoadState()
        queue.setNeedsRender()
    }

    /// Cancels the load under way when the sidebar's selection is no longer the one it was
    /// started for. Its state stays until the app, told of the new row, sets the items or
    /// loads them: taken off now, the emptied list's own state would show (and be said) first.
    func endLoadingIfSidebarMoved() {
        guard let load = status.load, load.sidebarSelection != layoutState.sidebarSelection else { return }
        status.load = nil
    }

    /// Shows a load's state (`nil`: none) as ``listStatus``, marked as the load's own. Each
    /// load's loading state is said when it starts, even over the "Loading…" of the load it
    /// replaces: the user moved from one folder still loading to another.
    private func showLoadStatus(_ shown: ContentUnavailable?) {
        status.set(shown, fromLoad: true, announcingItsLoading: shown?.isLoading == true)
    }
}
