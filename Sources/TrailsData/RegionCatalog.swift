/// The regions the app shows in `trails --regions`.
///
/// Use ``builtIn`` when no data file is given, and ``grouping(_:)`` for the
/// trails of a data file.
public enum RegionCatalog {
    /// The region of trails that have no ``Trail/region``: "Other trails".
    ///
    /// ``grouping(_:)`` always puts it last.
    public static let otherTrailsName = "Other trails"

    /// "Europe" (Alps, Dolomites, Pyrenees, Tatras) and "North America"
    /// (Rockies, Appalachians, Sierra Nevada), in that order.
    ///
    /// The four trails of ``TrailCatalog/builtIn`` are the same values here;
    /// every trail's ``Trail/region`` is the name of its region.
    public static let builtIn: [Region] = [
        Region(
            name: BuiltInTrails.europe,
            trails: [
                BuiltInTrails.alps,
                BuiltInTrails.dolomites,
                BuiltInTrails.pyrenees,
                BuiltInTrails.tatras,
            ]),
        Region(
            name: BuiltInTrails.northAmerica,
            trails: [
                BuiltInTrails.rockies,
                BuiltInTrails.appalachians,
                BuiltInTrails.sierraNevada,
            ]),
    ]
}
