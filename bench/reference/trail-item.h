/* The reference's item: one trail as a GObject. The app keeps its trails in a GListStore of
 * these, as a C app keeps a list it changes and filters; its "name" property is what the
 * search matches (a GtkStringFilter over a GtkPropertyExpression). */
#ifndef TRAIL_ITEM_H
#define TRAIL_ITEM_H

#include <glib-object.h>

G_BEGIN_DECLS

#define TRAIL_TYPE_ITEM (trail_item_get_type())
G_DECLARE_FINAL_TYPE(TrailItem, trail_item, TRAIL, ITEM, GObject)

/* A trail named `name`, which the item copies unless `static_name` (a string that outlives
 * the item: the built-in names, the synthetic trails' string chunk). `pair` is the index of
 * its colour pair (its CSS classes). */
TrailItem *trail_item_new(const char *name, gboolean static_name, double distance_km, guint pair);

const char *trail_item_get_name(TrailItem *item);
double trail_item_get_distance_km(TrailItem *item);
guint trail_item_get_pair(TrailItem *item);

G_END_DECLS

#endif
