import CGtk
import CTwoPaneWidgets
import TestSupport
import TwoPaneGtk
import XCTest

@testable import TwoPane

/// The C algorithms over a widget's own event controllers (`twopane_widget_controllers.c`),
/// on real widgets: running a key binding, and turning gestures off and on.
final class WidgetControllersTests: LayoutTestCase {
    // MARK: - Key bindings

    /// A shortcut controller with `shortcuts` (trigger string, name, whether it handles the key).
    private func shortcutController(
        _ shortcuts: [(trigger: String, name: String, handles: Bool)],
        log: ShortcutLog
    ) -> OpaquePointer {
        let controller = gtk_shortcut_controller_new()!
        for shortcut in shortcuts {
            let probe = Unmanaged.passRetained(ShortcutProbe(shortcut.name, handles: shortcut.handles, log: log))
                .toOpaque()
            gtk_shortcut_controller_add_shortcut(
                controller, cgtk_callback_shortcut_new(shortcut.trigger, probeAction, probe, releaseProbe))
        }
        return controller
    }

    @MainActor func testAKeyBindingRunsTheFirstShortcutThatHandlesExactlyThatKey() async throws {
        let log = ShortcutLog()
        let box = Box(.vertical)
        box.withUnsafeWidgetPointer { widget in
            gtk_widget_add_controller(
                widget,
                shortcutController(
                    [
                        ("a", "a", true), ("<Control>a", "Ctrl+a", true),
                        ("b", "b declines", false), ("b", "b", true),
                        ("c", "c declines", false),
                        ("_d", "mnemonic d", true), ("e|f", "e or f", true),
                    ], log: log))
            gtk_widget_add_controller(widget, shortcutController([("g", "g in a second controller", true)], log: log))
        }
        let none = GdkModifierType(rawValue: 0)
        let cases: [(keyval: String, modifiers: GdkModifierType, ran: Bool, calls: [String])] = [
            ("a", none, true, ["a"]),
            ("a", GDK_CONTROL_MASK, true, ["Ctrl+a"]),
            ("a", GDK_SHIFT_MASK, false, []),
            ("b", none, true, ["b declines", "b"]),
            ("c", none, false, ["c declines"]),
            ("d", none, false, []),  // a mnemonic is not a key binding
            ("e", none, false, []),  // nor is a trigger with alternatives
            ("g", none, true, ["g in a second controller"]),
            ("z", none, false, []),
        ]
        for (name, modifiers, expectedRan, expectedCalls) in cases {
            log.calls = []
            let keyval = gdk_keyval_from_name(name)
            let ran = box.withUnsafeWidgetPointer { twopane_widget_run_key_binding($0, keyval, modifiers) != 0 }
            let what = "\(name) with modifiers \(modifiers.rawValue)"
            XCTAssertEqual(ran, expectedRan, "\(what): whether a binding handled it")
            XCTAssertEqual(log.calls, expectedCalls, "\(what): the actions run, in order")
        }
        let boxPointer = box.withUnsafeWidgetPointer { $0 }
        XCTAssertEqual(log.widgets, [boxPointer], "every action ran on the widget")
    }

    /// What the function is for: GtkListView's own bindings, which GTK 4.8 offers no action
    /// for. PageDown selects the row a page down; Ctrl+Up moves focus only.
    @MainActor func testAListViewsOwnKeyBindingsRun() async throws {
        let list = ListView(count: 200) { Label("Row \($0)") }
        let scrolled = ScrolledWindow()
        scrolled.child = list
        _ = try presentWindow(width: 300, height: 300) { $0.child = scrolled }
        list.focusRow(ShownRowIndex(0))
        try pump(until: { list.containsFocus }, "the list has focus")

        XCTAssertTrue(list.movePageDown(), "the list has a PageDown binding")
        try pump(until: { (list.selectedIndex?.rawValue ?? 0) > 1 }, "PageDown selects a row a page down")
        let selected = list.selectedIndex
        let ranControlUp = list.withUnsafeWidgetPointer {
            twopane_widget_run_key_binding($0, gdk_keyval_from_name("Up"), GDK_CONTROL_MASK) != 0
        }
        XCTAssertTrue(ranControlUp, "the list has a Ctrl+Up binding")
        MainLoop.drain()
        XCTAssertEqual(list.selectedIndex, selected, "Ctrl+Up moves focus without selecting")
        let ranX = list.withUnsafeWidgetPointer {
            twopane_widget_run_key_binding($0, gdk_keyval_from_name("x"), GdkModifierType(rawValue: 0)) != 0
        }
        XCTAssertFalse(ranX, "the list has no binding for x")
    }

    // MARK: - Gestures

    /// Each of a widget's controllers: its type, whether it is a gesture, its phase.
    private struct ControllerPhase: Equatable, CustomStringConvertible {
        let type: String
        let isGesture: Bool
        let phase: UInt32
        var description: String { "\(type)\(isGesture ? " (gesture)" : ""): phase \(phase)" }
    }

    @MainActor private func controllerPhases(of widget: Widget) -> [ControllerPhase] {
        widget.withUnsafeWidgetPointer { pointer in
            let controllers = gtk_widget_observe_controllers(pointer)!
            defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
            return (0..<g_list_model_get_n_items(controllers)).map { position in
                let item = g_list_model_get_item(controllers, position)!
                defer { g_object_unref(item) }
                let controller = OpaquePointer(item)
                let instance = item.assumingMemoryBound(to: GTypeInstance.self)
                return ControllerPhase(
                    type: String(cString: g_type_name_from_instance(instance)),
                    isGesture: g_type_check_instance_is_a(instance, gtk_gesture_get_type()) != 0,
                    phase: gtk_event_controller_get_propagation_phase(controller).rawValue)
            }
        }
    }

    /// A real GtkPaned (its own drag gesture, in the capture phase, and controllers that are
    /// not gestures) plus gestures of ours in the bubble and target phases and one the app
    /// turned off itself: off turns every gesture off and nothing else; on gives each gesture
    /// the phase it had; twice off or twice on changes nothing more.
    @MainActor func testGesturesTurnOffAndBackToThePhaseEachHad() async throws {
        let paned = Paned()
        paned.withUnsafeWidgetPointer { widget in
            for phase in [GTK_PHASE_BUBBLE, GTK_PHASE_TARGET, GTK_PHASE_NONE] {
                let gesture = gtk_gesture_click_new()!
                gtk_event_controller_set_propagation_phase(gesture, phase)
                gtk_widget_add_controller(widget, gesture)
            }
        }
        func setGesturesEnabled(_ enabled: Bool) {
            paned.withUnsafeWidgetPointer { twopane_widget_set_gestures_enabled($0, enabled ? 1 : 0) }
        }
        let before = controllerPhases(of: paned)
        XCTAssertTrue(
            before.contains { $0.isGesture && $0.phase == GTK_PHASE_CAPTURE.rawValue },
            "the paned has a gesture of its own in the capture phase: \(before)")
        XCTAssertTrue(before.contains { !$0.isGesture }, "the paned has controllers that are not gestures: \(before)")
        let off = before.map {
            $0.isGesture ? ControllerPhase(type: $0.type, isGesture: true, phase: GTK_PHASE_NONE.rawValue) : $0
        }

        setGesturesEnabled(false)
        XCTAssertEqual(controllerPhases(of: paned), off, "off: every gesture, and only gestures, in no phase")
        setGesturesEnabled(false)
        XCTAssertEqual(controllerPhases(of: paned), off, "off twice")
        setGesturesEnabled(true)
        XCTAssertEqual(controllerPhases(of: paned), before, "on: each gesture back in its own phase")
        setGesturesEnabled(true)
        XCTAssertEqual(controllerPhases(of: paned), before, "on twice")
    }

    /// A gesture added while the others are off was never turned off: on leaves it as it is.
    @MainActor func testAGestureAddedWhileOffKeepsItsPhase() async throws {
        let paned = Paned()
        let before = controllerPhases(of: paned)
        paned.withUnsafeWidgetPointer { twopane_widget_set_gestures_enabled($0, 0) }
        paned.withUnsafeWidgetPointer { widget in
            let gesture = gtk_gesture_click_new()!
            gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_BUBBLE)
            gtk_widget_add_controller(widget, gesture)
        }
        paned.withUnsafeWidgetPointer { twopane_widget_set_gestures_enabled($0, 1) }
        let added = ControllerPhase(type: "GtkGestureClick", isGesture: true, phase: GTK_PHASE_BUBBLE.rawValue)
        let inOrder = { (phases: [ControllerPhase]) in phases.sorted { $0.description < $1.description } }
        XCTAssertEqual(
            inOrder(controllerPhases(of: paned)), inOrder(before + [added]),
            "the paned's own gestures back in their phases, the new one in its own")
    }
}

/// One shortcut's action: logs its name and the widget it ran on, then handles the key or
/// declines it.
private final class ShortcutProbe {
    let name: String
    let handles: Bool
    let log: ShortcutLog
    init(_ name: String, handles: Bool, log: ShortcutLog) { (self.name, self.handles, self.log) = (name, handles, log) }
}

/// What the shortcuts' actions did, in order.
private final class ShortcutLog {
    var calls: [String] = []
    var widgets: Set<UnsafeMutablePointer<GtkWidget>> = []
}

/// A shortcut's action (`GtkShortcutFunc`): logs the probe and answers as it says.
private let probeAction: GtkShortcutFunc = { widget, _, data in
    let probe = Unmanaged<ShortcutProbe>.fromOpaque(data!).takeUnretainedValue()
    probe.log.calls.append(probe.name)
    if let widget { probe.log.widgets.insert(widget) }
    return probe.handles ? 1 : 0
}

/// Releases a probe with its shortcut.
private let releaseProbe: GDestroyNotify = { data in
    Unmanaged<ShortcutProbe>.fromOpaque(data!).release()
}
