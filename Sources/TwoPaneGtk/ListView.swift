import CGtk
import CTwoPaneWidgets

/// A scrolling list of rows built on demand, with a selection of one row (or of several)
/// GTK reports to assistive technologies.
///
/// Rows are identified by position. The list asks `rowContent(position)` for a row's
/// widget when the row scrolls into view (GTK recycles row containers), so only the
/// visible rows exist. The selection model is a `GtkSingleSelection` that starts empty
/// and can be emptied again, or a `GtkMultiSelection` (``selectsMultipleRows``).
///
/// Rows change in place: ``replaceRows(at:removing:adding:)`` tells GTK exactly which
/// positions changed, and the rows around them keep their widgets, the scroll position and
/// focus; ``reloadRows(at:)`` rebuilds the widgets of rows whose item changed.
///
/// A filterable list can show only some rows (``showOnlyRows(at:)``): a search's matches.
/// So the list counts its rows in two ways, each a type of its own: `rowContent`,
/// ``replaceRows(at:removing:adding:)``, ``reloadRows(at:)`` and ``focusedRowPosition`` name
/// a row by its ``RowPosition`` among all the rows, while the selection, activation, clicks,
/// focus, scrolling and ``count`` count the rows shown, by ``ShownRowIndex``.
/// ``rowPosition(atShownIndex:)`` turns an index into a position.
@MainActor
public final class ListView: Widget {
    // Its parts, each in files of its own: the rows' widgets (ListView+RowHosting.swift, ListRowHosts,
    // RowHost), the selection (ListView+Selection.swift), the keys and activation
    // (ListView+Keys.swift, ListKeys), focus (ListView+Focus.swift), sections
    // (ListView+Sections.swift, SectionHeaderPresses, RowSectionLook), where it scrolls
    // (ListView+ScrollPolicy.swift, TopKeeping, ListView+ScrollPosition.swift) and row menus
    // (RowMenuRequests.swift).
    var listPointer: OpaquePointer { OpaquePointer(widgetPointer) }
    /// Every row, shown or not.
    private let positions: PositionListModel
    /// The shown rows of a filterable list, between the rows and the selection.
    private let subset: RowSubsetModel?
    /// The row containers GTK set up, and the rows' widgets built in them.
    let rowHosts: ListRowHosts
    /// What keeps the list's very top in view through a change of its rows.
    var topKeeping = TopKeeping()
    let selection: ObjectReference
    var selectionPointer: OpaquePointer { selection.opaque }
    /// Whether any number of rows can be selected (a `GtkMultiSelection`), or one at most.
    public let selectsMultipleRows: Bool
    /// Emits the index among the rows shown of a row clicked once (``onRowClick(_:)``).
    let rowClicks = Emitter()
    /// Runs an activation's handlers once the button that made it comes up (``onActivate(_:)``).
    private(set) var activationOnRelease: ActivationOnRelease?
    /// The keys the list handles beyond GTK's own.
    let keys = ListKeys()
    /// Takes presses on section headers before the rows see them.
    private var sectionHeaderPresses: SectionHeaderPresses?
    /// What asks for a row's menu, made by the first ``onRowMenuRequest(_:)``.
    var rowMenuRequests: RowMenuRequests?

    /// A list of `count` rows whose widgets come from `rowContent`, given each row's position
    /// among all the rows; a `filterable` one can show only some of them. One that
    /// `selectsMultipleRows` selects as GTK's lists do: Ctrl+click adds or removes a row,
    /// Shift+click and Shift+arrows extend, Ctrl+A selects every shown row, Ctrl+Shift+A none.
    public init(
        count: Int, filterable: Bool = false, selectsMultipleRows: Bool = false,
        rowContent: @escaping @MainActor (RowPosition) -> Widget
    ) {
        let positions = PositionListModel(count: count)
        let subset = filterable ? RowSubsetModel(over: positions.modelPointer) : nil
        let rows = subset?.modelPointer ?? positions.modelPointer
        let selection =
            selectsMultipleRows
            ? UnsafeMutableRawPointer(cgtk_multi_selection_new(rows)!)
            : UnsafeMutableRawPointer(cgtk_single_selection_new_unselected(rows)!)
        let factory = gtk_signal_list_item_factory_new()!
        self.positions = positions
        self.subset = subset
        self.rowHosts = ListRowHosts(positions: positions, rowContent: rowContent)
        self.selectsMultipleRows = selectsMultipleRows
        self.selection = ObjectReference(sharing: selection)
        // The list view takes over the creation references of the selection and factory.
        super.init(newlyCreated: gtk_list_view_new(cgtk_selection_model(selection), factory))
        activationOnRelease = ActivationOnRelease(watching: self)
        keys.watch(self)
        sectionHeaderPresses = SectionHeaderPresses(self)
        connectFactory(factory)
    }

    /// How many rows are shown.
    public var count: Int { Int(g_list_model_get_n_items(cgtk_list_model(UnsafeMutableRawPointer(selectionPointer)))) }

    /// How many rows there are, shown or not.
    public var totalCount: Int { positions.count }

    /// Replaces `removed` rows from `position` (among all the rows) with `added` new ones;
    /// the other rows keep their widgets, and the scroll position and focus are kept. While
    /// only some rows are shown, the new rows are not shown until ``showRows(at:from:replacing:)``
    /// shows them.
    public func replaceRows(at position: RowPosition, removing removed: Int, adding added: Int) {
        changingRows(keepingTheTop: true) { positions.splice(at: position, removing: removed, adding: added) }
    }

    /// Shows every row again.
    public func showAllRows() { changeRows { subset?.showAll() } }

    /// A filterable list shows only the rows at `rowPositions` (among all the rows,
    /// increasing); a row shown before and after keeps its widget.
    public func showOnlyRows(at rowPositions: [RowPosition]) { changeRows { subset?.showOnly(rowPositions) } }

    /// While only some rows are shown: shows the rows at `rowPositions` (among all the rows,
    /// increasing, between the shown rows around `index`) from the shown row `index` on, in
    /// place of `removed` shown rows. A search that finds its matches in steps adds them so.
    public func showRows(at rowPositions: [RowPosition], from index: ShownRowIndex, replacing removed: Int = 0) {
        guard let subset, !subset.showsAll else { return }
        changeRows { subset.splice(at: index, removing: removed, rowPositions) }
    }

    /// The position among all the rows of the row shown at `index`, or `nil` past the end.
    public func rowPosition(atShownIndex index: ShownRowIndex) -> RowPosition? {
        guard let subset else {
            return index.rawValue >= 0 && index.rawValue < totalCount ? RowPosition(index.rawValue) : nil
        }
        return subset.position(at: index)
    }

    /// Runs `handler` with each change of the shown rows as GTK's list view is told it: the
    /// index among the rows shown, how many rows went and how many came (for tests that give
    /// a plain GTK list the same changes).
    package func onShownRowsChange(
        _ handler: @escaping @MainActor (ShownRowIndex, Int, Int) -> Void
    ) -> SignalConnection {
        let changed: ItemsChangedHandler = { index, removed, added in
            handler(ShownRowIndex(Int(index)), Int(removed), Int(added))
        }
        return connectSignal(
            UnsafeMutableRawPointer(selectionPointer), "items-changed",
            trampoline: unsafeBitCast(itemsChangedTrampoline, to: GCallback.self), handler: changed)
    }
}
