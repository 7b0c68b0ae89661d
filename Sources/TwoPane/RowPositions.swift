import TwoPaneModel

/// Operations on increasing lists of row positions (a search's shown rows, the rows it has
/// still to look at), written out of the generic types that use them so they compile to
/// tight loops: a million positions in a millisecond or two, not in tens. The positions count
/// all the rows: they are the raw values of the list's ``RowPosition``s, kept as plain `Int`s
/// here (and in ``SearchFilter``) for those loops; ``ListColumn`` wraps them for the list.
enum RowPositions {
    /// The positions below `cursor`, then `rest`.
    static func below(_ cursor: Int, in positions: [Int], then rest: ArraySlice<Int>) -> [Int] {
        let end = lowerBound(positions, cursor)
        if end == positions.count, rest.isEmpty { return positions }
        var result = [Int]()
        result.reserveCapacity(end + rest.count)
        result.append(contentsOf: positions[..<end])
        result.append(contentsOf: rest)
        return result
    }

    /// Follows `splice` of the rows: the positions it removes go, the later ones move with it.
    static func apply(_ splice: RowSplice, to positions: inout [Int]) {
        let end = splice.position + splice.removed
        let first = lowerBound(positions, splice.position)
        let last = splice.removed == 0 ? first : lowerBound(positions, end, from: first)
        let shift = splice.added - splice.removed
        if shift != 0 {
            positions.withUnsafeMutableBufferPointer { buffer in
                for index in last..<buffer.count { buffer[index] += shift }
            }
        }
        if last > first { positions.removeSubrange(first..<last) }
    }
}

/// Where `value` is in the increasing `array` (from `start` on), or nil.
func binarySearch(_ array: [Int], for value: Int, from start: Int = 0) -> Int? {
    let index = lowerBound(array, value, from: start)
    return index < array.count && array[index] == value ? index : nil
}

/// The first index (from `start` on) of the increasing `array` whose element is not below
/// `value`.
func lowerBound(_ array: [Int], _ value: Int, from start: Int = 0) -> Int {
    var (low, high) = (start, array.count)
    while low < high {
        let middle = low + (high - low) / 2
        if array[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
}
