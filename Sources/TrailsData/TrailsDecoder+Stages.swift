extension TrailsDecoder {
    /// The keys every stage object has, in the order missing keys are reported.
    static let stageKeys = ["name", "distance_km"]

    /// A `stages` array: stage objects with names unique within the trail; may be empty.
    static func decodeStages(_ value: JSONValue, location: String) throws(TrailsShapeError) -> [Stage] {
        guard case .array(let elements) = value else {
            throw .wrongKind(location, expected: "an array", found: value)
        }
        var stages: [Stage] = []
        var locationByName: [String: String] = [:]
        for (index, element) in elements.enumerated() {
            let stageLocation = "\(location)[\(index)]"
            let stage = try decodeStage(element, location: stageLocation)
            try recordUniqueName(stage.name, of: stageLocation, in: &locationByName)
            stages.append(stage)
        }
        return stages
    }

    /// One stage object: `{ "name": ..., "distance_km": ... }`, checked like a trail's fields.
    static func decodeStage(_ value: JSONValue, location: String) throws(TrailsShapeError) -> Stage {
        guard case .object(let members) = value else {
            throw .wrongKind(location, expected: "an object", found: value)
        }
        let fields = try checkedFields(of: members, keys: stageKeys, location: location)
        let name = try decodeName(fields["name"]!, location: "\(location).name")
        let distance = try decodeDistance(fields["distance_km"]!, location: "\(location).distance_km")
        return Stage(name: name, distanceKilometres: distance)
    }
}
