/// Turns a parsed JSON document into trails, checking the shape of the data-file format.
///
/// Checks run in document order and stop at the first problem. Within one
/// object, unknown keys are reported before missing ones.
enum TrailsDecoder {
    /// The keys of one trail object, in the order missing keys are reported.
    static let trailKeys = ["name", "distance_km", "colors"]

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
        var indexByName: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let location = "trails[\(index)]"
            let trail = try decodeTrail(element, location: location)
            if let earlier = indexByName[trail.name] {
                throw TrailsShapeError(
                    location: "\(location).name",
                    message: "duplicate name \(TextQuoting.quoted(trail.name)) (also trails[\(earlier)])"
                )
            }
            indexByName[trail.name] = index
            trails.append(trail)
        }
        return trails
    }

    /// One trail object: `{ "name": ..., "distance_km": ..., "colors": [...] }`.
    static func decodeTrail(_ value: JSONValue, location: String) throws(TrailsShapeError) -> Trail {
        guard case .object(let members) = value else {
            throw .wrongKind(location, expected: "an object", found: value)
        }
        let fields = try checkedFields(of: members, keys: trailKeys, location: location)
        let name = try decodeName(fields["name"]!, location: "\(location).name")
        let distance = try decodeDistance(fields["distance_km"]!, location: "\(location).distance_km")
        let colors = try decodeColors(fields["colors"]!, location: "\(location).colors")
        return Trail(name: name, distanceKilometres: distance, primaryColor: colors.0, secondaryColor: colors.1)
    }

    /// The members of an object as a dictionary, after checking it has exactly `keys`.
    ///
    /// The parser has already rejected duplicate keys.
    static func checkedFields(
        of members: [(key: String, value: JSONValue)], keys: [String], location: String
    ) throws(TrailsShapeError) -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for member in members {
            guard keys.contains(where: { $0.unicodeScalars.elementsEqual(member.key.unicodeScalars) }) else {
                throw TrailsShapeError(location: location, message: "unknown key \(TextQuoting.quoted(member.key))")
            }
            fields[member.key] = member.value
        }
        for key in keys where fields[key] == nil {
            throw TrailsShapeError(location: location, message: "missing key \(TextQuoting.quoted(key))")
        }
        return fields
    }
}
