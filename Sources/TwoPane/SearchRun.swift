import TwoPaneModel

/// One search through the rows, done in steps so that no step blocks the main loop for long:
/// the rows to look at (the matches of the query it narrows, then maybe every row from some
/// position to the end), how far it has come, and the rows it looked at first (the selected
/// one, so the selection's fate is known at once, L12; the focused one, so focus stays on it
/// when it matches, L17).
struct SearchRun: Sendable {
    /// Rows to look at first, increasing; `nextInList` is the next one.
    private var list: [Int]
    private var nextInList = 0
    /// Then every row from this one to the end of the list, if not nil.
    private var tailStart: Int?
    /// How many rows the list has.
    private var rowCount: Int
    /// The rows looked at before the others, skipped when their turn comes.
    private(set) var lookedAtFirst: [Int]

    /// A run through `list`, then the rows from `tailStart` to `rowCount`, having looked at
    /// the rows `lookedAtFirst` already.
    init(list: [Int], tailStart: Int?, rowCount: Int, lookedAtFirst: [Int] = []) {
        self.list = list
        self.tailStart = tailStart.map { min($0, rowCount) }
        self.rowCount = rowCount
        self.lookedAtFirst = lookedAtFirst
    }

    /// Whether every row has been looked at.
    var isDone: Bool { nextInList >= list.count && (tailStart ?? rowCount) >= rowCount }

    /// The rows still to look at: the rest of the list, then the tail (for a run that narrows
    /// this one).
    var remaining: (list: ArraySlice<Int>, tailStart: Int?) { (list[nextInList...], tailStart) }

    /// Every row before this one has been looked at (nil: every row).
    var cursor: Int? {
        if nextInList < list.count { return list[nextInList] }
        guard let tailStart, tailStart < rowCount else { return nil }
        return tailStart
    }

    /// Takes the next row to look at.
    mutating func next() -> Int? {
        while true {
            let row: Int
            if nextInList < list.count {
                row = list[nextInList]
                nextInList += 1
            } else if let start = tailStart, start < rowCount {
                row = start
                tailStart = start + 1
            } else {
                return nil
            }
            if !lookedAtFirst.contains(row) { return row }
        }
    }

    /// Where the tail is up to (the list must be done), or nil when nothing is left.
    var tailCursor: Int? {
        guard nextInList >= list.count, let start = tailStart, start < rowCount else { return nil }
        return start
    }

    /// Every row of the tail before `position` has been looked at.
    mutating func advanceTail(to position: Int) {
        guard let start = tailStart else { return }
        tailStart = max(start, min(position, rowCount))
    }

    /// Counts the row at `position` as looked at: the run will not look at it again.
    mutating func markLookedAt(_ position: Int) {
        if !lookedAtFirst.contains(position) { lookedAtFirst.append(position) }
    }

    /// Whether the run will look at the row at `position`.
    func willLookAt(_ position: Int) -> Bool {
        if let tailStart, position >= tailStart { return !lookedAtFirst.contains(position) }
        guard nextInList < list.count else { return false }
        return binarySearch(list, for: position, from: nextInList) != nil && !lookedAtFirst.contains(position)
    }

    /// Follows a splice of the rows: the rows it removes are not looked at, the later ones
    /// move with it. The rows it adds are looked at in turn when they fall in the tail; the
    /// caller looks at the others.
    mutating func apply(_ splice: RowSplice) {
        let end = splice.position + splice.removed
        let shift = splice.added - splice.removed
        if nextInList > 0 {
            list.removeFirst(nextInList)
            nextInList = 0
        }
        RowPositions.apply(splice, to: &list)
        if let start = tailStart {
            if start >= end {
                tailStart = start + shift
            } else if start > splice.position {
                tailStart = splice.position
            }
        }
        lookedAtFirst = lookedAtFirst.compactMap { row in
            row < splice.position ? row : row >= end ? row + shift : nil
        }
        rowCount += shift
    }
}
