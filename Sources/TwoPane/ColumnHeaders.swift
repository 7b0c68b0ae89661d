import TwoPaneGtk
import TwoPaneModel

/// Where an app's widget goes in a column's header or bottom bar.
public enum BarPlacement: Sendable {
    /// At the start (left in left-to-right text), after the layout's own Back and toggle.
    case leading
    /// At the end, before the primary menu.
    case trailing
}

/// Every column's header and bottom bar (L20), around the column's content: each column's
/// page, which ``ColumnStructure`` places. This part builds the headers and bars and alone
/// changes them; the one Back button, the one sidebar toggle and the app's primary menu move
/// to the header that shows them, the app's own widgets stay in their column's bars (moved
/// with the column, never rebuilt).
@MainActor
final class ColumnHeaders {
    /// A column's page: its header, its content, its bottom bar.
    struct Page {
        let view: Widget
        let bar: HeaderBar
        let title: Label
        /// Holds Back and the toggle when this header shows them: first at the start.
        let navigation: Box
        /// Holds the primary menu when this header shows it: last at the end.
        let menuSlot: Box
        /// The window's controls at the start and at the end of the bar, each shown when the
        /// header has them (L20): shown and hidden, never rebuilt, as a crossing moves them.
        let startButtons: WindowButtons
        let endButtons: WindowButtons
        let bottom: ColumnBottomBar
    }

    /// Each column's page, in navigation order.
    let pages: [(column: SplitColumn, page: Page)]
    let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: localized("Back"))
    let sidebarToggle = ToggleButton(iconName: "sidebar-show-symbolic", accessibleLabel: localized("Show Sidebar"))
    /// The window's title bar: hidden, so GTK draws none and the headers in the columns are
    /// the window's title bars.
    let windowTitlebar = Box(.horizontal)
    /// The app's primary menu, on the trailing-most header from the next render.
    var primaryMenu: Widget?
    /// The primary menu the headers hold now.
    private var placedPrimaryMenu: Widget?
    /// The sidebar toggle as an action (``TwoPaneSplitLayout/showSidebarAction``).
    let sidebarAction = Action(name: "show-sidebar", isOn: true)
    /// The window's controls each column's header shows (the ends the desktop puts none at
    /// stay hidden).
    private(set) var windowControls: [SplitColumn: WindowControls] = [:]
    /// The box each moving widget (Back, the toggle, the primary menu) is in now.
    private var homes: [ObjectIdentifier: Box] = [:]
    /// The widgets the detail's builder gave for the item shown (``show(detailItems:)``).
    private var detailItems: [(widget: Widget, placement: BarPlacement, inBottomBar: Bool)] = []

    /// Headers and bottom bars around each column's `content`.
    init(columns: [(column: SplitColumn, content: Widget)]) {
        pages = columns.map { column, content in (column, Self.makePage(around: content)) }
        backButton.tooltip = localized("Back")
        sidebarToggle.tooltip = localized("Show Sidebar (F9)")
        windowTitlebar.isVisible = false
    }

    /// The page of `column`.
    func page(of column: SplitColumn) -> Page? { pages.first { $0.column == column }?.page }

    /// Shows each column's header as `headers` says (nil: the column is not on screen): its
    /// title from `title`, and its share of the window's controls (the desktop's decoration
    /// layout says which controls are at each end).
    func show(_ headers: [SplitColumn: ColumnHeader<some Hashable & Sendable>], title: (SplitColumn) -> String) {
        if placedPrimaryMenu !== primaryMenu {
            if let old = placedPrimaryMenu { homes.removeValue(forKey: ObjectIdentifier(old))?.remove(old) }
            placedPrimaryMenu = primaryMenu
        }
        // Whether any shown header has Back, the toggle: read in the loop over the pages (every
        // header's column has one), not from the dictionary's values, whose generic search asks
        // the runtime for a conformance (a scan of every conformance in the executable).
        var backButtonShown = false
        var sidebarToggleShown = false
        for (column, page) in pages {
            guard let header = headers[column] else {
                windowControls[column] = nil
                continue
            }
            let text = title(column)
            page.title.text = text
            page.title.isVisible = !text.isEmpty  // an empty label would be read as "GtkLabel"
            let controls = header.windowControls
            windowControls[column] = controls
            // An end the desktop puts no control at stays hidden: GTK 4.18 warns measuring it.
            page.startButtons.isVisible = controls.contains(.leading) && !page.startButtons.isEmpty
            page.endButtons.isVisible = controls.contains(.trailing) && !page.endButtons.isEmpty
            backButtonShown = backButtonShown || header.showsBackButton
            sidebarToggleShown = sidebarToggleShown || header.showsSidebarToggle
            if header.showsBackButton { move(backButton, into: page.navigation, first: true) }
            if header.showsSidebarToggle { move(sidebarToggle, into: page.navigation, first: false) }
            if controls.contains(.trailing), let primaryMenu { move(primaryMenu, into: page.menuSlot, first: false) }
        }
        backButton.isVisible = backButtonShown
        sidebarToggle.isVisible = sidebarToggleShown
        markSidebarPane(sideBySide: headers.count > 1)
    }

    /// The platform's sidebar pane style on the leading column while it is beside another,
    /// as libadwaita's split views give it (not on a page of a collapsed layout).
    private func markSidebarPane(sideBySide: Bool) {
        guard let paneClass = PlatformStyle.current?.sidebarPaneStyleClass, let leading = pages.first else { return }
        if sideBySide {
            leading.page.view.addStyleClass(paneClass)
        } else {
            leading.page.view.removeStyleClass(paneClass)
        }
    }

    /// Back and the toggle, where showing `headers` moves them to another header. Focused, a
    /// moved one would keep GTK's focus while assistive technologies lose the object they
    /// knew for it: focus leaves it first and comes back, one focus change a screen reader
    /// reads (the second F9 was silent).
    func controlsMoving(for headers: [SplitColumn: ColumnHeader<some Hashable & Sendable>]) -> [Widget] {
        var moving: [Widget] = []
        for (column, page) in pages {
            guard let header = headers[column] else { continue }
            if header.showsBackButton, backButton.hasParent, !backButton.isChild(of: page.navigation) {
                moving.append(backButton)
            }
            if header.showsSidebarToggle, sidebarToggle.hasParent, !sidebarToggle.isChild(of: page.navigation) {
                moving.append(sidebarToggle)
            }
        }
        return moving
    }

    /// Sets the sidebar toggle's state, and its action's: disabled while the toggle is not
    /// offered (collapsed, L11).
    func showLeadingColumn(_ visible: Bool, toggleOffered: Bool) {
        sidebarToggle.isActive = visible
        sidebarAction.isOn = visible
        sidebarAction.isEnabled = toggleOffered
    }

    /// Adds the app's `item` to `column`'s header, or its bottom bar.
    func add(_ item: Widget, to column: SplitColumn, placement: BarPlacement, inBottomBar: Bool) {
        guard let page = page(of: column) else { return }
        place(item, in: page, placement: placement, inBottomBar: inBottomBar)
    }

    /// The detail's own widgets for the item shown: the last item's go, these come.
    func show(detailItems items: ColumnItems?) {
        guard let page = page(of: .detail) else { return }
        for (widget, _, inBottomBar) in detailItems {
            if inBottomBar { page.bottom.remove(widget) } else { page.bar.remove(widget) }
        }
        detailItems = []
        if let items {
            for widget in items.leading { detailItems.append((widget, .leading, false)) }
            for widget in items.trailing { detailItems.append((widget, .trailing, false)) }
            for widget in items.bottom { detailItems.append((widget, .leading, true)) }
            for (widget, placement, inBottomBar) in detailItems {
                place(widget, in: page, placement: placement, inBottomBar: inBottomBar)
            }
        }
        page.bottom.hideIfEmpty()
    }

    private func place(_ item: Widget, in page: Page, placement: BarPlacement, inBottomBar: Bool) {
        if inBottomBar {
            page.bottom.pack(item, atStart: placement == .leading)
        } else if placement == .leading {
            page.bar.packStart(item)
        } else {
            page.bar.packEnd(item)
        }
    }

    /// Moves `widget` into `box` unless it is there: first or last of its children.
    private func move(_ widget: Widget, into box: Box, first: Bool) {
        guard !widget.isChild(of: box) else { return }
        homes[ObjectIdentifier(widget)]?.remove(widget)
        if first { box.prepend(widget) } else { box.append(widget) }
        homes[ObjectIdentifier(widget)] = box
    }

    private static func makePage(around content: Widget) -> Page {
        let bar = HeaderBar()
        let title = Label()
        title.addStyleClass("title")
        title.ellipsizeAtEnd()
        bar.titleWidget = title
        bar.showsWindowControls = false
        let (startButtons, endButtons) = (WindowButtons(.start), WindowButtons(.end))
        let navigation = Box(.horizontal, spacing: 6)
        let menuSlot = Box(.horizontal)
        bar.packStart(startButtons)
        bar.packStart(navigation)
        bar.packEnd(endButtons)
        bar.packEnd(menuSlot)
        content.expandsVertically = true
        let view: Widget
        let bottom: ColumnBottomBar
        if let platform = PlatformStyle.current,
            let platformPage = platform.makeColumnPage(header: bar, content: content)
        {
            view = platformPage
            bottom = ColumnBottomBar { platform.addBottomBar($0, toColumnPage: platformPage) }
        } else {
            let box = Self.stacked([bar, content])
            view = box
            bottom = ColumnBottomBar { box.append($0) }
        }
        view.addStyleClass("twopane-column-page")
        return Page(
            view: view, bar: bar, title: title, navigation: navigation, menuSlot: menuSlot,
            startButtons: startButtons, endButtons: endButtons, bottom: bottom)
    }
}

extension ColumnHeaders {
    /// A vertical box of `parts`, top to bottom: a column's page in GTK's own look.
    fileprivate static func stacked(_ parts: [Widget]) -> Box {
        let box = Box(.vertical)
        for part in parts { box.append(part) }
        return box
    }
}

/// The widgets a detail brings for its item (built with it, gone with it): at either end of
/// the detail column's header, and in its bottom bar.
public struct ColumnItems {
    /// At the header's start.
    public var leading: [Widget]
    /// At the header's end.
    public var trailing: [Widget]
    /// In the bottom bar, from its start.
    public var bottom: [Widget]

    /// Widgets for the detail's header and bottom bar.
    public init(leading: [Widget] = [], trailing: [Widget] = [], bottom: [Widget] = []) {
        self.leading = leading
        self.trailing = trailing
        self.bottom = bottom
    }
}

extension HeaderTitle {
    /// The column whose header shows this title.
    var column: SplitColumn {
        switch self {
        case .sidebar: .sidebar
        case .list, .sidebarItem: .list
        case .item, .detailPage: .detail
        }
    }
}
