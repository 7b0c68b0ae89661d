/* The split layout in plain C: what Sources/TwoPane (controller) and Sources/TwoPaneModel
 * (state) do in Swift, with the same GTK widgets, the same decisions and the same order of
 * GTK calls. Items are known by position; a position is also an item's id.
 *
 * Side by side (GtkPaned) from 612 px, collapsed into a GtkStack below 600 px; the list
 * (GtkListView in a GtkScrolledWindow) and the detail host (GtkBox) are moved between the
 * two, never rebuilt. The root is a TwoPaneWidthBin that reports its width from its
 * size_allocate: the layout decides there and changes the widget tree on the next frame
 * (a tick callback), not drawing the child meanwhile. */
#ifndef SPLIT_LAYOUT_H
#define SPLIT_LAYOUT_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* No item: an empty selection. */
#define SPLIT_LAYOUT_NO_ITEM G_MAXUINT

typedef struct _SplitLayout SplitLayout;

/* What the app provides, for one of its items: a title (header of a collapsed detail page),
 * a row widget per visible row, a detail widget per selected item. */
typedef struct {
    const char *(*item_title)(GObject *item, gpointer user_data);
    GtkWidget *(*make_row)(GObject *item, gpointer user_data);
    GtkWidget *(*make_detail)(GObject *item, gpointer user_data);
    gpointer user_data;
} SplitLayoutDelegate;

/* Observation points for the benchmark driver (all optional). */
typedef struct {
    /* In the root's size_allocate, when a new width changed collapsed/expanded. */
    void (*collapse_decided)(gboolean collapsed, gpointer data);
    /* At the end of the render that moved the columns into the stack or the paned. */
    void (*structure_installed)(gboolean stacked, gpointer data);
    /* First thing in the layout's handler of the list's selection-changed. */
    void (*selection_changed)(gpointer data);
    gpointer data;
} SplitLayoutProbe;

/* A layout of `items` (the layout keeps a reference; the app changes it, the layout follows);
 * list width 320, breakpoint 600, hysteresis 12. The search field keeps the items whose
 * `search_text` (transfer full; evaluated on an item, a string) contains what is typed,
 * ignoring case. */
SplitLayout *split_layout_new(const char *title, GListModel *items, GtkExpression *search_text,
                              const SplitLayoutDelegate *delegate);

/* Makes the layout the content and title bar of `window`, with its shortcuts (F9, Escape,
 * Alt+Left / Alt+Right in RTL) and the mouse back button. */
void split_layout_attach(SplitLayout *layout, GtkWindow *window);
/* The header bar, for the app's own buttons (the primary menu). */
GtkWidget *split_layout_get_header_bar(SplitLayout *layout);

/* The app's selection binding: assigning selects (or with SPLIT_LAYOUT_NO_ITEM clears) as
 * the user would; assigning the current value does nothing. */
void split_layout_assign_selection(SplitLayout *layout, guint position);

/* The app moves its item at `from` to `to` of `store`, the layout's items, while no search is
 * under way: two splices (GTK is told a removal and an insertion, as for the Swift layout's
 * `.moved`), the selection kept on the item if it is selected, and then the state follows
 * once. GtkSingleSelection forgets a selected item that is removed: the layout's handlers are
 * held meanwhile and the selection put back at the item's new place, so the detail, which
 * shows the same item object, keeps its widget. */
void split_layout_move_item(SplitLayout *layout, GListStore *store, guint from, guint to);

void split_layout_set_probe(SplitLayout *layout, const SplitLayoutProbe *probe);
GtkWidget *split_layout_get_list(SplitLayout *layout);
GtkSingleSelection *split_layout_get_selection_model(SplitLayout *layout);
gboolean split_layout_is_collapsed(SplitLayout *layout);
/* Whether the layout's stack is sliding between pages (it never does: no transition is set;
 * the benchmark's "visible" time checks it all the same, as for trails). */
gboolean split_layout_is_transition_running(SplitLayout *layout);

/* The search field (a GtkSearchEntry). */
GtkWidget *split_layout_get_search_entry(SplitLayout *layout);
/* What the list's filter searches for now (NULL: nothing, every item shown). */
const char *split_layout_get_search(SplitLayout *layout);
/* Whether the filter has looked at every item for the current search (its `pending` is 0). */
gboolean split_layout_is_search_settled(SplitLayout *layout);
/* The item whose detail is shown, or NULL (the placeholder). */
GObject *split_layout_get_shown_item(SplitLayout *layout);
/* How many times since the start the list's factory set up a row, bound one, and the app's
 * row builder (make_row) was called. */
void split_layout_get_row_counts(SplitLayout *layout, guint *setups, guint *binds, guint *rows_built);

G_END_DECLS

#endif
