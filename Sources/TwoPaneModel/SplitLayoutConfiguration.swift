/// The fixed parameters of a split layout: how many columns, where it collapses, how wide
/// its columns may be and how they share the width.
///
/// The defaults are those of the layout rules (<doc:LayoutRules>): two columns, collapse
/// below 600 px, expand again from 612 px, a list column of 320 px within [200, 480] and a
/// detail of at least 300 px. A three-column layout also folds its sidebar away below
/// ``foldBreakpoint``: by default the sum of the three columns' minimum widths and their
/// dividers. Invalid values are normalised rather than trapped on: a negative hysteresis
/// becomes 0, a breakpoint below 1 becomes 1, and nothing exceeds ``largestWidth``.
///
/// The breakpoints may be given in text-relative units (``breakpointUnit`` ``LengthUnit/sp``),
/// so that a user with larger text gets the stack sooner; the layout compares its width with
/// ``inPixels(atTextScale:)`` at the desktop's text scale, live. Column widths stay in pixels.
///
/// ```swift
/// let configuration = SplitLayoutConfiguration(breakpoint: 700, listWidth: 280)
/// let regions = SplitLayoutConfiguration(columnCount: 3, style: .automatic)
/// let textual = SplitLayoutConfiguration(breakpoint: 600, breakpointUnit: .sp)
/// ```
public struct SplitLayoutConfiguration: Equatable, Sendable {
    /// Widths below this collapse the layout into one stack (L1).
    public let breakpoint: Int
    /// A collapsed layout expands again only at `breakpoint + hysteresis` (L1); a folded
    /// sidebar unfolds only at `foldBreakpoint + hysteresis`.
    public let hysteresis: Int
    /// The width of the divider between two columns (GtkPaned's thin handle: 1 px).
    public let dividerWidth: Int
    /// 2 (list and detail) or 3 (sidebar, list and detail).
    public let columnCount: Int
    /// How shown leading columns share the width with the detail.
    public let style: SplitStyle
    /// The list column's bounds; its `ideal` is where it starts (L2).
    public let listColumn: ColumnWidth
    /// The sidebar column's bounds (three columns only).
    public let sidebarColumn: ColumnWidth
    /// The narrowest the detail column may be left by the others (L2).
    public let minimumDetailWidth: Int
    /// Three columns: widths below this fold the sidebar away when the visibility is
    /// automatic. Never below ``expandWidth``.
    public let foldBreakpoint: Int
    /// The unit of ``breakpoint``, ``hysteresis`` and ``foldBreakpoint``
    /// (``LengthUnit/px`` by default). A fold breakpoint left to its default, the sum of the
    /// columns' minimum widths, is taken in this unit too: in ``LengthUnit/sp`` the sidebar
    /// folds sooner with larger text, leaving the detail room for it. Column widths are
    /// always in pixels.
    public let breakpointUnit: LengthUnit

    /// The narrowest the list column may be by default (L2).
    @available(*, deprecated, message: "Use ColumnWidth.defaultList.min; removed in 0.4.0.")
    public static let minimumListWidth = ColumnWidth.defaultList.min
    /// The widest the list column may be by default (L2).
    public static let maximumListWidth = ColumnWidth.defaultList.max
    /// The narrowest the detail column may be left by the list by default (L2).
    public static let minimumDetailWidth = 300

    /// A configuration; an argument left out keeps its default.
    ///
    /// - Parameters:
    ///   - breakpoint: Widths below this collapse the layout (600 px; at least 1).
    ///   - hysteresis: How far past a breakpoint the width must come back before a collapsed
    ///     layout expands or a folded sidebar unfolds (12 px; at least 0).
    ///   - listWidth: The list column's starting width, within `listColumn`'s bounds; `nil`
    ///     takes `listColumn`'s `ideal` (320 px).
    ///   - dividerWidth: The width of each divider between two columns (1 px).
    ///   - columnCount: 2 (list and detail) or 3 (sidebar, list and detail); more means 3.
    ///     ``TwoPaneSplitLayout`` sets it from whether it has a sidebar.
    ///   - style: How shown leading columns share the width with the detail.
    ///   - listColumn: The list column's bounds (``ColumnWidth/defaultList``).
    ///   - sidebarColumn: The sidebar column's bounds (``ColumnWidth/defaultSidebar``).
    ///   - minimumDetailWidth: The narrowest the other columns may leave the detail (300 px).
    ///   - foldBreakpoint: Three columns: widths below this fold the sidebar away. `nil` takes
    ///     the sum of the three columns' minimums and two dividers (682 px by default); never
    ///     below `breakpoint + hysteresis`.
    ///   - breakpointUnit: The unit of `breakpoint`, `hysteresis` and the fold breakpoint,
    ///     given or default (``LengthUnit/px``; ``LengthUnit/sp`` grows them with the
    ///     desktop's text size).
    public init(
        breakpoint: Int = 600, hysteresis: Int = 12, listWidth: Int? = nil, dividerWidth: Int = 1,
        columnCount: Int = 2, style: SplitStyle = .automatic,
        listColumn: ColumnWidth = .defaultList, sidebarColumn: ColumnWidth = .defaultSidebar,
        minimumDetailWidth: Int = Self.minimumDetailWidth, foldBreakpoint: Int? = nil,
        breakpointUnit: LengthUnit = .px
    ) {
        self.breakpoint = min(max(1, breakpoint), Self.largestWidth)
        self.hysteresis = min(max(0, hysteresis), Self.largestWidth)
        self.dividerWidth = min(max(0, dividerWidth), Self.largestWidth)
        self.columnCount = columnCount >= 3 ? 3 : 2
        self.style = style
        self.listColumn = ColumnWidth(min: listColumn.min, ideal: listWidth ?? listColumn.ideal, max: listColumn.max)
        self.sidebarColumn = sidebarColumn
        self.minimumDetailWidth = min(max(0, minimumDetailWidth), Self.largestWidth)
        let sumOfMinimums = sidebarColumn.min + self.listColumn.min + self.minimumDetailWidth + 2 * self.dividerWidth
        let expandWidth = self.breakpoint + self.hysteresis
        self.foldBreakpoint = min(max(foldBreakpoint ?? sumOfMinimums, expandWidth), Self.largestWidth)
        self.breakpointUnit = breakpointUnit
    }

    /// No screen is wider: every width is limited to it, so sums of widths cannot overflow.
    public static let largestWidth = 1 << 20

    /// The list column's starting width, within its bounds (L2).
    public var listWidth: Int { listColumn.ideal }

    /// The width from which a collapsed layout expands again.
    public var expandWidth: Int { breakpoint + hysteresis }

    /// The width from which a folded sidebar unfolds again (three columns).
    public var unfoldWidth: Int { foldBreakpoint + hysteresis }

    /// Whether the layout has a sidebar column before the list.
    public var hasSidebar: Bool { columnCount == 3 }

    /// The first column of a collapsed layout's stack.
    public var firstColumn: SplitColumn { hasSidebar ? .sidebar : .list }

    /// This configuration with `columnCount` columns; everything else, the fold breakpoint
    /// included, is kept.
    public func withColumnCount(_ columnCount: Int) -> SplitLayoutConfiguration {
        SplitLayoutConfiguration(
            breakpoint: breakpoint, hysteresis: hysteresis, listWidth: listWidth,
            dividerWidth: dividerWidth, columnCount: columnCount, style: style,
            listColumn: listColumn, sidebarColumn: sidebarColumn,
            minimumDetailWidth: minimumDetailWidth, foldBreakpoint: foldBreakpoint,
            breakpointUnit: breakpointUnit)
    }

    /// This configuration with its breakpoints in pixels at a text scale of `textScale`
    /// (normalised by ``LengthUnit/normalisedTextScale(_:)``): each length in ``LengthUnit/sp``
    /// times the scale, rounded to the nearest pixel. A configuration in pixels is returned
    /// as it is.
    public func inPixels(atTextScale textScale: Double) -> SplitLayoutConfiguration {
        guard breakpointUnit == .sp else { return self }
        let scale = LengthUnit.normalisedTextScale(textScale)
        func pixels(_ length: Int) -> Int {
            Int(min((Double(length) * scale).rounded(), Double(Self.largestWidth)))
        }
        return SplitLayoutConfiguration(
            breakpoint: pixels(breakpoint), hysteresis: pixels(hysteresis), listWidth: listWidth,
            dividerWidth: dividerWidth, columnCount: columnCount, style: style,
            listColumn: listColumn, sidebarColumn: sidebarColumn,
            minimumDetailWidth: minimumDetailWidth, foldBreakpoint: pixels(foldBreakpoint),
            breakpointUnit: .px)
    }

    /// The narrowest width `columns` fit side by side at their minimums, dividers included.
    public func minimumWidth(of columns: [SplitColumn]) -> Int {
        let widths = columns.map { column -> Int in
            switch column {
            case .sidebar: sidebarColumn.min
            case .list: listColumn.min
            case .detail: minimumDetailWidth
            }
        }
        return widths.reduce(0, +) + max(0, columns.count - 1) * dividerWidth
    }
}
