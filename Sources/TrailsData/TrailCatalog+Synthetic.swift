extension TrailCatalog {
    /// `count` generated trails, for benchmarks (`trails --synthetic N`).
    ///
    /// The trail at position `i` is named "Trail <i + 1>", is `5 + (7 i mod 200)` km long,
    /// and has the colours of built-in trail `i mod 4`: the same data as the C reference
    /// program in bench/ makes.
    public static func synthetic(count: Int) -> [Trail] {
        let palette = builtIn
        var trails: [Trail] = []
        trails.reserveCapacity(max(0, count))
        for index in 0..<max(0, count) {
            let colors = palette[index % palette.count]
            trails.append(
                Trail(
                    name: "Trail " + String(index + 1),
                    distanceKilometres: Double(5 + (7 * index) % 200),
                    primaryColor: colors.primaryColor, secondaryColor: colors.secondaryColor))
        }
        return trails
    }
}
