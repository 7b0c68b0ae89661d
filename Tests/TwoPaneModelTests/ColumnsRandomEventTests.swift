import TwoPaneModel
import XCTest

/// Random event sequences over every event, for three columns, both styles that overlay,
/// and two columns that overlay: after every step `invariants()` and properties stated here,
/// independently of the model, hold.
final class ColumnsRandomEventTests: XCTestCase {
    typealias Random = RandomEventTests.SplitMix64
    static let pool = ["a", "b", "c", "d", "e"]
    static let targets: [FocusTarget?] = [.list, .detail, .backButton, .sidebarToggle, .sidebar, nil]
    static let visibilities: [ColumnVisibility] = [.automatic, .all, .doubleColumn, .detailOnly]

    func testThreeColumns() {
        run(seed: 0xC0_1000_0001, steps: 30_000, configuration: SplitLayoutConfiguration(columnCount: 3))
    }

    func testThreeColumnsProminentDetail() {
        run(
            seed: 0xC0_1000_0002, steps: 20_000,
            configuration: SplitLayoutConfiguration(columnCount: 3, style: .prominentDetail))
    }

    func testThreeColumnsBalancedCustomBounds() {
        run(
            seed: 0xC0_1000_0003, steps: 20_000,
            configuration: SplitLayoutConfiguration(
                columnCount: 3, style: .balanced, listColumn: ColumnWidth(min: 250, ideal: 300, max: 400),
                sidebarColumn: ColumnWidth(min: 150, ideal: 200, max: 260), foldBreakpoint: 900))
    }

    func testTwoColumnsThatOverlay() {
        run(
            seed: 0xC0_1000_0004, steps: 20_000, configuration: SplitLayoutConfiguration(breakpoint: 300, hysteresis: 8)
        )
    }

    func testThreeColumnsWithBreakpointsInTextUnits() {
        run(
            seed: 0xC0_1000_0005, steps: 20_000,
            configuration: SplitLayoutConfiguration(columnCount: 3, foldBreakpoint: 760, breakpointUnit: .sp))
    }

    private func run(
        seed: UInt64, steps: Int, configuration: SplitLayoutConfiguration,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let steps = steps * RandomEventTests.scale
        var random = Random(seed: seed)
        var state = SplitLayoutState<String>(items: Self.pool, configuration: configuration)
        var recent: [SplitLayoutEvent<String>] = []
        var reached = Set<String>()
        for step in 0..<steps {
            let event = Self.randomEvent(&random, state: state)
            recent.append(event)
            if recent.count > 10 { recent.removeFirst() }
            let before = state
            state.handle(event)
            reached.insert(Self.describe(state))
            let broken = state.invariants() + Self.violations(before: before, event: event, after: state)
            if !broken.isEmpty {
                XCTFail(
                    "seed \(seed), step \(step): \(broken)\nlast events: \(recent)\nbefore: \(before)\nafter: \(state)",
                    file: file, line: line)
                return
            }
        }
        let expected = Self.expectedStates(configuration)
        XCTAssertTrue(
            expected.isSubset(of: reached), "not reached: \(expected.subtracting(reached))", file: file, line: line)
    }

    /// A label for the interesting states, to check the walk reached them.
    private static func describe(_ state: SplitLayoutState<String>) -> String {
        guard let arrangement = state.arrangement else {
            return "stacked \(state.compactColumn)" + (state.detailDepth > 0 ? " with pages" : "")
        }
        return arrangement.overlaid.isEmpty ? "\(arrangement.sideBySide.count) side by side" : "overlay"
    }

    private static func expectedStates(_ configuration: SplitLayoutConfiguration) -> Set<String> {
        var states: Set<String> = ["stacked list", "stacked detail", "stacked detail with pages", "1 side by side"]
        if configuration.style != .balanced { states.insert("overlay") }
        if configuration.hasSidebar { states.insert("stacked sidebar") }
        if configuration.style != .prominentDetail { states.insert("2 side by side") }
        if configuration.hasSidebar, configuration.style == .automatic { states.insert("3 side by side") }
        return states
    }

    private static func randomEvent(_ random: inout Random, state: SplitLayoutState<String>) -> SplitLayoutEvent<String>
    {
        let configuration = state.scaledConfiguration
        let edges = [
            configuration.breakpoint, configuration.expandWidth, configuration.foldBreakpoint,
            configuration.unfoldWidth,
        ]
        switch random.below(20) {
        case 0...3:
            if random.percent(15) { return .textScaleChanged(random.pick([1, 1.25, 1.5, 2, 0.75])) }
            return .widthChanged(random.percent(60) ? random.pick(edges) + random.below(5) - 2 : random.below(1600))
        case 4: return .listSelectionChanged(random.percent(20) ? nil : random.pick(pool))
        case 5: return .itemActivated(random.pick(pool))
        case 6, 7: return .backRequested
        case 8: return .selectionAssigned(random.percent(20) ? nil : random.pick(pool))
        case 9: return .sidebarVisibilityRequested(random.percent(50))
        case 10: return .columnVisibilityAssigned(random.pick(visibilities))
        case 11: return .compactColumnAssigned(random.pick(SplitColumn.allCases))
        case 12: return .itemsChanged(SplitLayoutItems(pool.filter { _ in random.percent(80) }))
        case 13: return random.percent(50) ? .dividerMoved(random.below(700)) : .sidebarDividerMoved(random.below(500))
        case 14: return .focusMoved(random.pick(targets))
        case 15:
            return random.percent(50)
                ? .sidebarSelectionChanged(random.percent(20) ? nil : random.below(3))
                : .sidebarItemActivated(random.below(3))
        case 16:
            return random.percent(70)
                ? .sidebarSelectionAssigned(random.percent(30) ? nil : random.below(3))
                : .sidebarRowsChanged(random.percent(20) ? nil : random.below(3))
        case 17: return .detailPagePushed
        case 18: return .detailPagePopped
        default: return .overlayDismissed
        }
    }

    private static func violations(
        before: SplitLayoutState<String>, event: SplitLayoutEvent<String>,
        after: SplitLayoutState<String>
    ) -> [String] {
        var broken: [String] = []
        func check(_ condition: Bool, _ message: String) { if !condition { broken.append(message) } }
        let configuration = after.scaledConfiguration
        let first: SplitColumn = configuration.hasSidebar ? .sidebar : .list

        check(after.focus.map(after.isShown) ?? true, "focus is on a shown part")
        check(
            after.showsBackButton == (after.isCollapsed ? after.compactColumn != first : after.detailDepth > 0),
            "back shows past the first stacked column, or over pushed pages")
        if after.detailDepth > 0, after.isShown(.detail) {
            check(after.headerTitle == .detailPage(after.detailDepth), "the top page titles the header")
        }
        if let arrangement = after.arrangement {
            check(arrangement.sideBySide.last == .detail, "the detail is always side by side")
            check(Set(arrangement.sideBySide).isDisjoint(with: arrangement.overlaid), "a column is in one place")
            check(
                after.leadingColumnVisible == arrangement.shows(first),
                "the toggle tells whether the leading column shows")
            switch configuration.style {
            case .balanced: check(arrangement.overlaid.isEmpty, "balanced never overlays")
            case .prominentDetail: check(arrangement.sideBySide == [.detail], "prominent detail keeps the width")
            case .automatic:
                if arrangement.sideBySide.count > 1, let width = after.width {
                    check(configuration.minimumWidth(of: arrangement.sideBySide) <= width, "side by side columns fit")
                }
                if !arrangement.overlaid.isEmpty, let width = after.width {
                    let all = arrangement.overlaid + arrangement.sideBySide
                    check(configuration.minimumWidth(of: all) > width, "columns overlay only when they do not fit")
                }
            }
            if !configuration.hasSidebar { check(!arrangement.shows(.sidebar), "two columns have no sidebar") }
        } else {
            check(after.isCollapsed, "only a collapsed layout has no arrangement")
        }
        if before.selection != after.selection, after.selection != nil {
            check(after.detailDepth == 0, "another selection starts the detail over")
        }

        switch event {
        case .backRequested:
            let detailShown = before.isCollapsed ? before.compactColumn == .detail : true
            if before.detailDepth > 0, detailShown {
                check(
                    after.detailDepth == before.detailDepth - 1 && after.selection == before.selection,
                    "back pops one page first")
            } else if before.isCollapsed, before.compactColumn == .detail {
                check(
                    after.selection == nil && after.compactColumn == .list,
                    "back from a stacked detail clears and shows the list")
            } else if before.isCollapsed, before.compactColumn == .list, configuration.hasSidebar {
                check(
                    after.sidebarSelection == nil && after.compactColumn == .sidebar,
                    "back from the list shows the sidebar")
            } else {
                check(after == before, "back elsewhere changes nothing")
            }
        case .widthChanged(let requested):
            let width = min(max(0, requested), SplitLayoutConfiguration.largestWidth)
            if configuration.hasSidebar {
                if before.width == nil || before.isSidebarFolded {
                    check(
                        after.isSidebarFolded
                            == (width
                                < (before.width == nil ? configuration.foldBreakpoint : configuration.unfoldWidth)),
                        "folded until the unfold width (the first width decides alone)")
                } else {
                    check(
                        after.isSidebarFolded == (width < configuration.foldBreakpoint),
                        "unfolded until the fold breakpoint")
                }
            }
            check(
                after.columnVisibility == before.columnVisibility && after.detailDepth == before.detailDepth
                    && after.sidebarSelection == before.sidebarSelection, "a width changes only the layout")
        case .textScaleChanged:
            if configuration.hasSidebar, let width = after.width {
                if width < configuration.foldBreakpoint {
                    check(after.isSidebarFolded, "below the scaled fold breakpoint the sidebar is folded")
                } else if width >= configuration.unfoldWidth {
                    check(!after.isSidebarFolded, "from the scaled unfold width the sidebar is shown")
                } else {
                    check(after.isSidebarFolded == before.isSidebarFolded, "between the two, the sidebar stays")
                }
            }
            check(
                after.columnVisibility == before.columnVisibility && after.detailDepth == before.detailDepth
                    && after.sidebarSelection == before.sidebarSelection, "a text scale changes only the layout")
        case .overlayDismissed:
            check(after.arrangement?.overlaid.isEmpty ?? true, "dismissing leaves no overlay")
        case .compactColumnAssigned(let column):
            check(after.compactColumn <= max(column, first), "the compact column is never deeper than asked")
        case .detailPagePushed:
            check(
                before.selection == nil ? after == before : after.detailDepth == before.detailDepth + 1,
                "a push adds a page on a selected item")
        case .sidebarRowsChanged(let position):
            if configuration.hasSidebar {
                check(after.sidebarSelection == position, "the chosen row moves with its item")
                if position != nil {
                    check(
                        after.presentation == before.presentation && after.selection == before.selection
                            && after.detailDepth == before.detailDepth,
                        "rows changing under the chosen one move nothing on screen")
                }
            }
        default:
            break
        }
        return broken
    }
}
