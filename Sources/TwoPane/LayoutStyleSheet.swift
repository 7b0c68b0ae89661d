import TwoPaneGtk

/// The layout's own CSS, loaded once for the display by the first layout attached to a
/// window: the columns drawn over the detail look raised above it, with the theme's view
/// background and a shadow; the page a back swipe
/// drags casts a shadow on the page beneath; a row that starts a section is highlighted below
/// its header, not over it (``SectionStartRow``): the GTK row is left unpainted, in the list's
/// text colour (a selected row's is white), and its body takes the padding the theme gives a
/// list's rows (2 px; a sidebar's are the theme's).
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
        row.twopane-section-start-row {
          padding: 0;
          min-height: 0;
          border-radius: 0;
          background: none;
          box-shadow: none;
          outline-color: transparent;
          color: inherit;
        }
        .twopane-section-start { padding: 0; background: none; }
        .twopane-section-start > row { margin: 0; }
        .twopane-section-start:not(.navigation-sidebar) > row { padding: 2px; }
        .twopane-section-start:not(.navigation-sidebar) > .twopane-section-header { padding: 2px 2px 0; }
        .twopane-section-start.navigation-sidebar > .twopane-section-header { padding: 0 8px; }
        """
}
