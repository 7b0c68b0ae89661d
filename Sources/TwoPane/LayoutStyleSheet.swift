import TwoPaneGtk

/// The layout's own CSS, loaded once for the display by the first layout attached to a
/// window: the columns drawn over the detail look raised above it, with the theme's view
/// background and a shadow; the page a back swipe
/// drags casts a shadow on the page beneath.
@MainActor
enum LayoutStyleSheet {
    private static var sheet: StyleSheet?

    static func install() {
        guard sheet == nil else { return }
        sheet = StyleSheet(css: css)
    }

    private static let css = """
        .twopane-overlay {
          background-color: @theme_base_color;
          box-shadow: 0 0 0 1px alpha(black, 0.12), 0 4px 16px alpha(black, 0.3);
        }
        .twopane-overlay > :not(:last-child) { border-right: 1px solid alpha(black, 0.12); }
        .twopane-sliding-page { box-shadow: 0 0 0 1px alpha(black, 0.08), 0 0 12px alpha(black, 0.25); }
        """
}
