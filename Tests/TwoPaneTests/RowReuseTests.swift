import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// GTK 4.8 tears down every row of a list view that leaves the window and sets up new ones
/// when it comes back; a crossing of the breakpoint moves the list column between
/// containers so, and each row's widget was built again (`make bench`, `crossings`). The
/// rows keep the widgets built for them across such a move, and show them again.
final class RowReuseTests: LayoutTestCase {
    @MainActor func testAListMovedToAnotherContainerKeepsItsRowsWidgets() async throws {
        var builds = 0
        var widgets: [Int: Label] = [:]
        let list = ListView(count: 30, filterable: true) { position in
            builds += 1
            let label = Label("Row \(position.rawValue)")
            widgets[position.rawValue] = label
            return label
        }
        let scrolled = ScrolledWindow()
        scrolled.child = list
        scrolled.expandsVertically = true
        let (first, second) = (Box(.vertical), Box(.vertical))
        let columns = Box(.horizontal)
        for column in [first, second] {
            column.expandsHorizontally = true
            columns.append(column)
        }
        first.append(scrolled)
        _ = try presentWindow(width: 400, height: 300) { $0.child = columns }
        try pump(until: { widgets.values.filter(\.isMapped).count >= 5 }, "the rows on screen are shown")
        MainLoop.drain()
        let (buildsBefore, shown) = (builds, widgets.filter { $0.value.isMapped })

        first.remove(scrolled)
        second.append(scrolled)
        try pump(until: { widgets.values.filter(\.isMapped).count >= shown.count }, "the rows are shown again")
        XCTAssertEqual(builds, buildsBefore, "no row widget was built again for the move")
        XCTAssertTrue(shown.allSatisfy { widgets[$0.key] === $0.value }, "each row shows the widget it had")
    }

    /// A row reloaded while its list is out of the window is built again when the list comes
    /// back: a widget kept for it would show the old value.
    @MainActor func testARowReloadedWhileTheListIsOutOfTheWindowIsBuiltAgain() async throws {
        var values = (0..<30).map { "Row \($0)" }
        var widgets: [Int: Label] = [:]
        let list = ListView(count: 30, filterable: true) { position in
            let label = Label(values[position.rawValue])
            widgets[position.rawValue] = label
            return label
        }
        let scrolled = ScrolledWindow()
        scrolled.child = list
        let window = try presentWindow(width: 300, height: 300) { $0.child = scrolled }
        try pump(until: { widgets.values.filter(\.isMapped).count >= 5 }, "the rows on screen are shown")
        let first = try XCTUnwrap(widgets[0])

        window.child = nil
        values[0] = "Row 0, renamed"
        list.reloadRows(at: [RowPosition(0)])
        window.child = scrolled
        try pump(until: { widgets[0]?.isMapped == true && widgets[0] !== first }, "the first row is built again")
        XCTAssertEqual(widgets[0]?.text, "Row 0, renamed", "the first row shows its new value")
    }
}
