/// The list column's width rule (L2) as pure functions, for the default bounds.
///
/// The list column is kept within [200, 480] px and never leaves the detail column less
/// than 300 px. When the space is too small for both minimums (only possible with a
/// breakpoint configured below 500 px) the list keeps its own minimum.
///
/// Deprecated: ``ColumnWidth/defaultList`` gives the same widths.
///
/// ```swift
/// ColumnWidth.defaultList.clamped(480, availableWidth: 700, leaving: 300) // 400: the detail keeps 300 px
/// ```
@available(
    *, deprecated,
    message: "Use ColumnWidth.defaultList.clamped(_:) and clamped(_:availableWidth:leaving:); removed in 0.4.0."
)
public enum ListColumnWidth {
    /// `requested` limited to the column's own bounds, [200, 480].
    public static func clampedToBounds(_ requested: Int) -> Int {
        ColumnWidth.defaultList.clamped(requested)
    }

    /// The width the list column gets when `availableWidth` px are shared by list and detail.
    public static func clamped(_ requested: Int, availableWidth: Int) -> Int {
        ColumnWidth.defaultList.clamped(
            requested, availableWidth: availableWidth,
            leaving: SplitLayoutConfiguration.minimumDetailWidth)
    }
}

extension ColumnWidth {
    /// The width this column gets when it shares `availableWidth` px with columns that need
    /// `leaving` px: `requested` within the bounds, narrowed so the others keep `leaving`,
    /// but never below the minimum.
    public func clamped(_ requested: Int, availableWidth: Int, leaving: Int) -> Int {
        let available = Swift.min(Swift.max(availableWidth, 0), SplitLayoutConfiguration.largestWidth)
        return Swift.max(Swift.min(clamped(requested), available - leaving), min)
    }
}
