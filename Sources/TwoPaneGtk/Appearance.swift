import CGtk
import CTwoPaneWidgets

/// Light or dark: the two styles of GTK's theme (Adwaita and its dark variant).
public enum ColorScheme: Sendable, Equatable {
    /// Dark text on light backgrounds: Adwaita.
    case light
    /// Light text on dark backgrounds: Adwaita's dark variant.
    case dark
}

/// The app's colour scheme and contrast: the desktop's preferences, followed live, unless
/// the app chooses a scheme. They come from the settings portal (`org.freedesktop.appearance`
/// `color-scheme` and `contrast`, as every desktop with portals offers them, sandboxed or
/// not) and, where the portal does not tell, from GNOME's settings
/// (`org.gnome.desktop.interface color-scheme`, `org.gnome.desktop.a11y.interface
/// high-contrast`). An ``Application`` reads them before its first window is drawn, so a
/// dark desktop never sees a light flash, and follows them from then on. High contrast is
/// GTK's own HighContrast theme (its dark variant in the dark scheme).
///
/// In an app whose ``ApplicationStyle`` is a platform's (libadwaita), the platform's style
/// manager reads and follows the desktop instead (this reading is not run), and shows the
/// app's choice; ``desktopColorScheme`` is then the scheme last shown while the app had no
/// choice of its own (the style manager does not tell the desktop's preference apart).
///
/// ```swift
/// Appearance.preferredColorScheme = .dark  // the app's own choice; nil follows the desktop
/// Appearance.onChange { scheme in print("now \(scheme)") }
/// ```
@MainActor
public enum Appearance {
    /// The scheme the app asks for, whatever the desktop prefers; `nil`, the default, follows
    /// the desktop. Applied at once.
    public static var preferredColorScheme: ColorScheme? {
        didSet { apply() }
    }

    /// What the desktop prefers now, if it says: the portal's or GNOME's setting.
    public static var desktopColorScheme: ColorScheme? {
        readDesktopStyle()
        return desktopColorSchemeStored
    }

    /// The scheme shown: the app's choice, else the desktop's, else light.
    public static var colorScheme: ColorScheme { preferredColorScheme ?? desktopColorScheme ?? .light }

    /// Whether the desktop asks for high contrast now.
    public static var isHighContrast: Bool {
        readDesktopStyle()
        return isHighContrastStored
    }

    /// Where the desktop's preference was read from (for tests and diagnostics).
    package static var source: DesktopStyleSource {
        readDesktopStyle()
        return sourceStored
    }

    private static var desktopColorSchemeStored: ColorScheme?
    private static var isHighContrastStored = false
    private static var sourceStored = DesktopStyleSource.none
    private static var isFollowingDesktop = false
    /// Whether the portal was asked and its answer is still to be read.
    private static var isDesktopStylePending = false
    private static let changes = Emitter()
    /// The scheme GTK shows: light until told otherwise.
    private static var shown = ColorScheme.light
    /// The theme GTK had before high contrast replaced it, while it does.
    private static var themeBeforeHighContrast: String?

    /// Runs `handler` with the scheme shown each time it changes: the desktop's preference
    /// changed, or the app's.
    @discardableResult
    public static func onChange(_ handler: @escaping @MainActor (ColorScheme) -> Void) -> SignalConnection {
        changes.connect { value in handler(value == 1 ? .dark : .light) }
    }

    /// Reads the desktop's preference and follows it from now on; once per process, after
    /// GTK is initialised (``Application`` does it at start-up). The portal is asked now and
    /// its answer read when first needed: when a window is presented, when the main loop next
    /// runs, or when a property here is read, so the app builds its window while the portal
    /// answers. It is waited for at most 300 ms (a running portal answers in about one), and
    /// is not started if it is not running.
    public static func followDesktop() {
        guard !isFollowingDesktop else { return }
        isFollowingDesktop = true
        if PlatformStyle.current != nil {
            sourceStored = .platform
            apply()
            return
        }
        twopane_desktop_style_ask()
        isDesktopStylePending = true
        MainLoop.afterCurrentEvent { readDesktopStyle() }
    }

    /// Reads the portal's answer (or GNOME's settings) if ``followDesktop()`` asked for it and
    /// it was not read yet, and shows it.
    static func readDesktopStyle() {
        guard isDesktopStylePending else { return }
        isDesktopStylePending = false
        var style = TwoPaneDesktopStyle(color_scheme: TWOPANE_COLOR_SCHEME_NO_PREFERENCE, high_contrast: 0)
        let found = twopane_desktop_style_watch(300, &style, desktopStyleChanged, nil)
        sourceStored = DesktopStyleSource(found)
        desktopChanged(to: style)
    }

    /// Shows ``colorScheme``, GTK's dark variant of the theme or not, and high contrast.
    private static func apply() {
        if let manager = PlatformStyle.current?.styleManager {
            // Its changes come back through platformChanged (following twice is following).
            manager.follow { isDark, isHighContrast in platformChanged(isDark: isDark, isHighContrast: isHighContrast) }
            manager.request(preferredColorScheme)
            return
        }
        applyContrast()
        let scheme = colorScheme
        Settings.prefersDarkStyle = scheme == .dark
        guard scheme != shown else { return }
        shown = scheme
        changes.emit(scheme == .dark ? 1 : 0)
    }

    /// GTK's HighContrast theme while the desktop asks for it; the theme it had otherwise.
    private static func applyContrast() {
        if isHighContrastStored, themeBeforeHighContrast == nil {
            themeBeforeHighContrast = Settings.themeName
            Settings.themeName = "HighContrast"
        } else if !isHighContrastStored, let theme = themeBeforeHighContrast {
            themeBeforeHighContrast = nil
            Settings.themeName = theme
        }
    }

    /// The platform's style manager shows `isDark` and `isHighContrast` now.
    private static func platformChanged(isDark: Bool, isHighContrast contrast: Bool) {
        if preferredColorScheme == nil { desktopColorSchemeStored = isDark ? .dark : nil }
        isHighContrastStored = contrast
        let scheme: ColorScheme = isDark ? .dark : .light
        guard scheme != shown else { return }
        shown = scheme
        changes.emit(scheme == .dark ? 1 : 0)
    }

    fileprivate static func desktopChanged(to style: TwoPaneDesktopStyle) {
        desktopColorSchemeStored = ColorScheme(style.color_scheme)
        isHighContrastStored = style.high_contrast != 0
        apply()
    }
}

/// Where the desktop's colour-scheme preference comes from.
package enum DesktopStyleSource: Sendable {
    case none, portal, gsettings
    /// The platform's style manager (``ApplicationStyle``) reads it.
    case platform

    init(_ source: TwoPaneStyleSource) {
        switch source {
        case TWOPANE_STYLE_SOURCE_PORTAL: self = .portal
        case TWOPANE_STYLE_SOURCE_GSETTINGS: self = .gsettings
        default: self = .none
        }
    }
}

extension ColorScheme {
    /// The portal's preference as a scheme: `nil` for no preference.
    init?(_ scheme: TwoPaneColorScheme) {
        switch scheme {
        case TWOPANE_COLOR_SCHEME_PREFER_DARK: self = .dark
        case TWOPANE_COLOR_SCHEME_PREFER_LIGHT: self = .light
        default: return nil
        }
    }
}

/// The desktop's preferences changed (on the main context, from the portal's signal or
/// GSettings').
private let desktopStyleChanged: TwoPaneDesktopStyleChanged = { style, _ in
    MainActor.assumeIsolated { Appearance.desktopChanged(to: style) }
}
