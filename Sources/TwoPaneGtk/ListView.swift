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
/// Then every position it takes or reports (selection, activation, clicks, scrolling,
/// ``count``) counts the shown rows only, while `rowContent`, ``replaceRows(at:removing:adding:)``
/// and ``reloadRows(at:)`` use positions among all the rows.
@MainActor
public final class ListView: Widget {
    var listPointer: OpaquePointer { OpaquePointer(widgetPointer) }
    private let positions: PositionListModel
    /// The shown rows of a filterable list, between the rows and the selection.
    private let subset: RowSubsetModel?
    /// The hosts of the bound rows, by the item each is bound to.
    private var boundRows: [UnsafeMutableRawPointer: WeakRowHost] = [:]
    /// How deep in ``changeRows(_:)`` the list is, and the rows bound meanwhile, whose
    /// widgets are built at its end.
    private var rowChangeDepth = 0
    private var hostsToBuild: [RowHost] = []
    /// Whether the list was at its very top when the outermost change began, and whether a
    /// change of the rows themselves (not of which are shown) asks for it to stay there.
    private var wasAtTopBeforeRowChange = false
    private var keepsTopAfterRowChange = false
    let selection: ObjectReference
    var selectionPointer: OpaquePointer { selection.opaque }
    /// Whether any number of rows can be selected (a `GtkMultiSelection`), or one at most.
    public let selectsMultipleRows: Bool
    private let rowContent: @MainActor (Int) -> Widget
    /// Emits the position of a row clicked once (``onRowClick(_:)``).
    private let rowClicks = Emitter()
    private var activationOnRelease: ActivationOnRelease?
    /// Turns the navigation keys into their Ctrl variants while they only move focus.
    private var focusOnlyNavigation: EventControllerKey?
    /// Tab and Shift+Tab leave the list in one step, and come back to the row they left.
    private var tabLeaves: TabLeavesWidget?
    private var tabReturns: TabReturnsToRow?
    /// The row (its index among the rows shown) Tab or Shift+Tab last left.
    var rowLeftByTab: Int?
    /// Takes presses on section headers before the rows see them (``SectionStartRow``).
    private let headerClicks = GestureClick(button: 0, beforeChildren: true)
    /// What asks for a row's menu, made by the first ``onRowMenuRequest(_:)``.
    var rowMenuRequests: RowMenuRequests?

    /// A list of `count` rows whose widgets come from `rowContent`; a `filterable` one can
    /// show only some of them. One that `selectsMultipleRows` selects as GTK's lists do:
    /// Ctrl+click adds or removes a row, Shift+click and Shift+arrows extend, Ctrl+A selects
    /// every shown row, Ctrl+Shift+A none.
    public init(
        count: Int, filterable: Bool = false, selectsMultipleRows: Bool = false,
        rowContent: @escaping @MainActor (Int) -> Widget
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
        self.selectsMultipleRows = selectsMultipleRows
        self.selection = ObjectReference(sharing: selection)
        self.rowContent = rowContent
        // The list view takes over the creation references of the selection and factory.
        super.init(newlyCreated: gtk_list_view_new(cgtk_selection_model(selection), factory))
        activationOnRelease = ActivationOnRelease(watching: self)
        tabLeaves = TabLeavesWidget(self) { [weak self] in self?.rowLeftByTab = self?.focusedRow()?.position }
        tabReturns = TabReturnsToRow(self)
        headerClicks.onPressed { [weak self] _, x, y in
            guard let self else { return }
            if self.isSectionHeader(atX: x, y: y) {
                self.headerClicks.claimPress()
            } else {
                self.headerClicks.denyPress()
            }
        }
        addController(headerClicks)
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
    public func replaceRows(at position: Int, removing removed: Int, adding added: Int) {
        changingRows(keepingTheTop: true) { positions.splice(at: position, removing: removed, adding: added) }
    }

    /// Makes the row changes of `body` (``replaceRows(at:removing:adding:)``,
    /// ``showRows(at:from:replacing:)``, …) as one: GTK may bind a row in the middle of them,
    /// and its widget is built only once every change is made, for the item it then shows (a
    /// row inserted by one change moves with the next).
    public func changeRows(_ body: () -> Void) {
        changingRows(keepingTheTop: false, body)
    }

    /// Runs `body`, which changes the rows, building the widgets of the rows bound meanwhile
    /// at the end of the outermost change. With `keepingTheTop`, a list scrolled to its very
    /// top stays there, its first row now at the top: rows inserted at the top (mail arriving
    /// in an inbox read from the top) show there, where GTK 4.8 keeps the row it anchors the
    /// view on in place, and a list once shorter than its view is anchored on its last row,
    /// which scrolled it down to its end. Anywhere else the rows the user reads stay under the
    /// same pixels, as GTK keeps them.
    private func changingRows(keepingTheTop: Bool, _ body: () -> Void) {
        if rowChangeDepth == 0 {
            wasAtTopBeforeRowChange = scrollPosition.offset == 0
            keepsTopAfterRowChange = false
        }
        keepsTopAfterRowChange = keepsTopAfterRowChange || keepingTheTop
        rowChangeDepth += 1
        body()
        rowChangeDepth -= 1
        guard rowChangeDepth == 0 else { return }
        // Once every change is made. (GTK warns when a list that is not on screen is scrolled.)
        if keepsTopAfterRowChange, wasAtTopBeforeRowChange, count > 0, isMapped {
            _ = cgtk_list_view_scroll_to(widgetPointer, 0)
        }
        let hosts = hostsToBuild
        hostsToBuild = []
        // A host bound twice during the change (a row moved and another bound in its place:
        // GTK binds as each splice comes) is built once, for the item it shows now.
        var built = Set<ObjectIdentifier>()
        for host in hosts where built.insert(ObjectIdentifier(host)).inserted {
            guard let position = host.boundPosition else { continue }
            host.content = rowContent(position)
        }
    }

    /// Builds again, with `rowContent`, the widgets of the rows at these positions (among all
    /// the rows) that are bound now: their items changed. Other rows are not touched, and a
    /// row not on screen is built when it scrolls into view.
    public func reloadRows(at rowPositions: some Sequence<Int>) {
        for position in rowPositions {
            guard let item = positions.liveItem(at: position), let host = boundRows[item]?.host, host.holds(item)
            else { continue }
            if !host.isBound(to: item) {
                host.content = nil  // built when it is bound again
            } else if rowChangeDepth > 0 {
                // Once the change is over, with the rows bound meanwhile: a row inserted by the
                // change and updated by it is built once.
                host.content = nil
                hostsToBuild.append(host)
            } else {
                host.content = rowContent(position)
            }
        }
    }

    /// Shows every row again.
    public func showAllRows() { changeRows { subset?.showAll() } }

    /// A filterable list shows only the rows at `rowPositions` (among all the rows,
    /// increasing); a row shown before and after keeps its widget.
    public func showOnlyRows(at rowPositions: [Int]) { changeRows { subset?.showOnly(rowPositions) } }

    /// While only some rows are shown: shows the rows at `rowPositions` (among all the rows,
    /// increasing, between the shown rows around `index`) from the shown row `index` on, in
    /// place of `removed` shown rows. A search that finds its matches in steps adds them so.
    public func showRows(at rowPositions: [Int], from index: Int, replacing removed: Int = 0) {
        guard let subset, !subset.showsAll else { return }
        changeRows { subset.splice(at: index, removing: removed, rowPositions) }
    }

    /// The position among all the rows of the row shown at `index`, or `nil` past the end.
    public func rowPosition(atShownIndex index: Int) -> Int? {
        guard let subset else { return index >= 0 && index < totalCount ? index : nil }
        return subset.position(at: index)
    }

    /// The position (among all the rows) of the row that has keyboard focus, or holds the
    /// widget that has it; nil when focus is not on a row.
    public var focusedRowPosition: Int? {
        guard let focusedRow = gtk_widget_get_focus_child(widgetPointer) else { return nil }
        return boundRows.values.lazy.compactMap(\.host).first { $0.rowWidget == focusedRow }?.boundPosition
    }

    /// How many times GTK's factory set up a row container and bound one, since the list was
    /// made (for the benchmark).
    package private(set) var factorySetups = 0
    package private(set) var factoryBinds = 0

    /// Runs `handler` with each change of the shown rows as GTK's list view is told it: the
    /// position, how many rows went and how many came (for tests that give a plain GTK list
    /// the same changes).
    package func onShownRowsChange(_ handler: @escaping @MainActor (Int, Int, Int) -> Void) -> SignalConnection {
        let changed: ItemsChangedHandler = { position, removed, added in
            handler(Int(position), Int(removed), Int(added))
        }
        return connectSignal(
            UnsafeMutableRawPointer(selectionPointer), "items-changed",
            trampoline: unsafeBitCast(itemsChangedTrampoline, to: GCallback.self), handler: changed)
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
    @discardableResult
    public func onRowClick(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        rowClicks.connect { position in handler(Int(position)) }
    }

    /// Scrolls so the row at `position` is in view.
    public func scrollToRow(_ position: Int) {
        guard position >= 0, position < count else { return }
        _ = cgtk_list_view_scroll_to(widgetPointer, UInt32(position))
    }

    /// Takes a window's first focus as GTK's own first focus would land in a list of its
    /// version: GTK 4.8 focuses the list itself, which a screen reader names ("Trails. List
    /// with 4 items."); from 4.12 on, a row, as Tab does: there the list itself focused would
    /// spend the first arrow key entering its rows.
    package func takeFirstFocus() {
        if gtk_get_minor_version() >= 12, gtk_widget_child_focus(widgetPointer, GTK_DIR_TAB_FORWARD) != 0 { return }
        grabFocus()
    }

    /// Takes keyboard focus as Tab reaching the list does: its row with the list's focus
    /// (the selected one, else the first), or the list itself when it has no row drawn.
    package func focusAsTabDoes() {
        if gtk_widget_child_focus(widgetPointer, GTK_DIR_TAB_FORWARD) != 0, containsFocus { return }
        grabFocus()
    }

    /// Moves keyboard focus to the row at `position` (among the shown rows), scrolling it
    /// into view. A row GTK has no widget for yet gets it once the list is laid out; until then
    /// the list has it.
    public func focusRow(_ position: Int) {
        scrollToRow(position)
        if let row = rowWidget(atShownIndex: position), gtk_widget_grab_focus(row) != 0 { return }
        _ = gtk_widget_grab_focus(widgetPointer)
    }

    /// Gives keyboard focus to the first row wholly on screen; whether there was one. (For a
    /// list that lost focus to GTK: the row that had it was scrolled out of view and is no
    /// longer drawn, and GTK 4.8 would give it back there, to drop it again.)
    package func focusFirstRowOnScreen() -> Bool {
        var child = gtk_widget_get_first_child(widgetPointer)
        while let row = child {
            child = gtk_widget_get_next_sibling(row)
            if isOnScreen(row), gtk_widget_grab_focus(row) != 0 { return true }
        }
        return false
    }

    /// The row under the point (`x`, `y`) of the list (its index among the rows shown), and
    /// where that row is, in the list's coordinates; nil between rows or past the last.
    func row(atX x: Double, y: Double) -> (position: Int, bounds: graphene_rect_t)? {
        var child = gtk_widget_get_first_child(widgetPointer)
        while let row = child {
            child = gtk_widget_get_next_sibling(row)
            var bounds = graphene_rect_t()
            guard gtk_widget_get_mapped(row) != 0, gtk_widget_compute_bounds(row, widgetPointer, &bounds) != 0 else {
                continue
            }
            let (left, top) = (Double(bounds.origin.x), Double(bounds.origin.y))
            guard x >= left, x < left + Double(bounds.size.width), y >= top, y < top + Double(bounds.size.height),
                let position = position(ofRowWidget: row)
            else { continue }
            return (position, bounds)
        }
        return nil
    }

    /// The row that has keyboard focus (its index among the rows shown) and where it is, in
    /// the list's coordinates.
    func focusedRow() -> (position: Int, bounds: graphene_rect_t)? {
        guard let row = gtk_widget_get_focus_child(widgetPointer), let position = position(ofRowWidget: row) else {
            return nil
        }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, widgetPointer, &bounds) != 0 else { return nil }
        return (position, bounds)
    }

    private func position(ofRowWidget row: UnsafeMutablePointer<GtkWidget>) -> Int? {
        boundRows.values.lazy.compactMap(\.host).first { $0.rowWidget == row }?.shownIndex
    }

    /// Whether the point (`x`, `y`) of the list is on a section's header.
    private func isSectionHeader(atX x: Double, y: Double) -> Bool {
        var widget = gtk_widget_pick(widgetPointer, x, y, GTK_PICK_DEFAULT)
        while let current = widget, current != widgetPointer {
            if gtk_widget_has_css_class(current, SectionStartRow.headerClass) != 0 { return true }
            widget = gtk_widget_get_parent(current)
        }
        return false
    }

    /// The widgets of the rows bound now, with their positions among all the rows (a row
    /// built once its change is over has none yet).
    package var boundRowContents: [(position: Int, content: Widget)] {
        boundRows.values.compactMap { row in
            guard let host = row.host, let position = host.boundPosition, let content = host.content else { return nil }
            return (position, content)
        }
    }

    /// The positions of the bound rows whose section header (``SectionStartRow``) is not the
    /// one `header(position)` says they carry now (`nil`: none): those a change of the rows
    /// made start or stop a section.
    package func rowsWithStaleSectionHeaders(_ header: (Int) -> String?) -> [Int] {
        boundRowContents.compactMap { position, content in
            (content as? SectionStartRow)?.title == header(position) ? nil : position
        }
    }

    /// Whether the row widget `row` is laid out within the list's view.
    private func isOnScreen(_ row: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_mapped(row) != 0, gtk_widget_get_height(row) > 0 else { return false }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, widgetPointer, &bounds) != 0 else { return false }
        let bottom = Double(bounds.origin.y + bounds.size.height)
        return bounds.origin.y >= 0 && bottom <= Double(gtk_widget_get_height(widgetPointer))
    }

    /// The widget GTK made for the row shown at `index`, if it has made one.
    private func rowWidget(atShownIndex index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        guard let position = rowPosition(atShownIndex: index), let item = positions.liveItem(at: position),
            let host = boundRows[item]?.host, host.isBound(to: item)
        else { return nil }
        return host.rowWidget
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
        let unbind: PointerHandler = { [weak self] item in self?.unbindRow(OpaquePointer(item)) }
        _ = connectSignal(factoryPointer, "setup", trampoline: trampoline, handler: setup)
        _ = connectSignal(factoryPointer, "bind", trampoline: trampoline, handler: bind)
        _ = connectSignal(factoryPointer, "unbind", trampoline: trampoline, handler: unbind)
    }

    private func setUpRow(_ listItem: OpaquePointer?) {
        factorySetups += 1
        guard let listItem else { return }
        let host = RowHost(listItem: listItem)
        let itemAddress = UInt(bitPattern: UnsafeMutableRawPointer(listItem))
        host.onPrimaryClick { [weak self] in
            guard let self, let item = OpaquePointer(bitPattern: itemAddress) else { return }
            let position = gtk_list_item_get_position(item)
            if position != cgtk_invalid_list_position() { self.rowClicks.emit(position) }
        }
    }

    private func bindRow(_ listItem: OpaquePointer?) {
        factoryBinds += 1
        guard let listItem, let host = RowHost.of(listItem), let item = gtk_list_item_get_item(listItem) else { return }
        // The item's position among all the rows now (the list item's own position counts
        // the shown rows only); the item moves with its row when rows change around it.
        let position = twopane_position_model_item_position(item)
        guard position != UInt32.max else { return }
        // GTK 4.8 unbinds and binds again every row whose position changed (rows inserted
        // above it): a row bound to the same item keeps the widget it has.
        if host.bind(to: item) {
            if rowChangeDepth > 0 {
                host.content = nil
                hostsToBuild.append(host)
            } else {
                host.content = rowContent(Int(position))
            }
        }
        boundRows[item] = WeakRowHost(host)
        if boundRows.count > 64 + 4 * positions.liveItemCount { forgetUnboundRows() }
    }

    /// Drops the entries of hosts gone or bound to another item since.
    private func forgetUnboundRows() {
        boundRows = boundRows.filter { item, row in row.host?.holds(item) == true }
    }

    /// The row keeps its widget: the same item may be bound again at once (see `bindRow`).
    private func unbindRow(_ listItem: OpaquePointer?) {
        RowHost.of(listItem)?.isBound = false
    }
}

/// A row host, not kept alive: a list item owns its host.
private struct WeakRowHost {
    weak var host: RowHost?
    init(_ host: RowHost) { self.host = host }
}

/// The container GTK recycles for one row; holds the app's row widget while bound.
@MainActor
final class RowHost {
    private static let key = "twopane-row-host"
    private let box: Box
    private let click: GestureClick
    /// The row item the host was last bound to, kept alive so its address stands for it.
    private var boundItem: ObjectReference?
    /// Whether GTK has the host bound to `boundItem` now.
    var isBound = false
    /// The section title the row GTK made is described by, if any (``describeSection()``).
    private var describedSection: String?

    /// The GtkListItem the host is set up in (it owns the host: it outlives it).
    private let listItemAddress: UInt

    init(listItem: OpaquePointer) {
        listItemAddress = UInt(bitPattern: UnsafeMutableRawPointer(listItem))
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
            if let oldValue {
                (oldValue as? SectionStartRow)?.follow(nil)
                box.remove(oldValue)
            }
            if let content {
                content.expandsHorizontally = true
                box.append(content)
            }
            describeSection()
            paintSectionStart()
        }
    }

    /// A row that starts a section wears its look below its header, on the section's row
    /// body (``SectionStartRow``): the GTK row itself is marked to be left unpainted. A
    /// recycled row that starts none is painted again.
    private func paintSectionStart() {
        guard let rowWidget else { return }
        if let start = content as? SectionStartRow {
            gtk_widget_add_css_class(rowWidget, SectionStartRow.gtkRowClass)
            start.follow(rowWidget)
        } else {
            gtk_widget_remove_css_class(rowWidget, SectionStartRow.gtkRowClass)
        }
    }

    /// The row that starts a section is described by the section's title, on the widget
    /// GTK made for the row, which takes the focus: Orca reads a focused row by the text of
    /// its labels but skips a heading among them, and speaks the description after the
    /// row. A recycled row that starts none loses it.
    private func describeSection() {
        let title = (content as? SectionStartRow)?.title
        // Set again, the same description is read again where the row has focus.
        guard let rowWidget, title != describedSection else { return }
        describedSection = title
        if let title {
            cgtk_accessible_set_description(rowWidget, title)
        } else {
            gtk_accessible_reset_property(OpaquePointer(rowWidget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
        }
    }

    /// Binds the host to `item`; whether its content must be built (another item, or none
    /// built yet).
    func bind(to item: UnsafeMutableRawPointer) -> Bool {
        isBound = true
        guard boundItem?.pointer != item || content == nil else { return false }
        boundItem = ObjectReference(sharing: item)
        return true
    }

    /// The position now (among all the rows) of the item the host is bound to, if it is bound
    /// and its row was not removed.
    var boundPosition: Int? {
        guard isBound, let item = boundItem?.pointer else { return nil }
        let position = twopane_position_model_item_position(item)
        return position == UInt32.max ? nil : Int(position)
    }

    /// Where the host's row is among the rows shown now, if it is bound.
    var shownIndex: Int? {
        guard isBound, let listItem = OpaquePointer(bitPattern: listItemAddress) else { return nil }
        let position = gtk_list_item_get_position(listItem)
        return position == cgtk_invalid_list_position() ? nil : Int(position)
    }

    /// Whether `item` is the item the host was last bound to.
    func holds(_ item: UnsafeMutableRawPointer) -> Bool { boundItem?.pointer == item }

    /// Whether the host is bound to `item` now.
    func isBound(to item: UnsafeMutableRawPointer) -> Bool { isBound && holds(item) }

    /// The row widget GTK made for this host (its box's parent).
    var rowWidget: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_parent(box.widgetPointer) }

    @discardableResult
    func onPrimaryClick(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        // Every click counts, a quick second one too (GTK numbers it 2 within the double-click
        // time, even after a click elsewhere); opening a row twice changes nothing.
        click.onReleased { _, _, _ in handler() }
    }
}
