/// One stage of a trail: a named leg with its own length, e.g. "Chamonix to Argentière", 10 km.
///
/// The name is the identity within its trail: a trail never holds two
/// stages with the same name (``TrailsFile`` rejects duplicates, and the
/// built-in trails have none). Stages of different trails may share a name.
public struct Stage: Identifiable, Hashable, Sendable {
    /// The display name, e.g. "Chamonix to Argentière". Also the stage's ``id``.
    ///
    /// Data files give it trimmed of leading and trailing whitespace.
    public let name: String
    /// The length of the stage in kilometres.
    ///
    /// Show it with ``formattedDistance``.
    public let distanceKilometres: Double

    /// The stage's identity within its trail, which is its ``name``.
    ///
    /// Two stages of one trail with equal names are the same row in a list.
    public var id: String { name }

    /// Creates a stage from its fields.
    ///
    /// No validation happens here; ``TrailsFile`` validates data read from disk.
    public init(name: String, distanceKilometres: Double) {
        self.name = name
        self.distanceKilometres = distanceKilometres
    }
}
