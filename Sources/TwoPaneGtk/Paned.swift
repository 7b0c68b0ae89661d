import CGtk
import CTwoPaneWidgets

/// Two widgets side by side with a draggable divider between them.
@MainActor
public final class Paned: Widget {
    var panedPointer: OpaquePointer { OpaquePointer(widgetPointer) }
    private var startWidget: Widget?
    private var endWidget: Widget?

    /// A horizontal paned whose start child keeps its width when the paned is resized and
    /// neither child may shrink below its minimum.
    public init() {
        super.init(newlyCreated: gtk_paned_new(GTK_ORIENTATION_HORIZONTAL))
        gtk_paned_set_resize_start_child(panedPointer, 0)
        gtk_paned_set_resize_end_child(panedPointer, 1)
        gtk_paned_set_shrink_start_child(panedPointer, 0)
        gtk_paned_set_shrink_end_child(panedPointer, 0)
    }

    /// The widget at the start (left in left-to-right text).
    public var startChild: Widget? {
        get { startWidget }
        set {
            guard newValue !== startWidget else { return }
            gtk_paned_set_start_child(panedPointer, newValue?.widgetPointer)
            startWidget = newValue
        }
    }

    /// The widget at the end.
    public var endChild: Widget? {
        get { endWidget }
        set {
            guard newValue !== endWidget else { return }
            gtk_paned_set_end_child(panedPointer, newValue?.widgetPointer)
            endWidget = newValue
        }
    }

    /// The divider's position: the start child's width in pixels.
    public var position: Int {
        get { Int(gtk_paned_get_position(panedPointer)) }
        set { if position != newValue { gtk_paned_set_position(panedPointer, Int32(newValue)) } }
    }

    /// Runs `handler` when the divider moves, whoever moved it.
    @discardableResult
    public func onPositionChange(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onPropertyChange("position", handler)
    }

    /// Whether the divider can be dragged. GTK 4.8's paned keeps taking presses around the
    /// divider even while its start child is hidden, swallowing clicks meant for the end
    /// child; turn it off then.
    public var isDividerInteractive: Bool = true {
        didSet {
            guard isDividerInteractive != oldValue else { return }
            twopane_widget_set_gestures_enabled(widgetPointer, isDividerInteractive ? 1 : 0)
        }
    }
}
