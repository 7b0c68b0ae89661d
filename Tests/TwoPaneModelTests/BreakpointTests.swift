import TwoPaneModel
import XCTest

/// L1: collapse below the breakpoint, expand again only at breakpoint + hysteresis; the
/// first width decides with no history.
final class BreakpointTests: XCTestCase {
    func testFirstWidthBelowBreakpointStartsCollapsed() {
        LayoutStore().resize(to: 599, showing: .stacked(.list), listColumnWidth: 298)
    }

    func testFirstWidthAtBreakpointStartsExpanded() {
        LayoutStore().resize(to: 600, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 299)
    }

    func testFirstWidthInsideHysteresisBandDecidesWithNoHistory() {
        // 605 is in [600, 612): a collapsed layout would stay collapsed, but there is no history.
        LayoutStore().resize(to: 605, showing: .sideBySide(leadingColumnVisible: true), listColumnWidth: 304)
    }

    func testCollapsedLayoutExpandsOnlyAtBreakpointPlusHysteresis() {
        let store = LayoutStore.collapsedOnList()
        for (width, layout, listColumnWidth) in [(600, Self.list, 299), (611, Self.list, 310), (612, Self.both, 311)] {
            store.resize(to: width, showing: layout, listColumnWidth: listColumnWidth)
        }
    }

    func testExpandedLayoutCollapsesOnlyBelowBreakpoint() {
        let store = LayoutStore.expanded()
        for (width, layout, listColumnWidth) in [
            (612, Self.both, 311), (611, Self.both, 310), (600, Self.both, 299), (599, Self.list, 298),
        ] {
            store.resize(to: width, showing: layout, listColumnWidth: listColumnWidth)
        }
    }

    func testWidthJitteringAroundBreakpointDoesNotFlap() {
        let store = LayoutStore.expanded()
        let steps: [(width: Int, collapsed: Bool, listColumnWidth: Int)] = [
            (599, true, 298), (600, true, 299), (605, true, 304), (599, true, 298),
            (611, true, 310), (600, true, 299), (612, false, 311), (600, false, 299),
            (611, false, 310), (605, false, 304), (599, true, 298), (611, true, 310),
        ]
        for step in steps {
            store.resize(
                to: step.width, showing: step.collapsed ? Self.list : Self.both, listColumnWidth: step.listColumnWidth)
        }
    }

    func testSameWidthAgainChangesNothing() {
        let store = LayoutStore.collapsedOnDetail("alps", focus: .backButton)
        store.sendExpectingNoChange(.widthChanged(480))
        let expanded = LayoutStore.expanded(selection: "alps", focus: .list)
        expanded.sendExpectingNoChange(.widthChanged(1000))
    }

    func testExpandWidthIsBreakpointPlusHysteresis() {
        XCTAssertEqual(SplitLayoutConfiguration().expandWidth, 612)
        XCTAssertEqual(SplitLayoutConfiguration(breakpoint: 700, hysteresis: 20).expandWidth, 720)
        XCTAssertEqual(SplitLayoutConfiguration(hysteresis: 0).expandWidth, 600)
    }

    // MARK: - Boundary tables: threshold − 1, threshold, expand − 1, expand

    private enum Start: String { case unallocated, collapsed, expanded }

    private struct Row {
        let start: Start
        let width: Int
        let layout: SplitPresentation
        let listColumnWidth: Int
    }

    private static let list = SplitPresentation.stacked(.list)
    private static let detail = SplitPresentation.stacked(.detail)
    private static let both = SplitPresentation.sideBySide(leadingColumnVisible: true)

    /// Each row starts a fresh layout: never allocated, collapsed at 400 px (first width,
    /// so on the list page, L7), or expanded at 1000 px; then sends `width`.
    private func check(
        _ rows: [Row], configuration: SplitLayoutConfiguration, selection: String?,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for row in rows {
            let context = "\(configuration), selection \(selection ?? "none"), from \(row.start), width \(row.width)"
            let store = LayoutStore(
                selection: selection, configuration: configuration, context: context,
                file: file, line: line)
            switch row.start {
            case .unallocated:
                break
            case .collapsed:
                store.resize(to: 400, showing: Self.list, listColumnWidth: 200, file: file, line: line)
            case .expanded:
                store.resize(to: 1000, showing: Self.both, listColumnWidth: 320, file: file, line: line)
            }
            store.resize(
                to: row.width, showing: row.layout, listColumnWidth: row.listColumnWidth, file: file, line: line)
        }
    }

    /// The rows of a grid: from each start, the layout each of `widths` shows; the list
    /// column's widths there are `listColumnWidths`, whatever the start.
    private static func grid(
        _ widths: [Int], listColumnWidths: [Int],
        unallocated: [SplitPresentation], collapsed: [SplitPresentation], expanded: [SplitPresentation]
    ) -> [Row] {
        for counts in [listColumnWidths.count, unallocated.count, collapsed.count, expanded.count] {
            XCTAssertEqual(counts, widths.count, "a grid has a column for each width")
        }
        return [(Start.unallocated, unallocated), (.collapsed, collapsed), (.expanded, expanded)].flatMap {
            start, layouts in
            widths.indices.map {
                Row(start: start, width: widths[$0], layout: layouts[$0], listColumnWidth: listColumnWidths[$0])
            }
        }
    }

    /// The default thresholds, 600 and 612; `collapsedFromExpanded` is what collapsing from
    /// expanded shows.
    private static func defaultRows(collapsedFromExpanded: SplitPresentation) -> [Row] {
        grid(
            [599, 600, 611, 612], listColumnWidths: [298, 299, 310, 311],
            unallocated: [list, both, both, both],
            collapsed: [list, list, list, both],
            expanded: [collapsedFromExpanded, both, both, both])
    }

    func testDefaultBoundariesWithoutSelection() {
        check(Self.defaultRows(collapsedFromExpanded: Self.list), configuration: .init(), selection: nil)
    }

    func testDefaultBoundariesWithSelection() {
        // Collapsing from expanded with a selection lands on the detail (L4); a first width
        // below the breakpoint lands on the list (L7) and staying collapsed keeps it there.
        check(Self.defaultRows(collapsedFromExpanded: Self.detail), configuration: .init(), selection: "dolomites")
    }

    func testCustomBreakpointAndHysteresisBoundaries() {
        // Breakpoint 700, hysteresis 20: collapse below 700, expand again from 720; the
        // default thresholds (612) mean nothing here.
        let (list, both) = (Self.list, Self.both)
        let configuration = SplitLayoutConfiguration(breakpoint: 700, hysteresis: 20)
        for (collapsedFromExpanded, selection) in [(list, nil), (Self.detail, "rockies")] {
            let rows = Self.grid(
                [699, 700, 719, 720, 612], listColumnWidths: [320, 320, 320, 320, 311],
                unallocated: [list, both, both, both, list],
                collapsed: [list, list, list, both, list],
                expanded: [collapsedFromExpanded, both, both, both, collapsedFromExpanded])
            check(rows, configuration: configuration, selection: selection)
        }
    }

    func testZeroHysteresisBoundaries() {
        let (list, both) = (Self.list, Self.both)
        let configuration = SplitLayoutConfiguration(hysteresis: 0)
        for (collapsedFromExpanded, selection) in [(list, nil), (Self.detail, "alps")] {
            let rows = Self.grid(
                [599, 600, 601], listColumnWidths: [298, 299, 300],
                unallocated: [list, both, both],
                collapsed: [list, both, both],
                expanded: [collapsedFromExpanded, both, both])
            check(rows, configuration: configuration, selection: selection)
        }
    }
}
