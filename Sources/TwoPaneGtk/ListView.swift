import CGtk
import CTwoPaneWidgets

/// A scrolling list of rows built on demand, with a single selection GTK reports to
/// assistive technologies.
///
/// Rows are identified by position. The list asks `rowContent(position)` for a row's
/// widget when the row scrolls into view (GTK recycles row containers), so only the
/// visible rows exist. The selection model is a `GtkSingleSelection` that starts empty
/// and can be emptied again.
///
/// A filterable list shows only the rows ``showOnlyRows(where:)`` accepts, through a
/// `GtkFilterListModel` put between the rows and the selection the first time it filters.
/// Then every position it takes or reports (selection, activation, clicks, scrolling,
/// ``count``) counts the shown rows only, while `rowContent` and
/// ``replaceRows(at:removing:adding:)`` use positions among all the rows.
@MainActor
public final class ListView: Widget {
    var listPointer: OpaquePointer { OpaquePointer(widgetPointer) }
    private let positions: PositionListModel
    private let isFilterable: Bool
    /// The filter of a filterable list, made by the first ``showOnlyRows(where:)`` that hides
    /// rows: until then the selection reads the rows directly.
    private var rowFilter: RowFilter?
    private let selection: ObjectReference
    private var selectionPointer: OpaquePointer { selection.opaque }
    private let rowContent: @MainActor (Int) -> Widget
    private var rowClickHandler: (@MainActor (Int) -> Void)?
    private var activationOnRelease: ActivationOnRelease?
    /// Turns the navigation keys into their Ctrl variants while they only move focus.
    private var focusOnlyNavigation: EventControllerKey?

    /// A list of `count` rows whose widgets come from `rowContent`; a `filterable` one can
    /// show only some of them.
    public init(count: Int, filterable: Bool = false, rowContent: @escaping @MainActor (Int) -> Widget) {
        let positions = PositionListModel(count: count)
        let selection = cgtk_single_selection_new_unselected(positions.modelPointer)!
        let factory = gtk_signal_list_item_factory_new()!
        self.positions = positions
        isFilterable = filterable
        self.selection = ObjectReference(sharing: UnsafeMutableRawPointer(selection))
        self.rowContent = rowContent
        // The list view takes over the creation references of the selection and factory.
        super.init(newlyCreated: gtk_list_view_new(selection, factory))
        activationOnRelease = ActivationOnRelease(watching: self)
        connectFactory(factory)
    }

    /// How many rows are shown.
    public var count: Int { Int(g_list_model_get_n_items(cgtk_list_model(UnsafeMutableRawPointer(selectionPointer)))) }

    /// How many rows there are, shown or not.
    public var totalCount: Int { positions.count }

    /// Replaces `removed` rows from `position` (among all the rows) with `added` new ones;
    /// the other rows, the scroll position and focus are kept.
    public func replaceRows(at position: Int, removing removed: Int, adding added: Int) {
        positions.splice(at: position, removing: removed, adding: added)
    }

    /// A filterable list shows only the rows whose position among all the rows `shows`
    /// accepts; `nil` shows them all. GTK filters again at once.
    public func showOnlyRows(where shows: (@MainActor (Int) -> Bool)?) {
        guard isFilterable else { return }
        if let rowFilter { return rowFilter.show(where: shows) }
        guard let shows else { return }  // every row shows already
        let rowFilter = RowFilter()
        rowFilter.show(where: shows)
        // The filter model takes its own references (the arguments are transfer full), and
        // the selection one of it. The selection's rows change once, to the shown ones; its
        // selected row, an item object the filter model does not share, is cleared (the
        // caller selects again).
        let filtered = gtk_filter_list_model_new(
            cgtk_list_model(g_object_ref(UnsafeMutableRawPointer(positions.modelPointer))),
            cgtk_filter(g_object_ref(UnsafeMutableRawPointer(rowFilter.filterPointer))))!
        gtk_single_selection_set_model(selectionPointer, cgtk_list_model(UnsafeMutableRawPointer(filtered)))
        g_object_unref(UnsafeMutableRawPointer(filtered))
        self.rowFilter = rowFilter
    }

    /// The selected row's position, or `nil`.
    public var selectedPosition: Int? {
        get {
            let selected = gtk_single_selection_get_selected(selectionPointer)
            return selected == cgtk_invalid_list_position() ? nil : Int(selected)
        }
        set {
            guard newValue != selectedPosition else { return }
            let position = newValue.map { UInt32($0) } ?? cgtk_invalid_list_position()
            gtk_single_selection_set_selected(selectionPointer, position)
        }
    }

    /// Runs `handler` with the new selected position when the selection changes.
    @discardableResult
    public func onSelectionChange(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection {
        let rangeHandler: RangeHandler = { [weak self] _, _ in
            guard let self else { return }
            handler(self.selectedPosition)
        }
        return connectSignal(
            UnsafeMutableRawPointer(selectionPointer), "selection-changed",
            trampoline: unsafeBitCast(rangeTrampoline, to: GCallback.self),
            handler: rangeHandler)
    }

    /// Runs `handler` with the row's position when a row is activated (Enter, double click).
    /// GTK activates on a double click's second press; the handler runs when that button
    /// comes up, so it may hide the list (GTK has finished counting the press by then).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        let positionHandler: PositionHandler = { [weak self] position in
            guard let self, let activationOnRelease = self.activationOnRelease else { return }
            activationOnRelease.run { handler(Int(position)) }
        }
        return connectSignal(
            widgetPointer, "activate",
            trampoline: unsafeBitCast(positionTrampoline, to: GCallback.self),
            handler: positionHandler)
    }

    /// Runs `handler` with the row's position when a row is clicked once with the primary
    /// button (GTK itself only activates on a double click).
    public func onRowClick(_ handler: @escaping @MainActor (Int) -> Void) {
        rowClickHandler = handler
    }

    /// Scrolls so the row at `position` is in view.
    public func scrollToRow(_ position: Int) {
        guard position >= 0, position < count else { return }
        _ = cgtk_list_view_scroll_to(widgetPointer, UInt32(position))
    }

    /// Moves keyboard focus to the row at `position`, scrolling it into view.
    public func focusRow(_ position: Int) {
        scrollToRow(position)
        _ = gtk_widget_grab_focus(widgetPointer)
    }

    /// Does what the PageDown key does in the list: focus and select the row a page down.
    /// Whether the list had the binding.
    @discardableResult
    public func movePageDown() -> Bool {
        twopane_widget_run_key_binding(widgetPointer, cgtk_key_page_down(), GdkModifierType(rawValue: 0)) != 0
    }

    /// Whether the arrow keys, Home, End, Page Up and Page Down select the row they move to
    /// (GTK's default) or only move the keyboard focus there, as they do with Ctrl held. A
    /// collapsed layout moves focus only: selecting opens a detail (L6), and a selection
    /// taken back at once changed the list twice per key (screen readers said "selected",
    /// then "not selected").
    public var navigationKeysSelect = true {
        didSet {
            guard !navigationKeysSelect, focusOnlyNavigation == nil else { return }
            let controller = EventControllerKey(phase: .capture)
            controller.onKeyPressed { [weak self] keyval, modifiers in
                guard let self, !self.navigationKeysSelect, modifiers == 0, cgtk_key_moves_list_cursor(keyval) != 0
                else { return false }
                return twopane_widget_run_key_binding(self.widgetPointer, keyval, GDK_CONTROL_MASK) != 0
            }
            addController(controller)
            focusOnlyNavigation = controller
        }
    }

    private func connectFactory(_ factory: OpaquePointer) {
        let factoryPointer = UnsafeMutableRawPointer(factory)
        let trampoline = unsafeBitCast(pointerTrampoline, to: GCallback.self)
        let setup: PointerHandler = { [weak self] item in self?.setUpRow(OpaquePointer(item)) }
        let bind: PointerHandler = { [weak self] item in self?.bindRow(OpaquePointer(item)) }
        let unbind: PointerHandler = { item in RowHost.of(OpaquePointer(item))?.content = nil }
        _ = connectSignal(factoryPointer, "setup", trampoline: trampoline, handler: setup)
        _ = connectSignal(factoryPointer, "bind", trampoline: trampoline, handler: bind)
        _ = connectSignal(factoryPointer, "unbind", trampoline: trampoline, handler: unbind)
    }

    private func setUpRow(_ listItem: OpaquePointer?) {
        guard let listItem else { return }
        let host = RowHost(listItem: listItem)
        let itemAddress = UInt(bitPattern: UnsafeMutableRawPointer(listItem))
        host.onPrimaryClick { [weak self] in
            guard let self, let item = OpaquePointer(bitPattern: itemAddress) else { return }
            let position = gtk_list_item_get_position(item)
            if position != cgtk_invalid_list_position() { self.rowClickHandler?(Int(position)) }
        }
    }

    private func bindRow(_ listItem: OpaquePointer?) {
        guard let listItem, let host = RowHost.of(listItem) else { return }
        // The item's position among all the rows (the list item's own position counts the
        // shown rows only).
        let position = twopane_position_model_item_position(gtk_list_item_get_item(listItem))
        host.content = rowContent(Int(position != UInt32.max ? position : gtk_list_item_get_position(listItem)))
    }
}

/// The container GTK recycles for one row; holds the app's row widget while bound.
@MainActor
final class RowHost {
    private static let key = "twopane-row-host"
    private let box: Box
    private let click: GestureClick

    init(listItem: OpaquePointer) {
        box = Box(.horizontal)
        click = GestureClick(button: 1)
        box.addController(click)
        gtk_list_item_set_child(listItem, box.widgetPointer)
        // The list item owns its host (and the host its box): no cycle, so both go when GTK
        // drops the list item.
        let retained = Unmanaged.passRetained(self).toOpaque()
        g_object_set_data_full(Self.object(listItem), Self.key, retained) { data in
            guard let data else { return }
            Unmanaged<RowHost>.fromOpaque(data).release()
        }
    }

    /// The host of a set-up list item.
    static func of(_ listItem: OpaquePointer?) -> RowHost? {
        guard let listItem, let data = g_object_get_data(object(listItem), key) else { return nil }
        return Unmanaged<RowHost>.fromOpaque(data).takeUnretainedValue()
    }

    private static func object(_ listItem: OpaquePointer) -> UnsafeMutablePointer<GObject> {
        cgtk_object(UnsafeMutableRawPointer(listItem))
    }

    var content: Widget? {
        didSet {
            if let oldValue { box.remove(oldValue) }
            if let content {
                content.expandsHorizontally = true
                box.append(content)
            }
        }
    }

    func onPrimaryClick(_ handler: @escaping @MainActor () -> Void) {
        // Every click counts, a quick second one too (GTK numbers it 2 within the double-click
        // time, even after a click elsewhere); opening a row twice changes nothing.
        click.onReleased { _, _, _ in handler() }
    }
}
