#include "twopane_desktop_style.h"

#include <gio/gio.h>
#include <string.h>

#define PORTAL_NAME "org.freedesktop.portal.Desktop"
#define PORTAL_PATH "/org/freedesktop/portal/desktop"
#define PORTAL_SETTINGS "org.freedesktop.portal.Settings"
#define APPEARANCE "org.freedesktop.appearance"

static TwoPaneColorSchemeChanged changed_callback;
static gpointer changed_data;
static GSettings *interface_settings; /* kept for the life of the process */

/* A portal value: the uint32, inside as many variants as the portal version wraps it in. */
static gboolean scheme_of_variant(GVariant *value, TwoPaneColorScheme *scheme) {
    GVariant *inner = g_variant_ref(value);
    while (g_variant_is_of_type(inner, G_VARIANT_TYPE_VARIANT)) {
        GVariant *next = g_variant_get_variant(inner);
        g_variant_unref(inner);
        inner = next;
    }
    gboolean ok = g_variant_is_of_type(inner, G_VARIANT_TYPE_UINT32);
    if (ok) {
        guint32 number = g_variant_get_uint32(inner);
        *scheme = number <= 2 ? (TwoPaneColorScheme)number : TWOPANE_COLOR_SCHEME_NO_PREFERENCE;
    }
    g_variant_unref(inner);
    return ok;
}

static void on_setting_changed(GDBusConnection *connection, const char *sender, const char *path,
                               const char *interface, const char *signal, GVariant *parameters, gpointer data) {
    (void)connection, (void)sender, (void)path, (void)interface, (void)signal, (void)data;
    const char *namespace = NULL, *key = NULL;
    GVariant *value = NULL;
    if (!g_variant_is_of_type(parameters, G_VARIANT_TYPE("(ssv)")))
        return;
    g_variant_get(parameters, "(&s&sv)", &namespace, &key, &value);
    TwoPaneColorScheme scheme;
    if (strcmp(namespace, APPEARANCE) == 0 && strcmp(key, "color-scheme") == 0 && scheme_of_variant(value, &scheme))
        changed_callback(scheme, changed_data);
    g_variant_unref(value);
}

/* Asks the portal (ReadOne, else the older Read) without starting it. */
static gboolean read_portal(GDBusConnection *bus, int timeout_ms, TwoPaneColorScheme *scheme) {
    const char *methods[] = {"ReadOne", "Read"};
    for (size_t i = 0; i < G_N_ELEMENTS(methods); i++) {
        GError *error = NULL;
        GVariant *reply = g_dbus_connection_call_sync(
            bus, PORTAL_NAME, PORTAL_PATH, PORTAL_SETTINGS, methods[i],
            g_variant_new("(ss)", APPEARANCE, "color-scheme"), G_VARIANT_TYPE("(v)"),
            G_DBUS_CALL_FLAGS_NO_AUTO_START, timeout_ms, NULL, &error);
        if (reply == NULL) {
            gboolean unknown_method = g_error_matches(error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD);
            g_error_free(error);
            if (unknown_method)
                continue; /* an older portal: Read */
            return FALSE;
        }
        GVariant *value = NULL;
        g_variant_get(reply, "(v)", &value);
        gboolean ok = scheme_of_variant(value, scheme);
        g_variant_unref(value);
        g_variant_unref(reply);
        return ok;
    }
    return FALSE;
}

static TwoPaneColorScheme scheme_of_gsettings(GSettings *settings) {
    char *value = g_settings_get_string(settings, "color-scheme");
    TwoPaneColorScheme scheme = g_strcmp0(value, "prefer-dark") == 0    ? TWOPANE_COLOR_SCHEME_PREFER_DARK
                                : g_strcmp0(value, "prefer-light") == 0 ? TWOPANE_COLOR_SCHEME_PREFER_LIGHT
                                                                        : TWOPANE_COLOR_SCHEME_NO_PREFERENCE;
    g_free(value);
    return scheme;
}

static void on_gsettings_changed(GSettings *settings, const char *key, gpointer data) {
    (void)key, (void)data;
    changed_callback(scheme_of_gsettings(settings), changed_data);
}

/* GNOME's interface settings, if their schema has the key (GNOME 42 on). */
static GSettings *gnome_interface_settings(void) {
    GSettingsSchemaSource *source = g_settings_schema_source_get_default();
    if (source == NULL)
        return NULL;
    GSettingsSchema *schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", TRUE);
    if (schema == NULL)
        return NULL;
    gboolean has_key = g_settings_schema_has_key(schema, "color-scheme");
    g_settings_schema_unref(schema);
    return has_key ? g_settings_new("org.gnome.desktop.interface") : NULL;
}

TwoPaneStyleSource twopane_desktop_style_watch(int timeout_ms, TwoPaneColorScheme *scheme,
                                               TwoPaneColorSchemeChanged changed, gpointer data) {
    changed_callback = changed;
    changed_data = data;
    *scheme = TWOPANE_COLOR_SCHEME_NO_PREFERENCE;
    GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
    if (bus != NULL && read_portal(bus, timeout_ms, scheme)) {
        g_dbus_connection_signal_subscribe(bus, PORTAL_NAME, PORTAL_SETTINGS, "SettingChanged", PORTAL_PATH,
                                           APPEARANCE, G_DBUS_SIGNAL_FLAGS_NONE, on_setting_changed, NULL, NULL);
        return TWOPANE_STYLE_SOURCE_PORTAL; /* the bus stays referenced for the subscription */
    }
    g_clear_object(&bus);
    interface_settings = gnome_interface_settings();
    if (interface_settings == NULL)
        return TWOPANE_STYLE_SOURCE_NONE;
    *scheme = scheme_of_gsettings(interface_settings);
    g_signal_connect(interface_settings, "changed::color-scheme", G_CALLBACK(on_gsettings_changed), NULL);
    return TWOPANE_STYLE_SOURCE_GSETTINGS;
}
