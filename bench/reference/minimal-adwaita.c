/* minimal-adwaita: the content of minimal-gtk (the four built-in trails in a GtkListView, a
 * GtkStack detail) as a GNOME developer on Debian 12 writes a list/detail app with
 * libadwaita 1.2: AdwApplication, AdwApplicationWindow and an AdwLeaflet of a sidebar page
 * and a content page, each with its own AdwHeaderBar. Narrow, the leaflet folds to one
 * page: a selection shows the content page, its back button (or Alt+Left, the mouse back
 * button, a swipe: can-navigate-back) the sidebar again. See bench/README.md.
 *
 *   minimal-adwaita        TWOPANE_BENCH=startup|memory selects a benchmark mode */
#include <adwaita.h>

#include "minimal-bench.h"
#include "minimal-content.h"

#define PROGRAM "minimal-adwaita"
#define APP_ID "org.twopane.bench.MinimalAdwaita"

typedef struct {
    MinimalBenchMode bench;
    GtkWidget *window;
    AdwLeaflet *leaflet;
    GtkWidget *sidebar;
    GtkWidget *content;
    GtkSingleSelection *selection;
    GtkStack *detail;
    GtkLabel *name;
    AdwWindowTitle *content_title;
} App;

/* ---- Sidebar: the list ------------------------------------------------------------- */

static GtkWidget *sidebar_page(App *app) {
    app->selection = minimal_trail_selection();
    GtkWidget *scrolled = minimal_trail_list(app->selection);
    gtk_widget_set_vexpand(scrolled, TRUE);

    GtkWidget *header = adw_header_bar_new();
    adw_header_bar_set_title_widget(ADW_HEADER_BAR(header), adw_window_title_new("Trails", NULL));
    /* Side by side, the window's buttons belong to the content page's header bar. */
    g_object_bind_property(app->leaflet, "folded", header, "show-end-title-buttons", G_BINDING_SYNC_CREATE);

    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_size_request(page, 320, -1);
    gtk_box_append(GTK_BOX(page), header);
    gtk_box_append(GTK_BOX(page), scrolled);
    return page;
}

/* ---- Content: the detail ----------------------------------------------------------- */

static void back_clicked(GtkButton *button, gpointer data) {
    App *app = data;
    (void)button;
    adw_leaflet_navigate(app->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static GtkWidget *content_page(App *app) {
    GtkWidget *stack = minimal_trail_detail(&app->detail, &app->name);
    gtk_widget_set_vexpand(stack, TRUE);

    GtkWidget *back = gtk_button_new_from_icon_name("go-previous-symbolic");
    gtk_widget_set_tooltip_text(back, "Back");
    g_signal_connect(back, "clicked", G_CALLBACK(back_clicked), app);
    g_object_bind_property(app->leaflet, "folded", back, "visible", G_BINDING_SYNC_CREATE);
    GtkWidget *header = adw_header_bar_new();
    app->content_title = ADW_WINDOW_TITLE(adw_window_title_new("", NULL));
    adw_header_bar_set_title_widget(ADW_HEADER_BAR(header), GTK_WIDGET(app->content_title));
    adw_header_bar_pack_start(ADW_HEADER_BAR(header), back);
    g_object_bind_property(app->leaflet, "folded", header, "show-start-title-buttons", G_BINDING_SYNC_CREATE);

    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_hexpand(page, TRUE);
    gtk_widget_set_size_request(page, 300, -1);
    gtk_box_append(GTK_BOX(page), header);
    gtk_box_append(GTK_BOX(page), stack);
    return page;
}

/* ---- Navigation -------------------------------------------------------------------- */

/* A trail selected: its detail, and the content page when the leaflet is folded. */
static void selection_changed(GtkSingleSelection *selection, GParamSpec *pspec, gpointer data) {
    App *app = data;
    (void)pspec;
    GtkStringObject *trail = gtk_single_selection_get_selected_item(selection);
    const char *name = trail != NULL ? gtk_string_object_get_string(trail) : "";
    adw_window_title_set_title(app->content_title, name);
    minimal_show_trail(app->detail, app->name, trail != NULL ? name : NULL);
    if (trail != NULL)
        adw_leaflet_set_visible_child(app->leaflet, app->content);
}

/* Back on the sidebar while folded: nothing is selected, so any row opens its trail again. */
static void visible_child_changed(AdwLeaflet *leaflet, GParamSpec *pspec, gpointer data) {
    App *app = data;
    (void)pspec;
    if (adw_leaflet_get_folded(leaflet) && adw_leaflet_get_visible_child(leaflet) == app->sidebar)
        gtk_single_selection_set_selected(app->selection, GTK_INVALID_LIST_POSITION);
}

/* ---- The application --------------------------------------------------------------- */

static void activate(GApplication *application, gpointer data) {
    App *app = data;
    if (app->window != NULL) {
        gtk_window_present(GTK_WINDOW(app->window)); /* a second launch brings it forward */
        return;
    }
    app->leaflet = ADW_LEAFLET(adw_leaflet_new());
    adw_leaflet_set_can_navigate_back(app->leaflet, TRUE);
    app->sidebar = sidebar_page(app);
    app->content = content_page(app);
    adw_leaflet_append(app->leaflet, app->sidebar);
    AdwLeafletPage *separator = adw_leaflet_append(app->leaflet, gtk_separator_new(GTK_ORIENTATION_VERTICAL));
    adw_leaflet_page_set_navigatable(separator, FALSE);
    adw_leaflet_append(app->leaflet, app->content);
    g_signal_connect(app->selection, "notify::selected", G_CALLBACK(selection_changed), app);
    g_signal_connect(app->leaflet, "notify::visible-child", G_CALLBACK(visible_child_changed), app);

    app->window = adw_application_window_new(GTK_APPLICATION(application));
    GtkWindow *window = GTK_WINDOW(app->window);
    gtk_window_set_title(window, "Trails");
    gtk_window_set_default_size(window, 1000, 700);
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(app->window), GTK_WIDGET(app->leaflet));

    minimal_bench_present(app->bench, PROGRAM, window);
}

int main(int argc, char **argv) {
    App app = {0};
    if (!minimal_bench_check_command_line(PROGRAM, argc, argv, &app.bench))
        return 2;
    int status = minimal_bench_run(G_APPLICATION(adw_application_new(APP_ID, G_APPLICATION_DEFAULT_FLAGS)),
                                   G_CALLBACK(activate), &app, argc, argv);
    g_clear_object(&app.selection);
    return status;
}
