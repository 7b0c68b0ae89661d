import CGtk

/// Holds back what a widget does in answer to a pointer press until the button is released.
///
/// GTK 4.8 counts, on the pressed widget and every widget above it, how many presses are
/// in progress (the `:active` state), and balances the count when the button is released.
/// If a press hides the widget under the pointer (a list row's double-click activation
/// opening a collapsed layout's detail page, or merely rebuilding the rows), GTK drops the
/// press's pointer grab and never balances it: those widgets stay `:active`, and after 256
/// such presses the 8-bit count wraps and GTK warns "Broken accounting of active state".
/// The actions run once the release has been handled: GTK has balanced the count by then, so
/// an action may hide what it likes. And the row has had the release: GTK 4.18 selects a
/// clicked row when its button comes up (4.8 on the press), so a Ctrl+double-click that
/// opened a row would otherwise be toggled off again by its own release, and nothing would
/// be selected.
@MainActor
final class ActivationOnRelease {
    /// A press is being delivered to the watched widget right now.
    private var isDeliveringPress = false
    /// Actions asked for while a press was delivered, run when its button comes up.
    private var awaitingRelease: [@MainActor () -> Void] = []

    /// Watches the presses and releases that reach `widget` (or anything inside it).
    init(watching widget: Widget) {
        let controller = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let handler: EventHandler = { [weak self] event in
            guard let self, let event else { return }
            self.saw(gdk_event_get_event_type(event))
        }
        _ = connectSignal(
            UnsafeMutableRawPointer(controller), "event",
            trampoline: unsafeBitCast(eventTrampoline, to: GCallback.self), handler: handler)
        gtk_widget_add_controller(widget.widgetPointer, controller)
    }

    /// Runs `action` now, or when the button comes up if a press is being delivered.
    func run(_ action: @escaping @MainActor () -> Void) {
        if isDeliveringPress { awaitingRelease.append(action) } else { action() }
    }

    private func saw(_ type: GdkEventType) {
        if type == GDK_BUTTON_PRESS {
            awaitingRelease = []
            isDeliveringPress = true
            // The press's handlers all run before this: GDK dispatches one event at a time.
            MainLoop.afterCurrentEvent { [weak self] in self?.isDeliveringPress = false }
        } else if type == GDK_BUTTON_RELEASE, !awaitingRelease.isEmpty {
            let actions = awaitingRelease
            awaitingRelease = []
            // Seen first (capture phase): the release still goes on to the row.
            MainLoop.afterCurrentEvent { for action in actions { action() } }
        }
    }
}
