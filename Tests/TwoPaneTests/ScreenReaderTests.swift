@testable import TwoPane
import TestSupport
import TwoPaneGtk
import TwoPaneModel
import XCTest

/// What a screen reader can tell the user, checked in real windows (issue 12; the end-to-end
/// Orca test hears the same through Orca): focus that moves with a column is given again, so
/// assistive technologies hear one focus change; pages are titled by what they show.
final class ScreenReaderTests: LayoutTestCase {
    /// Records each change of the window's focus widget while `body` runs: `true` for focus
    /// on a widget inside `part`, `false` for another widget, `nil` for no focus.
    @MainActor private func focusChanges(in harness: LayoutHarness, inside part: Widget,
                                         during body: () throws -> Void) rethrows -> [Bool?] {
        var changes: [Bool?] = []
        let connection = harness.window.onFocusChange {
            changes.append(harness.window.focusedWidget.map { $0.isInside(part) })
        }
        defer { connection.disconnect() }
        try body()
        return changes
    }

    /// A crossing moves the focused list between the paned and the stack: GTK would keep
    /// focus on it without a word to assistive technologies, whose object for it is gone.
    /// Focus is given up before the move and given again after: one change onto the list.
    @MainActor func testACrossingGivesFocusAgainOnceToTheWidgetThatHadIt() async throws {
        let harness = try LayoutHarness(width: 1000)
        let list = harness.widgets.list
        list.focusRow(1)
        try harness.pump(until: { list.containsFocus }, "a row of the list has focus")

        let collapsing = try focusChanges(in: harness, inside: list) {
            try harness.resize(to: 480)
            try harness.pump(until: { harness.layout.pendingFocus == nil && list.containsFocus },
                             "focus back on the list after the collapse")
        }
        XCTAssertEqual(collapsing.compactMap { $0 }, [true],
                       "collapsing: one focus change onto the list (\(collapsing)), announced by a screen reader")

        let expanding = try focusChanges(in: harness, inside: list) {
            try harness.resize(to: 1000)
            try harness.pump(until: { harness.layout.pendingFocus == nil && list.containsFocus },
                             "focus back on the list after the expand")
        }
        XCTAssertEqual(expanding.compactMap { $0 }, [true],
                       "expanding: one focus change onto the list (\(expanding))")
    }

    @MainActor func testPagesAreTitledByWhatTheyShow() async throws {
        let harness = try LayoutHarness(width: 1000, selected: Peak.k2.id)
        let widgets = harness.widgets
        XCTAssertEqual(widgets.detailColumn.title(ofPageShowing: widgets.detailHost), "K2",
                       "the detail's root page is named by its item")

        try harness.resize(to: 480)
        XCTAssertEqual(widgets.stack.title(ofPageShowing: widgets.detailColumn), "K2")
        XCTAssertEqual(widgets.stack.title(ofPageShowing: widgets.listColumn), PeakLayoutFixture.title)

        let page = Label("Routes")
        harness.layout.pushDetailPage(page, title: "Routes")
        XCTAssertEqual(widgets.detailColumn.title(ofPageShowing: page), "Routes")

        harness.selection.value = nil
        try harness.resize(to: 1000)
        XCTAssertEqual(widgets.detailColumn.title(ofPageShowing: widgets.detailHost), "Nothing selected",
                       "the placeholder's page")
    }
}
