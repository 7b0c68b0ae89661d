import TwoPaneModel
import XCTest

// The whole-state driver for the NavigationSplitView parity tests (three columns,
// visibility, style, compact column, detail pages, column bounds): like `LayoutStore`, but
// its snapshot also holds the fields those features add. Expected states are written by
// hand, never read back from the state under test.

/// Three columns with the default bounds: fold below 682 px (180 + 200 + 300 + 2
/// dividers), unfold from 694, collapse below 600, expand from 612.
let threeColumns = SplitLayoutConfiguration(columnCount: 3)
/// The regions of a three-column layout, by sidebar row.
let regions = ["Europe", "North America"]

/// Every field a renderer or a user can observe, the parity features' included.
struct ColumnsSnapshot: Equatable {
    var items: [String]
    var selection: String?
    var width: Int?
    var isCollapsed = false
    var compactColumn: SplitColumn
    var columnVisibility: ColumnVisibility = .automatic
    var isSidebarFolded = false
    var sidebarSelection: Int?
    var detailDepth = 0
    var preferredListWidth = 320
    var preferredSidebarWidth = 240
    var focus: FocusTarget?
    var layout: SplitPresentation
    var arrangement: ColumnArrangement?
    var leadingColumnVisible = true
    var headerTitle: HeaderTitle<String> = .list
    var showsBackButton = false
    var showsSidebarToggle = true
    var listColumnWidth = 320
    var sidebarColumnWidth = 240

    init(_ state: SplitLayoutState<String>) {
        items = Array(state.items)
        selection = state.selection
        width = state.width
        isCollapsed = state.isCollapsed
        compactColumn = state.compactColumn
        columnVisibility = state.columnVisibility
        isSidebarFolded = state.isSidebarFolded
        sidebarSelection = state.sidebarSelection
        detailDepth = state.detailDepth
        preferredListWidth = state.preferredListWidth
        preferredSidebarWidth = state.preferredSidebarWidth
        focus = state.focus
        layout = state.presentation
        arrangement = state.arrangement
        leadingColumnVisible = state.leadingColumnVisible
        headerTitle = state.headerTitle
        showsBackButton = state.showsBackButton
        showsSidebarToggle = state.showsSidebarToggle
        listColumnWidth = state.listColumnWidth
        sidebarColumnWidth = state.sidebarColumnWidth
    }

    /// Expanded at `width` with every column side by side and nothing selected.
    init(items: [String] = trails, width: Int?, columns: [SplitColumn]) {
        self.items = items
        self.width = width
        compactColumn = columns.first ?? .list
        layout = .sideBySide(leadingColumnVisible: true)
        arrangement = ColumnArrangement(sideBySide: columns)
    }

    /// The fields that differ from `expected`, one line each.
    func differences(from expected: ColumnsSnapshot) -> [String] {
        let mirror = Mirror(reflecting: self)
        let expectedMirror = Mirror(reflecting: expected)
        return zip(mirror.children, expectedMirror.children).compactMap { mine, theirs in
            "\(mine.value)" == "\(theirs.value)"
                ? nil : "\(mine.label ?? "?"): expected \(theirs.value), got \(mine.value)"
        }
    }
}

/// Drives a state with events, TestStore style: every `send` states the whole expected
/// state by changing the previous expectation by hand, and checks `invariants()`.
final class ColumnsStore {
    private(set) var state: SplitLayoutState<String>
    private(set) var expected: ColumnsSnapshot

    init(
        items: [String] = trails, configuration: SplitLayoutConfiguration = threeColumns,
        expected: ColumnsSnapshot, file: StaticString = #filePath, line: UInt = #line
    ) {
        state = SplitLayoutState(items: items, configuration: configuration)
        self.expected = expected
    }

    /// Applies `event`, applies `update` to the expectation, and asserts the whole state.
    func send(
        _ event: SplitLayoutEvent<String>, file: StaticString = #filePath, line: UInt = #line,
        _ update: (inout ColumnsSnapshot) -> Void = { _ in }
    ) {
        state.handle(event)
        update(&expected)
        let actual = ColumnsSnapshot(state)
        if actual != expected {
            XCTFail(
                "after \(event), state differs:\n  " + actual.differences(from: expected).joined(separator: "\n  "),
                file: file, line: line)
        }
        let broken = state.invariants()
        if !broken.isEmpty { XCTFail("after \(event), invariants broken: \(broken)", file: file, line: line) }
    }

    /// Applies `event` and asserts the state is `==` to before, every stored field included.
    func sendExpectingNoChange(_ event: SplitLayoutEvent<String>, file: StaticString = #filePath, line: UInt = #line) {
        let before = state
        send(event, file: file, line: line)
        XCTAssertEqual(state, before, "\(event) must change nothing", file: file, line: line)
    }
}

extension ColumnsStore {
    /// Three columns at 1000 px: all side by side, nothing selected.
    static func wide(file: StaticString = #filePath, line: UInt = #line) -> ColumnsStore {
        let store = ColumnsStore(expected: ColumnsSnapshot(width: nil, columns: [.sidebar, .list, .detail]))
        store.send(.widthChanged(1000), file: file, line: line) { $0.width = 1000 }
        return store
    }
}
