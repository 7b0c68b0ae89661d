/* The split layout: state (rules L1-L13, as Sources/TwoPaneModel) and controller (as
 * Sources/TwoPane: events in, one idempotent render out). See split-layout.h. The state
 * knows the shown items by position (the positions of the list's selection model, after the
 * search's filter); the controller turns the model's items-changed into an event. */
#include "split-layout.h"

#include "twopane_width_bin.h"

enum {
    BREAKPOINT = 600,
    HYSTERESIS = 12,
    LIST_WIDTH = 320,
    DIVIDER_WIDTH = 1, /* GtkPaned's thin handle */
    MIN_LIST_WIDTH = 200,
    MAX_LIST_WIDTH = 480,
    MIN_DETAIL_WIDTH = 300,
    LARGEST_WIDTH = 1 << 20,
};

/* ---- State ------------------------------------------------------------------------- */

typedef enum {
    FOCUS_NONE,
    FOCUS_LIST,
    FOCUS_DETAIL,
    FOCUS_BACK_BUTTON,
    FOCUS_SIDEBAR_TOGGLE,
} FocusTarget;

/* What the layout shows. */
typedef enum {
    SHOW_SIDE_BY_SIDE,
    SHOW_STACKED_LIST,
    SHOW_STACKED_DETAIL,
} Shown;

typedef struct {
    guint n_items;
    guint selection; /* SPLIT_LAYOUT_NO_ITEM or < n_items */
    gboolean has_width;
    int width;
    gboolean collapsed;
    gboolean shows_detail; /* collapsed on the detail page */
    gboolean sidebar_visible;
    int preferred_list_width;
    FocusTarget focus;
} LayoutState;

typedef enum {
    EVENT_WIDTH_CHANGED,
    EVENT_LIST_SELECTION_CHANGED,
    EVENT_ITEM_ACTIVATED,
    EVENT_BACK_REQUESTED,
    EVENT_SELECTION_ASSIGNED,
    EVENT_SIDEBAR_VISIBILITY_REQUESTED,
    EVENT_DIVIDER_MOVED,
    EVENT_FOCUS_MOVED,
    EVENT_ITEMS_CHANGED,
} EventKind;

typedef struct {
    EventKind kind;
    int number;        /* width, visibility or list width */
    guint item;        /* an item or SPLIT_LAYOUT_NO_ITEM; items changed: where the selected one is now */
    guint n_items;     /* items changed: how many are shown now */
    FocusTarget focus;
} Event;

static int clamp_to_list_bounds(int requested) {
    return CLAMP(requested, MIN_LIST_WIDTH, MAX_LIST_WIDTH);
}

/* The list column's width when `available` px are shared by list and detail (L2). */
static int clamp_list_width(int requested, int available) {
    int bounded = clamp_to_list_bounds(requested);
    int leaving_detail_its_minimum = CLAMP(available, 0, LARGEST_WIDTH) - MIN_DETAIL_WIDTH;
    return MAX(MIN(bounded, leaving_detail_its_minimum), MIN_LIST_WIDTH);
}

static void state_init(LayoutState *s, guint n_items) {
    *s = (LayoutState){
        .n_items = n_items,
        .selection = SPLIT_LAYOUT_NO_ITEM,
        .sidebar_visible = TRUE,
        .preferred_list_width = clamp_to_list_bounds(LIST_WIDTH),
        .focus = FOCUS_NONE,
    };
}

static Shown state_shown(const LayoutState *s) {
    if (!s->collapsed)
        return SHOW_SIDE_BY_SIDE;
    return s->shows_detail ? SHOW_STACKED_DETAIL : SHOW_STACKED_LIST;
}

static gboolean state_shows_back_button(const LayoutState *s) {
    return state_shown(s) == SHOW_STACKED_DETAIL;
}

static gboolean state_shows_sidebar_toggle(const LayoutState *s) { return !s->collapsed; }

static int state_list_column_width(const LayoutState *s) {
    int available = (s->has_width ? s->width : LARGEST_WIDTH) - DIVIDER_WIDTH;
    return clamp_list_width(s->preferred_list_width, available);
}

/* The item whose title the header shows, or NO_ITEM for the list's title (L3). */
static guint state_header_item(const LayoutState *s) {
    return state_shown(s) == SHOW_STACKED_DETAIL ? s->selection : SPLIT_LAYOUT_NO_ITEM;
}

static gboolean state_is_shown(const LayoutState *s, FocusTarget target) {
    Shown shown = state_shown(s);
    switch (target) {
    case FOCUS_LIST:
        return shown == SHOW_SIDE_BY_SIDE ? s->sidebar_visible : shown == SHOW_STACKED_LIST;
    case FOCUS_DETAIL:
        return shown != SHOW_STACKED_LIST;
    case FOCUS_BACK_BUTTON:
        return state_shows_back_button(s);
    case FOCUS_SIDEBAR_TOGGLE:
        return state_shows_sidebar_toggle(s);
    case FOCUS_NONE:
        break;
    }
    return FALSE;
}

static void state_apply_width(LayoutState *s, int width) {
    gboolean is_first_width = !s->has_width;
    s->has_width = TRUE;
    s->width = width;
    if (is_first_width) {
        /* The first width decides with no history; starting collapsed shows the list (L7). */
        s->collapsed = width < BREAKPOINT;
        s->shows_detail = FALSE;
    } else if (s->collapsed && width >= BREAKPOINT + HYSTERESIS) {
        s->collapsed = FALSE;
        s->shows_detail = FALSE;
    } else if (!s->collapsed && width < BREAKPOINT) {
        /* Collapsing with a selection shows the detail; without one, the list (L4). */
        s->collapsed = TRUE;
        s->shows_detail = s->selection != SPLIT_LAYOUT_NO_ITEM;
    }
}

static void state_select(LayoutState *s, guint item) {
    if (item < s->n_items)
        s->selection = item;
}

static void state_show_detail_page(LayoutState *s) {
    if (s->shows_detail)
        return;
    s->shows_detail = TRUE;
    if (s->focus != FOCUS_NONE)
        s->focus = FOCUS_DETAIL;
}

/* Selects `item` and shows its detail: a collapsed layout pushes the detail page. */
static void state_open(LayoutState *s, guint item) {
    if (item >= s->n_items)
        return;
    s->selection = item;
    if (s->collapsed)
        state_show_detail_page(s);
}

/* Clears the selection; a collapsed layout pops back to the list (L10). */
static void state_clear_selection(LayoutState *s) {
    s->selection = SPLIT_LAYOUT_NO_ITEM;
    s->shows_detail = FALSE;
}

static void state_handle(LayoutState *s, const Event *event) {
    switch (event->kind) {
    case EVENT_WIDTH_CHANGED:
        state_apply_width(s, CLAMP(event->number, 0, LARGEST_WIDTH));
        break;
    case EVENT_LIST_SELECTION_CHANGED:
        /* Collapsed, the list's own selection moves with arrow keys: focus only (L6). */
        if (s->collapsed)
            break;
        if (event->item != SPLIT_LAYOUT_NO_ITEM)
            state_select(s, event->item);
        else
            state_clear_selection(s);
        break;
    case EVENT_ITEM_ACTIVATED:
        state_open(s, event->item);
        break;
    case EVENT_BACK_REQUESTED:
        if (!s->collapsed || !s->shows_detail)
            break;
        state_clear_selection(s);
        s->focus = FOCUS_LIST;
        break;
    case EVENT_SELECTION_ASSIGNED:
        if (event->item == SPLIT_LAYOUT_NO_ITEM) {
            state_clear_selection(s);
            break;
        }
        state_open(s, event->item);
        break;
    case EVENT_SIDEBAR_VISIBILITY_REQUESTED:
        if (!s->collapsed)
            s->sidebar_visible = event->number != 0;
        break;
    case EVENT_DIVIDER_MOVED:
        s->preferred_list_width = clamp_to_list_bounds(event->number);
        break;
    case EVENT_FOCUS_MOVED:
        s->focus = event->focus;
        break;
    case EVENT_ITEMS_CHANGED:
        /* The selection stays on its item, wherever it moved; it clears when the item is
         * gone, which pops a collapsed layout to the list (L12, L10). */
        s->n_items = event->n_items;
        if (s->selection == SPLIT_LAYOUT_NO_ITEM)
            break;
        if (event->item < s->n_items)
            s->selection = event->item;
        else
            state_clear_selection(s);
        break;
    }
    /* Focus in a part no longer shown goes to the list, or the detail (L13). */
    if (s->focus != FOCUS_NONE && !state_is_shown(s, s->focus))
        s->focus = state_is_shown(s, FOCUS_LIST) ? FOCUS_LIST : FOCUS_DETAIL;
}

/* ---- Controller -------------------------------------------------------------------- */

typedef struct {
    gpointer instance;
    gulong id;
} OwnHandler;

enum { MAX_OWN_HANDLERS = 5 };

struct _SplitLayout {
    char *title;
    SplitLayoutDelegate delegate;
    SplitLayoutProbe probe;
    LayoutState state;

    guint app_selection; /* the app's selection binding */
    gboolean writing_selection_back;
    gboolean render_scheduled;
    gboolean has_installed;
    gboolean installed_stacked;
    GObject *shown_item; /* whose detail is shown (a reference); NULL: the placeholder or nothing */
    GtkWindow *window;

    /* Every widget, created once; the movable ones are held with a reference. */
    GtkWidget *root;
    GtkWidget *paned;
    GtkWidget *stack;
    GtkWidget *sidebar;
    GtkWidget *list;
    GtkWidget *detail_host;
    GtkWidget *placeholder;
    GtkWidget *header_bar;
    GtkWidget *title_label;
    GtkWidget *back_button;
    GtkWidget *sidebar_toggle;
    GtkSingleSelection *selection_model;
    GtkFilterListModel *filter_model;
    GtkStringFilter *search_filter;
    GtkWidget *search_entry;
    GtkWidget *scroller;
    GtkWidget *no_results;
    guint setups, binds, rows_built; /* the factory's signals and the app's row builder, counted */
    gboolean moving_item;            /* split_layout_move_item: the state follows once, at the end */

    OwnHandler own_handlers[MAX_OWN_HANDLERS];
    guint n_own_handlers;
};

static void render(SplitLayout *layout);

static void add_own_handler(SplitLayout *layout, gpointer instance, gulong id) {
    g_assert(layout->n_own_handlers < MAX_OWN_HANDLERS);
    layout->own_handlers[layout->n_own_handlers++] = (OwnHandler){instance, id};
}

/* The layout's own handlers are blocked while it changes widgets itself. */
static void block_own_handlers(SplitLayout *layout, gboolean block) {
    for (guint i = 0; i < layout->n_own_handlers; i++) {
        if (block)
            g_signal_handler_block(layout->own_handlers[i].instance, layout->own_handlers[i].id);
        else
            g_signal_handler_unblock(layout->own_handlers[i].instance, layout->own_handlers[i].id);
    }
}

static void handle(SplitLayout *layout, Event event) {
    state_handle(&layout->state, &event);
    render(layout);
}

static guint item_at(SplitLayout *layout, guint position) {
    return position < layout->state.n_items ? position : SPLIT_LAYOUT_NO_ITEM;
}

/* The app's item shown at `position` (a new reference), or NULL. */
static GObject *object_at(SplitLayout *layout, guint position) {
    if (position == SPLIT_LAYOUT_NO_ITEM)
        return NULL;
    return g_list_model_get_item(G_LIST_MODEL(layout->selection_model), position);
}

static gboolean is_inside(GtkWidget *widget, GtkWidget *container) {
    return widget == container || gtk_widget_is_ancestor(widget, container);
}

static gboolean contains_focus(GtkWidget *widget) {
    return (gtk_widget_get_state_flags(widget) & GTK_STATE_FLAG_FOCUS_WITHIN) != 0;
}

/* Focus to the widget or, when it is not focusable itself, into it. */
static gboolean grab_focus(GtkWidget *widget) {
    if (gtk_widget_grab_focus(widget) && contains_focus(widget))
        return TRUE;
    return gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD);
}

static void set_visible(GtkWidget *widget, gboolean visible) {
    if (gtk_widget_get_visible(widget) != visible)
        gtk_widget_set_visible(widget, visible);
}

static void set_paned_position(SplitLayout *layout, int position) {
    if (gtk_paned_get_position(GTK_PANED(layout->paned)) != position)
        gtk_paned_set_position(GTK_PANED(layout->paned), position);
}

static void set_root_child(SplitLayout *layout, GtkWidget *child) {
    if (twopane_width_bin_get_child(layout->root) == child)
        return;
    twopane_width_bin_set_child(layout->root, NULL);
    twopane_width_bin_set_child(layout->root, child);
}

static void set_paned_children(SplitLayout *layout, GtkWidget *start, GtkWidget *end) {
    GtkPaned *paned = GTK_PANED(layout->paned);
    if (gtk_paned_get_start_child(paned) != start)
        gtk_paned_set_start_child(paned, start);
    if (gtk_paned_get_end_child(paned) != end)
        gtk_paned_set_end_child(paned, end);
}

static void remove_stack_page(SplitLayout *layout, GtkWidget *child) {
    if (gtk_widget_get_parent(child) == layout->stack)
        gtk_stack_remove(GTK_STACK(layout->stack), child);
}

static void remove_all_children(GtkWidget *box) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(box)) != NULL)
        gtk_box_remove(GTK_BOX(box), child);
}

/* ---- Render ------------------------------------------------------------------------ */

/* Moves the list and detail columns into the stack or the paned; whether it moved them. */
static gboolean install_structure(SplitLayout *layout, gboolean stacked) {
    GtkWidget *sidebar = layout->sidebar, *detail = layout->detail_host;
    if (stacked && gtk_widget_get_parent(sidebar) != layout->stack) {
        set_paned_children(layout, NULL, NULL);
        gtk_stack_add_named(GTK_STACK(layout->stack), sidebar, "list");
        gtk_stack_add_named(GTK_STACK(layout->stack), detail, "detail");
        set_root_child(layout, layout->stack);
        return TRUE;
    }
    if (!stacked && gtk_widget_get_parent(sidebar) != layout->paned) {
        remove_stack_page(layout, sidebar);
        remove_stack_page(layout, detail);
        set_paned_children(layout, sidebar, detail);
        set_root_child(layout, layout->paned);
        return TRUE;
    }
    return FALSE;
}

static void set_stack_page(SplitLayout *layout, GtkWidget *page) {
    if (gtk_stack_get_visible_child(GTK_STACK(layout->stack)) != page)
        gtk_stack_set_visible_child(GTK_STACK(layout->stack), page);
}

/* Shows what the layout shows and hides the rest for real (L14). */
static void show_pages(SplitLayout *layout, const LayoutState *s) {
    switch (state_shown(s)) {
    case SHOW_SIDE_BY_SIDE:
        set_visible(layout->sidebar, s->sidebar_visible);
        set_visible(layout->detail_host, TRUE);
        break;
    case SHOW_STACKED_LIST:
        set_visible(layout->sidebar, TRUE);
        set_stack_page(layout, layout->sidebar);
        set_visible(layout->detail_host, FALSE);
        break;
    case SHOW_STACKED_DETAIL:
        set_visible(layout->detail_host, TRUE);
        set_stack_page(layout, layout->detail_host);
        set_visible(layout->sidebar, FALSE);
        break;
    }
}

static void render_header(SplitLayout *layout, const LayoutState *s) {
    set_visible(layout->back_button, state_shows_back_button(s));
    set_visible(layout->sidebar_toggle, state_shows_sidebar_toggle(s));
    GtkToggleButton *toggle = GTK_TOGGLE_BUTTON(layout->sidebar_toggle);
    if (gtk_toggle_button_get_active(toggle) != s->sidebar_visible)
        gtk_toggle_button_set_active(toggle, s->sidebar_visible);
    GObject *item = object_at(layout, state_header_item(s));
    const char *title = layout->title;
    if (item != NULL)
        title = layout->delegate.item_title(item, layout->delegate.user_data);
    GtkLabel *label = GTK_LABEL(layout->title_label);
    if (g_strcmp0(gtk_label_get_text(label), title) != 0)
        gtk_label_set_text(label, title);
    g_clear_object(&item);
}

/* The placeholder, or the detail of the item shown at `position`; a new widget only for a
 * different item (L8, L9): an item that moved keeps its detail. */
static void render_detail(SplitLayout *layout, guint position) {
    GtkWidget *host = layout->detail_host;
    GObject *item = object_at(layout, position);
    if (item == NULL) {
        if (layout->shown_item == NULL && gtk_widget_get_parent(layout->placeholder) == host)
            return;
        remove_all_children(host);
        gtk_box_append(GTK_BOX(host), layout->placeholder);
        g_clear_object(&layout->shown_item);
        return;
    }
    if (layout->shown_item == item) {
        g_object_unref(item);
        return;
    }
    GtkWidget *detail = layout->delegate.make_detail(item, layout->delegate.user_data);
    gtk_widget_set_hexpand(detail, TRUE);
    gtk_widget_set_vexpand(detail, TRUE);
    remove_all_children(host);
    gtk_box_append(GTK_BOX(host), detail);
    g_clear_object(&layout->shown_item);
    layout->shown_item = item;
}

static GtkWidget *widget_for(SplitLayout *layout, FocusTarget target) {
    switch (target) {
    case FOCUS_LIST:
        return layout->list;
    case FOCUS_DETAIL:
        return layout->detail_host;
    case FOCUS_BACK_BUTTON:
        return layout->back_button;
    case FOCUS_SIDEBAR_TOGGLE:
        return layout->sidebar_toggle;
    case FOCUS_NONE:
        break;
    }
    return NULL;
}

/* Focus stays on the same widget if it is still shown, else goes where the state says (L13). */
static void restore_focus(SplitLayout *layout, GtkWidget *remembered, FocusTarget target) {
    if (target == FOCUS_NONE)
        return;
    GtkWidget *part = widget_for(layout, target);
    if (remembered != NULL && is_inside(remembered, part) && gtk_widget_get_root(remembered) != NULL &&
        gtk_widget_is_drawable(remembered) && gtk_widget_grab_focus(remembered))
        return;
    if (contains_focus(part))
        return;
    grab_focus(part);
}

static void write_selection_back(SplitLayout *layout, guint selected) {
    if (layout->app_selection == selected)
        return;
    layout->writing_selection_back = TRUE;
    split_layout_assign_selection(layout, selected);
    layout->writing_selection_back = FALSE;
}

/* Shows the current state: computes every value, applies only what differs, with the
 * layout's own handlers blocked so these changes do not come back as events. */
static void render(SplitLayout *layout) {
    LayoutState state = layout->state;
    gboolean was_stacked = layout->has_installed && layout->installed_stacked;
    GtkWidget *remembered = layout->window != NULL ? gtk_window_get_focus(layout->window) : NULL;
    if (remembered != NULL)
        g_object_ref(remembered);

    block_own_handlers(layout, TRUE);
    gboolean moved = install_structure(layout, state.collapsed);
    show_pages(layout, &state);
    render_header(layout, &state);
    render_detail(layout, state.selection);
    GtkSingleSelection *selection = layout->selection_model;
    if (gtk_single_selection_get_selected(selection) != state.selection)
        gtk_single_selection_set_selected(selection, state.selection);
    if (!state.collapsed) {
        set_paned_position(layout, state_list_column_width(&state));
        guint selected = gtk_single_selection_get_selected(selection);
        if (was_stacked && selected != GTK_INVALID_LIST_POSITION && selected < state.n_items)
            /* L4: expanding shows the selected row */
            gtk_widget_activate_action(layout->list, "list.scroll-to-item", "u", selected);
    }
    restore_focus(layout, remembered, state.focus);
    layout->has_installed = TRUE;
    layout->installed_stacked = state.collapsed;
    twopane_width_bin_set_child_drawn(layout->root, TRUE);
    block_own_handlers(layout, FALSE);

    write_selection_back(layout, state.selection);
    if (remembered != NULL)
        g_object_unref(remembered);
    if (moved && layout->probe.structure_installed != NULL)
        layout->probe.structure_installed(state.collapsed, layout->probe.data);
}

/* The frame clock's layout pass is over: apply a pending structure change now, so the
 * clock lays out again and the same frame shows it (as the Swift layout does). */
static void layout_pass_done(GtkWidget *root, gpointer data) {
    SplitLayout *layout = data;
    (void)root;
    if (!layout->render_scheduled)
        return;
    layout->render_scheduled = FALSE;
    render(layout);
}

static void schedule_render(SplitLayout *layout) {
    layout->render_scheduled = TRUE;
}

/* ---- Events in --------------------------------------------------------------------- */

/* The width is known inside size allocation: decide now, change widgets once the layout
 * pass is over (still within this frame). */
static void allocated(GtkWidget *root, int width, int height, gpointer data) {
    SplitLayout *layout = data;
    (void)root;
    (void)height;
    if (layout->state.has_width && layout->state.width == width)
        return;
    gboolean was_collapsed = layout->state.collapsed;
    state_handle(&layout->state, &(Event){.kind = EVENT_WIDTH_CHANGED, .number = width});
    gboolean collapsed = layout->state.collapsed;
    if (collapsed != was_collapsed && layout->probe.collapse_decided != NULL)
        layout->probe.collapse_decided(collapsed, layout->probe.data);
    if (collapsed != was_collapsed || !layout->has_installed || layout->installed_stacked != collapsed) {
        twopane_width_bin_set_child_drawn(layout->root, FALSE);
        schedule_render(layout);
    } else if (!collapsed) {
        /* A property, not the tree: the paned is allocated right after this. */
        block_own_handlers(layout, TRUE);
        set_paned_position(layout, state_list_column_width(&layout->state));
        block_own_handlers(layout, FALSE);
    }
}

static void selection_changed(GtkSelectionModel *model, guint position, guint n_items, gpointer data) {
    SplitLayout *layout = data;
    (void)model;
    (void)position;
    (void)n_items;
    if (layout->probe.selection_changed != NULL)
        layout->probe.selection_changed(layout->probe.data);
    guint selected = gtk_single_selection_get_selected(layout->selection_model);
    handle(layout, (Event){.kind = EVENT_LIST_SELECTION_CHANGED, .item = item_at(layout, selected)});
}

static void list_activated(GtkListView *list, guint position, gpointer data) {
    SplitLayout *layout = data;
    (void)list;
    guint item = item_at(layout, position);
    if (item != SPLIT_LAYOUT_NO_ITEM)
        handle(layout, (Event){.kind = EVENT_ITEM_ACTIVATED, .item = item});
}

/* A single primary click on a row; expanded, the list's own selection already follows it. */
static void row_released(GtkGestureClick *gesture, int n_press, double x, double y, gpointer data) {
    SplitLayout *layout = data;
    (void)x;
    (void)y;
    if (n_press != 1)
        return;
    GtkWidget *host = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture));
    GtkListItem *list_item = g_object_get_data(G_OBJECT(host), "twopane-list-item");
    guint position = gtk_list_item_get_position(list_item);
    if (position == GTK_INVALID_LIST_POSITION || !layout->state.collapsed)
        return;
    guint item = item_at(layout, position);
    if (item != SPLIT_LAYOUT_NO_ITEM)
        handle(layout, (Event){.kind = EVENT_ITEM_ACTIVATED, .item = item});
}

static void back_clicked(GtkButton *button, gpointer data) {
    (void)button;
    handle(data, (Event){.kind = EVENT_BACK_REQUESTED});
}

static void sidebar_toggled(GtkToggleButton *toggle, gpointer data) {
    handle(data, (Event){.kind = EVENT_SIDEBAR_VISIBILITY_REQUESTED,
                         .number = gtk_toggle_button_get_active(toggle)});
}

/* The divider moved: by the user's drag, unless GTK moved it while allocating. */
static void divider_moved(GObject *paned, GParamSpec *pspec, gpointer data) {
    SplitLayout *layout = data;
    (void)pspec;
    if (twopane_width_bin_is_allocating(layout->root) || layout->state.collapsed ||
        gtk_paned_get_start_child(GTK_PANED(paned)) == NULL)
        return;
    handle(layout, (Event){.kind = EVENT_DIVIDER_MOVED, .number = gtk_paned_get_position(GTK_PANED(paned))});
}

static FocusTarget focus_target(SplitLayout *layout) {
    GtkWidget *focused = layout->window != NULL ? gtk_window_get_focus(layout->window) : NULL;
    if (focused == NULL)
        return FOCUS_NONE;
    if (is_inside(focused, layout->sidebar))
        return FOCUS_LIST;
    if (is_inside(focused, layout->detail_host))
        return FOCUS_DETAIL;
    if (is_inside(focused, layout->back_button))
        return FOCUS_BACK_BUTTON;
    if (is_inside(focused, layout->sidebar_toggle))
        return FOCUS_SIDEBAR_TOGGLE;
    return FOCUS_NONE;
}

static void focus_changed(GObject *window, GParamSpec *pspec, gpointer data) {
    SplitLayout *layout = data;
    (void)window;
    (void)pspec;
    handle(layout, (Event){.kind = EVENT_FOCUS_MOVED, .focus = focus_target(layout)});
}

/* Back, from a key or the mouse; whether there was anywhere to go back to. */
static gboolean go_back(SplitLayout *layout) {
    if (!state_shows_back_button(&layout->state))
        return FALSE;
    handle(layout, (Event){.kind = EVENT_BACK_REQUESTED});
    return TRUE;
}

static void back_gesture_pressed(GtkGestureClick *gesture, int n_press, double x, double y, gpointer data) {
    (void)gesture;
    (void)n_press;
    (void)x;
    (void)y;
    go_back(data);
}

static gboolean back_shortcut(GtkWidget *widget, GVariant *args, gpointer data) {
    (void)widget;
    (void)args;
    return go_back(data);
}

static gboolean back_shortcut_ltr(GtkWidget *widget, GVariant *args, gpointer data) {
    SplitLayout *layout = data;
    (void)args;
    if (gtk_widget_get_direction(layout->root) == GTK_TEXT_DIR_RTL)
        return FALSE;
    return back_shortcut(widget, args, data);
}

static gboolean back_shortcut_rtl(GtkWidget *widget, GVariant *args, gpointer data) {
    SplitLayout *layout = data;
    (void)args;
    if (gtk_widget_get_direction(layout->root) != GTK_TEXT_DIR_RTL)
        return FALSE;
    return back_shortcut(widget, args, data);
}

/* F9; whether the sidebar could be toggled (not while collapsed). */
static gboolean sidebar_shortcut(GtkWidget *widget, GVariant *args, gpointer data) {
    SplitLayout *layout = data;
    (void)widget;
    (void)args;
    if (!state_shows_sidebar_toggle(&layout->state))
        return FALSE;
    handle(layout, (Event){.kind = EVENT_SIDEBAR_VISIBILITY_REQUESTED, .number = !layout->state.sidebar_visible});
    return TRUE;
}

/* Ctrl+F: focuses the search field while the list is shown; whether it did. */
static gboolean search_shortcut(GtkWidget *widget, GVariant *args, gpointer data) {
    SplitLayout *layout = data;
    (void)widget;
    (void)args;
    if (!state_is_shown(&layout->state, FOCUS_LIST))
        return FALSE;
    return gtk_widget_grab_focus(layout->search_entry);
}

static void add_shortcut(GtkWidget *widget, const char *trigger, GtkShortcutFunc func, gpointer data) {
    GtkEventController *controller = gtk_shortcut_controller_new();
    gtk_shortcut_controller_set_scope(GTK_SHORTCUT_CONTROLLER(controller), GTK_SHORTCUT_SCOPE_GLOBAL);
    GtkShortcut *shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger),
                                             gtk_callback_action_new(func, data, NULL));
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(controller), shortcut);
    gtk_widget_add_controller(widget, controller);
}

/* ---- Rows -------------------------------------------------------------------------- */

/* Each list item gets a box GTK recycles; the app's row widget for the bound item goes in. */
static void setup_row(GtkSignalListItemFactory *factory, GObject *object, gpointer data) {
    SplitLayout *layout = data;
    GtkListItem *list_item = GTK_LIST_ITEM(object);
    (void)factory;
    layout->setups++;
    GtkWidget *host = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    GtkGesture *click = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(click), 1);
    gtk_widget_add_controller(host, GTK_EVENT_CONTROLLER(click));
    gtk_list_item_set_child(list_item, host);
    g_object_set_data(G_OBJECT(host), "twopane-list-item", list_item);
    g_signal_connect(click, "released", G_CALLBACK(row_released), data);
}

#define ROW_ITEM_KEY "twopane-row-item"

/* Binds a row: builds the app's row for the item, unless the host holds that item's row
 * already. GTK 4.8 unbinds and binds again every row whose position changed (items
 * inserted or removed above it): such a row keeps its widget, as in Trails. */
static void bind_row(GtkSignalListItemFactory *factory, GObject *object, gpointer data) {
    SplitLayout *layout = data;
    GtkListItem *list_item = GTK_LIST_ITEM(object);
    (void)factory;
    layout->binds++;
    GtkWidget *host = gtk_list_item_get_child(list_item);
    GObject *item = gtk_list_item_get_item(list_item);
    GtkWidget *row = gtk_widget_get_first_child(host);
    if (row != NULL && item != NULL && g_object_get_data(G_OBJECT(host), ROW_ITEM_KEY) == item)
        return;
    if (row != NULL)
        gtk_box_remove(GTK_BOX(host), row);
    if (item != NULL) {
        row = layout->delegate.make_row(item, layout->delegate.user_data);
        layout->rows_built++;
    } else {
        row = gtk_label_new("");
    }
    /* The host keeps its item alive while it holds its row, so the address stands for it. */
    if (item != NULL)
        g_object_set_data_full(G_OBJECT(host), ROW_ITEM_KEY, g_object_ref(item), g_object_unref);
    else
        g_object_set_data(G_OBJECT(host), ROW_ITEM_KEY, NULL);
    gtk_widget_set_hexpand(row, TRUE);
    gtk_box_append(GTK_BOX(host), row);
}

/* The row keeps its widget: the same item may be bound again at once (see bind_row). */
static void unbind_row(GtkSignalListItemFactory *factory, GObject *object, gpointer data) {
    (void)factory;
    (void)object;
    (void)data;
}

/* "No results" instead of the list when a finished search matched nothing. */
static void show_no_results(SplitLayout *layout) {
    gboolean nothing_found = gtk_string_filter_get_search(layout->search_filter) != NULL &&
                             gtk_filter_list_model_get_pending(layout->filter_model) == 0 &&
                             g_list_model_get_n_items(G_LIST_MODEL(layout->filter_model)) == 0;
    set_visible(layout->no_results, nothing_found);
    set_visible(layout->scroller, !nothing_found);
}

/* The shown items changed (the app changed its items, or the search shows others): the
 * state follows; the selection model has moved its selection with its item already. */
static void shown_items_changed(GListModel *model, guint position, guint removed, guint added, gpointer data) {
    SplitLayout *layout = data;
    (void)position;
    (void)removed;
    (void)added;
    if (layout->moving_item)
        return;
    guint selected = gtk_single_selection_get_selected(layout->selection_model);
    show_no_results(layout);
    handle(layout, (Event){.kind = EVENT_ITEMS_CHANGED,
                           .n_items = g_list_model_get_n_items(model),
                           .item = selected == GTK_INVALID_LIST_POSITION ? SPLIT_LAYOUT_NO_ITEM : selected});
}

static void search_pending_changed(GObject *model, GParamSpec *pspec, gpointer data) {
    (void)model;
    (void)pspec;
    show_no_results(data);
}

/* The search field's text changed (once typing paused: GtkSearchEntry's search delay). */
static void search_changed(GtkSearchEntry *entry, gpointer data) {
    SplitLayout *layout = data;
    const char *text = gtk_editable_get_text(GTK_EDITABLE(entry));
    gtk_string_filter_set_search(layout->search_filter, text[0] != '\0' ? text : NULL);
    show_no_results(layout);
}

/* Escape in the search field: clears it, or, empty, goes back. */
static void stop_search(GtkSearchEntry *entry, gpointer data) {
    if (gtk_editable_get_text(GTK_EDITABLE(entry))[0] == '\0')
        go_back(data);
    else
        gtk_editable_set_text(GTK_EDITABLE(entry), "");
}

/* The list: the app's items through the search's filter (incremental, so a million items
 * never block the main loop for long) into the selection. */
static GtkWidget *make_list(SplitLayout *layout, GListModel *items, GtkExpression *search_text) {
    layout->search_filter = gtk_string_filter_new(search_text);
    gtk_string_filter_set_ignore_case(layout->search_filter, TRUE);
    gtk_string_filter_set_match_mode(layout->search_filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
    layout->filter_model = gtk_filter_list_model_new(g_object_ref(items), g_object_ref(GTK_FILTER(layout->search_filter)));
    gtk_filter_list_model_set_incremental(layout->filter_model, TRUE);
    /* A selection that starts empty and may be emptied again; it owns the filter model. */
    layout->selection_model = gtk_single_selection_new(g_object_ref(G_LIST_MODEL(layout->filter_model)));
    gtk_single_selection_set_autoselect(layout->selection_model, FALSE);
    gtk_single_selection_set_can_unselect(layout->selection_model, TRUE);
    gtk_single_selection_set_selected(layout->selection_model, GTK_INVALID_LIST_POSITION);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), layout);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), layout);
    g_signal_connect(factory, "unbind", G_CALLBACK(unbind_row), layout);
    /* The list view takes the selection and factory; we keep a reference to the selection. */
    g_object_ref(layout->selection_model);
    return gtk_list_view_new(GTK_SELECTION_MODEL(layout->selection_model), factory);
}

/* "Nothing selected" with the sidebar icon (L8). */
static GtkWidget *make_placeholder(void) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_halign(box, GTK_ALIGN_CENTER);
    gtk_widget_set_valign(box, GTK_ALIGN_CENTER);
    gtk_widget_set_hexpand(box, TRUE);
    gtk_widget_set_vexpand(box, TRUE);
    GtkWidget *icon = gtk_image_new_from_icon_name("sidebar-show-symbolic");
    gtk_image_set_pixel_size(GTK_IMAGE(icon), 64);
    gtk_widget_add_css_class(icon, "dim-label");
    GtkWidget *label = gtk_label_new("Nothing selected");
    gtk_label_set_markup(GTK_LABEL(label), "<span size=\"x-large\" weight=\"bold\">Nothing selected</span>");
    gtk_widget_add_css_class(label, "dim-label");
    gtk_box_append(GTK_BOX(box), icon);
    gtk_box_append(GTK_BOX(box), label);
    gtk_widget_add_css_class(box, "twopane-placeholder");
    return box;
}

static GtkWidget *held(GtkWidget *widget) { return g_object_ref_sink(widget); }

static void set_accessible_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* ---- Public ------------------------------------------------------------------------ */

SplitLayout *split_layout_new(const char *title, GListModel *items, GtkExpression *search_text,
                              const SplitLayoutDelegate *delegate) {
    SplitLayout *layout = g_new0(SplitLayout, 1);
    layout->title = g_strdup(title);
    layout->delegate = *delegate;
    state_init(&layout->state, g_list_model_get_n_items(items));
    layout->app_selection = SPLIT_LAYOUT_NO_ITEM;

    layout->list = held(make_list(layout, items, search_text));
    layout->root = held(twopane_width_bin_new());
    layout->paned = held(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL));
    gtk_paned_set_resize_start_child(GTK_PANED(layout->paned), FALSE);
    gtk_paned_set_resize_end_child(GTK_PANED(layout->paned), TRUE);
    gtk_paned_set_shrink_start_child(GTK_PANED(layout->paned), FALSE);
    gtk_paned_set_shrink_end_child(GTK_PANED(layout->paned), FALSE);
    layout->stack = held(gtk_stack_new());
    gtk_stack_set_hhomogeneous(GTK_STACK(layout->stack), FALSE);
    gtk_stack_set_vhomogeneous(GTK_STACK(layout->stack), FALSE);
    /* The list column, as Trails': the search field, the scrolled list, "No results" (hidden). */
    layout->sidebar = held(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0));
    GtkWidget *search_entry = layout->search_entry = gtk_search_entry_new();
    g_object_set(search_entry, "placeholder-text", "Search Trails", NULL);
    gtk_widget_set_margin_top(search_entry, 6);
    gtk_widget_set_margin_bottom(search_entry, 6);
    gtk_widget_set_margin_start(search_entry, 6);
    gtk_widget_set_margin_end(search_entry, 6);
    GtkWidget *scroller = layout->scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_widget_set_vexpand(scroller, TRUE);
    GtkWidget *no_results = layout->no_results = gtk_label_new("No results");
    gtk_widget_add_css_class(no_results, "dim-label");
    gtk_widget_set_vexpand(no_results, TRUE);
    gtk_widget_set_visible(no_results, FALSE);
    gtk_box_append(GTK_BOX(layout->sidebar), search_entry);
    gtk_box_append(GTK_BOX(layout->sidebar), scroller);
    gtk_box_append(GTK_BOX(layout->sidebar), no_results);
    layout->detail_host = held(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0));
    layout->header_bar = held(gtk_header_bar_new());
    layout->title_label = gtk_label_new("");
    layout->back_button = gtk_button_new_from_icon_name("go-previous-symbolic");
    set_accessible_label(layout->back_button, "Back");
    layout->sidebar_toggle = gtk_toggle_button_new();
    gtk_button_set_icon_name(GTK_BUTTON(layout->sidebar_toggle), "sidebar-show-symbolic");
    set_accessible_label(layout->sidebar_toggle, "Show Sidebar");
    GtkGesture *back_gesture = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(back_gesture), 8);

    set_accessible_label(layout->list, title);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), layout->list);
    gtk_widget_set_size_request(layout->sidebar, MIN_LIST_WIDTH, -1);
    gtk_widget_add_css_class(layout->sidebar, "twopane-sidebar");
    gtk_widget_set_hexpand(layout->detail_host, TRUE);
    gtk_widget_set_vexpand(layout->detail_host, TRUE);
    gtk_widget_set_size_request(layout->detail_host, MIN_DETAIL_WIDTH, -1);
    gtk_widget_add_css_class(layout->detail_host, "twopane-detail");
    layout->placeholder = held(make_placeholder());
    gtk_paned_set_position(GTK_PANED(layout->paned), clamp_to_list_bounds(LIST_WIDTH));
    gtk_widget_add_controller(layout->root, GTK_EVENT_CONTROLLER(back_gesture));
    gtk_widget_add_css_class(layout->title_label, "title");
    gtk_label_set_ellipsize(GTK_LABEL(layout->title_label), PANGO_ELLIPSIZE_END);
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(layout->header_bar), layout->title_label);
    gtk_widget_set_tooltip_text(layout->back_button, "Back");
    gtk_widget_set_tooltip_text(layout->sidebar_toggle, "Show Sidebar (F9)");
    gtk_header_bar_pack_start(GTK_HEADER_BAR(layout->header_bar), layout->back_button);
    gtk_header_bar_pack_start(GTK_HEADER_BAR(layout->header_bar), layout->sidebar_toggle);

    add_own_handler(layout, layout->selection_model,
                    g_signal_connect(layout->selection_model, "selection-changed",
                                     G_CALLBACK(selection_changed), layout));
    add_own_handler(layout, layout->list,
                    g_signal_connect(layout->list, "activate", G_CALLBACK(list_activated), layout));
    g_signal_connect(layout->back_button, "clicked", G_CALLBACK(back_clicked), layout);
    add_own_handler(layout, layout->sidebar_toggle,
                    g_signal_connect(layout->sidebar_toggle, "toggled", G_CALLBACK(sidebar_toggled), layout));
    add_own_handler(layout, layout->paned,
                    g_signal_connect(layout->paned, "notify::position", G_CALLBACK(divider_moved), layout));
    g_signal_connect(back_gesture, "pressed", G_CALLBACK(back_gesture_pressed), layout);
    g_signal_connect(layout->selection_model, "items-changed", G_CALLBACK(shown_items_changed), layout);
    g_signal_connect(layout->filter_model, "notify::pending", G_CALLBACK(search_pending_changed), layout);
    g_signal_connect(search_entry, "search-changed", G_CALLBACK(search_changed), layout);
    g_signal_connect(search_entry, "stop-search", G_CALLBACK(stop_search), layout);
    g_signal_connect(layout->root, "allocated", G_CALLBACK(allocated), layout);
    g_signal_connect(layout->root, "layout-pass-done", G_CALLBACK(layout_pass_done), layout);

    render(layout);
    return layout;
}

void split_layout_attach(SplitLayout *layout, GtkWindow *window) {
    layout->window = window;
    gtk_window_set_titlebar(window, layout->header_bar);
    gtk_window_set_child(window, layout->root);
    add_own_handler(layout, window,
                    g_signal_connect(window, "notify::focus-widget", G_CALLBACK(focus_changed), layout));
    add_shortcut(layout->root, "F9", sidebar_shortcut, layout);
    add_shortcut(layout->root, "Escape", back_shortcut, layout);
    add_shortcut(layout->root, "<Alt>Left", back_shortcut_ltr, layout);
    add_shortcut(layout->root, "<Alt>Right", back_shortcut_rtl, layout);
    add_shortcut(layout->root, "<Control>f", search_shortcut, layout);
    render(layout);
}

void split_layout_assign_selection(SplitLayout *layout, guint position) {
    if (layout->app_selection == position)
        return;
    layout->app_selection = position;
    if (!layout->writing_selection_back)
        handle(layout, (Event){.kind = EVENT_SELECTION_ASSIGNED, .item = position});
}

void split_layout_move_item(SplitLayout *layout, GListStore *store, guint from, guint to) {
    GListModel *items = G_LIST_MODEL(store);
    guint n = g_list_model_get_n_items(items);
    g_return_if_fail(from < n && to < n);
    g_return_if_fail(gtk_string_filter_get_search(layout->search_filter) == NULL);
    if (from == to)
        return;
    GObject *item = g_list_model_get_item(items, from);
    gboolean selected = gtk_single_selection_get_selected(layout->selection_model) == from;
    layout->moving_item = TRUE;
    block_own_handlers(layout, TRUE);
    g_list_store_splice(store, from, 1, NULL, 0);
    g_list_store_splice(store, to, 0, (gpointer *)&item, 1);
    if (selected)
        gtk_single_selection_set_selected(layout->selection_model, to);
    block_own_handlers(layout, FALSE);
    layout->moving_item = FALSE;
    g_object_unref(item);
    shown_items_changed(G_LIST_MODEL(layout->selection_model), MIN(from, to), 0, 0, layout);
}

void split_layout_set_probe(SplitLayout *layout, const SplitLayoutProbe *probe) { layout->probe = *probe; }

GtkWidget *split_layout_get_list(SplitLayout *layout) { return layout->list; }

GtkWidget *split_layout_get_header_bar(SplitLayout *layout) { return layout->header_bar; }

GtkSingleSelection *split_layout_get_selection_model(SplitLayout *layout) { return layout->selection_model; }

gboolean split_layout_is_collapsed(SplitLayout *layout) { return layout->state.collapsed; }

gboolean split_layout_is_transition_running(SplitLayout *layout) {
    return gtk_stack_get_transition_running(GTK_STACK(layout->stack));
}

GtkWidget *split_layout_get_search_entry(SplitLayout *layout) { return layout->search_entry; }

const char *split_layout_get_search(SplitLayout *layout) { return gtk_string_filter_get_search(layout->search_filter); }

gboolean split_layout_is_search_settled(SplitLayout *layout) {
    return gtk_filter_list_model_get_pending(layout->filter_model) == 0;
}

GObject *split_layout_get_shown_item(SplitLayout *layout) { return layout->shown_item; }

void split_layout_get_row_counts(SplitLayout *layout, guint *setups, guint *binds, guint *rows_built) {
    *setups = layout->setups;
    *binds = layout->binds;
    *rows_built = layout->rows_built;
}
