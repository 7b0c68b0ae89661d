/* minimal-gtk: the floor of the benchmark (bench/README.md). The content of Trails — a list of
 * the four built-in trails beside a detail page — in the plainest GTK 4 an app can have:
 * a GtkHeaderBar, a GtkPaned, a GtkListView and a GtkStack. No menu, no search, no CSS, no
 * icons of its own, no adaptive layout. What it costs to start and to hold in memory is what
 * GTK itself costs for such a window.
 *
 *   minimal-gtk            TWOPANE_BENCH=startup|memory selects a benchmark mode */
#include <gtk/gtk.h>

#include "minimal-bench.h"

#define PROGRAM "minimal-gtk"
#define APP_ID "org.twopane.bench.MinimalGtk"

/* The built-in trails of Trails (bench/reference/trails-reference.c). */
static const char *const trail_names[] = {"Alps", "Dolomites", "Pyrenees", "Rockies", NULL};

typedef struct {
    MinimalBenchMode bench;
    GtkWidget *window;
    GtkStack *detail;
    GtkLabel *name;
} App;

/* ---- The list ---------------------------------------------------------------------- */

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_list_item_set_child(item, label);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkStringObject *trail = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(trail));
}

/* A list view of the trails in a scrolled window; nothing selected at first. */
static GtkWidget *trail_list(GtkSingleSelection **selection) {
    *selection = gtk_single_selection_new(G_LIST_MODEL(gtk_string_list_new(trail_names)));
    gtk_single_selection_set_autoselect(*selection, FALSE);
    gtk_single_selection_set_can_unselect(*selection, TRUE);
    gtk_single_selection_set_selected(*selection, GTK_INVALID_LIST_POSITION);

    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(g_object_ref(*selection)), factory);
    gtk_widget_add_css_class(list, "navigation-sidebar");

    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    return scrolled;
}

/* ---- The detail -------------------------------------------------------------------- */

/* A stack of two pages: "placeholder" while nothing is selected, "detail" for a trail. */
static GtkWidget *trail_detail(App *app) {
    GtkWidget *placeholder = gtk_label_new("Select a trail");
    gtk_widget_add_css_class(placeholder, "dim-label");

    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_valign(page, GTK_ALIGN_CENTER);
    GtkWidget *name = gtk_label_new(NULL);
    gtk_widget_add_css_class(name, "title-1");
    GtkWidget *caption = gtk_label_new("Selected trail");
    gtk_widget_add_css_class(caption, "dim-label");
    gtk_box_append(GTK_BOX(page), name);
    gtk_box_append(GTK_BOX(page), caption);

    GtkWidget *stack = gtk_stack_new();
    gtk_widget_set_hexpand(stack, TRUE);
    gtk_stack_add_named(GTK_STACK(stack), placeholder, "placeholder");
    gtk_stack_add_named(GTK_STACK(stack), page, "detail");
    gtk_stack_set_visible_child_name(GTK_STACK(stack), "placeholder");
    app->detail = GTK_STACK(stack);
    app->name = GTK_LABEL(name);
    return stack;
}

static void selection_changed(GtkSingleSelection *selection, GParamSpec *pspec, gpointer data) {
    App *app = data;
    (void)pspec;
    GtkStringObject *trail = gtk_single_selection_get_selected_item(selection);
    if (trail == NULL) {
        gtk_stack_set_visible_child_name(app->detail, "placeholder");
        return;
    }
    gtk_label_set_text(app->name, gtk_string_object_get_string(trail));
    gtk_stack_set_visible_child_name(app->detail, "detail");
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

    GtkSingleSelection *selection;
    GtkWidget *paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL);
    gtk_paned_set_start_child(GTK_PANED(paned), trail_list(&selection));
    gtk_paned_set_end_child(GTK_PANED(paned), trail_detail(app));
    gtk_paned_set_resize_start_child(GTK_PANED(paned), FALSE);
    gtk_paned_set_shrink_start_child(GTK_PANED(paned), FALSE);
    gtk_paned_set_shrink_end_child(GTK_PANED(paned), FALSE);
    gtk_paned_set_position(GTK_PANED(paned), 320);
    gtk_window_set_child(window, paned);
    g_signal_connect(selection, "notify::selected", G_CALLBACK(selection_changed), app);
    g_object_unref(selection);

    gtk_window_present(window);
    minimal_bench_start(app->bench, PROGRAM, window);
}

int main(int argc, char **argv) {
    App app = {0};
    if (argc > 1) {
        g_printerr(PROGRAM ": unknown argument '%s' (it takes none)\n", argv[1]);
        return 2;
    }
    if (!minimal_bench_mode_from_environment(PROGRAM, &app.bench))
        return 2;
    GtkApplication *application = gtk_application_new(APP_ID, G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(application, "activate", G_CALLBACK(activate), &app);
    int status = g_application_run(G_APPLICATION(application), argc, argv);
    g_object_unref(application);
    return status;
}
