#include "twopane_adwaita.h"

#include <dlfcn.h>
#include <string.h>

/* The library opened: libadwaita 1's. */
#define TWOPANE_ADW_LIBRARY "libadwaita-1.so.0"

/* libadwaita, opened when an app first asks for its look (twopane_adw_load): a program that
 * links TwoPaneAdwaita and runs in GTK's own look never loads it, and nothing needs its
 * headers to build. Its functions are called through these pointers, typed with the GTK and
 * GObject types of their arguments (an AdwHeaderBar is a GtkWidget, an AdwStyleManager a
 * GObject), as libadwaita 1.x's stable ABI has them. */
static struct {
    GtkApplication *(*application_new)(const char *id, GApplicationFlags flags);
    void (*init)(void);
    guint (*get_minor_version)(void);
    GtkWidget *(*header_bar_new)(void);
    void (*header_bar_pack_start)(GtkWidget *bar, GtkWidget *child);
    void (*header_bar_pack_end)(GtkWidget *bar, GtkWidget *child);
    void (*header_bar_remove)(GtkWidget *bar, GtkWidget *child);
    void (*header_bar_set_title_widget)(GtkWidget *bar, GtkWidget *title);
    gboolean (*header_bar_get_show_start_title_buttons)(GtkWidget *bar);
    gboolean (*header_bar_get_show_end_title_buttons)(GtkWidget *bar);
    void (*header_bar_set_show_start_title_buttons)(GtkWidget *bar, gboolean shows);
    void (*header_bar_set_show_end_title_buttons)(GtkWidget *bar, gboolean shows);
    GType (*status_page_get_type)(void);
    void (*status_page_set_icon_name)(GtkWidget *page, const char *icon_name);
    void (*status_page_set_title)(GtkWidget *page, const char *title);
    void (*status_page_set_description)(GtkWidget *page, const char *description);
    void (*status_page_set_child)(GtkWidget *page, GtkWidget *child);
    const char *(*status_page_get_title)(GtkWidget *page);
    const char *(*status_page_get_icon_name)(GtkWidget *page);
    GObject *(*style_manager_get_default)(void);
    gboolean (*style_manager_get_dark)(GObject *manager);
    gboolean (*style_manager_get_high_contrast)(GObject *manager);
    int (*style_manager_get_color_scheme)(GObject *manager);
    void (*style_manager_set_color_scheme)(GObject *manager, int scheme);
    /* From libadwaita 1.4; NULL before. */
    GtkWidget *(*toolbar_view_new)(void);
    void (*toolbar_view_add_top_bar)(GtkWidget *view, GtkWidget *bar);
    void (*toolbar_view_set_content)(GtkWidget *view, GtkWidget *content);
    void (*toolbar_view_add_bottom_bar)(GtkWidget *view, GtkWidget *bar);
} adw;

/* AdwColorScheme's values (adw-style-manager.h), part of libadwaita 1's ABI. */
enum { ADW_SCHEME_DEFAULT = 0, ADW_SCHEME_FORCE_LIGHT = 1, ADW_SCHEME_FORCE_DARK = 4 };

static enum { NOT_TRIED, LOADED, FAILED } state;

/* Says on standard error why libadwaita is not used: plainly, not as a GLib warning (which
 * G_DEBUG=fatal-warnings makes fatal), as the app goes on in GTK's own look. */
static void tell_failure(const char *reason) {
    g_printerr("TwoPane: libadwaita could not be loaded (%s); drawn in GTK's own look\n", reason);
}

/* `name` from `library` into `*slot`; whether it is there (if `required` and not, says so once). */
static gboolean find(void *library, const char *name, void *slot, gboolean required) {
    void *symbol = dlsym(library, name);
    *(void **)slot = symbol;
    if (symbol == NULL && required && state != FAILED) {
        char *reason = g_strdup_printf("%s has no %s", TWOPANE_ADW_LIBRARY, name);
        tell_failure(reason);
        g_free(reason);
        state = FAILED;
    }
    return symbol != NULL;
}

gboolean twopane_adw_load(void) {
    if (state != NOT_TRIED)
        return state == LOADED;
    void *library = dlopen(TWOPANE_ADW_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        tell_failure(reason != NULL ? reason : TWOPANE_ADW_LIBRARY ": not found");
        state = FAILED;
        return FALSE;
    }
    /* Each function into the field named as it is without "adw_": name and slot cannot differ. */
#define REQUIRE(field) find(library, "adw_" #field, &adw.field, TRUE)
    gboolean all = TRUE;
    all &= REQUIRE(application_new);
    all &= REQUIRE(init);
    all &= REQUIRE(get_minor_version);
    all &= REQUIRE(header_bar_new);
    all &= REQUIRE(header_bar_pack_start);
    all &= REQUIRE(header_bar_pack_end);
    all &= REQUIRE(header_bar_remove);
    all &= REQUIRE(header_bar_set_title_widget);
    all &= REQUIRE(header_bar_get_show_start_title_buttons);
    all &= REQUIRE(header_bar_get_show_end_title_buttons);
    all &= REQUIRE(header_bar_set_show_start_title_buttons);
    all &= REQUIRE(header_bar_set_show_end_title_buttons);
    all &= REQUIRE(status_page_get_type);
    all &= REQUIRE(status_page_set_icon_name);
    all &= REQUIRE(status_page_set_title);
    all &= REQUIRE(status_page_set_description);
    all &= REQUIRE(status_page_set_child);
    all &= REQUIRE(status_page_get_title);
    all &= REQUIRE(status_page_get_icon_name);
    all &= REQUIRE(style_manager_get_default);
    all &= REQUIRE(style_manager_get_dark);
    all &= REQUIRE(style_manager_get_high_contrast);
    all &= REQUIRE(style_manager_get_color_scheme);
    all &= REQUIRE(style_manager_set_color_scheme);
#undef REQUIRE
    if (!all) {
        dlclose(library);
        memset(&adw, 0, sizeof adw);
        return FALSE;
    }
    /* The toolbar view is libadwaita 1.4's: all of its functions, or none. */
#define OPTIONAL(field) find(library, "adw_" #field, &adw.field, FALSE)
    if (!(OPTIONAL(toolbar_view_new) && OPTIONAL(toolbar_view_add_top_bar) && OPTIONAL(toolbar_view_set_content) &&
          OPTIONAL(toolbar_view_add_bottom_bar)))
        adw.toolbar_view_new = NULL;
#undef OPTIONAL
    state = LOADED; /* for the life of the process: never closed */
    return TRUE;
}

GtkApplication *twopane_adw_application_new(const char *id) {
    return adw.application_new(id, G_APPLICATION_DEFAULT_FLAGS);
}

void twopane_adw_init(void) { adw.init(); }

unsigned int twopane_adw_minor_version(void) { return adw.get_minor_version(); }

GtkWidget *twopane_adw_header_bar_new(void) { return adw.header_bar_new(); }

void twopane_adw_header_bar_pack_start(GtkWidget *bar, GtkWidget *child) { adw.header_bar_pack_start(bar, child); }

void twopane_adw_header_bar_pack_end(GtkWidget *bar, GtkWidget *child) { adw.header_bar_pack_end(bar, child); }

void twopane_adw_header_bar_remove(GtkWidget *bar, GtkWidget *child) { adw.header_bar_remove(bar, child); }

void twopane_adw_header_bar_set_title_widget(GtkWidget *bar, GtkWidget *title) {
    adw.header_bar_set_title_widget(bar, title);
}

gboolean twopane_adw_header_bar_get_shows_controls(GtkWidget *bar) {
    return adw.header_bar_get_show_start_title_buttons(bar) && adw.header_bar_get_show_end_title_buttons(bar);
}

void twopane_adw_header_bar_set_shows_controls(GtkWidget *bar, gboolean shows) {
    adw.header_bar_set_show_start_title_buttons(bar, shows);
    adw.header_bar_set_show_end_title_buttons(bar, shows);
}

/* `widget` and everything inside it take no focus. */
static void take_no_focus(GtkWidget *widget) {
    gtk_widget_set_focusable(widget, FALSE);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child))
        take_no_focus(child);
}

GtkWidget *twopane_adw_status_page_new(GtkAccessibleRole role) {
    GtkWidget *page = GTK_WIDGET(g_object_new(adw.status_page_get_type(), "accessible-role", role, NULL));
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
    adw.status_page_set_icon_name(page, icon_name);
    adw.status_page_set_title(page, title);
    adw.status_page_set_description(page, description);
}

void twopane_adw_status_page_set_child(GtkWidget *page, GtkWidget *child) { adw.status_page_set_child(page, child); }

const char *twopane_adw_status_page_get_title(GtkWidget *page) { return adw.status_page_get_title(page); }

const char *twopane_adw_status_page_get_icon_name(GtkWidget *page) { return adw.status_page_get_icon_name(page); }

typedef struct {
    TwoPaneAdwStyleChanged changed;
    gpointer data;
} StyleFollower;

static void style_notified(GObject *manager, GParamSpec *pspec, gpointer data) {
    StyleFollower *follower = data;
    (void)pspec;
    follower->changed(adw.style_manager_get_dark(manager), adw.style_manager_get_high_contrast(manager),
                      follower->data);
}

void twopane_adw_style_follow(TwoPaneAdwStyleChanged changed, gpointer data) {
    GObject *manager = adw.style_manager_get_default();
    StyleFollower *follower = g_new(StyleFollower, 1); /* for the life of the process */
    follower->changed = changed;
    follower->data = data;
    g_signal_connect(manager, "notify::dark", G_CALLBACK(style_notified), follower);
    g_signal_connect(manager, "notify::high-contrast", G_CALLBACK(style_notified), follower);
    style_notified(manager, NULL, follower);
}

void twopane_adw_style_request(TwoPaneAdwScheme scheme) {
    int wanted = scheme == TWOPANE_ADW_SCHEME_DARK    ? ADW_SCHEME_FORCE_DARK
                 : scheme == TWOPANE_ADW_SCHEME_LIGHT ? ADW_SCHEME_FORCE_LIGHT
                                                      : ADW_SCHEME_DEFAULT;
    GObject *manager = adw.style_manager_get_default();
    if (adw.style_manager_get_color_scheme(manager) != wanted)
        adw.style_manager_set_color_scheme(manager, wanted);
}

gboolean twopane_adw_style_is_dark(void) { return adw.style_manager_get_dark(adw.style_manager_get_default()); }

GtkWidget *twopane_adw_column_page(GtkWidget *header, GtkWidget *content) {
    if (adw.toolbar_view_new == NULL)
        return NULL;
    GtkWidget *page = adw.toolbar_view_new();
    adw.toolbar_view_add_top_bar(page, header);
    adw.toolbar_view_set_content(page, content);
    return page;
}

void twopane_adw_column_page_add_bottom_bar(GtkWidget *page, GtkWidget *bar) {
    adw.toolbar_view_add_bottom_bar(page, bar);
}

const char *twopane_adw_sidebar_pane_class(void) {
    /* The style class of 1.4's split views, whose stylesheet has it. */
    return adw.get_minor_version() >= 4 ? "sidebar-pane" : NULL;
}
