import Glibc

/// How well text reads on a colour: WCAG 2's relative luminance and contrast ratio (AA asks
/// for 4.5:1 for text, 3:1 for large text).
extension RGBColor {
    /// White, `#ffffff`.
    public static let white = RGBColor(red: 255, green: 255, blue: 255)
    /// Black, `#000000`.
    public static let black = RGBColor(red: 0, green: 0, blue: 0)

    /// The colour's relative luminance, from 0 (black) to 1 (white): its sRGB channels made
    /// linear, weighted by how bright each looks.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of two colours, from 1 (the same luminance) to 21 (black on white).
    public static func contrastRatio(_ first: RGBColor, _ second: RGBColor) -> Double {
        let (a, b) = (first.relativeLuminance, second.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Of `candidates`, the text colour that reads best on every colour of `backgrounds` (a
    /// gradient's ends): the one whose lowest contrast ratio with them is highest.
    public static func mostLegibleText(among candidates: [RGBColor], on backgrounds: [RGBColor]) -> RGBColor {
        func worstContrast(_ text: RGBColor) -> Double {
            backgrounds.map { contrastRatio(text, $0) }.min() ?? 21
        }
        return candidates.max { worstContrast($0) < worstContrast($1) } ?? .black
    }
}
