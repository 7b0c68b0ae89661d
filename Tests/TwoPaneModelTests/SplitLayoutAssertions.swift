import TwoPaneModel
import XCTest

// The one shared helper of this target: a snapshot of every observable field, a whole-state
// assertion, and a TestStore-style driver that applies an event and then checks the whole
// expected state. Expected states are written by hand in the tests, never read back from
// the state under test.

typealias State = SplitLayoutState<String>
typealias Event = SplitLayoutEvent<String>

/// The demo's trails, as ids.
let trails = ["alps", "dolomites", "pyrenees", "rockies"]

/// Every field a renderer or a user can observe, stored and derived.
struct Snapshot: Equatable {
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

    /// What `state` shows.
    init(_ state: State) {
        items = Array(state.items)
        selection = state.selection
        width = state.width
        isCollapsed = state.isCollapsed
        showsDetail = state.showsDetail
        leadingColumnVisible = state.leadingColumnVisible
        preferredListWidth = state.preferredListWidth
        focus = state.focus
        layout = state.presentation
        detail = state.detail
        headerTitle = state.headerTitle
        showsBackButton = state.showsBackButton
        showsSidebarToggle = state.showsSidebarToggle
        listColumnWidth = state.listColumnWidth
    }

    init(
        items: [String], selection: String?, width: Int?, isCollapsed: Bool, showsDetail: Bool,
        sidebarVisible: Bool, preferredListWidth: Int, focus: FocusTarget?, layout: SplitPresentation,
        detail: DetailContent<String>, headerTitle: HeaderTitle<String>, showsBackButton: Bool,
        showsSidebarToggle: Bool, listColumnWidth: Int
    ) {
        self.items = items
        self.selection = selection
        self.width = width
        self.isCollapsed = isCollapsed
        self.showsDetail = showsDetail
        self.leadingColumnVisible = sidebarVisible
        self.preferredListWidth = preferredListWidth
        self.focus = focus
        self.layout = layout
        self.detail = detail
        self.headerTitle = headerTitle
        self.showsBackButton = showsBackButton
        self.showsSidebarToggle = showsSidebarToggle
        self.listColumnWidth = listColumnWidth
    }

    /// A layout never allocated: expanded by default, the sidebar shown, no focus.
    /// `items` must already be unique and `selection` one of them.
    static func unallocated(items: [String] = trails, selection: String? = nil, listWidth: Int = 320) -> Snapshot {
        Snapshot(
            items: items, selection: selection, width: nil, isCollapsed: false, showsDetail: false,
            sidebarVisible: true, preferredListWidth: listWidth, focus: nil,
            layout: .sideBySide(leadingColumnVisible: true),
            detail: selection.map { .item($0) } ?? .placeholder,
            headerTitle: .list, showsBackButton: false, showsSidebarToggle: true,
            listColumnWidth: listWidth)
    }

    /// Sets `layout` and the fields rules L3 and L11 tie to it: `isCollapsed`, `showsDetail`,
    /// the header title (the selected item's on a collapsed detail page, L3), the back button
    /// (collapsed detail page only, L3) and the sidebar toggle (expanded only, L11).
    /// Call it after setting `selection`.
    mutating func show(_ newLayout: SplitPresentation) {
        layout = newLayout
        switch newLayout {
        case .sideBySide:
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

    /// The fields that differ from `other`, one line each.
    func differences(from other: Snapshot) -> [String] {
        var lines: [String] = []
        func compare<T: Equatable>(_ name: String, _ mine: T, _ theirs: T) {
            if mine != theirs { lines.append("\(name): expected \(theirs), got \(mine)") }
        }
        compare("items", items, other.items)
        compare("selection", selection, other.selection)
        compare("width", width, other.width)
        compare("isCollapsed", isCollapsed, other.isCollapsed)
        compare("showsDetail", showsDetail, other.showsDetail)
        compare("leadingColumnVisible", leadingColumnVisible, other.leadingColumnVisible)
        compare("preferredListWidth", preferredListWidth, other.preferredListWidth)
        compare("focus", focus, other.focus)
        compare("layout", layout, other.layout)
        compare("detail", detail, other.detail)
        compare("headerTitle", headerTitle, other.headerTitle)
        compare("showsBackButton", showsBackButton, other.showsBackButton)
        compare("showsSidebarToggle", showsSidebarToggle, other.showsSidebarToggle)
        compare("listColumnWidth", listColumnWidth, other.listColumnWidth)
        return lines
    }
}

/// Asserts that `state` shows exactly `expected`, field by field, and breaks no invariant.
func assertState(
    _ state: State, equals expected: Snapshot, _ context: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let actual = Snapshot(state)
    if actual != expected {
        let prefix = context().isEmpty ? "" : "\(context()): "
        XCTFail(
            prefix + "state differs:\n  " + actual.differences(from: expected).joined(separator: "\n  "),
            file: file, line: line)
    }
    let broken = state.invariants()
    if !broken.isEmpty {
        let prefix = context().isEmpty ? "" : "\(context()): "
        XCTFail(prefix + "invariants broken: \(broken)", file: file, line: line)
    }
}

/// Drives a state with events, TCA TestStore style: every `send` states the whole
/// expected state by changing the previous expectation by hand.
final class LayoutStore {
    private(set) var state: State
    private(set) var expected: Snapshot
    /// Prefixed to failure messages (a table row, say).
    var context: String

    init(
        items: [String] = trails, selection: String? = nil,
        configuration: SplitLayoutConfiguration = .init(), expected: Snapshot? = nil, context: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        state = State(items: items, selection: selection, configuration: configuration)
        self.expected = expected ?? .unallocated(items: items, selection: selection)
        self.context = context
        assertState(state, equals: self.expected, context, file: file, line: line)
    }

    /// Applies `event`, applies `update` to the expectation, and asserts the whole state.
    /// Without `update`, the state must be unchanged.
    func send(
        _ event: Event, file: StaticString = #filePath, line: UInt = #line,
        _ update: (inout Snapshot) -> Void = { _ in }
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
        if Snapshot(state) == expected {
            XCTAssertEqual(state, before, "\(context) \(event) must change nothing", file: file, line: line)
        }
    }
}

extension LayoutStore {
    /// Expanded at 1000 px (the list column at its 320 px), optionally with focus in it.
    static func expanded(
        items: [String] = trails, selection: String? = nil, focus: FocusTarget? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> LayoutStore {
        let store = LayoutStore(items: items, selection: selection, file: file, line: line)
        store.send(.widthChanged(1000), file: file, line: line) {
            $0.width = 1000
        }
        if let focus {
            store.send(.focusMoved(focus), file: file, line: line) { $0.focus = focus }
        }
        return store
    }

    /// Started collapsed at 480 px, so on the list page even with a selection (L7).
    static func collapsedOnList(
        selection: String? = nil, focus: FocusTarget? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> LayoutStore {
        let store = LayoutStore(selection: selection, file: file, line: line)
        store.send(.widthChanged(480), file: file, line: line) {
            $0.width = 480
            $0.show(.stacked(.list))
            $0.listColumnWidth = 200
        }
        if let focus {
            store.send(.focusMoved(focus), file: file, line: line) { $0.focus = focus }
        }
        return store
    }

    /// Expanded at 1000 px with `selection`, then narrowed to 480 px: on its detail page (L4).
    static func collapsedOnDetail(
        _ selection: String, focus: FocusTarget? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> LayoutStore {
        let store = expanded(selection: selection, file: file, line: line)
        store.send(.widthChanged(480), file: file, line: line) {
            $0.width = 480
            $0.show(.stacked(.detail))
            $0.listColumnWidth = 200
        }
        if let focus {
            store.send(.focusMoved(focus), file: file, line: line) { $0.focus = focus }
        }
        return store
    }
}
