extension TrailCatalog {
    /// `count` generated trails, for benchmarks (`trails --synthetic N`), each made when it
    /// is read: a million cost nothing until their rows scroll into view.
    ///
    /// The trail at position `i` is named "Trail <i + 1>", is `5 + (7 i mod 200)` km long,
    /// and has the colours of built-in trail `i mod 4`: the same data as the C reference
    /// program in bench/ makes.
    public static func synthetic(count: Int) -> SyntheticTrails {
        SyntheticTrails(count: count)
    }
}

/// Generated trails (``TrailCatalog/synthetic(count:)``): a collection that makes the trail
/// at a position when it is read, and stores nothing but the count.
public struct SyntheticTrails: RandomAccessCollection, Sendable {
    /// How many trails there are.
    public let count: Int

    init(count: Int) { self.count = Swift.max(0, count) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Trail {
        precondition(indices.contains(position), "position \(position) is outside 0..<\(count)")
        let palette = TrailCatalog.builtIn
        let colors = palette[position % palette.count]
        return Trail(
            name: "Trail " + String(position + 1),
            distanceKilometres: Double(5 + (7 * position) % 200),
            primaryColor: colors.primaryColor, secondaryColor: colors.secondaryColor)
    }
}
