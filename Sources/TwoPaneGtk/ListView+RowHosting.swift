import CGtk

/// The rows' widgets: GTK's factory sets up the row containers (``RowHost``) and binds them to
/// rows as they scroll into view, and ``ListRowHosts`` builds each bound row's widget, at once
/// or once the change of the rows under way is over. Positions here count all the rows.
extension ListView {
    /// Makes the row changes of `body` (``replaceRows(at:removing:adding:)``,
    /// ``showRows(at:from:replacing:)``, …) as one: GTK may bind a row in the middle of them,
    /// and its widget is built only once every change is made, for the item it then shows (a
    /// row inserted by one change moves with the next).
    public func changeRows(_ body: () -> Void) {
        changingRows(keepingTheTop: false, body)
    }

    /// Makes the row changes of `body` as one (``changeRows(_:)``), keeping a list scrolled
    /// to its very top there: changes of the items themselves (a row an edit brings into a
    /// search's matches shows at the top, as an inserted row does).
    package func changeRowsKeepingTheTop(_ body: () -> Void) {
        changingRows(keepingTheTop: true, body)
    }

    /// Runs `body`, which changes the rows, building the widgets of the rows bound meanwhile
    /// at the end of the outermost change; with `keepingTheTop`, a list scrolled to its very
    /// top stays there (``keepTheTopIfAsked()``).
    func changingRows(keepingTheTop: Bool, _ body: () -> Void) {
        rowChangeBegins(outermost: !rowHosts.isChanging, keepingTheTop: keepingTheTop)
        rowHosts.beginChange()
        body()
        guard rowHosts.endChange() else { return }
        // Once every change is made.
        keepTheTopIfAsked()
        rowHosts.buildWaitingRows()
    }

    /// Builds again, with `rowContent`, the widgets of the rows at these positions (among all
    /// the rows) that are bound now: their items changed. Other rows are not touched, and a
    /// row not on screen is built when it scrolls into view.
    public func reloadRows(at rowPositions: some Sequence<RowPosition>) {
        for position in rowPositions { rowHosts.reload(at: position) }
    }

    /// The widgets of the rows bound now, with their positions among all the rows (a row
    /// built once its change is over has none yet).
    package var boundRowContents: [(position: RowPosition, content: Widget)] {
        rowHosts.hosts.compactMap { host in
            guard let position = host.boundPosition, let content = host.content else { return nil }
            return (position, content)
        }
    }

    /// How many times GTK's factory set up a row container since the list was made (for the
    /// benchmark).
    package var factorySetups: Int { rowHosts.setups }

    /// How many times GTK's factory bound a row container to a row since the list was made
    /// (for the benchmark).
    package var factoryBinds: Int { rowHosts.binds }

    /// Hands GTK's factory's setup, bind and unbind of the row containers to ``rowHosts``; a
    /// primary click on a row is told to ``onRowClick(_:)``'s handlers.
    func connectFactory(_ factory: OpaquePointer) {
        let factoryPointer = UnsafeMutableRawPointer(factory)
        let trampoline = unsafeBitCast(pointerTrampoline, to: GCallback.self)
        let clicked: @MainActor (ShownRowIndex) -> Void = { [weak self] index in
            self?.rowClicks.emit(UInt32(index.rawValue))
        }
        let setup: PointerHandler = { [weak self] item in self?.rowHosts.setUp(OpaquePointer(item), clicked: clicked) }
        let bind: PointerHandler = { [weak self] item in self?.rowHosts.bind(OpaquePointer(item)) }
        let unbind: PointerHandler = { [weak self] item in self?.rowHosts.unbind(OpaquePointer(item)) }
        _ = connectSignal(factoryPointer, "setup", trampoline: trampoline, handler: setup)
        _ = connectSignal(factoryPointer, "bind", trampoline: trampoline, handler: bind)
        _ = connectSignal(factoryPointer, "unbind", trampoline: trampoline, handler: unbind)
    }
}
