extension Trail {
    /// The distance for display, e.g. "42 km" or "12.5 km".
    ///
    /// The distance is rounded to one decimal, and a zero decimal is left
    /// out: 12.04 shows as "12 km", 12.46 as "12.5 km", never "12.50 km".
    public var formattedDistance: String {
        kilometresText(distanceKilometres)
    }
}
