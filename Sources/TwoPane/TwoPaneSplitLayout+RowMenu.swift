import TwoPaneGtk
import TwoPaneModel

/// A menu on each row, as GNOME apps have them: opened by a right-click or a long press at
/// the pointer, by Shift+F10 or the Menu key at the focused row. Its items activate the
/// app's actions with the row's item id as their target, so a menu open while the rows
/// change still acts on its own item. Escape closes it and focus goes back to the row.
extension TwoPaneSplitLayout {
    /// Builds the menu of a row's item when the user asks for it (`nil`: that row has none).
    ///
    /// ```swift
    /// let favourite = Action(name: "favourite", parameter: .text)
    /// favourite.onActivate(withText: { id in print("\(id) is a favourite") })
    /// window.addActions([favourite], prefix: "trail")
    /// layout.rowMenu = { trail in
    ///     Menu().appending("Add to Favourites", action: "trail.favourite", target: trail.name)
    /// }
    /// ```
    public var rowMenu: (@MainActor (Item) -> Menu?)? {
        get { rowMenuBuilder }
        set { rowMenuBuilder = newValue }
    }

    /// Whether a row's menu is open (for tests).
    package var isRowMenuOpen: Bool { openRowMenu?.isOpen ?? false }

    /// Opens the menu of the row `request` names, pointing where it asks; the last one
    /// closes first.
    func openRowMenu(for request: RowMenuRequest) {
        guard let build = rowMenuBuilder, let id = id(at: request.index), let item = item(withID: id),
            let menu = build(item)
        else { return }
        // The last menu, closed since, leaves the list now, outside any of its own signals.
        openRowMenu?.popdown()
        openRowMenu?.detach()
        let popover = PopoverMenu(menu, accessibleLabel: title(of: item))
        connectClosing(of: popover, rowID: id)
        openRowMenu = popover
        popover.popup(
            on: listColumn.column, pointingAt: request.x, request.y, width: request.width, height: request.height,
            in: listColumn.list)
    }

    /// The menu of `id`'s row closed (an item chosen, Escape, a click outside, which the
    /// menu takes): once the item has run its action, focus goes back to the row, wherever
    /// it is now, as it does in GNOME apps (GTK would leave it on the next widget after the
    /// list).
    func rowMenuClosed(id: ID) {
        // The closed menu stays on the list, hidden, until the next one replaces it: freed
        // right after it closed, GTK 4.8 could still reach it.
        MainLoop.whenIdle { [weak self] in
            guard let self, self.layoutState.isShown(.list) else { return }
            let list = self.listColumn.list
            if let index = self.layoutState.items.position(of: id) {
                list.focusRow(ShownRowIndex(index))
            } else {
                _ = list.grabFocus()
            }
        }
    }
}
