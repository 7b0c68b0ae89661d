/// What a GTK app does to its `GListStore` to show a change of its items: splices, and items
/// whose value changed changed in place (``ListOracle`` makes them).
enum LiveStoreOperation: Equatable {
    case splice(at: Int, removing: Int, adding: [LiveEntry])
    case relabel(at: Int, LiveEntry)

    /// The operations for `edits` made in order to `items`, as the app made them: a move is
    /// a removal and an insertion.
    static func making(_ edits: [LiveEdit], to items: [LiveEntry]) -> [LiveStoreOperation] {
        var items = items
        var operations: [LiveStoreOperation] = []
        for edit in edits {
            switch edit {
            case .insert(let entries, let position):
                operations.append(.splice(at: position, removing: 0, adding: entries))
            case .remove(let position, let count):
                operations.append(.splice(at: position, removing: count, adding: []))
            case .move(let from, let to):
                operations += [
                    .splice(at: from, removing: 1, adding: []), .splice(at: to, removing: 0, adding: [items[from]]),
                ]
            case .update(let position, let entry):
                operations.append(.relabel(at: position, entry))
            }
            var model = LiveItemsModel(items: items)
            model.apply(edit)
            items = model.items
        }
        return operations
    }

    /// The operations an app that compares its old and new items by id makes: the common
    /// ends skipped, the standard library's diff of the ids between them (Myers: the
    /// smallest), removals from the last and insertions from the first, a run of neighbours
    /// one splice; then the kept items with a new value changed in place. (The smallest diff
    /// of a reordering is not unique: this is the one the layout's contract, L17, names.)
    static func diffing(_ old: [LiveEntry], to new: [LiveEntry]) -> [LiveStoreOperation] {
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var removed: [Int] = []
        var inserted: [Int] = []
        for change in newMiddle.map(\.id).difference(from: oldMiddle.map(\.id)) {
            switch change {
            case .remove(let offset, _, _): removed.append(prefix + offset)
            case .insert(let offset, _, _): inserted.append(prefix + offset)
            }
        }
        var operations: [LiveStoreOperation] = []
        for run in runs(of: removed.sorted()).reversed() {
            operations.append(.splice(at: run.lowerBound, removing: run.count, adding: []))
        }
        for run in runs(of: inserted.sorted()) {
            operations.append(.splice(at: run.lowerBound, removing: 0, adding: Array(new[run])))
        }
        let oldValues = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
        for (position, entry) in new.enumerated() where !inserted.contains(position) {
            if let value = oldValues[entry.id], value != entry { operations.append(.relabel(at: position, entry)) }
        }
        return operations
    }

    /// The ids of the items of `old` these operations insert again (moved): GTK knows them
    /// for new items, whose rows get no focus or scroll anchor from before.
    static func reinsertedIDs(_ operations: [LiveStoreOperation], among old: [LiveEntry]) -> Set<LiveEntry.ID> {
        let oldIDs = Set(old.map(\.id))
        var reinserted = Set<LiveEntry.ID>()
        for case .splice(_, _, let adding) in operations {
            reinserted.formUnion(adding.map(\.id).filter(oldIDs.contains))
        }
        return reinserted
    }

    /// Increasing positions grouped into runs of neighbours.
    private static func runs(of positions: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for position in positions {
            if let last = runs.last, last.upperBound == position {
                runs[runs.count - 1] = last.lowerBound..<(position + 1)
            } else {
                runs.append(position..<(position + 1))
            }
        }
        return runs
    }
}

extension ListOracle {
    /// Makes `operation` as a GTK app makes it to its list store.
    func make(_ operation: LiveStoreOperation) {
        switch operation {
        case .splice(let position, let removed, let added):
            splice(at: position, removing: removed, adding: added.map(\.name))
        case .relabel(let position, let entry):
            relabel(at: position, to: entry.name)
        }
    }
}
