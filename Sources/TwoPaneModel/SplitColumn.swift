/// A column of a split layout, in navigation order: a collapsed layout pushes them left to
/// right and Back pops them right to left.
///
/// A two-column layout has `list` and `detail`; a three-column one adds `sidebar` before
/// them (SwiftUI's `sidebar`, `content`, `detail`: its two-column `sidebar` is our `list`).
public enum SplitColumn: Int, Comparable, CaseIterable, Sendable {
    /// The leading column of a three-column layout (e.g. regions).
    case sidebar
    /// The list of items (e.g. the trails of the selected region).
    case list
    /// The selected item's detail, and the pages pushed on it.
    case detail

    /// Whether `lhs` comes before `rhs` in navigation order: sidebar, list, detail.
    public static func < (lhs: SplitColumn, rhs: SplitColumn) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Which columns an expanded layout shows: SwiftUI's `NavigationSplitViewVisibility`.
/// A collapsed layout ignores it and shows it again when it expands (L11).
public enum ColumnVisibility: Equatable, Sendable {
    /// The layout decides: every column when they fit, else the sidebar folds away (three
    /// columns); list and detail (two columns). With ``SplitStyle/prominentDetail``, the
    /// detail only.
    case automatic
    /// Every column.
    case all
    /// The list and the detail (in a two-column layout, the same as `all`).
    case doubleColumn
    /// The detail only.
    case detailOnly
}

/// How the leading columns share the width with the detail: SwiftUI's
/// `NavigationSplitViewStyle`.
public enum SplitStyle: Equatable, Sendable {
    /// Balanced where the shown columns fit at their minimum widths; where they do not, the
    /// columns that do not fit overlay the others.
    case automatic
    /// Showing a leading column narrows the detail.
    case balanced
    /// The detail keeps the whole width; shown leading columns overlay it, and Escape or a
    /// click outside them dismisses them.
    case prominentDetail
}

/// The columns an expanded layout shows: those side by side, and those drawn over them at
/// the leading edge.
public struct ColumnArrangement: Equatable, Sendable {
    /// Side by side, in order; always ends with the detail.
    public var sideBySide: [SplitColumn]
    /// Over the side-by-side columns, in order; empty unless a column did not fit or the
    /// style is prominent detail.
    public var overlaid: [SplitColumn]

    /// The columns `sideBySide`, and those `overlaid` on them, each in order from the leading
    /// edge.
    public init(sideBySide: [SplitColumn], overlaid: [SplitColumn] = []) {
        self.sideBySide = sideBySide
        self.overlaid = overlaid
    }

    /// Whether `column` is on screen, side by side or overlaid.
    public func shows(_ column: SplitColumn) -> Bool {
        sideBySide.contains(column) || overlaid.contains(column)
    }
}
