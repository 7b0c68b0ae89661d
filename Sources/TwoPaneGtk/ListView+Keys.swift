import CGtk
import CTwoPaneWidgets

/// The keys in the list and what activates a row: the navigation keys select or only move
/// focus, Tab leaves the list and comes back to its row (``ListKeys``), and Enter, a double
/// click or a single click run the app's handlers with the row's index among the rows shown.
extension ListView {
    /// Whether the arrow keys, Home, End, Page Up and Page Down select the row they move to
    /// (GTK's default) or only move the keyboard focus there, as they do with Ctrl held. A
    /// collapsed layout moves focus only: selecting opens a detail (L6), and a selection
    /// taken back at once changed the list twice per key (screen readers said "selected",
    /// then "not selected").
    public var navigationKeysSelect: Bool {
        get { keys.navigationKeysSelect }
        set { keys.navigationKeysSelect = newValue }
    }

    /// The row (its index among the rows shown) Tab or Shift+Tab last left.
    var rowLeftByTab: ShownRowIndex? { keys.rowLeftByTab }

    /// Does what the PageDown key does in the list: focus and select the row a page down.
    /// Whether the list had the binding.
    @discardableResult
    public func movePageDown() -> Bool {
        twopane_widget_run_key_binding(widgetPointer, cgtk_key_page_down(), GdkModifierType(rawValue: 0)) != 0
    }

    /// Runs `handler` with the row's index among the rows shown when a row is activated
    /// (Enter, double click). GTK activates on a double click's second press; the handler runs
    /// when that button comes up, so it may hide the list (GTK has finished counting the press
    /// by then).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (ShownRowIndex) -> Void) -> SignalConnection {
        let positionHandler: PositionHandler = { [weak self] index in
            guard let self, let activationOnRelease = self.activationOnRelease else { return }
            activationOnRelease.run { handler(ShownRowIndex(Int(index))) }
        }
        return connectSignal(
            widgetPointer, "activate",
            trampoline: unsafeBitCast(positionTrampoline, to: GCallback.self),
            handler: positionHandler)
    }

    /// Runs `handler` with the row's index among the rows shown when a row is clicked once
    /// with the primary button (GTK itself only activates on a double click).
    @discardableResult
    public func onRowClick(_ handler: @escaping @MainActor (ShownRowIndex) -> Void) -> SignalConnection {
        rowClicks.connect { index in handler(ShownRowIndex(Int(index))) }
    }
}
