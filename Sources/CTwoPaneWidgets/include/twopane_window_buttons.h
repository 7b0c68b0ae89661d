/* TwoPaneWindowButtons: the window's controls (its icon, minimise, maximise, close) that the
 * desktop's decoration layout (GtkSettings' gtk-decoration-layout) puts at one end of a title
 * bar: the part before the colon at the start, the part after it at the end. It looks and
 * reads as GtkWindowControls does (CSS node "windowcontrols" with the class "start" or
 * "end", a button per control with the control's class, GTK's own names for them, the class
 * "empty" when there is none).
 *
 * Unlike GtkWindowControls in GTK 4.8, which builds its buttons anew each time it enters a
 * window, it builds them again only when what they show changed: the layout, or whether the
 * window is maximised, resizable, deletable, modal or transient, or its icon. A title bar
 * that moves with its column at each crossing of the breakpoint keeps its buttons. */
#ifndef TWOPANE_WINDOW_BUTTONS_H
#define TWOPANE_WINDOW_BUTTONS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TWOPANE_TYPE_WINDOW_BUTTONS (twopane_window_buttons_get_type())
G_DECLARE_FINAL_TYPE(TwoPaneWindowButtons, twopane_window_buttons, TWOPANE, WINDOW_BUTTONS, GtkWidget)

/* The controls of `side` (GTK_PACK_START or GTK_PACK_END). */
GtkWidget *twopane_window_buttons_new(GtkPackType side);

/* Whether the layout puts no control at this end, as last seen in a window (TRUE outside one). */
gboolean twopane_window_buttons_get_empty(GtkWidget *buttons);

/* How many times the buttons were built (for tests). */
guint twopane_window_buttons_get_builds(GtkWidget *buttons);

G_END_DECLS

#endif
