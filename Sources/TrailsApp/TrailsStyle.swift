import TrailsData
import TwoPane

/// The app's CSS: the shared rules, and a class pair per distinct pair of trail colours
/// for row icons and detail pages (the gradient, its text colour, the stage dots), added
/// the first time a row or page needs it.
///
/// Each pair's rules live in one style sheet: GTK does not weigh specificity across style
/// sheets of the same priority, so a pair's rules must not rely on another sheet's.
/// Classes go by colour pair, not by trail, so a million trails in four colour pairs make
/// four rules. Colours come from validated `RGBColor`s, so they are safe to write into CSS.
@MainActor
final class TrailsStyle {
    private struct ColorPair: Hashable {
        let primary: RGBColor
        let secondary: RGBColor
    }

    /// The classes of one pair of trail colours: row icons take ``iconClass``, detail pages
    /// ``detailClass``.
    struct Palette {
        let iconClass: String
        let detailClass: String
    }

    private let base = StyleSheet(css: TrailsStyle.baseCSS)
    private var palettes: [ColorPair: Palette] = [:]
    private var sheets: [StyleSheet] = []

    /// The classes of `trail`'s colours, defined on first use.
    func palette(for trail: Trail) -> Palette {
        let colors = ColorPair(primary: trail.primaryColor, secondary: trail.secondaryColor)
        if let palette = palettes[colors] { return palette }
        let number = palettes.count
        let palette = Palette(
            iconClass: Self.name("trail-icon-", number), detailClass: Self.name("trail-detail-", number))
        palettes[colors] = palette
        sheets.append(StyleSheet(css: Self.css(palette, colors.primary, colors.secondary)))
        return palette
    }

    /// `prefix` followed by `number` (not negative) in lowercase hexadecimal. Palettes are
    /// numbered so, not in decimal: formatting an `Int` (`String(number)`, an interpolated
    /// `Int`) runs code of the standard library that nothing else before the first frame
    /// runs, and the kernel maps 64 KiB of it for that (its fault-around).
    private static func name(_ prefix: String, _ number: Int) -> String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"]
        var lowFirst: [Character] = []
        var rest = number
        repeat {
            lowFirst.append(digits[rest & 15])
            rest >>= 4
        } while rest > 0
        var text = prefix
        for digit in lowFirst.reversed() { text.append(digit) }
        return text
    }

    private static let baseCSS = """
        .trail-row { padding: 6px 4px; }
        .trail-name {
          font-family: "Comfortaa", "Nunito", "Cantarell", sans-serif;
          font-weight: bold; font-size: 34pt;
        }
        .trail-distance { font-size: 16pt; font-weight: 600; }
        .trail-detail button.trail-pill {
          border-radius: 9999px; padding: 6px 28px; margin-top: 12px;
          background-image: none; background-color: alpha(white, 0.22);
          border-color: alpha(white, 0.5); box-shadow: none;
        }
        .trail-detail button.trail-pill + button.trail-pill { margin-top: 0; }
        .trail-detail button.trail-pill:hover { background-color: alpha(white, 0.32); }
        .trail-detail button.trail-pill:active { background-color: alpha(white, 0.42); }
        .trail-stages-heading {
          font-family: "Comfortaa", "Nunito", "Cantarell", sans-serif;
          font-weight: bold; font-size: 24pt;
        }
        .trail-stages-summary { font-size: 13pt; font-weight: 600; }
        .trail-stage-rows { margin-top: 16px; }
        .trail-detail button.trail-stage-row {
          border-radius: 12px; padding: 10px 14px;
          background-image: none; background-color: alpha(white, 0.16);
          border: 1px solid alpha(white, 0.35); box-shadow: none;
        }
        .trail-detail button.trail-stage-row:hover { background-color: alpha(white, 0.26); }
        .trail-detail button.trail-stage-row:active { background-color: alpha(white, 0.36); }
        .trail-stage-number {
          min-width: 28px; min-height: 28px; border-radius: 9999px;
          background-color: alpha(white, 0.25); font-weight: bold;
        }
        .trail-stage-name { font-size: 13pt; font-weight: 600; }
        .trail-stage-distance { font-size: 12pt; font-feature-settings: "tnum"; }
        .trail-stage-page-ordinal { font-size: 12pt; font-weight: bold; letter-spacing: 1px; }
        .trail-stage-page-name {
          font-family: "Comfortaa", "Nunito", "Cantarell", sans-serif;
          font-weight: bold; font-size: 28pt;
        }
        .trail-stage-page-trail { font-size: 12pt; }
        .trail-stage-dot { min-width: 8px; min-height: 8px; border-radius: 9999px; }
        """

    private static func css(_ palette: Palette, _ primary: RGBColor, _ secondary: RGBColor) -> String {
        // White or black, whichever reads better on both ends of the gradient (WCAG's
        // contrast ratio): every built-in trail's reaches AA's 4.5:1.
        let text = RGBColor.mostLegibleText(among: [.white, .black], on: [primary, secondary]).hex
        let detail = palette.detailClass
        return """
            .\(palette.iconClass) { color: \(primary.hex); }
            row:selected .\(palette.iconClass) { color: inherit; }
            .\(detail) { background-image: linear-gradient(to bottom, \(primary.hex), \(secondary.hex)); }
            .\(detail) label, .\(detail) image { color: \(text); }
            .\(detail) .trail-stage-dot { background-color: alpha(\(text), 0.35); }
            .\(detail) .trail-stage-dot-current { background-color: \(text); }
            """
    }
}
