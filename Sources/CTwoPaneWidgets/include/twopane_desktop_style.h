/* The desktop's style preferences, live: the colour scheme and high contrast, read from the
 * settings portal (org.freedesktop.portal.Settings, namespace org.freedesktop.appearance, keys
 * color-scheme and contrast) and followed through its SettingChanged signal; where no portal
 * answers, from GSettings (org.gnome.desktop.interface color-scheme,
 * org.gnome.desktop.a11y.interface high-contrast) and their "changed" signals. */
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

/* What the desktop prefers. */
typedef struct {
    TwoPaneColorScheme color_scheme;
    gboolean high_contrast;
} TwoPaneDesktopStyle;

typedef void (*TwoPaneDesktopStyleChanged)(TwoPaneDesktopStyle style, gpointer data);

/* Asks the portal for the preferences now, without waiting for its answer (nor starting it):
 * twopane_desktop_style_watch takes the answer, so an app that asks at start-up and reads
 * when it shows its first window does not wait for the portal while it builds the window. */
void twopane_desktop_style_ask(void);

/* Reads the preferences now (the portal's answers to twopane_desktop_style_ask, else it is
 * asked, without starting it; either waited for at most `timeout_ms` a key), stores them in
 * `style`, and calls `changed` on the main context with every later change, for the life of
 * the process. Returns where the colour scheme comes from. Call once. */
TwoPaneStyleSource twopane_desktop_style_watch(int timeout_ms, TwoPaneDesktopStyle *style,
                                               TwoPaneDesktopStyleChanged changed, gpointer data);

G_END_DECLS

#endif
