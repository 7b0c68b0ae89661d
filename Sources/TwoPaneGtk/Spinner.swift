import CGtk

/// A spinning wheel: work under way whose end is not known.
@MainActor
public final class Spinner: Widget {
    /// A spinner, spinning.
    public init() {
        super.init(newlyCreated: gtk_spinner_new())
        gtk_spinner_start(OpaquePointer(widgetPointer))
    }

    /// Whether it spins; a spinner that does not is drawn as nothing, in the same place.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(OpaquePointer(widgetPointer)) != 0 }
        set {
            if newValue {
                gtk_spinner_start(OpaquePointer(widgetPointer))
            } else {
                gtk_spinner_stop(OpaquePointer(widgetPointer))
            }
        }
    }
}
