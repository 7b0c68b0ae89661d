import CGtk
import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// Any GTK widget the app makes with the C API joins a layout through `Widget(adopting:)`,
/// which checks its type; any TwoPane widget's pointer reaches a C call.
final class AdoptedWidgetTests: LayoutTestCase {
    @MainActor func testAdoptingATextViewTakesItsFloatingReference() async throws {
        let pointer = try XCTUnwrap(gtk_text_view_new())
        XCTAssertNotEqual(g_object_is_floating(pointer), 0, "a new widget comes floating")
        let widget = try Widget(adopting: pointer)
        XCTAssertEqual(g_object_is_floating(pointer), 0, "the wrapper sank the floating reference")
        XCTAssertEqual(cgtk_object(pointer).pointee.ref_count, 1, "the wrapper holds the one reference")
        widget.withUnsafeWidgetPointer(as: GtkTextView.self) { textView in
            gtk_text_buffer_set_text(gtk_text_view_get_buffer(textView), "Body", -1)
        }
        let same = widget.withUnsafeWidgetPointer { $0 == pointer }
        XCTAssertTrue(same, "the pointer handed out is the adopted widget")
    }

    @MainActor func testAnAdoptedWidgetIsADetailInAWindow() async throws {
        let body = try Widget(adopting: gtk_text_view_new())
        let window = try presentWindow(width: 600, height: 400) { $0.child = body }
        XCTAssertTrue(body.isMapped && body.isInside(window), "the adopted text view is shown in the window")
    }

    @MainActor func testAdoptingAnObjectThatIsNoWidgetThrowsAndLeavesItAlone() async throws {
        let adjustment = try XCTUnwrap(gtk_adjustment_new(0, 0, 1, 0.1, 0.1, 0))
        let object = UnsafeMutableRawPointer(adjustment)
        defer { g_object_unref(object) }
        let refCountBefore = cgtk_object(object).pointee.ref_count
        XCTAssertThrowsError(try Widget(adopting: object.assumingMemoryBound(to: GtkWidget.self))) { error in
            let typeError = error as? WidgetTypeError
            XCTAssertEqual(typeError?.expectedType, "GtkWidget")
            XCTAssertEqual(typeError?.actualType, "GtkAdjustment")
            XCTAssertEqual("\(error)", "cannot adopt a GtkAdjustment as a GtkWidget")
        }
        XCTAssertEqual(cgtk_object(object).pointee.ref_count, refCountBefore, "no reference taken")
        XCTAssertNotEqual(g_object_is_floating(object), 0, "the floating reference is left to its owner")
    }
}
