/// A problem with the content of a well-formed JSON document, and where it is.
///
/// `location` is a path into the document such as `trails[2].distance_km`,
/// or `top level`.
struct TrailsShapeError: Error, CustomStringConvertible {
    let location: String
    let message: String

    /// `location: message`, which becomes a ``TrailsFileError/problem``.
    var description: String { "\(location): \(message)" }

    /// "expected X, found Y" for a value of the wrong kind.
    static func wrongKind(_ location: String, expected: String, found value: JSONValue) -> TrailsShapeError {
        TrailsShapeError(location: location, message: "expected \(expected), found \(value.kindDescription)")
    }
}
