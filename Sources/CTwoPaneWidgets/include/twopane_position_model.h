/* TwoPanePositionModel: a GListModel of N interchangeable items, made on demand.
 *
 * A list whose rows are known by position only (the app keeps its own items) needs no
 * object per item: this model stores just the count and creates a bare GObject when GTK
 * asks for an item, so a million rows cost nothing until they are shown. Each item carries
 * its position, so a filter over the model can tell which row an item is. */
#ifndef TWOPANE_POSITION_MODEL_H
#define TWOPANE_POSITION_MODEL_H

#include <gio/gio.h>

G_BEGIN_DECLS

#define TWOPANE_TYPE_POSITION_MODEL (twopane_position_model_get_type())
G_DECLARE_FINAL_TYPE(TwoPanePositionModel, twopane_position_model, TWOPANE, POSITION_MODEL, GObject)

TwoPanePositionModel *twopane_position_model_new(guint n_items);

/* Replaces `removed` items from `position` with `added` new ones: one items-changed. */
void twopane_position_model_splice(TwoPanePositionModel *self, guint position, guint removed, guint added);

/* The position `item` had in its model when it was made (G_MAXUINT for an object that is
 * not one of this model's items). Positions shift when the model is spliced: an item made
 * before a splice keeps its old position. */
guint twopane_position_model_item_position(gpointer item);

G_END_DECLS

#endif
