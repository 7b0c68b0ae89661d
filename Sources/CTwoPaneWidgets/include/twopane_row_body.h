/* TwoPaneRowBody: the part of a list row that is the row itself, below the section header
 * the same GTK row carries (GTK 4.8's lists have no section headers of their own).
 *
 * Its CSS name is "row", and it follows a GTK row: it wears that row's selected, focus and
 * pressed states (and its "activatable" and "has-open-popup" style classes) as they change,
 * so the theme's rules for rows paint the highlight, the hover and the focus ring on the row
 * alone, never on its header. The GTK row it follows is left unpainted by TwoPane's style
 * sheet. */
#ifndef TWOPANE_ROW_BODY_H
#define TWOPANE_ROW_BODY_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TWOPANE_TYPE_ROW_BODY (twopane_row_body_get_type())
G_DECLARE_FINAL_TYPE(TwoPaneRowBody, twopane_row_body, TWOPANE, ROW_BODY, GtkWidget)

/* A body holding `child`. */
GtkWidget *twopane_row_body_new(GtkWidget *child);

/* Follows `row`'s states from now on (NULL: none; the body's own states are cleared). The
 * body holds no reference to the row: it stops following it when the row is finalized. */
void twopane_row_body_follow(GtkWidget *body, GtkWidget *row);

/* The row the body follows, if any. */
GtkWidget *twopane_row_body_get_followed(GtkWidget *body);

G_END_DECLS

#endif
