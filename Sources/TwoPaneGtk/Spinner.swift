import CGtk

/// A spinning wheel: work under way whose end is not known.
@MainActor
public final class Spinner: Widget {
    /// A spinner, spinning.
    public init() {
        super.init(newlyCreated: gtk_spinner_new())
        gtk_spinner_start(OpaquePointer(widgetPointer))
    }
}
