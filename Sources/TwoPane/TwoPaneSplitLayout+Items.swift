import TwoPaneGtk
import TwoPaneModel

/// The items: the list's rows built on demand, and new items from the app given to GTK as
/// the smallest changes, found by identity or told by the app (L17).
extension TwoPaneSplitLayout {
    /// Replaces the items, comparing them with the current ones by id: GTK is told only which
    /// rows were inserted and removed (a moved row is both), and only the rows whose item
    /// changed value are built again; the others keep their widgets, the scroll position and
    /// focus. The selection stays by id, or clears when its item is gone (L12).
    ///
    /// Comparing costs a pass over the items that are the same at the start and the end (bit
    /// for bit over an array's storage: a million items in a few milliseconds), and a look at
    /// each id in between. An app that knows what changed says so with
    /// ``setItems(_:changes:)``, which compares nothing.
    ///
    /// Called while the layout renders (from an observer of a value the layout writes back),
    /// the change is made once the render is over.
    @inlinable
    public func setItems(_ newItems: some RandomAccessCollection<Item>) {
        setItems(LayoutItems(newItems), changes: nil)
    }

    /// Replaces the items with `newItems`, which differ from the current ones by `changes`
    /// alone, in order, as the app made them: the cost is that of the changes, not of the
    /// items (a message arriving in a mailbox of a million). Positions count all the items,
    /// shown by a search or not. Changes that do not lead from the current count to the new
    /// one, or that take the selected item to a place where `newItems` has another, are not
    /// trusted: the items are compared as ``setItems(_:)`` does. (Make the change before
    /// passing the items: `setItems(notes, changes: list.move(note))` passes the old array.)
    ///
    /// ```swift
    /// messages.insert(arrived, at: 0)
    /// layout.setItems(messages, changes: [.inserted(at: 0)])
    /// messages[4].isRead = true
    /// layout.setItems(messages, changes: [.updated(at: 4)])
    /// ```
    @inlinable
    public func setItems(_ newItems: some RandomAccessCollection<Item>, changes: [ItemsChange]) {
        setItems(LayoutItems(newItems), changes: changes)
    }

    /// The items, read through closures made where the app's collection type is known (the
    /// public methods are inlined into the app), with the changes the app told, if it did.
    /// A load under way (``loadItems(keepingItems:loading:failure:_:)``) ends: the app's items win.
    @usableFromInline
    func setItems(_ items: LayoutItems<Item>, changes: [ItemsChange]?) {
        send(.setItems(items, changes: changes, endingLoad: true))
    }

    /// The app's new items (``setItems(_:changes:)``, `endingLoad`) or a load's.
    func setItems(_ items: LayoutItems<Item>, changes: [ItemsChange]?, endingLoad: Bool) {
        applyItems(items, changes: changes)
        if endingLoad { endLoading() }
    }

    /// Replaces the items with `items`. Items the app's search found beyond the app's stay
    /// after them.
    func applyItems(_ items: LayoutItems<Item>, changes: [ItemsChange]?) {
        let rows = appSearch.beyond.rows(forAppItems: items)
        let edit = changes.flatMap { ItemsEdit(changes: $0, from: filter.allRows.count, to: rows.count) }
        replaceItems(with: rows, edit: edit)
    }

    /// The widget of the row at `position` among all the rows (GTK's factory asks).
    func makeRow(at position: Int) -> Widget {
        if position < filter.allRows.count { probes.rowBuilt?() }
        return rows.makeRow(at: position, in: filter)
    }

    /// Applies new items: to the model first (a render the list's change causes must find
    /// rows and model in step), then to the list, as the edit's splices and the rows it
    /// rebuilds. The app's search runs again for the new items, unless `searchingAgain` is
    /// false (they are what it found).
    func replaceItems(with newItems: LayoutItems<Item>, edit toldEdit: ItemsEdit?, searchingAgain: Bool = true) {
        let edit =
            toldEdit.flatMap { leadsToTheSelection($0, in: newItems) ? $0 : nil }
            ?? ItemsDiff.edit(from: filter.allRows, to: newItems)
        let selectedRow = selectedRowPosition.flatMap { row in
            edit.newPosition(of: row) ?? findSelection(among: edit.insertedPositions, of: newItems)
        }
        // The focused row, where it goes: GTK drops focus from a row it is told is removed,
        // a moved one too (removed and inserted). The open item's focused row takes focus
        // along to its new place (L23: pinned, it moves to the top), scrolling there; any
        // other row's focus stays where GTK leaves it, with the rows the user reads (L17).
        let focusedRow = listColumn.focusedRowPosition
        let focusedRowAfter = focusedRow.flatMap { row in
            edit.newPosition(of: row) ?? (row == selectedRowPosition ? selectedRow : nil)
        }
        let reinsertsFocusedRow =
            focusedRow == selectedRowPosition
            && focusedRowAfter.map { binarySearch(edit.insertedPositions, for: $0) != nil } ?? false
        let shownChanges = filter.itemsChanged(to: newItems, by: edit, openRow: selectedRow)
        changeShownRows(
            selectedRow: selectedRow,
            keepingFocus: focusedRow != nil && (focusedRowAfter == nil || reinsertsFocusedRow),
            focusingRow: reinsertsFocusedRow ? focusedRowAfter : nil
        ) {
            self.listColumn.applyItemsEdit(edit, shownChanges: shownChanges, showsEveryRow: self.filter.shown == nil)
        }
        // Items found beyond the app's may have changed with them (the app wrote one): the
        // search looks again whenever the app gives its items.
        if searchingAgain, !edit.isEmpty || !appSearch.beyond.isEmpty { searchAgainIfTheAppSearches() }
    }

    /// Whether the changes the app told lead the selected item to an item with its id: a
    /// cheap check of the told changes on the row that matters most (items given in their
    /// old order, or changes that do not match them, are compared instead: what is on screen
    /// is never wrong).
    private func leadsToTheSelection(_ edit: ItemsEdit, in newItems: LayoutItems<Item>) -> Bool {
        guard let row = selectedRowPosition, let id = layoutState.selection else { return true }
        guard let newRow = edit.newPosition(of: row) else { return true }
        return newRow < newItems.count && newItems.element(at: newRow).id == id
    }

    /// The position among all the items of the selected row, if any.
    var selectedRowPosition: Int? {
        layoutState.selectedPosition.map(filter.position(atShownIndex:))
    }

    /// Where the selected item is among `positions` of `items`: a selected item that moved.
    private func findSelection(among positions: [Int], of items: LayoutItems<Item>) -> Int? {
        guard let selection = layoutState.selection else { return nil }
        return positions.first { items.element(at: $0).id == selection }
    }

    /// Makes the shown rows the model's items, then changes the list with `changeList`, with
    /// the layout's handlers blocked; the render after the command shows the rest. `selectedRow` is where the selected item is
    /// among all the items after the change (nil: it is gone). When `keepingFocus`, the
    /// change removes the focused row: focus leaves the rows first and comes back to the list,
    /// to `focusingRow` (a position among all the items after the change) when it is shown:
    /// the focused row, moved.
    func changeShownRows(
        selectedRow: Int?, keepingFocus: Bool, focusingRow: Int? = nil, _ changeList: () -> Void
    ) {
        let selectedIndex = selectedRow.flatMap(filter.shownIndex(of:))
        // A selection known gone clears without looking its id up among every item.
        if selectedIndex == nil, layoutState.selection != nil {
            apply(.selectionAssigned(nil), rendering: .byCaller)
        }
        apply(.itemsChanged(filter.shownIDs(rememberingSelectionAt: selectedIndex)), rendering: .byCaller)
        withOwnHandlersBlocked {
            if keepingFocus {
                keepingListFocus(onRow: focusingRow) { listColumn.changeRows(changeList) }
            } else {
                listColumn.changeRows(changeList)
            }
        }
        keepShownSelected()
        queue.setNeedsRender()
    }

    /// Hides the row a search kept for the item that was open (L23) once another item was
    /// opened, or none: on idle, after the click or key that chose it is over (the list's
    /// rows do not change under GTK's own handling of it).
    func dropKeptOpenRowIfClosed() {
        guard filter.keptOpenRow != nil, filter.keptOpenRow != selectedRowPosition else { return }
        sendWhenIdle(.dropKeptOpenRow)
    }

    func dropKeptOpenRow() {
        let selectedRow = selectedRowPosition
        let kept = filter.keptOpenRow
        let changes = filter.dropKeptOpenRow(unlessAt: selectedRow)
        guard !changes.isEmpty else { return }
        let removesFocusedRow = kept != nil && listColumn.focusedRowPosition == kept
        changeShownRows(selectedRow: selectedRow, keepingFocus: removesFocusedRow) {
            listColumn.showRows(changes, showsEveryRow: false)
        }
    }

    /// Runs `body`, which may remove the focused row. GTK 4.8 warns when a focused row is
    /// removed (GtkPaned loses track of its focus child): focus leaves the rows first and
    /// comes back after, to the row at `row` (among all the items, after `body`) when it is
    /// shown, else to the list. Called with the layout's handlers blocked: the model hears
    /// where focus is from the render.
    private func keepingListFocus(onRow row: Int? = nil, _ body: () -> Void) {
        let list = listColumn.list
        let focusInList = window?.focusedWidget?.isInside(list) == true
        if focusInList { window?.clearFocus() }
        defer {
            if focusInList {
                if let index = row.flatMap(filter.shownIndex(of:)) {
                    list.focusRow(ShownRowIndex(index))
                } else {
                    list.grabFocus()
                }
            }
        }
        body()
    }
}
