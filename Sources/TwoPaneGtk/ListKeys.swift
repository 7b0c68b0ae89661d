import CGtk
import CTwoPaneWidgets

/// The keys a list handles beyond GTK's own: Tab and Shift+Tab leave the list in one step and
/// come back to the row they left (``TabLeavesWidget``, ``TabReturnsToRow``), and, while the
/// navigation keys only move focus (``ListView/navigationKeysSelect``), the arrow keys, Home,
/// End, Page Up and Page Down act as they do with Ctrl held.
@MainActor
final class ListKeys {
    /// The row (its index among the rows shown) Tab or Shift+Tab last left.
    private(set) var rowLeftByTab: ShownRowIndex?
    private weak var list: ListView?
    private var tabLeaves: TabLeavesWidget?
    private var tabReturns: TabReturnsToRow?
    /// Turns the navigation keys into their Ctrl variants while they only move focus; made
    /// the first time they do.
    private var focusOnlyNavigation: EventControllerKey?

    /// Whether the navigation keys select the row they move to (GTK's default), or only move
    /// the keyboard focus there.
    var navigationKeysSelect = true {
        didSet {
            guard !navigationKeysSelect, focusOnlyNavigation == nil, let list else { return }
            let controller = EventControllerKey(phase: .capture)
            controller.onKeyPressed { [weak self, weak list] keyval, modifiers in
                guard let self, let list, !self.navigationKeysSelect, modifiers == 0,
                    cgtk_key_moves_list_cursor(keyval) != 0
                else { return false }
                return twopane_widget_run_key_binding(list.widgetPointer, keyval, GDK_CONTROL_MASK) != 0
            }
            list.addController(controller)
            focusOnlyNavigation = controller
        }
    }

    /// Handles the keys pressed in `list`, from now on.
    func watch(_ list: ListView) {
        self.list = list
        tabLeaves = TabLeavesWidget(list) { [weak self, weak list] in
            self?.rowLeftByTab = list?.focusedRow()?.index
        }
        tabReturns = TabReturnsToRow(list)
    }
}
