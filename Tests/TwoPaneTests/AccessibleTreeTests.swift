import TestSupport
import XCTest

@testable import TwoPane

/// An assistive technology reads the tree while the user drags the window edge: objects it
/// found a moment before the layout crossed the breakpoint may have moved or left the bus.
/// Asked about afterwards, each one answers or is gone; GTK is never asked where a widget
/// outside the window is. (GTK 4.8 keeps a stack's pages on the bus after the stack leaves
/// the window: a page's child read then, with its extents, logged a critical from
/// `gtk_widget_compute_point`, fatal here as in every test, and in Notes' end-to-end test.)
final class AccessibleTreeTests: LayoutTestCase {
    @MainActor func testObjectsFoundBeforeACrossingAnswerAfterIt() async throws {
        let harness = try LayoutHarness(width: 480)
        let objects = try AccessibleObjects()
        defer { objects.close() }
        for width in [1000, 480, 1000] {
            let found = try objects.descendants()
            XCTAssertGreaterThan(found.count, 10, "the walk before the crossing to \(width) px found the layout")
            try harness.resize(to: width)
            var answered = 0
            for path in found {
                for child in try objects.children(of: path) ?? [] where try objects.extents(of: child) != nil {
                    answered += 1
                }
            }
            XCTAssertGreaterThan(answered, 0, "after the crossing to \(width) px, objects found before answer")
        }
    }
}
