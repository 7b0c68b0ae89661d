import TwoPaneGtk
import TwoPaneModel

/// Every widget of a layout by name, for tests and the benchmark: a look-up, not an owner.
/// Each part builds and alone changes its own widgets (docs/ARCHITECTURE.md): the structure
/// its containers, each column part its column's content, the header part the header.
@MainActor
struct SplitLayoutWidgets {
    let root: WidthReportingBin
    let overlay: Overlay
    let outerPaned: Paned
    let paned: Paned
    let columns: [(column: SplitColumn, widget: Widget)]
    private let makeStack: @MainActor () -> Stack
    private let makeOverlayColumns: @MainActor () -> Box
    let listPart: ListColumn
    let sidebarPart: SidebarColumn?
    let detailColumnStack: Stack
    let detailHost: Box
    let placeholder: Box
    let header: HeaderControls

    init<ID>(
        structure: ColumnStructure<ID>, listPart: ListColumn, sidebarPart: SidebarColumn?, detailColumnStack: Stack,
        detailHost: Box, placeholder: Box, header: HeaderControls
    ) {
        (root, overlay, outerPaned, paned) = (structure.root, structure.overlay, structure.outerPaned, structure.paned)
        columns = structure.columns
        makeStack = { structure.stack }
        makeOverlayColumns = { structure.overlayColumns }
        (self.listPart, self.sidebarPart, self.detailColumnStack) = (listPart, sidebarPart, detailColumnStack)
        (self.detailHost, self.placeholder, self.header) = (detailHost, placeholder, header)
    }

    /// The collapsed layout's stack, made now if it was not.
    var stack: Stack { makeStack() }
    /// The box of columns drawn over the others, made now if it was not.
    var overlayColumns: Box { makeOverlayColumns() }
    var sidebarColumn: ScrolledWindow? { sidebarPart?.column }
    var sidebarList: ListView? { sidebarPart?.list }
    var listColumn: Box { listPart.column }
    var listScroller: ScrolledWindow { listPart.scroller }
    var list: ListView { listPart.list }
    var searchEntry: SearchEntry? { listPart.searchEntry }
    var noResults: Label { listPart.noResults }
    var detailColumn: Stack { detailColumnStack }
    var headerBar: HeaderBar { header.bar }
    var titleLabel: Label { header.titleLabel }
    var backButton: Button { header.backButton }
    var sidebarToggle: ToggleButton { header.sidebarToggle }
}
