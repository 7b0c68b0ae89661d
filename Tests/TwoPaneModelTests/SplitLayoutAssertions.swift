import TwoPaneModel
import XCTest

// The one shared helper of this target: a TestStore-style driver (`SnapshotStore`) that
// applies an event and then checks the whole expected state, the assertion it uses, and the
// two snapshots it compares:
// - `Snapshot`, what the two-column rules (L1–L13) speak of, driven by `LayoutStore`;
// - `ColumnsSnapshot`, what the NavigationSplitView parity features add (three columns,
//   visibility, style, compact column, detail pages, column bounds), driven by `ColumnsStore`.
// Expected states are written by hand in the tests, never read back from the state under test.

typealias State = SplitLayoutState<String>
typealias Event = SplitLayoutEvent<String>

/// The demo's trails, as ids.
let trails = ["alps", "dolomites", "pyrenees", "rockies"]

/// Three columns with the default bounds: fold below 682 px (180 + 200 + 300 + 2
/// dividers), unfold from 694, collapse below 600, expand from 612.
let threeColumns = SplitLayoutConfiguration(columnCount: 3)

/// Every field of a state that one family of tests observes.
protocol StateSnapshot: Equatable {
    /// What `state` shows.
    init(_ state: State)
}

extension StateSnapshot {
    /// The fields that differ from `expected`, one line each.
    func differences(from expected: Self) -> [String] {
        zip(Mirror(reflecting: self).children, Mirror(reflecting: expected).children).compactMap { mine, theirs in
            "\(mine.value)" == "\(theirs.value)"
                ? nil : "\(mine.label ?? "?"): expected \(theirs.value), got \(mine.value)"
        }
    }
}

/// Asserts that `state` shows exactly `expected`, field by field, and breaks no invariant.
func assertState<Expected: StateSnapshot>(
    _ state: State, equals expected: Expected, _ context: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let prefix = context().isEmpty ? "" : "\(context()): "
    let actual = Expected(state)
    if actual != expected {
        XCTFail(
            prefix + "state differs:\n  " + actual.differences(from: expected).joined(separator: "\n  "),
            file: file, line: line)
    }
    let broken = state.invariants()
    if !broken.isEmpty {
        XCTFail(prefix + "invariants broken: \(broken)", file: file, line: line)
    }
}

// MARK: - The driver

/// Drives a state with events, TCA TestStore style: every `send` states the whole
/// expected state by changing the previous expectation by hand.
final class SnapshotStore<Expected: StateSnapshot> {
    private(set) var state: State
    private(set) var expected: Expected
    /// Prefixed to failure messages (a table row, say).
    var context: String

    /// Starts from `state`, which must already show `expected`.
    init(
        _ state: State, expected: Expected, context: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.state = state
        self.expected = expected
        self.context = context
        assertState(state, equals: expected, context, file: file, line: line)
    }

    /// Applies `event`, applies `update` to the expectation, and asserts the whole state.
    /// Without `update`, the state must be unchanged.
    func send(
        _ event: Event, file: StaticString = #filePath, line: UInt = #line,
        _ update: (inout Expected) -> Void = { _ in }
    ) {
        state.handle(event)
        update(&expected)
        assertState(
            state, equals: expected, context.isEmpty ? "after \(event)" : "\(context), after \(event)",
            file: file, line: line)
    }

    /// Applies `event` and asserts the state is `==` to before: the whole snapshot, and then
    /// every stored field, not only the observable ones.
    func sendExpectingNoChange(_ event: Event, file: StaticString = #filePath, line: UInt = #line) {
        let before = state
        send(event, file: file, line: line)
        if Expected(state) == expected {
            XCTAssertEqual(state, before, "\(context) \(event) must change nothing", file: file, line: line)
        }
    }
}

// MARK: - Two columns: the rules

/// The two-column rules' driver.
typealias LayoutStore = SnapshotStore<Snapshot>

/// Every field a renderer or a user can observe in two columns, stored and derived.
struct Snapshot: StateSnapshot {
    var items: [String]
    var selection: String?
    var width: Int?
    var isCollapsed: Bool
    var showsDetail: Bool
    var leadingColumnVisible: Bool
    var preferredListWidth: Int
    var focus: FocusTarget?
    var layout: SplitPresentation
    var detail: DetailContent<String>
    var headerTitle: HeaderTitle<String>
    var showsBackButton: Bool
    var showsSidebarToggle: Bool
    var listColumnWidth: Int

    /// A layout never allocated: expanded by default, the sidebar shown, no focus.
    /// `items` must already be unique and `selection` one of them.
    static func unallocated(items: [String] = trails, selection: String? = nil, listWidth: Int = 320) -> Snapshot {
        Snapshot(
            items: items, selection: selection, width: nil, isCollapsed: false, showsDetail: false,
            leadingColumnVisible: true, preferredListWidth: listWidth, focus: nil,
            layout: .sideBySide(leadingColumnVisible: true),
            detail: selection.map { .item($0) } ?? .placeholder,
            headerTitle: .list, showsBackButton: false, showsSidebarToggle: true,
            listColumnWidth: listWidth)
    }

    /// Sets `selection` and the detail that L8 ties to it: the item's, or the placeholder.
    mutating func select(_ id: String?) {
        selection = id
        detail = id.map { .item($0) } ?? .placeholder
    }

    /// Sets `layout` and the fields rules L3 and L11 tie to it: `isCollapsed`, `showsDetail`,
    /// the sidebar's visibility (side by side, L11), the header title (the selected item's on
    /// a collapsed detail page, L3), the back button (collapsed detail page only, L3) and the
    /// sidebar toggle (expanded only, L11). Call it after setting `selection`.
    mutating func show(_ newLayout: SplitPresentation) {
        layout = newLayout
        switch newLayout {
        case .sideBySide(let visible):
            leadingColumnVisible = visible
            isCollapsed = false
            showsDetail = false
            headerTitle = .list
            showsBackButton = false
            showsSidebarToggle = true
        case .stacked(.list), .stacked(.sidebar):
            isCollapsed = true
            showsDetail = false
            headerTitle = .list
            showsBackButton = false
            showsSidebarToggle = false
        case .stacked(.detail):
            isCollapsed = true
            showsDetail = true
            headerTitle = selection.map { .item($0) } ?? .list
            showsBackButton = true
            showsSidebarToggle = false
        }
    }
}

extension Snapshot {
    // In an extension, so the struct keeps its memberwise initialiser.
    init(_ state: State) {
        self.init(
            items: Array(state.items), selection: state.selection, width: state.width,
            isCollapsed: state.isCollapsed, showsDetail: state.showsDetail,
            leadingColumnVisible: state.leadingColumnVisible,
            preferredListWidth: state.preferredListWidth, focus: state.focus, layout: state.presentation,
            detail: state.detail, headerTitle: state.headerTitle, showsBackButton: state.showsBackButton,
            showsSidebarToggle: state.showsSidebarToggle, listColumnWidth: state.listColumnWidth)
    }
}

extension SnapshotStore where Expected == Snapshot {
    /// A fresh two-column state; by default it must show `.unallocated(items:selection:)`.
    convenience init(
        items: [String] = trails, selection: String? = nil,
        configuration: SplitLayoutConfiguration = .init(), expected: Snapshot? = nil, context: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.init(
            State(items: items, selection: selection, configuration: configuration),
            expected: expected ?? .unallocated(items: items, selection: selection), context: context,
            file: file, line: line)
    }

    /// Sends `.widthChanged(width)` and expects that width, `layout` shown (with what
    /// `Snapshot.show` ties to it), the list column `listColumnWidth` wide, and what `update`
    /// changes besides.
    func resize(
        to width: Int, showing layout: SplitPresentation, listColumnWidth: Int,
        file: StaticString = #filePath, line: UInt = #line, _ update: (inout Snapshot) -> Void = { _ in }
    ) {
        send(.widthChanged(width), file: file, line: line) {
            $0.width = width
            $0.show(layout)
            $0.listColumnWidth = listColumnWidth
            update(&$0)
        }
    }

    /// Sends `event` (by default activating `id`'s row) on the collapsed list page and
    /// expects `id` selected, its detail page shown and focus in the detail (L6, L10, L13).
    @discardableResult
    func openDetail(
        of id: String, with event: Event? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> LayoutStore {
        send(event ?? .itemActivated(id), file: file, line: line) {
            $0.select(id)
            $0.show(.stacked(.detail))
            $0.focus = .detail
        }
        return self
    }

    /// Sends `.backRequested` on a collapsed detail page and expects the list page with
    /// nothing selected and focus in the list (L5, L13).
    @discardableResult
    func backToList(file: StaticString = #filePath, line: UInt = #line) -> LayoutStore {
        send(.backRequested, file: file, line: line) {
            $0.select(nil)
            $0.show(.stacked(.list))
            $0.focus = .list
        }
        return self
    }

    /// Moves focus to `focus`, when there is one, and expects it there.
    fileprivate func focusing(_ focus: FocusTarget?, file: StaticString, line: UInt) -> LayoutStore {
        if let focus {
            send(.focusMoved(focus), file: file, line: line) { $0.focus = focus }
        }
        return self
    }

    /// Expanded at 1000 px (the list column at its 320 px), optionally with focus in it.
    static func expanded(
        items: [String] = trails, selection: String? = nil, focus: FocusTarget? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> LayoutStore {
        let store = LayoutStore(items: items, selection: selection, file: file, line: line)
        store.send(.widthChanged(1000), file: file, line: line) {
            $0.width = 1000
        }
        return store.focusing(focus, file: file, line: line)
    }

    /// Started collapsed at 480 px, so on the list page even with a selection (L7).
    static func collapsedOnList(
        selection: String? = nil, focus: FocusTarget? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> LayoutStore {
        let store = LayoutStore(selection: selection, file: file, line: line)
        store.resize(to: 480, showing: .stacked(.list), listColumnWidth: 200, file: file, line: line)
        return store.focusing(focus, file: file, line: line)
    }

    /// Expanded at 1000 px with `selection`, then narrowed to 480 px: on its detail page (L4).
    static func collapsedOnDetail(
        _ selection: String, focus: FocusTarget? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> LayoutStore {
        let store = expanded(selection: selection, file: file, line: line)
        store.resize(to: 480, showing: .stacked(.detail), listColumnWidth: 200, file: file, line: line)
        return store.focusing(focus, file: file, line: line)
    }
}

// MARK: - Columns: the NavigationSplitView parity features

/// The parity features' driver.
typealias ColumnsStore = SnapshotStore<ColumnsSnapshot>

/// Every field a renderer or a user can observe, the parity features' included.
struct ColumnsSnapshot: StateSnapshot {
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

    init(_ state: State) {
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

    /// Collapsed onto `column`'s page: `layout` and `compactColumn` name it, no columns are
    /// arranged, no sidebar toggle shows (L11), and the header and Back follow (`retitle`).
    /// Call it after setting the selections and `detailDepth`.
    mutating func showStacked(_ column: SplitColumn) {
        isCollapsed = true
        compactColumn = column
        layout = .stacked(column)
        arrangement = nil
        showsSidebarToggle = false
        retitle()
    }

    /// Expanded with `columns` side by side and `overlaid` drawn over them, the sidebar (the
    /// first column) visible or not with the layout, the sidebar toggle shown (L11), and the
    /// header and Back following (`retitle`).
    mutating func showSideBySide(_ columns: [SplitColumn], overlaid: [SplitColumn] = [], leadingColumnVisible: Bool) {
        isCollapsed = false
        self.leadingColumnVisible = leadingColumnVisible
        layout = .sideBySide(leadingColumnVisible: leadingColumnVisible)
        arrangement = ColumnArrangement(sideBySide: columns, overlaid: overlaid)
        showsSidebarToggle = true
        retitle()
    }

    /// Folded away by automatic visibility: the list and detail side by side, no sidebar.
    mutating func foldSidebar() {
        isSidebarFolded = true
        showSideBySide([.list, .detail], leadingColumnVisible: false)
    }

    /// Unfolded again: the three columns side by side.
    mutating func unfoldSidebar() {
        isSidebarFolded = false
        showSideBySide([.sidebar, .list, .detail], leadingColumnVisible: true)
    }

    /// `depth` pages pushed on the detail (0: none), with the header and Back that follow.
    mutating func showDetailPages(_ depth: Int) {
        detailDepth = depth
        retitle()
    }

    /// The header title and Back button that L3 ties to the page shown: Back on every page
    /// but the first, and the header naming the page: the pushed detail page, the item on a
    /// collapsed detail, the sidebar row on a collapsed list that has one, else the list.
    private mutating func retitle() {
        switch layout {
        case .sideBySide:
            headerTitle = detailDepth > 0 ? .detailPage(detailDepth) : .list
            showsBackButton = detailDepth > 0
        case .stacked(.detail):
            headerTitle = detailDepth > 0 ? .detailPage(detailDepth) : selection.map { .item($0) } ?? .list
            showsBackButton = true
        case .stacked(.list):
            headerTitle = sidebarSelection.map { .sidebarItem($0) } ?? .list
            showsBackButton = sidebarSelection != nil
        case .stacked(.sidebar):
            headerTitle = .sidebar  // the sidebar's page carries the sidebar's header (L20)
            showsBackButton = false
        }
    }
}

extension SnapshotStore where Expected == ColumnsSnapshot {
    /// A fresh state, three columns by default, that must show `expected`.
    convenience init(
        items: [String] = trails, configuration: SplitLayoutConfiguration = threeColumns,
        expected: ColumnsSnapshot, file: StaticString = #filePath, line: UInt = #line
    ) {
        self.init(State(items: items, configuration: configuration), expected: expected, file: file, line: line)
    }

    /// Sends `.widthChanged(width)` and expects that width, the list and sidebar columns
    /// `listColumnWidth` and `sidebarColumnWidth` wide, and what `update` changes besides.
    func resize(
        to width: Int, listColumnWidth: Int, sidebarColumnWidth: Int,
        file: StaticString = #filePath, line: UInt = #line, _ update: (inout ColumnsSnapshot) -> Void = { _ in }
    ) {
        send(.widthChanged(width), file: file, line: line) {
            $0.width = width
            $0.listColumnWidth = listColumnWidth
            $0.sidebarColumnWidth = sidebarColumnWidth
            update(&$0)
        }
    }

    /// Sends `.widthChanged(width)` that collapses onto `column`'s page (see
    /// `ColumnsSnapshot.showStacked`) at a width where every column is at its minimum: the
    /// list 200 px, the sidebar 180. `foldingTheSidebar` (three columns with automatic
    /// visibility) expects the sidebar folded away too; `update` changes what else changes.
    func collapse(
        to width: Int, onto column: SplitColumn, foldingTheSidebar: Bool = false,
        file: StaticString = #filePath, line: UInt = #line, _ update: (inout ColumnsSnapshot) -> Void = { _ in }
    ) {
        resize(to: width, listColumnWidth: 200, sidebarColumnWidth: 180, file: file, line: line) {
            if foldingTheSidebar {
                $0.isSidebarFolded = true
                $0.leadingColumnVisible = false
            }
            $0.showStacked(column)
            update(&$0)
        }
    }

    /// Three columns at 1000 px: all side by side, nothing selected.
    static func wide(file: StaticString = #filePath, line: UInt = #line) -> ColumnsStore {
        let store = ColumnsStore(
            expected: ColumnsSnapshot(width: nil, columns: [.sidebar, .list, .detail]), file: file, line: line)
        store.send(.widthChanged(1000), file: file, line: line) { $0.width = 1000 }
        return store
    }
}
