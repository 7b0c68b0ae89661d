#include "twopane_position_model.h"

/* One row's item: its position now, and the model whose table lists it (NULL once removed
 * or once the model is gone). */
#define TWOPANE_TYPE_POSITION_ITEM (twopane_position_item_get_type())
G_DECLARE_FINAL_TYPE(TwoPanePositionItem, twopane_position_item, TWOPANE, POSITION_ITEM, GObject)

struct _TwoPanePositionItem {
    GObject parent_instance;
    guint position;
    TwoPanePositionModel *model;
};

struct _TwoPanePositionModel {
    GObject parent_instance;
    guint n_items;
    /* position -> TwoPanePositionItem*, not referenced: an item leaves it when finalized. */
    GHashTable *live;
};

G_DEFINE_FINAL_TYPE(TwoPanePositionItem, twopane_position_item, G_TYPE_OBJECT)

static void twopane_position_item_finalize(GObject *object) {
    TwoPanePositionItem *item = TWOPANE_POSITION_ITEM(object);
    if (item->model != NULL)
        g_hash_table_remove(item->model->live, GUINT_TO_POINTER(item->position));
    G_OBJECT_CLASS(twopane_position_item_parent_class)->finalize(object);
}

static void twopane_position_item_class_init(TwoPanePositionItemClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = twopane_position_item_finalize;
}

static void twopane_position_item_init(TwoPanePositionItem *item) {
    item->position = G_MAXUINT;
    item->model = NULL;
}

static void twopane_position_model_list_model_init(GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(TwoPanePositionModel, twopane_position_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL,
                                                    twopane_position_model_list_model_init))

static GType get_item_type(GListModel *model) {
    (void)model;
    return G_TYPE_OBJECT;
}

static guint get_n_items(GListModel *model) {
    return TWOPANE_POSITION_MODEL(model)->n_items;
}

static gpointer get_item(GListModel *model, guint position) {
    TwoPanePositionModel *self = TWOPANE_POSITION_MODEL(model);
    if (position >= self->n_items)
        return NULL;
    TwoPanePositionItem *item = g_hash_table_lookup(self->live, GUINT_TO_POINTER(position));
    if (item != NULL)
        return g_object_ref(item);
    item = g_object_new(TWOPANE_TYPE_POSITION_ITEM, NULL);
    item->position = position;
    item->model = self;
    g_hash_table_insert(self->live, GUINT_TO_POINTER(position), item);
    return item;
}

guint twopane_position_model_item_position(gpointer item) {
    if (!TWOPANE_IS_POSITION_ITEM(item))
        return G_MAXUINT;
    return TWOPANE_POSITION_ITEM(item)->position;
}

GObject *twopane_position_model_peek_item(TwoPanePositionModel *self, guint position) {
    g_return_val_if_fail(TWOPANE_IS_POSITION_MODEL(self), NULL);
    return g_hash_table_lookup(self->live, GUINT_TO_POINTER(position));
}

guint twopane_position_model_n_live_items(TwoPanePositionModel *self) {
    g_return_val_if_fail(TWOPANE_IS_POSITION_MODEL(self), 0);
    return g_hash_table_size(self->live);
}

static void twopane_position_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = get_item_type;
    iface->get_n_items = get_n_items;
    iface->get_item = get_item;
}

/* Every live item forgets the model: they may outlive it (GTK may still hold one). */
static void twopane_position_model_finalize(GObject *object) {
    TwoPanePositionModel *self = TWOPANE_POSITION_MODEL(object);
    GHashTableIter iter;
    gpointer value;
    g_hash_table_iter_init(&iter, self->live);
    while (g_hash_table_iter_next(&iter, NULL, &value))
        TWOPANE_POSITION_ITEM(value)->model = NULL;
    g_clear_pointer(&self->live, g_hash_table_unref);
    G_OBJECT_CLASS(twopane_position_model_parent_class)->finalize(object);
}

static void twopane_position_model_class_init(TwoPanePositionModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = twopane_position_model_finalize;
}

static void twopane_position_model_init(TwoPanePositionModel *self) {
    self->n_items = 0;
    self->live = g_hash_table_new(g_direct_hash, g_direct_equal);
}

TwoPanePositionModel *twopane_position_model_new(guint n_items) {
    TwoPanePositionModel *self = g_object_new(TWOPANE_TYPE_POSITION_MODEL, NULL);
    self->n_items = n_items;
    return self;
}

/* Moves the live items after the removed rows, and takes the removed rows' items out. */
static void move_live_items(TwoPanePositionModel *self, guint position, guint removed, guint added) {
    if (g_hash_table_size(self->live) == 0 || (removed == 0 && added == 0))
        return;
    GHashTable *moved = g_hash_table_new(g_direct_hash, g_direct_equal);
    GHashTableIter iter;
    gpointer value;
    g_hash_table_iter_init(&iter, self->live);
    while (g_hash_table_iter_next(&iter, NULL, &value)) {
        TwoPanePositionItem *item = value;
        if (item->position >= position && item->position - position < removed) {
            item->position = G_MAXUINT;
            item->model = NULL;
            continue;
        }
        if (item->position >= position)
            item->position = item->position - removed + added;
        g_hash_table_insert(moved, GUINT_TO_POINTER(item->position), item);
    }
    g_hash_table_unref(self->live);
    self->live = moved;
}

void twopane_position_model_splice(TwoPanePositionModel *self, guint position, guint removed, guint added) {
    g_return_if_fail(TWOPANE_IS_POSITION_MODEL(self));
    g_return_if_fail(position <= self->n_items && removed <= self->n_items - position);
    g_return_if_fail(added <= G_MAXUINT - 1 - (self->n_items - removed));
    move_live_items(self, position, removed, added);
    self->n_items = self->n_items - removed + added;
    if (removed > 0 || added > 0)
        g_list_model_items_changed(G_LIST_MODEL(self), position, removed, added);
}
