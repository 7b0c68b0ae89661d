/* CListOracle: a plain GTK 4 list, the reference a differential test holds TwoPane's list
 * against.
 *
 * A GtkListView over a GtkSingleSelection (no autoselect, can unselect) over a
 * GtkFilterListModel (a GtkCustomFilter keeping the labels that contain the query, ignoring
 * case) over a GListStore of items with a label property, in a GtkScrolledWindow, alone in an
 * undecorated window of its own. Each row is what TwoPane makes for a row: a horizontal
 * GtkBox as the list item's child holding a GtkLabel that expands horizontally, so the rows
 * are as high as TwoPane's. The test changes it only as GTK's own API allows (splices,
 * filter, selection, scrolling) and reads back what is on screen.
 *
 * The row readers take any GtkListView whose rows hold a GtkLabel: the test reads TwoPane's
 * list with the same code. */
#ifndef CLIST_ORACLE_H
#define CLIST_ORACLE_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _CListOracle CListOracle;

/* A new oracle list titled `title` whose list is `width` × `height` px, shown. */
CListOracle *clist_oracle_new(const char *title, int width, int height);

/* Destroys the oracle's window and frees it. */
void clist_oracle_free(CListOracle *self);

/* Replaces `removed` labels from `position` (among all the labels, shown or not) with the
 * `n_added` labels of `added`: one g_list_store_splice. */
void clist_oracle_splice(CListOracle *self, guint position, guint removed, const char *const *added,
                         guint n_added);

/* Changes the label at `position` (among all the labels) in place, as an app's item whose
 * value changed notifies it: the row shows the new label; the filter looks at it again. */
void clist_oracle_relabel(CListOracle *self, guint position, const char *label);

/* Shows only the labels containing `query`, ignoring case; every label for "" (the filter
 * function set again either way, as a GtkCustomFilter user does). */
void clist_oracle_set_query(CListOracle *self, const char *query);

/* How many labels the list shows. */
guint clist_oracle_n_shown(const CListOracle *self);

/* Selects the shown row at `position`, or nothing for GTK_INVALID_LIST_POSITION. */
void clist_oracle_select(CListOracle *self, guint position);

/* The selected shown row's position, or GTK_INVALID_LIST_POSITION. */
guint clist_oracle_selected(const CListOracle *self);

/* Resizes the oracle's window so its list is `width` × `height` px. */
void clist_oracle_set_size(CListOracle *self, int width, int height);

/* Shows or hides the list (as a layout hides a list it does not show). */
void clist_oracle_set_list_visible(CListOracle *self, gboolean visible);

/* Gives keyboard focus to the list (GTK focuses its focus row, or the first row). */
void clist_oracle_focus_list(CListOracle *self);

/* The oracle's GtkListView, for the readers below. */
GtkWidget *clist_oracle_list_view(const CListOracle *self);

/* How many frames the oracle's window has painted. */
guint clist_oracle_paint_count(const CListOracle *self);

/* Asks the oracle's window for a new frame even if nothing changed. */
void clist_oracle_request_frame(CListOracle *self);

/* Turns GTK's animations (gtk-enable-animations) on or off for the display; returns whether
 * they were on. */
gboolean clist_oracle_set_animations(gboolean enabled);

/* --- Any GtkListView --- */

/* One row widget of a list view that lies (at least partly) in its view. */
typedef struct {
    const char *label; /* the text of the row's first GtkLabel, owned by the label; NULL if none */
    double y;          /* top edge, in the list view's coordinates (0: the top of the view) */
    double height;
    gboolean focused;  /* the row or a widget inside it is its window's focus widget */
    gboolean selected; /* GTK draws the row selected */
} CListOracleRow;

/* Fills `rows` (up to `capacity`) with the rows of `list_view` that are drawn and lie at
 * least partly inside its allocation, top to bottom; returns how many there are. The labels
 * stay valid until the rows change. */
guint clist_oracle_read_rows(GtkWidget *list_view, CListOracleRow *rows, guint capacity);

/* The label of the row of `list_view` holding the window's focus widget, on screen or not;
 * NULL when focus is not in a row. Owned by the label. */
const char *clist_oracle_focused_row_label(GtkWidget *list_view);

/* Whether the focus widget of `widget`'s window is `widget` or inside it. */
gboolean clist_oracle_holds_focus(GtkWidget *widget);

/* The GTK type of the focus widget of `widget`'s window ("none" without one), for messages. */
const char *clist_oracle_focus_type_name(GtkWidget *widget);

/* Gives keyboard focus to the row of `list_view` labelled `label`, as a click on it does;
 * whether there was such a row (only the rows GTK has made, around the view, are there). */
gboolean clist_oracle_focus_row(GtkWidget *list_view, const char *label);

/* How far `list_view` is scrolled: its vertical adjustment's value. */
double clist_oracle_scroll_offset(GtkWidget *list_view);

/* The largest offset `list_view` scrolls to: its vertical adjustment's upper - page size. */
double clist_oracle_max_scroll_offset(GtkWidget *list_view);

/* Scrolls `list_view` to `offset` px, as a scroll bar drag does: the adjustment's value. */
void clist_oracle_scroll_to_offset(GtkWidget *list_view, double offset);

/* Scrolls `list_view` so its row at `position` is in view ("list.scroll-to-item"). */
void clist_oracle_scroll_to_item(GtkWidget *list_view, guint position);

G_END_DECLS

#endif
