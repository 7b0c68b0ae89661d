import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Titles that follow the app's state (SwiftUI's `.navigationTitle`): the list's and the
/// sidebar's, in their headers side by side, on their pages collapsed, and in the search
/// field's placeholder.
final class TitleTests: LayoutTestCase {
    @MainActor func testTheListsTitleFollowsTheApp() async throws {
        let harness = try LayoutHarness(width: 1000, searchable: true)
        let widgets = harness.widgets
        let layout = harness.layout
        let field = try XCTUnwrap(widgets.searchEntry)
        XCTAssertEqual(widgets.title(of: .list), PeakLayoutFixture.title)

        layout.title = "Seven Summits"
        XCTAssertEqual(widgets.title(of: .list), "Seven Summits", "the header says it at once")
        XCTAssertEqual(field.placeholder, "Search Seven Summits")
        XCTAssertEqual(layout.title, "Seven Summits")

        try harness.resize(to: 480)
        try harness.pump(
            until: { widgets.stack.title(ofPageShowing: widgets.stackPage(widgets.listColumn)) == "Seven Summits" },
            "the collapsed list page is named by the new title")
        XCTAssertEqual(widgets.title(of: .list), "Seven Summits", "and its header says it")

        layout.title = "Eight-Thousanders"
        XCTAssertEqual(widgets.title(of: .list), "Eight-Thousanders", "collapsed, at once too")
        XCTAssertEqual(
            widgets.stack.title(ofPageShowing: widgets.stackPage(widgets.listColumn)), "Eight-Thousanders",
            "the page's name with it")
    }

    /// A title set while the layout renders (an observer of the selection) is shown by the
    /// render after it, not lost.
    @MainActor func testATitleSetWhileRenderingIsShown() async throws {
        let harness = try LayoutHarness(width: 1000)
        let layout = harness.layout
        let observation = harness.selection.observe { id in layout.title = "Chosen: \(id ?? "none")" }
        defer { observation.cancel() }
        harness.selection.value = Peak.k2.id
        try harness.pump(until: { harness.widgets.title(of: .list) == "Chosen: \(Peak.k2.id)" }, "the new title")
        harness.widgets.list.selectedIndex = ShownRowIndex(0)  // as a click: the render writes the selection back
        try harness.pump(
            until: { harness.widgets.title(of: .list) == "Chosen: \(Peak.all[0].id)" },
            "the title set from the write-back is shown")
    }

    @MainActor func testTheSidebarsTitleFollowsTheApp() async throws {
        let sidebar = SplitSidebar(title: "Ranges", rowTitles: ["Himalaya", "Alps"], selection: ObservableValue(0))
        let harness = try LayoutHarness(width: 1200, sidebar: sidebar)
        let widgets = harness.widgets
        XCTAssertEqual(widgets.title(of: .sidebar), "Ranges")
        sidebar.title = "Mountain Ranges"
        XCTAssertEqual(widgets.title(of: .sidebar), "Mountain Ranges")

        try harness.resize(to: 480)
        let sidebarColumn = try XCTUnwrap(widgets.sidebarColumn)
        harness.layout.send(.event(.backRequested))
        try harness.pump(
            until: { harness.layout.installedPresentation == .stacked(.sidebar) }, "the sidebar's page")
        try harness.pump(
            until: { widgets.stack.title(ofPageShowing: widgets.stackPage(sidebarColumn)) == "Mountain Ranges" },
            "the sidebar page is named by the new title")
    }
}
