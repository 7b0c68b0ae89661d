#include "twopane_position_model.h"

struct _TwoPanePositionModel {
    GObject parent_instance;
    guint n_items;
};

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

/* Each item remembers the position it was made for (stored + 1: 0 means none). */
static GQuark position_quark(void) {
    return g_quark_from_static_string("twopane-position");
}

static gpointer get_item(GListModel *model, guint position) {
    if (position >= TWOPANE_POSITION_MODEL(model)->n_items)
        return NULL;
    GObject *item = g_object_new(G_TYPE_OBJECT, NULL);
    g_object_set_qdata(item, position_quark(), GUINT_TO_POINTER(position + 1));
    return item;
}

guint twopane_position_model_item_position(gpointer item) {
    if (!G_IS_OBJECT(item))
        return G_MAXUINT;
    guint stored = GPOINTER_TO_UINT(g_object_get_qdata(G_OBJECT(item), position_quark()));
    return stored == 0 ? G_MAXUINT : stored - 1;
}

static void twopane_position_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = get_item_type;
    iface->get_n_items = get_n_items;
    iface->get_item = get_item;
}

static void twopane_position_model_class_init(TwoPanePositionModelClass *klass) { (void)klass; }

static void twopane_position_model_init(TwoPanePositionModel *self) { self->n_items = 0; }

TwoPanePositionModel *twopane_position_model_new(guint n_items) {
    TwoPanePositionModel *self = g_object_new(TWOPANE_TYPE_POSITION_MODEL, NULL);
    self->n_items = n_items;
    return self;
}

void twopane_position_model_splice(TwoPanePositionModel *self, guint position, guint removed, guint added) {
    g_return_if_fail(TWOPANE_IS_POSITION_MODEL(self));
    g_return_if_fail(position <= self->n_items && removed <= self->n_items - position);
    self->n_items = self->n_items - removed + added;
    if (removed > 0 || added > 0)
        g_list_model_items_changed(G_LIST_MODEL(self), position, removed, added);
}
