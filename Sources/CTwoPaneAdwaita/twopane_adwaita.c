#include "twopane_adwaita.h"

#include <adwaita.h>

GtkApplication *twopane_adw_application_new(const char *id) {
    return GTK_APPLICATION(adw_application_new(id, G_APPLICATION_DEFAULT_FLAGS));
}

void twopane_adw_init(void) { adw_init(); }

unsigned int twopane_adw_minor_version(void) { return adw_get_minor_version(); }

GtkWidget *twopane_adw_header_bar_new(void) { return adw_header_bar_new(); }

void twopane_adw_header_bar_pack_start(GtkWidget *bar, GtkWidget *child) {
    adw_header_bar_pack_start(ADW_HEADER_BAR(bar), child);
}

void twopane_adw_header_bar_pack_end(GtkWidget *bar, GtkWidget *child) {
    adw_header_bar_pack_end(ADW_HEADER_BAR(bar), child);
}

void twopane_adw_header_bar_remove(GtkWidget *bar, GtkWidget *child) {
    adw_header_bar_remove(ADW_HEADER_BAR(bar), child);
}

void twopane_adw_header_bar_set_title_widget(GtkWidget *bar, GtkWidget *title) {
    adw_header_bar_set_title_widget(ADW_HEADER_BAR(bar), title);
}

gboolean twopane_adw_header_bar_get_shows_controls(GtkWidget *bar) {
    return adw_header_bar_get_show_start_title_buttons(ADW_HEADER_BAR(bar)) &&
           adw_header_bar_get_show_end_title_buttons(ADW_HEADER_BAR(bar));
}

void twopane_adw_header_bar_set_shows_controls(GtkWidget *bar, gboolean shows) {
    adw_header_bar_set_show_start_title_buttons(ADW_HEADER_BAR(bar), shows);
    adw_header_bar_set_show_end_title_buttons(ADW_HEADER_BAR(bar), shows);
}

/* `widget` and everything inside it take no focus. */
static void take_no_focus(GtkWidget *widget) {
    gtk_widget_set_focusable(widget, FALSE);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child))
        take_no_focus(child);
}

GtkWidget *twopane_adw_status_page_new(GtkAccessibleRole role) {
    GtkWidget *page = GTK_WIDGET(g_object_new(ADW_TYPE_STATUS_PAGE, "accessible-role", role, NULL));
    /* Its own widgets (a scrolled window, a viewport: a GTK 4 scrolled window takes focus
     * itself, for keyboard scrolling) take none: before the app's child is in it, the page's
     * one focusable widget is its action button, as in TwoPane's own view. */
    take_no_focus(page);
    /* libadwaita's status page for a pane, not a whole window: a 96 px icon, which the Adwaita
     * icon theme has drawn (its 128 px one is an SVG: librsvg, 7 MiB, loaded to draw it). */
    gtk_widget_add_css_class(page, "compact");
    return page;
}

void twopane_adw_status_page_set(GtkWidget *page, const char *icon_name, const char *title,
                                 const char *description) {
    AdwStatusPage *status = ADW_STATUS_PAGE(page);
    adw_status_page_set_icon_name(status, icon_name);
    adw_status_page_set_title(status, title);
    adw_status_page_set_description(status, description);
}

void twopane_adw_status_page_set_child(GtkWidget *page, GtkWidget *child) {
    adw_status_page_set_child(ADW_STATUS_PAGE(page), child);
}

const char *twopane_adw_status_page_get_title(GtkWidget *page) {
    return adw_status_page_get_title(ADW_STATUS_PAGE(page));
}

const char *twopane_adw_status_page_get_icon_name(GtkWidget *page) {
    return adw_status_page_get_icon_name(ADW_STATUS_PAGE(page));
}

typedef struct {
    TwoPaneAdwStyleChanged changed;
    gpointer data;
} StyleFollower;

static void style_notified(AdwStyleManager *manager, GParamSpec *pspec, gpointer data) {
    StyleFollower *follower = data;
    (void)pspec;
    follower->changed(adw_style_manager_get_dark(manager), adw_style_manager_get_high_contrast(manager),
                      follower->data);
}

void twopane_adw_style_follow(TwoPaneAdwStyleChanged changed, gpointer data) {
    AdwStyleManager *manager = adw_style_manager_get_default();
    StyleFollower *follower = g_new(StyleFollower, 1); /* for the life of the process */
    follower->changed = changed;
    follower->data = data;
    g_signal_connect(manager, "notify::dark", G_CALLBACK(style_notified), follower);
    g_signal_connect(manager, "notify::high-contrast", G_CALLBACK(style_notified), follower);
    style_notified(manager, NULL, follower);
}

void twopane_adw_style_request(TwoPaneAdwScheme scheme) {
    AdwColorScheme wanted = scheme == TWOPANE_ADW_SCHEME_DARK    ? ADW_COLOR_SCHEME_FORCE_DARK
                            : scheme == TWOPANE_ADW_SCHEME_LIGHT ? ADW_COLOR_SCHEME_FORCE_LIGHT
                                                                 : ADW_COLOR_SCHEME_DEFAULT;
    AdwStyleManager *manager = adw_style_manager_get_default();
    if (adw_style_manager_get_color_scheme(manager) != wanted)
        adw_style_manager_set_color_scheme(manager, wanted);
}

gboolean twopane_adw_style_is_dark(void) { return adw_style_manager_get_dark(adw_style_manager_get_default()); }

GtkWidget *twopane_adw_column_page(GtkWidget *header, GtkWidget *content, GtkWidget *bottom) {
#if ADW_CHECK_VERSION(1, 4, 0)
    GtkWidget *page = adw_toolbar_view_new();
    AdwToolbarView *view = ADW_TOOLBAR_VIEW(page);
    adw_toolbar_view_add_top_bar(view, header);
    adw_toolbar_view_set_content(view, content);
    adw_toolbar_view_add_bottom_bar(view, bottom);
    return page;
#else
    (void)header;
    (void)content;
    (void)bottom;
    return NULL;
#endif
}

const char *twopane_adw_sidebar_pane_class(void) {
#if ADW_CHECK_VERSION(1, 4, 0)
    return "sidebar-pane";
#else
    return NULL;
#endif
}
