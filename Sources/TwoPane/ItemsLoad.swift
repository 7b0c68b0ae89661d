/// A load of the items under way (``TwoPaneSplitLayout/loadItems(keepingItems:loading:failure:_:)``): its
/// main-actor task, cancelled when the layout lets the load go (it ended early, or the layout
/// itself is gone with its window).
final class ItemsLoad: Sendable {
    /// The task that awaits the app's load and shows what it gave.
    let task: Task<Void, Never>
    /// The sidebar's selection the load was started for: another one cancels it.
    let sidebarSelection: Int?
    /// Which load this is: what it returns is shown only while it is the load under way.
    let number: Int

    init(task: Task<Void, Never>, sidebarSelection: Int?, number: Int) {
        self.task = task
        self.sidebarSelection = sidebarSelection
        self.number = number
    }

    deinit { task.cancel() }
}
