#include "twopane_row_subset_model.h"

struct _TwoPaneRowSubsetModel {
    GObject parent_instance;
    GListModel *source;
    gulong source_changed;
    /* NULL while every row is shown; else the shown rows' source positions, increasing. */
    GArray *positions;
};

static void twopane_row_subset_model_list_model_init(GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(TwoPaneRowSubsetModel, twopane_row_subset_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL,
                                                    twopane_row_subset_model_list_model_init))

static GType get_item_type(GListModel *model) {
    return g_list_model_get_item_type(TWOPANE_ROW_SUBSET_MODEL(model)->source);
}

static guint get_n_items(GListModel *model) {
    TwoPaneRowSubsetModel *self = TWOPANE_ROW_SUBSET_MODEL(model);
    return self->positions == NULL ? g_list_model_get_n_items(self->source) : self->positions->len;
}

static gpointer get_item(GListModel *model, guint index) {
    TwoPaneRowSubsetModel *self = TWOPANE_ROW_SUBSET_MODEL(model);
    if (self->positions == NULL)
        return g_list_model_get_item(self->source, index);
    if (index >= self->positions->len)
        return NULL;
    return g_list_model_get_item(self->source, g_array_index(self->positions, guint, index));
}

static void twopane_row_subset_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = get_item_type;
    iface->get_n_items = get_n_items;
    iface->get_item = get_item;
}

/* How many shown rows come before the source row at `position` (where it would be shown). */
static guint lower_bound(TwoPaneRowSubsetModel *self, guint position) {
    if (self->positions == NULL)
        return MIN(position, g_list_model_get_n_items(self->source));
    guint low = 0, high = self->positions->len;
    while (low < high) {
        guint middle = low + (high - low) / 2;
        if (g_array_index(self->positions, guint, middle) < position)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}

/* The source replaced `removed` rows from `position` with `added`: every row shows them as
 * they are; some rows drop the removed ones and move the later ones. */
static void source_items_changed(GListModel *source, guint position, guint removed, guint added, gpointer data) {
    (void)source;
    TwoPaneRowSubsetModel *self = data;
    if (self->positions == NULL) {
        g_list_model_items_changed(G_LIST_MODEL(self), position, removed, added);
        return;
    }
    guint first = lower_bound(self, position);
    guint end = removed == 0 ? first : lower_bound(self, position + removed);
    guint *shown = (guint *)(void *)self->positions->data;
    for (guint index = end; index < self->positions->len; index++)
        shown[index] = shown[index] - removed + added;
    if (end > first) {
        g_array_remove_range(self->positions, first, end - first);
        g_list_model_items_changed(G_LIST_MODEL(self), first, end - first, 0);
    }
}

static void twopane_row_subset_model_dispose(GObject *object) {
    TwoPaneRowSubsetModel *self = TWOPANE_ROW_SUBSET_MODEL(object);
    if (self->source != NULL && self->source_changed != 0)
        g_clear_signal_handler(&self->source_changed, self->source);
    g_clear_object(&self->source);
    G_OBJECT_CLASS(twopane_row_subset_model_parent_class)->dispose(object);
}

static void twopane_row_subset_model_finalize(GObject *object) {
    TwoPaneRowSubsetModel *self = TWOPANE_ROW_SUBSET_MODEL(object);
    if (self->positions != NULL)
        g_array_unref(self->positions);
    G_OBJECT_CLASS(twopane_row_subset_model_parent_class)->finalize(object);
}

static void twopane_row_subset_model_class_init(TwoPaneRowSubsetModelClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = twopane_row_subset_model_dispose;
    G_OBJECT_CLASS(klass)->finalize = twopane_row_subset_model_finalize;
}

static void twopane_row_subset_model_init(TwoPaneRowSubsetModel *self) {
    self->source = NULL;
    self->source_changed = 0;
    self->positions = NULL;
}

TwoPaneRowSubsetModel *twopane_row_subset_model_new(GListModel *source) {
    g_return_val_if_fail(G_IS_LIST_MODEL(source), NULL);
    TwoPaneRowSubsetModel *self = g_object_new(TWOPANE_TYPE_ROW_SUBSET_MODEL, NULL);
    self->source = g_object_ref(source);
    self->source_changed = g_signal_connect(source, "items-changed", G_CALLBACK(source_items_changed), self);
    return self;
}

gboolean twopane_row_subset_model_shows_all(TwoPaneRowSubsetModel *self) {
    g_return_val_if_fail(TWOPANE_IS_ROW_SUBSET_MODEL(self), TRUE);
    return self->positions == NULL;
}

void twopane_row_subset_model_show_all(TwoPaneRowSubsetModel *self) {
    g_return_if_fail(TWOPANE_IS_ROW_SUBSET_MODEL(self));
    if (self->positions == NULL)
        return;
    guint shown = self->positions->len;
    guint n_items = g_list_model_get_n_items(self->source);
    g_clear_pointer(&self->positions, g_array_unref);
    /* Increasing positions within the source, as many as its rows: every row, unchanged. */
    if (shown != n_items)
        g_list_model_items_changed(G_LIST_MODEL(self), 0, shown, n_items);
}

void twopane_row_subset_model_show_only(TwoPaneRowSubsetModel *self, const guint *positions, guint n) {
    g_return_if_fail(TWOPANE_IS_ROW_SUBSET_MODEL(self));
    g_return_if_fail(positions != NULL || n == 0);
    guint shown = g_list_model_get_n_items(G_LIST_MODEL(self));
    if (self->positions == NULL)
        self->positions = g_array_sized_new(FALSE, FALSE, sizeof(guint), n);
    g_array_set_size(self->positions, 0);
    if (n > 0)
        g_array_append_vals(self->positions, positions, n);
    if (shown > 0 || n > 0)
        g_list_model_items_changed(G_LIST_MODEL(self), 0, shown, n);
}

void twopane_row_subset_model_splice(TwoPaneRowSubsetModel *self, guint index, guint removed,
                                     const guint *positions, guint n) {
    g_return_if_fail(TWOPANE_IS_ROW_SUBSET_MODEL(self));
    g_return_if_fail(self->positions != NULL);
    g_return_if_fail(index <= self->positions->len && removed <= self->positions->len - index);
    g_return_if_fail(positions != NULL || n == 0);
    if (removed > 0)
        g_array_remove_range(self->positions, index, removed);
    if (n > 0)
        g_array_insert_vals(self->positions, index, positions, n);
    if (removed > 0 || n > 0)
        g_list_model_items_changed(G_LIST_MODEL(self), index, removed, n);
}

guint twopane_row_subset_model_position_at(TwoPaneRowSubsetModel *self, guint index) {
    g_return_val_if_fail(TWOPANE_IS_ROW_SUBSET_MODEL(self), G_MAXUINT);
    if (self->positions == NULL)
        return index < g_list_model_get_n_items(self->source) ? index : G_MAXUINT;
    return index < self->positions->len ? g_array_index(self->positions, guint, index) : G_MAXUINT;
}
