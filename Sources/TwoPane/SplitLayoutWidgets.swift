import TwoPaneGtk
import TwoPaneModel

/// Every widget a split layout is made of. They are created once and moved, never rebuilt:
/// the list and detail columns go between the paned (side by side) and the stack (collapsed).
/// What the first frame may not show is made the first time it is needed: the stack (the
/// first collapse), the box of columns drawn over the others, and a back swipe's image.
@MainActor
final class SplitLayoutWidgets {
    /// The layout's root: reports the allocated width.
    let root = WidthReportingBin()
    /// The root's child: the paneds side by side, with the columns that do not fit drawn over
    /// them; or the stack, collapsed. A back swipe's page image is drawn over either.
    let overlay = Overlay()
    /// The columns drawn over the others (prominent detail, or too little room), at the
    /// leading edge; dismissed by Escape or a click outside. Made the first time a column is
    /// drawn over the others.
    private(set) var builtOverlayColumns: Box?
    let dismissGesture = GestureClick(button: 1, beforeChildren: true)
    /// Three columns: the sidebar beside the list-and-detail paned.
    let outerPaned = Paned()
    /// The list column beside the detail column.
    let paned = Paned()
    /// Collapsed: one column at a time, sliding as the user goes deeper or back. Made the
    /// first time the layout collapses: a window that stays wide never has one.
    private(set) var builtStack: Stack?
    /// The page a back swipe drags, drawn over the page it goes back to; made by the first
    /// swipe.
    private(set) lazy var slidingPage: SlidingPageImage = {
        let image = SlidingPageImage()
        overlay.addOverlay(image)
        return image
    }()
    /// Three columns: the sidebar column (a scrolled list of the sidebar's rows).
    let sidebarColumn: ScrolledWindow?
    let sidebarList: ListView?
    /// The list column: the search field (when the layout searches), then the list in a
    /// scrolled window, or "No results".
    let listColumn = Box(.vertical)
    let listScroller = ScrolledWindow()
    let list: ListView
    /// The search field at the top of the list column, if the layout searches.
    let searchEntry: SearchEntry?
    /// Shown instead of the list when a search matches nothing.
    let noResults = Label(localized("No results"))
    /// The detail column: the detail's root page, then the pages pushed on it (drill-down),
    /// sliding as they are pushed and popped.
    let detailColumn = Stack()
    /// The detail column's root page: holds the placeholder or the selected item's detail.
    let detailHost = Box(.vertical)
    let placeholder: Box

    /// The columns in navigation order: the sidebar (three columns), the list, the detail.
    let columns: [(column: SplitColumn, widget: Widget)]
    /// Each part keyboard focus can be in, with everything that counts as inside it, in the
    /// order a focused widget is looked up.
    let focusRegions: [(target: FocusTarget, region: Widget)]

    let headerBar = HeaderBar()
    let titleLabel = Label()
    let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: localized("Back"))
    let sidebarToggle = ToggleButton(iconName: "sidebar-show-symbolic", accessibleLabel: localized("Show Sidebar"))
    let backGesture = GestureClick(button: 8)
    /// Two-finger touchpad scrolls: a sideways one toward the trailing edge is a back swipe.
    let swipeScroll = EventControllerScroll()

    init(
        title: String, list: ListView, sidebar: SplitSidebar?, configuration: SplitLayoutConfiguration,
        searchPlaceholder: String?
    ) {
        self.list = list
        if let sidebar {
            let sidebarList = ListView(count: sidebar.rowTitles.count) { position in
                Self.makeSidebarRow(sidebar.rowTitle(at: position) ?? "")
            }
            sidebarList.setAccessibleLabel(sidebar.title)
            sidebarList.addStyleClass("navigation-sidebar")
            let sidebarColumn = ScrolledWindow()
            sidebarColumn.child = sidebarList
            sidebarColumn.setSizeRequest(width: configuration.sidebarColumn.min)
            sidebarColumn.addStyleClass("twopane-sidebar-column")
            sidebarColumn.expandsVertically = true
            (self.sidebarList, self.sidebarColumn) = (sidebarList, sidebarColumn)
        } else {
            (sidebarList, sidebarColumn) = (nil, nil)
        }
        overlay.addController(dismissGesture)
        root.child = overlay
        list.setAccessibleLabel(title)
        listScroller.child = list
        listScroller.expandsVertically = true
        searchEntry = searchPlaceholder.map(SearchEntry.init(placeholder:))
        if let searchEntry {
            searchEntry.setMargins(6)
            listColumn.append(searchEntry)
        }
        listColumn.append(listScroller)
        noResults.addStyleClass("dim-label")
        noResults.expandsVertically = true
        noResults.isVisible = false
        listColumn.append(noResults)
        listColumn.setSizeRequest(width: configuration.listColumn.min)
        listColumn.addStyleClass("twopane-sidebar")

        detailHost.expandsHorizontally = true
        detailHost.expandsVertically = true
        detailColumn.setSizeRequest(width: configuration.minimumDetailWidth)
        detailColumn.addStyleClass("twopane-detail")
        detailColumn.expandsHorizontally = true
        detailColumn.expandsVertically = true
        detailColumn.slidesBetweenPages = true
        detailColumn.reportsTransitionsAsBusy()
        detailColumn.addPage(detailHost, name: "root")
        placeholder = Self.makePlaceholder()

        paned.position = configuration.listWidth
        root.addController(backGesture)
        root.addController(swipeScroll)

        titleLabel.addStyleClass("title")
        titleLabel.ellipsizeAtEnd()
        headerBar.titleWidget = titleLabel
        backButton.tooltip = localized("Back")
        sidebarToggle.tooltip = localized("Show Sidebar (F9)")
        headerBar.packStart(backButton)
        headerBar.packStart(sidebarToggle)

        let sidebarColumns: [(SplitColumn, Widget)] = sidebarColumn.map { [(.sidebar, $0)] } ?? []
        columns = sidebarColumns + [(.list, listColumn), (.detail, detailColumn)]
        let sidebarRegions: [(FocusTarget, Widget)] = sidebarColumn.map { [(.sidebar, $0)] } ?? []
        focusRegions =
            [(.list, listColumn)] + sidebarRegions
            + [(.detail, detailColumn), (.backButton, backButton), (.sidebarToggle, sidebarToggle)]
    }

    /// The stack of a collapsed layout, made now if it was not.
    var stack: Stack {
        if let builtStack { return builtStack }
        let stack = Stack()
        stack.slidesBetweenPages = true
        stack.reportsTransitionsAsBusy()
        builtStack = stack
        return stack
    }

    /// Whether the collapsed layout's stack is sliding between pages.
    var isStackSliding: Bool { builtStack?.isTransitionRunning ?? false }

    /// The box of columns drawn over the others, made now if it was not.
    var overlayColumns: Box {
        if let builtOverlayColumns { return builtOverlayColumns }
        let box = Box(.horizontal)
        box.align(horizontal: .start)
        box.expandsVertically = true
        box.addStyleClass("twopane-overlay")
        box.isVisible = false
        // Under a back swipe's image, if there is one (the two are never shown together).
        overlay.addOverlay(box)
        builtOverlayColumns = box
        return box
    }

    /// A sidebar row: its title, padded like a navigation sidebar's.
    private static func makeSidebarRow(_ title: String) -> Widget {
        let label = Label(title)
        label.horizontalTextAlignment = 0
        label.ellipsizeAtEnd()
        label.setMargins(10)
        return label
    }

    /// "Nothing selected" with the sidebar icon (L8).
    private static func makePlaceholder() -> Box {
        let box = Box(.vertical, spacing: 12)
        box.align(horizontal: .center, vertical: .center)
        box.expandsHorizontally = true
        box.expandsVertically = true
        let icon = Image(iconName: "sidebar-show-symbolic", pixelSize: 64)
        icon.addStyleClass("dim-label")
        let label = Label(localized("Nothing selected"))
        label.addStyleClass("twopane-placeholder-title")
        label.addStyleClass("dim-label")
        box.append(icon)
        box.append(label)
        box.addStyleClass("twopane-placeholder")
        return box
    }
}
