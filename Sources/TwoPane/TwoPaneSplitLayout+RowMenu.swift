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
        get { rowMenus.build }
        set { rowMenus.build = newValue }
    }

    /// Whether a row's menu is open (for tests).
    package var isRowMenuOpen: Bool { rowMenus.isOpen }

    /// Opens the menu of the row `request` names, pointing where it asks; the last one
    /// closes first.
    func openRowMenu(for request: RowMenuRequest) {
        guard let id = id(at: request.index), let item = item(withID: id),
            let popover = rowMenus.open(
                for: item, titled: title(of: item), request: request, on: listColumn.column, in: listColumn.list)
        else { return }
        connectClosing(of: popover, rowID: id)
    }

    /// The menu of `id`'s row closed and has run its item's action: focus goes back to the
    /// row, wherever it is now, as it does in GNOME apps (GTK would leave it on the next
    /// widget after the list).
    func focusRow(ofClosedMenu id: ID) {
        guard layoutState.isShown(.list) else { return }
        let list = listColumn.list
        withOwnHandlersBlocked {
            if let index = layoutState.items.position(of: id) {
                list.focusRow(ShownRowIndex(index))
            } else {
                _ = list.grabFocus()
            }
        }
        noteWhereFocusLanded()
    }
}
