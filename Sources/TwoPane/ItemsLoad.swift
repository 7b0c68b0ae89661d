import TwoPaneGtk

/// A load of the items under way (``TwoPaneSplitLayout/loadItems(loading:failure:_:)``): its
/// main-actor task, cancelled when the load is ended early or when its last holder (the
/// layout, gone with its window) lets it go.
final class ItemsLoad: Sendable {
    /// The task that awaits the app's load and shows what it gave.
    let task: Task<Void, Never>
    /// The sidebar's selection the load was started for: another one cancels it.
    let sidebarSelection: Int?

    init(task: Task<Void, Never>, sidebarSelection: Int?) {
        self.task = task
        self.sidebarSelection = sidebarSelection
    }

    deinit { task.cancel() }
}

/// What a load that threw shows by default: "Could Not Load", what went wrong, and a button
/// that loads again.
extension ContentUnavailable {
    /// "Could Not Load", `error` described, and Try Again running `retry`.
    @MainActor public static func loadingFailed(
        _ error: any Error, retry: @escaping @MainActor () -> Void
    ) -> ContentUnavailable {
        ContentUnavailable(
            title: localized("Could Not Load"), iconName: "dialog-error-symbolic",
            description: String(describing: error), action: Action(label: localized("Try Again"), perform: retry))
    }
}

extension AsyncContent {
    /// A widget that shows "Loading…" until `load` returns the widget to show, or, if it
    /// throws, "Could Not Load" with the error and Try Again
    /// (``ContentUnavailable/loadingFailed(_:retry:)``).
    ///
    /// <!-- example-context: mail -->
    /// ```swift
    /// let detail = AsyncContent { Label(try await server.body(of: message)) }
    /// ```
    public convenience init(_ load: @escaping @MainActor () async throws -> Widget) {
        self.init(loading: .loading(), failure: { .loadingFailed($0, retry: $1) }, load: load)
    }
}
