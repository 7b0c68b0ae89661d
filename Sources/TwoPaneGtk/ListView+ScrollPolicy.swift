import CGtk

/// Where the list scrolls: to a row the app names, and back to its very top after a change of
/// its rows that would have moved it down from there. Anywhere else the rows the user reads
/// stay under the same pixels through a change, as GTK keeps them.
extension ListView {
    /// Scrolls so the row shown at `index` is in view; an index past the shown rows does
    /// nothing.
    public func scrollToRow(_ index: ShownRowIndex) {
        guard index.rawValue >= 0, index.rawValue < count else { return }
        _ = cgtk_list_view_scroll_to(widgetPointer, UInt32(index.rawValue))
    }

    /// A change of the rows begins (`outermost`: no other is under way); `keepingTheTop`: a
    /// change of the rows themselves, not of which are shown, which asks for the very top to
    /// stay in view (``keepTheTopIfAsked()``).
    func rowChangeBegins(outermost: Bool, keepingTheTop: Bool) {
        if outermost { topKeeping.changeBegins(atTop: scrollPosition.offset == 0) }
        if keepingTheTop { topKeeping.ask() }
    }

    /// At the end of the outermost change of the rows: a list that was scrolled to its very
    /// top when the change began stays there, its first row now at the top, if a change of
    /// the rows themselves asked for it (``replaceRows(at:removing:adding:)``): rows inserted
    /// at the top (mail arriving in an inbox read from the top) show there, where GTK 4.8
    /// keeps the row it anchors the view on in place, and a list once shorter than its view
    /// is anchored on its last row, which scrolled it down to its end.
    func keepTheTopIfAsked() {
        // GTK warns when a list that is not on screen is scrolled.
        guard topKeeping.keepsTop, count > 0, isMapped else { return }
        _ = cgtk_list_view_scroll_to(widgetPointer, 0)
    }
}
