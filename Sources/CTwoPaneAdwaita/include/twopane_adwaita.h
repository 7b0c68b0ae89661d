/* The libadwaita TwoPaneAdwaita uses, as plain GTK types: its application, header bar, status
 * page and style manager, and what only newer versions have (a toolbar view for a column's
 * page, the sidebar pane's style class from 1.4), decided here by the version that runs.
 * libadwaita is opened at run time, by twopane_adw_load, which every other function needs
 * to have succeeded: a program that never asks for its look never loads it. */
#ifndef TWOPANE_ADWAITA_H
#define TWOPANE_ADWAITA_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Opens libadwaita and finds its functions (once; the first answer stands): whether it did.
 * If not, one line on standard error says why. */
gboolean twopane_adw_load(void);

/* An AdwApplication: libadwaita is initialised at its start-up (stylesheet, style manager). */
GtkApplication *twopane_adw_application_new(const char *id);
/* Initialises libadwaita without an application (tests), after GTK. */
void twopane_adw_init(void);
/* The running libadwaita's minor version (1.x). */
unsigned int twopane_adw_minor_version(void);

GtkWidget *twopane_adw_header_bar_new(void);
void twopane_adw_header_bar_pack_start(GtkWidget *bar, GtkWidget *child);
void twopane_adw_header_bar_pack_end(GtkWidget *bar, GtkWidget *child);
void twopane_adw_header_bar_remove(GtkWidget *bar, GtkWidget *child);
void twopane_adw_header_bar_set_title_widget(GtkWidget *bar, GtkWidget *title);
/* Whether the bar shows the window's controls at both of its ends. */
gboolean twopane_adw_header_bar_get_shows_controls(GtkWidget *bar);
void twopane_adw_header_bar_set_shows_controls(GtkWidget *bar, gboolean shows);

/* An AdwStatusPage whose accessible role is `role`, and whose scrolled window takes no focus. */
GtkWidget *twopane_adw_status_page_new(GtkAccessibleRole role);
/* Its icon (NULL: none), title and description (NULL: none). */
void twopane_adw_status_page_set(GtkWidget *page, const char *icon_name, const char *title,
                                 const char *description);
void twopane_adw_status_page_set_child(GtkWidget *page, GtkWidget *child);
/* Its title and icon name (NULL: none), as shown. */
const char *twopane_adw_status_page_get_title(GtkWidget *page);
const char *twopane_adw_status_page_get_icon_name(GtkWidget *page);

/* The colour scheme an app asks the style manager for. */
typedef enum {
    TWOPANE_ADW_SCHEME_FOLLOW = 0,
    TWOPANE_ADW_SCHEME_LIGHT = 1,
    TWOPANE_ADW_SCHEME_DARK = 2,
} TwoPaneAdwScheme;

typedef void (*TwoPaneAdwStyleChanged)(gboolean dark, gboolean high_contrast, gpointer data);
/* Calls `changed` now and whenever the default style manager's dark or high-contrast
 * changes (for the life of the process). */
void twopane_adw_style_follow(TwoPaneAdwStyleChanged changed, gpointer data);
void twopane_adw_style_request(TwoPaneAdwScheme scheme);
/* Whether the default style manager shows the dark style now. */
gboolean twopane_adw_style_is_dark(void);

/* A column's page as libadwaita lays one out, or NULL where it has no such widget (before
 * 1.4): an AdwToolbarView with `header` as its top bar and `content`. */
GtkWidget *twopane_adw_column_page(GtkWidget *header, GtkWidget *content);
/* Adds `bar` to the bottom of `page`, a page twopane_adw_column_page made. */
void twopane_adw_column_page_add_bottom_bar(GtkWidget *page, GtkWidget *bar);
/* The sidebar pane's style class of libadwaita's split views ("sidebar-pane"), or NULL
 * before 1.4, whose stylesheet has none. */
const char *twopane_adw_sidebar_pane_class(void);

G_END_DECLS

#endif
