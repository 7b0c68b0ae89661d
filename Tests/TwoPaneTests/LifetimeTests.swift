import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Widgets and signal closures are released: a layout and its window, created, shown, used
/// and destroyed 20 times, leave nothing behind.
final class LifetimeTests: LayoutTestCase {
    /// Weak references to one round's objects, to name what stays alive.
    @MainActor private final class Survivors {
        weak var layout: TwoPaneSplitLayout<Peak>?
        weak var window: Window?
        weak var root: WidthReportingBin?
        weak var list: ListView?
        weak var detail: Widget?

        var alive: [String] {
            [
                ("the TwoPaneSplitLayout", layout as AnyObject?), ("the Window wrapper", window),
                ("the root WidthReportingBin wrapper", root), ("the ListView wrapper", list),
                ("the detail wrapper", detail),
            ]
            .compactMap { $0.1 == nil ? nil : $0.0 }
        }
    }

    /// One round: build, present, select, collapse and expand (so rows, tick callbacks and
    /// shortcuts are all used), then destroy the window and drop every reference.
    @MainActor private func oneRound(_ round: Int, selection: ObservableValue<String?>? = nil) throws -> Survivors {
        let survivors = Survivors()
        let fixture = PeakLayoutFixture(selection: selection)
        let window = try presentWindow(width: 1000, height: 700, install: { fixture.layout.attach(to: $0) })
        try waitForLayout(fixture.layout, width: 1000)
        fixture.selection.value = Peak.all[round % Peak.all.count].id
        if round.isMultiple(of: 2) {
            try resize(window, width: 480, height: 700)
            try waitForLayout(
                fixture.layout, width: 480, applied: { fixture.layout.installedPresentation == .stacked(.detail) })
            try resize(window, width: 1000, height: 700)
            try waitForLayout(
                fixture.layout, width: 1000,
                applied: { fixture.layout.installedPresentation == .sideBySide(leadingColumnVisible: true) })
        }
        survivors.layout = fixture.layout
        survivors.window = window
        survivors.root = fixture.layout.widgets.root
        survivors.list = fixture.layout.widgets.list
        survivors.detail = fixture.details.lastWidget
        try destroy(window)
        return survivors
    }

    @MainActor func testTwentyLayoutsAndWindowsLeaveNoWidthBinsOrClosuresBehind() async throws {
        let (survivors, leftovers) = try countingLeftovers {
            let survivors = try (0..<20).map { try oneRound($0) }
            XCTAssertEqual(TestWindows.openCount, 0)
            return survivors
        }
        XCTAssertTrue(
            leftovers.released,
            "after 20 layouts were destroyed, \(leftovers.bins) width bins "
                + "and \(leftovers.closures) signal closures are still alive")
        XCTAssertEqual(leftovers.bins, 0, "width bins alive")
        XCTAssertEqual(leftovers.closures, 0, "closure boxes GLib still holds")
        let alive = survivors.enumerated().flatMap { round, objects in objects.alive.map { "round \(round): \($0)" } }
        XCTAssertEqual(alive, [], "Swift objects still alive")
    }

    /// One window, to tell the per-row share of what stays alive from the rest.
    @MainActor func testOneLayoutLeavesNoClosuresBehind() async throws {
        let (survivors, leftovers) = try countingLeftovers { try oneRound(1) }
        XCTAssertTrue(
            leftovers.released,
            "after one layout of 4 rows was destroyed, \(leftovers.bins) "
                + "width bins and \(leftovers.closures) signal closures are still alive")
        XCTAssertEqual(survivors.alive, [], "Swift objects still alive")
    }

    /// Runs `body` between two counts of the live width bins and signal closure boxes (the
    /// second once they are all released again, or after 2 s): `body`'s result, and how many
    /// more are alive after it than before.
    @MainActor private func countingLeftovers<Result>(
        _ body: () throws -> Result
    ) throws -> (Result, leftovers: (released: Bool, bins: Int, closures: Int)) {
        _ = try windowFrame()  // measured once, before counting
        MainLoop.drain()
        let binsBefore = WidthReportingBin.liveCount
        let closuresBefore = ClosureBoxCensus.live
        let result = try body()
        let released = MainLoop.run(
            until: {
                WidthReportingBin.liveCount == binsBefore && ClosureBoxCensus.live == closuresBefore
            }, timeout: 2)
        return (
            result,
            (released, WidthReportingBin.liveCount - binsBefore, ClosureBoxCensus.live - closuresBefore)
        )
    }

    /// An app that keeps its selection and rebuilds its layout (a new window each time) must
    /// not pile up observers of that selection.
    @MainActor func testDestroyedLayoutsStopObservingASharedSelection() async throws {
        let selection = ObservableValue<String?>(nil)
        for round in 0..<3 {
            let survivors = try oneRound(round, selection: selection)
            try pump(until: { survivors.layout == nil }, "the round's layout is released")
        }
        XCTAssertEqual(
            selection.observerCount, 0,
            "observers left on the app's selection by layouts that no longer exist")
    }
}
