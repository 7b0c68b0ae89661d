/// The trails the app shows when no data file is given.
///
/// Use ``builtIn`` as the default list; ``TrailsFile`` loads a replacement.
public enum TrailCatalog {
    /// Alps, Dolomites, Pyrenees and Rockies, in that order.
    ///
    /// Each has a distinct name and two colours from the GNOME palette.
    public static let builtIn: [Trail] = [
        Trail(
            name: "Alps", distanceKilometres: 42,
            primaryColor: RGBColor(red: 0x35, green: 0x84, blue: 0xe4),   // blue
            secondaryColor: RGBColor(red: 0x21, green: 0x90, blue: 0xa4)  // teal
        ),
        Trail(
            name: "Dolomites", distanceKilometres: 28,
            primaryColor: RGBColor(red: 0xff, green: 0x78, blue: 0x00),   // orange
            secondaryColor: RGBColor(red: 0xe6, green: 0x61, blue: 0x92)  // pink
        ),
        Trail(
            name: "Pyrenees", distanceKilometres: 65,
            primaryColor: RGBColor(red: 0x2e, green: 0xc2, blue: 0x7e),   // green
            secondaryColor: RGBColor(red: 0x8f, green: 0xf0, blue: 0xa4)  // mint
        ),
        Trail(
            name: "Rockies", distanceKilometres: 110,
            primaryColor: RGBColor(red: 0x91, green: 0x41, blue: 0xac),   // purple
            secondaryColor: RGBColor(red: 0x4a, green: 0x3c, blue: 0x9c)  // indigo
        ),
    ]
}
