/// One hiking trail: a name, a length and two colours.
///
/// The name is the identity: a list of trails never holds two trails with
/// the same name (``TrailsFile`` rejects duplicates, and
/// ``TrailCatalog/builtIn`` has none).
public struct Trail: Identifiable, Hashable, Sendable {
    /// The display name, e.g. "Alps". Also the trail's ``id``.
    ///
    /// Data files give it trimmed of leading and trailing whitespace.
    public let name: String
    /// The length of the trail in kilometres.
    ///
    /// Show it with ``formattedDistance``.
    public let distanceKilometres: Double
    /// The first colour of the trail's gradient.
    ///
    /// Data files give it as the first element of `colors`.
    public let primaryColor: RGBColor
    /// The second colour of the trail's gradient.
    ///
    /// Data files give it as the second element of `colors`.
    public let secondaryColor: RGBColor

    /// The trail's identity, which is its ``name``.
    ///
    /// Two trails with equal names are the same row in a list.
    public var id: String { name }

    /// Creates a trail from its fields.
    ///
    /// No validation happens here; ``TrailsFile`` validates data read from disk.
    public init(name: String, distanceKilometres: Double, primaryColor: RGBColor, secondaryColor: RGBColor) {
        self.name = name
        self.distanceKilometres = distanceKilometres
        self.primaryColor = primaryColor
        self.secondaryColor = secondaryColor
    }
}
