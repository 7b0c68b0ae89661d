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
    public var isLoadingItems: Bool { itemsLoad != nil }

    /// Starts a load of the items (``loadItems(keepingItems:loading:failure:_:)``), ending the one under
    /// way; once the render under way, if any, is over.
    @usableFromInline
    func startLoading(
        keepingItems: Bool = false,
        loading: ContentUnavailable?, failure: (@MainActor (any Error) -> ContentUnavailable)?,
        _ load: @escaping @MainActor () async throws -> LayoutItems<Item>
    ) {
        afterRendering { [weak self] in
            guard let self else { return }
            if keepingItems {
                if self.isListStatusFromLoad { self.showLoadStatus(nil) }  // a failed load's state
            } else {
                self.showLoadStatus(loading ?? .loading())
                _ = self.appSearch.beyond.clear()  // other items: what was found for these goes
                self.applyItems(LayoutItems([Item]()), changes: [])
            }
            let task = Task { @MainActor [weak self] in
                let result: Result<LayoutItems<Item>, any Error>
                do { result = .success(try await load()) } catch { result = .failure(error) }
                guard let self, !Task.isCancelled else { return }
                self.itemsLoad = nil
                switch result {
                case .success(let items):
                    self.applyItems(items, changes: nil)  // under the loading state, then shown
                    self.showLoadStatus(nil)
                case .failure(let error):
                    let retry: @MainActor () -> Void = { [weak self] in
                        self?.startLoading(keepingItems: keepingItems, loading: loading, failure: failure, load)
                    }
                    self.showLoadStatus(failure?(error) ?? .loadingFailed(error, retry: retry))
                }
            }
            self.itemsLoad = ItemsLoad(task: task, sidebarSelection: self.layoutState.sidebarSelection)
        }
    }

    /// Cancels the load under way, if any, and takes its loading or error state off the list:
    /// the app set the items.
    func endLoading() {
        itemsLoad = nil  // its task cancelled as it goes
        if isListStatusFromLoad { listStatus = nil }
    }

    /// Cancels the load under way when the sidebar's selection is no longer the one it was
    /// started for. Its state stays until the app, told of the new row, sets the items or
    /// loads them: taken off now, the emptied list's own state would show (and be said) first.
    func endLoadingIfSidebarMoved() {
        guard let load = itemsLoad, load.sidebarSelection != layoutState.sidebarSelection else { return }
        itemsLoad = nil
    }

    /// Shows a load's state (`nil`: none) as ``listStatus``, marked as the load's own. Each
    /// load's loading state is said when it starts, even over the "Loading…" of the load it
    /// replaces: the user moved from one folder still loading to another.
    private func showLoadStatus(_ status: ContentUnavailable?) {
        setListStatus(status, announcingItsLoading: status?.isLoading == true)
        isListStatusFromLoad = status != nil
    }
}
