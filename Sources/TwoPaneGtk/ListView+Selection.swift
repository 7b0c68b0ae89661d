import CGtk

/// The list's selection: one row at most, or several in a list that
/// ``ListView/selectsMultipleRows``. Rows are counted among the rows shown
/// (``ShownRowIndex``), as GTK's selection model counts them.
extension ListView {
    private var selectionModel: OpaquePointer {
        cgtk_selection_model(UnsafeMutableRawPointer(selectionPointer))
    }

    /// The selected row's index among the rows shown when exactly one row is selected, else
    /// `nil`. Setting it selects that row alone (`nil`: none).
    public var selectedIndex: ShownRowIndex? {
        get {
            guard selectsMultipleRows else {
                let selected = gtk_single_selection_get_selected(selectionPointer)
                return selected == cgtk_invalid_list_position() ? nil : ShownRowIndex(Int(selected))
            }
            return withSelectedRows { rows in
                gtk_bitset_get_size(rows) == 1 ? ShownRowIndex(Int(gtk_bitset_get_minimum(rows))) : nil
            }
        }
        set {
            guard selectsMultipleRows else {
                guard newValue != selectedIndex else { return }
                let index = newValue.map { UInt32($0.rawValue) } ?? cgtk_invalid_list_position()
                gtk_single_selection_set_selected(selectionPointer, index)
                return
            }
            let (size, first) = withSelectedRows { rows in (gtk_bitset_get_size(rows), gtk_bitset_get_minimum(rows)) }
            if let newValue {
                let index = newValue.rawValue
                guard size != 1 || Int(first) != index, index >= 0, index < count else { return }
                _ = gtk_selection_model_select_item(selectionModel, UInt32(index), 1)
            } else if size > 0 {
                _ = gtk_selection_model_unselect_all(selectionModel)
            }
        }
    }

    /// How many rows are selected.
    public var selectedCount: Int {
        withSelectedRows { rows in Int(clamping: gtk_bitset_get_size(rows)) }
    }

    /// The selected rows' indices among the rows shown, increasing. Setting it selects exactly
    /// those (indices past the end are left out); a list that selects one row at most takes
    /// the first.
    public var selectedIndices: [ShownRowIndex] {
        get {
            withSelectedRows { rows in
                var indices: [ShownRowIndex] = []
                indices.reserveCapacity(Int(clamping: gtk_bitset_get_size(rows)))
                var iterator = GtkBitsetIter()
                var index: guint = 0
                var more = gtk_bitset_iter_init_first(&iterator, rows, &index) != 0
                while more {
                    indices.append(ShownRowIndex(Int(index)))
                    more = gtk_bitset_iter_next(&iterator, &index) != 0
                }
                return indices
            }
        }
        set {
            let wanted = newValue.filter { $0.rawValue >= 0 && $0.rawValue < count }
            guard selectsMultipleRows else {
                selectedIndex = wanted.first
                return
            }
            guard wanted != selectedIndices else { return }
            let selected = gtk_bitset_new_empty()!
            let mask = gtk_bitset_new_empty()!
            defer {
                gtk_bitset_unref(selected)
                gtk_bitset_unref(mask)
            }
            for index in wanted { gtk_bitset_add(selected, UInt32(index.rawValue)) }
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

    /// Runs `handler` with the selected row's index (``selectedIndex``) when the selection
    /// changes.
    @discardableResult
    public func onSelectionChange(_ handler: @escaping @MainActor (ShownRowIndex?) -> Void) -> SignalConnection {
        onSelectedRowsChange { [weak self] in
            guard let self else { return }
            handler(self.selectedIndex)
        }
    }

    /// Runs `handler` when the selection changes: a row selected or unselected, by the user
    /// or by code. ``selectedIndices`` tells which are selected now.
    @discardableResult
    public func onSelectedRowsChange(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let rangeHandler: RangeHandler = { _, _ in handler() }
        return connectSignal(
            UnsafeMutableRawPointer(selectionPointer), "selection-changed",
            trampoline: unsafeBitCast(rangeTrampoline, to: GCallback.self),
            handler: rangeHandler)
    }
}
