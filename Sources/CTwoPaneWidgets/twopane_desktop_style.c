#include "twopane_desktop_style.h"

#include <gio/gio.h>
#include <string.h>

#define PORTAL_NAME "org.freedesktop.portal.Desktop"
#define PORTAL_PATH "/org/freedesktop/portal/desktop"
#define PORTAL_SETTINGS "org.freedesktop.portal.Settings"
#define APPEARANCE "org.freedesktop.appearance"

static TwoPaneDesktopStyleChanged changed_callback;
static gpointer changed_data;
static TwoPaneDesktopStyle current;
/* GNOME's settings, kept for the life of the process (NULL where not read). */
static GSettings *interface_settings, *a11y_settings;

/* A portal value: the uint32, inside as many variants as the portal version wraps it in. */
static gboolean uint_of_variant(GVariant *value, guint32 *number) {
    GVariant *inner = g_variant_ref(value);
    while (g_variant_is_of_type(inner, G_VARIANT_TYPE_VARIANT)) {
        GVariant *next = g_variant_get_variant(inner);
        g_variant_unref(inner);
        inner = next;
    }
    gboolean ok = g_variant_is_of_type(inner, G_VARIANT_TYPE_UINT32);
    if (ok)
        *number = g_variant_get_uint32(inner);
    g_variant_unref(inner);
    return ok;
}

static TwoPaneColorScheme scheme_of_number(guint32 number) {
    return number <= 2 ? (TwoPaneColorScheme)number : TWOPANE_COLOR_SCHEME_NO_PREFERENCE;
}

/* Applies the portal's `key` = `value` to `style`; whether the key is one of ours. */
static gboolean apply_portal_value(const char *key, GVariant *value, TwoPaneDesktopStyle *style) {
    guint32 number;
    if (!uint_of_variant(value, &number))
        return FALSE;
    if (strcmp(key, "color-scheme") == 0) {
        style->color_scheme = scheme_of_number(number);
        return TRUE;
    }
    if (strcmp(key, "contrast") == 0) {
        style->high_contrast = number == 1;
        return TRUE;
    }
    return FALSE;
}

static void on_setting_changed(GDBusConnection *connection, const char *sender, const char *path,
                               const char *interface, const char *signal, GVariant *parameters, gpointer data) {
    (void)connection, (void)sender, (void)path, (void)interface, (void)signal, (void)data;
    const char *namespace = NULL, *key = NULL;
    GVariant *value = NULL;
    if (!g_variant_is_of_type(parameters, G_VARIANT_TYPE("(ssv)")))
        return;
    g_variant_get(parameters, "(&s&sv)", &namespace, &key, &value);
    if (strcmp(namespace, APPEARANCE) == 0 && apply_portal_value(key, value, &current))
        changed_callback(current, changed_data);
    g_variant_unref(value);
}

/* The replies to the portal's ReadOne sent at start-up (twopane_desktop_style_ask), taken
 * by the reading: it waits only for what has not come yet. */
typedef struct {
    const char *key;
    GVariant *reply; /* NULL with `error` set, once `done` */
    GError *error;
    gboolean done;
} EarlyReply;
static EarlyReply early_replies[] = {{"color-scheme", NULL, NULL, FALSE}, {"contrast", NULL, NULL, FALSE}};
/* The context the early replies come to: iterated only while waiting for them. */
static GMainContext *early_context;
static GCancellable *early_cancellable;

static void on_early_reply(GObject *bus, GAsyncResult *result, gpointer data) {
    EarlyReply *early = data;
    early->reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(bus), result, &early->error);
    early->done = TRUE;
}

void twopane_desktop_style_ask(void) {
    if (early_context != NULL)
        return;
    GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
    if (bus == NULL)
        return;
    early_context = g_main_context_new();
    early_cancellable = g_cancellable_new();
    g_main_context_push_thread_default(early_context);
    for (size_t i = 0; i < G_N_ELEMENTS(early_replies); i++)
        g_dbus_connection_call(bus, PORTAL_NAME, PORTAL_PATH, PORTAL_SETTINGS, "ReadOne",
                               g_variant_new("(ss)", APPEARANCE, early_replies[i].key), G_VARIANT_TYPE("(v)"),
                               G_DBUS_CALL_FLAGS_NO_AUTO_START, -1, early_cancellable, on_early_reply,
                               &early_replies[i]);
    g_main_context_pop_thread_default(early_context);
    g_object_unref(bus);
}

static gboolean set_flag(gpointer flag) {
    *(gboolean *)flag = TRUE;
    return G_SOURCE_REMOVE;
}

/* The early reply for `key` (NULL, `error` unset, if it was not asked early), waited for at
 * most `timeout_ms`: an error G_IO_ERROR_TIMED_OUT if it does not come in time. */
static GVariant *take_early_reply(const char *key, int timeout_ms, GError **error) {
    EarlyReply *early = NULL;
    for (size_t i = 0; early_context != NULL && i < G_N_ELEMENTS(early_replies); i++)
        if (strcmp(early_replies[i].key, key) == 0)
            early = &early_replies[i];
    if (early == NULL)
        return NULL;
    if (!early->done) { /* not come yet: wait for it */
        gboolean late = FALSE;
        GSource *timer = g_timeout_source_new(timeout_ms);
        g_source_set_callback(timer, set_flag, &late, NULL);
        g_source_attach(timer, early_context);
        while (!early->done && !late)
            g_main_context_iteration(early_context, TRUE);
        g_source_destroy(timer);
        g_source_unref(timer);
    }
    if (!early->done) {
        g_set_error_literal(error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT, "the portal did not answer in time");
        return NULL;
    }
    GVariant *reply = g_steal_pointer(&early->reply);
    if (reply == NULL && early->error != NULL)
        g_propagate_error(error, g_steal_pointer(&early->error));
    return reply;
}

/* Forgets the early asks: one not answered yet is cancelled. */
static void forget_early_replies(void) {
    if (early_context == NULL)
        return;
    g_cancellable_cancel(early_cancellable);
    for (size_t i = 0; i < G_N_ELEMENTS(early_replies); i++) {
        while (!early_replies[i].done)
            g_main_context_iteration(early_context, TRUE);
        g_clear_pointer(&early_replies[i].reply, g_variant_unref);
        g_clear_error(&early_replies[i].error);
    }
    g_clear_object(&early_cancellable);
    g_clear_pointer(&early_context, g_main_context_unref);
}

/* The portal's `method` for `key`: ReadOne's reply asked early where it was, else a call. */
static GVariant *call_portal(GDBusConnection *bus, const char *method, const char *key, int timeout_ms,
                             GError **error) {
    GError *early_error = NULL;
    GVariant *reply = strcmp(method, "ReadOne") == 0 ? take_early_reply(key, timeout_ms, &early_error) : NULL;
    if (reply != NULL || early_error != NULL) {
        if (early_error != NULL)
            g_propagate_error(error, early_error);
        return reply;
    }
    return g_dbus_connection_call_sync(bus, PORTAL_NAME, PORTAL_PATH, PORTAL_SETTINGS, method,
                                       g_variant_new("(ss)", APPEARANCE, key), G_VARIANT_TYPE("(v)"),
                                       G_DBUS_CALL_FLAGS_NO_AUTO_START, timeout_ms, NULL, error);
}

/* Asks the portal for `key` (ReadOne, else the older Read) without starting it; NULL if it
 * does not answer or does not know the key, and then `timed_out` (if given) says whether it
 * is there but slow. */
static GVariant *read_portal(GDBusConnection *bus, const char *key, int timeout_ms, gboolean *timed_out) {
    const char *methods[] = {"ReadOne", "Read"};
    for (size_t i = 0; i < G_N_ELEMENTS(methods); i++) {
        GError *error = NULL;
        GVariant *reply = call_portal(bus, methods[i], key, timeout_ms, &error);
        if (reply == NULL) {
            gboolean unknown_method = g_error_matches(error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD);
            if (timed_out != NULL)
                *timed_out = g_error_matches(error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
            g_error_free(error);
            if (unknown_method)
                continue; /* an older portal: Read */
            return NULL;
        }
        GVariant *value = NULL;
        g_variant_get(reply, "(v)", &value);
        g_variant_unref(reply);
        return value;
    }
    return NULL;
}

/* A slow portal's answer, come later: applied, and told. */
static void on_late_reply(GObject *bus, GAsyncResult *result, gpointer data) {
    const char *key = data;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(bus), result, NULL);
    if (reply == NULL)
        return;
    GVariant *value = NULL;
    g_variant_get(reply, "(v)", &value);
    if (apply_portal_value(key, value, &current))
        changed_callback(current, changed_data);
    g_variant_unref(value);
    g_variant_unref(reply);
}

/* Asks a portal that did not answer in time again, without waiting: its answer is applied
 * when it comes (the first frame may show the style before it). */
static void read_portal_later(GDBusConnection *bus, const char *key) {
    g_dbus_connection_call(bus, PORTAL_NAME, PORTAL_PATH, PORTAL_SETTINGS, "ReadOne",
                           g_variant_new("(ss)", APPEARANCE, key), G_VARIANT_TYPE("(v)"),
                           G_DBUS_CALL_FLAGS_NO_AUTO_START, -1, NULL, on_late_reply, (gpointer)key);
}

/* Reads the portal's style into `style`; whether the portal is there (it told the colour
 * scheme, or is slow to: then it is asked again without waiting). `has_contrast`: whether it
 * told the contrast too, or will. */
static gboolean read_portal_style(GDBusConnection *bus, int timeout_ms, TwoPaneDesktopStyle *style,
                                  gboolean *has_contrast) {
    gboolean timed_out = FALSE;
    GVariant *scheme = read_portal(bus, "color-scheme", timeout_ms, &timed_out);
    if (scheme == NULL && timed_out) {
        read_portal_later(bus, "color-scheme");
        read_portal_later(bus, "contrast");
        *has_contrast = TRUE;
        return TRUE;
    }
    if (scheme == NULL)
        return FALSE;
    gboolean known = apply_portal_value("color-scheme", scheme, style);
    g_variant_unref(scheme);
    if (!known)
        return FALSE;
    GVariant *contrast = read_portal(bus, "contrast", timeout_ms, NULL); /* portals before 1.18 lack it */
    *has_contrast = contrast != NULL;
    if (contrast != NULL) {
        apply_portal_value("contrast", contrast, style);
        g_variant_unref(contrast);
    }
    return TRUE;
}

/* GNOME's settings `schema_id`, if its schema has `key`. */
static GSettings *gnome_settings(const char *schema_id, const char *key) {
    GSettingsSchemaSource *source = g_settings_schema_source_get_default();
    if (source == NULL)
        return NULL;
    GSettingsSchema *schema = g_settings_schema_source_lookup(source, schema_id, TRUE);
    if (schema == NULL)
        return NULL;
    gboolean has_key = g_settings_schema_has_key(schema, key);
    g_settings_schema_unref(schema);
    return has_key ? g_settings_new(schema_id) : NULL;
}

static void read_gsettings(TwoPaneDesktopStyle *style) {
    if (interface_settings != NULL) {
        char *value = g_settings_get_string(interface_settings, "color-scheme");
        style->color_scheme = g_strcmp0(value, "prefer-dark") == 0    ? TWOPANE_COLOR_SCHEME_PREFER_DARK
                              : g_strcmp0(value, "prefer-light") == 0 ? TWOPANE_COLOR_SCHEME_PREFER_LIGHT
                                                                      : TWOPANE_COLOR_SCHEME_NO_PREFERENCE;
        g_free(value);
    }
    if (a11y_settings != NULL)
        style->high_contrast = g_settings_get_boolean(a11y_settings, "high-contrast");
}

static void on_gsettings_changed(GSettings *settings, const char *key, gpointer data) {
    (void)settings, (void)key, (void)data;
    read_gsettings(&current);
    changed_callback(current, changed_data);
}

TwoPaneStyleSource twopane_desktop_style_watch(int timeout_ms, TwoPaneDesktopStyle *style,
                                               TwoPaneDesktopStyleChanged changed, gpointer data) {
    changed_callback = changed;
    changed_data = data;
    current = (TwoPaneDesktopStyle){TWOPANE_COLOR_SCHEME_NO_PREFERENCE, FALSE};
    GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
    gboolean has_contrast = FALSE;
    gboolean from_portal = bus != NULL && read_portal_style(bus, timeout_ms, &current, &has_contrast);
    forget_early_replies();
    if (from_portal)
        g_dbus_connection_signal_subscribe(bus, PORTAL_NAME, PORTAL_SETTINGS, "SettingChanged", PORTAL_PATH,
                                           APPEARANCE, G_DBUS_SIGNAL_FLAGS_NONE, on_setting_changed, NULL, NULL);
    else
        g_clear_object(&bus); /* else it stays referenced for the subscription */
    /* GNOME's settings for what the portal did not tell (a portal without `contrast`, as on
     * GNOME 43, still has GNOME's high-contrast setting beside it). */
    if (!from_portal)
        interface_settings = gnome_settings("org.gnome.desktop.interface", "color-scheme");
    if (!has_contrast)
        a11y_settings = gnome_settings("org.gnome.desktop.a11y.interface", "high-contrast");
    read_gsettings(&current);
    if (interface_settings != NULL)
        g_signal_connect(interface_settings, "changed::color-scheme", G_CALLBACK(on_gsettings_changed), NULL);
    if (a11y_settings != NULL)
        g_signal_connect(a11y_settings, "changed::high-contrast", G_CALLBACK(on_gsettings_changed), NULL);
    *style = current;
    return from_portal                    ? TWOPANE_STYLE_SOURCE_PORTAL
           : interface_settings != NULL ? TWOPANE_STYLE_SOURCE_GSETTINGS
                                        : TWOPANE_STYLE_SOURCE_NONE;
}
