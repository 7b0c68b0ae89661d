/* What minimal-gtk and minimal-adwaita both show: the four built-in trails of Trails in a
 * GtkListView, and a GtkStack detail of the selected one. Each program puts them in its own
 * window (a GtkPaned; an AdwLeaflet). */
#ifndef MINIMAL_CONTENT_H
#define MINIMAL_CONTENT_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The trails' names in a single selection that starts empty and can be emptied again. */
GtkSingleSelection *minimal_trail_selection(void);

/* A list view of `selection` (it takes its own reference) in a vertical scrolled window. */
GtkWidget *minimal_trail_list(GtkSingleSelection *selection);

/* The detail: a stack of "placeholder" ("Select a trail") and "detail" (the trail's name in
 * `*name`); `*stack` is the stack, which is also returned. */
GtkWidget *minimal_trail_detail(GtkStack **stack, GtkLabel **name);

/* Shows `trail`'s detail, or the placeholder when it is NULL. */
void minimal_show_trail(GtkStack *stack, GtkLabel *name, const char *trail);

G_END_DECLS

#endif
