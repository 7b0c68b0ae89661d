import CGtk
import TwoPaneGtk

/// Lets the X server's answers to earlier claims of its primary selection arrive and be
/// handled. Selecting text claims the primary selection, and the server's clear of an earlier
/// claim (another text view of this process, a test before) can come after a new selection
/// was made and deselect it: a test that selects, then acts on the selection, lets the claims
/// settle, then selects again (which claims nothing new).
///
/// ```swift
/// try XInput.press(["ctrl+a"], in: window)
/// settlePrimarySelection(of: editor)
/// editor.selectedRange = 0..<editor.text.count
/// ```
@MainActor
public func settlePrimarySelection(of widget: Widget) {
    widget.withUnsafeWidgetPointer { gdk_display_sync(gtk_widget_get_display($0)) }
    MainLoop.drain()
}
