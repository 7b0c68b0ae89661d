import CListOracle
import Foundation
import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Live items (L17, L12), differentially: a seeded random sequence of steps in a real window
/// (inserts, removals, moves and updates above, in and below the rows on screen; selections,
/// scrolls, searches, narrowing and widening across the breakpoint), each given to the layout
/// and to a plain GTK 4 list in C (``ListOracle``) as the same operations. After every step
/// both have settled and the test checks the layout against ``LiveItemsModel`` (its items,
/// selection, detail, the label of every row on screen, the focused row) and against the C
/// list (the same rows at the same pixels, the same scroll offset, ±1 px).
///
/// `TWOPANE_DIFF_SEED` (default 1) and `TWOPANE_DIFF_STEPS` (default 2000) choose the run; the
/// seed is printed and named in every failure, with the last steps, to replay it.
final class LiveItemsDifferentialTests: LayoutTestCase {
    @MainActor func testRandomChangesShowWhatAPlainGtkListShows() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["TWOPANE_DIFF_SEED"].flatMap { UInt64($0) } ?? 1
        let steps = environment["TWOPANE_DIFF_STEPS"].flatMap { Int($0) } ?? 2000
        print("LiveItemsDifferentialTests: seed \(seed), \(steps) steps (replay with TWOPANE_DIFF_SEED=\(seed))")
        let run = try LiveItemsDifferentialRun(seed: seed, steps: steps)
        defer { run.close() }
        for step in 1...max(steps, 1) {
            try run.run(step: step)
        }
    }
}

/// One run of the differential test: the layout in its window, the C list in its own, the
/// model, and the random source that picks each step.
@MainActor
final class LiveItemsDifferentialRun {
    static let wideWidth = 1000
    static let narrowWidth = 480
    static let height = 700

    let seed: UInt64
    let steps: Int
    var random: SeededRandom
    var model: LiveItemsModel
    let selection = ObservableValue<LiveEntry.ID?>(nil)
    let layout: TwoPaneSplitLayout<LiveEntry>
    let window: Window
    let oracle: ListOracle
    var width = wideWidth
    /// Every step so far, described (failure messages quote the last ones).
    var history: [String] = []
    var step = 0
    /// Frames the layout's window has painted.
    var paints = 0
    private var paintConnection: SignalConnection?
    /// Whether GTK animated before the run.
    private let animated: Bool
    private var nextID = 0
    /// The item whose row had keyboard focus in the layout's list after the last step.
    var focusedID: LiveEntry.ID?
    /// Whether this step removed or searched away the focused item.
    var focusedRowLeft = false
    /// Whether this step moved the focused item's row (GTK is told it is removed and inserted).
    var focusedRowMoved = false
    /// The step being made, and whether focus was in the layout's list before it.
    var lastStep: LiveStep?
    /// Whether the layout's list was on screen before the step.
    var listWasShown = false
    /// The layout's rows on screen before the step, wholly or in part: the rows the user reads.
    var rowsReadBefore: [ShownRow] = []
    /// Where the first of them was among the shown rows.
    var firstReadIndexBefore: Int?
    /// The changes of the rows the layout's list view was told since the C list was last
    /// given them: the C list is told the same (see `settle`).
    var rowChanges: [(position: Int, removed: Int, added: Int)] = []
    private var rowChangeConnection: SignalConnection?
    /// Whether the C list scrolls to its first row once it has the step's changes.
    var scrollsOracleToTop = false
    /// The labels the C list shows, in order.
    var oracleLabels: [String] = []
    /// Whether the C list was given the layout's view after the last step (see `settle`).
    var searchReanchored = false
    var focusWasInList = false

    init(seed: UInt64, steps: Int) throws {
        self.seed = seed
        self.steps = steps
        // The collapsed layout's stack slides to the detail page and back; the run waits for
        // the lists, not for slides (gtk-enable-animations off; on again in close()).
        animated = clist_oracle_set_animations(0) != 0
        var random = SeededRandom(seed: seed)
        let items = (0..<60).map { LiveEntry(id: $0, name: Self.name(id: $0, random: &random)) }
        self.random = random
        nextID = items.count
        model = LiveItemsModel(items: items)
        // The C list's window first: the layout's, presented last, is the one with the keyboard.
        oracle = ListOracle(title: "LiveItemsDifferentialTests oracle", width: 320, height: 600)
        oracle.splice(at: 0, removing: 0, adding: model.items.map(\.name))
        oracleLabels = model.items.map(\.name)
        layout = TwoPaneSplitLayout(
            title: "Live items", items: model.items, selection: selection, configuration: .init(),
            searchText: { $0.name }, itemTitle: { $0.name },
            row: { Label($0.name) }, detail: { Label("Detail of \($0.name)") })
        let layout = self.layout
        window = try presentWindow(
            width: Self.wideWidth, height: Self.height, install: { layout.attach(to: $0) })
        try waitForLayout(
            layout, width: Self.wideWidth, applied: { layout.installedPresentation == layout.layoutState.presentation })
        paintConnection = window.onEveryPaint { [weak self] in self?.paints += 1 }
        rowChangeConnection = layout.listView.onShownRowsChange { [weak self] index, removed, added in
            self?.rowChanges.append((index.rawValue, removed, added))
        }
        try settle(wasCollapsed: false)
        try check()
    }

    /// Destroys the C list's window (the layout's goes in tearDown).
    func close() {
        paintConnection?.disconnect()
        rowChangeConnection?.disconnect()
        oracle.close()
        _ = clist_oracle_set_animations(animated ? 1 : 0)
        MainLoop.drain()
    }

    /// Picks step `number`, makes it in the layout and the C list, waits until both have
    /// settled and checks them.
    func run(step number: Int) throws {
        try run(pickStep(), number: number)
    }

    /// Makes `next`, step `number`, in the layout and the C list, waits until both have
    /// settled and checks them.
    func run(_ next: LiveStep, number: Int) throws {
        step = number
        history.append("\(number): \(next)")
        let wasCollapsed = layout.layoutState.isCollapsed
        let focused = focusedID
        anchorBothAtTheirTop()
        listWasShown = layout.listView.isDrawable
        rowsReadBefore = layout.listView.isDrawable ? layout.listView.shownRows.filter(isOnScreen) : []
        firstReadIndexBefore = rowsReadBefore.first.flatMap { row in model.shown.firstIndex { $0.name == row.label } }
        lastStep = next
        searchReanchored = false
        focusWasInList = layout.listView.isDrawable && layout.listView.holdsFocus
        focusedRowMoved = false
        make(next)
        // The focused item removed or searched away: where focus goes is the list's choice
        // (GTK guesses a row from the change it is told).
        focusedRowLeft = focused != nil && (focusedID == nil || !model.shown.contains { $0.id == focused })
        try settle(wasCollapsed: wasCollapsed)
        try check()
    }

    /// Whether `row` of the layout's list is within its view, wholly or in part.
    func isOnScreen(_ row: ShownRow) -> Bool {
        row.y + row.height > 0 && row.y < Double(layout.listView.scrollPosition.visibleHeight)
    }

    /// Before each step, both lists are anchored as a user's scroll anchors them: on the row
    /// at the top of the view (scrolled a pixel away and back; a list that cannot scroll, to
    /// its first row), the C list first scrolled where the layout's is. GTK keeps the row it
    /// anchors a list on in place when rows change, and
    /// which row that is depends on the list's history (a search of the layout's own, the
    /// focus moves of a crossing, a list once shorter than its view): from the same anchor,
    /// the same step must leave both lists the same.
    private func anchorBothAtTheirTop() {
        let list = layout.listView
        guard list.isDrawable, oracle.isListVisible, list.count > 0, oracle.count == list.count else { return }
        let offset = list.scrollPosition.offset
        let limit = min(list.maxScrollOffset, oracle.maxScrollOffset)
        guard offset <= limit + 0.5 else { return }
        let nudged = offset >= 1 ? offset - 1 : offset + 1
        if nudged <= limit {
            for target in [nudged, offset] {
                list.scroll(toOffset: target)
                oracle.scroll(toOffset: target)
            }
        } else if offset == 0 {
            list.scrollToRow(ShownRowIndex(0))
            oracle.scrollToRow(0)
        }
    }

    /// The items that were there before `edits` and that GTK is given as new rows all the
    /// same (a moved row is removed and inserted), as the layout finds them: from the changes
    /// told (``ItemsEdit``) or by comparing (``ItemsDiff``).
    private func reinsertedIDs(of edits: [LiveEdit], withChanges: Bool, from old: [LiveEntry]) -> Set<LiveEntry.ID> {
        let new = model.items
        let edit =
            withChanges
            ? ItemsEdit(changes: edits.map(\.itemsChange), from: old.count, to: new.count)
            : ItemsDiff.edit(from: LayoutItems(old), to: LayoutItems(new))
        let oldIDs = Set(old.map(\.id))
        return Set((edit?.insertedPositions ?? []).map { new[$0].id }.filter(oldIDs.contains))
    }

    /// Makes `step` in the model, the C list and the layout.
    private func make(_ step: LiveStep) {
        switch step {
        case .edit(let edits, let withChanges):
            let old = model.items
            for edit in edits { model.apply(edit) }
            // A moved row is removed and inserted for GTK, whose focus does not follow it. The
            // layout's follows the open item's row (L23), scrolling to it: the C list is given
            // the layout's focus and view after the step. Any other row's focus goes where GTK
            // puts it.
            let reinserted = reinsertedIDs(of: edits, withChanges: withChanges, from: old)
            focusedRowMoved = focusedID != nil && focusedID == model.selection && reinserted.contains(focusedID!)
            if let focused = focusedID, reinserted.contains(focused), !focusedRowMoved { focusedID = nil }
            // A list at its very top stays at its top (TwoPane's ListView, where GTK 4.8
            // keeps its anchor row in place): the C list is scrolled to its first row the same
            // way, once it has the same changes.
            let keepsTop = layout.listView.scrollPosition.offset == 0
            if withChanges {
                layout.setItems(model.items, changes: edits.map(\.itemsChange))
            } else {
                layout.setItems(model.items)
            }
            scrollsOracleToTop = keepsTop && layout.listView.count > 0 && layout.listView.isMapped
        case .select(let entry):
            model.select(entry?.id)
            selection.value = entry?.id
        case .focus(let entry):
            layout.listView.focusRow(labelled: entry.name)
            oracle.focusRow(labelled: entry.name)
            focusedID = entry.id
        case .scroll(let offset):
            layout.listView.scroll(toOffset: offset)
            oracle.scroll(toOffset: offset)
        case .search(let text):
            // A new query's matches show from the top (TwoPane scrolls there).
            let isNewQuery = !text.isEmpty && text.lowercased() != layout.appliedSearchQuery
            scrollsOracleToTop = isNewQuery && layout.listView.isMapped
            model.search(text)
            layout.searchFieldText = text
        case .resize(let width):
            self.width = width
            try? TestSupport.resize(window, width: width, height: Self.height)
        }
    }

    // MARK: - Items

    private static let syllables = ["ka", "ri", "lo", "me", "su", "ta", "no", "vi"]

    /// "Kari 17": two syllables, then the id, so every label is unique.
    private static func name(id: Int, random: inout SeededRandom) -> String {
        let word = random.pick(syllables) + random.pick(syllables)
        return word.prefix(1).uppercased() + word.dropFirst() + " \(id)"
    }

    func name(id: Int) -> String { Self.name(id: id, random: &random) }

    func newEntry() -> LiveEntry {
        defer { nextID += 1 }
        return LiveEntry(id: nextID, name: name(id: nextID))
    }
}
