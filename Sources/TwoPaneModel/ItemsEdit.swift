/// What changed between two lists of items, in the form a list widget applies it: splices in
/// order (a move is one row removed and one inserted), and the rows whose item has a new
/// value (by their positions in the new list). It also follows one row through the changes,
/// so the selection's new position is known without looking at every item.
///
/// ```swift
/// let edit = ItemsEdit(changes: [.inserted(at: 0), .updated(at: 3)], from: 10, to: 11)!
/// edit.splices              // [RowSplice(position: 0, removed: 0, added: 1)]
/// edit.updatedPositions     // [3]
/// edit.newPosition(of: 5)   // 6
/// ```
package struct ItemsEdit: Hashable, Sendable {
    /// One step: a splice, or a row moved from one place to another.
    enum Step: Hashable, Sendable {
        case splice(RowSplice)
        case move(from: Int, to: Int)
    }

    private(set) var steps: [Step]
    /// The rows whose item has a new value, by position in the new list, increasing.
    package private(set) var updatedPositions: [Int]

    /// The changes `changes` make to `oldCount` items, which must leave `newCount`; nil when
    /// a change is out of range or the counts do not add up (the caller compares instead).
    package init?(changes: [ItemsChange], from oldCount: Int, to newCount: Int) {
        var count = oldCount
        var steps: [Step] = []
        // The updated rows so far, where they are after the changes so far.
        var updated = Set<Int>()
        for change in changes {
            let step: Step
            switch change {
            case .inserted(let position, let added):
                guard position >= 0, position <= count, added >= 0 else { return nil }
                step = .splice(RowSplice(position: position, removed: 0, added: added))
                count += added
            case .removed(let position, let removed):
                guard position >= 0, removed >= 0, removed <= count - position else { return nil }
                step = .splice(RowSplice(position: position, removed: removed, added: 0))
                count -= removed
            case .moved(let from, let to):
                guard from >= 0, from < count, to >= 0, to < count else { return nil }
                guard from != to else { continue }
                step = .move(from: from, to: to)
            case .updated(let position):
                guard position >= 0, position < count else { return nil }
                updated.insert(position)
                continue
            }
            steps.append(step)
            updated = Set(updated.compactMap { Self.map($0, through: [step]) })
        }
        guard count == newCount else { return nil }
        self.init(steps: steps, updated: updated.sorted())
    }

    /// No change at all.
    package static let unchanged = ItemsEdit(splices: [], updatedPositions: [])

    /// An edit of these splices, applied in order, and these updated rows.
    package init(splices: [RowSplice], updatedPositions: [Int]) {
        self.init(steps: splices.map(Step.splice), updated: updatedPositions.sorted())
    }

    private init(steps: [Step], updated: [Int]) {
        self.steps = steps
        self.updatedPositions = updated
    }

    /// Whether nothing changed.
    package var isEmpty: Bool { steps.isEmpty && updatedPositions.isEmpty }

    /// The splices a list applies, in order: a move is a removal and an insertion.
    package var splices: [RowSplice] {
        steps.flatMap { step -> [RowSplice] in
            switch step {
            case .splice(let splice):
                return [splice]
            case .move(let from, let to):
                return [
                    RowSplice(position: from, removed: 1, added: 0), RowSplice(position: to, removed: 0, added: 1),
                ]
            }
        }
    }

    /// The rows the splices add, by their positions in the new list, increasing. A moved row
    /// is one of them.
    package var insertedPositions: [Int] {
        var inserted: [Int] = []
        for splice in splices {
            let end = splice.position + splice.removed
            let shift = splice.added - splice.removed
            inserted = inserted.compactMap { $0 < splice.position ? $0 : $0 >= end ? $0 + shift : nil }
            inserted += splice.position..<(splice.position + splice.added)
        }
        return inserted.sorted()
    }

    /// Where the row at `position` of the old list is in the new one; nil when it was removed.
    package func newPosition(of position: Int) -> Int? {
        Self.map(position, through: steps)
    }

    private static func map(_ position: Int, through steps: [Step]) -> Int? {
        var position = position
        for step in steps {
            switch step {
            case .splice(let splice):
                if position >= splice.position + splice.removed {
                    position += splice.added - splice.removed
                } else if position >= splice.position {
                    return nil
                }
            case .move(let from, let to):
                if position == from {
                    position = to
                } else {
                    if position > from { position -= 1 }
                    if position >= to { position += 1 }
                }
            }
        }
        return position
    }
}
