import TwoPaneModel

/// What the layout shows, told to the app (``TwoPaneSplitLayout/shownColumns``, L20): once
/// per change, after the frame that shows it is painted, however many renders that frame had.
@MainActor
final class ShownColumnsReport {
    /// The value the app observes.
    let value: ObservableValue<ShownColumns>
    /// Whether a paint is awaited to tell the app.
    private var isScheduled = false

    init(_ shown: ShownColumns) { value = ObservableValue(shown) }

    /// Whether the app must be told `shown` after the next paint; true once until ``tell(_:)``.
    func needsTelling(_ shown: ShownColumns) -> Bool {
        guard !isScheduled, shown != value.value else { return false }
        isScheduled = true
        return true
    }

    /// The frame is painted: the app hears what the layout shows now, if it changed.
    func tell(_ shown: ShownColumns) {
        isScheduled = false
        if shown != value.value { value.value = shown }
    }
}
