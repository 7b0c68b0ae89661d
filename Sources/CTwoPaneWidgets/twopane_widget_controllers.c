#include "twopane_widget_controllers.h"

/* Runs the first of `shortcuts` (a shortcut controller) on `keyval` + `modifiers` whose action handles it. */
static gboolean run_matching_shortcut(GListModel *shortcuts, GtkWidget *widget, guint keyval,
                                      GdkModifierType modifiers) {
    gboolean ran = FALSE;
    for (guint i = 0; !ran && i < g_list_model_get_n_items(shortcuts); i++) {
        GtkShortcut *shortcut = g_list_model_get_item(shortcuts, i);
        GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger(shortcut);
        if (GTK_IS_KEYVAL_TRIGGER(trigger) &&
            gtk_keyval_trigger_get_keyval(GTK_KEYVAL_TRIGGER(trigger)) == keyval &&
            gtk_keyval_trigger_get_modifiers(GTK_KEYVAL_TRIGGER(trigger)) == modifiers) {
            ran = gtk_shortcut_action_activate(gtk_shortcut_get_action(shortcut),
                                               GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                               gtk_shortcut_get_arguments(shortcut));
        }
        g_object_unref(shortcut);
    }
    return ran;
}

gboolean twopane_widget_run_key_binding(GtkWidget *widget, guint keyval, GdkModifierType modifiers) {
    g_return_val_if_fail(GTK_IS_WIDGET(widget), FALSE);
    gboolean ran = FALSE;
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    for (guint i = 0; !ran && i < g_list_model_get_n_items(controllers); i++) {
        GObject *controller = g_list_model_get_item(controllers, i);
        if (GTK_IS_SHORTCUT_CONTROLLER(controller))
            ran = run_matching_shortcut(G_LIST_MODEL(controller), widget, keyval, modifiers);
        g_object_unref(controller);
    }
    g_object_unref(controllers);
    return ran;
}

/* Where a turned-off gesture keeps the phase it had, plus one (so GTK_PHASE_NONE, 0, is
 * told from nothing saved). */
static GQuark saved_phase_quark(void) {
    return g_quark_from_static_string("twopane-enabled-phase");
}

static void set_gesture_enabled(GtkEventController *gesture, gboolean enabled) {
    gpointer saved = g_object_get_qdata(G_OBJECT(gesture), saved_phase_quark());
    if (!enabled && saved == NULL) {
        GtkPropagationPhase phase = gtk_event_controller_get_propagation_phase(gesture);
        g_object_set_qdata(G_OBJECT(gesture), saved_phase_quark(), GINT_TO_POINTER((int)phase + 1));
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_NONE);
    } else if (enabled && saved != NULL) {
        g_object_set_qdata(G_OBJECT(gesture), saved_phase_quark(), NULL);
        gtk_event_controller_set_propagation_phase(gesture, (GtkPropagationPhase)(GPOINTER_TO_INT(saved) - 1));
    }
}

void twopane_widget_set_gestures_enabled(GtkWidget *widget, gboolean enabled) {
    g_return_if_fail(GTK_IS_WIDGET(widget));
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    for (guint i = 0; i < g_list_model_get_n_items(controllers); i++) {
        GObject *controller = g_list_model_get_item(controllers, i);
        if (GTK_IS_GESTURE(controller))
            set_gesture_enabled(GTK_EVENT_CONTROLLER(controller), enabled);
        g_object_unref(controller);
    }
    g_object_unref(controllers);
}
