/* TrailItem: see trail-item.h. */
#include "trail-item.h"

struct _TrailItem {
    GObject parent_instance;
    const char *name;
    char *owned_name; /* NULL when the name is static */
    double distance_km;
    guint pair;
};

enum { PROP_0, PROP_NAME, N_PROPERTIES };

static GParamSpec *properties[N_PROPERTIES];

G_DEFINE_FINAL_TYPE(TrailItem, trail_item, G_TYPE_OBJECT)

static void trail_item_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    TrailItem *self = TRAIL_ITEM(object);
    switch (id) {
    case PROP_NAME:
        /* The built-in and synthetic names outlive every item: no copy for those. */
        if (self->owned_name != NULL)
            g_value_set_string(value, self->name);
        else
            g_value_set_static_string(value, self->name);
        break;
    default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void trail_item_finalize(GObject *object) {
    g_free(TRAIL_ITEM(object)->owned_name);
    G_OBJECT_CLASS(trail_item_parent_class)->finalize(object);
}

static void trail_item_class_init(TrailItemClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->get_property = trail_item_get_property;
    object_class->finalize = trail_item_finalize;
    properties[PROP_NAME] = g_param_spec_string("name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
    g_object_class_install_properties(object_class, N_PROPERTIES, properties);
}

static void trail_item_init(TrailItem *self) { (void)self; }

TrailItem *trail_item_new(const char *name, gboolean static_name, double distance_km, guint pair) {
    TrailItem *self = g_object_new(TRAIL_TYPE_ITEM, NULL);
    if (static_name) {
        self->name = name;
    } else {
        self->owned_name = g_strdup(name);
        self->name = self->owned_name;
    }
    self->distance_km = distance_km;
    self->pair = pair;
    return self;
}

const char *trail_item_get_name(TrailItem *item) { return item->name; }

double trail_item_get_distance_km(TrailItem *item) { return item->distance_km; }

guint trail_item_get_pair(TrailItem *item) { return item->pair; }
