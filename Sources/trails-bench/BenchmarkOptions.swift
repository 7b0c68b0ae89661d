import Glibc

/// A benchmark mode asked for through the environment (bench/PROTOCOL.md):
/// `TWOPANE_BENCH=startup|memory|crossings|detail-crossings|selections|scroll|first-open`,
/// `TWOPANE_BENCH_COUNT=N`.
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

        /// Whether the steps resize the window across the breakpoint.
        var crosses: Bool { self == .crossings || self == .detailCrossings }
    }

    let mode: Mode
    /// Steps of every mode but `startup` and `memory`.
    let count: Int

    static let defaultCount = 200
    static let maximumCount = 1_000_000

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
        return .success(BenchmarkOptions(mode: mode, count: count))
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

/// A benchmark setting the program cannot use.
struct BenchmarkOptionsError: Error, CustomStringConvertible {
    let description: String
}
