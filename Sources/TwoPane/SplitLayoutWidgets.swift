import TwoPaneGtk
import TwoPaneModel

/// Every widget of a layout by name, for tests and the benchmark: a look-up, not an owner.
/// Each part builds and alone changes its own widgets (docs/ARCHITECTURE.md): the structure
/// its containers and where the columns' pages go, each column part its column's content,
/// the headers part each column's header and bottom bar.
@MainActor
struct SplitLayoutWidgets {
    let root: WidthReportingBin
    let overlay: Overlay
    let outerPaned: Paned
    let paned: Paned
    let columns: [(column: SplitColumn, widget: Widget)]
    /// The collapsed layout's stack: the paneds on its split page.
    let stack: Stack
    private let stackPageShowing: @MainActor (Widget) -> Widget
    private let installedPresentation: @MainActor () -> SplitPresentation?
    private let makeOverlayColumns: @MainActor () -> Box
    let listPart: ListColumn
    let sidebarPart: SidebarColumn?
    let detailColumnStack: Stack
    let detailHost: Box
    let placeholder: ContentUnavailableView
    let headers: ColumnHeaders
    /// The column whose header names where the user is (``SplitLayoutState/headerTitle``).
    private let titled: @MainActor () -> SplitColumn

    init<ID>(
        structure: ColumnStructure<ID>, listPart: ListColumn, sidebarPart: SidebarColumn?, detailColumnStack: Stack,
        detailHost: Box, placeholder: ContentUnavailableView, headers: ColumnHeaders,
        titledColumn: @escaping @MainActor () -> SplitColumn
    ) {
        (root, overlay, outerPaned, paned) = (structure.root, structure.overlay, structure.outerPaned, structure.paned)
        columns = structure.columns
        stack = structure.stack
        stackPageShowing = { structure.stackPage(showing: $0) }
        installedPresentation = { structure.installedPresentation }
        makeOverlayColumns = { structure.overlayColumns }
        (self.listPart, self.sidebarPart, self.detailColumnStack) = (listPart, sidebarPart, detailColumnStack)
        (self.detailHost, self.placeholder, self.headers) = (detailHost, placeholder, headers)
        titled = titledColumn
    }

    /// The column whose header names where the user is (``SplitLayoutState/headerTitle``).
    var titledColumn: SplitColumn { titled() }

    /// The page (header, content, bottom bar) of `column`.
    private func page(_ column: SplitColumn) -> Widget? { headers.page(of: column)?.view }

    /// The collapsed layout's stack if it is in the window.
    private var installedStack: Stack? { stack.isInside(root) ? stack : nil }
    /// Whether the columns are shown one at a time: the stack in the window, collapsed.
    var isCollapsed: Bool { installedPresentation()?.isStacked == true && installedStack != nil }
    /// Whether `column` (a column's page) is in the stack in the window: on its own page, or
    /// in the paneds on the split page.
    func isOnStack(_ column: Widget) -> Bool { installedStack.map(column.isInside) ?? false }
    /// The collapsed stack's page that shows `column` (a column's page): its own page, or
    /// the split page while the column is in the paneds.
    func stackPage(_ column: Widget) -> Widget { stackPageShowing(column) }
    /// Whether the collapsed stack shows `column` (a column's page).
    func stackShows(_ column: Widget) -> Bool {
        isCollapsed && column.isVisible && installedStack?.visibleChild.map(column.isInside) == true
    }
    /// The box of columns drawn over the others, made now if it was not.
    var overlayColumns: Box { makeOverlayColumns() }
    /// The sidebar column's page, as the structure places it.
    var sidebarColumn: Widget? { page(.sidebar) }
    var sidebarList: ListView? { sidebarPart?.list }
    /// The list column's page, as the structure places it.
    var listColumn: Widget { page(.list) ?? listPart.column }
    var listScroller: ScrolledWindow { listPart.scroller }
    var list: ListView { listPart.list }
    var searchEntry: SearchEntry? { listPart.searchEntry }
    var searchSpinner: Spinner { listPart.searchSpinner }
    /// What the list column shows instead of its rows: "No results", or the app's state.
    var unavailable: ContentUnavailableView { listPart.unavailable }
    /// The detail column's page, as the structure places it.
    var detailColumn: Widget { page(.detail) ?? detailColumnStack }
    /// The detail column's stack of pages: the root page, then the pushed ones.
    var detailPages: Stack { detailColumnStack }
    /// The header bar of `column`.
    func headerBar(of column: SplitColumn) -> HeaderBar? { headers.page(of: column)?.bar }
    /// The title of the header that names where the user is (``titledColumn``).
    var titleLabel: Label { headers.page(of: titledColumn)?.title ?? Label() }
    /// Which of the window's controls `column`'s header shows.
    func windowControls(of column: SplitColumn) -> WindowControls { headers.windowControls[column] ?? [] }

    /// The title of `column`'s header.
    func title(of column: SplitColumn) -> String? { headers.page(of: column)?.title.text }
    var backButton: Button { headers.backButton }
    var sidebarToggle: ToggleButton { headers.sidebarToggle }
}
