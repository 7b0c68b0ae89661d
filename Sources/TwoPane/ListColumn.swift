import TwoPaneGtk
import TwoPaneModel

/// The list column: the search field (when the layout searches), then the list in a scrolled
/// window, or in its place what says why there are no rows to show ("No results", or the
/// app's empty, loading or error state). This part builds these widgets and alone changes
/// them: their rows, selection, scroll position and text. ``ColumnStructure`` places, shows
/// and sizes the column itself.
///
/// It is where the layout's numbers meet the list's two kinds of index: the model's items are
/// the rows shown, so a position in the model is the list's ``ShownRowIndex``, and the items'
/// positions (``ItemsEdit``, ``SearchFilter``) are ``RowPosition``s among all the rows.
@MainActor
final class ListColumn {
    /// The column, as ``ColumnStructure`` places it.
    let column = Box(.vertical)
    /// The list, in a scrolled window.
    let list: ListView
    let scroller = ScrolledWindow()
    /// The search field at the top of the column, if the layout searches.
    let searchEntry: SearchEntry?
    /// Beside the search field, spinning while the app's own search runs: "Searching…".
    let searchSpinner = Spinner(reportsProgress: true)
    /// Shown instead of the list when a search matches nothing, or the app's own state: made
    /// the first time one shows (a list that always has rows never builds it).
    private var builtUnavailable: ContentUnavailableView?
    /// What a search that matches nothing shows.
    static var noResults: ContentUnavailable {
        ContentUnavailable(title: localized("No results"), iconName: "edit-find-symbolic")
    }

    /// The list's title (``TwoPaneSplitLayout/title``): the render shows it.
    var title: String
    /// The title the list's name and the search field's placeholder say now.
    private var shownTitle: String

    init(title: String, list: ListView, searches: Bool) {
        self.title = title
        shownTitle = title
        self.list = list
        list.setAccessibleLabel(title)
        scroller.child = list
        scroller.expandsVertically = true
        searchEntry = searches ? SearchEntry(placeholder: Self.searchPlaceholder(title)) : nil
        if let searchEntry {
            let bar = Box(.horizontal, spacing: 6)
            bar.setMargins(6)
            searchEntry.expandsHorizontally = true
            bar.append(searchEntry)
            searchSpinner.isSpinning = false  // in place, drawn as nothing: the field does not move
            bar.append(searchSpinner)
            column.append(bar)
        }
        column.append(scroller)
        column.addStyleClass("twopane-list-column")
        // The class this column had before 0.3.0, kept for apps' style sheets until 0.4.0.
        column.addStyleClass("twopane-sidebar")
    }

    /// Shows ``title``: the list's accessible name and the search field's placeholder ("Search
    /// Work") follow it.
    func showTitle() {
        guard title != shownTitle else { return }
        shownTitle = title
        list.setAccessibleLabel(title)
        searchEntry?.placeholder = Self.searchPlaceholder(title)
    }

    private static func searchPlaceholder(_ title: String) -> String {
        Localization.format(localized("Search %s"), title)
    }

    /// Shows or hides that the app's own search is running (the rows stay what they were):
    /// the spinner spins, named "Searching…" for screen readers, only meanwhile.
    func showSearching(_ searching: Bool) {
        guard searchEntry != nil, searchSpinner.isSpinning != searching else { return }
        searchSpinner.isSpinning = searching
        searchSpinner.setAccessibleLabel(searching ? localized("Searching…") : "")
        searchSpinner.tooltip = searching ? localized("Searching…") : nil
    }

    /// What the search field holds.
    var searchText: String {
        get { searchEntry?.text ?? "" }
        set { searchEntry?.text = newValue }
    }

    /// Selects the row at `modelPosition`, the model's selected position: its index among the
    /// rows shown (nil: none). Arrow keys select as they move while the layout is expanded (a
    /// collapsed list opens a row only when it is activated).
    func select(_ modelPosition: Int?, navigationKeysSelect: Bool) {
        list.selectedIndex = modelPosition.map(ShownRowIndex.init)
        list.navigationKeysSelect = navigationKeysSelect
    }

    /// Selects the rows at `modelPositions` (several selected), the model's positions: their
    /// indices among the rows shown. Arrow keys select as they move while
    /// `navigationKeysSelect`.
    func select(several modelPositions: [Int]?, navigationKeysSelect: Bool) {
        list.navigationKeysSelect = navigationKeysSelect
        if let modelPositions { list.selectedIndices = modelPositions.map(ShownRowIndex.init) }
    }

    /// Builds again the rows at `rows` that are on screen: their section's header changed.
    func reloadRows(at rows: [RowPosition]) { list.reloadRows(at: rows) }

    /// Scrolls the selected row into view (L4: expanding shows it).
    func scrollToSelectedRow() {
        if let selected = list.selectedIndex { list.scrollToRow(selected) }
    }

    /// Applies the items' `edit` to the rows: its splices, then `shownChanges` (what a search
    /// shows of them), a list scrolled to its very top staying there; then the rows whose
    /// item changed value are built again.
    func applyItemsEdit(_ edit: ItemsEdit, shownChanges: [ShownRowsChange], showsEveryRow: Bool) {
        list.changeRowsKeepingTheTop {
            list.replaceRows(by: edit)
            showRows(shownChanges, showsEveryRow: showsEveryRow)
        }
        list.reloadRows(updatedBy: edit)
    }

    /// Applies changes of the shown rows; once the search shows every row again, so does the
    /// list (its rows are all shown already: nothing changes for GTK).
    func showRows(_ changes: [ShownRowsChange], showsEveryRow: Bool) {
        for change in changes {
            list.showRows(
                at: change.positions.map(RowPosition.init), from: ShownRowIndex(change.index), replacing: change.removed
            )
        }
        if showsEveryRow { list.showAllRows() }
    }

    /// Shows only the rows at `positions` (among all the rows), a new query's first matches,
    /// from the top, as GTK's own filter model shows them. GTK keeps the widgets of the rows
    /// shown before and after (the same row items).
    func showOnlyRows(at positions: [Int]) {
        list.showOnlyRows(at: positions.map(RowPosition.init))
        if list.isMapped { list.scrollToRow(ShownRowIndex(0)) }
    }

    /// Runs `changes` to the rows as one change: rows are built once it is over.
    func changeRows(_ changes: () -> Void) { list.changeRows(changes) }

    /// `content` instead of the list ("No results", the app's empty, loading or error
    /// state), or the list again (nil). Shown at once, in the frame it is asked for.
    func showUnavailable(_ content: ContentUnavailable?) {
        if let content {
            if let builtUnavailable { builtUnavailable.content = content } else { makeUnavailable(content) }
        }
        builtUnavailable?.isVisible = content != nil
        scroller.isVisible = content == nil
    }

    /// What is shown instead of the list, made now (hidden) if it was not.
    var unavailable: ContentUnavailableView {
        builtUnavailable ?? makeUnavailable(Self.noResults, hidden: true)
    }

    @discardableResult
    private func makeUnavailable(_ content: ContentUnavailable, hidden: Bool = false) -> ContentUnavailableView {
        let view = ContentUnavailableView(content)
        view.isVisible = !hidden
        column.append(view)
        builtUnavailable = view
        return view
    }

    /// The content shown instead of the list now, if any.
    var shownUnavailable: ContentUnavailable? {
        builtUnavailable.flatMap { $0.isVisible ? $0.content : nil }
    }

    /// The position among all the rows of the row with keyboard focus, if a row has it.
    var focusedRowPosition: Int? { list.focusedRowPosition?.rawValue }
}

extension ListView {
    /// Replaces the rows as `edit`'s splices say (positions among all the rows).
    func replaceRows(by edit: ItemsEdit) {
        for splice in edit.splices {
            replaceRows(at: RowPosition(splice.position), removing: splice.removed, adding: splice.added)
        }
    }

    /// Builds again the rows on screen whose item `edit` updated.
    func reloadRows(updatedBy edit: ItemsEdit) {
        reloadRows(at: edit.updatedPositions.lazy.map(RowPosition.init))
    }
}
