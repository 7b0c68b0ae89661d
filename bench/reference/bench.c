/* The benchmark driver: bench/PROTOCOL.md is the contract, this is one implementation.
 *
 * Everything happens on the GTK main thread. Each step (a resize, a selection, a page move,
 * an insertion, a key) is issued from an idle callback added by the frame clock's
 * after-paint handler, so it starts after the previous frame was painted; a sample ends in
 * the after-paint of the frame that presents its result. */
#include "bench.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trail-item.h"

#define DEFAULT_COUNT 200
#define MAX_COUNT 1000000
#define NARROW_WIDTH 480
#define WIDE_WIDTH 1000
#define WINDOW_HEIGHT 700
#define FRAME_BUDGET_US 16700 /* a frame interval above this counts as dropped */
#define STALL_SECONDS 10
#define DEFAULT_QUERY "alps"
#define TICK_MS 1 /* type-query: the period of the high-priority timeout that watches for blocks */

typedef struct {
    BenchConfig config;
    GtkWindow *window;
    SplitLayout *layout;
    GdkFrameClock *clock;
    gboolean first_frame_seen;
    gboolean begun; /* the first idle after the first frame ran */
    GArray *samples; /* gint64 microseconds */
    GArray *visible; /* crossings: to the first frame painted with nothing moving */
    guint steps;     /* steps issued */
    gint64 last_progress;

    /* crossings and selections: a sample runs from t0 to the after-paint that presents it */
    gint64 t0;
    gboolean waiting_t0;
    gboolean expect_collapsed;
    gboolean waiting_structure;
    gboolean waiting_paint;
    gboolean waiting_visible;
    gboolean preparing; /* detail crossings: the first item selected, its frame not painted yet */

    /* selections */
    guint next_k;

    /* scroll */
    GtkShortcut *page_down;
    gboolean focusing;
    gint64 first_paint; /* the frame before the first page move */
    gint64 last_paint;

    /* insert-top */
    GListStore *items;
    guint middle;        /* the row selected and scrolled to before the first insertion */
    guint n_before;      /* items before the first insertion */
    GObject *selected;   /* the selected item, whose detail stays */
    GArray *calls;       /* gint64: the g_list_store_splice call alone */
    GArray *updates;     /* gint64: making the new item, before the call */
    GArray *rows_built;  /* gint64 per step: the app's row builder calls, the factory's binds and setups */
    GArray *binds;
    GArray *setups;
    guint counts_before[3];

    /* type-query */
    GtkWidget *entry;
    guint keys;          /* keys typed */
    char *typed;         /* the query so far */
    gboolean key_active; /* from a key's start to the frame that shows its complete result */
    gboolean first_seen;
    gboolean settle_frame_requested;
    gint64 last_tick;
    gint64 longest_block;
    guint last_shown;    /* rows shown at the last tick: a change is progress */
    GArray *first_matches, *complete, *blocks, *matches, *key_rows_built;

    /* task-start: a button whose "clicked" handler defers work to the main loop */
    GtkWidget *button;
} Bench;

static Bench bench;

static const char *mode_name(BenchMode mode) {
    switch (mode) {
    case BENCH_STARTUP:
        return "startup";
    case BENCH_CROSSINGS:
        return "crossings";
    case BENCH_SELECTIONS:
        return "selections";
    case BENCH_SCROLL:
        return "scroll";
    case BENCH_DETAIL_CROSSINGS:
        return "detail-crossings";
    case BENCH_MEMORY:
        return "memory";
    case BENCH_INSERT_TOP:
        return "insert-top";
    case BENCH_TYPE_QUERY:
        return "type-query";
    case BENCH_TASK_START:
        return "task-start";
    case BENCH_CROSSINGS_YIELDING:
        return "crossings-yielding";
    case BENCH_UPDATE_OPEN:
        return "update-open";
    case BENCH_TYPE_SAVE:
        return "type-save";
    case BENCH_NONE:
        break;
    }
    return "none";
}

gboolean bench_config_from_environment(BenchConfig *config, char **error_message) {
    const char *mode = g_getenv("TWOPANE_BENCH");
    const char *count = g_getenv("TWOPANE_BENCH_COUNT");
    const char *query = g_getenv("TWOPANE_BENCH_QUERY");
    config->mode = BENCH_NONE;
    config->count = DEFAULT_COUNT;
    g_strlcpy(config->query, DEFAULT_QUERY, sizeof config->query);
    if (mode == NULL || *mode == '\0')
        return TRUE;
    for (BenchMode m = BENCH_STARTUP; m <= BENCH_TYPE_SAVE; m++)
        if (g_str_equal(mode, mode_name(m)))
            config->mode = m;
    if (config->mode == BENCH_NONE) {
        *error_message = g_strdup_printf("TWOPANE_BENCH: unknown mode '%s' (startup, memory, crossings, "
                                         "detail-crossings, selections, scroll, insert-top, type-query, task-start, "
                                         "crossings-yielding, update-open or type-save)",
                                         mode);
        return FALSE;
    }
    if (query != NULL) {
        gsize length = strlen(query);
        gboolean printable = length >= 1 && length <= BENCH_MAX_QUERY;
        for (gsize i = 0; printable && i < length; i++)
            printable = query[i] >= 0x20 && query[i] <= 0x7e;
        if (!printable) {
            *error_message = g_strdup_printf("TWOPANE_BENCH_QUERY: '%s' is not 1 to %d printable ASCII characters",
                                             query, BENCH_MAX_QUERY);
            return FALSE;
        }
        g_strlcpy(config->query, query, sizeof config->query);
    }
    guint64 n = DEFAULT_COUNT;
    if (count != NULL && !g_ascii_string_to_unsigned(count, 10, 1, MAX_COUNT, &n, NULL)) {
        *error_message = g_strdup_printf("TWOPANE_BENCH_COUNT: '%s' is not a count from 1 to %d", count, MAX_COUNT);
        return FALSE;
    }
    config->count = (guint)n;
    return TRUE;
}

G_GNUC_NORETURN static void fail(const char *message) {
    fprintf(stderr, "trails-reference: %s benchmark: %s\n", mode_name(bench.config.mode), message);
    exit(1);
}

void bench_append_samples(GString *json, const char *name, GArray *samples) {
    g_string_append_printf(json, "\"%s\":[", name);
    for (guint i = 0; i < samples->len; i++)
        g_string_append_printf(json, "%s%" G_GINT64_FORMAT, i > 0 ? "," : "", g_array_index(samples, gint64, i));
    g_string_append_c(json, ']');
}

/* Prints the one JSON line and exits. */
G_GNUC_NORETURN static void finish(void) {
    GString *json = g_string_new("{");
    switch (bench.config.mode) {
    case BENCH_CROSSINGS:
    case BENCH_DETAIL_CROSSINGS:
    case BENCH_CROSSINGS_YIELDING:
        g_string_append(json, "\"metric\":\"crossing\",\"unit\":\"us\",");
        bench_append_samples(json, "samples", bench.samples);
        g_string_append_c(json, ',');
        bench_append_samples(json, "visible", bench.visible);
        break;
    case BENCH_SELECTIONS:
        g_string_append(json, "\"metric\":\"selection\",\"unit\":\"us\",");
        bench_append_samples(json, "samples", bench.samples);
        break;
    case BENCH_TASK_START:
        g_string_append(json, "\"metric\":\"task-start\",\"unit\":\"us\",");
        bench_append_samples(json, "samples", bench.samples);
        break;
    case BENCH_SCROLL: {
        guint dropped = 0;
        for (guint i = 0; i < bench.samples->len; i++)
            dropped += g_array_index(bench.samples, gint64, i) > FRAME_BUDGET_US;
        g_string_append_printf(json, "\"metric\":\"scroll\",\"unit\":\"us\",\"pages\":%u,\"total\":%" G_GINT64_FORMAT ",",
                               bench.steps, bench.last_paint - bench.first_paint);
        bench_append_samples(json, "frame_intervals", bench.samples);
        guint selected = gtk_single_selection_get_selected(split_layout_get_selection_model(bench.layout));
        g_string_append_printf(json, ",\"dropped\":%u,\"selected\":%d", dropped,
                               selected == GTK_INVALID_LIST_POSITION ? -1 : (int)selected);
        break;
    }
    case BENCH_INSERT_TOP:
        g_string_append(json, "\"metric\":\"insert-top\",\"unit\":\"us\",");
        bench_append_samples(json, "samples", bench.samples);
        g_string_append_c(json, ',');
        bench_append_samples(json, "calls", bench.calls);
        g_string_append_c(json, ',');
        bench_append_samples(json, "updates", bench.updates);
        g_string_append_c(json, ',');
        bench_append_samples(json, "rows_built", bench.rows_built);
        g_string_append_c(json, ',');
        bench_append_samples(json, "binds", bench.binds);
        g_string_append_c(json, ',');
        bench_append_samples(json, "setups", bench.setups);
        break;
    case BENCH_TYPE_QUERY:
        /* The query is printable ASCII: only quotes and backslashes need escaping. */
        g_string_append(json, "\"metric\":\"type-query\",\"unit\":\"us\",\"query\":\"");
        for (const char *c = bench.config.query; *c != '\0'; c++) {
            if (*c == '"' || *c == '\\')
                g_string_append_c(json, '\\');
            g_string_append_c(json, *c);
        }
        g_string_append(json, "\",");
        bench_append_samples(json, "longest_block", bench.blocks);
        g_string_append_c(json, ',');
        bench_append_samples(json, "first_matches", bench.first_matches);
        g_string_append_c(json, ',');
        bench_append_samples(json, "complete", bench.complete);
        g_string_append_c(json, ',');
        bench_append_samples(json, "matches", bench.matches);
        g_string_append_c(json, ',');
        bench_append_samples(json, "rows_built", bench.key_rows_built);
        break;
    case BENCH_STARTUP:
    case BENCH_MEMORY:
    case BENCH_UPDATE_OPEN: /* bench-notes.c */
    case BENCH_TYPE_SAVE:
    case BENCH_NONE:
        break;
    }
    g_string_append(json, "}\n");
    fputs(json->str, stdout);
    fflush(stdout);
    exit(0);
}

static void add_sample(gint64 microseconds) {
    g_array_append_val(bench.samples, microseconds);
    bench.last_progress = g_get_monotonic_time();
}

static gboolean is_crossing_mode(void) {
    return bench.config.mode == BENCH_CROSSINGS || bench.config.mode == BENCH_DETAIL_CROSSINGS ||
           bench.config.mode == BENCH_CROSSINGS_YIELDING;
}

static void schedule_step(void);

/* So a frame follows a step even when the step changed nothing on screen. */
static void request_frame(void) { gdk_frame_clock_request_phase(bench.clock, GDK_FRAME_CLOCK_PHASE_PAINT); }

/* ---- crossings --------------------------------------------------------------------- */

static void crossing_step(void) {
    if (bench.steps == bench.config.count)
        finish();
    bench.expect_collapsed = bench.steps % 2 == 0; /* narrow first */
    bench.waiting_t0 = TRUE;
    bench.steps++;
    gtk_window_set_default_size(bench.window, bench.expect_collapsed ? NARROW_WIDTH : WIDE_WIDTH, WINDOW_HEIGHT);
}

static void on_collapse_decided(gboolean collapsed, gpointer data) {
    (void)data;
    if (!bench.waiting_t0 || collapsed != bench.expect_collapsed)
        return;
    bench.t0 = g_get_monotonic_time();
    bench.waiting_t0 = FALSE;
    bench.waiting_structure = TRUE;
}

static void on_structure_installed(gboolean stacked, gpointer data) {
    (void)data;
    if (!bench.waiting_structure || stacked != bench.expect_collapsed)
        return;
    bench.waiting_structure = FALSE;
    bench.waiting_paint = TRUE;
}

/* ---- selections -------------------------------------------------------------------- */

static void selection_step(void) {
    if (bench.samples->len == bench.config.count)
        finish();
    GtkSingleSelection *selection = split_layout_get_selection_model(bench.layout);
    guint n = g_list_model_get_n_items(G_LIST_MODEL(selection));
    guint target = bench.next_k++ % n;
    if (target == gtk_single_selection_get_selected(selection))
        target = bench.next_k++ % n; /* not the same row again */
    bench.waiting_t0 = TRUE;
    bench.steps++;
    gtk_single_selection_set_selected(selection, target);
    if (bench.waiting_t0)
        fail("selecting a row did not reach the layout's selection-changed handler");
    bench.waiting_paint = TRUE;
    request_frame();
}

static void on_selection_changed(gpointer data) {
    (void)data;
    if (!bench.waiting_t0)
        return;
    bench.t0 = g_get_monotonic_time();
    bench.waiting_t0 = FALSE;
}

/* ---- task-start -------------------------------------------------------------------- */

/* A sample runs from the "clicked" handler to the deferred work's first line. */
static gboolean task_ran(gpointer data) {
    (void)data;
    add_sample(g_get_monotonic_time() - bench.t0);
    schedule_step();
    return G_SOURCE_REMOVE;
}

static void on_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (void)data;
    bench.t0 = g_get_monotonic_time();
    g_idle_add(task_ran, NULL);
}

static void task_step(void) {
    if (bench.samples->len == bench.config.count)
        finish();
    bench.steps++;
    g_signal_emit_by_name(bench.button, "clicked");
}

/* crossings-yielding: a C program's cooperative loop, an idle callback that asks to run again
 * on every turn of the main loop, as the Swift program's main-actor task that loops on
 * `await Task.yield()`. */
static gboolean keep_yielding(gpointer data) {
    (void)data;
    return G_SOURCE_CONTINUE;
}

/* ---- scroll ------------------------------------------------------------------------ */

/* The list's own PageDown key binding (GtkListBase, no modifiers): the shortcut a real key
 * press runs, taken from the list view's class shortcut controller. */
static GtkShortcut *find_key_binding(GtkWidget *widget, guint keyval, GdkModifierType modifiers) {
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    GtkShortcut *found = NULL;
    for (guint i = 0; found == NULL && i < g_list_model_get_n_items(controllers); i++) {
        GObject *controller = g_list_model_get_item(controllers, i);
        if (GTK_IS_SHORTCUT_CONTROLLER(controller)) {
            GListModel *shortcuts = G_LIST_MODEL(controller);
            for (guint j = 0; found == NULL && j < g_list_model_get_n_items(shortcuts); j++) {
                GtkShortcut *shortcut = g_list_model_get_item(shortcuts, j);
                GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger(shortcut);
                if (GTK_IS_KEYVAL_TRIGGER(trigger) &&
                    gtk_keyval_trigger_get_keyval(GTK_KEYVAL_TRIGGER(trigger)) == keyval &&
                    gtk_keyval_trigger_get_modifiers(GTK_KEYVAL_TRIGGER(trigger)) == modifiers)
                    found = g_object_ref(shortcut);
                g_object_unref(shortcut);
            }
        }
        g_object_unref(controller);
    }
    g_object_unref(controllers);
    return found;
}

static void scroll_begin(void) {
    GtkWidget *list = split_layout_get_list(bench.layout);
    bench.page_down = find_key_binding(list, GDK_KEY_Page_Down, 0);
    if (bench.page_down == NULL)
        fail("the list view has no PageDown key binding");
    /* Focus row 0, as Tab into the list would: the list's focus item becomes 0. Focus on the
     * list view itself is not enough: GTK 4.8 then has no focus item, and PageDown moves
     * nothing. */
    gtk_widget_activate_action(list, "list.scroll-to-item", "u", 0);
    gtk_widget_child_focus(list, GTK_DIR_TAB_FORWARD);
    GtkWidget *focus = gtk_root_get_focus(GTK_ROOT(bench.window));
    if (focus == NULL || focus == list || !gtk_widget_is_ancestor(focus, list))
        fail("could not focus a row of the list");
    bench.focusing = TRUE;
    request_frame();
}

static void scroll_step(void) {
    if (bench.steps == bench.config.count)
        finish();
    bench.steps++;
    bench.waiting_paint = TRUE;
    gtk_shortcut_action_activate(gtk_shortcut_get_action(bench.page_down), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                 split_layout_get_list(bench.layout), gtk_shortcut_get_arguments(bench.page_down));
    request_frame();
}

/* ---- insert-top -------------------------------------------------------------------- */

static void append_value(GArray *values, gint64 value) { g_array_append_val(values, value); }

static GtkSingleSelection *selection_model(void) { return split_layout_get_selection_model(bench.layout); }

static guint shown_count(void) { return g_list_model_get_n_items(G_LIST_MODEL(selection_model())); }

/* Selects the middle row and scrolls to it; the insertions start after the frame that shows
 * its detail. */
static void insert_begin(void) {
    guint n = g_list_model_get_n_items(G_LIST_MODEL(bench.items));
    if (n < 1)
        fail("needs at least 1 trail");
    bench.middle = n / 2;
    bench.n_before = n;
    bench.preparing = TRUE;
    gtk_single_selection_set_selected(selection_model(), bench.middle);
    gtk_widget_activate_action(split_layout_get_list(bench.layout), "list.scroll-to-item", "u", bench.middle);
    request_frame();
}

static gboolean insert_prepared(void) {
    if (gtk_single_selection_get_selected(selection_model()) != bench.middle ||
        split_layout_get_shown_item(bench.layout) == NULL)
        return FALSE;
    bench.selected = g_object_ref(split_layout_get_shown_item(bench.layout));
    return TRUE;
}

static void insert_step(void) {
    if (bench.samples->len == bench.config.count)
        finish();
    char name[48];
    g_snprintf(name, sizeof name, "New trail %u", bench.steps + 1);
    split_layout_get_row_counts(bench.layout, &bench.counts_before[0], &bench.counts_before[1],
                                &bench.counts_before[2]);
    bench.t0 = g_get_monotonic_time();
    TrailItem *item = trail_item_new(name, FALSE, 5, 0);
    gint64 call = g_get_monotonic_time();
    append_value(bench.updates, call - bench.t0);
    g_list_store_splice(bench.items, 0, 0, (gpointer *)&item, 1);
    append_value(bench.calls, g_get_monotonic_time() - call);
    g_object_unref(item);
    bench.steps++;
    bench.waiting_paint = TRUE;
    request_frame();
}

/* The first frame after an insertion: it must show one more row, the same item selected
 * (moved down one row) and its detail. */
static void insert_painted(gint64 now) {
    if (shown_count() != bench.n_before + bench.steps)
        fail("the list does not show the inserted trail");
    if (gtk_single_selection_get_selected(selection_model()) != bench.middle + bench.steps ||
        split_layout_get_shown_item(bench.layout) != bench.selected)
        fail("the selection or the detail did not stay on the selected trail");
    guint setups, binds, rows_built;
    split_layout_get_row_counts(bench.layout, &setups, &binds, &rows_built);
    append_value(bench.rows_built, rows_built - bench.counts_before[2]);
    append_value(bench.binds, binds - bench.counts_before[1]);
    append_value(bench.setups, setups - bench.counts_before[0]);
    add_sample(now - bench.t0);
}

/* ---- type-query -------------------------------------------------------------------- */

/* The filter searches for the query typed so far. */
static gboolean query_applied(void) { return g_strcmp0(split_layout_get_search(bench.layout), bench.typed) == 0; }

static gboolean query_settled(void) { return query_applied() && split_layout_is_search_settled(bench.layout); }

/* Notes the time since the last wake-up of the main thread the benchmark saw. */
static void note_block(gint64 now) {
    if (now - bench.last_tick > bench.longest_block)
        bench.longest_block = now - bench.last_tick;
    bench.last_tick = now;
}

/* A high-priority timeout every millisecond: the gap between two of its wake-ups is a time
 * the main thread was busy (or the loop slept). Once the search has settled it asks for the
 * frame that shows the complete result. */
static gboolean tick(gpointer data) {
    (void)data;
    if (!bench.key_active)
        return G_SOURCE_CONTINUE;
    gint64 now = g_get_monotonic_time();
    note_block(now);
    if (shown_count() != bench.last_shown) {
        bench.last_shown = shown_count();
        bench.last_progress = now;
    }
    if (!bench.settle_frame_requested && query_settled()) {
        bench.settle_frame_requested = TRUE;
        request_frame();
    }
    return G_SOURCE_CONTINUE;
}

/* Focuses the search field (what Ctrl+F does) with no search delay: each key searches at once. */
static void type_begin(void) {
    bench.entry = split_layout_get_search_entry(bench.layout);
    gtk_search_entry_set_search_delay(GTK_SEARCH_ENTRY(bench.entry), 0);
    if (!gtk_widget_grab_focus(bench.entry))
        fail("could not focus the search field");
    g_timeout_add_full(G_PRIORITY_HIGH, TICK_MS, tick, NULL, NULL);
    bench.preparing = TRUE;
    request_frame();
}

/* Types the next character at the end of the field, as a key press inserts it. */
static void key_step(void) {
    guint length = strlen(bench.config.query);
    if (bench.keys == length)
        finish();
    g_free(bench.typed);
    bench.typed = g_strndup(bench.config.query, bench.keys + 1);
    bench.t0 = bench.last_tick = g_get_monotonic_time();
    bench.longest_block = 0;
    bench.first_seen = FALSE;
    bench.settle_frame_requested = FALSE;
    bench.key_active = TRUE;
    split_layout_get_row_counts(bench.layout, &bench.counts_before[0], &bench.counts_before[1],
                                &bench.counts_before[2]);
    int position = (int)bench.keys;
    gtk_editable_insert_text(GTK_EDITABLE(bench.entry), bench.config.query + bench.keys, 1, &position);
    bench.keys++;
    request_frame();
}

/* A frame while a key is handled: the first one showing matches of the query so far (or its
 * settled end), then the first one painted once the search has looked at every trail. */
static void key_painted(gint64 now) {
    note_block(now);
    if (!query_applied())
        return;
    gboolean settled = split_layout_is_search_settled(bench.layout);
    if (!bench.first_seen && (shown_count() > 0 || settled)) {
        bench.first_seen = TRUE;
        append_value(bench.first_matches, now - bench.t0);
        bench.last_progress = now;
    }
    if (!settled)
        return;
    bench.key_active = FALSE;
    append_value(bench.complete, now - bench.t0);
    append_value(bench.blocks, bench.longest_block);
    append_value(bench.matches, shown_count());
    guint setups, binds, rows_built;
    split_layout_get_row_counts(bench.layout, &setups, &binds, &rows_built);
    append_value(bench.key_rows_built, rows_built - bench.counts_before[2]);
    add_sample(now - bench.t0);
    schedule_step();
}

/* ---- driving ----------------------------------------------------------------------- */

/* The first step, or for scroll the focus on row 0, right after the first frame. */
/* The crossings run with the keyboard focus where Trails places it at start-up: on the list
 * (GTK 4.8: the list view itself; GTK's own first focus is the search field). The layout
 * keeps it there through each crossing, as Trails' does. */
static void focus_list(void) {
    GtkWidget *list = split_layout_get_list(bench.layout);
    if (gtk_get_minor_version() >= 12 && gtk_widget_child_focus(list, GTK_DIR_TAB_FORWARD))
        return;
    if (!gtk_widget_grab_focus(list))
        fail("could not focus the list");
}

static void begin(void) {
    bench.last_progress = g_get_monotonic_time();
    if (split_layout_is_collapsed(bench.layout))
        fail("the window must start wide (1000 px)");
    if (is_crossing_mode())
        focus_list();
    switch (bench.config.mode) {
    case BENCH_SELECTIONS:
        if (g_list_model_get_n_items(G_LIST_MODEL(split_layout_get_selection_model(bench.layout))) < 2)
            fail("needs at least two trails");
        selection_step();
        break;
    case BENCH_SCROLL:
        scroll_begin();
        break;
    case BENCH_CROSSINGS:
    case BENCH_CROSSINGS_YIELDING:
        crossing_step();
        break;
    case BENCH_TASK_START:
        task_step();
        break;
    case BENCH_DETAIL_CROSSINGS:
        /* Select the first item; the crossings start after the frame that shows it. */
        bench.preparing = TRUE;
        gtk_single_selection_set_selected(split_layout_get_selection_model(bench.layout), 0);
        request_frame();
        break;
    case BENCH_INSERT_TOP:
        insert_begin();
        break;
    case BENCH_TYPE_QUERY:
        type_begin();
        break;
    case BENCH_STARTUP:
    case BENCH_MEMORY:
    case BENCH_UPDATE_OPEN: /* bench-notes.c */
    case BENCH_TYPE_SAVE:
    case BENCH_NONE:
        break;
    }
}

static gboolean run_step(gpointer data) {
    (void)data;
    if (!bench.begun) {
        bench.begun = TRUE;
        begin();
        return G_SOURCE_REMOVE;
    }
    switch (bench.config.mode) {
    case BENCH_CROSSINGS:
    case BENCH_DETAIL_CROSSINGS:
    case BENCH_CROSSINGS_YIELDING:
        crossing_step();
        break;
    case BENCH_SELECTIONS:
        selection_step();
        break;
    case BENCH_SCROLL:
        scroll_step();
        break;
    case BENCH_INSERT_TOP:
        insert_step();
        break;
    case BENCH_TYPE_QUERY:
        key_step();
        break;
    case BENCH_TASK_START:
        task_step();
        break;
    case BENCH_STARTUP:
    case BENCH_MEMORY:
    case BENCH_UPDATE_OPEN: /* bench-notes.c */
    case BENCH_TYPE_SAVE:
    case BENCH_NONE:
        break;
    }
    return G_SOURCE_REMOVE;
}

static void schedule_step(void) { g_idle_add(run_step, NULL); }

static void after_paint(GdkFrameClock *clock, gpointer data) {
    gint64 now = g_get_monotonic_time();
    (void)clock;
    (void)data;
    if (!bench.first_frame_seen) {
        if (!gtk_widget_get_mapped(GTK_WIDGET(bench.window)))
            return;
        bench.first_frame_seen = TRUE;
        if (bench.config.mode == BENCH_STARTUP)
            exit(0);
        if (bench.config.mode == BENCH_MEMORY) {
            raise(SIGSTOP); /* the harness reads /proc/PID/smaps, then continues us */
            exit(0);
        }
        schedule_step();
        return;
    }
    if (bench.config.mode == BENCH_SCROLL && bench.focusing) {
        bench.focusing = FALSE;
        bench.first_paint = bench.last_paint = now;
        schedule_step();
        return;
    }
    if (bench.preparing) {
        gboolean prepared = TRUE;
        if (bench.config.mode == BENCH_INSERT_TOP)
            prepared = insert_prepared();
        else if (bench.config.mode == BENCH_DETAIL_CROSSINGS)
            prepared = gtk_single_selection_get_selected(split_layout_get_selection_model(bench.layout)) == 0;
        if (!prepared)
            return;
        bench.preparing = FALSE;
        schedule_step();
        return;
    }
    if (bench.config.mode == BENCH_TYPE_QUERY) {
        if (bench.key_active)
            key_painted(now);
        return;
    }
    if (bench.waiting_paint && is_crossing_mode()) {
        /* A crossing's structural sample: the frame that painted the new structure. */
        bench.waiting_paint = FALSE;
        add_sample(now - bench.t0);
        bench.waiting_visible = TRUE;
    }
    if (bench.waiting_visible) {
        /* Its visible sample: the first frame painted with nothing moving (the same one
         * unless the stack slides). The next step starts after it. */
        if (split_layout_is_transition_running(bench.layout))
            return;
        bench.waiting_visible = FALSE;
        gint64 visible = now - bench.t0;
        g_array_append_val(bench.visible, visible);
        schedule_step();
        return;
    }
    if (!bench.waiting_paint)
        return;
    bench.waiting_paint = FALSE;
    if (bench.config.mode == BENCH_SCROLL) {
        add_sample(now - bench.last_paint);
        bench.last_paint = now;
    } else if (bench.config.mode == BENCH_INSERT_TOP) {
        insert_painted(now);
    } else {
        add_sample(now - bench.t0);
    }
    schedule_step();
}

static gboolean watchdog(gpointer data) {
    (void)data;
    if (g_get_monotonic_time() - bench.last_progress > STALL_SECONDS * G_USEC_PER_SEC) {
        char *message = g_strdup_printf("no progress for %d s after %u of %u samples", STALL_SECONDS,
                                        bench.samples->len, bench.config.count);
        fail(message);
    }
    return G_SOURCE_CONTINUE;
}

GArray *bench_new_samples(guint size) { return g_array_sized_new(FALSE, FALSE, sizeof(gint64), size); }

void bench_start(const BenchConfig *config, GtkWindow *window, SplitLayout *layout, GListStore *items) {
    bench.config = *config;
    bench.window = window;
    bench.layout = layout;
    bench.items = items;
    bench.samples = bench_new_samples(config->count);
    bench.visible = bench_new_samples(config->count);
    bench.calls = bench_new_samples(config->count);
    bench.updates = bench_new_samples(config->count);
    bench.rows_built = bench_new_samples(config->count);
    bench.binds = bench_new_samples(config->count);
    bench.setups = bench_new_samples(config->count);
    bench.first_matches = bench_new_samples(BENCH_MAX_QUERY);
    bench.complete = bench_new_samples(BENCH_MAX_QUERY);
    bench.blocks = bench_new_samples(BENCH_MAX_QUERY);
    bench.matches = bench_new_samples(BENCH_MAX_QUERY);
    bench.key_rows_built = bench_new_samples(BENCH_MAX_QUERY);
    bench.last_progress = g_get_monotonic_time();
    bench.clock = gtk_widget_get_frame_clock(GTK_WIDGET(window));
    if (bench.clock == NULL)
        fail("the window has no frame clock after gtk_window_present");
    SplitLayoutProbe probe = {on_collapse_decided, on_structure_installed, on_selection_changed, NULL};
    split_layout_set_probe(layout, &probe);
    g_signal_connect(bench.clock, "after-paint", G_CALLBACK(after_paint), NULL);
    if (config->mode == BENCH_CROSSINGS_YIELDING)
        g_idle_add(keep_yielding, NULL);
    if (config->mode == BENCH_TASK_START) {
        bench.button = g_object_ref_sink(gtk_button_new());
        g_signal_connect(bench.button, "clicked", G_CALLBACK(on_clicked), NULL);
    }
    g_timeout_add_seconds(1, watchdog, NULL);
    request_frame();
}
