import CGtk

extension Widget {
    /// Makes `actions` reachable as `<prefix>.<name>` from this widget and everything in it
    /// (its menus, its buttons' `action-name`s), as an application window's are as
    /// `win.<name>`. Give them to the window, or to a widget before anything is put in it:
    /// GTK 4.8 does not find actions given to a widget after its descendants looked for
    /// some (measured: a paned under a box given actions later never reaches them).
    ///
    /// ```swift
    /// let star = Action(name: "star", parameter: .integer)
    /// star.onActivate(withInteger: { id in print("star \(id)") })
    /// window.addActions([star], prefix: "row")   // a menu item's action: "row.star"
    /// ```
    public func addActions(_ actions: [Action], prefix: String) {
        let group = g_simple_action_group_new()!
        for action in actions {
            g_action_map_add_action(cgtk_action_map(UnsafeMutableRawPointer(group)), action.actionPointer)
        }
        gtk_widget_insert_action_group(widgetPointer, prefix, cgtk_action_group(UnsafeMutableRawPointer(group)))
        g_object_unref(UnsafeMutableRawPointer(group))
    }
}
