/* The desktop's colour-scheme preference, live: read from the settings portal
 * (org.freedesktop.portal.Settings, namespace org.freedesktop.appearance, key color-scheme)
 * and followed through its SettingChanged signal; where no portal answers, from GSettings
 * (org.gnome.desktop.interface color-scheme) and its "changed" signal. */
#ifndef TWOPANE_DESKTOP_STYLE_H
#define TWOPANE_DESKTOP_STYLE_H

#include <glib.h>

G_BEGIN_DECLS

/* The preference, as the portal words it. */
typedef enum {
    TWOPANE_COLOR_SCHEME_NO_PREFERENCE = 0,
    TWOPANE_COLOR_SCHEME_PREFER_DARK = 1,
    TWOPANE_COLOR_SCHEME_PREFER_LIGHT = 2,
} TwoPaneColorScheme;

/* Where the preference comes from. */
typedef enum {
    TWOPANE_STYLE_SOURCE_NONE = 0,
    TWOPANE_STYLE_SOURCE_PORTAL = 1,
    TWOPANE_STYLE_SOURCE_GSETTINGS = 2,
} TwoPaneStyleSource;

typedef void (*TwoPaneColorSchemeChanged)(TwoPaneColorScheme scheme, gpointer data);

/* Reads the preference now (the portal is asked once, without starting it, for at most
 * `timeout_ms`), stores it in `scheme`, and calls `changed` on the main context with every
 * later change, for the life of the process. Returns where it comes from. Call once. */
TwoPaneStyleSource twopane_desktop_style_watch(int timeout_ms, TwoPaneColorScheme *scheme,
                                               TwoPaneColorSchemeChanged changed, gpointer data);

G_END_DECLS

#endif
