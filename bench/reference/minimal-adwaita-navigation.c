/* minimal-adwaita-navigation: the content of minimal-gtk (the four built-in trails in a
 * GtkListView, a GtkStack detail) as a GNOME developer writes a list/detail app with
 * libadwaita 1.4 and later: AdwApplication, AdwApplicationWindow, an AdwNavigationSplitView
 * of a sidebar page and a content page (each an AdwToolbarView with its AdwHeaderBar), and an
 * AdwBreakpoint that collapses it below 600 px. Collapsed, a selection shows the content page,
 * its back button (or Escape, Alt+Left, a swipe) the sidebar again. Built only where
 * libadwaita is 1.4 or later (make bench-gtk-latest, in the Debian 13 root). See
 * bench/README.md.
 *
 *   minimal-adwaita-navigation   TWOPANE_BENCH=startup|memory selects a benchmark mode */
#include <adwaita.h>

#include "minimal-bench.h"
#include "minimal-content.h"

#define PROGRAM "minimal-adwaita-navigation"
#define APP_ID "org.twopane.bench.MinimalAdwaitaNavigation"

typedef struct {
    MinimalBenchMode bench;
    GtkWidget *window;
    AdwNavigationSplitView *split_view;
    AdwNavigationPage *content;
    GtkSingleSelection *selection;
    GtkStack *detail;
    GtkLabel *name;
} App;

/* A page: a toolbar view with a header bar over `child`. */
static AdwNavigationPage *page(const char *title, const char *tag, GtkWidget *child) {
    GtkWidget *toolbar = adw_toolbar_view_new();
    adw_toolbar_view_add_top_bar(ADW_TOOLBAR_VIEW(toolbar), adw_header_bar_new());
    adw_toolbar_view_set_content(ADW_TOOLBAR_VIEW(toolbar), child);
    return adw_navigation_page_new_with_tag(toolbar, title, tag);
}

/* A trail selected: its detail, and the content page when collapsed; none: the placeholder. */
static void selection_changed(GtkSingleSelection *selection, GParamSpec *pspec, gpointer data) {
    App *app = data;
    (void)pspec;
    GtkStringObject *trail = gtk_single_selection_get_selected_item(selection);
    const char *name = trail != NULL ? gtk_string_object_get_string(trail) : NULL;
    adw_navigation_page_set_title(app->content, name != NULL ? name : "Trails");
    minimal_show_trail(app->detail, app->name, name);
    if (name != NULL)
        adw_navigation_split_view_set_show_content(app->split_view, TRUE);
}

/* Back on the sidebar while collapsed: nothing is selected, so any row opens its trail again. */
static void show_content_changed(AdwNavigationSplitView *split_view, GParamSpec *pspec, gpointer data) {
    App *app = data;
    (void)pspec;
    if (adw_navigation_split_view_get_collapsed(split_view) && !adw_navigation_split_view_get_show_content(split_view))
        gtk_single_selection_set_selected(app->selection, GTK_INVALID_LIST_POSITION);
}

static void activate(GApplication *application, gpointer data) {
    App *app = data;
    if (app->window != NULL) {
        gtk_window_present(GTK_WINDOW(app->window)); /* a second launch brings it forward */
        return;
    }
    app->selection = minimal_trail_selection();
    GtkWidget *list = minimal_trail_list(app->selection);
    gtk_widget_set_vexpand(list, TRUE);
    GtkWidget *detail = minimal_trail_detail(&app->detail, &app->name);
    gtk_widget_set_vexpand(detail, TRUE);

    app->split_view = ADW_NAVIGATION_SPLIT_VIEW(adw_navigation_split_view_new());
    adw_navigation_split_view_set_sidebar(app->split_view, page("Trails", "sidebar", list));
    app->content = page("Trails", "content", detail);
    adw_navigation_split_view_set_content(app->split_view, app->content);
    g_signal_connect(app->selection, "notify::selected", G_CALLBACK(selection_changed), app);
    g_signal_connect(app->split_view, "notify::show-content", G_CALLBACK(show_content_changed), app);

    app->window = adw_application_window_new(GTK_APPLICATION(application));
    GtkWindow *window = GTK_WINDOW(app->window);
    gtk_window_set_title(window, "Trails");
    gtk_window_set_default_size(window, 1000, 700);
    gtk_widget_set_size_request(app->window, 360, 200);
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(app->window), GTK_WIDGET(app->split_view));
    AdwBreakpoint *breakpoint = adw_breakpoint_new(adw_breakpoint_condition_parse("max-width: 600px"));
    GValue collapsed = G_VALUE_INIT;
    g_value_init(&collapsed, G_TYPE_BOOLEAN);
    g_value_set_boolean(&collapsed, TRUE);
    adw_breakpoint_add_setter(breakpoint, G_OBJECT(app->split_view), "collapsed", &collapsed);
    g_value_unset(&collapsed);
    adw_application_window_add_breakpoint(ADW_APPLICATION_WINDOW(app->window), breakpoint);

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
