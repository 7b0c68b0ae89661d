/// Turns a parsed JSON document into trails, checking the shape of the data-file format.
///
/// Checks run in document order and stop at the first problem. Within one
/// object, unknown keys are reported before missing ones.
enum TrailsDecoder {
    /// The keys every trail object has, in the order missing keys are reported.
    static let trailKeys = ["name", "distance_km", "colors"]
    /// The keys a trail object may have.
    static let optionalTrailKeys = ["region", "stages"]

    /// The trails of a whole document: `{ "trails": [ ... ] }`.
    static func decode(_ document: JSONValue) throws(TrailsShapeError) -> [Trail] {
        guard case .object(let members) = document else {
            throw .wrongKind("top level", expected: "an object with a \"trails\" array", found: document)
        }
        let fields = try checkedFields(of: members, keys: ["trails"], location: "top level")
        guard case .array(let elements) = fields["trails"]! else {
            throw .wrongKind("\"trails\"", expected: "an array", found: fields["trails"]!)
        }
        var trails: [Trail] = []
        var locationByName: [String: String] = [:]
        for (index, element) in elements.enumerated() {
            let location = "trails[\(index)]"
            let trail = try decodeTrail(element, location: location)
            try recordUniqueName(trail.name, of: location, in: &locationByName)
            trails.append(trail)
        }
        return trails
    }

    /// One trail object: `{ "name": ..., "distance_km": ..., "colors": [...] }`,
    /// optionally with `"region": ...` and `"stages": [...]`.
    static func decodeTrail(_ value: JSONValue, location: String) throws(TrailsShapeError) -> Trail {
        guard case .object(let members) = value else {
            throw .wrongKind(location, expected: "an object", found: value)
        }
        let fields = try checkedFields(
            of: members, keys: trailKeys, optionalKeys: optionalTrailKeys, location: location
        )
        let name = try decodeName(fields["name"]!, location: "\(location).name")
        let distance = try decodeDistance(fields["distance_km"]!, location: "\(location).distance_km")
        let colors = try decodeColors(fields["colors"]!, location: "\(location).colors")
        var region: String?
        if let value = fields["region"] {
            region = try decodeName(value, location: "\(location).region")
        }
        var stages: [Stage] = []
        if let value = fields["stages"] {
            stages = try decodeStages(value, location: "\(location).stages")
        }
        return Trail(
            name: name, distanceKilometres: distance, primaryColor: colors.0, secondaryColor: colors.1,
            region: region, stages: stages)
    }

    /// The members of an object as a dictionary, after checking it has all of
    /// `keys`, and no keys besides those and `optionalKeys`.
    ///
    /// The parser has already rejected duplicate keys.
    static func checkedFields(
        of members: [(key: String, value: JSONValue)], keys: [String], optionalKeys: [String] = [],
        location: String
    ) throws(TrailsShapeError) -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for member in members {
            let isKnown = { (key: String) in key.unicodeScalars.elementsEqual(member.key.unicodeScalars) }
            guard keys.contains(where: isKnown) || optionalKeys.contains(where: isKnown) else {
                throw TrailsShapeError(location: location, message: "unknown key \(TextQuoting.quoted(member.key))")
            }
            fields[member.key] = member.value
        }
        for key in keys where fields[key] == nil {
            throw TrailsShapeError(location: location, message: "missing key \(TextQuoting.quoted(key))")
        }
        return fields
    }

    /// Records that the array element at `location` is called `name`, failing
    /// if an earlier element of the same array was called that too.
    ///
    /// `locationByName` holds the earlier elements' names; the error points
    /// at `location.name` and names the earlier element.
    static func recordUniqueName(
        _ name: String, of location: String, in locationByName: inout [String: String]
    ) throws(TrailsShapeError) {
        if let earlier = locationByName[name] {
            throw TrailsShapeError(
                location: "\(location).name",
                message: "duplicate name \(TextQuoting.quoted(name)) (also \(earlier))"
            )
        }
        locationByName[name] = location
    }
}
