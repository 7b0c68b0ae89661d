import CGtk

/// A spinning wheel: work under way whose end is not known.
@MainActor
public final class Spinner: Widget {
    /// A spinner, spinning. One that `reportsProgress` is a progress bar whose end is not
    /// known to assistive technologies, so its accessible label is read ("Searching…"): GTK
    /// 4.18 gives a plain spinner a role that takes no name.
    public init(reportsProgress: Bool = false) {
        super.init(newlyCreated: reportsProgress ? cgtk_progress_spinner_new() : gtk_spinner_new())
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
