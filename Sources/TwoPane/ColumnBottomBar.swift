import TwoPaneGtk

/// A column's bottom bar, made when the app first puts a widget in it: until then the column
/// has none (GTK's action bar is five widgets, and most columns never show one).
@MainActor
final class ColumnBottomBar {
    /// Puts the bar, once made, below the column's content.
    private let attach: (ActionBar) -> Void
    private var bar: ActionBar?

    /// A bar that `attach` puts below the column's content when it is made.
    init(attach: @escaping (ActionBar) -> Void) {
        self.attach = attach
    }

    /// Adds `item` at the start of the bar, or at its end, and shows the bar.
    func pack(_ item: Widget, atStart: Bool) {
        let bar = made()
        if atStart { bar.packStart(item) } else { bar.packEnd(item) }
        bar.isVisible = true
    }

    /// Takes `item` out of the bar.
    func remove(_ item: Widget) { bar?.remove(item) }

    /// Hides the bar if it holds nothing.
    func hideIfEmpty() {
        guard let bar else { return }
        bar.isVisible = !bar.isEmpty
    }

    private func made() -> ActionBar {
        if let bar { return bar }
        let made = ActionBar()
        bar = made
        attach(made)
        return made
    }
}
