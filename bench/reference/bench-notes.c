/* The driver of the note-editing modes (bench/PROTOCOL.md, update-open and type-save), as
 * trails-bench's NoteEditing: the middle note opened and scrolled to, its editor focused with
 * the caret at the end of its title; then COUNT steps, each from an idle callback after the
 * previous frame was painted, timed to the after-paint of the first frame after it (type-save:
 * the first that shows the letter). update-open: the app saves a new text for the open note,
 * which moves it to the top; type-save: a letter typed with a real key (XTEST), which the
 * editor's "changed" handler saves at once. Between two steps, outside the time, the note goes
 * back to the middle, so that every step moves it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_keys.h"
#include "notes.h"

#define STALL_SECONDS 10
#define TICK_MS 1 /* type-save: the period of the high-priority timeout that watches for blocks */

typedef enum {
    PHASE_IDLE,
    PHASE_OPENING,  /* the middle note selected: waiting for its detail */
    PHASE_FOCUSING, /* its editor given focus: waiting for the frame that shows it */
    PHASE_STEP,     /* a step under way since t0 */
    PHASE_MOVING_BACK,
} Phase;

typedef struct {
    BenchConfig config;
    Notes *notes;
    GdkFrameClock *clock;
    gboolean typing;
    gboolean first_frame_seen;
    Phase phase;
    guint middle;
    NoteItem *note;      /* the open note */
    GtkTextView *editor; /* its editor, which must stay */
    guint steps;
    gint64 t0;
    char *expected_text;
    int expected_caret;
    guint before[5]; /* details built, detail updates, rows built, binds, setups */
    gint64 last_tick, longest_block, last_progress;
    guint frames; /* type-save: frames painted since t0 */
    GArray *samples, *calls, *blocks, *frames_to_show, *details_built, *rows_built, *binds, *setups;
} NotesBench;

static NotesBench bench;

static const char *mode_name(void) { return bench.typing ? "type-save" : "update-open"; }

G_GNUC_NORETURN static void fail(const char *message) {
    fprintf(stderr, "trails-reference: %s benchmark: %s\n", mode_name(), message);
    exit(1);
}

static void append_value(GArray *values, gint64 value) { g_array_append_val(values, value); }

/* The next field of the JSON line: `,"name":[…]`. */
static void append_samples(GString *json, const char *name, GArray *values) {
    g_string_append_c(json, ',');
    bench_append_samples(json, name, values);
}

G_GNUC_NORETURN static void finish(void) {
    GString *json = g_string_new(NULL);
    g_string_append_printf(json, "{\"metric\":\"%s\",\"unit\":\"us\"", mode_name());
    append_samples(json, "samples", bench.samples);
    if (bench.typing) {
        append_samples(json, "longest_block", bench.blocks);
        append_samples(json, "frames", bench.frames_to_show);
    } else
        append_samples(json, "calls", bench.calls);
    append_samples(json, "details_built", bench.details_built);
    append_samples(json, "rows_built", bench.rows_built);
    append_samples(json, "binds", bench.binds);
    append_samples(json, "setups", bench.setups);
    g_string_append(json, "}\n");
    fputs(json->str, stdout);
    fflush(stdout);
    exit(0);
}

static void request_frame(void) { gdk_frame_clock_request_phase(bench.clock, GDK_FRAME_CLOCK_PHASE_PAINT); }

static GtkSingleSelection *selection_model(void) { return split_layout_get_selection_model(bench.notes->layout); }

static guint selected_position(void) { return gtk_single_selection_get_selected(selection_model()); }

static char *editor_text(void) {
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(bench.editor);
    GtkTextIter start, end;
    gtk_text_buffer_get_bounds(buffer, &start, &end);
    return gtk_text_buffer_get_text(buffer, &start, &end, TRUE);
}

static int editor_caret(void) {
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(bench.editor);
    GtkTextIter caret;
    gtk_text_buffer_get_iter_at_mark(buffer, &caret, gtk_text_buffer_get_insert(buffer));
    return gtk_text_iter_get_offset(&caret);
}

static void check(gboolean ok, char *error) {
    if (!ok)
        fail(error != NULL ? error : "unknown error");
}

/* ---- Steps ------------------------------------------------------------------------- */

static void note_block(gint64 now) {
    if (now - bench.last_tick > bench.longest_block)
        bench.longest_block = now - bench.last_tick;
    bench.last_tick = now;
}

static gboolean tick(gpointer data) {
    (void)data;
    if (bench.phase == PHASE_STEP)
        note_block(g_get_monotonic_time());
    return G_SOURCE_CONTINUE;
}

static const char letters[] = "abcdefghijklmnopqrstuvwxyz";

static gboolean step(gpointer data) {
    (void)data;
    guint setups, binds, rows_built;
    split_layout_get_row_counts(bench.notes->layout, &setups, &binds, &rows_built);
    bench.before[0] = bench.notes->details_built;
    bench.before[1] = bench.notes->detail_updates;
    bench.before[2] = rows_built;
    bench.before[3] = binds;
    bench.before[4] = setups;
    bench.steps++;
    bench.phase = PHASE_STEP;
    g_free(bench.expected_text);
    if (bench.typing) {
        char letter = letters[(bench.steps - 1) % (sizeof letters - 1)];
        int caret = editor_caret();
        char *text = editor_text();
        const char *at = g_utf8_offset_to_pointer(text, caret);
        bench.expected_text = g_strdup_printf("%.*s%c%s", (int)(at - text), text, letter, at);
        bench.expected_caret = caret + 1;
        g_free(text);
        bench.t0 = bench.last_tick = g_get_monotonic_time();
        bench.longest_block = 0;
        bench.frames = 0;
        char *error = NULL;
        check(bench_keys_type(bench.notes->window, (guint)letter, &error), error);
    } else {
        bench.t0 = g_get_monotonic_time();
        /* A new text for the open note, its title too (the row shows it). */
        bench.expected_text = g_strdup_printf("Note %u, saved %u\nWritten on day %u.", bench.middle + 1, bench.steps,
                                              bench.middle % 365 + 1);
        gint64 call = g_get_monotonic_time();
        notes_save(bench.notes, bench.expected_text);
        append_value(bench.calls, g_get_monotonic_time() - call);
    }
    request_frame();
    return G_SOURCE_REMOVE;
}

/* Puts the note back in the middle, outside the time measured. */
static gboolean move_back(gpointer data) {
    (void)data;
    bench.phase = PHASE_MOVING_BACK;
    notes_move_open_note(bench.notes, bench.middle);
    request_frame();
    return G_SOURCE_REMOVE;
}

static void step_painted(gint64 now) {
    Notes *notes = bench.notes;
    char *text = editor_text();
    gboolean shows = strcmp(text, bench.expected_text) == 0;
    g_free(text);
    if (bench.typing) {
        note_block(now);
        bench.frames++;
        if (!shows) /* the first frame that shows the letter (the key may come after a frame) */
            return;
        if (editor_caret() != bench.expected_caret)
            fail("the caret did not advance by one");
        if (!gtk_widget_has_focus(GTK_WIDGET(bench.editor)))
            fail("the editor lost the keyboard focus");
        if (strcmp(note_item_get_text(bench.note), bench.expected_text) != 0)
            fail("the key was not saved");
    } else if (!shows) {
        fail("the editor does not show the note's new text");
    }
    gpointer top = g_list_model_get_item(G_LIST_MODEL(notes->store), 0);
    g_object_unref(top);
    if (top != (gpointer)bench.note || selected_position() != 0 || split_layout_get_shown_item(notes->layout) != G_OBJECT(bench.note) ||
        notes->editor != bench.editor)
        fail("the saved note is not selected at the top in the same detail");
    guint details_built = notes->details_built - bench.before[0];
    if (details_built != 0)
        fail("the detail was built again");
    if (notes->detail_updates != bench.before[1] + 1)
        fail("the detail was not handed the note's new value once");
    guint setups, binds, rows_built;
    split_layout_get_row_counts(notes->layout, &setups, &binds, &rows_built);
    bench.phase = PHASE_IDLE;
    append_value(bench.samples, now - bench.t0);
    if (bench.typing) {
        append_value(bench.blocks, bench.longest_block);
        append_value(bench.frames_to_show, bench.frames);
    }
    append_value(bench.details_built, details_built);
    append_value(bench.rows_built, rows_built - bench.before[2]);
    append_value(bench.binds, binds - bench.before[3]);
    append_value(bench.setups, setups - bench.before[4]);
    bench.last_progress = now;
    if (bench.samples->len == bench.config.count)
        finish();
    g_idle_add(move_back, NULL);
}

/* ---- Preparing --------------------------------------------------------------------- */

static gboolean focus_editor(gpointer data) {
    (void)data;
    if (!gtk_widget_grab_focus(GTK_WIDGET(bench.editor)))
        fail("could not focus the note's editor");
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(bench.editor);
    GtkTextIter caret;
    gtk_text_buffer_get_iter_at_offset(buffer, &caret, g_utf8_strlen(note_item_get_title(bench.note), -1));
    gtk_text_buffer_place_cursor(buffer, &caret);
    bench.phase = PHASE_FOCUSING;
    request_frame();
    return G_SOURCE_REMOVE;
}

static void opened(void) {
    Notes *notes = bench.notes;
    GObject *shown = split_layout_get_shown_item(notes->layout);
    if (selected_position() != bench.middle || shown == NULL || notes->editor == NULL)
        return;
    bench.note = NOTE_ITEM(shown);
    bench.editor = notes->editor;
    bench.phase = PHASE_IDLE;
    g_idle_add(focus_editor, NULL);
}

static gboolean open_middle(gpointer data) {
    (void)data;
    guint n = g_list_model_get_n_items(G_LIST_MODEL(bench.notes->store));
    if (n < 1)
        fail("needs at least 1 note");
    if (split_layout_is_collapsed(bench.notes->layout))
        fail("the window must start wide (1000 px)");
    bench.middle = n / 2;
    /* A real key goes to the window with the X input focus (no window manager here). */
    char *error = NULL;
    check(bench_keys_focus_window(bench.notes->window, &error), error);
    bench.phase = PHASE_OPENING;
    gtk_single_selection_set_selected(selection_model(), bench.middle);
    gtk_widget_activate_action(split_layout_get_list(bench.notes->layout), "list.scroll-to-item", "u", bench.middle);
    request_frame();
    return G_SOURCE_REMOVE;
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    gint64 now = g_get_monotonic_time();
    (void)clock;
    (void)data;
    if (!bench.first_frame_seen) {
        if (!gtk_widget_get_mapped(GTK_WIDGET(bench.notes->window)))
            return;
        bench.first_frame_seen = TRUE;
        g_idle_add(open_middle, NULL);
        return;
    }
    switch (bench.phase) {
    case PHASE_IDLE:
        break;
    case PHASE_OPENING:
        opened();
        break;
    case PHASE_FOCUSING:
        if (gtk_widget_has_focus(GTK_WIDGET(bench.editor))) {
            bench.phase = PHASE_IDLE;
            g_idle_add(step, NULL);
        }
        break;
    case PHASE_STEP:
        step_painted(now);
        break;
    case PHASE_MOVING_BACK:
        if (selected_position() != bench.middle ||
            split_layout_get_shown_item(bench.notes->layout) != G_OBJECT(bench.note))
            fail("the note did not go back to the middle");
        bench.phase = PHASE_IDLE;
        g_idle_add(step, NULL);
        break;
    }
}

static gboolean watchdog(gpointer data) {
    (void)data;
    if (g_get_monotonic_time() - bench.last_progress > STALL_SECONDS * G_USEC_PER_SEC) {
        char *message = g_strdup_printf("no progress for %d s after %u of %u steps", STALL_SECONDS,
                                        bench.samples->len, bench.config.count);
        fail(message);
    }
    return G_SOURCE_CONTINUE;
}


void bench_notes_start(const BenchConfig *config, Notes *notes) {
    bench.config = *config;
    bench.notes = notes;
    bench.typing = config->mode == BENCH_TYPE_SAVE;
    bench.samples = bench_new_samples(config->count);
    bench.calls = bench_new_samples(config->count);
    bench.blocks = bench_new_samples(config->count);
    bench.frames_to_show = bench_new_samples(config->count);
    bench.details_built = bench_new_samples(config->count);
    bench.rows_built = bench_new_samples(config->count);
    bench.binds = bench_new_samples(config->count);
    bench.setups = bench_new_samples(config->count);
    bench.last_progress = g_get_monotonic_time();
    bench.clock = gtk_widget_get_frame_clock(GTK_WIDGET(notes->window));
    if (bench.clock == NULL)
        fail("the window has no frame clock after gtk_window_present");
    g_signal_connect(bench.clock, "after-paint", G_CALLBACK(after_paint), NULL);
    if (bench.typing)
        g_timeout_add_full(G_PRIORITY_HIGH, TICK_MS, tick, NULL, NULL);
    g_timeout_add_seconds(1, watchdog, NULL);
    request_frame();
}
