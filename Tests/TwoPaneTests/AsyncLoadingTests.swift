import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Items and details that load asynchronously: the loading state until they come, the error
/// state with Try Again if the load throws, and the load cancelled when what it was for is
/// gone (another load, the app's own items, another sidebar row, the window closed, another
/// detail). Synchronous tests that run GLib's loop alone, as `MainActorJobsTests` explains.
final class AsyncLoadingTests: LayoutTestCase {
    private struct ServerDown: Error, CustomStringConvertible {
        var description: String { "The server did not answer." }
    }

    func testLoadedItemsTakeThePlaceOfTheLoadingState() throws {
        try MainActor.assumeIsolated { try Self.loadedItemsReplaceLoading() }
    }

    @MainActor private static func loadedItemsReplaceLoading() throws {
        let harness = try LayoutHarness(width: 1000, height: 700, selected: Peak.k2.id)
        let widgets = harness.widgets
        let gate = LoadGate<[Peak]>()
        harness.layout.loadItems { try await gate.wait() }
        try harness.pump(until: { gate.isWaiting && widgets.unavailable.isMapped }, "the load waits, 'Loading…' shows")
        XCTAssertEqual(widgets.unavailable.titleText, "Loading…")
        XCTAssertTrue(widgets.unavailable.content.isLoading)
        XCTAssertEqual(widgets.list.count, 0, "no rows while loading")
        XCTAssertNil(harness.selection.value, "nothing selected while loading")
        XCTAssertTrue(harness.layout.isLoadingItems)

        gate.open(with: .success(Array(Peak.all.reversed())))
        try harness.pump(until: { widgets.listScroller.isMapped }, "the loaded rows show")
        XCTAssertFalse(widgets.unavailable.isVisible, "'Loading…' gone")
        XCTAssertEqual(harness.layout.items.map(\.id), Peak.all.reversed().map(\.id))
        XCTAssertEqual(widgets.list.count, Peak.all.count)
        XCTAssertFalse(harness.layout.isLoadingItems)
        XCTAssertNil(harness.layout.listStatus)
    }

    func testANewLoadOrTheAppsOwnItemsCancelTheLoadUnderWay() throws {
        try MainActor.assumeIsolated { try Self.laterItemsWin() }
    }

    @MainActor private static func laterItemsWin() throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        let widgets = harness.widgets
        let first = LoadGate<[Peak]>()
        let second = LoadGate<[Peak]>()
        harness.layout.loadItems { try await first.wait() }
        try harness.pump(until: { first.isWaiting }, "the first load waits")
        harness.layout.loadItems { try await second.wait() }
        try harness.pump(until: { first.cancellations == 1 && second.isWaiting }, "the second load cancels the first")
        first.open(with: .success(Peak.all))  // too late: dropped
        second.open(with: .success([Peak.k2]))
        try harness.pump(until: { widgets.listScroller.isMapped }, "the second load's rows")
        XCTAssertEqual(harness.layout.items.map(\.id), [Peak.k2.id], "the last load's items, not the first's")

        harness.layout.loadItems { try await first.wait() }
        try harness.pump(until: { first.isWaiting && widgets.unavailable.isMapped }, "a third load waits")
        harness.layout.setItems(Peak.all)
        try harness.pump(until: { first.cancellations == 2 }, "the app's own items cancel it")
        try harness.pump(until: { widgets.listScroller.isMapped }, "and show at once")
        XCTAssertFalse(widgets.unavailable.isVisible, "its 'Loading…' gone with it")
        XCTAssertEqual(harness.layout.items.map(\.id), Peak.all.map(\.id))
    }

    /// Three columns, with a sidebar of two ranges whose first is picked: the region's
    /// selection and the layout.
    @MainActor private static func rangesHarness() throws -> (LayoutHarness, ObservableValue<Int?>) {
        let region = ObservableValue<Int?>(0)
        let sidebar = SplitSidebar(title: "Ranges", rowTitles: ["Alps", "Himalaya"], selection: region)
        return (try LayoutHarness(width: 1200, height: 700, sidebar: sidebar), region)
    }

    func testAnotherSidebarRowCancelsTheLoad() throws {
        try MainActor.assumeIsolated { try Self.sidebarRowCancels() }
    }

    @MainActor private static func sidebarRowCancels() throws {
        let (harness, region) = try rangesHarness()
        let widgets = harness.widgets
        let gate = LoadGate<[Peak]>()
        harness.layout.loadItems { try await gate.wait() }
        try harness.pump(until: { gate.isWaiting }, "the Alps load")
        // The user picks the Himalaya in the sidebar.
        let sidebarList = try XCTUnwrap(widgets.sidebarList)
        sidebarList.selectedIndex = ShownRowIndex(1)
        try harness.pump(until: { gate.cancellations == 1 }, "another sidebar row cancels the load")
        XCTAssertEqual(region.value, 1)
        XCTAssertFalse(harness.layout.isLoadingItems)
        gate.open(with: .success(Peak.all))  // nothing waits: nothing shows
        harness.layout.setItems([Peak.k2])  // the app, told of the new row, gives its items
        try harness.pump(until: { widgets.listScroller.isMapped }, "the new row's items")
        XCTAssertEqual(harness.layout.items.map(\.id), [Peak.k2.id])
        XCTAssertFalse(widgets.unavailable.isVisible)
    }

    func testALoadStartedWhileAnotherStillLoadsIsSaidToo() throws {
        try MainActor.assumeIsolated { try Self.eachLoadIsSaid() }
    }

    /// Mailbox's folders: the user moves from a folder still loading to another one, which
    /// loads too. Its "Loading…" is said, although the last one's still shows.
    @MainActor private static func eachLoadIsSaid() throws {
        let (harness, _) = try rangesHarness()
        let sidebarList = try XCTUnwrap(harness.widgets.sidebarList)
        XCTAssertTrue(sidebarList.grabFocus())
        let first = LoadGate<[Peak]>()
        harness.layout.loadItems { try await first.wait() }
        try harness.pump(
            until: { first.isWaiting && harness.layout.lastAnnouncement == "Loading…" }, "the Alps' load, said")
        let said = harness.layout.announcementCount

        sidebarList.selectedIndex = ShownRowIndex(1)
        let second = LoadGate<[Peak]>()
        harness.layout.loadItems { try await second.wait() }
        try harness.pump(until: { first.cancellations == 1 && second.isWaiting }, "the Himalaya's load in its place")
        try harness.pump(
            until: { harness.layout.announcementCount > said && harness.layout.lastAnnouncement == "Loading…" },
            "the Himalaya's load said too")
        XCTAssertEqual(harness.layout.announcementCount, said + 1, "said once")
        second.open(with: .success([Peak.k2]))
        try harness.pump(until: { harness.widgets.listScroller.isMapped }, "the Himalaya's rows")
    }

    func testAFailedLoadShowsTheErrorAndTryAgainLoadsAgain() throws {
        try MainActor.assumeIsolated { try Self.failedLoadRetries() }
    }

    @MainActor private static func failedLoadRetries() throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        let widgets = harness.widgets
        let gate = LoadGate<[Peak]>()
        harness.layout.loadItems { try await gate.wait() }
        try harness.pump(until: { gate.isWaiting }, "the load waits")
        gate.open(with: .failure(ServerDown()))
        try harness.pump(until: { widgets.unavailable.titleText == "Could Not Load" }, "the error state")
        XCTAssertEqual(widgets.unavailable.content.description, "The server did not answer.")
        XCTAssertEqual(widgets.unavailable.content.iconName, "dialog-error-symbolic")
        XCTAssertFalse(harness.layout.isLoadingItems)
        try harness.pump(until: { harness.layout.lastAnnouncement == "Could Not Load" }, "said where focus is")
        let tryAgain = try XCTUnwrap(widgets.unavailable.actionButton)
        XCTAssertEqual(widgets.unavailable.content.action?.label, "Try Again")

        tryAgain.click()
        try harness.pump(until: { gate.waits == 2 && widgets.unavailable.titleText == "Loading…" }, "loading again")
        gate.open(with: .success(Peak.all))
        try harness.pump(until: { widgets.listScroller.isMapped }, "the rows, on the second try")
        XCTAssertEqual(widgets.list.count, Peak.all.count)
    }

    func testClosingTheWindowCancelsTheLoad() throws {
        try MainActor.assumeIsolated { try Self.closingCancels() }
    }

    @MainActor private static func closingCancels() throws {
        let gate = LoadGate<[Peak]>()
        let census = FinalizationCensus()
        weak var closedLayout: TwoPaneSplitLayout<Peak>?
        do {  // nothing of the window or the layout is kept past this block
            let fixture = PeakLayoutFixture()
            let window = try presentWindow(width: 1000, height: 700, install: { fixture.layout.attach(to: $0) })
            fixture.layout.loadItems { try await gate.wait() }
            closedLayout = fixture.layout
            try pump(until: { gate.isWaiting && fixture.layout.widgets.unavailable.isMapped }, "the load waits")
            census.watchTree(window, as: "the loading window")
            try destroy(window)
        }
        try pump(until: { closedLayout == nil }, "the layout goes with its window")
        try pump(until: { gate.cancellations == 1 }, "closing the window cancels the load")
        try pump(
            until: { census.aliveCount == 0 },
            "every object of the window, its spinner among them, is finalised: alive \(census.alive.prefix(5))")
    }

    func testAnAsyncDetailLoadsAndIsCancelledWhenAnotherItemIsOpened() throws {
        try MainActor.assumeIsolated { try Self.asyncDetail() }
    }

    @MainActor private static func asyncDetail() throws {
        let gate = LoadGate<String>()
        let selection = ObservableValue<String?>(Peak.k2.id)
        var shownDetail: AsyncContent?
        let window: Window
        do {
            let layout = TwoPaneSplitLayout(
                title: "Peaks", items: Peak.all, selection: selection, itemTitle: { $0.name },
                row: { Label($0.name) },
                detail: { peak in
                    let detail = AsyncContent { Button(label: "\(peak.name): \(try await gate.wait())") }
                    shownDetail = detail
                    return detail
                })
            window = try presentWindow(width: 1000, height: 700, install: { layout.attach(to: $0) })
        }
        try pump(until: { gate.isWaiting && shownDetail?.content.isMapped == true }, "K2's detail loads")
        let loading = try XCTUnwrap(shownDetail?.content as? ContentUnavailableView)
        XCTAssertEqual(loading.titleText, "Loading…")
        XCTAssertTrue(shownDetail?.isLoading == true)

        shownDetail = nil  // the test lets go of K2's detail, as the layout will
        selection.value = Peak.all.first { $0.id != Peak.k2.id }?.id
        try pump(until: { gate.cancellations == 1 }, "opening another peak cancels K2's load")
        try pump(until: { gate.waits == 2 && gate.isWaiting }, "the other peak's detail loads")
        gate.open(with: .failure(ServerDown()))
        try pump(
            until: { (shownDetail?.content as? ContentUnavailableView)?.titleText == "Could Not Load" }, "its error")
        let tryAgain = try XCTUnwrap((shownDetail?.content as? ContentUnavailableView)?.actionButton)
        XCTAssertTrue(tryAgain.grabFocus())
        try pump(until: { tryAgain.containsFocus }, "Try Again has the keyboard focus")
        try XInput.press(["Return"], in: window)
        try pump(until: { gate.waits == 3 && gate.isWaiting }, "Enter on Try Again loads again")
        gate.open(with: .success("the summit"))
        try pump(until: { (shownDetail?.content as? Button)?.isMapped == true }, "the loaded detail shows")
        XCTAssertFalse(shownDetail?.isLoading ?? true)
        let loaded = try XCTUnwrap(shownDetail?.content as? Button)
        try pump(until: { loaded.containsFocus }, "the focus, on Try Again, goes on into the loaded detail")
        try destroy(window)
    }

    func testClosingTheWindowCancelsAnAsyncDetailAndFinalisesIt() throws {
        try MainActor.assumeIsolated { try Self.closingCancelsDetail() }
    }

    @MainActor private static func closingCancelsDetail() throws {
        let gate = LoadGate<String>()
        let census = FinalizationCensus()
        weak var closedContent: AsyncContent?
        do {  // nothing of the window or the widget is kept past this block
            let content = AsyncContent { Label(try await gate.wait()) }
            let window = try presentWindow(width: 400, height: 300, install: { $0.child = content })
            closedContent = content
            try pump(until: { gate.isWaiting && content.content.isMapped }, "the detail loads, its spinner on screen")
            census.watchTree(window, as: "the window")
            try destroy(window)
        }
        try pump(until: { closedContent == nil }, "the widget goes with its window")
        try pump(until: { gate.cancellations == 1 }, "its load is cancelled")
        try pump(until: { census.aliveCount == 0 }, "every object is finalised: alive \(census.alive.prefix(5))")
    }
}
