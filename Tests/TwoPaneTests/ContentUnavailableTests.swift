import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

@testable import TwoPane

/// Content-unavailable states: the list's empty, loading and error states and the detail's
/// placeholder are shown in place of rows and pages, in the frame they are asked for, with
/// nothing to select; a loading state is announced once; an error's action runs.
final class ContentUnavailableTests: LayoutTestCase {
    @MainActor func testAnEmptyListShowsTheAppsEmptyStateFromTheFirstFrameUntilItemsCome() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, items: [])
        let widgets = harness.widgets
        XCTAssertFalse(widgets.unavailable.isVisible, "no empty state set: the empty list is blank")

        harness.layout.emptyList = ContentUnavailable(title: "No Peaks", iconName: "folder-symbolic")
        try harness.pump(until: { widgets.unavailable.isMapped }, "the empty state shows")
        XCTAssertEqual(widgets.unavailable.titleText, "No Peaks")
        XCTAssertFalse(widgets.listScroller.isVisible, "in place of the list, not a row of it")

        harness.layout.setItems(Peak.all)
        try harness.pump(until: { widgets.listScroller.isMapped }, "the rows come back with the items")
        XCTAssertFalse(widgets.unavailable.isVisible)
        XCTAssertEqual(widgets.list.count, Peak.all.count)

        harness.layout.setItems([Peak]())
        try harness.pump(until: { widgets.unavailable.isMapped }, "emptied again: the empty state")
        XCTAssertNil(harness.selection.value, "nothing to select")
    }

    @MainActor func testLoadingShowsASpinnerInsteadOfTheRowsAnnouncedOnce() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        let widgets = harness.widgets
        XCTAssertTrue(widgets.list.grabFocus())
        harness.layout.listStatus = .loading()
        try harness.pump(until: { widgets.unavailable.isMapped }, "the loading state shows")
        XCTAssertEqual(widgets.unavailable.titleText, "Loading…")
        XCTAssertTrue(widgets.unavailable.content.isLoading)
        XCTAssertFalse(widgets.listScroller.isVisible)
        try harness.pump(until: { harness.layout.lastAnnouncement == "Loading…" }, "announced")

        harness.layout.listStatus = nil
        try harness.pump(until: { widgets.listScroller.isMapped }, "the rows come back")
        XCTAssertFalse(widgets.unavailable.isVisible)
    }

    @MainActor func testAStateInPlaceOfTheRowsIsSaidOnceWhereFocusIs() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700, searchable: true)
        let widgets = harness.widgets
        harness.layout.emptyList = ContentUnavailable(title: "No Peaks", iconName: "folder-symbolic")
        widgets.list.focusRow(ShownRowIndex(0))
        try harness.pump(until: { widgets.list.containsFocus }, "a row has focus")

        harness.layout.setItems([Peak]())
        try harness.pump(until: { harness.layout.lastAnnouncement == "No Peaks" }, "the emptied list says so")
        harness.layout.setItems(Peak.all)
        try harness.pump(until: { widgets.listScroller.isMapped }, "the rows come back")

        harness.selection.value = Peak.k2.id
        _ = widgets.searchEntry?.grabFocus()
        harness.layout.searchFieldText = "zzz"
        try harness.pump(
            until: { harness.layout.lastAnnouncement == "No results. Nothing selected" },
            "nothing found, then the detail cleared: both said, in that order (\(harness.layout.lastAnnouncement ?? "nothing"))"
        )
    }

    @MainActor func testAnErrorsActionRunsAndTakesTheFocusFromTheRows() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        let widgets = harness.widgets
        widgets.list.focusRow(ShownRowIndex(0))
        try harness.pump(until: { widgets.list.containsFocus }, "a row has focus")
        var retries = 0
        harness.layout.listStatus = ContentUnavailable(
            title: "Could Not Load", iconName: "dialog-error-symbolic", description: "The server did not answer.",
            action: .init(label: "Retry") { retries += 1 })
        try harness.pump(until: { widgets.unavailable.actionButton?.isMapped == true }, "Retry shows")
        let button = try XCTUnwrap(widgets.unavailable.actionButton)
        XCTAssertTrue(button.containsFocus, "focus leaves the hidden rows for Retry: \(harness.focusDescription)")
        try harness.press("Return")
        try harness.pump(until: { retries == 1 }, "Enter on Retry runs the action")

        // The same state again (a retry that failed too), with a new action: the button stays,
        // and the focus on it; Enter runs the new action.
        var secondRetries = 0
        harness.layout.listStatus = ContentUnavailable(
            title: "Could Not Load", iconName: "dialog-error-symbolic", description: "The server did not answer.",
            action: .init(label: "Retry") { secondRetries += 1 })
        MainLoop.drain()
        XCTAssertTrue(widgets.unavailable.actionButton === button, "the same state keeps its widgets")
        XCTAssertTrue(button.containsFocus, "and Retry keeps the focus")
        try harness.press("Return")
        try harness.pump(until: { secondRetries == 1 }, "Enter runs the new action")
        XCTAssertEqual(retries, 1)
    }

    @MainActor func testTheAppWordsThePlaceholderAndItNamesTheDetailsPage() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        harness.layout.placeholder = ContentUnavailable(title: "Select a Peak", iconName: "folder-symbolic")
        let widgets = harness.widgets
        try harness.pump(
            until: { widgets.detailPages.title(ofPageShowing: widgets.detailHost) == "Select a Peak" },
            "the detail's page is named by the placeholder")
        XCTAssertEqual(widgets.placeholder.titleText, "Select a Peak")
        XCTAssertTrue(widgets.placeholder.isMapped)
        harness.assertShows(.sideBySide(selected: nil, row: nil), after: "wording the placeholder")
    }
}
