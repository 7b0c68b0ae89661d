import CGtk

/// The display's GTK settings (`GtkSettings`), for the few an app or a test sets itself.
/// Setting a value it already has changes nothing (GTK would otherwise notify, and a theme
/// setting reloads the theme).
@MainActor
public enum Settings {
    /// The longest time between two clicks that makes them a double click, in milliseconds
    /// (`gtk-double-click-time`, 400 by default).
    public static var doubleClickMilliseconds: Int {
        get { Int(cgtk_settings_get_int("gtk-double-click-time")) }
        set { cgtk_settings_set_int("gtk-double-click-time", Int32(newValue)) }
    }
}

extension Settings {
    /// Whether the app asks for the theme's dark variant
    /// (`gtk-application-prefer-dark-theme`): Adwaita becomes Adwaita-dark. ``Appearance``
    /// sets it to the scheme it shows (the desktop's, or the app's choice); an app chooses
    /// through ``Appearance/preferredColorScheme``, which a desktop change does not undo.
    public static var prefersDarkStyle: Bool {
        get { cgtk_settings_get_int("gtk-application-prefer-dark-theme") != 0 }
        set {
            if newValue != prefersDarkStyle {
                cgtk_settings_set_int("gtk-application-prefer-dark-theme", newValue ? 1 : 0)
            }
        }
    }
}

extension Settings {
    /// The GTK theme's name (`gtk-theme-name`): "Adwaita", or what the desktop set; GTK 4 also
    /// has "HighContrast" built in (``Appearance`` sets it while the desktop asks for high
    /// contrast).
    public static var themeName: String {
        get {
            guard let value = cgtk_settings_dup_string("gtk-theme-name") else { return "Adwaita" }
            defer { g_free(value) }
            return String(cString: value)
        }
        set { if newValue != themeName { cgtk_settings_set_string("gtk-theme-name", newValue) } }
    }
}

extension Settings {
    /// Whether widgets animate (`gtk-enable-animations`): off when the desktop asks for
    /// reduced motion. What the layout animates itself (a back swipe's release) reads it each
    /// time, so a change applies at once.
    public static var enablesAnimations: Bool {
        get { cgtk_settings_get_int("gtk-enable-animations") != 0 }
        set { if newValue != enablesAnimations { cgtk_settings_set_int("gtk-enable-animations", newValue ? 1 : 0) } }
    }
}
