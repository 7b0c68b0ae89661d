import CGtk
import CTwoPaneWidgets

/// A one-child container that tells its owner its allocated size (TwoPaneWidthBin).
///
/// The owner decides from the width inside allocation (``onAllocate(_:)``) and changes the
/// widget tree once the frame's layout pass is over (``onLayoutPassDone(_:)``), so the same
/// frame shows the change; ``drawsChild`` hides the child meanwhile so a half-laid-out
/// frame is never shown. Its minimum width is 0 whatever the child.
@MainActor
package final class WidthReportingBin: Widget {
    private var content: Widget?

    /// An empty bin that draws its child.
    package init() {
        super.init(newlyCreated: twopane_width_bin_new())
    }

    /// The one child.
    package var child: Widget? {
        get { content }
        set {
            guard newValue !== content else { return }
            twopane_width_bin_set_child(widgetPointer, nil)
            if let newValue { twopane_width_bin_set_child(widgetPointer, newValue.widgetPointer) }
            content = newValue
        }
    }

    /// Whether the child is drawn.
    package var drawsChild: Bool {
        get { twopane_width_bin_get_child_drawn(widgetPointer) != 0 }
        set { twopane_width_bin_set_child_drawn(widgetPointer, newValue ? 1 : 0) }
    }

    /// Calls `handler(width, height)` from every size allocation, before the child's
    /// (the bin's `allocated` signal). It must not change the widget tree.
    @discardableResult
    package func onAllocate(_ handler: @escaping @MainActor (Int, Int) -> Void) -> SignalConnection {
        connectSignal(
            widgetPointer, "allocated", trampoline: unsafeBitCast(sizeTrampoline, to: GCallback.self),
            handler: handler as SizeHandler)
    }

    /// Calls `handler` when each layout pass of the window's frame is over, while the bin
    /// is realized (the bin's `layout-pass-done` signal): the place to change the widget tree
    /// after an allocation so that the same frame shows the change (GTK lays out again before
    /// painting).
    @discardableResult
    package func onLayoutPassDone(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(
            widgetPointer, "layout-pass-done", trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self),
            handler: handler as VoidHandler)
    }

    /// The text scale of the bin's display (1 at the normal text size, 1.5 for GNOME's Large
    /// Text): GTK's `gtk-xft-dpi` over 96 dpi. A change allocates a realized bin again, so an
    /// ``onAllocate(_:)`` handler sees the new scale in the frame that shows the new text.
    package var textScale: Double { twopane_width_bin_get_text_scale(widgetPointer) }

    /// Whether the bin is allocating itself and its child right now.
    package var isAllocating: Bool { twopane_width_bin_is_allocating(widgetPointer) != 0 }

    /// How many bins are alive in the process.
    package static var liveCount: Int { Int(twopane_width_bin_live_count()) }
}

/// `void (*)(gpointer instance, int width, int height, gpointer data)`: the bin's `allocated`.
typealias SizeHandler = @MainActor (Int, Int) -> Void
private let sizeTrampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void =
    {
        _, width, height, data in
        let box = address(data)
        MainActor.assumeIsolated { unboxed(box, as: SizeHandler.self)(Int(width), Int(height)) }
    }
