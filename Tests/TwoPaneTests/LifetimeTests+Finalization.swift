import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Every GObject a layout creates is finalised, not just released by Swift: a hundred layouts
/// opened, used and closed in one process leave no widget, controller, model or signal
/// closure behind. `scripts/leak-check.sh` runs this test under valgrind.
extension LifetimeTests {
    /// How many layouts the finalisation test opens and closes.
    @MainActor static let finalizationRounds = 100

    /// One round: a window with a layout of four peaks and a selection, its rows built,
    /// collapsed onto the detail, another peak opened, expanded again, then closed. Everything
    /// GTK can reach from the window (and the layout's parts that are out of the tree at the
    /// time) is watched by `census` at each step; returns a weak reference to the layout.
    @MainActor private func finalizationRound(
        _ round: Int, census: FinalizationCensus
    ) throws -> () -> TwoPaneSplitLayout<Peak>? {
        let fixture = PeakLayoutFixture(selected: Peak.all[round % Peak.all.count].id)
        let layout = fixture.layout
        let widgets = layout.widgets
        let window = try presentWindow(width: 1000, height: 700, install: { layout.attach(to: $0) })
        let name = "round \(round)"
        func watchEverything(_ step: String) {
            census.watchTree(window, as: "\(name) \(step): window")
            // The parts not in the window's tree right now (the stack or the paned, the
            // placeholder or the detail).
            census.watchTree(widgets.paned, as: "\(name) \(step): paned")
            census.watchTree(widgets.stack, as: "\(name) \(step): stack")
            census.watchTree(widgets.placeholder, as: "\(name) \(step): placeholder")
            for (peak, detail, _) in fixture.details.builds {
                census.watchTree(detail, as: "\(name) \(step): detail of \(peak.name)")
            }
        }

        try waitForLayout(
            layout, width: 1000, applied: { layout.installedPresentation == .sideBySide(leadingColumnVisible: true) })
        try pump(until: { fixture.details.rowBuildCount >= Peak.all.count }, "\(name): the four rows are built")
        watchEverything("expanded")

        try resize(window, width: 480, height: 700)
        try waitForLayout(layout, width: 480, applied: { layout.installedPresentation == .stacked(.detail) })
        watchEverything("collapsed")
        fixture.selection.value = Peak.all[(round + 1) % Peak.all.count].id  // a second detail
        XCTAssertEqual(fixture.details.count, 2, "\(name): opening another peak builds its detail")
        watchEverything("collapsed, another peak")

        try resize(window, width: 1000, height: 700)
        try waitForLayout(
            layout, width: 1000, applied: { layout.installedPresentation == .sideBySide(leadingColumnVisible: true) })
        watchEverything("expanded again")

        try destroy(window)
        return { [weak layout] in layout }
    }

    /// A hundred layouts opened and closed: every widget, controller, stack page and list
    /// model they created is finalised (GObject weak references and finalisation data), every
    /// signal closure released, every width bin gone, every Swift controller deallocated.
    @MainActor func testAHundredLayoutsFinaliseEveryObjectTheyCreated() async throws {
        _ = try windowFrame()  // measured once, before counting
        MainLoop.drain()
        let binsBefore = WidthReportingBin.liveCount
        let closuresBefore = ClosureBoxCensus.live
        let census = FinalizationCensus()

        var layouts: [() -> TwoPaneSplitLayout<Peak>?] = []
        for round in 0..<Self.finalizationRounds {
            layouts.append(try finalizationRound(round, census: census))
        }
        XCTAssertEqual(TestWindows.openCount, 0)
        XCTAssertGreaterThan(
            census.watchedCount, Self.finalizationRounds * 40,
            "the census found the layouts' widgets (\(census.watchedCount) objects watched)")

        let released = MainLoop.run(
            until: {
                census.aliveCount == 0 && ClosureBoxCensus.live == closuresBefore
                    && WidthReportingBin.liveCount == binsBefore
            }, timeout: TestTimeouts.scaled(10))
        let aliveByType = census.aliveByType.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        XCTAssertTrue(
            released,
            "after \(Self.finalizationRounds) layouts were closed, \(census.aliveCount) of "
                + "\(census.watchedCount) objects are not finalised (\(aliveByType.joined(separator: ", "))), "
                + "\(ClosureBoxCensus.live - closuresBefore) signal closures and "
                + "\(WidthReportingBin.liveCount - binsBefore) width bins are alive; first survivors:\n"
                + census.alive.prefix(20).joined(separator: "\n"))
        XCTAssertEqual(census.aliveCount, 0, "objects not finalised")
        XCTAssertEqual(ClosureBoxCensus.live, closuresBefore, "closure boxes GLib still holds")
        XCTAssertEqual(WidthReportingBin.liveCount, binsBefore, "width bins alive")
        let survivingLayouts = layouts.indices.filter { layouts[$0]() != nil }
        XCTAssertEqual(survivingLayouts, [], "rounds whose TwoPaneSplitLayout is still alive")
    }
}
