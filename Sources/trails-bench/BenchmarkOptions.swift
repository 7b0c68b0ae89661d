import Glibc

/// A benchmark mode asked for through the environment (bench/PROTOCOL.md):
/// `TWOPANE_BENCH=startup|memory|crossings|detail-crossings|selections|scroll|first-open|`
/// `insert-top|insert-top-diff|type-query|task-start|crossings-yielding|crossings-yielding-detached|`
/// `update-open|type-save`,
/// `TWOPANE_BENCH_COUNT=N`,
/// `TWOPANE_BENCH_QUERY=TEXT`.
struct BenchmarkOptions: Equatable {
    enum Mode: String, CaseIterable {
        case startup
        /// As `startup`, but the first frame stops the process (`SIGSTOP`) so the harness can
        /// read its memory maps; once continued it exits.
        case memory
        case crossings, selections, scroll
        /// Crossings with the first item selected: collapsing shows its detail.
        case detailCrossings = "detail-crossings"
        /// Each part built on first use (the primary menu, the Keyboard Shortcuts and About
        /// windows, the search's filter, the collapsed stack) opened twice, both timed.
        case firstOpen = "first-open"
        /// One item inserted at the top, N times, with the list scrolled to the middle and an
        /// item selected, through `setItems(_:changes:)`.
        case insertTop = "insert-top"
        /// The same through `setItems(_:)`: the layout finds the change by comparing.
        case insertTopDiff = "insert-top-diff"
        /// The query typed into the search field one character at a time.
        case typeQuery = "type-query"
        /// A main-actor task started from a GTK signal's handler, N times.
        case taskStart = "task-start"
        /// Crossings while a main-actor task loops on `await Task.yield()`.
        case crossingsYielding = "crossings-yielding"
        /// Crossings while a detached task (off the main actor) loops on `await Task.yield()`.
        case crossingsYieldingDetached = "crossings-yielding-detached"
        /// In a window of notes: the open note saved with a new text, which moves it to the
        /// top, N times (``NoteEditing``).
        case updateOpen = "update-open"
        /// In a window of notes: a letter typed into the open note's editor with a real key,
        /// saved at once, which moves the note to the top, N times (``NoteEditing``).
        case typeSave = "type-save"

        /// Whether the mode runs in a window of notes (``BenchNotes``), not Trails.
        var editsNotes: Bool { self == .updateOpen || self == .typeSave }

        /// Whether the steps resize the window across the breakpoint.
        var crosses: Bool {
            [.crossings, .detailCrossings, .crossingsYielding, .crossingsYieldingDetached].contains(self)
        }
    }

    let mode: Mode
    /// Steps of every mode but `startup`, `memory`, `first-open` and `type-query`.
    let count: Int
    /// What `type-query` types, one character at a time.
    var query = defaultQuery

    static let defaultCount = 200
    static let maximumCount = 1_000_000
    static let defaultQuery = "alps"
    static let maximumQueryLength = 32

    /// The benchmark the environment asks for: `nil` for none, or a one-line problem.
    static func fromEnvironment() -> Result<BenchmarkOptions?, BenchmarkOptionsError> {
        let modeText = environment("TWOPANE_BENCH") ?? ""
        guard !modeText.isEmpty else { return .success(nil) }
        guard let mode = Mode(rawValue: modeText) else {
            let modes = Mode.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(
                BenchmarkOptionsError(description: "TWOPANE_BENCH: unknown mode '\(modeText)' (use \(modes))"))
        }
        var count = defaultCount
        if let countText = environment("TWOPANE_BENCH_COUNT"), !countText.isEmpty {
            guard let parsed = Int(countText), (1...maximumCount).contains(parsed) else {
                return .failure(
                    BenchmarkOptionsError(
                        description:
                            "TWOPANE_BENCH_COUNT: '\(countText)' is not a whole number from 1 to \(maximumCount)"))
            }
            count = parsed
        }
        var options = BenchmarkOptions(mode: mode, count: count)
        if let query = environment("TWOPANE_BENCH_QUERY") {
            let bytes = Array(query.utf8)
            guard (1...maximumQueryLength).contains(bytes.count), bytes.allSatisfy({ (0x20...0x7e).contains($0) })
            else {
                return .failure(
                    BenchmarkOptionsError(
                        description:
                            "TWOPANE_BENCH_QUERY: '\(query)' is not 1 to \(maximumQueryLength) printable ASCII characters"
                    ))
            }
            options.query = query
        }
        return .success(options)
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

/// A benchmark setting the program cannot use.
struct BenchmarkOptionsError: Error, CustomStringConvertible {
    let description: String
}
