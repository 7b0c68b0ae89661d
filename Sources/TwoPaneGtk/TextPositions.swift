import CGtk

/// What the user had of the text views inside some widgets, kept across a move of those
/// widgets to another parent (a crossing of the breakpoint, L22): the text selected, and the
/// line at the top of each view. GTK 4.8's `GtkTextView` gives up its selection when it leaves
/// its window (it stops owning the primary selection, and a buffer that loses it deselects),
/// and a view laid out again for a frame no one sees can have its scroll offset clamped to a
/// height it has not finished measuring: the user would find the selection gone and another
/// part of the text on screen. Taken before the move, put back after it; the text is not
/// touched (nothing hears a change of it).
@MainActor
package final class TextPositions {
    private struct Kept {
        let view: ObjectReference
        /// The selection, insert end first, if there was one.
        let selection: (insert: Int32, bound: Int32)?
        /// A mark at the start of the line at the top of the view, if it was scrolled.
        let top: UnsafeMutablePointer<GtkTextMark>?
    }

    private var kept: [Kept] = []

    /// The positions in the text views inside `widgets`.
    package init(in widgets: [Widget]) {
        // The type by its name: none registered yet, no text view made. (Asking GTK for it
        // would register it, and map 0.2 MiB of GTK's code at start-up: ``GtkRuntime``.)
        let textView = g_type_from_name("GtkTextView")
        guard textView != 0 else { return }
        for widget in widgets { collect(under: widget.widgetPointer, textView: textView) }
    }

    /// Whether there is anything to put back.
    package var isEmpty: Bool { kept.isEmpty }

    private func collect(under widget: UnsafeMutablePointer<GtkWidget>, textView: GType) {
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), textView) != 0 {
            remember(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self), widget: widget)
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collect(under: current, textView: textView)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private func remember(_ view: UnsafeMutablePointer<GtkTextView>, widget: UnsafeMutablePointer<GtkWidget>) {
        guard let buffer = gtk_text_view_get_buffer(view) else { return }
        var selection: (Int32, Int32)?
        var start = GtkTextIter()
        var end = GtkTextIter()
        if gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0 {
            var insert = GtkTextIter()
            var bound = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(buffer, &insert, gtk_text_buffer_get_insert(buffer))
            gtk_text_buffer_get_iter_at_mark(buffer, &bound, gtk_text_buffer_get_selection_bound(buffer))
            selection = (gtk_text_iter_get_offset(&insert), gtk_text_iter_get_offset(&bound))
        }
        // Only a view scrolled away from its first line has a top to keep (the offset is in
        // the text's coordinates, whatever the view's allocation is now).
        var top: UnsafeMutablePointer<GtkTextMark>?
        var visible = GdkRectangle()
        gtk_text_view_get_visible_rect(view, &visible)
        if visible.y > 0 {
            var line = GtkTextIter()
            _ = gtk_text_view_get_iter_at_location(view, &line, 0, visible.y)
            _ = gtk_text_view_backward_display_line_start(view, &line)
            top = gtk_text_buffer_create_mark(buffer, nil, &line, 1)
        }
        guard selection != nil || top != nil else { return }
        kept.append(Kept(view: ObjectReference(sharing: UnsafeMutableRawPointer(view)), selection: selection, top: top))
    }

    /// Selects again what was selected, and scrolls each view so that the line that was at
    /// its top is at its top again. GTK measures a moved view's lines over the next frames and
    /// may clamp its offset meanwhile: the line is put back at the top in each of the next
    /// ``settlingFrames`` frames where it is not. Once: the marks go after.
    package func restore() {
        for position in kept {
            let view = position.view.pointer.assumingMemoryBound(to: GtkTextView.self)
            guard let buffer = gtk_text_view_get_buffer(view) else { continue }
            if let selection = position.selection {
                var insert = GtkTextIter()
                var bound = GtkTextIter()
                gtk_text_buffer_get_iter_at_offset(buffer, &insert, selection.insert)
                gtk_text_buffer_get_iter_at_offset(buffer, &bound, selection.bound)
                gtk_text_buffer_select_range(buffer, &insert, &bound)
            }
            if let top = position.top { settle(view, at: top, buffer: buffer) }
        }
        kept = []
    }

    /// How many frames after a move a view's top line is watched.
    static let settlingFrames = 8

    private func settle(
        _ view: UnsafeMutablePointer<GtkTextView>, at top: UnsafeMutablePointer<GtkTextMark>,
        buffer: UnsafeMutablePointer<GtkTextBuffer>
    ) {
        gtk_text_view_scroll_to_mark(view, top, 0, 1, 0, 0)
        let widget = Widget(sharing: UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self))
        let (viewReference, bufferReference) = (
            ObjectReference(sharing: UnsafeMutableRawPointer(view)),
            ObjectReference(sharing: UnsafeMutableRawPointer(buffer))
        )
        let mark = ObjectReference(sharing: UnsafeMutableRawPointer(top))
        var frames = 0
        widget.runEachFrame { _ in
            let view = viewReference.pointer.assumingMemoryBound(to: GtkTextView.self)
            let buffer = bufferReference.pointer.assumingMemoryBound(to: GtkTextBuffer.self)
            let top = mark.pointer.assumingMemoryBound(to: GtkTextMark.self)
            frames += 1
            guard frames <= Self.settlingFrames, gtk_text_mark_get_deleted(top) == 0 else {
                if gtk_text_mark_get_deleted(top) == 0 { gtk_text_buffer_delete_mark(buffer, top) }
                return false
            }
            if Self.topLine(of: view) != Self.line(of: top, in: buffer) {
                gtk_text_view_scroll_to_mark(view, top, 0, 1, 0, 0)
            }
            return true
        }
    }

    private static func topLine(of view: UnsafeMutablePointer<GtkTextView>) -> Int32 {
        var visible = GdkRectangle()
        gtk_text_view_get_visible_rect(view, &visible)
        var line = GtkTextIter()
        _ = gtk_text_view_get_iter_at_location(view, &line, 0, visible.y)
        return gtk_text_iter_get_line(&line)
    }

    private static func line(
        of mark: UnsafeMutablePointer<GtkTextMark>, in buffer: UnsafeMutablePointer<GtkTextBuffer>
    ) -> Int32 {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, mark)
        return gtk_text_iter_get_line(&iter)
    }

    /// Forgets the positions without putting them back: the marks go.
    package func discard() {
        for position in kept {
            guard let top = position.top else { continue }
            let view = position.view.pointer.assumingMemoryBound(to: GtkTextView.self)
            if let buffer = gtk_text_view_get_buffer(view) { gtk_text_buffer_delete_mark(buffer, top) }
        }
        kept = []
    }
}
