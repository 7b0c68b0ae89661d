import CGtk
import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// A connection holds its object weakly: it does not keep it alive, and once the object is
/// finalised blocking, unblocking and disconnecting do nothing (no GLib call on a freed
/// object, no warning, no crash).
final class SignalConnectionTests: LayoutTestCase {
    @MainActor func testAConnectionOutlivingItsWidgetDoesNothing() async throws {
        let closuresBefore = ClosureBoxCensus.live
        let census = FinalizationCensus()
        var changes = 0
        var label: Label? = Label("Before")
        let connection = try XCTUnwrap(label).onPropertyChange("label") { changes += 1 }
        census.watch(try XCTUnwrap(label), as: "label")
        label?.text = "After"
        XCTAssertEqual(changes, 1, "the handler runs while the label lives")
        XCTAssertTrue(connection.isConnected)

        label = nil
        XCTAssertEqual(census.alive, [], "the connection does not keep the label alive")
        XCTAssertFalse(connection.isConnected, "the handler went with the label")
        XCTAssertEqual(ClosureBoxCensus.live, closuresBefore, "GLib released the handler's closure with the label")

        connection.block()
        connection.unblock()
        connection.disconnect()
        connection.disconnect()
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(ClosureBoxCensus.live, closuresBefore)
    }

    /// The same for an object that is not a widget, and for a connection kept in an array
    /// that outlives many objects finalised one after another (their memory reused).
    @MainActor func testConnectionsOutlivingTheirGesturesDoNothing() async throws {
        let closuresBefore = ClosureBoxCensus.live
        var connections: [SignalConnection] = []
        for _ in 0..<50 {
            let gesture = GestureClick(button: 1)
            connections.append(gesture.onPressed { _, _, _ in })
            connections.append(gesture.onReleased { _, _, _ in })
        }
        XCTAssertEqual(ClosureBoxCensus.live, closuresBefore, "every gesture went, and its handlers")
        for connection in connections {
            XCTAssertFalse(connection.isConnected)
            connection.block()
            connection.unblock()
            connection.disconnect()
        }
        XCTAssertEqual(ClosureBoxCensus.live, closuresBefore)
    }

    /// A widget GTK keeps alive (in a box) after the app dropped its wrapper: the connection
    /// still reaches it, to block, unblock and disconnect its handler.
    @MainActor func testAConnectionReachesAWidgetAliveWithoutItsWrapper() async throws {
        let closuresBefore = ClosureBoxCensus.live
        let box = Box(.vertical)
        var changes = 0
        var label: Label? = Label("In a box")
        let connection = try XCTUnwrap(label).onPropertyChange("label") { changes += 1 }
        box.append(try XCTUnwrap(label))
        label = nil
        let child = try XCTUnwrap(box.withUnsafeWidgetPointer { gtk_widget_get_first_child($0) })
        func setText(_ text: String) { gtk_label_set_text(OpaquePointer(child), text) }

        XCTAssertTrue(connection.isConnected, "the box keeps the label, and its handler")
        connection.block()
        setText("Blocked")
        XCTAssertEqual(changes, 0, "a blocked handler does not run")
        connection.unblock()
        setText("Unblocked")
        XCTAssertEqual(changes, 1, "an unblocked handler runs again")
        connection.disconnect()
        setText("Disconnected")
        XCTAssertEqual(changes, 1, "a disconnected handler does not run")
        XCTAssertFalse(connection.isConnected)
        XCTAssertEqual(ClosureBoxCensus.live, closuresBefore, "disconnecting released the closure")
        connection.disconnect()
    }

    @MainActor func testACopyOfAConnectionIsTheSameConnection() async throws {
        let label = Label()
        let first = label.onPropertyChange("label") {}
        let copy = first
        let second = label.onPropertyChange("label") {}
        XCTAssertEqual(first, copy)
        XCTAssertNotEqual(first, second)
        copy.disconnect()
        XCTAssertFalse(first.isConnected, "disconnecting a copy disconnects the connection")
        XCTAssertTrue(second.isConnected)
    }
}
