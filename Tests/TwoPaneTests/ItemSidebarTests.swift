import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// A sidebar of the app's own items (`ItemSidebar`): rows the app builds, chosen by id, and
/// live updates by id that rebuild only the rows whose item changed.
final class ItemSidebarTests: LayoutTestCase {
    struct Range: Identifiable, Hashable {
        let id: String
        var name: String
        var count: Int
    }

    static let ranges = [
        Range(id: "himalaya", name: "Himalaya", count: 3), Range(id: "alps", name: "Alps", count: 9),
        Range(id: "andes", name: "Andes", count: 0),
    ]

    /// Builds a three-column layout whose sidebar rows are a name and a count badge;
    /// `built` counts the rows built per id.
    @MainActor private func layout(
        width: Int, chosen: String? = "alps", built: @escaping @MainActor (String) -> Void = { _ in }
    ) throws -> (LayoutHarness, ItemSidebar<Range>) {
        let sidebar = ItemSidebar(
            title: "Ranges", items: Self.ranges, selection: ObservableValue<String?>(chosen), itemTitle: { $0.name },
            row: { range in
                built(range.id)
                let row = Box(.horizontal, spacing: 6)
                row.append(Label(range.name))
                let badge = Label("\(range.count)")
                badge.addStyleClass("twopane-test-badge")
                row.append(badge)
                return row
            })
        let harness = try LayoutHarness(width: width, height: 700, sidebar: sidebar)
        return (harness, sidebar)
    }

    @MainActor func testTheAppsRowsAreChosenByID() async throws {
        let (harness, sidebar) = try layout(width: 1200)
        let list = try XCTUnwrap(harness.widgets.sidebarList)
        XCTAssertEqual(list.shownRows.map(\.label), ["Himalaya", "Alps", "Andes"])
        XCTAssertEqual(list.selectedIndex, ShownRowIndex(1), "Alps, chosen by id, is the row chosen")

        sidebar.selectedID.value = "andes"
        try harness.pump(until: { list.selectedIndex == ShownRowIndex(2) }, "assigning an id chooses its row")
        XCTAssertEqual(harness.layout.layoutState.sidebarSelection, 2)

        list.selectedIndex = ShownRowIndex(0)  // as a click does
        try harness.pump(until: { sidebar.selectedID.value == "himalaya" }, "the user's choice comes back as an id")
    }

    @MainActor func testALiveChangeRebuildsOnlyItsRowAndTheChoiceFollowsItsItem() async throws {
        var builds: [String: Int] = [:]
        let (harness, sidebar) = try layout(width: 1200, built: { builds[$0, default: 0] += 1 })
        let list = try XCTUnwrap(harness.widgets.sidebarList)
        try harness.pump(until: { builds.count == 3 }, "every row built")
        let before = builds

        var ranges = Self.ranges
        ranges[0].count = 4  // Himalaya's count changes
        ranges.insert(Range(id: "rockies", name: "Rockies", count: 1), at: 0)
        sidebar.setItems(ranges)
        try harness.pump(
            until: { list.shownRows.map(\.label) == ["Rockies", "Himalaya", "Alps", "Andes"] }, "the new rows")
        XCTAssertEqual(builds["himalaya"], (before["himalaya"] ?? 0) + 1, "the changed row is built again")
        XCTAssertEqual(builds["alps"], before["alps"], "the unchanged rows keep their widgets")
        XCTAssertEqual(builds["andes"], before["andes"])
        XCTAssertEqual(list.selectedIndex, ShownRowIndex(2), "Alps stays chosen, one row down")
        XCTAssertEqual(sidebar.selectedID.value, "alps")
        XCTAssertEqual(harness.layout.layoutState.sidebarSelection, 2)

        sidebar.setItems(ranges.filter { $0.id != "alps" })
        try harness.pump(until: { sidebar.selectedID.value == nil }, "the chosen item gone: nothing chosen")
        XCTAssertNil(list.selectedIndex)
    }

    /// Each bound sidebar row's section header by the name of its range ("" for a row that
    /// starts none), the ranges being `ranges` in order.
    @MainActor private func headers(_ list: ListView, _ ranges: [Range]) -> [String: String] {
        var found: [String: String] = [:]
        for (position, content) in list.boundRowContents where position.rawValue < ranges.count {
            found[ranges[position.rawValue].name] = (content as? SectionStartRow)?.title ?? ""
        }
        return found
    }

    @MainActor func testSectionsGroupTheRowsAreNoRowsAndFollowLiveChanges() async throws {
        let (harness, sidebar) = try layout(width: 1200, chosen: "himalaya")
        let list = try XCTUnwrap(harness.widgets.sidebarList)
        sidebar.sectionTitle = { $0.count > 0 ? "Unread" : "Read" }  // set once the layout is built
        var ranges = Self.ranges
        try harness.pump(
            until: { self.headers(list, ranges) == ["Himalaya": "Unread", "Alps": "", "Andes": "Read"] },
            "each section's first row carries its header")

        list.focusRow(ShownRowIndex(0))
        try harness.pump(until: { list.focusedRowPosition == RowPosition(0) }, "Himalaya's row has focus")
        try harness.press("Down")
        try harness.pump(until: { sidebar.selectedID.value == "alps" }, "Down goes to Alps")
        try harness.press("Down")
        try harness.pump(until: { sidebar.selectedID.value == "andes" }, "then to Andes, past the Read header")
        XCTAssertEqual(harness.layout.layoutState.sidebarSelection, 2, "positions count the rows alone")

        ranges[1].count = 0  // Alps read: it starts Read, and Andes (unchanged) no longer does
        sidebar.setItems(ranges)
        try harness.pump(
            until: { self.headers(list, ranges) == ["Himalaya": "Unread", "Alps": "Read", "Andes": ""] },
            "Alps moves into Read and takes its header from Andes")

        ranges.insert(Range(id: "rockies", name: "Rockies", count: 1), at: 0)
        sidebar.setItems(ranges)
        try harness.pump(
            until: {
                self.headers(list, ranges) == ["Rockies": "Unread", "Himalaya": "", "Alps": "Read", "Andes": ""]
            }, "Rockies, inserted first in Unread, takes its header from Himalaya")

        ranges.removeFirst(2)
        sidebar.setItems(ranges)
        try harness.pump(
            until: { self.headers(list, ranges) == ["Alps": "Read", "Andes": ""] }, "the Unread section emptied")
        XCTAssertEqual(sidebar.selectedID.value, "andes", "the chosen item stays chosen")
        XCTAssertEqual(list.selectedIndex, ShownRowIndex(1))
    }

    @MainActor func testTheCollapsedListPageIsTitledWithTheItemNotItsRow() async throws {
        let (harness, _) = try layout(width: 480)
        XCTAssertEqual(harness.layout.installedPresentation, .stacked(.list))
        XCTAssertEqual(harness.widgets.title(of: .list), "Alps", "the item's title, without its badge")
    }
}
