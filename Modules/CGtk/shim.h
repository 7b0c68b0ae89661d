/* GTK 4 for Swift: the GTK headers plus prefixed inline stand-ins for the macros and
 * variadic functions Swift cannot import. Everything here is ours: prefix cgtk_. Algorithms
 * do not go here: they are C functions in CTwoPaneWidgets (.c files, headers in include/). */
#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <libintl.h>
#include <locale.h>

/* g_signal_connect_data with the closure's destroy notify, as one call. */
static inline gulong cgtk_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                         gpointer data, GClosureNotify destroy, gboolean after) {
    return g_signal_connect_data(instance, signal, handler, data, destroy,
                                 after ? G_CONNECT_AFTER : (GConnectFlags)0);
}

/* A closure of any signal's signature: its marshaller gets the arguments as GValues and
 * `data` as closure->data (g_closure_new_simple needs sizeof(GClosure)). */
static inline GClosure *cgtk_closure_new(gpointer data) { return g_closure_new_simple(sizeof(GClosure), data); }

/* What a signal returns, without G_SIGNAL_TYPE_STATIC_SCOPE (g_signal_query fills a struct). */
static inline GType cgtk_signal_return_type(guint signal_id) {
    GSignalQuery query;
    g_signal_query(signal_id, &query);
    return query.return_type & ~G_SIGNAL_TYPE_STATIC_SCOPE;
}

/* G_TYPE_FROM_INSTANCE and the fundamental type constants are macros. */
static inline GType cgtk_type_from_instance(gpointer instance) { return G_TYPE_FROM_INSTANCE(instance); }
static inline GType cgtk_type_object(void) { return G_TYPE_OBJECT; }
static inline GType cgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cgtk_type_char(void) { return G_TYPE_CHAR; }
static inline GType cgtk_type_uchar(void) { return G_TYPE_UCHAR; }
static inline GType cgtk_type_int(void) { return G_TYPE_INT; }
static inline GType cgtk_type_uint(void) { return G_TYPE_UINT; }
static inline GType cgtk_type_long(void) { return G_TYPE_LONG; }
static inline GType cgtk_type_ulong(void) { return G_TYPE_ULONG; }
static inline GType cgtk_type_int64(void) { return G_TYPE_INT64; }
static inline GType cgtk_type_uint64(void) { return G_TYPE_UINT64; }
static inline GType cgtk_type_enum(void) { return G_TYPE_ENUM; }
static inline GType cgtk_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType cgtk_type_float(void) { return G_TYPE_FLOAT; }
static inline GType cgtk_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }

/* Casts GTK's macros do. */
static inline GtkWidget *cgtk_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GObject *cgtk_object(gpointer p) { return G_OBJECT(p); }

/* Calls whose GTK 4 API changed after 4.8: the newer one where the headers have it
 * (GTK_CHECK_VERSION, at compile time), so the package builds without deprecation warnings on
 * every GTK 4 from Debian 12's 4.8 to Debian 13's 4.18. */

/* Loads `css` (NUL-terminated) into `provider`: gtk_css_provider_load_from_string from 4.12. */
static inline void cgtk_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

/* Where the point (x, y) of `widget` is in `target`'s coordinates; FALSE when the two share no
 * ancestor. gtk_widget_compute_point from 4.12. */
static inline gboolean cgtk_widget_translate_point(GtkWidget *widget, GtkWidget *target, double x, double y,
                                                   double *target_x, double *target_y) {
#if GTK_CHECK_VERSION(4, 12, 0)
    graphene_point_t point = GRAPHENE_POINT_INIT((float)x, (float)y), translated;
    if (!gtk_widget_compute_point(widget, target, &point, &translated))
        return FALSE;
    *target_x = translated.x;
    *target_y = translated.y;
    return TRUE;
#else
    return gtk_widget_translate_coordinates(widget, target, x, y, target_x, target_y);
#endif
}

/* The accessible label (GTK_ACCESSIBLE_PROPERTY_LABEL) of a widget; the setter is variadic. */
static inline void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* A spinner that assistive technologies see as a progress bar whose end is not known: it can
 * carry a name, which GTK 4.18 drops from a plain spinner (a generic role). */
static inline GtkWidget *cgtk_progress_spinner_new(void) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_SPINNER, "accessible-role", GTK_ACCESSIBLE_ROLE_PROGRESS_BAR, NULL));
}

/* The accessible "busy" state of a widget (GTK_ACCESSIBLE_STATE_BUSY); the setter is variadic. */
static inline void cgtk_accessible_set_busy(GtkWidget *widget, gboolean busy) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

/* Hides a widget from assistive technologies (GTK_ACCESSIBLE_STATE_HIDDEN) while it stays on
 * screen: an icon inside a button that is named already. */
static inline void cgtk_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/* The accessible description of a widget. */
static inline void cgtk_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                   description, -1);
}

/* gtk_widget_activate_action for the list's "list.scroll-to-item" (an unsigned position). */
static inline gboolean cgtk_list_view_scroll_to(GtkWidget *list_view, guint position) {
    return gtk_widget_activate_action(list_view, "list.scroll-to-item", "u", position);
}

/* A GtkSingleSelection that starts with nothing selected and may be unselected. Unlike
 * gtk_single_selection_new, it takes its own reference to `model` (transfer none). */
static inline GtkSingleSelection *cgtk_single_selection_new_unselected(GListModel *model) {
    GtkSingleSelection *selection = gtk_single_selection_new(g_object_ref(model));
    gtk_single_selection_set_autoselect(selection, FALSE);
    gtk_single_selection_set_can_unselect(selection, TRUE);
    gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION);
    return selection;
}

/* A selection of any number of rows of `model`, none selected at first; `model` is shared, as
 * above. */
static inline GtkSelectionModel *cgtk_multi_selection_new(GListModel *model) {
    return GTK_SELECTION_MODEL(gtk_multi_selection_new(g_object_ref(model)));
}

/* GTK_SELECTION_MODEL() is a macro. */
static inline GtkSelectionModel *cgtk_selection_model(gpointer p) { return GTK_SELECTION_MODEL(p); }

/* GTK_INVALID_LIST_POSITION is a macro. */
static inline guint cgtk_invalid_list_position(void) { return GTK_INVALID_LIST_POSITION; }

/* A shortcut on `trigger_string` (gtk_shortcut_trigger_parse_string syntax) calling back. */
static inline GtkShortcut *cgtk_callback_shortcut_new(const char *trigger_string,
                                                      GtkShortcutFunc callback, gpointer data,
                                                      GDestroyNotify destroy) {
    return gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger_string),
                            gtk_callback_action_new(callback, data, destroy));
}

/* Prints one line to stderr through GLib (g_printerr is variadic). */
static inline void cgtk_printerr_line(const char *line) { g_printerr("%s\n", line); }

/* Emits a signal with no arguments and no return value (g_signal_emit_by_name is variadic). */
static inline void cgtk_signal_emit_void(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/* A box with an accessible role of its own (the role is a construct property: g_object_new
   is variadic). */
static inline GtkWidget *cgtk_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing,
                                   "accessible-role", role, NULL));
}

/* GVariant type constants are macros. */
static inline const GVariantType *G_VARIANT_TYPE_INT64_SHIM(void) { return G_VARIANT_TYPE_INT64; }
static inline const GVariantType *G_VARIANT_TYPE_STRING_SHIM(void) { return G_VARIANT_TYPE_STRING; }

/* Whether a key asks for a context menu: Shift+F10 or the Menu key. */
static inline gboolean cgtk_key_opens_context_menu(guint keyval, guint modifiers) {
    if (modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) return FALSE;
    if (keyval == GDK_KEY_Menu) return TRUE;
    return keyval == GDK_KEY_F10 && (modifiers & GDK_SHIFT_MASK);
}

/* A label with an accessible role of its own (a heading). */
static inline GtkWidget *cgtk_label_new_with_role(const char *text, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "label", text, "accessible-role", role, NULL));
}

/* Sets an enum property if the object's class has it (a property of a newer GTK); whether
   it had. */
static inline gboolean cgtk_object_set_enum_if_present(gpointer object, const char *name, int value) {
    if (g_object_class_find_property(G_OBJECT_GET_CLASS(object), name) == NULL) return FALSE;
    g_object_set(object, name, value, NULL);
    return TRUE;
}

/* GDK_KEY_Page_Down is a macro. */
static inline guint cgtk_key_page_down(void) { return GDK_KEY_Page_Down; }

/* Whether a key moves the cursor of a list (arrows, Home, End, Page Up/Down, keypad too). */
static inline gboolean cgtk_key_moves_list_cursor(guint keyval) {
    switch (keyval) {
    case GDK_KEY_Up: case GDK_KEY_Down: case GDK_KEY_KP_Up: case GDK_KEY_KP_Down:
    case GDK_KEY_Home: case GDK_KEY_End: case GDK_KEY_KP_Home: case GDK_KEY_KP_End:
    case GDK_KEY_Page_Up: case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Up: case GDK_KEY_KP_Page_Down:
        return TRUE;
    default:
        return FALSE;
    }
}

/* Which way Tab moves focus: 1 forward (Tab), -1 backward (Shift+Tab), 0 for any other key
   or with Ctrl, Alt or Super held. */
static inline int cgtk_key_tab_direction(guint keyval, guint modifiers) {
    if (modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) return 0;
    switch (keyval) {
    case GDK_KEY_Tab: case GDK_KEY_KP_Tab:
        return (modifiers & GDK_SHIFT_MASK) ? -1 : 1;
    case GDK_KEY_ISO_Left_Tab:
        return -1;
    default:
        return 0;
    }
}

/* GtkSettings integer properties (g_object_get and g_object_set are variadic). */
static inline int cgtk_settings_get_int(const char *name) {
    int value = 0;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}
static inline void cgtk_settings_set_int(const char *name, int value) {
    g_object_set(gtk_settings_get_default(), name, value, NULL);
}
/* A string setting: the caller frees the result (g_free). */
static inline char *cgtk_settings_dup_string(const char *name) {
    char *value = NULL;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}
static inline void cgtk_settings_set_string(const char *name, const char *value) {
    g_object_set(gtk_settings_get_default(), name, value, NULL);
}

/* G_LIST_MODEL() and GTK_FILTER() are macros. */
static inline GListModel *cgtk_list_model(gpointer p) { return G_LIST_MODEL(p); }
static inline GtkFilter *cgtk_filter(gpointer p) { return GTK_FILTER(p); }

/* A string property of any object (g_object_set is variadic). */
static inline void cgtk_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/* A string property of any object, newly allocated (g_free it), or NULL (g_object_get is
 * variadic). */
static inline char *cgtk_object_dup_string(gpointer object, const char *name) {
    char *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* A boolean property of any object (g_object_set is variadic). */
static inline void cgtk_object_set_boolean(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

/* G_MENU_MODEL() and G_ACTION_MAP() are macros. */
static inline GMenuModel *cgtk_menu_model(gpointer p) { return G_MENU_MODEL(p); }
static inline GActionMap *cgtk_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GActionGroup *cgtk_action_group(gpointer p) { return G_ACTION_GROUP(p); }
static inline gboolean cgtk_is_action_map(gpointer p) { return G_IS_ACTION_MAP(p); }
static inline gboolean cgtk_is_text(gpointer p) { return GTK_IS_TEXT(p); }

/* Prints one line to a command line's standard error: the remote process's, for a command
 * line another launch sent (g_application_command_line_printerr is variadic). */
static inline void cgtk_command_line_printerr_line(GApplicationCommandLine *command_line, const char *line) {
    g_application_command_line_printerr(command_line, "%s\n", line);
}

#endif
