import CGtk

/// The list's selection: one row at most, or several in a list that
/// ``ListView/selectsMultipleRows``. Positions count the shown rows, as everywhere the list
/// takes or reports one.
extension ListView {
    private var selectionModel: OpaquePointer {
        cgtk_selection_model(UnsafeMutableRawPointer(selectionPointer))
    }

    /// The selected row's position when exactly one row is selected, else `nil`. Setting it
    /// selects that row alone (`nil`: none).
    public var selectedPosition: Int? {
        get {
            guard selectsMultipleRows else {
                let selected = gtk_single_selection_get_selected(selectionPointer)
                return selected == cgtk_invalid_list_position() ? nil : Int(selected)
            }
            return withSelectedRows { rows in
                gtk_bitset_get_size(rows) == 1 ? Int(gtk_bitset_get_minimum(rows)) : nil
            }
        }
        set {
            guard selectsMultipleRows else {
                guard newValue != selectedPosition else { return }
                let position = newValue.map { UInt32($0) } ?? cgtk_invalid_list_position()
                gtk_single_selection_set_selected(selectionPointer, position)
                return
            }
            let (size, first) = withSelectedRows { rows in (gtk_bitset_get_size(rows), gtk_bitset_get_minimum(rows)) }
            if let newValue {
                guard size != 1 || Int(first) != newValue, newValue >= 0, newValue < count else { return }
                _ = gtk_selection_model_select_item(selectionModel, UInt32(newValue), 1)
            } else if size > 0 {
                _ = gtk_selection_model_unselect_all(selectionModel)
            }
        }
    }

    /// How many rows are selected.
    public var selectedCount: Int {
        withSelectedRows { rows in Int(clamping: gtk_bitset_get_size(rows)) }
    }

    /// The selected rows' positions, increasing. Setting it selects exactly those (positions
    /// past the end are left out); a list that selects one row at most takes the first.
    public var selectedPositions: [Int] {
        get {
            withSelectedRows { rows in
                var positions: [Int] = []
                positions.reserveCapacity(Int(clamping: gtk_bitset_get_size(rows)))
                var iterator = GtkBitsetIter()
                var position: guint = 0
                var more = gtk_bitset_iter_init_first(&iterator, rows, &position) != 0
                while more {
                    positions.append(Int(position))
                    more = gtk_bitset_iter_next(&iterator, &position) != 0
                }
                return positions
            }
        }
        set {
            let wanted = newValue.filter { $0 >= 0 && $0 < count }
            guard selectsMultipleRows else {
                selectedPosition = wanted.first
                return
            }
            guard wanted != selectedPositions else { return }
            let selected = gtk_bitset_new_empty()!
            let mask = gtk_bitset_new_empty()!
            defer {
                gtk_bitset_unref(selected)
                gtk_bitset_unref(mask)
            }
            for position in wanted { gtk_bitset_add(selected, UInt32(position)) }
            gtk_bitset_add_range(mask, 0, UInt32(count))
            _ = gtk_selection_model_set_selection(selectionModel, selected, mask)
        }
    }

    /// Runs `body` with GTK's set of the selected rows.
    private func withSelectedRows<T>(_ body: (OpaquePointer) -> T) -> T {
        let rows = gtk_selection_model_get_selection(selectionModel)!
        defer { gtk_bitset_unref(rows) }
        return body(rows)
    }

    /// Runs `handler` with the selected position (``selectedPosition``) when the selection
    /// changes.
    @discardableResult
    public func onSelectionChange(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection {
        onSelectedRowsChange { [weak self] in
            guard let self else { return }
            handler(self.selectedPosition)
        }
    }

    /// Runs `handler` when the selection changes: a row selected or unselected, by the user
    /// or by code. ``selectedPositions`` tells which are selected now.
    @discardableResult
    public func onSelectedRowsChange(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let rangeHandler: RangeHandler = { _, _ in handler() }
        return connectSignal(
            UnsafeMutableRawPointer(selectionPointer), "selection-changed",
            trampoline: unsafeBitCast(rangeTrampoline, to: GCallback.self),
            handler: rangeHandler)
    }
}
