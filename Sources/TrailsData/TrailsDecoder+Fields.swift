extension TrailsDecoder {
    /// The longest name accepted (of a trail, a stage or a region), in characters, after trimming.
    static let maximumNameLength = 200
    /// The longest distance accepted (of a trail or a stage), in kilometres.
    static let maximumDistance: Double = 100_000

    /// A `name` or `region`: a string of 1–200 characters after trimming whitespace, without control characters.
    static func decodeName(_ value: JSONValue, location: String) throws(TrailsShapeError) -> String {
        guard case .string(let raw) = value else {
            throw .wrongKind(location, expected: "a string", found: value)
        }
        let name = trimmingWhitespace(raw)
        guard !name.isEmpty else {
            throw TrailsShapeError(location: location, message: "must not be empty")
        }
        let length = name.count
        guard length <= maximumNameLength else {
            throw TrailsShapeError(
                location: location,
                message: "must be at most \(maximumNameLength) characters, found \(length)"
            )
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw TrailsShapeError(location: location, message: "must not contain control characters")
        }
        return name
    }

    /// A trail's or stage's `distance_km`: a finite number greater than 0 and at most 100000.
    static func decodeDistance(_ value: JSONValue, location: String) throws(TrailsShapeError) -> Double {
        guard case .number(let distance) = value else {
            throw .wrongKind(location, expected: "a number", found: value)
        }
        guard distance.isFinite else {
            throw TrailsShapeError(location: location, message: "must be a finite number")
        }
        guard distance > 0 else {
            throw TrailsShapeError(
                location: location, message: "must be greater than 0, found \(exactNumberText(distance))")
        }
        guard distance <= maximumDistance else {
            throw TrailsShapeError(
                location: location,
                message: "must be at most \(exactNumberText(maximumDistance)), found \(exactNumberText(distance))"
            )
        }
        return distance
    }

    /// A `colors` array: exactly two `#rrggbb` or `#rgb` strings.
    static func decodeColors(_ value: JSONValue, location: String) throws(TrailsShapeError) -> (RGBColor, RGBColor) {
        guard case .array(let elements) = value else {
            throw .wrongKind(location, expected: "an array", found: value)
        }
        guard elements.count == 2 else {
            throw TrailsShapeError(location: location, message: "expected exactly 2 colours, found \(elements.count)")
        }
        var colors: [RGBColor] = []
        for (index, element) in elements.enumerated() {
            let elementLocation = "\(location)[\(index)]"
            guard case .string(let text) = element else {
                throw .wrongKind(elementLocation, expected: "a string", found: element)
            }
            guard let color = RGBColor(hex: text) else {
                throw TrailsShapeError(
                    location: elementLocation,
                    message: "\(TextQuoting.quoted(text)) is not a colour (use #rrggbb)"
                )
            }
            colors.append(color)
        }
        return (colors[0], colors[1])
    }

    /// `text` without leading and trailing whitespace (including line breaks and Unicode spaces).
    static func trimmingWhitespace(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }
}
