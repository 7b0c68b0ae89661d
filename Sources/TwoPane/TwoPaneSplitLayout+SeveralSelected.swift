import TwoPaneGtk
import TwoPaneModel

/// Several items selected (SwiftUI's `List(selection: Set<ID>)`): a click selects one,
/// Ctrl+click adds or removes one, Shift+click and Shift+arrows extend, Ctrl+A selects every
/// shown row, Escape selects none. One item selected shows its detail as ever; several show
/// `multipleDetail`. Collapsed, the list opens one item at a time, as it always does.
extension TwoPaneSplitLayout {
    /// A layout whose list selects several items, bound to `selection` (the ids, in any
    /// order): one selected shows its `detail`, two or more show `multipleDetail` with the
    /// items in list order (by default "3 Selected", as a content-unavailable state). The
    /// layout's ``selection`` holds the one selected item's id, `nil` with none or several.
    ///
    /// ```swift
    /// let selected = ObservableValue<Set<Message.ID>>([])
    /// let layout = TwoPaneSplitLayout(
    ///     title: "Inbox", items: messages, selection: selected,
    ///     itemTitle: { $0.subject }, row: { Label($0.subject) }, detail: { Label($0.subject) },
    ///     multipleDetail: { messages in Label("\(messages.count) messages") })
    /// let delete = Button(iconName: "user-trash-symbolic", accessibleLabel: "Delete")
    /// delete.onClick { for id in selected.value { print("delete", id) } }
    /// ```
    public convenience init(
        title: String,
        items: some RandomAccessCollection<Item>,
        selection: ObservableValue<Set<ID>>,
        configuration: SplitLayoutConfiguration = SplitLayoutConfiguration(),
        sidebar: SplitSidebar? = nil,
        columnVisibility: ObservableValue<ColumnVisibility>? = nil,
        compactColumn: ObservableValue<SplitColumn>? = nil,
        searchText: (@MainActor (Item) -> String)? = nil,
        itemTitle: @escaping @MainActor (Item) -> String,
        row: @escaping @MainActor (Item) -> Widget,
        detail: @escaping @MainActor (Item) -> Widget,
        multipleDetail: (@MainActor ([Item]) -> Widget)? = nil,
        detailItems: (@MainActor (Item) -> ColumnItems)? = nil
    ) {
        let configuration = configuration.withColumnCount(sidebar == nil ? 2 : 3)
        let items = LayoutItems(items)
        let one = ObservableValue<ID?>(selection.value.count == 1 ? selection.value.first : nil)
        self.init(
            title: title, items: items,
            state: SplitLayoutState(
                items: SplitLayoutItems(idsOf: items), selection: one.value, configuration: configuration),
            selection: one, sidebar: sidebar, columnVisibility: columnVisibility,
            compactColumn: compactColumn, searchText: searchText, itemTitle: itemTitle,
            row: row, detail: detail, detailItems: detailItems,
            several: SeveralSelected(binding: selection, multipleDetail: multipleDetail))
    }

    /// Whether the list selects several items (made with a set of ids as its selection).
    public var selectsMultipleItems: Bool { several != nil }

    /// Hears the app's assignments to the set, and takes its first value (two or more: one
    /// is already the model's), for the first render to show.
    func bindSeveral() {
        guard let several else { return }
        several.observe { [weak self] ids in self?.send(.severalAssigned(ids)) }
        let shown = several.binding.value.filter { layoutState.position(of: $0) != nil }
        if shown.count > 1 { several.take(shown, fromList: false) }
    }

    /// The app assigned the set: one id (or none) is the model's selection, as the single
    /// binding's; two or more, those of them that are shown.
    func assignSeveral(_ ids: Set<ID>) {
        select(ids.filter { layoutState.position(of: $0) != nil }, fromList: false, event: { .selectionAssigned($0) })
    }

    /// `ids` selected, by the list (`fromList`) or the app: one (or none) is the model's
    /// selection, told by `event`; two or more are this part's, and the model has none.
    private func select(_ ids: Set<ID>, fromList: Bool, event: (ID?) -> SplitLayoutEvent<ID>) {
        guard let several else { return }
        guard ids.count > 1 else {
            several.clear()
            apply(event(ids.first))
            return
        }
        several.take(ids, fromList: fromList)
        if layoutState.selection != nil { apply(event(nil)) } else { queue.setNeedsRender() }
    }

    /// The list's selection changed (the user: a click, Ctrl+click, Shift+arrows, Ctrl+A).
    /// One row or none is the model's; several are this part's, side by side only: collapsed,
    /// the list opens one item at a time, and the render puts the list's selection back.
    func listSelectionChanged() {
        probes.listSelectionReceived?()
        let list = listColumn.list
        guard let several, list.selectedCount > 1 else {
            several?.clear()
            apply(.listSelectionChanged(list.selectedIndex.flatMap(id(at:))))
            return
        }
        guard !layoutState.isCollapsed else {
            several.isShownByList = false
            queue.setNeedsRender()
            return
        }
        // Rows of one id (a repeated id stands for its first row) are one item.
        select(Set(list.selectedIndices.compactMap(id(at:))), fromList: true, event: { .listSelectionChanged($0) })
    }

    /// Escape side by side with several selected: none is.
    func clearSeveral() {
        guard let several, several.isActive, !layoutState.isCollapsed else { return }
        several.clear()
        queue.setNeedsRender()
    }

    /// The rows changed (new items, a search): the selection keeps the shown items; one left
    /// (or none) becomes the model's. Before the render that shows the rows.
    func keepShownSelected() {
        guard let several, let left = several.keep(where: { layoutState.position(of: $0) != nil }) else { return }
        apply(.selectionAssigned(left), rendering: .byCaller)
    }

    /// The list's selection as `state` and the several selected say (in a render).
    func renderListSelection(_ state: SplitLayoutState<ID>) {
        guard let several, several.isActive else {
            listColumn.select(state.selectedPosition, navigationKeysSelect: !state.isCollapsed)
            return
        }
        let positions = several.isShownByList ? nil : several.ids.compactMap(state.position(of:)).sorted()
        listColumn.select(several: positions, navigationKeysSelect: !state.isCollapsed)
        several.isShownByList = true
    }

    /// The items selected, when several are, for their detail: read in list order only when
    /// the detail is built.
    func severalSelected() -> SelectedItems<Item>? {
        guard let several, several.isActive else { return nil }
        return SelectedItems(version: several.version) { [unowned self] in
            several.ids.compactMap { id in self.layoutState.position(of: id).map { ($0, id) } }
                .sorted { $0.0 < $1.0 }
                .compactMap { self.item(withID: $0.1) }
        }
    }

    /// After a render: the app's set written back, and a new count said ("3 Selected").
    func finishSeveral(_ state: SplitLayoutState<ID>) {
        guard let several else { return }
        several.writeBack(modelSelection: state.selection)
        if let count = several.countToAnnounce() { focus.announce(count) }
    }
}
