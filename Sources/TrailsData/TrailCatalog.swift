/// The trails the app shows when no data file is given.
///
/// Use ``builtIn`` as the default list; ``TrailsFile`` loads a replacement.
/// ``RegionCatalog`` groups the same trails, and a few more, by region.
public enum TrailCatalog {
    /// Alps, Dolomites, Pyrenees and Rockies, in that order.
    ///
    /// Each has a distinct name, two colours from the GNOME palette, a
    /// region and three or four stages; they are the same values as in
    /// ``RegionCatalog/builtIn``.
    public static let builtIn: [Trail] = [
        BuiltInTrails.alps,
        BuiltInTrails.dolomites,
        BuiltInTrails.pyrenees,
        BuiltInTrails.rockies,
    ]
}
