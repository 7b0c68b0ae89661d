import TwoPaneGtk
import TwoPaneModel

/// Every widget a split layout is made of. They are created once and moved, never rebuilt:
/// the list and detail columns go between the paned (side by side) and the stack (collapsed).
@MainActor
final class SplitLayoutWidgets {
    /// The layout's root: reports the allocated width.
    let root = WidthReportingBin()
    let paned = Paned()
    let stack = Stack()
    /// The list column: the search field (when the layout searches), then the list in a
    /// scrolled window, or "No results".
    let listColumn = Box(.vertical)
    let listScroller = ScrolledWindow()
    let list: ListView
    /// The search field at the top of the list column, if the layout searches.
    let searchEntry: SearchEntry?
    /// Shown instead of the list when a search matches nothing.
    let noResults = Label("No results")
    /// The detail column: the detail's root page, then the pages pushed on it (drill-down),
    /// sliding as they are pushed and popped.
    let detailColumn = Stack()
    /// The detail column's root page: holds the placeholder or the selected item's detail.
    let detailHost = Box(.vertical)
    let placeholder: Box

    let headerBar = HeaderBar()
    let titleLabel = Label()
    let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: "Back")
    let sidebarToggle = ToggleButton(iconName: "sidebar-show-symbolic", accessibleLabel: "Show Sidebar")
    let backGesture = GestureClick(button: 8)

    init(title: String, list: ListView, configuration: SplitLayoutConfiguration, searchPlaceholder: String?) {
        self.list = list
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
        detailColumn.addPage(detailHost, name: "root")
        placeholder = Self.makePlaceholder()

        paned.position = configuration.listWidth
        root.addController(backGesture)

        titleLabel.addStyleClass("title")
        titleLabel.ellipsizeAtEnd()
        headerBar.titleWidget = titleLabel
        backButton.tooltip = "Back"
        sidebarToggle.tooltip = "Show Sidebar (F9)"
        headerBar.packStart(backButton)
        headerBar.packStart(sidebarToggle)
    }

    /// "Nothing selected" with the sidebar icon (L8).
    private static func makePlaceholder() -> Box {
        let box = Box(.vertical, spacing: 12)
        box.align(horizontal: .center, vertical: .center)
        box.expandsHorizontally = true
        box.expandsVertically = true
        let icon = Image(iconName: "sidebar-show-symbolic", pixelSize: 64)
        icon.addStyleClass("dim-label")
        let label = Label("Nothing selected")
        label.setMarkup("<span size=\"x-large\" weight=\"bold\">Nothing selected</span>")
        label.addStyleClass("dim-label")
        box.append(icon)
        box.append(label)
        box.addStyleClass("twopane-placeholder")
        return box
    }
}
