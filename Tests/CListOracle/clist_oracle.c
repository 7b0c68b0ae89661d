#include "clist_oracle.h"

#include <string.h>

/* An item: a label that can change in place, as an app's item object notifies a property.
 * (Replacing an item instead, a splice of one, makes GTK forget its row's height while the
 * list is hidden; an app updating an item's value does not replace it.) */
#define CLIST_TYPE_ORACLE_ITEM (clist_oracle_item_get_type())
G_DECLARE_FINAL_TYPE(CListOracleItem, clist_oracle_item, CLIST, ORACLE_ITEM, GObject)

struct _CListOracleItem {
    GObject parent_instance;
    char *label;
};

G_DEFINE_FINAL_TYPE(CListOracleItem, clist_oracle_item, G_TYPE_OBJECT)

enum { ITEM_PROP_LABEL = 1, ITEM_N_PROPS };
static GParamSpec *item_properties[ITEM_N_PROPS];

static void clist_oracle_item_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    if (id == ITEM_PROP_LABEL)
        g_value_set_string(value, CLIST_ORACLE_ITEM(object)->label);
    else
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void clist_oracle_item_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    CListOracleItem *self = CLIST_ORACLE_ITEM(object);
    if (id == ITEM_PROP_LABEL) {
        g_free(self->label);
        self->label = g_value_dup_string(value);
    } else {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void clist_oracle_item_finalize(GObject *object) {
    g_free(CLIST_ORACLE_ITEM(object)->label);
    G_OBJECT_CLASS(clist_oracle_item_parent_class)->finalize(object);
}

static void clist_oracle_item_class_init(CListOracleItemClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->get_property = clist_oracle_item_get_property;
    object_class->set_property = clist_oracle_item_set_property;
    object_class->finalize = clist_oracle_item_finalize;
    item_properties[ITEM_PROP_LABEL] =
        g_param_spec_string("label", NULL, NULL, "", G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
    g_object_class_install_properties(object_class, ITEM_N_PROPS, item_properties);
}

static void clist_oracle_item_init(CListOracleItem *self) { self->label = g_strdup(""); }

struct _CListOracle {
    GtkWindow *window;
    GtkWidget *scroller;
    GtkWidget *list_view;
    GListStore *store;
    GtkCustomFilter *filter;
    GtkSingleSelection *selection;
    GdkFrameClock *frame_clock;
    gulong paint_handler;
    guint paints;
};

/* The rows: TwoPane's RowHost structure, a horizontal box holding the app's row widget. */
static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    gtk_list_item_set_child(item, gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0));
}

/* A new label for each row bound, as TwoPane builds a new row widget, showing the item's
 * label as it changes (the binding goes with the label). */
static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *label = gtk_label_new(NULL);
    gtk_widget_set_hexpand(label, TRUE);
    g_object_bind_property(gtk_list_item_get_item(item), "label", label, "label", G_BINDING_SYNC_CREATE);
    gtk_box_append(GTK_BOX(gtk_list_item_get_child(item)), label);
}

static void unbind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *box = gtk_list_item_get_child(item);
    GtkWidget *label = gtk_widget_get_first_child(box);
    if (label != NULL)
        gtk_box_remove(GTK_BOX(box), label);
}

static void frame_painted(GdkFrameClock *clock, CListOracle *self) {
    (void)clock;
    self->paints++;
}

CListOracle *clist_oracle_new(const char *title, int width, int height) {
    CListOracle *self = g_new0(CListOracle, 1);
    self->store = g_list_store_new(CLIST_TYPE_ORACLE_ITEM);
    self->filter = gtk_custom_filter_new(NULL, NULL, NULL);
    GtkFilterListModel *filtered =
        gtk_filter_list_model_new(g_object_ref(G_LIST_MODEL(self->store)), g_object_ref(GTK_FILTER(self->filter)));
    self->selection = gtk_single_selection_new(G_LIST_MODEL(filtered));
    gtk_single_selection_set_autoselect(self->selection, FALSE);
    gtk_single_selection_set_can_unselect(self->selection, TRUE);
    gtk_single_selection_set_selected(self->selection, GTK_INVALID_LIST_POSITION);

    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    g_signal_connect(factory, "unbind", G_CALLBACK(unbind_row), NULL);
    self->list_view = gtk_list_view_new(GTK_SELECTION_MODEL(g_object_ref(self->selection)), factory);

    self->scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(self->scroller), self->list_view);

    self->window = GTK_WINDOW(g_object_ref(gtk_window_new()));
    gtk_window_set_title(self->window, title);
    gtk_window_set_decorated(self->window, FALSE);
    gtk_window_set_default_size(self->window, width, height);
    gtk_window_set_child(self->window, self->scroller);
    gtk_window_present(self->window);
    GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(self->window));
    if (clock != NULL) {
        self->frame_clock = g_object_ref(clock);
        self->paint_handler = g_signal_connect(clock, "after-paint", G_CALLBACK(frame_painted), self);
    }
    return self;
}

void clist_oracle_free(CListOracle *self) {
    if (self == NULL)
        return;
    if (self->frame_clock != NULL) {
        g_clear_signal_handler(&self->paint_handler, self->frame_clock);
        g_clear_object(&self->frame_clock);
    }
    gtk_window_destroy(self->window);
    g_clear_object(&self->window);
    g_clear_object(&self->selection);
    g_clear_object(&self->filter);
    g_clear_object(&self->store);
    g_free(self);
}

void clist_oracle_splice(CListOracle *self, guint position, guint removed, const char *const *added,
                         guint n_added) {
    gpointer *objects = g_new(gpointer, MAX(n_added, 1));
    for (guint i = 0; i < n_added; i++)
        objects[i] = g_object_new(CLIST_TYPE_ORACLE_ITEM, "label", added[i], NULL);
    g_list_store_splice(self->store, position, removed, objects, n_added);
    for (guint i = 0; i < n_added; i++)
        g_object_unref(objects[i]);
    g_free(objects);
}

void clist_oracle_relabel(CListOracle *self, guint position, const char *label) {
    CListOracleItem *item = g_list_model_get_item(G_LIST_MODEL(self->store), position);
    g_return_if_fail(item != NULL);
    g_object_set(item, "label", label, NULL);
    g_object_unref(item);
    /* The filter model does not watch its items: it is told (it looks again, and changes
     * only the rows whose match changed). */
    gtk_filter_changed(GTK_FILTER(self->filter), GTK_FILTER_CHANGE_DIFFERENT);
}

/* GtkCustomFilterFunc: whether the item's label contains the query (casefolded, in data). */
static gboolean label_contains(gpointer item, gpointer data) {
    char *label = g_utf8_casefold(CLIST_ORACLE_ITEM(item)->label, -1);
    gboolean contains = strstr(label, data) != NULL;
    g_free(label);
    return contains;
}

void clist_oracle_set_query(CListOracle *self, const char *query) {
    if (query == NULL || query[0] == '\0')
        gtk_custom_filter_set_filter_func(self->filter, NULL, NULL, NULL);
    else
        gtk_custom_filter_set_filter_func(self->filter, label_contains, g_utf8_casefold(query, -1), g_free);
}

guint clist_oracle_n_shown(const CListOracle *self) {
    return g_list_model_get_n_items(G_LIST_MODEL(self->selection));
}

void clist_oracle_select(CListOracle *self, guint position) {
    gtk_single_selection_set_selected(self->selection, position);
}

guint clist_oracle_selected(const CListOracle *self) {
    return gtk_single_selection_get_selected(self->selection);
}

void clist_oracle_set_size(CListOracle *self, int width, int height) {
    gtk_window_set_default_size(self->window, width, height);
}

void clist_oracle_set_list_visible(CListOracle *self, gboolean visible) {
    gtk_widget_set_visible(self->scroller, visible);
}

void clist_oracle_focus_list(CListOracle *self) {
    gtk_widget_grab_focus(self->list_view);
}

GtkWidget *clist_oracle_list_view(const CListOracle *self) {
    return self->list_view;
}

guint clist_oracle_paint_count(const CListOracle *self) {
    return self->paints;
}

void clist_oracle_request_frame(CListOracle *self) {
    if (self->frame_clock != NULL)
        gdk_frame_clock_request_phase(self->frame_clock, GDK_FRAME_CLOCK_PHASE_PAINT);
}

gboolean clist_oracle_set_animations(gboolean enabled) {
    GtkSettings *settings = gtk_settings_get_default();
    gboolean was_enabled = FALSE;
    g_object_get(settings, "gtk-enable-animations", &was_enabled, NULL);
    g_object_set(settings, "gtk-enable-animations", enabled, NULL);
    return was_enabled;
}

/* --- Any GtkListView --- */

/* The first GtkLabel in `widget`'s tree, depth first. */
static GtkLabel *first_label(GtkWidget *widget) {
    if (GTK_IS_LABEL(widget))
        return GTK_LABEL(widget);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        GtkLabel *label = first_label(child);
        if (label != NULL)
            return label;
    }
    return NULL;
}

static GtkWidget *focus_widget_of(GtkWidget *widget) {
    GtkRoot *root = gtk_widget_get_root(widget);
    return root == NULL ? NULL : gtk_root_get_focus(root);
}

static gboolean holds(GtkWidget *row, GtkWidget *widget) {
    return widget != NULL && (widget == row || gtk_widget_is_ancestor(widget, row));
}

guint clist_oracle_read_rows(GtkWidget *list_view, CListOracleRow *rows, guint capacity) {
    int view_height = gtk_widget_get_height(list_view);
    GtkWidget *focus = focus_widget_of(list_view);
    guint count = 0;
    /* The list view's children: its row widgets (CSS name "row"). */
    for (GtkWidget *row = gtk_widget_get_first_child(list_view); row != NULL; row = gtk_widget_get_next_sibling(row)) {
        graphene_rect_t bounds;
        if (strcmp(gtk_widget_get_css_name(row), "row") != 0 || !gtk_widget_is_drawable(row) ||
            !gtk_widget_compute_bounds(row, list_view, &bounds))
            continue;
        double top = bounds.origin.y, height = bounds.size.height;
        if (height <= 0 || top + height <= 0 || top >= view_height)
            continue;
        if (count < capacity) {
            GtkLabel *label = first_label(row);
            rows[count] = (CListOracleRow){
                .label = label == NULL ? NULL : gtk_label_get_text(label),
                .y = top,
                .height = height,
                .focused = holds(row, focus),
                .selected = (gtk_widget_get_state_flags(row) & GTK_STATE_FLAG_SELECTED) != 0,
            };
        }
        count++;
    }
    /* Top to bottom (GTK keeps its children in list order, but say so rather than rely on it). */
    for (guint i = 1; i < MIN(count, capacity); i++)
        for (guint j = i; j > 0 && rows[j - 1].y > rows[j].y; j--) {
            CListOracleRow swap = rows[j];
            rows[j] = rows[j - 1];
            rows[j - 1] = swap;
        }
    return count;
}

const char *clist_oracle_focused_row_label(GtkWidget *list_view) {
    GtkWidget *focus = focus_widget_of(list_view);
    for (GtkWidget *row = gtk_widget_get_first_child(list_view); row != NULL; row = gtk_widget_get_next_sibling(row)) {
        if (holds(row, focus)) {
            GtkLabel *label = first_label(row);
            return label == NULL ? NULL : gtk_label_get_text(label);
        }
    }
    return NULL;
}

gboolean clist_oracle_holds_focus(GtkWidget *widget) {
    return holds(widget, focus_widget_of(widget));
}

const char *clist_oracle_focus_type_name(GtkWidget *widget) {
    GtkWidget *focus = focus_widget_of(widget);
    return focus == NULL ? "none" : G_OBJECT_TYPE_NAME(focus);
}

gboolean clist_oracle_focus_row(GtkWidget *list_view, const char *label) {
    for (GtkWidget *row = gtk_widget_get_first_child(list_view); row != NULL; row = gtk_widget_get_next_sibling(row)) {
        GtkLabel *row_label = first_label(row);
        if (row_label != NULL && strcmp(gtk_label_get_text(row_label), label) == 0)
            return gtk_widget_grab_focus(row);
    }
    return FALSE;
}

static GtkAdjustment *vadjustment(GtkWidget *list_view) {
    return gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(list_view));
}

double clist_oracle_scroll_offset(GtkWidget *list_view) {
    GtkAdjustment *adjustment = vadjustment(list_view);
    return adjustment == NULL ? 0 : gtk_adjustment_get_value(adjustment);
}

double clist_oracle_max_scroll_offset(GtkWidget *list_view) {
    GtkAdjustment *adjustment = vadjustment(list_view);
    if (adjustment == NULL)
        return 0;
    return MAX(0, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment));
}

void clist_oracle_scroll_to_offset(GtkWidget *list_view, double offset) {
    GtkAdjustment *adjustment = vadjustment(list_view);
    if (adjustment != NULL)
        gtk_adjustment_set_value(adjustment, offset);
}

void clist_oracle_scroll_to_item(GtkWidget *list_view, guint position) {
    gtk_widget_activate_action(list_view, "list.scroll-to-item", "u", position);
}
