/* TwoPanePositionModel: a GListModel of N rows known by position, items made on demand.
 *
 * A list whose rows are known by position only (the app keeps its own items) needs no
 * object per item: this model stores just the count and creates an item when GTK asks for
 * one, so a million rows cost nothing until they are shown. The items alive (those GTK
 * holds: the rows on screen and a few more) are kept in a table by position, so asking
 * again for a position gives the same object, and a splice moves each of them to its new
 * position: an item keeps standing for the same row however the rows around it change. A
 * row the splice removes leaves its item with no position. */
#ifndef TWOPANE_POSITION_MODEL_H
#define TWOPANE_POSITION_MODEL_H

#include <gio/gio.h>

G_BEGIN_DECLS

#define TWOPANE_TYPE_POSITION_MODEL (twopane_position_model_get_type())
G_DECLARE_FINAL_TYPE(TwoPanePositionModel, twopane_position_model, TWOPANE, POSITION_MODEL, GObject)

TwoPanePositionModel *twopane_position_model_new(guint n_items);

/* Replaces `removed` items from `position` with `added` new ones: one items-changed. The
 * live items after the removed ones move by `added - removed`; the removed ones lose their
 * position. Costs O(live items), whatever the count. */
void twopane_position_model_splice(TwoPanePositionModel *self, guint position, guint removed, guint added);

/* The live item at `position` (borrowed), or NULL when GTK holds none for it. */
GObject *twopane_position_model_peek_item(TwoPanePositionModel *self, guint position);

/* How many items are alive (for tests: a million rows must not make a million items). */
guint twopane_position_model_n_live_items(TwoPanePositionModel *self);

/* The position of `item` in its model now (G_MAXUINT for a removed item, or an object that
 * is not one of a position model's items). */
guint twopane_position_model_item_position(gpointer item);

G_END_DECLS

#endif
