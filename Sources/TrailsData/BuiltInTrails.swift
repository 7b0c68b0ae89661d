/// The data of every built-in trail, defined once for ``TrailCatalog`` and ``RegionCatalog``.
///
/// Colours are from the GNOME palette; each trail's stages add up exactly
/// to its distance (whole kilometres, so the sum has no rounding error).
enum BuiltInTrails {
    /// The region of the European trails.
    static let europe = "Europe"
    /// The region of the North American trails.
    static let northAmerica = "North America"

    /// Alps, 42 km, Europe: four stages from Chamonix to La Fouly.
    static let alps = Trail(
        name: "Alps", distanceKilometres: 42,
        primaryColor: RGBColor(red: 0x35, green: 0x84, blue: 0xe4),  // blue
        secondaryColor: RGBColor(red: 0x21, green: 0x90, blue: 0xa4),  // teal
        region: europe,
        stages: [
            Stage(name: "Chamonix to Argentière", distanceKilometres: 10),
            Stage(name: "Argentière to Trient", distanceKilometres: 13),
            Stage(name: "Trient to Champex", distanceKilometres: 11),
            Stage(name: "Champex to La Fouly", distanceKilometres: 8),
        ]
    )

    /// Dolomites, 28 km, Europe: three stages from Lago di Braies to Passo Giau.
    static let dolomites = Trail(
        name: "Dolomites", distanceKilometres: 28,
        primaryColor: RGBColor(red: 0xff, green: 0x78, blue: 0x00),  // orange
        secondaryColor: RGBColor(red: 0xe6, green: 0x61, blue: 0x92),  // pink
        region: europe,
        stages: [
            Stage(name: "Lago di Braies to Rifugio Fanes", distanceKilometres: 11),
            Stage(name: "Rifugio Fanes to Rifugio Lagazuoi", distanceKilometres: 9),
            Stage(name: "Rifugio Lagazuoi to Passo Giau", distanceKilometres: 8),
        ]
    )

    /// Pyrenees, 65 km, Europe: four stages from Cauterets to Barèges.
    static let pyrenees = Trail(
        name: "Pyrenees", distanceKilometres: 65,
        primaryColor: RGBColor(red: 0x2e, green: 0xc2, blue: 0x7e),  // green
        secondaryColor: RGBColor(red: 0x8f, green: 0xf0, blue: 0xa4),  // mint
        region: europe,
        stages: [
            Stage(name: "Cauterets to Refuge Wallon", distanceKilometres: 16),
            Stage(name: "Refuge Wallon to Gavarnie", distanceKilometres: 18),
            Stage(name: "Gavarnie to Luz-Saint-Sauveur", distanceKilometres: 17),
            Stage(name: "Luz-Saint-Sauveur to Barèges", distanceKilometres: 14),
        ]
    )

    /// Tatras, 35 km, Europe: three stages from Zakopane to Łysa Polana.
    static let tatras = Trail(
        name: "Tatras", distanceKilometres: 35,
        primaryColor: RGBColor(red: 0xc0, green: 0x1c, blue: 0x28),  // red
        secondaryColor: RGBColor(red: 0x98, green: 0x6a, blue: 0x44),  // brown
        region: europe,
        stages: [
            Stage(name: "Zakopane to Hala Gąsienicowa", distanceKilometres: 9),
            Stage(name: "Hala Gąsienicowa to Morskie Oko", distanceKilometres: 14),
            Stage(name: "Morskie Oko to Łysa Polana", distanceKilometres: 12),
        ]
    )

    /// Rockies, 110 km, North America: four stages from Banff to Lake Louise.
    static let rockies = Trail(
        name: "Rockies", distanceKilometres: 110,
        primaryColor: RGBColor(red: 0x91, green: 0x41, blue: 0xac),  // purple
        secondaryColor: RGBColor(red: 0x4a, green: 0x3c, blue: 0x9c),  // indigo
        region: northAmerica,
        stages: [
            Stage(name: "Banff to Sunshine Village", distanceKilometres: 24),
            Stage(name: "Sunshine Village to Lake Magog", distanceKilometres: 29),
            Stage(name: "Lake Magog to Egypt Lake", distanceKilometres: 27),
            Stage(name: "Egypt Lake to Lake Louise", distanceKilometres: 30),
        ]
    )

    /// Appalachians, 90 km, North America: four stages from Springer Mountain to Unicoi Gap.
    static let appalachians = Trail(
        name: "Appalachians", distanceKilometres: 90,
        primaryColor: RGBColor(red: 0x26, green: 0xa2, blue: 0x69),  // dark green
        secondaryColor: RGBColor(red: 0xf5, green: 0xc2, blue: 0x11),  // yellow
        region: northAmerica,
        stages: [
            Stage(name: "Springer Mountain to Hawk Mountain", distanceKilometres: 13),
            Stage(name: "Hawk Mountain to Gooch Gap", distanceKilometres: 20),
            Stage(name: "Gooch Gap to Neels Gap", distanceKilometres: 24),
            Stage(name: "Neels Gap to Unicoi Gap", distanceKilometres: 33),
        ]
    )

    /// Sierra Nevada, 55 km, North America: four stages from Happy Isles to Donohue Pass.
    static let sierraNevada = Trail(
        name: "Sierra Nevada", distanceKilometres: 55,
        primaryColor: RGBColor(red: 0xff, green: 0xa3, blue: 0x48),  // light orange
        secondaryColor: RGBColor(red: 0xc0, green: 0x61, blue: 0xcb),  // light purple
        region: northAmerica,
        stages: [
            Stage(name: "Happy Isles to Little Yosemite Valley", distanceKilometres: 7),
            Stage(name: "Little Yosemite Valley to Sunrise Camp", distanceKilometres: 16),
            Stage(name: "Sunrise Camp to Tuolumne Meadows", distanceKilometres: 17),
            Stage(name: "Tuolumne Meadows to Donohue Pass", distanceKilometres: 15),
        ]
    )
}
