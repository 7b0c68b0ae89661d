#include "twopane_at_listeners.h"

#include <gio/gio.h>

#define A11Y_BUS_NAME "org.a11y.Bus"
#define A11Y_BUS_PATH "/org/a11y/bus"
#define REGISTRY_NAME "org.a11y.atspi.Registry"
#define REGISTRY_PATH "/org/a11y/atspi/registry"

static gboolean watching;
static gboolean answered; /* the registry told its listeners */
static gboolean a11y_off; /* GTK_A11Y=none */
/* Listener → how many registrations: the key "<bus name> <event>". */
static GHashTable *listeners;
static GDBusConnection *a11y_bus;

static char *listener_key(const char *bus_name, const char *event) {
    return g_strdup_printf("%s %s", bus_name, event);
}

static void add_listener(const char *bus_name, const char *event) {
    char *key = listener_key(bus_name, event);
    guint count = GPOINTER_TO_UINT(g_hash_table_lookup(listeners, key));
    g_hash_table_replace(listeners, key, GUINT_TO_POINTER(count + 1));
}

static void remove_listener(const char *bus_name, const char *event) {
    char *key = listener_key(bus_name, event);
    guint count = GPOINTER_TO_UINT(g_hash_table_lookup(listeners, key));
    if (count > 1)
        g_hash_table_replace(listeners, g_strdup(key), GUINT_TO_POINTER(count - 1));
    else
        g_hash_table_remove(listeners, key);
    g_free(key);
}

/* Every listener of `bus_name`: it left the bus (the registry says so with an empty event). */
static void remove_listeners_of(const char *bus_name) {
    char *prefix = g_strdup_printf("%s ", bus_name);
    GHashTableIter iter;
    gpointer key;
    g_hash_table_iter_init(&iter, listeners);
    while (g_hash_table_iter_next(&iter, &key, NULL))
        if (g_str_has_prefix(key, prefix))
            g_hash_table_iter_remove(&iter);
    g_free(prefix);
}

static void on_listener_signal(GDBusConnection *connection, const char *sender, const char *path,
                               const char *interface, const char *signal, GVariant *parameters, gpointer data) {
    (void)connection, (void)sender, (void)path, (void)interface, (void)data;
    /* Registered: (bus name, event, properties); deregistered: (bus name, event), the event
     * empty when the listener left the bus. */
    if (!g_variant_is_of_type(parameters, G_VARIANT_TYPE_TUPLE) || g_variant_n_children(parameters) < 2)
        return;
    GVariant *bus_value = g_variant_get_child_value(parameters, 0);
    GVariant *event_value = g_variant_get_child_value(parameters, 1);
    if (g_variant_is_of_type(bus_value, G_VARIANT_TYPE_STRING) &&
        g_variant_is_of_type(event_value, G_VARIANT_TYPE_STRING)) {
        const char *bus_name = g_variant_get_string(bus_value, NULL);
        const char *event = g_variant_get_string(event_value, NULL);
        if (g_strcmp0(signal, "EventListenerRegistered") == 0)
            add_listener(bus_name, event);
        else if (event[0] == '\0')
            remove_listeners_of(bus_name);
        else
            remove_listener(bus_name, event);
    }
    g_variant_unref(bus_value);
    g_variant_unref(event_value);
}

static void on_registered_events(GObject *source, GAsyncResult *result, gpointer data) {
    (void)data;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, NULL);
    if (reply == NULL)
        return; /* no registry: listeners stay unknown */
    GVariantIter *iter = NULL;
    const char *bus_name = NULL, *event = NULL;
    g_variant_get(reply, "(a(ss))", &iter);
    while (g_variant_iter_next(iter, "(&s&s)", &bus_name, &event))
        add_listener(bus_name, event);
    g_variant_iter_free(iter);
    g_variant_unref(reply);
    answered = TRUE;
}

static void on_a11y_bus(GObject *source, GAsyncResult *result, gpointer data) {
    (void)source, (void)data;
    a11y_bus = g_dbus_connection_new_for_address_finish(result, NULL);
    if (a11y_bus == NULL)
        return;
    /* The signals first, so that no change between the answer and them is missed. */
    g_dbus_connection_signal_subscribe(a11y_bus, REGISTRY_NAME, REGISTRY_NAME, NULL, REGISTRY_PATH, NULL,
                                       G_DBUS_SIGNAL_FLAGS_NONE, on_listener_signal, NULL, NULL);
    g_dbus_connection_call(a11y_bus, REGISTRY_NAME, REGISTRY_PATH, REGISTRY_NAME, "GetRegisteredEvents", NULL,
                           G_VARIANT_TYPE("(a(ss))"), G_DBUS_CALL_FLAGS_NONE, -1, NULL, on_registered_events, NULL);
}

static void on_address(GObject *source, GAsyncResult *result, gpointer data) {
    (void)data;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, NULL);
    g_object_unref(source);
    if (reply == NULL)
        return;
    const char *address = NULL;
    g_variant_get(reply, "(&s)", &address);
    g_dbus_connection_new_for_address(
        address, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION, NULL,
        NULL, on_a11y_bus, NULL);
    g_variant_unref(reply);
}

static void on_session_bus(GObject *source, GAsyncResult *result, gpointer data) {
    (void)source, (void)data;
    GDBusConnection *session = g_bus_get_finish(result, NULL);
    if (session == NULL)
        return;
    g_dbus_connection_call(session, A11Y_BUS_NAME, A11Y_BUS_PATH, A11Y_BUS_NAME, "GetAddress", NULL,
                           G_VARIANT_TYPE("(s)"), G_DBUS_CALL_FLAGS_NONE, -1, NULL, on_address, NULL);
}

void twopane_at_listeners_watch(void) {
    if (watching)
        return;
    watching = TRUE;
    listeners = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
    a11y_off = g_strcmp0(g_getenv("GTK_A11Y"), "none") == 0;
    if (!a11y_off)
        g_bus_get(G_BUS_TYPE_SESSION, NULL, on_session_bus, NULL);
}

gboolean twopane_at_listeners_present(void) {
    if (a11y_off)
        return FALSE;
    return !answered || g_hash_table_size(listeners) > 0;
}
