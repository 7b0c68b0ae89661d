#include "twopane_window_buttons.h"

#include <string.h>

#define WINDOW_ICON_SIZE 16

struct _TwoPaneWindowButtons {
    GtkWidget parent_instance;
    GtkPackType side;
    gboolean empty;
    /* What the buttons were built from (the layout's half and the window's state), or NULL. */
    char *built_from;
    guint builds;
    /* Whether the buttons wait to be built until the widget is shown. */
    gboolean pending;
    GtkSettings *settings;
    gulong layout_handler;
    /* The window the buttons are in (no reference: it holds them), while they are. */
    GtkWindow *window;
    gulong window_handler;
};

G_DEFINE_FINAL_TYPE(TwoPaneWindowButtons, twopane_window_buttons, GTK_TYPE_WIDGET)

/* GTK's own words for the controls, in the user's language. */
static const char *gtk_own_words(const char *text) {
    return g_dgettext("gtk40", text);
}

static void set_empty(TwoPaneWindowButtons *self, gboolean empty) {
    self->empty = empty;
    if (empty)
        gtk_widget_add_css_class(GTK_WIDGET(self), "empty");
    else
        gtk_widget_remove_css_class(GTK_WIDGET(self), "empty");
}

/* This end's half of the decoration layout, or NULL when it has none. */
static char *layout_half(TwoPaneWindowButtons *self) {
    char *layout = NULL;
    g_object_get(self->settings, "gtk-decoration-layout", &layout, NULL);
    if (layout == NULL)
        return NULL;
    char **halves = g_strsplit(layout, ":", 2);
    char *half = g_strdup(self->side == GTK_PACK_START ? halves[0] : halves[1]);
    g_strfreev(halves);
    g_free(layout);
    return half;
}

static GtkWidget *control_button(const char *style_class, const char *icon_name, const char *action,
                                 const char *label, const char *description) {
    GtkWidget *button = gtk_button_new();
    gtk_widget_set_valign(button, GTK_ALIGN_CENTER);
    gtk_widget_add_css_class(button, style_class);
    gtk_widget_set_can_focus(button, FALSE);
    /* The image says nothing the button's name does not. */
    GtkWidget *image = g_object_new(GTK_TYPE_IMAGE, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                    "icon-name", icon_name, "use-fallback", TRUE, NULL);
    gtk_button_set_child(GTK_BUTTON(button), image);
    gtk_actionable_set_action_name(GTK_ACTIONABLE(button), action);
    gtk_accessible_update_property(GTK_ACCESSIBLE(button), GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_own_words(label),
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, gtk_own_words(description), -1);
    return button;
}

/* The name of the window's icon, when the icon theme has it. */
static const char *window_icon_name(GtkWindow *window) {
    const char *name = gtk_window_get_icon_name(window);
    if (name == NULL)
        name = gtk_window_get_default_icon_name();
    if (name == NULL)
        return NULL;
    GtkIconTheme *theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(GTK_WIDGET(window)));
    return gtk_icon_theme_has_icon(theme, name) ? name : NULL;
}

static GtkWidget *window_icon(GtkWindow *window) {
    const char *name = window_icon_name(window);
    if (name == NULL)
        return NULL;
    GtkWidget *widget = GTK_WIDGET(window);
    GtkIconTheme *theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(widget));
    GtkIconPaintable *paintable = gtk_icon_theme_lookup_icon(theme, name, NULL, WINDOW_ICON_SIZE,
                                                             gtk_widget_get_scale_factor(widget),
                                                             gtk_widget_get_direction(widget), 0);
    GtkWidget *icon = g_object_new(GTK_TYPE_IMAGE, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
    gtk_image_set_from_paintable(GTK_IMAGE(icon), GDK_PAINTABLE(paintable));
    g_object_unref(paintable);
    gtk_widget_set_valign(icon, GTK_ALIGN_CENTER);
    gtk_widget_add_css_class(icon, "icon");
    return icon;
}

static void clear_buttons(TwoPaneWindowButtons *self) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(self))) != NULL)
        gtk_widget_unparent(child);
}

/* Whether `window` is a window of its own: not modal, not over another. */
static gboolean is_sovereign(GtkWindow *window) {
    return !gtk_window_get_modal(window) && gtk_window_get_transient_for(window) == NULL;
}

/* Whether `name`, one control of a decoration layout, is shown for `window` as it is now. */
static gboolean shows_control(GtkWindow *window, const char *name) {
    if (strcmp(name, "icon") == 0)
        return is_sovereign(window) && window_icon_name(window) != NULL;
    if (strcmp(name, "minimize") == 0)
        return is_sovereign(window);
    if (strcmp(name, "maximize") == 0)
        return gtk_window_get_resizable(window) && is_sovereign(window);
    if (strcmp(name, "close") == 0)
        return gtk_window_get_deletable(window);
    return FALSE;
}

/* Builds the buttons `half` of the decoration layout calls for, for `window` as it is now. */
static void build(TwoPaneWindowButtons *self, GtkWindow *window, const char *half) {
    gboolean maximized = gtk_window_is_maximized(window);
    self->builds++;
    self->pending = FALSE;
    clear_buttons(self);
    char **names = g_strsplit(half, ",", -1);
    for (int i = 0; names[i] != NULL; i++) {
        const char *name = names[i];
        GtkWidget *control;
        if (!shows_control(window, name))
            continue;
        if (strcmp(name, "icon") == 0)
            control = window_icon(window);
        else if (strcmp(name, "minimize") == 0)
            control = control_button("minimize", "window-minimize-symbolic", "window.minimize", "Minimize",
                                     "Minimize the window");
        else if (strcmp(name, "maximize") == 0)
            control = control_button("maximize", maximized ? "window-restore-symbolic" : "window-maximize-symbolic",
                                     "window.toggle-maximized", "Maximize", "Maximize the window");
        else
            control = control_button("close", "window-close-symbolic", "window.close", "Close", "Close the window");
        if (control != NULL)
            gtk_widget_set_parent(control, GTK_WIDGET(self));
    }
    g_strfreev(names);
}

/* Notes what the layout and the window call for, and builds the buttons unless they are built
 * already. Hidden, the buttons wait until shown: whether there are any is known without them. */
static void update(TwoPaneWindowButtons *self) {
    if (self->window == NULL || self->settings == NULL)
        return;
    GtkWindow *window = self->window;
    const char *icon_name = gtk_window_get_icon_name(window);
    char *half = layout_half(self);
    char *from = g_strdup_printf("%s|%d%d%d%d|%s|%d", half != NULL ? half : "", is_sovereign(window),
                                 gtk_window_is_maximized(window), gtk_window_get_resizable(window),
                                 gtk_window_get_deletable(window), icon_name != NULL ? icon_name : "",
                                 gtk_widget_get_scale_factor(GTK_WIDGET(self)));
    if (g_strcmp0(from, self->built_from) == 0) {
        g_free(from);
        g_free(half);
        return;
    }
    g_free(self->built_from);
    self->built_from = from;
    gboolean empty = TRUE;
    char **names = g_strsplit(half != NULL ? half : "", ",", -1);
    for (int i = 0; names[i] != NULL && empty; i++)
        empty = !shows_control(window, names[i]);
    g_strfreev(names);
    set_empty(self, empty);
    if (gtk_widget_get_visible(GTK_WIDGET(self)))
        build(self, window, half != NULL ? half : "");
    else
        self->pending = TRUE;
    g_free(half);
}

static void layout_changed(GtkSettings *settings, GParamSpec *pspec, TwoPaneWindowButtons *self) {
    (void)settings;
    (void)pspec;
    update(self);
}

static void window_changed(GtkWindow *window, GParamSpec *pspec, TwoPaneWindowButtons *self) {
    (void)window;
    static const char *const names[] = {"deletable", "icon-name", "maximized", "modal",
                                        "resizable", "scale-factor", "transient-for"};
    for (gsize i = 0; i < G_N_ELEMENTS(names); i++) {
        if (strcmp(pspec->name, names[i]) == 0) {
            update(self);
            return;
        }
    }
}

static void twopane_window_buttons_root(GtkWidget *widget) {
    TwoPaneWindowButtons *self = TWOPANE_WINDOW_BUTTONS(widget);
    GTK_WIDGET_CLASS(twopane_window_buttons_parent_class)->root(widget);
    self->settings = g_object_ref(gtk_widget_get_settings(widget));
    self->layout_handler =
        g_signal_connect(self->settings, "notify::gtk-decoration-layout", G_CALLBACK(layout_changed), self);
    GtkRoot *root = gtk_widget_get_root(widget);
    if (GTK_IS_WINDOW(root)) {
        self->window = GTK_WINDOW(root);
        self->window_handler = g_signal_connect(self->window, "notify", G_CALLBACK(window_changed), self);
        update(self);
    } else {
        set_empty(self, TRUE);
    }
}

/* Shown, the buttons that waited are built (before the widget is measured). */
static void twopane_window_buttons_show(GtkWidget *widget) {
    TwoPaneWindowButtons *self = TWOPANE_WINDOW_BUTTONS(widget);
    if (self->pending && self->window != NULL) {
        char *half = layout_half(self);
        build(self, self->window, half != NULL ? half : "");
        g_free(half);
    }
    GTK_WIDGET_CLASS(twopane_window_buttons_parent_class)->show(widget);
}

static void twopane_window_buttons_unroot(GtkWidget *widget) {
    TwoPaneWindowButtons *self = TWOPANE_WINDOW_BUTTONS(widget);
    if (self->settings != NULL) {
        g_clear_signal_handler(&self->layout_handler, self->settings);
        g_clear_object(&self->settings);
    }
    if (self->window != NULL) {
        g_clear_signal_handler(&self->window_handler, self->window);
        self->window = NULL;
    }
    GTK_WIDGET_CLASS(twopane_window_buttons_parent_class)->unroot(widget);
}

static void twopane_window_buttons_dispose(GObject *object) {
    clear_buttons(TWOPANE_WINDOW_BUTTONS(object));
    G_OBJECT_CLASS(twopane_window_buttons_parent_class)->dispose(object);
}

static void twopane_window_buttons_finalize(GObject *object) {
    g_free(TWOPANE_WINDOW_BUTTONS(object)->built_from);
    G_OBJECT_CLASS(twopane_window_buttons_parent_class)->finalize(object);
}

static void twopane_window_buttons_class_init(TwoPaneWindowButtonsClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->dispose = twopane_window_buttons_dispose;
    object_class->finalize = twopane_window_buttons_finalize;
    widget_class->root = twopane_window_buttons_root;
    widget_class->unroot = twopane_window_buttons_unroot;
    widget_class->show = twopane_window_buttons_show;
    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BOX_LAYOUT);
    gtk_widget_class_set_css_name(widget_class, "windowcontrols");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void twopane_window_buttons_init(TwoPaneWindowButtons *self) {
    self->empty = TRUE;
    gtk_widget_add_css_class(GTK_WIDGET(self), "empty");
}

GtkWidget *twopane_window_buttons_new(GtkPackType side) {
    TwoPaneWindowButtons *self = g_object_new(TWOPANE_TYPE_WINDOW_BUTTONS, NULL);
    self->side = side;
    gtk_widget_add_css_class(GTK_WIDGET(self), side == GTK_PACK_START ? "start" : "end");
    return GTK_WIDGET(self);
}

gboolean twopane_window_buttons_get_empty(GtkWidget *buttons) {
    g_return_val_if_fail(TWOPANE_IS_WINDOW_BUTTONS(buttons), TRUE);
    return TWOPANE_WINDOW_BUTTONS(buttons)->empty;
}

guint twopane_window_buttons_get_builds(GtkWidget *buttons) {
    g_return_val_if_fail(TWOPANE_IS_WINDOW_BUTTONS(buttons), 0);
    return TWOPANE_WINDOW_BUTTONS(buttons)->builds;
}
