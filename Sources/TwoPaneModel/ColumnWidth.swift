/// A column's width bounds and the width it starts at: SwiftUI's
/// `navigationSplitViewColumnWidth(min:ideal:max:)`.
///
/// Invalid bounds are normalised rather than trapped on: `min` is at least 0, `max` at
/// least `min`, and `ideal` within them.
///
/// ```swift
/// let list = ColumnWidth(min: 200, ideal: 320, max: 480)
/// list.clamped(600) // 480
/// ```
public struct ColumnWidth: Equatable, Sendable {
    /// The narrowest the column may be, in pixels (at least 0).
    public let min: Int
    /// The width the column starts at, in pixels, within `min` and `max`.
    public let ideal: Int
    /// The widest the column may be, in pixels (at least `min`).
    public let max: Int

    /// Bounds from `min` to `max` pixels, starting at `ideal`.
    ///
    /// Invalid bounds are normalised: a negative `min` becomes 0, a `max` below `min` becomes
    /// `min`, `ideal` is clamped between them, and none exceeds
    /// ``SplitLayoutConfiguration/largestWidth``.
    public init(min: Int, ideal: Int, max: Int) {
        let lower = Swift.min(Swift.max(0, min), SplitLayoutConfiguration.largestWidth)
        let upper = Swift.min(Swift.max(lower, max), SplitLayoutConfiguration.largestWidth)
        self.min = lower
        self.max = upper
        self.ideal = Swift.min(Swift.max(ideal, lower), upper)
    }

    /// `width` within the bounds.
    public func clamped(_ width: Int) -> Int { Swift.min(Swift.max(width, min), max) }

    /// The list column's default bounds (L2): 200, 320, 480.
    public static let defaultList = ColumnWidth(min: 200, ideal: 320, max: 480)
    /// The sidebar column's default bounds (three columns): 180, 240, 360.
    public static let defaultSidebar = ColumnWidth(min: 180, ideal: 240, max: 360)
}
