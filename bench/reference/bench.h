/* The benchmark protocol (bench/PROTOCOL.md): TWOPANE_BENCH selects a mode that drives the
 * running app, measures, prints one JSON line and exits by itself. */
#ifndef TRAILS_BENCH_H
#define TRAILS_BENCH_H

#include <gtk/gtk.h>

#include "split-layout.h"

G_BEGIN_DECLS

typedef enum {
    BENCH_NONE,
    BENCH_STARTUP,
    BENCH_CROSSINGS,
    BENCH_SELECTIONS,
    BENCH_SCROLL,
    BENCH_DETAIL_CROSSINGS, /* crossings with the first item selected: collapsing shows its detail */
    BENCH_MEMORY,           /* startup, but the first frame stops the process for the harness to read its maps */
    BENCH_INSERT_TOP,       /* one item inserted at the top, the list scrolled to the middle, an item selected */
    BENCH_TYPE_QUERY,       /* a query typed into the search field one character at a time */
    BENCH_TASK_START,       /* work deferred from a signal handler to the main loop (g_idle_add) */
    BENCH_CROSSINGS_YIELDING, /* crossings while an idle callback runs on every turn of the loop */
    BENCH_UPDATE_OPEN,        /* notes: the open note saved with a new text, which moves it to the top */
    BENCH_TYPE_SAVE,          /* notes: a letter typed into the open note (a real key), saved, moved to the top */
} BenchMode;

/* Whether the mode runs in the notes window (notes.h), not Trails'. */
#define BENCH_EDITS_NOTES(mode) ((mode) == BENCH_UPDATE_OPEN || (mode) == BENCH_TYPE_SAVE)

enum { BENCH_MAX_QUERY = 32 };

typedef struct {
    BenchMode mode;
    guint count;                       /* TWOPANE_BENCH_COUNT, default 200 */
    char query[BENCH_MAX_QUERY + 1];   /* TWOPANE_BENCH_QUERY, default "alps" */
} BenchConfig;

/* Reads TWOPANE_BENCH, TWOPANE_BENCH_COUNT and TWOPANE_BENCH_QUERY; FALSE (with a message)
 * when invalid. */
gboolean bench_config_from_environment(BenchConfig *config, char **error_message);

/* Starts the mode on a window just presented, showing `items` (the store insert-top inserts
 * into); the process exits when it is done. */
void bench_start(const BenchConfig *config, GtkWindow *window, SplitLayout *layout, GListStore *items);

/* Appends `"name":[…]` of the gint64 `samples` to the JSON line being written. */
void bench_append_samples(GString *json, const char *name, GArray *samples);

/* An empty array of gint64 samples, room for `size`. */
GArray *bench_new_samples(guint size);

G_END_DECLS

#endif
