import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// The app's data changing under the user (L12, L9, L22), each change made while the layout is
/// collapsed on the detail page and while it is expanded: the selected item removed; every
/// item replaced (same ids with new values, new ids, no items); one item renamed (the
/// selected one, another one); 10,000 items appended while the list is scrolled.
///
/// After each change the selection follows L12 (cleared when its item left, kept by id
/// otherwise) and the whole visible state is asserted, then again at the other width. And no
/// stale detail is ever shown: a ``StaleDetailWatch`` checks at every painted frame and at
/// every notification of the app's selection, not only at the end, that the detail column
/// holds the detail built for the selected item, showing its current value (or the
/// placeholder when nothing is selected), and that the header names the item shown.
final class DataChangeTests: LayoutTestCase {
    // MARK: - The selected item removed

    @MainActor func testRemovingTheSelectedItemWhileCollapsedOnTheDetail() async throws {
        try checkRemovingTheSelectedItem(.collapsed)
    }

    @MainActor func testRemovingTheSelectedItemWhileExpanded() async throws {
        try checkRemovingTheSelectedItem(.expanded)
    }

    /// K2 leaves: the selection clears (the app hears `nil` once), the collapsed layout pops to
    /// the list, the expanded one shows the placeholder; K2 coming back does not reselect it.
    @MainActor private func checkRemovingTheSelectedItem(_ mode: Mode) throws {
        try checkChange(
            "removing K2 (selected)", mode, showing: nil,
            { $0.layout.setItems([.everest, .kangchenjunga, .lhotse]) },
            afterChange: { harness, watch, _ in
                XCTAssertEqual(harness.widgets.list.count, 3)
                XCTAssertEqual(watch.notifications, [nil], "the app hears the selection clear, once")
            },
            atTheOtherWidth: { harness, watch, before in
                try watch.change("putting K2 back") { harness.layout.setItems(Peak.all) }
                harness.assertShows(mode.other.showing(nil), after: "putting K2 back")
                XCTAssertEqual(
                    harness.details.count, before.detailsBuilt, "no detail was built for a cleared selection")
            })
    }

    // MARK: - Every item replaced

    @MainActor func testReplacingTheItemsWithNewValuesOfTheSameIDsWhileCollapsedOnTheDetail() async throws {
        try checkReplacingWithNewValues(.collapsed)
    }

    @MainActor func testReplacingTheItemsWithNewValuesOfTheSameIDsWhileExpanded() async throws {
        try checkReplacingWithNewValues(.expanded)
    }

    /// Every peak under its local name, ids kept: the selection stays (the app hears nothing),
    /// K2's detail is kept and hears its new value (L22), and the collapsed header is retitled.
    @MainActor private func checkReplacingWithNewValues(_ mode: Mode) throws {
        let chhogori = Peak.localNames[1]
        try checkChange(
            "replacing every item with its local name", mode, showing: chhogori,
            { $0.layout.setItems(Peak.localNames) },
            afterChange: { harness, watch, before in
                XCTAssertEqual(harness.details.count, before.detailsBuilt, "K2's new value builds no detail")
                XCTAssertEqual(harness.details.updates, [chhogori], "K2's detail hears its new value, once")
                XCTAssertTrue(before.detail.isInside(harness.widgets.detailHost), "K2's detail stays")
                XCTAssertEqual(watch.notifications, [], "the selected id did not change: the app hears nothing")
            },
            atTheOtherWidth: { harness, _, before in
                XCTAssertEqual(harness.details.count, before.detailsBuilt, "changing width rebuilds nothing")
                XCTAssertEqual(harness.details.updates, [chhogori], "nor hands the detail a value again")
            })
    }

    @MainActor func testReplacingTheItemsWithNewIDsWhileCollapsedOnTheDetail() async throws {
        try checkReplacingWithNewIDs(.collapsed)
    }

    @MainActor func testReplacingTheItemsWithNewIDsWhileExpanded() async throws {
        try checkReplacingWithNewIDs(.expanded)
    }

    /// Four other peaks: the selection clears as for a removal; a new peak can be opened.
    @MainActor private func checkReplacingWithNewIDs(_ mode: Mode) throws {
        try checkChange(
            "replacing every item with other peaks", mode, showing: nil,
            { $0.layout.setItems(Peak.others) },
            afterChange: { harness, watch, before in
                XCTAssertEqual(harness.widgets.list.count, 4)
                XCTAssertEqual(watch.notifications, [nil], "the app hears the selection clear, once")
                XCTAssertEqual(harness.details.count, before.detailsBuilt, "no detail is built for the new items")
            },
            atTheOtherWidth: { harness, watch, _ in
                let makalu = Peak.others[1]
                try watch.change("opening Makalu") { harness.selection.value = makalu.id }
                harness.assertShows(mode.other.showing(makalu, row: 1), after: "opening Makalu, one of the new items")
            })
    }

    @MainActor func testReplacingTheItemsWithNoItemsWhileCollapsedOnTheDetail() async throws {
        try checkReplacingWithNoItems(.collapsed)
    }

    @MainActor func testReplacingTheItemsWithNoItemsWhileExpanded() async throws {
        try checkReplacingWithNoItems(.expanded)
    }

    /// No items at all: the selection clears, the list is empty; the items coming back do not
    /// bring the selection back.
    @MainActor private func checkReplacingWithNoItems(_ mode: Mode) throws {
        try checkChange(
            "emptying the list", mode, showing: nil,
            { $0.layout.setItems([]) },
            afterChange: { harness, watch, _ in
                XCTAssertEqual(harness.widgets.list.count, 0)
                XCTAssertEqual(harness.layout.layoutState.items, [])
                XCTAssertEqual(watch.notifications, [nil], "the app hears the selection clear, once")
            },
            atTheOtherWidth: { harness, watch, _ in
                try watch.change("filling the list again") { harness.layout.setItems(Peak.all) }
                harness.assertShows(mode.other.showing(nil), after: "filling the list again")
                XCTAssertEqual(harness.widgets.list.count, 4)
            })
    }

    // MARK: - One item renamed

    @MainActor func testRenamingTheSelectedItemWhileCollapsedOnTheDetail() async throws {
        try checkRenamingTheSelectedItem(.collapsed)
    }

    @MainActor func testRenamingTheSelectedItemWhileExpanded() async throws {
        try checkRenamingTheSelectedItem(.expanded)
    }

    /// K2 becomes Chhogori: its detail stays and hears the new value (L22), the collapsed
    /// header is retitled; the selection (by id) stays.
    @MainActor private func checkRenamingTheSelectedItem(_ mode: Mode) throws {
        let chhogori = Peak(id: Peak.k2.id, name: "Chhogori")
        try checkChange(
            "renaming K2 (selected) to Chhogori", mode, showing: chhogori,
            { $0.layout.setItems([.everest, chhogori, .kangchenjunga, .lhotse]) },
            afterChange: { harness, watch, before in
                XCTAssertEqual(harness.details.count, before.detailsBuilt, "the new value builds no detail")
                XCTAssertEqual(harness.details.lastLabel?.text, "Detail of Chhogori")
                XCTAssertTrue(before.detail.isInside(harness.widgets.detailHost), "K2's detail stays")
                XCTAssertEqual(watch.notifications, [], "the selected id did not change: the app hears nothing")
            },
            atTheOtherWidth: { harness, _, before in
                XCTAssertEqual(harness.details.count, before.detailsBuilt)
            })
    }

    @MainActor func testRenamingAnotherItemWhileCollapsedOnTheDetail() async throws {
        try checkRenamingAnotherItem(.collapsed)
    }

    @MainActor func testRenamingAnotherItemWhileExpanded() async throws {
        try checkRenamingAnotherItem(.expanded)
    }

    /// Everest becomes Sagarmatha while K2 is shown: K2's selection, detail widget and title
    /// are untouched.
    @MainActor private func checkRenamingAnotherItem(_ mode: Mode) throws {
        let sagarmatha = Peak(id: Peak.everest.id, name: "Sagarmatha")
        try checkChange(
            "renaming Everest to Sagarmatha while K2 is shown", mode, showing: .k2,
            { $0.layout.setItems([sagarmatha, .k2, .kangchenjunga, .lhotse]) },
            afterChange: { harness, watch, before in
                XCTAssertEqual(harness.details.count, before.detailsBuilt, "K2's detail is not rebuilt")
                XCTAssertTrue(harness.layout.shownDetail?.widget === before.detail, "K2's detail is the same widget")
                XCTAssertEqual(watch.notifications, [], "the app hears nothing")
            },
            atTheOtherWidth: { harness, _, before in
                XCTAssertTrue(
                    harness.layout.shownDetail?.widget === before.detail, "K2's detail is still the same widget")
            })
    }

    // MARK: - 10,000 items appended while the list is scrolled

    /// Expanded, the list scrolled to row 150 of 200 and focused there, 150 selected: 10,000
    /// more items keep the selection (by id, on the same row), its detail and the focus.
    @MainActor func testAppendingTenThousandItemsWhileExpandedAndScrolled() async throws {
        let (harness, target) = try openScrolledList()
        let list = harness.layout.listView
        let watch = try StaleDetailWatch(harness)
        defer { watch.stop() }
        let detail = try XCTUnwrap(harness.layout.shownDetail?.widget)
        let detailsBuilt = harness.details.count
        let scrolled = list.scrollPosition

        try watch.change("appending 10,000 items while expanded and scrolled") {
            harness.layout.setItems(Array(harness.layout.items) + Peak.numbered(200..<10_200))
        }
        try watch.change("letting the list lay out its 10,200 rows") {
            try harness.pump(
                until: { list.scrollPosition.contentHeight > scrolled.contentHeight },
                "the list grows (\(list.scrollPosition))")
        }
        harness.assertShows(.sideBySide(selected: target, row: 150), after: "appending 10,000 items")
        XCTAssertEqual(list.count, 10_200)
        XCTAssertEqual(harness.layout.layoutState.items.count, 10_200)
        XCTAssertEqual(harness.details.count, detailsBuilt, "the selected item's detail is not rebuilt")
        XCTAssertTrue(harness.layout.shownDetail?.widget === detail)
        XCTAssertEqual(watch.notifications, [], "the app hears nothing")
        XCTAssertEqual(harness.layout.focusTarget(), .list, "focus stays in the list")
        watch.assertNothingStale()
    }

    /// Expanded, the list scrolled to row 150 of 200: 10,000 items appended below leave the
    /// list where the user scrolled it, the selected row in view. (What a GNOME user expects;
    /// The layout rules are silent. A list that reloads every row on each change jumps elsewhere.)
    @MainActor func testAppendingTenThousandItemsLeavesTheScrolledListWhereItWas() async throws {
        let (harness, _) = try openScrolledList()
        let list = harness.layout.listView
        let scrolled = list.scrollPosition

        harness.layout.setItems(Array(harness.layout.items) + Peak.numbered(200..<10_200))
        try harness.pump(
            until: { list.scrollPosition.contentHeight > scrolled.contentHeight },
            "the list grows (\(list.scrollPosition))")
        var painted = false
        harness.window.afterNextPaint { painted = true }
        try harness.pump(until: { painted }, "a frame is painted with the grown list")
        XCTAssertEqual(
            list.scrollPosition.offset, scrolled.offset, accuracy: 1,
            "items appended below do not move the list the user scrolled (was \(scrolled), now \(list.scrollPosition))")
        XCTAssertTrue(Self.rowIsInView(150, of: list), "the selected row 150 is still in view (\(list.scrollPosition))")
    }

    /// Collapsed, the list scrolled to row 150 of 200 and 150 opened: 10,000 more items keep
    /// the detail page, its selection and title; widening then shows row 150 selected and in
    /// view among 10,200 (L4).
    @MainActor func testAppendingTenThousandItemsWhileCollapsedOnTheDetailOfAScrolledList() async throws {
        let peaks = Peak.numbered(0..<200)
        let target = peaks[150]
        let harness = try LayoutHarness(width: 480, height: 700, items: peaks)
        harness.assertShows(.stackedList(), after: "opening 200 peaks at 480 px")
        let list = harness.layout.listView
        list.scrollToRow(ShownRowIndex(150))
        try harness.pump(until: { Self.rowIsInView(150, of: list) }, "row 150 is in view (\(list.scrollPosition))")
        let watch = try StaleDetailWatch(harness)
        defer { watch.stop() }
        try watch.change("opening \(target.name)") { harness.selection.value = target.id }
        harness.assertShows(.stackedDetail(target, row: 150), after: "opening \(target.name) at 480 px")
        let detail = try XCTUnwrap(harness.layout.shownDetail?.widget)
        let detailsBuilt = harness.details.count
        watch.forgetNotifications()

        try watch.change("appending 10,000 items while collapsed on the detail") {
            harness.layout.setItems(Array(harness.layout.items) + Peak.numbered(200..<10_200))
        }
        harness.assertShows(.stackedDetail(target, row: 150), after: "appending 10,000 items")
        XCTAssertEqual(list.count, 10_200)
        XCTAssertEqual(harness.details.count, detailsBuilt, "the selected item's detail is not rebuilt")
        XCTAssertTrue(harness.layout.shownDetail?.widget === detail)
        XCTAssertEqual(watch.notifications, [], "the app hears nothing")

        try watch.change("widening to 1000 px") { try harness.resize(to: 1000) }
        try harness.pump(
            until: { Self.rowIsInView(150, of: list) },
            "the selected row 150 is scrolled into view on widening (\(list.scrollPosition))")
        harness.assertShows(.sideBySide(selected: target, row: 150), after: "widening after appending 10,000 items")
        XCTAssertEqual(harness.details.count, detailsBuilt)
        watch.assertNothingStale()
    }

    // MARK: - Helpers

    /// Where the layout is when the data changes.
    enum Mode: CustomStringConvertible {
        /// 480 px, on the selected item's detail page.
        case collapsed
        /// 1000 px, side by side.
        case expanded

        var width: Int { self == .expanded ? 1000 : 480 }
        var other: Mode { self == .expanded ? .collapsed : .expanded }
        var description: String { self == .expanded ? "while expanded" : "while collapsed" }

        /// What the layout shows at this width with `peak` (at `row`) selected, or nothing.
        func showing(_ peak: Peak?, row: Int = -1) -> VisibleState {
            switch (self, peak) {
            case (.expanded, _): .sideBySide(selected: peak, row: peak == nil ? nil : row)
            case (.collapsed, let peak?): .stackedDetail(peak, row: row)
            case (.collapsed, nil): .stackedList()
            }
        }
    }

    /// What the layout held before a change: K2's detail widget, and how many details the app
    /// had built.
    struct BeforeTheChange {
        let detail: Widget
        let detailsBuilt: Int
    }

    /// Opens `mode` with K2 (row 1) selected and watched, makes `change` (named `step`), and
    /// expects `peak` (at row 1) or nothing shown, then the same at the other width, and no
    /// stale detail throughout; `afterChange` and `atTheOtherWidth` add their checks there.
    @MainActor private func checkChange(
        _ step: String, _ mode: Mode, showing peak: Peak?, _ change: (LayoutHarness) -> Void,
        afterChange: (LayoutHarness, StaleDetailWatch, BeforeTheChange) throws -> Void,
        atTheOtherWidth: (LayoutHarness, StaleDetailWatch, BeforeTheChange) throws -> Void
    ) throws {
        let (harness, watch) = try open(mode, selecting: .k2)
        defer { watch.stop() }
        let before = BeforeTheChange(
            detail: try XCTUnwrap(harness.details.lastWidget), detailsBuilt: harness.details.count)

        try watch.change("\(step) \(mode)") { change(harness) }
        harness.assertShows(mode.showing(peak, row: 1), after: "\(step) \(mode)")
        try afterChange(harness, watch, before)

        try watch.change("changing to \(mode.other) after \(step)") { try harness.resize(to: mode.other.width) }
        harness.assertShows(mode.other.showing(peak, row: 1), after: "going \(mode.other) after \(step)")
        try atTheOtherWidth(harness, watch, before)
        watch.assertNothingStale()
    }

    /// A layout of `items` with `peak` selected, shown `mode` (collapsed: narrowed onto its
    /// detail page), and a watch started on it.
    @MainActor private func open(_ mode: Mode, selecting peak: Peak, items: [Peak] = Peak.all) throws -> (
        LayoutHarness, StaleDetailWatch
    ) {
        let harness = try LayoutHarness(width: 1000, height: 700, items: items, selected: peak.id)
        if mode == .collapsed { try harness.resize(to: 480) }
        let row = try XCTUnwrap(items.firstIndex(of: peak))
        harness.assertShows(mode.showing(peak, row: row), after: "opening \(peak.name) \(mode)")
        return (harness, try StaleDetailWatch(harness))
    }

    /// 200 numbered peaks expanded, the 151st selected, the list scrolled to it and focused.
    @MainActor private func openScrolledList() throws -> (LayoutHarness, Peak) {
        let peaks = Peak.numbered(0..<200)
        let target = peaks[150]
        let harness = try LayoutHarness(width: 1000, height: 700, items: peaks, selected: target.id)
        harness.assertShows(.sideBySide(selected: target, row: 150), after: "opening \(target.name)")
        let list = harness.layout.listView
        list.focusRow(ShownRowIndex(150))
        try harness.pump(
            until: { list.scrollPosition.offset > 0 && harness.layout.focusTarget() == .list },
            "the list is scrolled to row 150 and has focus")
        try harness.pump(until: { Self.rowIsInView(150, of: list) }, "row 150 is in view (\(list.scrollPosition))")
        return (harness, target)
    }

    /// Whether the row at `position` lies within the visible part of `list` (rows are all the
    /// same height here).
    @MainActor private static func rowIsInView(_ position: Int, of list: ListView) -> Bool {
        let scroll = list.scrollPosition
        guard list.count > 0, scroll.contentHeight > 0 else { return false }
        let rowHeight = scroll.contentHeight / Double(list.count)
        let top = Double(position) * rowHeight
        return top >= scroll.offset - 0.5 && top + rowHeight <= scroll.offset + scroll.visibleHeight + 0.5
    }
}

/// Checks, whenever the user or the app could look, that a layout shows no stale detail:
/// at every frame painted and at every notification of the app's selection, plus right after
/// each change it is asked to make.
///
/// Not stale means: the selection is one of the items (L12) and the app agrees with it; with
/// an item selected, the detail column holds exactly one widget, the one the app built for the
/// item (same id), showing its current value (same name: "Detail of NAME"); with nothing selected, it holds
/// the placeholder and a collapsed layout is on the list page; a collapsed detail page is titled
/// with the current name.
@MainActor
final class StaleDetailWatch {
    private let harness: LayoutHarness
    private var paintConnection: SignalConnection?
    private var observation: Observation?
    /// What was going on, for messages.
    private var step = "opening the layout"
    private var paints = 0
    private(set) var problems: [String] = []
    /// The app's selection at each notification since the watch started (or was told to
    /// forget).
    private(set) var notifications: [String?] = []

    init(_ harness: LayoutHarness, file: StaticString = #filePath, line: UInt = #line) throws {
        self.harness = harness
        paintConnection = harness.window.onEveryPaint { [weak self] in
            guard let self else { return }
            self.paints += 1
            self.check(at: "a painted frame")
        }
        guard paintConnection != nil else {
            XCTFail("the window has no frame clock to watch", file: file)
            throw GtkTestError.toolFailed("no frame clock")
        }
        observation = harness.selection.observe { [weak self] value in
            self?.notifications.append(value)
            self?.check(at: "the app's selection notification (\(value ?? "nil"))")
        }
        check(at: "the start of the watch")
    }

    /// Stops watching.
    func stop() {
        paintConnection?.disconnect()
        paintConnection = nil
        observation?.cancel()
    }

    /// Makes `change` (the step named `step`), checks at once, then runs the main loop until a
    /// frame has been painted (and checked) after it.
    func change(
        _ step: String, file: StaticString = #filePath, line: UInt = #line,
        _ change: () throws -> Void
    ) throws {
        self.step = step
        try change()
        check(at: "the return of the change")
        let painted = paints
        harness.window.requestFrame()
        try harness.pump(until: { self.paints > painted }, "a frame is painted after \(step)", file: file)
        self.step = "after \(step)"
    }

    func forgetNotifications() { notifications.removeAll() }

    /// Fails the test with every problem seen since the last call.
    func assertNothingStale(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(problems, [], "a stale or wrong detail was shown", file: file)
        problems.removeAll()
    }

    private func check(at moment: String) {
        for problem in currentProblems() where problems.count < 50 {
            problems.append("\(step), at \(moment): \(problem)")
        }
    }

    private func currentProblems() -> [String] {
        let layout = harness.layout
        let widgets = harness.widgets
        var found: [String] = []
        let selected = layout.layoutState.selection
        if harness.selection.value != selected {
            found.append(
                "the app's selection is \(harness.selection.value ?? "nil"), the layout's \(selected ?? "nil")")
        }
        let current = selected.flatMap { id in layout.items.first { $0.id == id } }
        if let selected, current == nil { found.append("\(selected) is selected but is not one of the items (L12)") }

        let children = widgets.detailHost.arrangedChildren
        let onDetailPage = widgets.stackShows(widgets.detailColumn)
        if let current {
            if children.count != 1 {
                found.append("the detail column holds \(children.count) widgets while \(current) is selected")
            } else if children[0] === widgets.placeholder {
                found.append("the placeholder is shown while \(current) is selected")
            } else if let built = harness.details.peak(builtAs: children[0]) {
                if built.id != current.id {
                    found.append(
                        "the detail shown was built for \(built) but the selected item is now \(current) (stale)")
                }
                let text = ((children[0] as? ItemDetail<Peak>)?.content as? Label)?.text
                if text != "Detail of \(current.name)" {
                    found.append("the detail shown reads \"\(text ?? "?")\", not \"Detail of \(current.name)\"")
                }
            } else {
                found.append("the detail column holds a widget the app did not build")
            }
            if onDetailPage, widgets.titleLabel.text != current.name {
                found.append("the detail page is titled \"\(widgets.titleLabel.text)\", not \"\(current.name)\"")
            }
        } else {
            if !(children.count == 1 && children[0] === widgets.placeholder) {
                let description = children.map {
                    harness.details.peak(builtAs: $0).map { "the detail of \($0)" } ?? "a widget"
                }
                found.append("nothing is selected but the detail column holds \(description)")
            }
            if onDetailPage { found.append("nothing is selected but the collapsed layout shows the detail page") }
        }
        if !onDetailPage, widgets.titleLabel.text != PeakLayoutFixture.title {
            found.append("the header is titled \"\(widgets.titleLabel.text)\" off the detail page")
        }
        return found
    }
}

extension Peak {
    /// The four peaks under their local names: the same ids, new values.
    static let localNames = [
        Peak(id: Peak.everest.id, name: "Sagarmatha"), Peak(id: Peak.k2.id, name: "Chhogori"),
        Peak(id: Peak.kangchenjunga.id, name: "Kanchenjunga"), Peak(id: Peak.lhotse.id, name: "Lhotse I"),
    ]

    /// Four other peaks: new ids.
    static let others = [
        Peak(id: "annapurna", name: "Annapurna"), Peak(id: "makalu", name: "Makalu"),
        Peak(id: "cho-oyu", name: "Cho Oyu"), Peak(id: "manaslu", name: "Manaslu"),
    ]

    /// Numbered peaks "Peak N" with ids "peak-N".
    static func numbered(_ range: Range<Int>) -> [Peak] {
        range.map { Peak(id: "peak-\($0)", name: "Peak \($0)") }
    }
}
