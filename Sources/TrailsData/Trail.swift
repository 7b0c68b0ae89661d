/// One hiking trail: a name, a length, two colours, and optionally a region and stages.
///
/// The name is the identity: a list of trails never holds two trails with
/// the same name (``TrailsFile`` rejects duplicates, and
/// ``TrailCatalog/builtIn`` has none). Equality and hashing compare every
/// field, including ``region`` and ``stages``.
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
    /// The region and stages, or `nil` when the trail has neither.
    ///
    /// Boxed so that a trail without them (every `--synthetic` trail) costs
    /// one pointer more than before they existed, not 24 bytes more.
    private let regionAndStages: RegionAndStages?

    /// The region the trail belongs to, e.g. "Europe", or `nil` for none.
    ///
    /// ``RegionCatalog/grouping(_:)`` groups trails by it. Data files give
    /// it as the optional `region`, trimmed of leading and trailing whitespace.
    public var region: String? { regionAndStages?.region }

    /// The stages of the trail, in walking order; empty when it has none.
    ///
    /// Data files give them as the optional `stages` array. Stage names are
    /// unique within the trail.
    public var stages: [Stage] { regionAndStages?.stages ?? [] }

    /// The trail's identity, which is its ``name``.
    ///
    /// Two trails with equal names are the same row in a list.
    public var id: String { name }

    /// Creates a trail from its fields.
    ///
    /// No validation happens here; ``TrailsFile`` validates data read from disk.
    /// `region` and `stages` may be left out for a trail with neither.
    public init(
        name: String, distanceKilometres: Double, primaryColor: RGBColor, secondaryColor: RGBColor,
        region: String? = nil, stages: [Stage] = []
    ) {
        self.name = name
        self.distanceKilometres = distanceKilometres
        self.primaryColor = primaryColor
        self.secondaryColor = secondaryColor
        let hasNeither = region == nil && stages.isEmpty
        self.regionAndStages = hasNeither ? nil : RegionAndStages(region: region, stages: stages)
    }
}

extension Trail {
    /// The storage of ``Trail/region`` and ``Trail/stages``: compared and hashed by value.
    ///
    /// Never holds `nil` and no stages together; ``Trail/init`` stores no box
    /// then, so equal trails always have equal boxes or none.
    ///
    /// Its `debugDescription` shows the values, so test failures print them.
    private final class RegionAndStages: Hashable, Sendable, CustomDebugStringConvertible {
        let region: String?
        let stages: [Stage]

        init(region: String?, stages: [Stage]) {
            self.region = region
            self.stages = stages
        }

        static func == (left: RegionAndStages, right: RegionAndStages) -> Bool {
            left === right || (left.region == right.region && left.stages == right.stages)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(region)
            hasher.combine(stages)
        }

        var debugDescription: String {
            "region: \(String(reflecting: region)), stages: \(stages)"
        }
    }
}
