import CGtk
import CTwoPaneWidgets
import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// The row that starts a section is highlighted below its header, never over it: GTK's row,
/// which holds the header too, is left unpainted, and the row's body (CSS name `row`) wears
/// its selected, focus and pressed states as they change. A recycled GTK row that starts no
/// section is painted again. (What the screen shows is Examples/Mailbox's end-to-end test's:
/// the pixels beside a heading are the list's, below it the highlight's.)
final class SectionHighlightTests: LayoutTestCase {
    private static let followed: UInt32 =
        GTK_STATE_FLAG_SELECTED.rawValue | GTK_STATE_FLAG_FOCUSED.rawValue | GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue
        | GTK_STATE_FLAG_FOCUS_WITHIN.rawValue | GTK_STATE_FLAG_ACTIVE.rawValue

    @MainActor func testTheBodyOfASectionsFirstRowWearsItsGtkRowsStates() async throws {
        let harness = try LayoutHarness(width: 1000, height: 700)
        harness.layout.sectionTitle = { String($0.name.prefix(1)) }
        let start = { (title: String) in
            harness.widgets.list.boundRowContents.compactMap { $0.content as? SectionStartRow }.first {
                $0.title == title
            }
        }
        try harness.pump(until: { start("K")?.isMapped == true }, "K2's row, starting K, on screen")
        let k = try XCTUnwrap(start("K"))
        let gtkRow = try XCTUnwrap(Self.followedRow(k), "the body follows the GTK row it is shown in")
        XCTAssertTrue(gtk_widget_is_ancestor(Self.pointer(k), gtkRow) != 0, "the row it follows is its own")
        XCTAssertNotEqual(gtk_widget_has_css_class(gtkRow, SectionStartRow.gtkRowClass), 0, "left unpainted")
        XCTAssertEqual(Self.states(of: k.body) & GTK_STATE_FLAG_SELECTED.rawValue, 0)

        harness.selection.value = Peak.k2.id
        harness.widgets.list.focusRow(ShownRowIndex(1))
        try harness.pump(
            until: { Self.states(of: k.body) & GTK_STATE_FLAG_SELECTED.rawValue != 0 }, "K2's body selected")
        try harness.pump(until: { harness.widgets.list.focusedRowPosition == RowPosition(1) }, "K2's row has focus")
        XCTAssertEqual(
            Self.states(of: k.body) & Self.followed, gtk_widget_get_state_flags(gtkRow).rawValue & Self.followed)

        harness.selection.value = Peak.everest.id
        try harness.pump(
            until: { Self.states(of: k.body) & GTK_STATE_FLAG_SELECTED.rawValue == 0 }, "K2's body no longer selected")
        XCTAssertEqual(
            Self.states(of: k.body) & Self.followed, gtk_widget_get_state_flags(gtkRow).rawValue & Self.followed)

        // No more sections: the rows are built again without headers, and every GTK row is
        // painted as the theme paints it.
        harness.layout.sectionTitle = nil
        try harness.pump(
            until: { !harness.widgets.list.boundRowContents.contains { $0.content is SectionStartRow } },
            "no row starts a section")
        XCTAssertEqual(Self.unpaintedRows(in: harness.widgets.list), 0, "no GTK row is left unpainted")
    }

    @MainActor private static func pointer(_ widget: Widget) -> UnsafeMutablePointer<GtkWidget> {
        widget.withUnsafeWidgetPointer { $0 }
    }

    @MainActor private static func followedRow(_ start: SectionStartRow) -> UnsafeMutablePointer<GtkWidget>? {
        twopane_row_body_get_followed(pointer(start.body))
    }

    @MainActor private static func states(of widget: Widget) -> UInt32 {
        gtk_widget_get_state_flags(pointer(widget)).rawValue
    }

    /// How many of the list's GTK rows carry the unpainted row's class.
    @MainActor private static func unpaintedRows(in list: ListView) -> Int {
        var count = 0
        var child = gtk_widget_get_first_child(pointer(list))
        while let row = child {
            if gtk_widget_has_css_class(row, SectionStartRow.gtkRowClass) != 0 { count += 1 }
            child = gtk_widget_get_next_sibling(row)
        }
        return count
    }
}
