import CGtk
import CTwoPaneWidgets

/// Light or dark: the two styles of GTK's theme (Adwaita and its dark variant).
public enum ColorScheme: Sendable, Equatable {
    /// Dark text on light backgrounds: Adwaita.
    case light
    /// Light text on dark backgrounds: Adwaita's dark variant.
    case dark
}

/// The app's colour scheme: the desktop's preference, followed live, unless the app chooses
/// one. The preference comes from the settings portal (`org.freedesktop.appearance`
/// `color-scheme`, as every desktop with portals offers it, sandboxed or not) and, where no
/// portal answers, from GNOME's settings (`org.gnome.desktop.interface color-scheme`). An
/// ``Application`` reads it before its first window is drawn, so a dark desktop never sees
/// a light flash, and follows it from then on.
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
    public private(set) static var desktopColorScheme: ColorScheme?

    /// The scheme shown: the app's choice, else the desktop's, else light.
    public static var colorScheme: ColorScheme { preferredColorScheme ?? desktopColorScheme ?? .light }

    /// Where the desktop's preference was read from (for tests and diagnostics).
    package private(set) static var source = DesktopStyleSource.none

    private static var isFollowingDesktop = false
    private static let changes = Emitter()
    /// The scheme GTK shows: light until told otherwise.
    private static var shown = ColorScheme.light

    /// Runs `handler` with the scheme shown each time it changes: the desktop's preference
    /// changed, or the app's.
    @discardableResult
    public static func onChange(_ handler: @escaping @MainActor (ColorScheme) -> Void) -> SignalConnection {
        changes.connect { value in handler(value == 1 ? .dark : .light) }
    }

    /// Reads the desktop's preference and follows it from now on; once per process, after
    /// GTK is initialised (``Application`` does it at start-up). The portal is asked for at
    /// most 50 ms, and is not started if it is not running.
    public static func followDesktop() {
        guard !isFollowingDesktop else { return }
        isFollowingDesktop = true
        var scheme = TWOPANE_COLOR_SCHEME_NO_PREFERENCE
        let found = twopane_desktop_style_watch(50, &scheme, desktopSchemeChanged, nil)
        source = DesktopStyleSource(found)
        desktopColorScheme = ColorScheme(scheme)
        apply()
    }

    /// Shows ``colorScheme``: GTK's dark variant of the theme, or not.
    private static func apply() {
        let scheme = colorScheme
        Settings.prefersDarkStyle = scheme == .dark
        guard scheme != shown else { return }
        shown = scheme
        changes.emit(scheme == .dark ? 1 : 0)
    }

    fileprivate static func desktopChanged(to scheme: TwoPaneColorScheme) {
        desktopColorScheme = ColorScheme(scheme)
        apply()
    }
}

/// Where the desktop's colour-scheme preference comes from.
package enum DesktopStyleSource: Sendable {
    case none, portal, gsettings

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

/// The desktop's preference changed (on the main context, from the portal's signal or
/// GSettings').
private let desktopSchemeChanged: TwoPaneColorSchemeChanged = { scheme, _ in
    MainActor.assumeIsolated { Appearance.desktopChanged(to: scheme) }
}
