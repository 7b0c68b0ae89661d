/// A named group of trails, e.g. "Europe": one row of the sidebar in `trails --regions`.
///
/// The name is the identity: a list of regions never holds two regions
/// with the same name (``RegionCatalog/builtIn`` has none, and
/// ``RegionCatalog/grouping(_:)`` makes one region per name).
public struct Region: Identifiable, Hashable, Sendable {
    /// The display name, e.g. "Europe". Also the region's ``id``.
    ///
    /// The ``Trail/region`` of its trails, or ``RegionCatalog/otherTrailsName``.
    public let name: String
    /// The trails of the region, in display order.
    ///
    /// Each trail appears in one region only.
    public let trails: [Trail]

    /// The region's identity, which is its ``name``.
    ///
    /// Two regions with equal names are the same row in the sidebar.
    public var id: String { name }

    /// Creates a region from its fields.
    ///
    /// No validation happens here: the trails' own ``Trail/region`` is not
    /// compared with `name`.
    public init(name: String, trails: [Trail]) {
        self.name = name
        self.trails = trails
    }
}
