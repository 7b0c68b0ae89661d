#include "twopane_row_body.h"

/* The states a row's look depends on that the body takes from the row it follows. Hover is
 * the body's own: the pointer over the header is over the GTK row but not over the body. */
#define FOLLOWED_STATES                                                                       \
    (GTK_STATE_FLAG_SELECTED | GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE |         \
     GTK_STATE_FLAG_FOCUS_WITHIN | GTK_STATE_FLAG_ACTIVE)

static const char *const followed_classes[] = {"activatable", "has-open-popup"};

struct _TwoPaneRowBody {
    GtkWidget parent_instance;
    GtkWidget *row; /* weak */
    gulong states_handler;
    gulong classes_handler;
};

G_DEFINE_FINAL_TYPE(TwoPaneRowBody, twopane_row_body, GTK_TYPE_WIDGET)

static void take_row_look(TwoPaneRowBody *self) {
    GtkWidget *body = GTK_WIDGET(self);
    GtkStateFlags wanted = self->row ? gtk_widget_get_state_flags(self->row) & FOLLOWED_STATES : 0;
    GtkStateFlags worn = gtk_widget_get_state_flags(body) & FOLLOWED_STATES;
    if (worn & ~wanted)
        gtk_widget_unset_state_flags(body, worn & ~wanted);
    if (wanted & ~worn)
        gtk_widget_set_state_flags(body, wanted & ~worn, FALSE);
    for (gsize i = 0; i < G_N_ELEMENTS(followed_classes); i++) {
        const char *name = followed_classes[i];
        if (self->row && gtk_widget_has_css_class(self->row, name))
            gtk_widget_add_css_class(body, name);
        else
            gtk_widget_remove_css_class(body, name);
    }
}

static void row_states_changed(GtkWidget *row, GtkStateFlags previous, TwoPaneRowBody *self) {
    (void)row;
    (void)previous;
    take_row_look(self);
}

static void row_classes_changed(GObject *row, GParamSpec *pspec, TwoPaneRowBody *self) {
    (void)row;
    (void)pspec;
    take_row_look(self);
}

static void row_finalized(gpointer data, GObject *row) {
    TwoPaneRowBody *self = data;
    (void)row;
    self->row = NULL;
    self->states_handler = 0;
    self->classes_handler = 0;
    take_row_look(self);
}

static void stop_following(TwoPaneRowBody *self) {
    if (self->row == NULL)
        return;
    g_clear_signal_handler(&self->states_handler, self->row);
    g_clear_signal_handler(&self->classes_handler, self->row);
    g_object_weak_unref(G_OBJECT(self->row), row_finalized, self);
    self->row = NULL;
}

void twopane_row_body_follow(GtkWidget *body, GtkWidget *row) {
    TwoPaneRowBody *self = TWOPANE_ROW_BODY(body);
    if (self->row == row)
        return;
    stop_following(self);
    if (row != NULL) {
        self->row = row;
        g_object_weak_ref(G_OBJECT(row), row_finalized, self);
        self->states_handler =
            g_signal_connect(row, "state-flags-changed", G_CALLBACK(row_states_changed), self);
        self->classes_handler =
            g_signal_connect(row, "notify::css-classes", G_CALLBACK(row_classes_changed), self);
    }
    take_row_look(self);
}

GtkWidget *twopane_row_body_get_followed(GtkWidget *body) {
    return TWOPANE_ROW_BODY(body)->row;
}

static void twopane_row_body_dispose(GObject *object) {
    TwoPaneRowBody *self = TWOPANE_ROW_BODY(object);
    stop_following(self);
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(self))) != NULL)
        gtk_widget_unparent(child);
    G_OBJECT_CLASS(twopane_row_body_parent_class)->dispose(object);
}

static void twopane_row_body_class_init(TwoPaneRowBodyClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = twopane_row_body_dispose;
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    gtk_widget_class_set_css_name(widget_class, "row");
    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BIN_LAYOUT);
    /* A container like a box: what the row says is its child's. */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void twopane_row_body_init(TwoPaneRowBody *self) {
    (void)self;
}

GtkWidget *twopane_row_body_new(GtkWidget *child) {
    GtkWidget *body = g_object_new(TWOPANE_TYPE_ROW_BODY, NULL);
    gtk_widget_set_parent(child, body);
    return body;
}
