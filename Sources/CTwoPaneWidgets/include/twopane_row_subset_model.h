/* TwoPaneRowSubsetModel: the rows of a list model that are shown, by their positions there.
 *
 * Shows every row of its source (passing the source's changes on as they are), or only the
 * rows at the positions it is given, in increasing order: the matches of a search. Its items
 * are the source's own, so a row shown before and after a change keeps its item. While it
 * shows some rows, a change of the source moves the shown positions with their rows, and a
 * removed row leaves the shown ones; rows the source adds are not shown until the owner
 * inserts them. Every change is one items-changed of exactly the shown rows it touches. */
#ifndef TWOPANE_ROW_SUBSET_MODEL_H
#define TWOPANE_ROW_SUBSET_MODEL_H

#include <gio/gio.h>

G_BEGIN_DECLS

#define TWOPANE_TYPE_ROW_SUBSET_MODEL (twopane_row_subset_model_get_type())
G_DECLARE_FINAL_TYPE(TwoPaneRowSubsetModel, twopane_row_subset_model, TWOPANE, ROW_SUBSET_MODEL, GObject)

/* Every row of `source` (a reference is taken). */
TwoPaneRowSubsetModel *twopane_row_subset_model_new(GListModel *source);

/* Whether every row is shown. */
gboolean twopane_row_subset_model_shows_all(TwoPaneRowSubsetModel *self);

/* Shows every row again: one items-changed, or none when every row is shown already. */
void twopane_row_subset_model_show_all(TwoPaneRowSubsetModel *self);

/* Shows only the rows at `positions` (n of them, increasing, each within the source): one
 * items-changed of every row. */
void twopane_row_subset_model_show_only(TwoPaneRowSubsetModel *self, const guint *positions, guint n);

/* While only some rows are shown: replaces `removed` shown rows from `index` with the rows
 * at `positions` (n of them); the shown positions must stay increasing. One items-changed. */
void twopane_row_subset_model_splice(TwoPaneRowSubsetModel *self, guint index, guint removed,
                                     const guint *positions, guint n);

/* The source position of the shown row at `index` (G_MAXUINT past the end). */
guint twopane_row_subset_model_position_at(TwoPaneRowSubsetModel *self, guint index);

G_END_DECLS

#endif
