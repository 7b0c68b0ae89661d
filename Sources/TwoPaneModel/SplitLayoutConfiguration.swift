/// The fixed parameters of a split layout: where it collapses and how wide the list starts.
///
/// The defaults are DESIGN.md's: collapse below 600 px, expand again from 612 px, a list
/// column of 320 px. Invalid values are normalised rather than trapped on: a negative
/// hysteresis becomes 0, a breakpoint below 1 becomes 1, and nothing exceeds ``largestWidth``.
///
/// ```swift
/// let configuration = SplitLayoutConfiguration(breakpoint: 700, listWidth: 280)
/// ```
public struct SplitLayoutConfiguration: Equatable, Sendable {
    /// Widths below this collapse the layout (L1).
    public let breakpoint: Int
    /// A collapsed layout expands again only at `breakpoint + hysteresis` (L1).
    public let hysteresis: Int
    /// The list column's starting width, already clamped to the column bounds (L2).
    public let listWidth: Int
    /// The width of the divider between the columns (GtkPaned's thin handle: 1 px).
    public let dividerWidth: Int

    /// The narrowest the list column may be (L2).
    public static let minimumListWidth = 200
    /// The widest the list column may be (L2).
    public static let maximumListWidth = 480
    /// The narrowest the detail column may be left by the list (L2).
    public static let minimumDetailWidth = 300

    public init(breakpoint: Int = 600, hysteresis: Int = 12, listWidth: Int = 320, dividerWidth: Int = 1) {
        self.breakpoint = min(max(1, breakpoint), Self.largestWidth)
        self.hysteresis = min(max(0, hysteresis), Self.largestWidth)
        self.listWidth = ListColumnWidth.clampedToBounds(listWidth)
        self.dividerWidth = min(max(0, dividerWidth), Self.largestWidth)
    }

    /// No screen is wider: breakpoint, hysteresis and divider are limited to it, so sums of
    /// widths cannot overflow.
    public static let largestWidth = 1 << 20

    /// The width from which a collapsed layout expands again.
    public var expandWidth: Int { breakpoint + hysteresis }
}
