import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// What an app needs that used to cost it a workaround: a refresh that keeps the list, a
/// sidebar whose items can be read back, a timer that can be cancelled, an observation that
/// can be ended. Synchronous tests that run GLib's loop alone, as `MainActorJobsTests`
/// explains.
final class SmallGapsTests: LayoutTestCase {
    /// A refresh of the items shown keeps the rows, the selection and the open detail while
    /// it loads, with no loading state; then only the changed rows change.
    func testARefreshKeepsTheListWhileItLoads() throws {
        try MainActor.assumeIsolated { try Self.refreshKeepsTheList() }
    }

    @MainActor private static func refreshKeepsTheList() throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        let widgets = harness.widgets
        let detailBefore = try XCTUnwrap(harness.layout.shownDetail?.widget)
        let gate = LoadGate<[Peak]>()
        harness.layout.loadItems(keepingItems: true) { try await gate.wait() }
        try harness.pump(until: { gate.isWaiting }, "the refresh waits")
        MainLoop.drain()
        XCTAssertFalse(widgets.unavailable.isVisible, "no loading state over the rows")
        XCTAssertEqual(widgets.list.count, Peak.all.count, "every row stays")
        XCTAssertEqual(harness.selection.value, Peak.k2.id, "the selection stays")
        XCTAssertEqual(widgets.list.selectedIndex, Peak.all.firstIndex(of: Peak.k2).map(ShownRowIndex.init))
        XCTAssertTrue(harness.layout.isLoadingItems)

        let refreshed = [Peak.k2] + Peak.all.filter { $0 != Peak.k2 && $0 != Peak.all.last }
        gate.open(with: .success(refreshed))
        try harness.pump(until: { !harness.layout.isLoadingItems }, "the refresh ends")
        try harness.pump(until: { widgets.list.count == refreshed.count }, "its rows show")
        XCTAssertEqual(harness.layout.items.map(\.id), refreshed.map(\.id))
        XCTAssertEqual(harness.selection.value, Peak.k2.id, "still selected, at its new place")
        XCTAssertEqual(widgets.list.selectedIndex, ShownRowIndex(0))
        XCTAssertTrue(harness.layout.shownDetail?.widget === detailBefore, "the open detail was not built again")
    }

    /// A refresh that fails says so over the list; Try Again refreshes again.
    func testAFailedRefreshCanBeTriedAgain() throws {
        try MainActor.assumeIsolated { try Self.failedRefresh() }
    }

    private struct ServerDown: Error {}

    @MainActor private static func failedRefresh() throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        let widgets = harness.widgets
        let gate = LoadGate<[Peak]>()
        harness.layout.loadItems(keepingItems: true) { try await gate.wait() }
        try harness.pump(until: { gate.isWaiting }, "the refresh waits")
        gate.open(with: .failure(ServerDown()))
        try harness.pump(until: { widgets.unavailable.isMapped }, "Could Not Load")
        XCTAssertEqual(widgets.unavailable.titleText, "Could Not Load")
        try XCTUnwrap(widgets.unavailable.actionButton).click()
        try harness.pump(until: { gate.isWaiting && !widgets.unavailable.isVisible }, "Try Again refreshes, rows back")
        XCTAssertEqual(widgets.list.count, Peak.all.count)
        gate.open(with: .success(Peak.all))
        try harness.pump(until: { !harness.layout.isLoadingItems }, "the second refresh ends")
        XCTAssertEqual(harness.selection.value, Peak.k2.id)
    }

    @MainActor func testAnItemSidebarsItemsReadBack() async throws {
        struct Range: Identifiable, Hashable {
            let id: String
            var count: Int
        }
        let sidebar = ItemSidebar(
            title: "Ranges", items: [Range(id: "Alps", count: 1)], selection: ObservableValue<String?>("Alps"),
            itemTitle: { $0.id }, row: { Label($0.id) })
        XCTAssertEqual(Array(sidebar.items), [Range(id: "Alps", count: 1)])
        let harness = try LayoutHarness(width: 1200, sidebar: sidebar)
        let next = [Range(id: "Andes", count: 0), Range(id: "Alps", count: 2)]
        sidebar.setItems(next)
        XCTAssertEqual(Array(sidebar.items), next, "the items just given")
        try harness.pump(until: { harness.widgets.sidebarList?.selectedIndex == ShownRowIndex(1) }, "Alps still chosen")
    }

    @MainActor func testATimerCanBeCancelled() async throws {
        var fired: [String] = []
        let cancelled = MainLoop.after(milliseconds: 10) { fired.append("cancelled") }
        let kept = MainLoop.after(.milliseconds(20)) { fired.append("kept") }
        XCTAssertTrue(cancelled.isPending)
        cancelled.cancel()
        XCTAssertFalse(cancelled.isPending)
        try pump(until: { !kept.isPending }, "the kept timer fires")
        XCTAssertEqual(fired, ["kept"], "the cancelled action, due first, never ran")
        kept.cancel()  // after it ran: nothing
        XCTAssertEqual(fired, ["kept"])
    }

    @MainActor func testAnObservationOfTheLayoutCanBeEnded() async throws {
        let harness = try LayoutHarness(width: 1000)
        var heard: [String?] = []
        let observation = harness.layout.onChange(of: harness.selection) { _, id in heard.append(id) }
        harness.selection.value = Peak.k2.id
        observation.cancel()
        XCTAssertTrue(observation.isCancelled)
        harness.selection.value = Peak.all[0].id
        XCTAssertEqual(heard, [Peak.k2.id], "nothing heard after the observation ended")
    }
}
