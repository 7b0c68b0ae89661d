/// The list column's width rule (L2) as pure functions.
///
/// The list column is kept within [200, 480] px and never leaves the detail column less
/// than 300 px. When the space is too small for both minimums (only possible with a
/// breakpoint configured below 500 px) the list keeps its own minimum.
///
/// ```swift
/// ListColumnWidth.clamped(480, availableWidth: 700) // 400: the detail keeps 300 px
/// ```
public enum ListColumnWidth {
    /// `requested` limited to the column's own bounds, [200, 480].
    public static func clampedToBounds(_ requested: Int) -> Int {
        min(max(requested, SplitLayoutConfiguration.minimumListWidth),
            SplitLayoutConfiguration.maximumListWidth)
    }

    /// The width the list column gets when `availableWidth` px are shared by list and detail.
    public static func clamped(_ requested: Int, availableWidth: Int) -> Int {
        let bounded = clampedToBounds(requested)
        let available = min(max(availableWidth, 0), SplitLayoutConfiguration.largestWidth)
        let leavingDetailItsMinimum = available - SplitLayoutConfiguration.minimumDetailWidth
        return max(min(bounded, leavingDetailItsMinimum), SplitLayoutConfiguration.minimumListWidth)
    }
}
