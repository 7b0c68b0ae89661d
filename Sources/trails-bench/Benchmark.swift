import Glibc
import TrailsApp
import TrailsData
import TwoPane

/// Drives the running app for one benchmark mode of bench/PROTOCOL.md, prints one JSON
/// line and exits. Every step starts from an idle callback after the previous frame was
/// painted; times are GLib's monotonic clock in microseconds.
@MainActor
final class Benchmark {
    private let options: BenchmarkOptions
    private let window: Window
    private let layout: TwoPaneSplitLayout<Trail>
    private var step = 0
    private var stepStart: Int64?
    private var samples: [Int64] = []
    /// Crossings: from the same start to the first frame painted with nothing moving any more.
    private var visibleSamples: [Int64] = []
    /// Detail crossings: the first item is selected and its detail not painted yet.
    private var isPreparing = false
    private var lastPaint: Int64?
    private var isFirstFrame = true
    private var lastProgress = MainLoop.monotonicMicroseconds

    /// The window with the parts the first-open mode opens.
    private let presented: PresentedTrails
    private var firstOpenings: FirstOpenings?
    private var insertions: ItemInsertions?
    private var typing: QueryTyping?
    private var taskStarts: TaskStarts?

    init(options: BenchmarkOptions, presented: PresentedTrails) {
        self.options = options
        self.presented = presented
        window = presented.window
        layout = presented.layout
    }

    /// Starts measuring; call right after presenting the window.
    func start() {
        window.onEveryPaint { [weak self] in self?.painted() }
        window.requestFrame()
        watchForStalls()
    }

    private func painted() {
        let now = MainLoop.monotonicMicroseconds
        if isFirstFrame {
            guard window.isMapped else { return }
            isFirstFrame = false
            firstFrame(at: now)
            return
        }
        switch options.mode {
        case .startup, .memory, .firstOpen, .insertTop, .insertTopDiff, .typeQuery, .taskStart, .updateOpen, .typeSave:
            break
        case .crossings, .detailCrossings, .crossingsYielding, .crossingsYieldingDetached:
            isPreparing ? preparedIfShown() : finishCrossingIfShown(at: now)
        case .selections: finishStepIfShown(at: now)
        case .scroll: pagePainted(at: now)
        }
    }

    private func firstFrame(at now: Int64) {
        switch options.mode {
        case .startup:
            exit(0)
        case .memory:
            // The harness reads /proc/PID/smaps while the process is stopped, then continues it.
            raise(SIGSTOP)
            exit(0)
        case .firstOpen:
            guard !layout.layoutState.isCollapsed else { fail("the window starts collapsed") }
            firstOpenings = FirstOpenings(
                presented, progressed: { [weak self] in self?.progressed() },
                finished: { [weak self] timings in self?.reportFirstOpenings(timings) })
            firstOpenings?.start()
        case .insertTop, .insertTopDiff:
            guard !layout.layoutState.isCollapsed else { fail("the window starts collapsed") }
            insertions = ItemInsertions(
                presented, count: options.count, comparing: options.mode == .insertTopDiff,
                progressed: { [weak self] in self?.progressed() },
                finished: { [weak self] samples in self?.reportInsertions(samples) },
                fail: { [weak self] reason in self?.fail(reason) ?? exit(1) })
            insertions?.start()
        case .typeQuery:
            guard !layout.layoutState.isCollapsed else { fail("the window starts collapsed") }
            typing = QueryTyping(
                presented, query: options.query, progressed: { [weak self] in self?.progressed() },
                finished: { [weak self] samples in self?.reportTyping(samples) },
                fail: { [weak self] reason in self?.fail(reason) ?? exit(1) })
            typing?.start()
        case .updateOpen, .typeSave:
            fail("runs in a window of notes, not in Trails")
        case .taskStart:
            taskStarts = TaskStarts(
                count: options.count, progressed: { [weak self] in self?.progressed() },
                finished: { [weak self] samples in self?.reportTaskStarts(samples) })
            taskStarts?.start()
        case .crossings, .detailCrossings, .crossingsYielding, .crossingsYieldingDetached:
            guard !layout.layoutState.isCollapsed else { fail("the window starts collapsed") }
            if options.mode == .crossingsYielding { YieldingTask.start(onMainActor: true) }
            if options.mode == .crossingsYieldingDetached { YieldingTask.start(onMainActor: false) }
            layout.probes.collapseDecided = { [weak self] collapsed in self?.collapseDecided(collapsed) }
            guard options.mode == .detailCrossings else { return MainLoop.whenIdle { [weak self] in self?.resize() } }
            guard !layout.items.isEmpty else { fail("needs at least 1 item") }
            isPreparing = true
            MainLoop.whenIdle { [weak self] in
                guard let self else { return }
                self.layout.listView.selectedIndex = ShownRowIndex(0)
                self.window.requestFrame()
            }
        case .selections:
            guard layout.items.count >= 2 else { fail("needs at least 2 items") }
            layout.probes.listSelectionReceived = { [weak self] in
                guard let self, self.stepStart == nil else { return }
                self.stepStart = MainLoop.monotonicMicroseconds
            }
            MainLoop.whenIdle { [weak self] in self?.select() }
        case .scroll:
            MainLoop.whenIdle { [weak self] in
                guard let self else { return }
                self.layout.listView.focusRow(ShownRowIndex(0))
                // Frames painted before this (the layout placing its first focus) do not
                // count: the reference time is the frame after focusing row 0.
                self.isScrolling = true
                self.lastPaint = nil
                self.window.requestFrame()
            }
        }
    }

    // MARK: crossings

    private var expectsCollapse: Bool { step % 2 == 0 }

    private func resize() {
        stepStart = nil
        window.setDefaultSize(width: expectsCollapse ? 480 : 1000, height: 700)
    }

    private func collapseDecided(_ collapsed: Bool) {
        if collapsed == expectsCollapse { stepStart = MainLoop.monotonicMicroseconds }
    }

    /// Detail crossings: the first item's detail is painted; the crossings begin.
    private func preparedIfShown() {
        guard layout.layoutState.selectedPosition == 0, layout.isSettled else { return }
        isPreparing = false
        MainLoop.whenIdle { [weak self] in self?.resize() }
    }

    /// A crossing's structural sample ends at the frame that painted the new structure; its
    /// visible sample at the first frame painted with nothing moving (the same frame unless
    /// something slides). The next step starts after the visible one.
    private func finishCrossingIfShown(at now: Int64) {
        guard let start = stepStart else { return }
        if samples.count == visibleSamples.count {
            guard isStepShown else { return }
            samples.append(now - start)
        }
        guard layout.isSettled else { return }
        visibleSamples.append(now - start)
        step += 1
        progressed()
        if step == options.count {
            report([
                "\"metric\":\"crossing\"", "\"unit\":\"us\"", "\"samples\":\(list(samples))",
                "\"visible\":\(list(visibleSamples))",
            ])
        }
        MainLoop.whenIdle { [weak self] in self?.resize() }
    }

    // MARK: selections

    private func select() {
        stepStart = nil
        let count = layout.items.count
        var row = step % count
        if ShownRowIndex(row) == layout.listView.selectedIndex { row = (row + 1) % count }
        layout.listView.selectedIndex = ShownRowIndex(row)
        window.requestFrame()
    }

    private func finishStepIfShown(at now: Int64) {
        guard let start = stepStart, isStepShown else { return }
        samples.append(now - start)
        step += 1
        progressed()
        if step == options.count {
            report(["\"metric\":\"selection\"", "\"unit\":\"us\"", "\"samples\":\(list(samples))"])
        }
        MainLoop.whenIdle { [weak self] in self?.select() }
    }

    private var isStepShown: Bool {
        switch options.mode {
        case .crossings, .detailCrossings, .crossingsYielding, .crossingsYieldingDetached:
            return layout.installedPresentation == layout.layoutState.presentation
                && layout.layoutState.isCollapsed == expectsCollapse
        default:
            return layout.layoutState.selectedPosition == layout.listView.selectedIndex?.rawValue
                && layout.layoutState.selection != nil
        }
    }

    // MARK: scroll

    private var intervals: [Int64] = []
    private var scrollStart: Int64 = 0
    /// Row 0 has been focused: paints from now on are pages.
    private var isScrolling = false

    private func pagePainted(at now: Int64) {
        guard isScrolling else { return }
        guard let previous = lastPaint else {
            // The frame after focusing row 0 is the reference time p0.
            guard layout.listView.containsFocus else { fail("no row of the list has focus") }
            lastPaint = now
            scrollStart = now
            MainLoop.whenIdle { [weak self] in self?.pageDown() }
            return
        }
        intervals.append(now - previous)
        lastPaint = now
        progressed()
        if intervals.count == options.count {
            let dropped = intervals.count { $0 > 16_700 }
            report([
                "\"metric\":\"scroll\"", "\"unit\":\"us\"", "\"pages\":\(intervals.count)",
                "\"total\":\(now - scrollStart)", "\"frame_intervals\":\(list(intervals))",
                "\"dropped\":\(dropped)", "\"selected\":\(layout.listView.selectedIndex?.rawValue ?? -1)",
            ])
        }
        MainLoop.whenIdle { [weak self] in self?.pageDown() }
    }

    private func pageDown() {
        guard layout.listView.movePageDown() else { fail("the list has no PageDown binding") }
        window.requestFrame()
    }

    // MARK: first-open

    private func reportFirstOpenings(_ timings: FirstOpenings.Timings) {
        let names = timings.parts.map { "\"\($0)\"" }.joined(separator: ",")
        report([
            "\"metric\":\"first-open\"", "\"unit\":\"us\"", "\"parts\":[\(names)]",
            "\"first\":\(list(timings.first))", "\"second\":\(list(timings.second))",
            "\"first_frames\":\(list(timings.firstFrames))", "\"second_frames\":\(list(timings.secondFrames))",
        ])
    }

    // MARK: task-start

    private func reportTaskStarts(_ samples: [Int64]) {
        report(["\"metric\":\"task-start\"", "\"unit\":\"us\"", "\"samples\":\(list(samples))"])
    }

    // MARK: insert-top, type-query

    private func reportInsertions(_ result: ItemInsertions.Samples) {
        report([
            "\"metric\":\"insert-top\"", "\"unit\":\"us\"", "\"samples\":\(list(result.samples))",
            "\"calls\":\(list(result.calls))", "\"updates\":\(list(result.updates))",
            "\"rows_built\":\(list(result.rowsBuilt))", "\"binds\":\(list(result.binds))",
            "\"setups\":\(list(result.setups))", "\"int_calls\":\(list(result.intCalls))",
        ])
    }

    private func reportTyping(_ result: QueryTyping.Samples) {
        // The query is printable ASCII: only quotes and backslashes need escaping.
        let query = options.query.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }.joined()
        report([
            "\"metric\":\"type-query\"", "\"unit\":\"us\"", "\"query\":\"\(query)\"",
            "\"longest_block\":\(list(result.longestBlock))", "\"first_matches\":\(list(result.firstMatches))",
            "\"complete\":\(list(result.complete))", "\"matches\":\(list(result.matches))",
            "\"rows_built\":\(list(result.rowsBuilt))",
        ])
    }

    // MARK: output

    private func progressed() { lastProgress = MainLoop.monotonicMicroseconds }

    private func watchForStalls() {
        MainLoop.after(milliseconds: 1000) { [weak self] in
            guard let self else { return }
            if MainLoop.monotonicMicroseconds - self.lastProgress > 10_000_000 {
                self.fail("no progress for 10 s")
            }
            self.watchForStalls()
        }
    }

    private func list(_ values: [Int64]) -> String {
        "[" + values.map(String.init).joined(separator: ",") + "]"
    }

    private func report(_ fields: [String]) -> Never {
        StandardOutput.write("{" + fields.joined(separator: ",") + "}\n")
        exit(0)
    }

    private func fail(_ reason: String) -> Never {
        StandardError.writeLine("trails: \(options.mode.rawValue) benchmark: \(reason)")
        exit(1)
    }
}
