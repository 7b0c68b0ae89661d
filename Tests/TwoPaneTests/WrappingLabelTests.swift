import CGtk
import TestSupport
import TwoPaneGtk
import XCTest

/// A label that wraps (`Label.wrapWords`) shows all of its text on as many lines as it needs,
/// and tells GTK its natural width for a height without searching for it: GTK asks every
/// aligned widget it allocates how wide it must be for its height, and a wrapping label
/// answers by laying its text out again for every width it tries. (GTK 4.8 then searches for
/// none of the two widths; newer GTK, which searches for the narrowest one when the label may
/// shorten its text, for one, as for a label that wraps for its natural width.)
final class WrappingLabelTests: LayoutTestCase {
    private static let text = "Nothing selected in a column far too narrow for this sentence"

    @MainActor func testAWrappedLabelShowsEveryWordOnAsManyLinesAsItNeeds() async throws {
        let label = Label(Self.text)
        label.wrapWords()
        let box = Box(.vertical)
        box.append(label)
        let window = try presentWindow(width: 160, height: 400) { $0.child = box }
        try pump(until: { label.allocatedWidth > 0 }, "the label is laid out")
        XCTAssertEqual(label.allocatedWidth, window.allocatedWidth, "in the whole width of a narrow window")

        let layout = label.withUnsafeWidgetPointer { gtk_label_get_layout(OpaquePointer($0)) }
        XCTAssertGreaterThan(pango_layout_get_line_count(layout), 2, "the sentence wraps over several lines")
        XCTAssertEqual(pango_layout_is_ellipsized(layout), 0, "no word is cut short for an ellipsis")
        XCTAssertEqual(String(cString: pango_layout_get_text(layout)), Self.text)
    }

    @MainActor func testAskedItsWidthForAHeightAWrappedLabelGivesItsWidthsWithoutASearch() async throws {
        let label = Label(Self.text)
        label.wrapWords()
        let (oneLine, minimum) = label.withUnsafeWidgetPointer { widget -> (Int32, Int32) in
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            return (natural, minimum)
        }
        let threeLines = label.withUnsafeWidgetPointer { widget -> Int32 in
            var lineHeight: Int32 = 0
            gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &lineHeight, nil, nil, nil)
            return 3 * lineHeight
        }
        let (minimumForHeight, naturalForHeight) = label.withUnsafeWidgetPointer { widget -> (Int32, Int32) in
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, threeLines, &minimum, &natural, nil, nil)
            return (minimum, natural)
        }
        // A search would answer the narrowest width that fits three lines: narrower than one line.
        XCTAssertEqual(naturalForHeight, oneLine, "its natural width for a height is its one-line width")
        XCTAssertGreaterThanOrEqual(minimumForHeight, minimum, "no narrower for a height than at all")
        if gtk_get_minor_version() == 8 {
            XCTAssertEqual(minimumForHeight, minimum, "GTK 4.8: its narrowest width for a height, unsearched")
        }
    }
}
