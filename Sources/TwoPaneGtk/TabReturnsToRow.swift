import CGtk

/// Tab or Shift+Tab into a list comes back to the row it left (else the selected row), as
/// in GNOME's lists. GTK 4.8 does so itself (its cursor row); GTK 4.12 and later focus the
/// list's first or last row instead, so there the row is focused again once Tab has brought
/// focus in. Tab is told from other ways in (a click, the app) by a key controller on the
/// window the list is in.
@MainActor
final class TabReturnsToRow {
    private let focus = ObjectReference(owning: UnsafeMutableRawPointer(gtk_event_controller_focus_new()))
    private let windowKeys = EventControllerKey(phase: .capture)
    private var watchesWindow = false
    /// A Tab or Shift+Tab is being handled now.
    private var isTabbing = false

    init(_ list: ListView) {
        guard GtkRuntime.focusesRowOnTab else { return }
        let entered: VoidHandler = { [weak self, weak list] in
            guard let self, let list, self.isTabbing else { return }
            // After GTK has finished moving focus in (at the first or last row).
            MainLoop.afterCurrentEvent { [weak list] in
                guard let list, let target = list.rowLeftByTab ?? list.selectedIndex,
                    list.focusedRow()?.index != target, target.rawValue < list.count
                else { return }
                list.focusRow(target)
            }
        }
        _ = connectSignal(
            focus.pointer, "enter", trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self), handler: entered)
        gtk_widget_add_controller(list.widgetPointer, focus.opaque)
        g_object_ref(focus.pointer)
        windowKeys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self, cgtk_key_tab_direction(keyval, modifiers) != 0 else { return false }
            self.isTabbing = true
            MainLoop.afterCurrentEvent { [weak self] in self?.isTabbing = false }
            return false
        }
        let mapped: VoidHandler = { [weak self, weak list] in
            guard let self, let list, !self.watchesWindow, let root = gtk_widget_get_root(list.widgetPointer) else {
                return
            }
            self.watchesWindow = true
            let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
            gtk_widget_add_controller(window, self.windowKeys.controllerPointer)
            g_object_ref(UnsafeMutableRawPointer(self.windowKeys.controllerPointer))
        }
        _ = connectSignal(
            list.widgetPointer, "map", trampoline: unsafeBitCast(voidTrampoline, to: GCallback.self), handler: mapped)
    }
}
