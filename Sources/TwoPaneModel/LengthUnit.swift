/// The unit a layout's breakpoints are given in.
///
/// Pixels suit a layout whose columns hold pictures; text-relative units suit one whose
/// columns hold text, because a user who asks for larger text needs more room before the
/// text fits side by side. libadwaita's breakpoints have the same two units.
///
/// ```swift
/// // Collapses below 600 px at the normal text size, below 900 px at 1.5× text.
/// let configuration = SplitLayoutConfiguration(breakpoint: 600, breakpointUnit: .sp)
/// configuration.inPixels(atTextScale: 1.5).breakpoint  // 900
/// ```
public enum LengthUnit: Equatable, Sendable {
    /// Pixels, whatever the text size.
    case px
    /// Scale-independent pixels: 1 sp is 1 px at the normal text size, and grows with the
    /// desktop's text scaling (GNOME's Large Text, GTK's `gtk-xft-dpi`): 1.5 px at 1.5×.
    case sp

    /// The text scales a layout accepts: `scale` within [1/4, 8]; 1 for a value that is
    /// not a number.
    public static func normalisedTextScale(_ scale: Double) -> Double {
        guard scale.isFinite, scale > 0 else { return 1 }
        return min(max(scale, 0.25), 8)
    }
}
