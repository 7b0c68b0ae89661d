import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

// The one shared helper of this target: a Peaks layout in a real window, the whole visible
// state read back from the real widgets, and a whole-state assertion. The GTK plumbing
// (GTK set-up, windows, pumping, keys) is TestSupport's; this file adds what needs the
// controller's internals (`@testable`). Expected states are written by hand in the tests.

/// Base class of the GTK tests: initialises GTK before each test, and after it destroys every
/// window the test opened, pumping until they are gone.
class LayoutTestCase: XCTestCase {
    /// Stops the run if this test hangs (``TestWatchdog``).
    private var watchdog: TestWatchdog?

    override func setUp() {
        super.setUp()
        watchdog = TestWatchdog(name, seconds: TestWatchdog.limit)
        MainActor.assumeIsolated {
            do { try GtkTestEnvironment.setUp() } catch { XCTFail("setUp could not initialise GTK: \(error)") }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            do { try destroyTestWindows() } catch { XCTFail("tearDown could not destroy the test windows: \(error)") }
        }
        watchdog?.disarm()
        super.tearDown()
    }
}

/// A Peaks layout attached to a presented window.
@MainActor
final class LayoutHarness {
    let fixture: PeakLayoutFixture
    let window: Window
    var layout: TwoPaneSplitLayout<Peak> { fixture.layout }
    var widgets: SplitLayoutWidgets { fixture.layout.widgets }
    var selection: ObservableValue<String?> { fixture.selection }
    var details: DetailBuildLog { fixture.details }

    /// Builds the layout, attaches it to a new `width` × `height` window, presents it and
    /// waits until the layout shows what the model decided for that width.
    init(
        width: Int = 1000, height: Int = 700, items: [Peak] = Peak.all, selected: String? = nil,
        searchable: Bool = false, configuration: SplitLayoutConfiguration = .init(), sidebar: SplitSidebar? = nil,
        columnVisibility: ObservableValue<ColumnVisibility>? = nil,
        compactColumn: ObservableValue<SplitColumn>? = nil,
        detailItems: (@MainActor (Peak) -> ColumnItems)? = nil, selectingSeveral: Set<String>? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try GtkTestEnvironment.setUp(file: file, line: line)
        let fixture = PeakLayoutFixture(
            items: items, selected: selected, configuration: configuration, sidebar: sidebar,
            searchable: searchable, columnVisibility: columnVisibility,
            compactColumn: compactColumn, detailItems: detailItems, selectingSeveral: selectingSeveral)
        self.fixture = fixture
        window = try presentWindow(
            width: width, height: height, install: { fixture.layout.attach(to: $0) },
            file: file, line: line)
        try settle(width: width, file: file, line: line)
    }

    /// Resizes the window to `width` px and waits until the layout has applied the layout
    /// for that width.
    func resize(to width: Int, height: Int = 700, file: StaticString = #filePath, line: UInt = #line) throws {
        try TestSupport.resize(window, width: width, height: height, file: file, line: line)
        try settle(width: width, file: file, line: line)
    }

    /// Waits until the layout is `width` px wide and its installed structure is the model's.
    func settle(width: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let layout = self.layout
        try waitForLayout(
            layout, width: width, applied: { layout.installedPresentation == layout.layoutState.presentation },
            file: file, line: line)
    }

    /// Runs the main loop until `condition` holds (failing the test on timeout, with
    /// `description` as it reads then: what it says of the state is the state at the end).
    func pump(
        until condition: () -> Bool, _ description: @autoclosure () -> String, timeout: Double = 5,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try TestSupport.pump(until: condition, timeout: timeout, description(), file: file, line: line)
    }

    /// Presses real keys in the window (see ``XInput``).
    func press(_ keys: String..., file: StaticString = #filePath, line: UInt = #line) throws {
        try XInput.press(keys, in: window, file: file, line: line)
    }

    /// Presses `keys` in the open menu (its popup has the keyboard).
    func pressInMenu(_ keys: String..., file: StaticString = #filePath, line: UInt = #line) throws {
        try XInput.pressIntoGrab(keys, file: file, line: line)
    }

    /// The part of the layout that has keyboard focus, if that part is on screen (mapped):
    /// `nil` when focus is outside the layout, or inside a part that is hidden.
    var shownFocusedPart: FocusTarget? {
        guard let target = layout.focusTarget() else { return nil }
        let part: Widget =
            switch target {
            case .list: widgets.list
            case .sidebar: widgets.sidebarList ?? widgets.list
            case .detail: widgets.detailHost
            case .backButton: widgets.backButton
            case .sidebarToggle: widgets.sidebarToggle
            }
        return part.isMapped ? target : nil
    }

    /// Describes where keyboard focus is, for failure messages.
    var focusDescription: String {
        guard let focused = window.focusedWidget else { return "no focus widget" }
        if let target = layout.focusTarget() { return "in the \(target) part (mapped: \(shownFocusedPart != nil))" }
        if focused.isInside(widgets.root) {
            return "inside the layout's root but in no part (e.g. on the paned or the stack)"
        }
        return "on a widget outside the window's layout (unparented?)"
    }

    /// Clicks (primary button, for real) `y` px below the top of the list column's content
    /// (below its header: L20), `x` px from the layout's left edge: the list's first row is at
    /// the top of the list column's content. `button` 3 right-clicks; `modifiers` are held;
    /// `count` and `continuesLastClick` as ``XInput/click(x:y:in:button:holding:count:continuesLastClick:file:line:)``.
    func clickInLayout(
        x: Int, y: Int, button: Int = 1, holding modifiers: [String] = [], count: Int = 1,
        continuesLastClick: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let listHeader = widgets.headerBar(of: .list).map { $0.isMapped ? $0.allocatedHeight : 0 } ?? 0
        let headerHeight = window.allocatedHeight - widgets.root.allocatedHeight + listHeader
        try XInput.click(
            x: x, y: headerHeight + y, in: window, button: button, holding: modifiers, count: count,
            continuesLastClick: continuesLastClick, file: file, line: line)
    }

    /// What the user sees, read from the widgets.
    var visibleState: VisibleState {
        let widgets = self.widgets
        let root = widgets.root
        let (paned, stack, sidebar, detailColumn) = (
            widgets.paned, widgets.stack, widgets.listColumn, widgets.detailColumn
        )

        let structure: VisibleState.Structure
        if widgets.isCollapsed, widgets.isOnStack(sidebar), widgets.isOnStack(detailColumn) {
            structure = .stacked
        } else if paned.isInside(root), sidebar.isChild(of: paned), detailColumn.isChild(of: paned),
            !stack.isInside(root) || stack.visibleChild.map(paned.isInside) == true
        {
            structure = .sideBySide
        } else {
            structure = .other(
                "root holds paned: \(paned.isInside(root)), stack: \(stack.isInside(root)); "
                    + "sidebar in paned: \(sidebar.isChild(of: paned)), in stack: \(widgets.isOnStack(sidebar)); "
                    + "detail in paned: \(detailColumn.isChild(of: paned)), in stack: \(widgets.isOnStack(detailColumn))"
            )
        }

        var stackPage: SplitColumn?
        if structure == .stacked {
            if widgets.stackShows(sidebar) { stackPage = .list }
            if widgets.stackShows(detailColumn) { stackPage = .detail }
        }

        let detailContent: VisibleState.DetailContent
        let detailHost = widgets.detailHost
        let children = detailHost.arrangedChildren
        if children.count == 1, children[0] === widgets.placeholder, widgets.placeholder.isChild(of: detailHost) {
            detailContent = .placeholder
        } else if children.count == 1, let peak = details.peak(builtAs: children[0]),
            children[0].isChild(of: detailHost),
            layout.shownDetail?.widget === children[0]
        {
            detailContent = .item(peak.id)
        } else {
            detailContent = .other(
                "\(children.count) children; shownDetail: \(layout.shownDetail?.item.description ?? "nil")")
        }

        return VisibleState(
            structure: structure,
            stackPage: stackPage,
            list: .of(sidebar),
            detail: .of(detailColumn),
            backButton: .of(widgets.backButton),
            sidebarToggle: .of(widgets.sidebarToggle),
            sidebarToggleActive: widgets.sidebarToggle.isActive,
            title: widgets.titleLabel.text,
            selectedRow: widgets.list.selectedIndex?.rawValue,
            detailContent: detailContent,
            rootDrawsChild: root.drawsChild,
            selection: selection.value,
            modelSelection: layout.layoutState.selection,
            layout: layout.layoutState.presentation
        )
    }

    /// Asserts the whole visible state, and the model's invariants, after `step`.
    func assertShows(
        _ expected: VisibleState, after step: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let actual = visibleState
        if actual != expected {
            XCTFail(
                "after \(step): the layout shows\n\(actual)\nexpected\n\(expected)\ndiffering: "
                    + actual.differences(from: expected).joined(separator: "; "), file: file, line: line)
        }
        let broken = layout.layoutState.invariants()
        XCTAssertEqual(broken, [], "after \(step): the model's invariants are broken", file: file, line: line)
    }
}

/// Everything a user or a screen reader can tell about a split layout, read from the widgets
/// (plus the app's selection and the model's, which must agree with them).
struct VisibleState: Equatable, CustomStringConvertible {
    /// What the layout's root holds.
    enum Structure: Equatable {
        /// The paned, holding the list column and the detail column.
        case sideBySide
        /// The stack, holding both columns as pages.
        case stacked
        /// Anything else (described).
        case other(String)
    }

    /// Whether a widget is on screen: shown means visible and mapped; hidden means neither
    /// (hidden for real: not just off screen but not visible to AT-SPI either).
    enum Presence: Equatable {
        case shown
        case hidden
        /// Visible (so exposed to assistive technologies) but not mapped: the L14 trap.
        case visibleButUnmapped
        case mappedButNotVisible

        @MainActor static func of(_ widget: Widget) -> Presence {
            switch (widget.isVisible, widget.isMapped) {
            case (true, true): .shown
            case (false, false): .hidden
            case (true, false): .visibleButUnmapped
            case (false, true): .mappedButNotVisible
            }
        }
    }

    /// What the detail column holds.
    enum DetailContent: Equatable {
        case placeholder
        /// The detail widget the app built for the peak with this id, and the one the
        /// layout says it shows.
        case item(String)
        case other(String)
    }

    var structure: Structure
    /// The stack's visible page, when stacked.
    var stackPage: SplitColumn?
    var list: Presence
    var detail: Presence
    var backButton: Presence
    var sidebarToggle: Presence
    var sidebarToggleActive: Bool
    var title: String
    var selectedRow: Int?
    var detailContent: DetailContent
    var rootDrawsChild: Bool
    /// The app's selection (the bound ObservableValue).
    var selection: String?
    var modelSelection: String?
    var layout: SplitPresentation

    /// Expanded: list (unless hidden by the user) and detail side by side, the toggle shown.
    static func sideBySide(selected: Peak?, row: Int?, leadingColumnVisible: Bool = true) -> VisibleState {
        VisibleState(
            structure: .sideBySide, stackPage: nil,
            list: leadingColumnVisible ? .shown : .hidden, detail: .shown,
            backButton: .hidden, sidebarToggle: .shown, sidebarToggleActive: leadingColumnVisible,
            title: PeakLayoutFixture.title, selectedRow: row,
            detailContent: selected.map { .item($0.id) } ?? .placeholder, rootDrawsChild: true,
            selection: selected?.id, modelSelection: selected?.id,
            layout: .sideBySide(leadingColumnVisible: leadingColumnVisible))
    }

    /// Collapsed on the list page: no back button, no toggle, the list's title; the detail
    /// page hidden for real (holding the selected item's detail, if any).
    static func stackedList(selected: Peak? = nil, row: Int? = nil, leadingColumnVisible: Bool = true) -> VisibleState {
        VisibleState(
            structure: .stacked, stackPage: .list,
            list: .shown, detail: .hidden,
            backButton: .hidden, sidebarToggle: .hidden, sidebarToggleActive: leadingColumnVisible,
            title: PeakLayoutFixture.title, selectedRow: row,
            detailContent: selected.map { .item($0.id) } ?? .placeholder, rootDrawsChild: true,
            selection: selected?.id, modelSelection: selected?.id,
            layout: .stacked(.list))
    }

    /// Collapsed on the detail page: back button, the item's title; the list hidden for real.
    static func stackedDetail(_ peak: Peak, row: Int, leadingColumnVisible: Bool = true) -> VisibleState {
        VisibleState(
            structure: .stacked, stackPage: .detail,
            list: .hidden, detail: .shown,
            backButton: .shown, sidebarToggle: .hidden, sidebarToggleActive: leadingColumnVisible,
            title: peak.name, selectedRow: row,
            detailContent: .item(peak.id), rootDrawsChild: true,
            selection: peak.id, modelSelection: peak.id,
            layout: .stacked(.detail))
    }

    var fields: [(String, String)] {
        [
            ("structure", "\(structure)"), ("stackPage", "\(stackPage.map { "\($0)" } ?? "nil")"),
            ("list", "\(list)"), ("detail", "\(detail)"), ("backButton", "\(backButton)"),
            ("sidebarToggle", "\(sidebarToggle)"), ("sidebarToggleActive", "\(sidebarToggleActive)"),
            ("title", "\"\(title)\""), ("selectedRow", "\(selectedRow.map(String.init) ?? "nil")"),
            ("detailContent", "\(detailContent)"), ("rootDrawsChild", "\(rootDrawsChild)"),
            ("selection", "\(selection ?? "nil")"), ("modelSelection", "\(modelSelection ?? "nil")"),
            ("layout", "\(layout)"),
        ]
    }

    var description: String {
        fields.map { "  \($0.0): \($0.1)" }.joined(separator: "\n")
    }

    func differences(from other: VisibleState) -> [String] {
        zip(fields, other.fields).compactMap { mine, theirs in
            mine.1 == theirs.1 ? nil : "\(mine.0) is \(mine.1), expected \(theirs.1)"
        }
    }
}
