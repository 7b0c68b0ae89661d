extension Stage {
    /// The distance for display, e.g. "12 km" or "12.5 km".
    ///
    /// Formatted exactly like ``Trail/formattedDistance``: rounded to one
    /// decimal, without a zero decimal.
    public var formattedDistance: String {
        kilometresText(distanceKilometres)
    }
}
