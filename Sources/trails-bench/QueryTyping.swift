import TrailsApp
import TrailsData
import TwoPane

/// The `type-query` benchmark: the search field is focused (what Ctrl+F does) with no search
/// delay, then the query is typed one character at a time, each inserted at the end of the
/// field as a key press inserts it (`gtk_editable_insert_text`), from an idle callback after
/// the frame that showed the previous character's complete result. Per character: the
/// longest time the main thread did not get to a 1 ms high-priority timeout, the time to the
/// first frame showing matches of the query so far, and to the first frame painted once the
/// search had looked at every row.
@MainActor
final class QueryTyping {
    /// Per character typed: microseconds, and the rows the complete result shows.
    struct Samples {
        var longestBlock: [Int64] = []
        var firstMatches: [Int64] = []
        var complete: [Int64] = []
        var matches: [Int64] = []
        /// Calls of the app's row builder.
        var rowsBuilt: [Int64] = []
    }

    private let window: Window
    private let layout: TwoPaneSplitLayout<Trail>
    private let query: [Character]
    private let progressed: @MainActor () -> Void
    private let finished: @MainActor (Samples) -> Void
    private let fail: @MainActor (String) -> Never

    private var field: SearchEntry?
    private var isPreparing = false
    private var keys = 0
    /// The query so far, lowercased as the search takes it.
    private var typed = ""
    /// From a key's start to the frame that shows its complete result.
    private var isKeyActive = false
    private var keyStart: Int64 = 0
    private var firstSeen = false
    private var settleFrameRequested = false
    private var lastWakeUp: Int64 = 0
    private var longestBlock: Int64 = 0
    /// Rows shown at the last tick: a change is progress (the benchmark's stall watch).
    private var lastShown = -1
    private var rowsBuilt = 0
    private var rowsBuiltBefore = 0
    private var result = Samples()

    init(
        _ presented: PresentedTrails, query: String, progressed: @escaping @MainActor () -> Void,
        finished: @escaping @MainActor (Samples) -> Void, fail: @escaping @MainActor (String) -> Never
    ) {
        window = presented.window
        layout = presented.layout
        self.query = Array(query)
        self.progressed = progressed
        self.finished = finished
        self.fail = fail
    }

    /// Focuses the search field; call after the window's first frame.
    func start() {
        guard let field = layout.searchField else { fail("the layout has no search field") }
        self.field = field
        window.onEveryPaint { [weak self] in self?.painted() }
        layout.probes.rowBuilt = { [weak self] in self?.rowsBuilt += 1 }
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            field.searchDelay = 0
            guard field.grabFocus() else { self.fail("could not focus the search field") }
            MainLoop.repeatedly(everyMilliseconds: 1) { [weak self] in
                self?.tick()
                return self != nil
            }
            self.isPreparing = true
            self.window.requestFrame()
        }
    }

    /// The search has taken the query so far.
    private var isQueryApplied: Bool { layout.appliedSearchQuery == typed }

    private var isSettled: Bool { isQueryApplied && layout.isSearchSettled }

    /// Notes the time since the main thread last woke up for the benchmark.
    private func noteBlock(at now: Int64) {
        longestBlock = max(longestBlock, now - lastWakeUp)
        lastWakeUp = now
    }

    private func tick() {
        guard isKeyActive else { return }
        noteBlock(at: MainLoop.monotonicMicroseconds)
        if layout.listView.count != lastShown {
            lastShown = layout.listView.count
            progressed()
        }
        if !settleFrameRequested, isSettled {
            settleFrameRequested = true
            window.requestFrame()
        }
    }

    private func typeKey() {
        guard keys < query.count, let field else { return finished(result) }
        typed = String(query[...keys]).lowercased()
        keyStart = MainLoop.monotonicMicroseconds
        lastWakeUp = keyStart
        longestBlock = 0
        firstSeen = false
        settleFrameRequested = false
        isKeyActive = true
        rowsBuiltBefore = rowsBuilt
        field.insert(String(query[keys]), at: keys)
        keys += 1
        window.requestFrame()
    }

    private func painted() {
        let now = MainLoop.monotonicMicroseconds
        if isPreparing {
            isPreparing = false
            MainLoop.whenIdle { [weak self] in self?.typeKey() }
            return
        }
        guard isKeyActive else { return }
        noteBlock(at: now)
        guard isQueryApplied else { return }
        let settled = layout.isSearchSettled
        if !firstSeen, layout.listView.count > 0 || settled {
            firstSeen = true
            result.firstMatches.append(now - keyStart)
            progressed()
        }
        guard settled else { return }
        isKeyActive = false
        result.complete.append(now - keyStart)
        result.longestBlock.append(longestBlock)
        result.matches.append(Int64(layout.listView.count))
        result.rowsBuilt.append(Int64(rowsBuilt - rowsBuiltBefore))
        progressed()
        MainLoop.whenIdle { [weak self] in self?.typeKey() }
    }
}
