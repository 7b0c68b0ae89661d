import TwoPaneModel

#if canImport(Glibc)
    import Glibc
#endif

/// What changed between two lists of items, found by identity: the common start and end are
/// skipped (compared bit for bit over arrays' storage, then with `==`), and between them the
/// ids that left and came are splices while the rows whose id stayed and whose value changed
/// are updates. A middle whose remaining ids changed order is compared with the standard
/// library's `difference(from:)` (Myers) when it is small, and replaced whole when not.
@MainActor
enum ItemsDiff {
    /// The largest middle (old and new rows together) that reordered ids are diffed in;
    /// Myers' algorithm is O(n·d), so a larger one is replaced whole.
    static let largestReorderedMiddle = 2_048

    static func edit<Item>(from old: LayoutItems<Item>, to new: LayoutItems<Item>) -> ItemsEdit {
        let prefix = commonPrefix(old, new)
        let suffix = commonSuffix(old, new, prefix: prefix)
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        if oldMiddle.isEmpty || newMiddle.isEmpty {
            return ItemsEdit(
                splices: [RowSplice(position: prefix, removed: oldMiddle.count, added: newMiddle.count)]
                    .filter { $0.removed > 0 || $0.added > 0 },
                updatedPositions: [])
        }
        return keptInOrder(old, oldMiddle, new, newMiddle) ?? reordered(old, oldMiddle, new, newMiddle)
    }

    // MARK: - The common ends

    private static func commonPrefix<Item>(_ old: LayoutItems<Item>, _ new: LayoutItems<Item>) -> Int {
        let limit = min(old.count, new.count)
        var prefix = 0
        while prefix < limit {
            prefix += bitwiseEqualRun(old, new, from: prefix, limit: limit, backwards: false)
            guard prefix < limit, old.element(at: prefix) == new.element(at: prefix) else { break }
            prefix += 1
        }
        return prefix
    }

    /// How many items at the ends are equal, not counting the `prefix` first ones.
    private static func commonSuffix<Item>(_ old: LayoutItems<Item>, _ new: LayoutItems<Item>, prefix: Int) -> Int {
        let limit = min(old.count, new.count) - prefix
        var suffix = 0
        while suffix < limit {
            suffix += bitwiseEqualRun(old, new, from: suffix, limit: limit, backwards: true)
            guard suffix < limit,
                old.element(at: old.count - 1 - suffix) == new.element(at: new.count - 1 - suffix)
            else { break }
            suffix += 1
        }
        return suffix
    }

    /// How many items from `start` (counted from the end when `backwards`) are the same bit
    /// for bit in both lists' storage, up to `limit`; 0 when either has no storage. Items the
    /// same bit for bit are equal (the same values, the same references).
    private static func bitwiseEqualRun<Item>(
        _ old: LayoutItems<Item>, _ new: LayoutItems<Item>, from start: Int, limit: Int, backwards: Bool
    ) -> Int {
        var run = 0
        old.withStorage(alongside: new) { oldItems, newItems in
            let stride = MemoryLayout<Item>.stride
            guard stride > 0, let oldBase = oldItems.baseAddress, let newBase = newItems.baseAddress else { return }
            let oldBytes = UnsafeRawPointer(oldBase)
            let newBytes = UnsafeRawPointer(newBase)
            // In blocks of up to 4,096 items, then one item at a time in the block that differs.
            var block = 4_096
            while start + run < limit {
                let length = min(block, limit - start - run)
                let oldOffset = backwards ? oldItems.count - start - run - length : start + run
                let newOffset = backwards ? newItems.count - start - run - length : start + run
                if memcmp(oldBytes + oldOffset * stride, newBytes + newOffset * stride, length * stride) == 0 {
                    run += length
                } else if length == 1 {
                    return
                } else {
                    block = max(1, length / 16)
                }
            }
        }
        return run
    }

    // MARK: - The middle

    /// The edit of a middle whose ids that stayed kept their order: each id gone is a removal,
    /// each id new an insertion, each id kept with another value an update. Nil when the kept
    /// ids changed order (or an id repeats).
    private static func keptInOrder<Item>(
        _ old: LayoutItems<Item>, _ oldMiddle: Range<Int>, _ new: LayoutItems<Item>, _ newMiddle: Range<Int>
    ) -> ItemsEdit? {
        let oldItems = oldMiddle.map(old.element(at:))
        let newItems = newMiddle.map(new.element(at:))
        let oldIDs = Set(oldItems.map(\.id))
        let newIDs = Set(newItems.map(\.id))
        guard oldIDs.count == oldItems.count, newIDs.count == newItems.count else { return nil }
        let keptOld = oldItems.indices.filter { newIDs.contains(oldItems[$0].id) }
        let keptNew = newItems.indices.filter { oldIDs.contains(newItems[$0].id) }
        guard keptOld.count == keptNew.count,
            zip(keptOld, keptNew).allSatisfy({ oldItems[$0].id == newItems[$1].id })
        else { return nil }
        let removed = oldItems.indices.filter { !newIDs.contains(oldItems[$0].id) }.map { $0 + oldMiddle.lowerBound }
        let inserted = newItems.indices.filter { !oldIDs.contains(newItems[$0].id) }.map { $0 + newMiddle.lowerBound }
        let updated = zip(keptOld, keptNew).filter { oldItems[$0] != newItems[$1] }.map { $1 + newMiddle.lowerBound }
        return ItemsEdit(splices: splices(removing: removed, inserting: inserted), updatedPositions: updated)
    }

    /// The edit of a middle whose ids changed order: Myers' diff of the ids when it is small
    /// (a moved row is one removal and one insertion), else the whole middle replaced.
    private static func reordered<Item>(
        _ old: LayoutItems<Item>, _ oldMiddle: Range<Int>, _ new: LayoutItems<Item>, _ newMiddle: Range<Int>
    ) -> ItemsEdit {
        guard oldMiddle.count + newMiddle.count <= largestReorderedMiddle else {
            return ItemsEdit(
                splices: [RowSplice(position: oldMiddle.lowerBound, removed: oldMiddle.count, added: newMiddle.count)],
                updatedPositions: [])
        }
        let oldItems = oldMiddle.map(old.element(at:))
        let newItems = newMiddle.map(new.element(at:))
        let difference = newItems.map(\.id).difference(from: oldItems.map(\.id))
        var removed: [Int] = []
        var inserted: [Int] = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.append(offset)
            case .insert(let offset, _, _): inserted.append(offset)
            }
        }
        // The rows neither removed nor inserted are the same ids, in order.
        let (removedSet, insertedSet) = (Set(removed), Set(inserted))
        let keptOld = oldItems.indices.filter { !removedSet.contains($0) }
        let keptNew = newItems.indices.filter { !insertedSet.contains($0) }
        let updated = zip(keptOld, keptNew).filter { oldItems[$0] != newItems[$1] }.map { $1 + newMiddle.lowerBound }
        return ItemsEdit(
            splices: splices(
                removing: removed.map { $0 + oldMiddle.lowerBound },
                inserting: inserted.map { $0 + newMiddle.lowerBound }),
            updatedPositions: updated)
    }

    /// The splices that remove the rows at `removed` (old positions) and then insert the rows
    /// at `inserted` (new positions): removals from the last, insertions from the first, each
    /// run of neighbours one splice.
    private static func splices(removing removed: [Int], inserting inserted: [Int]) -> [RowSplice] {
        var splices: [RowSplice] = []
        for run in runs(of: removed.sorted()).reversed() {
            splices.append(RowSplice(position: run.lowerBound, removed: run.count, added: 0))
        }
        for run in runs(of: inserted.sorted()) {
            splices.append(RowSplice(position: run.lowerBound, removed: 0, added: run.count))
        }
        return splices
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
