import TrailsApp
import TrailsData
import TwoPane

/// The `insert-top` and `insert-top-diff` benchmarks: with the middle row selected and
/// scrolled to (expanded, its detail shown), one new trail is inserted at the top of the
/// items, `count` times, each from an idle callback after the previous frame was painted.
/// Each step is timed to the after-paint of the first frame after it, which must show one
/// row more and the same trail selected, one row lower, with the same detail widget.
///
/// `insert-top` tells the layout what changed (`setItems(_:changes: [.inserted(at: 0)])`)
/// and keeps the trails in a collection that inserts without copying them
/// (``TrailsWithInsertions``); `insert-top-diff` gives the layout the whole new array
/// (`setItems(_:)`), which compares it with the old one, as an app that does not say what
/// changed does. Trails' ids are their names (`String`): the diff compares the arrays'
/// storage bit for bit, then ids.
@MainActor
final class ItemInsertions {
    /// Per step, in microseconds (times) or counts.
    struct Samples {
        /// From the step's start to the after-paint of the first frame after it.
        var samples: [Int64] = []
        /// The `setItems` call alone.
        var calls: [Int64] = []
        /// The app's own update of its items before the call (a new array for the diff).
        var updates: [Int64] = []
        /// `insert-top-diff`: the same insertion through `setItems(_:)` into a layout of as
        /// many items whose ids are `Int`s (``NumberedRow``, an array of plain values): the
        /// call alone. That layout is not in a window.
        var intCalls: [Int64] = []
        /// Calls of the app's row builder, and the list factory's binds and setups, from the
        /// step's start to that frame.
        var rowsBuilt: [Int64] = []
        var binds: [Int64] = []
        var setups: [Int64] = []
    }

    private let window: Window
    private let layout: TwoPaneSplitLayout<Trail>
    private let count: Int
    /// `insert-top-diff`: the whole array, compared by the layout.
    private let comparing: Bool
    private let progressed: @MainActor () -> Void
    private let finished: @MainActor (Samples) -> Void
    private let fail: @MainActor (String) -> Never

    private var withInsertions: TrailsWithInsertions?
    private var array: [Trail] = []
    private var numberedRows: [NumberedRow] = []
    private var numberedLayout: TwoPaneSplitLayout<NumberedRow>?
    private var middle = 0
    private var countBefore = 0
    private var inserted = 0
    private var selectedID: String?
    private var detailWidget: Widget?
    private var isPreparing = false
    private var stepStart: Int64?
    private var rowsBuilt = 0
    private var countsBefore = (rows: 0, binds: 0, setups: 0)
    private var result = Samples()

    init(
        _ presented: PresentedTrails, count: Int, comparing: Bool, progressed: @escaping @MainActor () -> Void,
        finished: @escaping @MainActor (Samples) -> Void, fail: @escaping @MainActor (String) -> Never
    ) {
        window = presented.window
        layout = presented.layout
        self.count = count
        self.comparing = comparing
        self.progressed = progressed
        self.finished = finished
        self.fail = fail
    }

    /// Selects the middle row and scrolls to it; call after the window's first frame.
    func start() {
        window.onEveryPaint { [weak self] in self?.painted() }
        layout.probes.rowBuilt = { [weak self] in self?.rowsBuilt += 1 }
        MainLoop.whenIdle { [weak self] in self?.prepare() }
    }

    private func prepare() {
        let items = layout.items
        guard !items.isEmpty else { fail("needs at least 1 item") }
        if comparing {
            // The same trails, now in an array the diff can compare at memory speed; told
            // as no change, so nothing is compared yet.
            array = Array(items)
            layout.setItems(array, changes: [])
            numberedRows = (0..<items.count).map { NumberedRow(id: $0, distance: 5 + (7 * $0) % 200) }
            numberedLayout = TwoPaneSplitLayout(
                title: "Numbered", items: numberedRows, selection: ObservableValue<Int?>(items.count / 2),
                itemTitle: { String($0.id) }, row: { Label(String($0.id)) }, detail: { Label(String($0.id)) })
        } else {
            withInsertions = TrailsWithInsertions(base: items)
        }
        countBefore = items.count
        middle = countBefore / 2
        isPreparing = true
        layout.listView.selectedIndex = ShownRowIndex(middle)
        layout.listView.scrollToRow(ShownRowIndex(middle))
        window.requestFrame()
    }

    private func painted() {
        let now = MainLoop.monotonicMicroseconds
        if isPreparing {
            guard layout.layoutState.selectedPosition == middle, layout.isSettled,
                let id = layout.selection.value, let detail = layout.shownDetail
            else { return }
            isPreparing = false
            selectedID = id
            detailWidget = detail.widget
            MainLoop.whenIdle { [weak self] in self?.insert() }
            return
        }
        guard let start = stepStart else { return }
        stepStart = nil
        guard layout.listView.totalCount == countBefore + inserted, layout.listView.count == countBefore + inserted
        else { fail("the list does not show the inserted trail") }
        guard layout.listView.selectedIndex == ShownRowIndex(middle + inserted),
            layout.layoutState.selectedPosition == middle + inserted, layout.selection.value == selectedID,
            layout.shownDetail?.widget === detailWidget
        else { fail("the selection or the detail did not stay on the selected trail") }
        result.samples.append(now - start)
        result.rowsBuilt.append(Int64(rowsBuilt - countsBefore.rows))
        result.binds.append(Int64(layout.listView.factoryBinds - countsBefore.binds))
        result.setups.append(Int64(layout.listView.factorySetups - countsBefore.setups))
        progressed()
        if result.samples.count == count { return finished(result) }
        MainLoop.whenIdle { [weak self] in self?.insert() }
    }

    private func insert() {
        countsBefore = (rowsBuilt, layout.listView.factoryBinds, layout.listView.factorySetups)
        let start = MainLoop.monotonicMicroseconds
        stepStart = start
        inserted += 1
        let colors = TrailCatalog.builtIn[0]
        let trail = Trail(
            name: "New trail \(inserted)", distanceKilometres: 5, primaryColor: colors.primaryColor,
            secondaryColor: colors.secondaryColor)
        if comparing {
            array.insert(trail, at: 0)
            let call = MainLoop.monotonicMicroseconds
            result.updates.append(call - start)
            layout.setItems(array)
            result.calls.append(MainLoop.monotonicMicroseconds - call)
            numberedRows.insert(NumberedRow(id: -inserted, distance: 5), at: 0)
            let intCall = MainLoop.monotonicMicroseconds
            numberedLayout?.setItems(numberedRows)
            result.intCalls.append(MainLoop.monotonicMicroseconds - intCall)
        } else if var items = withInsertions {
            // Copies the few inserted trails (the layout holds the last collection), not the others.
            items.insertAtTop(trail)
            withInsertions = items
            let call = MainLoop.monotonicMicroseconds
            result.updates.append(call - start)
            layout.setItems(items, changes: [.inserted(at: 0)])
            result.calls.append(MainLoop.monotonicMicroseconds - call)
        }
        window.requestFrame()
    }
}

/// Trails with new ones inserted at the top, without copying the others: the inserted ones
/// (the last inserted first), then the original collection.
struct TrailsWithInsertions: RandomAccessCollection {
    private let base: AnyRandomAccessCollection<Trail>
    private let baseCount: Int
    /// In the order inserted: the last one is at position 0.
    private var inserted: [Trail] = []

    init(base: AnyRandomAccessCollection<Trail>) {
        self.base = base
        baseCount = base.count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { inserted.count + baseCount }

    subscript(position: Int) -> Trail {
        if position < inserted.count { return inserted[inserted.count - 1 - position] }
        return base[base.index(base.startIndex, offsetBy: position - inserted.count)]
    }

    mutating func insertAtTop(_ trail: Trail) { inserted.append(trail) }
}

/// A row of plain values with an `Int` id: what the target for a diff of a million
/// items speaks of.
struct NumberedRow: Identifiable, Hashable {
    let id: Int
    let distance: Int
}
