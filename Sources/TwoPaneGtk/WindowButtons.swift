import CGtk
import CTwoPaneWidgets

/// The window's controls (minimise, maximise, close, the icon) that the desktop's decoration
/// layout puts at one end of a title bar, as `GtkWindowControls` shows them: the part before
/// the colon at the start, the rest at the end. It follows the layout and right-to-left text
/// itself, and keeps its buttons when its title bar moves to another container (GTK 4.8's
/// own builds them anew each time).
@MainActor
public final class WindowButtons: Widget {
    /// Which end of a title bar.
    public enum Side: Sendable {
        /// The controls at the start (left in left-to-right text).
        case start
        /// The controls at the end.
        case end
    }

    /// The controls of `side`.
    public init(_ side: Side) {
        super.init(newlyCreated: twopane_window_buttons_new(side == .start ? GTK_PACK_START : GTK_PACK_END))
    }

    /// Whether the desktop puts no control at this end. Show the widget only when it is not
    /// empty: GTK 4.18 measures an empty one narrower than nothing and warns.
    public var isEmpty: Bool { twopane_window_buttons_get_empty(widgetPointer) != 0 }

    /// How many times the buttons were built (for tests).
    package var builds: Int { Int(twopane_window_buttons_get_builds(widgetPointer)) }
}
