import TwoPaneGtk

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
