import CGtk
import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// `onSignal` connects any signal of any adopted GObject, a widget or not, through one
/// GClosure marshaller: the arguments read as values, a boolean answer returned to GTK, an
/// unknown name thrown before GLib could warn, the closures released with the object.
final class ObjectSignalTests: LayoutTestCase {
    /// The issue's own case: `GtkTextBuffer::changed` and `insert-text` on a buffer the app
    /// made with the C API.
    @MainActor func testABufferMadeWithTheCAPIFiresChangedAndInsertText() async throws {
        let pointer = try XCTUnwrap(gtk_text_buffer_new(nil))
        let buffer = try GObjectReference(adopting: pointer)
        XCTAssertEqual(cgtk_object(pointer).pointee.ref_count, 2, "the wrapper added a reference of its own")
        g_object_unref(pointer)
        XCTAssertEqual(buffer.typeName, "GtkTextBuffer")

        var changes = 0
        var inserted: [(text: String?, bytes: Int, count: Int, location: String)] = []
        try buffer.onSignal("changed") { changes += 1 }
        try buffer.onSignal("insert-text") { arguments in
            inserted.append(
                (arguments.string(at: 1), arguments.int(at: 2), arguments.count, arguments.typeName(at: 0)))
        }

        gtk_text_buffer_insert_at_cursor(pointer, "héllo", -1)
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(inserted.count, 1)
        XCTAssertEqual(inserted.first?.text, "héllo")
        XCTAssertEqual(inserted.first?.bytes, 6, "the length in bytes: é is two")
        XCTAssertEqual(inserted.first?.count, 3, "location, text, length: the buffer itself not counted")
        XCTAssertEqual(inserted.first?.location, "GtkTextIter")

        let characters = buffer.withUnsafeObjectPointer(as: GtkTextBuffer.self) { gtk_text_buffer_get_char_count($0) }
        XCTAssertEqual(characters, 5, "the pointer handed out is the adopted buffer")
    }

    /// A widget signal that returns a boolean, driven by real keys: a scale's `change-value`
    /// (its scroll type, an enumeration, and the new value, a double), whose handler's `true`
    /// keeps the value from changing.
    @MainActor func testAnAnswerToAWidgetSignalReachesGTK() async throws {
        let scalePointer = try XCTUnwrap(gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 10, 1))
        let scale = try Widget(adopting: scalePointer)
        scale.setSizeRequest(width: 200)
        let window = try presentWindow(width: 300, height: 100, install: { $0.child = scale })
        scale.grabFocus()
        try pump(until: { scale.containsFocus }, "the scale has the keyboard focus")
        let range = UnsafeMutableRawPointer(scalePointer).assumingMemoryBound(to: GtkRange.self)
        let value = { gtk_range_get_value(range) }

        var requests: [(scroll: Int, value: Double)] = []
        let refuses = ObservableValue(true)  // a main-actor holder the handler reads
        let answering = try scale.onSignal("change-value", returning: Bool.self) { arguments in
            requests.append((arguments.int(at: 0), arguments.double(at: 1)))
            return refuses.value
        }
        try XInput.press(["Right"], in: window)
        try pump(until: { requests.count == 1 }, "the key asks for a new value")
        XCTAssertEqual(requests.first?.scroll, Int(GTK_SCROLL_STEP_FORWARD.rawValue), "Right steps forward")
        XCTAssertEqual(requests.first?.value, 1)
        XCTAssertEqual(value(), 0, "the handler's true kept the value")

        refuses.value = false
        try XInput.press(["Right"], in: window)
        try pump(until: { value() == 1 }, "the handler's false let GTK change the value")

        // A handler without an answer leaves GTK's default, false: the value changes.
        answering.disconnect()
        var heard = 0
        try scale.onSignal("change-value") { heard += 1 }
        try XInput.press(["Right"], in: window)
        try pump(until: { value() == 2 }, "the value changes")
        XCTAssertEqual(heard, 1)
        XCTAssertEqual(requests.count, 2, "the disconnected handler did not run")
    }

    /// The other example, `close-request`: a handler answering true keeps the window.
    @MainActor func testAnAnswerKeepsAWindowOpen() async throws {
        let window = try presentWindow(width: 300, height: 200)
        var requests = 0
        let connection = try window.onSignal("close-request", returning: Bool.self) { _ in
            requests += 1
            return true
        }
        window.close()
        XCTAssertEqual(requests, 1)
        MainLoop.drain()
        XCTAssertTrue(window.isVisible && window.isMapped, "the handler's true kept the window open")
        connection.disconnect()
    }

    /// Objects and widgets as arguments: a notebook's `page-added` (the page's widget, its
    /// number).
    @MainActor func testObjectAndWidgetArguments() async throws {
        let notebook = try Widget(adopting: gtk_notebook_new())
        let page = Label("Page")
        var pages: [(widget: Widget?, object: GObjectReference?, number: Int)] = []
        try notebook.onSignal("page-added") { arguments in
            pages.append((arguments.widget(at: 0), arguments.object(at: 0), arguments.int(at: 1)))
        }
        notebook.withUnsafeWidgetPointer { pointer in
            page.withUnsafeWidgetPointer { _ = gtk_notebook_append_page(OpaquePointer(pointer), $0, nil) }
        }
        XCTAssertEqual(pages.count, 1)
        let argument = try XCTUnwrap(pages.first?.widget)
        let same = argument.withUnsafeWidgetPointer { a in page.withUnsafeWidgetPointer { $0 == a } }
        XCTAssertTrue(same, "the page's own widget")
        XCTAssertTrue(argument.isInside(notebook))
        XCTAssertEqual(pages.first?.object?.typeName, "GtkLabel")
        XCTAssertEqual(pages.first?.number, 0)
    }

    /// An unknown name, or a detail on a signal that takes none, throws and connects nothing;
    /// GLib prints nothing (under the tests' fatal warnings a GLib warning would end the run).
    @MainActor func testAnUnknownSignalIsThrownNotWarned() async throws {
        let buffer = TextView().buffer
        let label = Label("Text")
        let closuresBefore = ClosureBoxCensus.live
        XCTAssertThrowsError(try buffer.onSignal("chaged") {}) { error in
            XCTAssertEqual((error as? SignalNameError)?.signalName, "chaged")
            XCTAssertEqual((error as? SignalNameError)?.typeName, "GtkTextBuffer")
            XCTAssertEqual("\(error)", "GtkTextBuffer has no signal \"chaged\"")
        }
        XCTAssertThrowsError(try buffer.onSignal("changed::detail") { _ in }) { error in
            XCTAssertEqual((error as? SignalNameError)?.signalName, "changed::detail")
        }
        XCTAssertThrowsError(try label.onSignal("clicked", returning: Bool.self) { _ in true }) { error in
            XCTAssertEqual((error as? SignalNameError)?.typeName, "GtkLabel")
        }
        XCTAssertEqual(ClosureBoxCensus.live, closuresBefore, "nothing was connected")
    }

    /// A detail is kept even when GLib has never seen it: the handler hears that property
    /// only, not every `notify`.
    @MainActor func testADetailNarrowsTheSignal() async throws {
        let label = Label("Before")
        var labelChanges = 0
        var otherChanges = 0
        try label.onSignal("notify::label") { labelChanges += 1 }
        try label.onSignal("notify::a-property-no-one-has") { otherChanges += 1 }
        label.text = "After"
        XCTAssertEqual(labelChanges, 1)
        XCTAssertEqual(otherChanges, 0, "a detail no property has matches no notification")
    }

    /// Adopting takes a floating reference, adds one otherwise, and refuses what is not a
    /// GObject.
    @MainActor func testAdoptingFollowsWidgetsRules() async throws {
        let adjustment = try XCTUnwrap(gtk_adjustment_new(0, 0, 1, 0.1, 0.1, 0))
        XCTAssertNotEqual(g_object_is_floating(adjustment), 0)
        let adopted = try GObjectReference(adopting: adjustment)
        XCTAssertEqual(g_object_is_floating(adjustment), 0, "the wrapper took the floating reference")
        XCTAssertEqual(cgtk_object(adjustment).pointee.ref_count, 1)
        XCTAssertEqual(adopted.typeName, "GtkAdjustment")

        let store = try XCTUnwrap(g_list_store_new(gtk_string_object_get_type()))
        let model = try GObjectReference(adopting: store)
        g_object_unref(UnsafeMutableRawPointer(store))
        XCTAssertEqual(model.typeName, "GListStore")

        let spec = try XCTUnwrap(g_param_spec_int("count", nil, nil, 0, 10, 0, G_PARAM_READWRITE))
        g_param_spec_ref_sink(spec)
        defer { g_param_spec_unref(spec) }
        XCTAssertThrowsError(try GObjectReference(adopting: UnsafeMutableRawPointer(spec))) { error in
            XCTAssertEqual("\(error)", "cannot adopt a GParamInt as a GObject")
        }
    }

    /// The object and its handlers' closures go when the wrapper goes; a connection kept
    /// after does nothing.
    @MainActor func testTheObjectAndItsClosuresAreReleased() async throws {
        let closuresBefore = ClosureBoxCensus.live
        let census = FinalizationCensus()
        var heard = 0
        var adjustment: GObjectReference? = try GObjectReference(adopting: gtk_adjustment_new(0, 0, 10, 1, 1, 0))
        let connection = try XCTUnwrap(adjustment).onSignal("value-changed") { heard += 1 }
        try XCTUnwrap(adjustment).onSignal("changed") { _ in }
        census.watch(try XCTUnwrap(adjustment), as: "adjustment")
        XCTAssertEqual(ClosureBoxCensus.live, closuresBefore + 2)
        try XCTUnwrap(adjustment).withUnsafeObjectPointer(as: GtkAdjustment.self) { gtk_adjustment_set_value($0, 3) }
        XCTAssertEqual(heard, 1)

        adjustment = nil
        XCTAssertEqual(census.alive, [], "the adjustment is finalised")
        XCTAssertEqual(ClosureBoxCensus.live, closuresBefore, "GLib released both closures")
        XCTAssertFalse(connection.isConnected)
        connection.block()
        connection.disconnect()
    }
}
