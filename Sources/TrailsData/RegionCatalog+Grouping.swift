extension RegionCatalog {
    /// `trails` grouped into regions by their ``Trail/region``, for `trails --regions --data FILE`.
    ///
    /// Regions come in the order their first trail appears, and each keeps
    /// its trails in the given order. Trails without a region go to a last
    /// region named ``otherTrailsName``, together with any trail whose region
    /// is literally that name, so region names stay unique. Region names are
    /// compared as Swift strings, like trail names. No trails give no regions.
    public static func grouping(_ trails: [Trail]) -> [Region] {
        var names: [String] = []
        var trailsByName: [String: [Trail]] = [:]
        var otherTrails: [Trail] = []
        for trail in trails {
            guard let name = trail.region, name != otherTrailsName else {
                otherTrails.append(trail)
                continue
            }
            if trailsByName[name] == nil { names.append(name) }
            trailsByName[name, default: []].append(trail)
        }
        var regions = names.map { Region(name: $0, trails: trailsByName[$0] ?? []) }
        if !otherTrails.isEmpty {
            regions.append(Region(name: otherTrailsName, trails: otherTrails))
        }
        return regions
    }
}
