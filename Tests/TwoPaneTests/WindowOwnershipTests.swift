import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// A layout attached to a window lives as long as the window, with nothing of the app's
/// keeping it or the window's Swift wrapper: it still collapses, moves focus and opens
/// details, and it goes away with the window.
final class WindowOwnershipTests: LayoutTestCase {
    /// What the test keeps of a window and layout the "app" let go of: nothing strong.
    @MainActor private struct Unowned {
        let window: WindowReference
        weak var layout: TwoPaneSplitLayout<Peak>?
        weak var wrapper: Window?
    }

    /// A three-column layout in a window, attached and shown by code that keeps neither (as
    /// Examples/Mailbox does), its list focused on a selected row.
    @MainActor private func openAndForget(width: Int) throws -> Unowned {
        let frame = try windowFrame()
        let sidebar = SplitSidebar(
            title: "Ranges", rowTitles: ["Himalaya", "Karakoram"],
            selection: ObservableValue<Int?>(0))
        let fixture = PeakLayoutFixture(sidebar: sidebar)
        let window = Window()
        window.title = "TwoPaneTests unowned window \(getpid())"
        window.setDefaultSize(width: width + frame.width, height: 700 + frame.height)
        fixture.layout.attach(to: window)
        window.present()
        try waitForLayout(fixture.layout, width: width)
        fixture.layout.listView.focusRow(ShownRowIndex(1))
        fixture.selection.value = Peak.all[1].id
        try pump(
            until: { fixture.layout.listView.containsFocus && fixture.layout.layoutState.selection != nil },
            "the second row selected and focused")
        return Unowned(window: WindowReference(window), layout: fixture.layout, wrapper: window)
    }

    @MainActor func testALayoutNobodyKeepsWorksAsLongAsItsWindowAndGoesWithIt() async throws {
        let unowned = try openAndForget(width: 1200)
        XCTAssertNil(unowned.wrapper, "the app's Window wrapper is gone")
        do {
            let layout = try XCTUnwrap(unowned.layout, "the window keeps the layout it shows alive")
            let window = try XCTUnwrap(unowned.window.window)

            // Collapsing with focus on a row of the list in a nested paned: the layout still
            // reaches the window to move focus out of the paned first (GTK 4.8 warns
            // otherwise, and every warning is fatal here).
            try resize(window, width: 480, height: 700)
            try waitForLayout(layout, width: 480, applied: { layout.installedPresentation == .stacked(.detail) })
            XCTAssertTrue(layout.widgets.stackShows(layout.widgets.detailColumn))
            try pump(
                until: { layout.widgets.detailColumn.containsFocus },
                "focus moved onto the shown page, not left on the hidden list")

            layout.send(.event(.backRequested))
            try resize(window, width: 1200, height: 700)
            try waitForLayout(
                layout, width: 1200,
                applied: { layout.installedPresentation == .sideBySide(leadingColumnVisible: true) })
            try destroy(window)
        }
        try pump(until: { unowned.layout == nil }, "the layout released once its window is finalised")
        XCTAssertNil(unowned.window.window, "the window is finalised")
    }

    @MainActor func testAttachingAnotherLayoutReleasesTheOneItReplaces() async throws {
        weak var first: TwoPaneSplitLayout<Peak>?
        let window = try presentWindow(width: 1000, height: 700) { window in
            let fixture = PeakLayoutFixture()
            fixture.layout.attach(to: window)
            first = fixture.layout
        }
        XCTAssertNotNil(first, "the window keeps the first layout")
        let second = PeakLayoutFixture(items: [Peak.all[0]])
        first?.detach()
        second.layout.attach(to: window)
        try pump(until: { first == nil }, "the replaced layout released")
        try waitForLayout(second.layout, width: 1000)
    }

    @MainActor func testOnChangeGivesTheLayoutAndStopsWithIt() async throws {
        let region = ObservableValue<Int?>(0)
        var seen: [Int?] = []
        weak var weakLayout: TwoPaneSplitLayout<Peak>?
        do {
            let fixture = PeakLayoutFixture()
            fixture.layout.onChange(of: region) { layout, position in
                XCTAssertTrue(layout === weakLayout)
                seen.append(position)
            }
            weakLayout = fixture.layout
            region.value = 1
            region.value = 1
            region.value = nil
        }
        XCTAssertEqual(seen, [1, nil], "one call per change, the same value not repeated")
        XCTAssertNil(weakLayout, "the handler does not keep the layout alive")
        region.value = 0
        XCTAssertEqual(seen, [1, nil], "no call once the layout is gone")
        XCTAssertEqual(region.observerCount, 0)
    }
}
