import Synchronization

/// The ids of a layout's items, in list order: read one at a time when asked for, so a
/// million items cost nothing until something looks at them.
///
/// Looking an id up (``position(of:)``) builds an index of every id the first time, in one
/// pass, and uses it from then on; nothing before that walks the ids. An id the owner read
/// where the user chose it (a clicked row) is found where it was read, without the index.
/// Ids must be unique: a repeated id stands for its first position, or for the row it was
/// chosen at.
///
/// ```swift
/// let ids = SplitLayoutItems(count: 1_000_000) { "trail-\($0)" }   // no work yet
/// ids[41]                          // "trail-41"
/// ids.position(of: "trail-999")    // 999: the first lookup indexes every id
/// let few: SplitLayoutItems = ["alps", "rockies"]
/// ```
public struct SplitLayoutItems<ID: Hashable & Sendable>: RandomAccessCollection, Sendable {
    /// How many ids there are.
    public let count: Int
    private let source: IDSource<ID>

    /// `count` ids, the one at each position made by `id` when it is read.
    public init(count: Int, id: @escaping @Sendable (Int) -> ID) {
        self.init(count: count, reading: id)
    }

    /// The ids of an array.
    public init(_ ids: [ID]) {
        self.init(count: ids.count, reading: { ids[$0] })
    }

    /// `count` ids read by `id`, which is not `Sendable`: for an owner that reads the ids
    /// only on its own actor (the GTK layout, on the main actor, reads its items' ids).
    package init(count: Int, reading id: @escaping (Int) -> ID) {
        self.count = Swift.max(0, count)
        source = IDSource(id)
    }

    /// The first position: 0.
    public var startIndex: Int { 0 }
    /// The position after the last id: ``count``.
    public var endIndex: Int { count }

    /// The id at `position`, made when it is read.
    public subscript(position: Int) -> ID {
        precondition(indices.contains(position), "position \(position) is outside 0..<\(count)")
        return source.id(position)
    }

    /// Where `id` first is, or nil when it is not one of the ids. The first lookup indexes
    /// every id (one pass); later ones take constant time. An id the layout read where the
    /// user chose it (a clicked row) is found at once where it was read.
    public func position(of id: ID) -> Int? {
        source.position(of: id, count: count)
    }

    /// The id at `position`, remembered there: looking it up then needs no index. For the
    /// row a user chose, so that choosing one of a million rows indexes nothing.
    package func rememberedID(at position: Int) -> ID {
        let id = self[position]
        source.remember(id, at: position)
        return id
    }

    /// Whether `id` is one of the ids.
    public func contains(_ id: ID) -> Bool { position(of: id) != nil }
}

extension SplitLayoutItems: ExpressibleByArrayLiteral {
    /// The ids written out: `["alps", "rockies"]`.
    public init(arrayLiteral ids: ID...) { self.init(ids) }
}

extension SplitLayoutItems: Equatable {
    /// The same ids in the same order. Ids read from the same source compare without
    /// reading them.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && (lhs.source === rhs.source || lhs.elementsEqual(rhs))
    }
}

extension SplitLayoutItems: CustomStringConvertible {
    /// The ids, or how many there are when there are more than 20.
    public var description: String { count <= 20 ? "\(Array(self))" : "\(count) ids" }
}

/// Where a ``SplitLayoutItems`` reads its ids, with the index of their positions, built by
/// the first lookup.
///
/// `@unchecked Sendable`: `id` is only called by the owner that made it (see
/// ``SplitLayoutItems/init(count:reading:)``), and the index is behind a lock.
private final class IDSource<ID: Hashable & Sendable>: @unchecked Sendable {
    let id: (Int) -> ID
    /// Every id's first position, once a lookup needed them; until then, the positions of
    /// the ids read where the user chose them.
    private let lookup = Mutex<(index: [ID: Int]?, remembered: [ID: Int])>((nil, [:]))

    init(_ id: @escaping (Int) -> ID) { self.id = id }

    func remember(_ id: ID, at position: Int) {
        lookup.withLock { lookup in
            if lookup.index == nil { lookup.remembered[id] = position }
        }
    }

    func position(of wanted: ID, count: Int) -> Int? {
        lookup.withLock { lookup in
            if let index = lookup.index { return index[wanted] }
            if let position = lookup.remembered[wanted] { return position }
            var built = [ID: Int](minimumCapacity: count)
            for position in 0..<count {
                // A repeated id keeps its first position.
                let id = id(position)
                if built[id] == nil { built[id] = position }
            }
            lookup = (built, [:])
            return built[wanted]
        }
    }
}
