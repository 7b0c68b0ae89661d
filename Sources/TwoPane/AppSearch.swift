/// The search's query shared with the app, and the app's own search
/// (``TwoPaneSplitLayout/search``): its closure, and the run under way, one at a time. A new
/// query, or the items changing under the query shown, cancels the run under way and starts
/// another; what a cancelled run returns is dropped.
@MainActor
final class AppSearch<Item: Identifiable & Hashable> where Item.ID: Sendable {
    /// The app's search: the items that match a query.
    var search: (@MainActor (String) async throws -> [Item])?
    /// The search field's query, shared with the app (the layout's `searchQuery`), and the
    /// observation through which the layout hears the app's assignments.
    let searchQuery = ObservableValue("")
    var queryObservation: Observation?
    /// The run under way: cancelled when it is let go (another run, or the layout gone).
    private var running: RunningSearch? {
        didSet { if (oldValue == nil) != (running == nil) { runningChanged?(running != nil) } }
    }
    /// Told when a run starts with none under way, and when the last one ends.
    var runningChanged: (@MainActor (Bool) -> Void)?
    /// How many runs were started (for tests).
    private(set) var runCount = 0
    /// The query of the last run started, until the search is cleared.
    private(set) var lastQuery: String?
    /// The items it found that are not among the app's, shown after them.
    var beyond = FoundBeyond<Item>()

    /// Whether a run is under way.
    var isRunning: Bool { running != nil }

    /// Whether the run numbered `run` is the last one started: what it found is still wanted.
    func isLatest(_ run: Int) -> Bool { run == runCount }

    /// Runs the app's search for `query`, cancelling the run under way; `found` gets the run's
    /// number and what it returns, `failed` what it throws (not a cancellation), unless
    /// another run started meanwhile.
    func run(
        _ query: String, found: @escaping @MainActor (Int, [Item]) -> Void,
        failed: @escaping @MainActor (Int, any Error) -> Void
    ) {
        running = nil
        guard let search else { return }
        lastQuery = query
        runCount += 1
        let number = runCount
        running = RunningSearch(
            Task { @MainActor [weak self] in
                let result: Result<[Item], any Error>
                do { result = .success(try await search(query)) } catch { result = .failure(error) }
                guard let self, self.runCount == number, !Task.isCancelled else { return }
                self.running = nil
                switch result {
                case .success(let items): found(number, items)
                case .failure(let error) where error is CancellationError: break
                case .failure(let error): failed(number, error)
                }
            })
    }

    /// Cancels the run under way, if any; `forgettingQuery`: the next query is new, even the
    /// same as the last (the search was cleared meanwhile).
    func cancel(forgettingQuery: Bool = false) {
        running = nil
        if forgettingQuery { lastQuery = nil }
    }
}

/// A run of the app's search: its main-actor task, cancelled when it is let go.
private final class RunningSearch: Sendable {
    let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) { self.task = task }

    deinit { task.cancel() }
}
