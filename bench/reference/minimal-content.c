/* The list and detail of the two minimal programs (minimal-content.h). */
#include "minimal-content.h"

/* The built-in trails of Trails (bench/reference/trails-reference.c). */
static const char *const trail_names[] = {"Alps", "Dolomites", "Pyrenees", "Rockies", NULL};

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

GtkSingleSelection *minimal_trail_selection(void) {
    GtkSingleSelection *selection = gtk_single_selection_new(G_LIST_MODEL(gtk_string_list_new(trail_names)));
    gtk_single_selection_set_autoselect(selection, FALSE);
    gtk_single_selection_set_can_unselect(selection, TRUE);
    gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION);
    return selection;
}

GtkWidget *minimal_trail_list(GtkSingleSelection *selection) {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(g_object_ref(selection)), factory);
    gtk_widget_add_css_class(list, "navigation-sidebar");

    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    return scrolled;
}

GtkWidget *minimal_trail_detail(GtkStack **stack, GtkLabel **name) {
    GtkWidget *placeholder = gtk_label_new("Select a trail");
    gtk_widget_add_css_class(placeholder, "dim-label");

    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_valign(page, GTK_ALIGN_CENTER);
    GtkWidget *title = gtk_label_new(NULL);
    gtk_widget_add_css_class(title, "title-1");
    GtkWidget *caption = gtk_label_new("Selected trail");
    gtk_widget_add_css_class(caption, "dim-label");
    gtk_box_append(GTK_BOX(page), title);
    gtk_box_append(GTK_BOX(page), caption);

    GtkWidget *detail = gtk_stack_new();
    gtk_stack_add_named(GTK_STACK(detail), placeholder, "placeholder");
    gtk_stack_add_named(GTK_STACK(detail), page, "detail");
    gtk_stack_set_visible_child_name(GTK_STACK(detail), "placeholder");
    *stack = GTK_STACK(detail);
    *name = GTK_LABEL(title);
    return detail;
}

void minimal_show_trail(GtkStack *stack, GtkLabel *name, const char *trail) {
    if (trail == NULL) {
        gtk_stack_set_visible_child_name(stack, "placeholder");
        return;
    }
    gtk_label_set_text(name, trail);
    gtk_stack_set_visible_child_name(stack, "detail");
}
