import TrailsData

/// The app's CSS: a colour class per trail for row icons and detail gradients.
///
/// Colours come from validated `RGBColor`s, so they are safe to write into CSS.
enum TrailsStyle {
    static func iconClass(_ index: Int) -> String { "trail-icon-\(index)" }
    static func detailClass(_ index: Int) -> String { "trail-detail-\(index)" }

    /// Each trail's style index: its position in the list.
    static func indexByTrail(_ trails: [Trail]) -> [Trail.ID: Int] {
        var index: [Trail.ID: Int] = [:]
        for (position, trail) in trails.enumerated() { index[trail.id] = position }
        return index
    }

    static func css(for trails: [Trail]) -> String {
        var css = """
        .trail-row { padding: 6px 4px; }
        .trail-name {
          font-family: "Comfortaa", "Nunito", "Cantarell", sans-serif;
          font-weight: bold; font-size: 34pt;
        }
        .trail-distance { font-size: 16pt; font-weight: 600; }
        .trail-detail button.trail-done {
          border-radius: 9999px; padding: 6px 28px; margin-top: 12px;
          background-image: none; background-color: alpha(white, 0.22);
          border-color: alpha(white, 0.5); box-shadow: none;
        }
        .trail-detail button.trail-done:hover { background-color: alpha(white, 0.32); }
        .trail-detail button.trail-done:active { background-color: alpha(white, 0.42); }
        row:selected .trail-row image { color: inherit; }

        """
        for (index, trail) in trails.enumerated() {
            let text = isLight(trail.primaryColor, trail.secondaryColor) ? "#241f31" : "white"
            css += """
            .\(iconClass(index)) { color: \(trail.primaryColor.hex); }
            .\(detailClass(index)) { background-image: linear-gradient(to bottom, \(trail.primaryColor.hex), \(trail.secondaryColor.hex)); }
            .\(detailClass(index)) label, .\(detailClass(index)) image { color: \(text); }

            """
        }
        return css
    }

    /// Whether dark text reads better than white on a gradient of these colours.
    private static func isLight(_ first: RGBColor, _ second: RGBColor) -> Bool {
        func luminance(_ color: RGBColor) -> Double {
            0.2126 * Double(color.red) + 0.7152 * Double(color.green) + 0.0722 * Double(color.blue)
        }
        return (luminance(first) + luminance(second)) / 2 > 165
    }
}
