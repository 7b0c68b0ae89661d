import Glibc

/// What the GTK the app runs on does, where versions differ, told from GTK's table of
/// symbols rather than by asking GTK its version. `gtk_get_minor_version` lies in a part of
/// GTK's code that nothing else before the first frame runs, and the kernel maps 64 KiB of a
/// library around the first call into such a part (its fault-around): 0.2 MiB of GTK resident
/// at start-up with the text view's type (``TextPositions``). The dynamic loader has read
/// GTK's symbol table already.
package enum GtkRuntime {
    /// Whether lists give a row focus when Tab enters them (GTK 4.12 or later, the first with
    /// `gtk_list_view_set_tab_behavior`), where 4.8 gives focus to the list's cursor row.
    package static let focusesRowOnTab = dlsym(nil, "gtk_list_view_set_tab_behavior") != nil
}
