/* TwoPaneWidthBin: a one-child container that reports its allocated size.
 *
 * The split layout decides between side by side and stacked from its own allocated width.
 * GTK 4.8 has no width property to watch, so this bin emits "allocated" (int width, int
 * height) from its size_allocate, before allocating the child. A handler must not change
 * the widget tree there: it decides, and applies the change from "layout-pass-done", which
 * the bin emits when the frame's layout pass is over (the frame clock's "layout", after
 * GTK's own handler), while it is realized. Changes made then make the frame clock lay out again within the same
 * frame, so the painted frame already shows them. The bin can also be told not to draw its
 * child, so a half-laid-out frame is never shown.
 *
 * Its minimum width is 0 whatever the child (the window's width-request is the smallest
 * supported size), so the decision never feeds back into the width it is made from; the
 * child is always allocated at least its own minimum and clipped.
 *
 * While realized it allocates again when the text size changes (GtkSettings' gtk-xft-dpi), so
 * an owner with breakpoints in text units decides from the new text scale in allocation. */
#ifndef TWOPANE_WIDTH_BIN_H
#define TWOPANE_WIDTH_BIN_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TWOPANE_TYPE_WIDTH_BIN (twopane_width_bin_get_type())
G_DECLARE_FINAL_TYPE(TwoPaneWidthBin, twopane_width_bin, TWOPANE, WIDTH_BIN, GtkWidget)

GtkWidget *twopane_width_bin_new(void);

/* Replaces the child (NULL removes it). The bin does not take a reference of its own beyond
 * parenting: callers that move the child elsewhere keep their own reference. */
void twopane_width_bin_set_child(GtkWidget *bin, GtkWidget *child);
GtkWidget *twopane_width_bin_get_child(GtkWidget *bin);

/* Whether the child is drawn; FALSE while a layout change waits for the next frame. */
void twopane_width_bin_set_child_drawn(GtkWidget *bin, gboolean drawn);
gboolean twopane_width_bin_get_child_drawn(GtkWidget *bin);

/* Whether the bin is inside its size_allocate (changes its child makes now are layout's). */
gboolean twopane_width_bin_is_allocating(GtkWidget *bin);

/* The text scale of the bin's display: gtk-xft-dpi over 96 dpi (1.0 at the normal size, 1.5
 * for GNOME's Large Text). */
double twopane_width_bin_get_text_scale(GtkWidget *bin);

/* How many TwoPaneWidthBin instances are alive (for lifetime tests). */
guint twopane_width_bin_live_count(void);

G_END_DECLS

#endif
