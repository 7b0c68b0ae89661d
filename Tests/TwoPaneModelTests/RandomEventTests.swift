import TwoPaneModel
import XCTest

/// Random event sequences from a fixed seed: after every step the model's own
/// `invariants()` and a set of properties stated here, independently of the model, hold.
final class RandomEventTests: XCTestCase {
    /// SplitMix64: tiny, fast, and the same sequence on every platform and Swift version.
    struct SplitMix64 {
        private var state: UInt64
        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// Uniform enough in 0..<n for a test.
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func percent(_ p: Int) -> Bool { below(100) < p }
        mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    }

    /// `make soak` sets TWOPANE_RANDOM_EVENTS_SCALE=10: 1,050,000 events instead of 105,000.
    static let scale: Int = {
        guard let text = getenv("TWOPANE_RANDOM_EVENTS_SCALE"), let value = Int(String(cString: text)), value > 0 else {
            return 1
        }
        return value
    }()

    static let pool = ["a", "b", "c", "d", "e", "f", "g", "h"]
    static let unknownIDs = ["zz", ""]
    static let targets: [FocusTarget?] = [.list, .detail, .backButton, .sidebarToggle, nil]

    func testDefaultConfiguration() {
        run(seed: 0x5EED_0000_0000_0001, steps: 40_000, configuration: .init())
    }

    func testCustomBreakpointAndHysteresis() {
        run(seed: 0x5EED_0000_0000_0002, steps: 25_000, configuration: .init(breakpoint: 700, hysteresis: 20))
    }

    func testZeroHysteresis() {
        run(seed: 0x5EED_0000_0000_0003, steps: 20_000, configuration: .init(hysteresis: 0, listWidth: 200))
    }

    func testLowBreakpointWideList() {
        run(
            seed: 0x5EED_0000_0000_0004, steps: 20_000,
            configuration: .init(breakpoint: 300, hysteresis: 5, listWidth: 480, dividerWidth: 0))
    }

    func testBreakpointsInTextUnits() {
        run(
            seed: 0x5EED_0000_0000_0005, steps: 25_000,
            configuration: .init(breakpoint: 600, hysteresis: 12, breakpointUnit: .sp))
    }

    // MARK: - Driver

    private func run(
        seed: UInt64, steps: Int, configuration: SplitLayoutConfiguration,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let steps = steps * Self.scale
        var random = SplitMix64(seed: seed)
        let initialItems = Self.randomItems(&random)
        let initialSelection: String? = random.percent(50) ? random.pick(Self.pool) : nil
        var state = State(items: initialItems, selection: initialSelection, configuration: configuration)
        var recent: [Event] = []
        var counts: [String: Int] = [:]
        var reached: [String: Int] = [:]

        for step in 0..<steps {
            let event = Self.randomEvent(&random, state: state, configuration: configuration)
            counts[Self.kind(of: event), default: 0] += 1
            recent.append(event)
            if recent.count > 12 { recent.removeFirst() }

            let before = state
            state.handle(event)
            reached["\(state.presentation)", default: 0] += 1
            if case .backRequested = event, before.presentation == .stacked(.detail) {
                reached["back on detail", default: 0] += 1
            }
            let broken = state.invariants() + Self.violations(before: before, event: event, after: state)
            if !broken.isEmpty {
                XCTFail(
                    """
                    seed 0x\(String(seed, radix: 16)), step \(step), \(configuration)
                    initial items \(initialItems), selection \(initialSelection ?? "nil")
                    last events: \(recent)
                    before: \(before)
                    after:  \(state)
                    broken: \(broken)
                    """, file: file, line: line)
                return
            }
        }
        // Every kind of event was drawn, and often.
        XCTAssertEqual(counts.count, 10, "kinds drawn: \(counts)", file: file, line: line)
        XCTAssertGreaterThan(counts.values.min() ?? 0, steps / 50, "kinds drawn: \(counts)", file: file, line: line)
        // And the interesting states were reached: all four layouts, and back on a detail page.
        XCTAssertEqual(reached.count, 5, "reached: \(reached)", file: file, line: line)
        XCTAssertGreaterThan(reached.values.min() ?? 0, steps / 200, "reached: \(reached)", file: file, line: line)
    }

    private static func kind(of event: Event) -> String {
        switch event {
        case .widthChanged: "widthChanged"
        case .textScaleChanged: "textScaleChanged"
        case .listSelectionChanged: "listSelectionChanged"
        case .itemActivated: "itemActivated"
        case .backRequested: "backRequested"
        case .selectionAssigned: "selectionAssigned"
        case .sidebarVisibilityRequested: "sidebarVisibilityRequested"
        case .itemsChanged: "itemsChanged"
        case .dividerMoved: "dividerMoved"
        case .focusMoved: "focusMoved"
        case .columnVisibilityAssigned, .compactColumnAssigned, .sidebarDividerMoved, .sidebarSelectionChanged,
            .sidebarItemActivated, .sidebarSelectionAssigned, .sidebarRowsChanged, .detailPagePushed, .detailPagePopped,
            .overlayDismissed:
            "not drawn here: ColumnsRandomEventTests"
        }
    }

    /// Ids mostly from the pool (present or not), sometimes unknown to the pool.
    private static func randomID(_ random: inout SplitMix64, state: State) -> String {
        if random.percent(8) { return random.pick(unknownIDs) }
        if random.percent(50), !state.items.isEmpty { return random.pick(Array(state.items)) }
        return random.pick(pool)
    }

    /// A random subset in random order, sometimes empty, sometimes with repeats.
    private static func randomItems(_ random: inout SplitMix64) -> [String] {
        if random.percent(10) { return [] }
        var shuffled = pool
        for i in stride(from: shuffled.count - 1, to: 0, by: -1) {
            shuffled.swapAt(i, random.below(i + 1))
        }
        var items = Array(shuffled.prefix(1 + random.below(pool.count)))
        if random.percent(15) {
            for _ in 0..<(1 + random.below(3)) { items.insert(random.pick(pool), at: random.below(items.count + 1)) }
        }
        return items
    }

    /// Widths biased around the thresholds (breakpoint − 1, breakpoint, expand − 1, expand),
    /// otherwise spread over 0…2000, sometimes negative.
    private static func randomWidth(_ random: inout SplitMix64, configuration: SplitLayoutConfiguration) -> Int {
        let b = configuration.breakpoint
        let e = configuration.expandWidth
        switch random.below(20) {
        case 0..<8: return random.pick([b - 1, b, e - 1, e])
        case 8..<11: return random.pick([b - 1, b, e - 1, e]) + random.below(7) - 3
        case 11: return -random.below(1000) - 1
        case 12: return random.pick([0, 1, Int.max, Int.min])
        default: return random.below(2001)
        }
    }

    private static func randomEvent(
        _ random: inout SplitMix64, state: State,
        configuration: SplitLayoutConfiguration
    ) -> Event {
        switch random.below(100) {
        case 0..<28:
            return .widthChanged(randomWidth(&random, configuration: state.scaledConfiguration))
        case 28..<40:
            return .listSelectionChanged(random.percent(15) ? nil : randomID(&random, state: state))
        case 40..<50:
            return .itemActivated(randomID(&random, state: state))
        case 50..<60:
            return .backRequested
        case 60..<70:
            if random.percent(15) { return .selectionAssigned(nil) }
            if random.percent(20), let selection = state.selection { return .selectionAssigned(selection) }
            return .selectionAssigned(randomID(&random, state: state))
        case 70..<76:
            return .sidebarVisibilityRequested(random.percent(50))
        case 76..<82:
            return .itemsChanged(SplitLayoutItems(randomItems(&random)))
        case 82..<86:
            return .textScaleChanged(random.pick([1, 1.25, 1.5, 2, 0.8, 0.1, 100, 0, -1, .nan, .infinity]))
        case 86..<90:
            return .dividerMoved(random.pick([199, 200, 480, 481, -1]) + (random.percent(50) ? 0 : random.below(400)))
        default:
            return .focusMoved(random.pick(targets))
        }
    }

    // MARK: - Properties stated without the model

    private static func violations(before: State, event: Event, after: State) -> [String] {
        var broken: [String] = []
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { broken.append(message()) }
        }
        let configuration = after.scaledConfiguration
        let unchanged = after == before

        // Always.
        check(after.selection.map(after.items.contains) ?? true, "the selection is one of the items")
        check(
            after.items.enumerated().allSatisfy {
                after.items.position(of: $0.element) == after.items.firstIndex(of: $0.element)
            },
            "an id stands for its first position")
        check(after.focus.map(after.isShown) ?? true, "focus is on a shown part")
        check(after.detail == (after.selection.map { .item($0) } ?? .placeholder), "the detail shows the selection")
        check(
            after.showsBackButton == (after.presentation == .stacked(.detail)), "back button only on a stacked detail")
        check(after.showsSidebarToggle == !after.isCollapsed, "sidebar toggle only while expanded")
        if after.presentation == .stacked(.detail) {
            check(
                after.selection != nil && after.headerTitle == .item(after.selection!),
                "stacked detail has the item title")
        } else {
            check(after.headerTitle == .list, "the list title outside a stacked detail")
        }
        check((200...480).contains(after.preferredListWidth), "preferred list width within [200, 480]")
        if let width = after.width, !after.isCollapsed {
            let list = after.listColumnWidth
            check(list == 200 || width - configuration.dividerWidth - list >= 300, "the detail keeps 300 px")
            check(list >= 200 && list <= after.preferredListWidth, "list column within [200, preferred]")
        }

        switch event {
        case .widthChanged(let requested):
            let width = min(max(0, requested), SplitLayoutConfiguration.largestWidth)
            check(after.width == width, "the width is stored, negatives as 0, huge ones as largestWidth")
            if width < configuration.breakpoint {
                check(
                    after.isCollapsed
                        && after.presentation != .sideBySide(leadingColumnVisible: after.leadingColumnVisible),
                    "below the breakpoint the layout is stacked")
            }
            if width >= configuration.expandWidth {
                check(
                    after.presentation == .sideBySide(leadingColumnVisible: after.leadingColumnVisible),
                    "from breakpoint + hysteresis the layout is side by side")
            }
            if before.width == nil {
                check(after.isCollapsed == (width < configuration.breakpoint), "the first width decides alone")
                check(after.presentation != .stacked(.detail), "starting collapsed shows the list")
            } else if before.isCollapsed {
                check(after.isCollapsed == (width < configuration.expandWidth), "hysteresis while collapsed")
            } else {
                check(after.isCollapsed == (width < configuration.breakpoint), "no hysteresis while expanded")
                if after.isCollapsed {
                    check(
                        after.presentation == .stacked(before.selection == nil ? .list : .detail),
                        "collapsing with a selection shows the detail, without one the list")
                }
            }
            if before.isCollapsed, after.isCollapsed {
                check(after.presentation == before.presentation, "staying collapsed keeps the page")
            }
            check(
                after.selection == before.selection && after.items == before.items
                    && after.leadingColumnVisible == before.leadingColumnVisible
                    && after.preferredListWidth == before.preferredListWidth,
                "a width changes only the layout")
            if before.focus == nil { check(after.focus == nil, "focus outside the layout stays outside") }
            if let focus = before.focus, after.isShown(focus) { check(after.focus == focus, "shown focus stays") }

        case .textScaleChanged(let requested):
            let scale = LengthUnit.normalisedTextScale(requested)
            check(after.textScale == scale, "the text scale is stored, nonsense as 1, within [1/4, 8]")
            check(
                after.scaledConfiguration == after.configuration.inPixels(atTextScale: scale),
                "the breakpoints are the configuration's at the new scale")
            if after.configuration.breakpointUnit == .px {
                check(after.scaledConfiguration == after.configuration, "pixel breakpoints do not scale")
            }
            check(
                after.selection == before.selection && after.items == before.items && after.width == before.width
                    && after.leadingColumnVisible == before.leadingColumnVisible,
                "a text scale changes only the layout")
            if let width = after.width {
                if width < configuration.breakpoint {
                    check(after.isCollapsed, "below the scaled breakpoint the layout is stacked")
                } else if width >= configuration.expandWidth {
                    check(!after.isCollapsed, "from the scaled expand width the layout is side by side")
                } else {
                    check(after.isCollapsed == before.isCollapsed, "between the two, the layout stays as it was")
                }
            } else {
                check(!after.isCollapsed, "a layout never allocated stays expanded")
            }

        case .backRequested:
            if before.presentation == .stacked(.detail) {
                check(
                    after.selection == nil && after.presentation == .stacked(.list),
                    "back on a stacked detail pops and clears")
            } else {
                check(unchanged, "back elsewhere changes nothing")
            }

        case .listSelectionChanged(let id):
            if before.isCollapsed {
                check(unchanged, "collapsed, the list selection moves focus only")
            } else if let id {
                check(before.contains(id) ? after.selection == id : unchanged, "expanded, the detail follows")
            } else {
                check(after.selection == nil, "expanded, unselecting clears")
            }
            if id == before.selection { check(unchanged, "re-selecting the same item changes nothing") }

        case .itemActivated(let id):
            if !before.contains(id) {
                check(unchanged, "an unknown id changes nothing")
            } else {
                check(after.selection == id, "activation selects")
                check(
                    after.presentation == (before.isCollapsed ? .stacked(.detail) : before.presentation),
                    "activation opens the detail")
            }

        case .selectionAssigned(let id):
            if let id {
                if !before.contains(id) {
                    check(unchanged, "an unknown id changes nothing")
                } else {
                    check(after.selection == id, "assignment selects")
                    if before.isCollapsed {
                        check(after.presentation == .stacked(.detail), "collapsed, assignment opens the detail")
                    }
                    if !before.isCollapsed, id == before.selection {
                        check(unchanged, "re-assigning the same item changes nothing")
                    }
                }
            } else {
                check(after.selection == nil, "clearing clears")
                if before.isCollapsed {
                    check(after.presentation == .stacked(.list), "clearing while collapsed pops to the list")
                }
            }

        case .sidebarVisibilityRequested(let visible):
            if before.isCollapsed {
                check(unchanged, "collapsed, the sidebar request is ignored")
            } else {
                check(
                    after.leadingColumnVisible == visible
                        && after.presentation == .sideBySide(leadingColumnVisible: visible),
                    "expanded, it follows")
            }

        case .itemsChanged(let ids):
            check(after.items == ids, "the items are the ones given, repeats and all")
            let kept = before.selection.flatMap { ids.contains($0) ? $0 : nil }
            check(after.selection == kept, "the selection is kept by id or cleared")
            check(
                after.isCollapsed == before.isCollapsed && after.width == before.width,
                "items do not change the width rule")
            if before.selection != nil, kept == nil, before.presentation == .stacked(.detail) {
                check(after.presentation == .stacked(.list), "removing the shown item pops to the list")
            }

        case .dividerMoved(let requested):
            check(after.preferredListWidth == min(max(requested, 200), 480), "the divider stores a clamped preference")
            check(
                after.selection == before.selection && after.presentation == before.presentation,
                "the divider changes only the width")

        case .focusMoved(let target):
            check((after.focus == nil) == (target == nil), "focus is in the layout iff it moved into it")
            if let target, after.isShown(target) {
                check(after.focus == target, "focus moved to a shown part stays there")
            }

        case .columnVisibilityAssigned, .compactColumnAssigned, .sidebarDividerMoved, .sidebarSelectionChanged,
            .sidebarItemActivated, .sidebarSelectionAssigned, .sidebarRowsChanged, .detailPagePushed, .detailPagePopped,
            .overlayDismissed:
            break  // never drawn by this two-column test: ColumnsRandomEventTests checks them
        }
        return broken
    }
}
