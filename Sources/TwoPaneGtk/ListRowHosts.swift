import CGtk
import CTwoPaneWidgets

/// The row containers GTK's factory sets up for a list (``RowHost``), and the widgets built
/// in them: GTK binds a container to a row as the row scrolls into view, and the row's widget
/// is built then, with the list's `rowContent`, or at the end of the change of the rows under
/// way (``ListView/changeRows(_:)``): GTK may bind a row in the middle of a change, and a later
/// splice of the same change may move it.
@MainActor
final class ListRowHosts {
    /// Every row of the list, shown or not: a row's item, by position.
    private let positions: PositionListModel
    private let rowContent: @MainActor (RowPosition) -> Widget
    /// The hosts of the bound rows, by the item each is bound to.
    private var boundRows: [UnsafeMutableRawPointer: WeakRowHost] = [:]
    /// How deep in a change of the rows the list is, and the rows bound meanwhile, whose
    /// widgets are built at its end.
    private var changeDepth = 0
    private var hostsToBuild: [RowHost] = []
    /// Hosts whose list item GTK dropped since the main loop was last idle, with their
    /// widgets, by the item each showed (``RowHostsLeftBehind``).
    private let leftBehind = RowHostsLeftBehind()
    /// How many times GTK's factory set up a row container and bound one (for the benchmark).
    private(set) var setups = 0
    private(set) var binds = 0

    init(positions: PositionListModel, rowContent: @escaping @MainActor (RowPosition) -> Widget) {
        self.positions = positions
        self.rowContent = rowContent
    }

    /// Whether a change of the rows is under way.
    var isChanging: Bool { changeDepth > 0 }

    /// A change of the rows begins (changes nest: the outermost one counts).
    func beginChange() {
        changeDepth += 1
        leftBehind.forgetAll()
    }

    /// A change of the rows ends; whether it was the outermost one. Its rows are built then, by
    /// ``buildWaitingRows()``.
    func endChange() -> Bool {
        changeDepth -= 1
        return changeDepth == 0
    }

    /// Builds the widgets of the rows bound during the change that just ended.
    func buildWaitingRows() {
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

    /// Builds again the widget of the row at `position` if it is bound now: its item changed.
    /// A row GTK holds but has unbound is built when it is bound again.
    func reload(at position: RowPosition) {
        guard let (item, host) = holder(ofRowAt: position) else { return }
        if !host.isBound(to: item) {
            host.content = nil  // built when it is bound again
        } else if isChanging {
            // Once the change is over, with the rows bound meanwhile: a row inserted by the
            // change and updated by it is built once.
            host.content = nil
            hostsToBuild.append(host)
        } else {
            host.content = rowContent(position)
        }
    }

    /// The hosts bound now, or bound until recently (GTK may bind the same item again).
    var hosts: some Sequence<RowHost> { boundRows.values.lazy.compactMap(\.host) }

    /// The host bound now to the row at `position`, if GTK has one.
    func boundHost(at position: RowPosition) -> RowHost? {
        guard let (item, host) = holder(ofRowAt: position), host.isBound(to: item) else { return nil }
        return host
    }

    /// The item at `position` and the host that holds it, bound to it now or not.
    private func holder(ofRowAt position: RowPosition) -> (UnsafeMutableRawPointer, RowHost)? {
        guard let item = positions.liveItem(at: position), let host = boundRows[item]?.host, host.holds(item)
        else { return nil }
        return (item, host)
    }

    /// The host whose row widget GTK made is `rowWidget`.
    func host(ofRowWidget rowWidget: UnsafeMutablePointer<GtkWidget>) -> RowHost? {
        hosts.first { $0.rowWidget == rowWidget }
    }

    // MARK: - GTK's factory

    /// GTK's factory set up a row container: a host, whose primary clicks run `clicked` with
    /// the row's index among the rows shown.
    func setUp(_ listItem: OpaquePointer?, clicked: @escaping @MainActor (ShownRowIndex) -> Void) {
        setups += 1
        guard let listItem else { return }
        let host = RowHost(listItem: listItem)
        host.onListItemGone = { [weak self] host in self?.leftBehind.keep(host) }
        let itemAddress = UInt(bitPattern: UnsafeMutableRawPointer(listItem))
        host.onPrimaryClick {
            guard let item = OpaquePointer(bitPattern: itemAddress) else { return }
            let index = gtk_list_item_get_position(item)
            if index != cgtk_invalid_list_position() { clicked(ShownRowIndex(Int(index))) }
        }
    }

    /// GTK's factory bound a row container to a row's item.
    func bind(_ listItem: OpaquePointer?) {
        binds += 1
        guard let listItem, let host = RowHost.of(listItem), let item = gtk_list_item_get_item(listItem) else { return }
        // The item's position among all the rows now (the list item's own position counts
        // the shown rows only); the item moves with its row when rows change around it.
        let position = twopane_position_model_item_position(item)
        guard position != UInt32.max else { return }
        // GTK 4.8 unbinds and binds again every row whose position changed (rows inserted
        // above it): a row bound to the same item keeps the widget it has.
        if host.bind(to: item) {
            if let widget = leftBehind.takeWidget(showing: item) {
                host.content = widget
            } else if isChanging {
                host.content = nil
                hostsToBuild.append(host)
            } else {
                host.content = rowContent(RowPosition(Int(position)))
            }
        }
        boundRows[item] = WeakRowHost(host)
        if boundRows.count > 64 + 4 * positions.liveItemCount { forgetUnboundRows() }
    }

    /// The row keeps its widget: the same item may be bound again at once (see `bind`).
    func unbind(_ listItem: OpaquePointer?) {
        RowHost.of(listItem)?.isBound = false
    }

    /// Drops the entries of hosts gone or bound to another item since.
    private func forgetUnboundRows() {
        boundRows = boundRows.filter { item, row in row.host?.holds(item) == true }
    }
}
