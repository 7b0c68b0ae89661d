#include "twopane_width_bin.h"

enum { SIGNAL_ALLOCATED, SIGNAL_LAYOUT_PASS_DONE, N_SIGNALS };
static guint signals[N_SIGNALS];

struct _TwoPaneWidthBin {
    GtkWidget parent_instance;
    GtkWidget *child;
    gboolean child_drawn;
    gboolean allocating;
    GdkFrameClock *frame_clock;
    gulong layout_handler;
    GtkSettings *settings;
    gulong text_scale_handler;
};

G_DEFINE_FINAL_TYPE(TwoPaneWidthBin, twopane_width_bin, GTK_TYPE_WIDGET)

static guint live_count;

/* The frame clock's "layout", connected after GTK's own layout handler: every allocation
 * of this layout pass is done. Changes made here make the clock run layout again in the
 * same frame, so the frame that is painted shows them. */
static void frame_clock_laid_out(GdkFrameClock *clock, TwoPaneWidthBin *self) {
    (void)clock;
    g_signal_emit(self, signals[SIGNAL_LAYOUT_PASS_DONE], 0);
}

/* The text size changed (gtk-xft-dpi): allocate again, so the owner compares the same width
 * with breakpoints in text units at the new scale, in the frame that shows the new text. */
static void text_scale_changed(GtkSettings *settings, GParamSpec *pspec, TwoPaneWidthBin *self) {
    (void)settings;
    (void)pspec;
    gtk_widget_queue_resize(GTK_WIDGET(self));
}

static void twopane_width_bin_realize(GtkWidget *widget) {
    TwoPaneWidthBin *self = TWOPANE_WIDTH_BIN(widget);
    GTK_WIDGET_CLASS(twopane_width_bin_parent_class)->realize(widget);
    self->frame_clock = g_object_ref(gtk_widget_get_frame_clock(widget));
    self->layout_handler = g_signal_connect_after(self->frame_clock, "layout",
                                                  G_CALLBACK(frame_clock_laid_out), self);
    self->settings = g_object_ref(gtk_widget_get_settings(widget));
    self->text_scale_handler = g_signal_connect(self->settings, "notify::gtk-xft-dpi",
                                                G_CALLBACK(text_scale_changed), self);
}

static void twopane_width_bin_unrealize(GtkWidget *widget) {
    TwoPaneWidthBin *self = TWOPANE_WIDTH_BIN(widget);
    if (self->frame_clock != NULL) {
        g_clear_signal_handler(&self->layout_handler, self->frame_clock);
        g_clear_object(&self->frame_clock);
    }
    if (self->settings != NULL) {
        g_clear_signal_handler(&self->text_scale_handler, self->settings);
        g_clear_object(&self->settings);
    }
    GTK_WIDGET_CLASS(twopane_width_bin_parent_class)->unrealize(widget);
}

static void twopane_width_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                      int *minimum, int *natural, int *minimum_baseline,
                                      int *natural_baseline) {
    TwoPaneWidthBin *self = TWOPANE_WIDTH_BIN(widget);
    *minimum = 0;
    *natural = 0;
    *minimum_baseline = -1;
    *natural_baseline = -1;
    if (self->child == NULL || !gtk_widget_should_layout(self->child))
        return;
    int child_min = 0, child_nat = 0;
    gtk_widget_measure(self->child, orientation, -1, &child_min, &child_nat, NULL, NULL);
    /* Width: 0 minimum, so the collapse decision cannot change the width it is made from. */
    *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 0 : child_min;
    *natural = child_nat;
    (void)for_size;
}

static void twopane_width_bin_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    TwoPaneWidthBin *self = TWOPANE_WIDTH_BIN(widget);
    self->allocating = TRUE;
    g_signal_emit(self, signals[SIGNAL_ALLOCATED], 0, width, height);
    if (self->child != NULL && gtk_widget_should_layout(self->child)) {
        int min_width = 0, min_height = 0;
        gtk_widget_measure(self->child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
        gtk_widget_measure(self->child, GTK_ORIENTATION_VERTICAL, -1, &min_height, NULL, NULL, NULL);
        gtk_widget_allocate(self->child, MAX(width, min_width), MAX(height, min_height), baseline, NULL);
    }
    self->allocating = FALSE;
}

static void twopane_width_bin_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    TwoPaneWidthBin *self = TWOPANE_WIDTH_BIN(widget);
    if (self->child != NULL && self->child_drawn)
        gtk_widget_snapshot_child(widget, self->child, snapshot);
}

static GtkSizeRequestMode twopane_width_bin_get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void twopane_width_bin_dispose(GObject *object) {
    TwoPaneWidthBin *self = TWOPANE_WIDTH_BIN(object);
    g_clear_pointer(&self->child, gtk_widget_unparent);
    G_OBJECT_CLASS(twopane_width_bin_parent_class)->dispose(object);
}

static void twopane_width_bin_finalize(GObject *object) {
    live_count--;
    G_OBJECT_CLASS(twopane_width_bin_parent_class)->finalize(object);
}

static void twopane_width_bin_class_init(TwoPaneWidthBinClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->dispose = twopane_width_bin_dispose;
    object_class->finalize = twopane_width_bin_finalize;
    widget_class->realize = twopane_width_bin_realize;
    widget_class->unrealize = twopane_width_bin_unrealize;
    widget_class->measure = twopane_width_bin_measure;
    widget_class->size_allocate = twopane_width_bin_size_allocate;
    widget_class->snapshot = twopane_width_bin_snapshot;
    widget_class->get_request_mode = twopane_width_bin_get_request_mode;
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
    signals[SIGNAL_ALLOCATED] = g_signal_new("allocated", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                             NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
    signals[SIGNAL_LAYOUT_PASS_DONE] = g_signal_new("layout-pass-done", G_TYPE_FROM_CLASS(klass),
                                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
    gtk_widget_class_set_css_name(widget_class, "twopane-split-layout");
}

static void twopane_width_bin_init(TwoPaneWidthBin *self) {
    live_count++;
    self->child_drawn = TRUE;
    gtk_widget_set_overflow(GTK_WIDGET(self), GTK_OVERFLOW_HIDDEN);
    gtk_widget_set_hexpand(GTK_WIDGET(self), TRUE);
    gtk_widget_set_vexpand(GTK_WIDGET(self), TRUE);
}

GtkWidget *twopane_width_bin_new(void) { return g_object_new(TWOPANE_TYPE_WIDTH_BIN, NULL); }

void twopane_width_bin_set_child(GtkWidget *bin, GtkWidget *child) {
    g_return_if_fail(TWOPANE_IS_WIDTH_BIN(bin));
    g_return_if_fail(child == NULL || gtk_widget_get_parent(child) == NULL);
    TwoPaneWidthBin *self = TWOPANE_WIDTH_BIN(bin);
    if (self->child == child)
        return;
    g_clear_pointer(&self->child, gtk_widget_unparent);
    if (child != NULL) {
        self->child = child;
        gtk_widget_set_parent(child, bin);
    }
    gtk_widget_queue_resize(bin);
}

GtkWidget *twopane_width_bin_get_child(GtkWidget *bin) {
    g_return_val_if_fail(TWOPANE_IS_WIDTH_BIN(bin), NULL);
    return TWOPANE_WIDTH_BIN(bin)->child;
}

void twopane_width_bin_set_child_drawn(GtkWidget *bin, gboolean drawn) {
    g_return_if_fail(TWOPANE_IS_WIDTH_BIN(bin));
    TwoPaneWidthBin *self = TWOPANE_WIDTH_BIN(bin);
    drawn = drawn != FALSE;
    if (self->child_drawn == drawn)
        return;
    self->child_drawn = drawn;
    gtk_widget_queue_draw(bin);
}

gboolean twopane_width_bin_get_child_drawn(GtkWidget *bin) {
    g_return_val_if_fail(TWOPANE_IS_WIDTH_BIN(bin), FALSE);
    return TWOPANE_WIDTH_BIN(bin)->child_drawn;
}

gboolean twopane_width_bin_is_allocating(GtkWidget *bin) {
    g_return_val_if_fail(TWOPANE_IS_WIDTH_BIN(bin), FALSE);
    return TWOPANE_WIDTH_BIN(bin)->allocating;
}

double twopane_width_bin_get_text_scale(GtkWidget *bin) {
    g_return_val_if_fail(TWOPANE_IS_WIDTH_BIN(bin), 1.0);
    int xft_dpi = 0;
    g_object_get(gtk_widget_get_settings(bin), "gtk-xft-dpi", &xft_dpi, NULL);
    /* -1 (unset) or nonsense: the normal size, 96 dpi. */
    return xft_dpi > 0 ? xft_dpi / (96.0 * PANGO_SCALE) : 1.0;
}

guint twopane_width_bin_live_count(void) { return live_count; }
