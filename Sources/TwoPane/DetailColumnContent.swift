import TwoPaneGtk
import TwoPaneModel

/// What the detail column holds: the placeholder or the selected item's detail widget (a new
/// one only for another item, L8, L9; the same item's new value goes to the detail and the
/// pages that are an ``ItemDetail``, L22), and the pages the app pushed on it (drill-down),
/// bottom first, sliding as they come and go. This part builds the column's widgets and alone
/// changes them; ``ColumnStructure`` places, shows and sizes the column itself, and a back
/// swipe asks this part to show a page (``SwipeablePages``).
@MainActor
final class DetailColumnContent<Item: Identifiable & Hashable> where Item.ID: Sendable {
    /// The column: the detail's root page, then the pages pushed on it, sliding as they are
    /// pushed and popped.
    let column = Stack()
    /// The column's root page: holds the placeholder or the selected item's detail.
    let host = Box(.vertical)
    /// "Nothing selected" (L8).
    let placeholder = ContentUnavailableView(.nothingSelected)
    /// What the placeholder says (``TwoPaneSplitLayout/placeholder``): the render shows it.
    var placeholderContent = ContentUnavailable.nothingSelected
    private let makeDetail: @MainActor (Item) -> Widget
    /// An item's title: the header of its collapsed detail page, its page's name.
    let title: @MainActor (Item) -> String
    /// Navigation by value: each value type's page, by the type.
    var destinations: [ObjectIdentifier: DetailDestination<Item>] = [:]
    /// The widgets a detail brings to the column's bars, built with it.
    private let makeItems: (@MainActor (Item) -> ColumnItems)?
    /// The widgets the detail shown now brings, once, for ``ColumnHeaders`` to show: set when
    /// the detail is replaced, taken by the render (``takeNewItems()``).
    private var newItems: ColumnItems??
    /// The detail of several selected items, in a layout that selects several.
    private let makeSeveral: (@MainActor ([Item]) -> Widget)?
    /// The item whose detail widget is shown, and that widget.
    private(set) var shown: (item: Item, widget: Widget)?
    /// The selection of several whose detail is shown (its version).
    private var shownSeveral: Int?
    /// The pages pushed on the detail, bottom first.
    private(set) var pages: [DetailPage] = []
    /// Pages dropped before the render that takes them off the column (``dropPages(above:)``).
    private var dropped: [Widget] = []

    init(
        title: @escaping @MainActor (Item) -> String,
        makeDetail: @escaping @MainActor (Item) -> Widget, makeItems: (@MainActor (Item) -> ColumnItems)?,
        makeSeveral: (@MainActor ([Item]) -> Widget)? = nil
    ) {
        self.title = title
        self.makeDetail = makeDetail
        self.makeItems = makeItems
        self.makeSeveral = makeSeveral
        host.expandsHorizontally = true
        host.expandsVertically = true
        column.addStyleClass("twopane-detail")
        column.expandsHorizontally = true
        column.expandsVertically = true
        column.slidesBetweenPages = true
        column.addPage(host, name: "root")
    }

    /// Whether the column is sliding between pages.
    var isSliding: Bool { column.isTransitionRunning }

    /// Adds a page on top; the next render shows it.
    func push(_ page: Widget, title: String, value: DetailValue? = nil) {
        pages.append(DetailPage(title: title, widget: page, value: value))
    }

    /// The page at the top of the column: the top pushed page, else the root.
    var topPage: Widget { pages.last?.widget ?? host }

    /// The page under the top one, if a page is pushed.
    var pageBelowTop: Widget? {
        guard !pages.isEmpty else { return nil }
        return pages.count >= 2 ? pages[pages.count - 2].widget : host
    }

    /// The header title of the page at `depth` (1 is the first pushed).
    func title(ofPageAt depth: Int) -> String? {
        depth >= 1 && depth <= pages.count ? pages[depth - 1].title : nil
    }

    /// Whether rendering `state` takes away the page `focused` is in, or replaces the detail
    /// it is in: focus must leave first.
    func takesAway(
        _ focused: FocusedWidget, for state: SplitLayoutState<Item.ID>, item: Item?, several: SelectedItems<Item>?
    ) -> Bool {
        let popping =
            (pages.count > state.detailDepth
                && pages[state.detailDepth...].contains { focused.isInside($0.widget) })
            || dropped.contains { focused.isInside($0) }
        return popping || (focused.isInside(host) && willReplace(with: state.detail, item: item, several: several))
    }

    /// Whether showing `content` (`item` is its item, when it is one; `several`, the items
    /// selected in place of the placeholder) replaces the widget the detail column holds now.
    private func willReplace(
        with content: DetailContent<Item.ID>, item: Item?, several: SelectedItems<Item>?
    ) -> Bool {
        switch content {
        case .placeholder:
            if let several, makeSeveral != nil { return shownSeveral != several.version }
            return shown != nil || shownSeveral != nil || !placeholder.isChild(of: host)
        case .item:
            guard let item else { return false }
            return shown?.item.id != item.id
        }
    }

    /// Shows the placeholder, or `item`'s detail: built once per item (L9), and handed the
    /// item's new values while it stays (L22). `several` items selected show their detail
    /// in the placeholder's place, built again when they change.
    func show(_ content: DetailContent<Item.ID>, item: Item?, several: SelectedItems<Item>? = nil) {
        if placeholder.content != placeholderContent { placeholder.content = placeholderContent }
        guard willReplace(with: content, item: item, several: several) else {
            if let item { follow(item) }
            return
        }
        shownSeveral = nil
        switch content {
        case .placeholder:
            host.removeAll()
            if let several, let makeSeveral {
                let detail = makeSeveral(several.items())
                detail.expandsHorizontally = true
                detail.expandsVertically = true
                host.append(detail)
                shownSeveral = several.version
            } else {
                host.append(placeholder)
            }
            shown = nil
            if makeItems != nil { newItems = .some(nil) }
        case .item:
            guard let item else { return }
            let detail = makeDetail(item)
            detail.expandsHorizontally = true
            detail.expandsVertically = true
            host.removeAll()
            host.append(detail)
            shown = (item, detail)
            if let makeItems { newItems = .some(makeItems(item)) }
        }
    }

    /// The shown item has `item` as its new value (the same id): the detail and the pages
    /// pushed on it that follow their item (``ItemDetail``) hear it; nothing is built again.
    private func follow(_ item: Item) {
        guard let (oldValue, widget) = shown, oldValue != item else { return }
        shown = (item, widget)
        for page in [widget] + pages.map(\.widget) {
            (page as? ItemDetail<Item>)?.show(item)
        }
    }

    /// The widgets the detail brings, when it was replaced since the last call: `.some(nil)`
    /// for the placeholder, which brings none; nil when nothing changed.
    func takeNewItems() -> ColumnItems?? {
        defer { newItems = nil }
        return newItems
    }

    /// Drops the pages above `depth` now, before others are pushed in their place in the
    /// same command (a new path); the render takes them off the column.
    func dropPages(above depth: Int) {
        while pages.count > depth { dropped.append(pages.removeLast().widget) }
    }

    /// Keeps the pages in step with the model's depth: a pushed page slides in, the pages
    /// the model popped (Back, another selection) go, and the pages under the top are hidden
    /// for real (L14).
    func showPages(depth: Int) {
        var popped = dropped
        dropped = []
        while pages.count > depth { popped.append(pages.removeLast().widget) }
        let top = topPage
        for page in pages.map(\.widget) where !page.isChild(of: column) {
            page.expandsHorizontally = true
            page.expandsVertically = true
            column.addPage(page)
        }
        top.isVisible = true
        column.visibleChild = top  // slides: a later page in from the trailing edge, an earlier one back
        for page in [host] + pages.map(\.widget) where page !== top {
            page.isVisible = false
        }
        for page in popped { column.removePage(page) }
    }

    /// Names the column's pages for assistive technologies: the root page by the item (or
    /// "Nothing selected"), each pushed page by its title.
    func titlePages(itemTitle: String) {
        column.setTitle(itemTitle, ofPageShowing: host)
        for page in pages { column.setTitle(page.title, ofPageShowing: page.widget) }
    }
}

extension DetailColumnContent: SwipeablePages {
    func revealForSwipe(_ below: Widget, under page: Widget) {
        below.isVisible = true
        column.showWithoutSliding(below)
    }

    func cancelSwipe(showing page: Widget, below: Widget, belowWasVisible: Bool) {
        column.showWithoutSliding(page)
        below.isVisible = belowWasVisible
    }
}

/// A page pushed on the detail, and its title.
struct DetailPage {
    let title: String
    let widget: Widget
    /// The value the page was pushed for (navigation by value), if it was.
    var value: DetailValue? = nil
}

/// Several items selected, for their detail: the selection's version (a new one for each
/// change of it) and its items, read only when the detail is built.
@MainActor
struct SelectedItems<Item> {
    let version: Int
    let items: () -> [Item]
}
