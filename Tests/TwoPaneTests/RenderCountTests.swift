import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Commands in, one render out: each command that changes what is shown renders once, after
/// it is performed; what an app's observer asks during that render is one more render, after
/// it, never inside it (L19). Counted with the layout's own count of renders.
final class RenderCountTests: LayoutTestCase {
    /// New items that take the focused row away: focus leaves the rows and comes back with
    /// the layout's handlers blocked, so no render runs between the model's change and the
    /// list's (three renders before: focus cleared, focus back, the items).
    @MainActor func testNewItemsThatTakeTheFocusedRowAwayRenderOnce() async throws {
        let harness = try LayoutHarness(width: 1000)
        let layout = harness.layout
        harness.widgets.list.focusRow(ShownRowIndex(2))
        try harness.pump(until: { layout.focusTarget() == .list }, "a row has focus")
        let before = layout.renderCount

        layout.setItems(Peak.all.filter { $0.id != Peak.all[2].id })

        XCTAssertEqual(layout.renderCount - before, 1, "one render for the new items")
        XCTAssertEqual(harness.widgets.list.count, Peak.all.count - 1)
        XCTAssertEqual(layout.focusTarget(), .list, "focus is back in the list")
        XCTAssertEqual(layout.layoutState.focus, .list, "and the model knows it")
    }

    /// The app's items that end a load under way: the rows and the end of "Loading…" in one
    /// render (two before: the rows, then the load's state taken off).
    func testItemsThatEndALoadRenderOnce() throws {
        try MainActor.assumeIsolated { try Self.itemsEndingALoad() }
    }

    @MainActor private static func itemsEndingALoad() throws {
        let harness = try LayoutHarness(width: 1000)
        let layout = harness.layout
        let widgets = harness.widgets
        let gate = LoadGate<[Peak]>()
        layout.loadItems { try await gate.wait() }
        try harness.pump(until: { gate.isWaiting && widgets.unavailable.isMapped }, "'Loading…' shows")
        let before = layout.renderCount

        layout.setItems(Peak.all)

        XCTAssertEqual(layout.renderCount - before, 1, "one render for the items and the load's end")
        XCTAssertFalse(widgets.unavailable.isVisible, "'Loading…' is gone")
        XCTAssertTrue(widgets.listScroller.isVisible)
        XCTAssertEqual(widgets.list.count, Peak.all.count)
        XCTAssertFalse(layout.isLoadingItems)
    }

    /// A whole detail path set at once is one change: one render, one slide (one render per
    /// page popped and pushed before).
    @MainActor func testADetailPathRendersOnce() async throws {
        let harness = try LayoutHarness(width: 1000, selected: Peak.k2.id)
        let layout = harness.layout
        layout.detailDestination(for: Int.self, named: "pitch") { peak, pitch in
            DetailPageContent(title: "\(peak.name) pitch \(pitch)", content: Label("Pitch \(pitch)"))
        }
        layout.detailPath = [1]
        let before = layout.renderCount

        layout.detailPath = [2, 3]

        XCTAssertEqual(layout.renderCount - before, 1, "one render for the new path")
        XCTAssertEqual(layout.detailPageTitles, ["\(Peak.k2.name) pitch 2", "\(Peak.k2.name) pitch 3"])
        XCTAssertEqual(layout.layoutState.detailDepth, 2)
    }

    /// An event renders once; an observer of the value its render writes back that retitles
    /// the list and sets the primary menu renders once more, after it: never inside it (the
    /// primary menu's setter rendered at once before, inside the render).
    @MainActor func testAnObserversChangesRenderOnceAfterTheEventsRender() async throws {
        let harness = try LayoutHarness(width: 1000)
        let layout = harness.layout
        let menu = Button(iconName: "open-menu-symbolic", accessibleLabel: "Main Menu")
        let observation = harness.selection.observe { id in
            layout.title = "Chosen: \(id ?? "none")"
            layout.primaryMenu = menu
        }
        defer { observation.cancel() }
        let before = layout.renderCount

        harness.widgets.list.selectedIndex = ShownRowIndex(1)  // as a click: the render writes the selection back

        XCTAssertEqual(layout.renderCount - before, 2, "the click's render, then the observer's")
        XCTAssertEqual(harness.selection.value, Peak.all[1].id)
        XCTAssertEqual(harness.widgets.title(of: .list), "Chosen: \(Peak.all[1].id)")
        let detailHeader = try XCTUnwrap(harness.widgets.headerBar(of: .detail))
        XCTAssertTrue(menu.isInside(detailHeader), "the menu is in the trailing header")
    }
}
