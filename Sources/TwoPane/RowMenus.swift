import TwoPaneGtk

/// The menu on each row (``TwoPaneSplitLayout/rowMenu``): the app's builder, and the one
/// menu open now. A closed menu stays on the list, hidden, until the next one replaces it:
/// freed right after it closed, GTK 4.8 could still reach it.
@MainActor
final class RowMenus<Item> {
    /// Builds the menu of a row's item (nil: that row has none).
    var build: (@MainActor (Item) -> Menu?)?
    /// The last menu opened, open or closed since.
    private var last: PopoverMenu?

    /// Whether a row's menu is open.
    var isOpen: Bool { last?.isOpen ?? false }

    /// Opens `item`'s menu on `list`, in `column`, pointing where `request` asks; the last
    /// menu closes and leaves the list first. Returns the menu, for its closing to be
    /// connected, or nil if the item has no menu.
    func open(
        for item: Item, titled title: String, request: RowMenuRequest, on column: Box, in list: ListView
    ) -> PopoverMenu? {
        guard let build, let menu = build(item) else { return nil }
        last?.popdown()
        last?.detach()
        let popover = PopoverMenu(menu, accessibleLabel: title)
        last = popover
        popover.popup(
            on: column, pointingAt: request.x, request.y, width: request.width, height: request.height, in: list)
        return popover
    }
}
