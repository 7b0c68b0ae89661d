/// A row's position among all the rows of a ``ListView``, shown or not: 0 for the first row.
///
/// A filterable list shows only some of its rows (``ListView/showOnlyRows(at:)``), so it counts
/// its rows in two ways. The rows themselves are counted by position among all of them: a
/// row's widget is built for its position (the list's `rowContent`), and changes of the rows
/// name positions (``ListView/replaceRows(at:removing:adding:)``, ``ListView/reloadRows(at:)``).
/// What the user sees and does is counted by index among the rows shown (``ShownRowIndex``), as
/// GTK's list view counts it: the selection, activation, clicks, focus and scrolling. The two
/// are the same number only while every row is shown, so each is a type of its own: the
/// compiler refuses one where the other is meant. ``ListView/rowPosition(atShownIndex:)`` finds
/// the position of a shown row.
public struct RowPosition: Hashable, Comparable, Sendable {
    /// The position as a number: 0 for the first of all the rows.
    public let rawValue: Int

    /// The position `rawValue` among all the rows (0: the first).
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Whether the row at `lhs` comes before the row at `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A row's index among the rows a ``ListView`` shows: 0 for the first row shown.
///
/// What the user sees and does is counted in it, as GTK's list view counts its rows: the
/// selection (``ListView/selectedIndex``), activation and clicks (``ListView/onActivate(_:)``,
/// ``ListView/onRowClick(_:)``), focus (``ListView/focusRow(_:)``), scrolling
/// (``ListView/scrollToRow(_:)``) and ``ListView/count``. While a filterable list shows only
/// some of its rows it is not the row's position among all of them (``RowPosition``), which
/// ``ListView/rowPosition(atShownIndex:)`` finds.
public struct ShownRowIndex: Hashable, Comparable, Sendable {
    /// The index as a number: 0 for the first row shown.
    public let rawValue: Int

    /// The index `rawValue` among the rows shown (0: the first).
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Whether the row at `lhs` is shown before the row at `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
