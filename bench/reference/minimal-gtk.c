/* minimal-gtk: the floor of the benchmark (bench/README.md). The content of Trails — a list of
 * the four built-in trails beside a detail page — in the plainest GTK 4 an app can have:
 * a GtkHeaderBar, a GtkPaned, a GtkListView and a GtkStack. No menu, no search, no CSS, no
 * icons of its own, no adaptive layout. What it costs to start and to hold in memory is what
 * GTK itself costs for such a window.
 *
 *   minimal-gtk            TWOPANE_BENCH=startup|memory selects a benchmark mode */
#include <gtk/gtk.h>

#include "minimal-bench.h"
#include "minimal-content.h"

#define PROGRAM "minimal-gtk"
#define APP_ID "org.twopane.bench.MinimalGtk"

typedef struct {
    MinimalBenchMode bench;
    GtkWidget *window;
    GtkStack *detail;
    GtkLabel *name;
} App;

/* A trail selected: its detail; none: the placeholder. */
static void selection_changed(GtkSingleSelection *selection, GParamSpec *pspec, gpointer data) {
    App *app = data;
    (void)pspec;
    GtkStringObject *trail = gtk_single_selection_get_selected_item(selection);
    minimal_show_trail(app->detail, app->name, trail != NULL ? gtk_string_object_get_string(trail) : NULL);
}

/* ---- The application --------------------------------------------------------------- */

static void activate(GApplication *application, gpointer data) {
    App *app = data;
    if (app->window != NULL) {
        gtk_window_present(GTK_WINDOW(app->window)); /* a second launch brings it forward */
        return;
    }
    app->window = gtk_application_window_new(GTK_APPLICATION(application));
    GtkWindow *window = GTK_WINDOW(app->window);
    gtk_window_set_title(window, "Trails");
    gtk_window_set_default_size(window, 1000, 700);
    gtk_window_set_titlebar(window, gtk_header_bar_new()); /* shows the window's title */

    GtkSingleSelection *selection = minimal_trail_selection();
    GtkWidget *detail = minimal_trail_detail(&app->detail, &app->name);
    gtk_widget_set_hexpand(detail, TRUE);
    GtkWidget *paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL);
    gtk_paned_set_start_child(GTK_PANED(paned), minimal_trail_list(selection));
    gtk_paned_set_end_child(GTK_PANED(paned), detail);
    gtk_paned_set_resize_start_child(GTK_PANED(paned), FALSE);
    gtk_paned_set_shrink_start_child(GTK_PANED(paned), FALSE);
    gtk_paned_set_shrink_end_child(GTK_PANED(paned), FALSE);
    gtk_paned_set_position(GTK_PANED(paned), 320);
    gtk_window_set_child(window, paned);
    g_signal_connect(selection, "notify::selected", G_CALLBACK(selection_changed), app);
    g_object_unref(selection);

    minimal_bench_present(app->bench, PROGRAM, window);
}

int main(int argc, char **argv) {
    App app = {0};
    if (!minimal_bench_check_command_line(PROGRAM, argc, argv, &app.bench))
        return 2;
    return minimal_bench_run(G_APPLICATION(gtk_application_new(APP_ID, G_APPLICATION_DEFAULT_FLAGS)),
                             G_CALLBACK(activate), &app, argc, argv);
}
