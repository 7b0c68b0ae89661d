/// The row hosts of a list whose list items GTK dropped, kept with their row widgets until
/// the main loop is idle. GTK 4.8 tears down every row of a list view that leaves the window
/// and sets up new ones when it comes back: a crossing of the breakpoint moves the list
/// between containers, and each row's widget would be built again. A new host bound to an
/// item one of these showed takes its widget instead.
///
/// A row reloaded meanwhile was built again: its host here gave up its widget
/// (``ListRowHosts/reload(at:)``). A change of the rows forgets them all.
@MainActor
final class RowHostsLeftBehind {
    private var hosts: [UnsafeMutableRawPointer: RowHost] = [:]

    /// Keeps `host`, whose list item is gone, if it has a row widget.
    func keep(_ host: RowHost) {
        guard host.content != nil, let item = host.heldItem else { return }
        if hosts.isEmpty { MainLoop.whenIdle { [weak self] in self?.forgetAll() } }
        hosts[item] = host
    }

    /// The row widget a host left behind showed for `item`, taken from it.
    func takeWidget(showing item: UnsafeMutableRawPointer) -> Widget? {
        guard let host = hosts.removeValue(forKey: item), let widget = host.content else { return nil }
        host.content = nil
        return widget
    }

    /// Lets the hosts go (each to ``ReleaseWhenIdle``, which holds it too).
    func forgetAll() {
        hosts.removeAll()
    }
}
