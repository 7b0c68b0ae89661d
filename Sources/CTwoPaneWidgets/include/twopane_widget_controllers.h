/* Algorithms over a widget's own event controllers, for what GTK 4.8 has no call for.
 *
 * GTK attaches a widget's key bindings and gestures to it as event controllers, listed by
 * gtk_widget_observe_controllers. These functions walk that list. */
#ifndef TWOPANE_WIDGET_CONTROLLERS_H
#define TWOPANE_WIDGET_CONTROLLERS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Runs the widget's own key binding for `keyval` with exactly `modifiers` held (as a key
 * press that reaches the widget would), if it has one; whether a binding handled it. The
 * widget's shortcut controllers are searched in order, their shortcuts in order, and only
 * keyval triggers match; a binding whose action declines (returns FALSE) lets the next
 * matching one try. GTK 4.8 offers no action for some bindings, e.g. GtkListView's
 * PageDown. */
gboolean twopane_widget_run_key_binding(GtkWidget *widget, guint keyval, GdkModifierType modifiers);

/* Turns the widget's own gestures off (their propagation phase becomes GTK_PHASE_NONE) or
 * back on (each gets the phase it had when it was turned off). Controllers that are not
 * gestures are left alone. Turning off twice keeps the first saved phase; turning on a
 * gesture that was never turned off (one added since) leaves it as it is. */
void twopane_widget_set_gestures_enabled(GtkWidget *widget, gboolean enabled);

G_END_DECLS

#endif
