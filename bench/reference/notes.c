/* The notes app of the note-editing modes: see notes.h. */
#include "notes.h"

#include <string.h>

#define APP_ID "org.twopane.TrailsReference.Notes"

typedef struct {
    BenchConfig config;
    guint count;
    GtkApplication *application;
    GStringChunk *strings;
    Notes notes;
} NotesApp;

/* "Note i+1", a line break, "Written on day (i mod 365) + 1.": the synthetic notes of
 * trails-bench, made at start-up (as the reference makes its trails), their strings in a
 * chunk. */
static GListStore *make_notes(NotesApp *app) {
    GListStore *store = g_list_store_new(NOTE_TYPE_ITEM);
    NoteItem **items = g_new(NoteItem *, app->count);
    app->strings = g_string_chunk_new(1 << 20);
    for (guint i = 0; i < app->count; i++) {
        char title[32], text[80];
        g_snprintf(title, sizeof title, "Note %u", i + 1);
        g_snprintf(text, sizeof text, "%s\nWritten on day %u.", title, i % 365 + 1);
        items[i] = note_item_new_static(g_string_chunk_insert(app->strings, text),
                                        g_string_chunk_insert(app->strings, title));
    }
    g_list_store_splice(store, 0, 0, (gpointer *)items, app->count);
    for (guint i = 0; i < app->count; i++)
        g_object_unref(items[i]);
    g_free(items);
    return store;
}

static char *buffer_text(GtkTextBuffer *buffer) {
    GtkTextIter start, end;
    gtk_text_buffer_get_bounds(buffer, &start, &end);
    return gtk_text_buffer_get_text(buffer, &start, &end, TRUE);
}

/* ---- The open note's editor -------------------------------------------------------- */

/* Every edit saves at once. */
static void editor_changed(GtkTextBuffer *buffer, gpointer data) {
    char *text = buffer_text(buffer);
    notes_save(data, text);
    g_free(text);
}

/* The editor's note has a new value: the editor shows it, unless it holds it already (a save
 * of what was typed). */
static void note_changed(GObject *object, GParamSpec *pspec, gpointer data) {
    Notes *notes = data;
    (void)pspec;
    if (notes->editor == NULL || object != G_OBJECT(notes->editor_note))
        return;
    notes->detail_updates++;
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(notes->editor);
    const char *text = note_item_get_text(NOTE_ITEM(object));
    char *shown = buffer_text(buffer);
    if (strcmp(shown, text) != 0) {
        g_signal_handler_block(buffer, notes->editor_changed);
        gtk_text_buffer_set_text(buffer, text, -1);
        g_signal_handler_unblock(buffer, notes->editor_changed);
    }
    g_free(shown);
}

static const char *note_title(GObject *item, gpointer data) {
    (void)data;
    return note_item_get_title(NOTE_ITEM(item));
}

static GtkWidget *make_row(GObject *item, gpointer data) {
    (void)data;
    GtkWidget *label = gtk_label_new(note_item_get_title(NOTE_ITEM(item)));
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_END);
    return label;
}

/* The note's editor: a GtkTextView that wraps, 12 px around its text, in a scrolled window
 * (vertical only), in a box, as trails-bench's TextView in an ItemDetail. */
static GtkWidget *make_detail(GObject *item, gpointer data) {
    Notes *notes = data;
    notes->details_built++;
    GtkWidget *view = gtk_text_view_new();
    GtkTextView *editor = GTK_TEXT_VIEW(view);
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(editor);
    gtk_text_buffer_set_text(buffer, note_item_get_text(NOTE_ITEM(item)), -1);
    gtk_text_view_set_wrap_mode(editor, GTK_WRAP_WORD_CHAR);
    gtk_text_view_set_left_margin(editor, 12);
    gtk_text_view_set_right_margin(editor, 12);
    gtk_text_view_set_top_margin(editor, 12);
    gtk_text_view_set_bottom_margin(editor, 12);
    gtk_accessible_update_property(GTK_ACCESSIBLE(view), GTK_ACCESSIBLE_PROPERTY_LABEL, "Note", -1);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), view);
    gtk_widget_set_hexpand(scrolled, TRUE);
    gtk_widget_set_vexpand(scrolled, TRUE);
    GtkWidget *detail = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(detail), scrolled);

    if (notes->editor_note != NULL)
        g_signal_handler_disconnect(notes->editor_note, notes->note_changed);
    g_set_object(&notes->editor_note, NOTE_ITEM(item));
    notes->editor = editor;
    notes->editor_changed = g_signal_connect(buffer, "changed", G_CALLBACK(editor_changed), notes);
    notes->note_changed = g_signal_connect(item, "notify::text", G_CALLBACK(note_changed), notes);
    return detail;
}

/* ---- Saving ------------------------------------------------------------------------ */

guint notes_open_position(Notes *notes) {
    GtkSingleSelection *selection = split_layout_get_selection_model(notes->layout);
    guint position = gtk_single_selection_get_selected(selection);
    if (notes->editor_note == NULL || gtk_single_selection_get_selected_item(selection) != (gpointer)notes->editor_note)
        return GTK_INVALID_LIST_POSITION;
    return position; /* no search: the shown position is the store's */
}

void notes_save(Notes *notes, const char *text) {
    guint from = notes_open_position(notes);
    if (from == GTK_INVALID_LIST_POSITION)
        return;
    NoteItem *note = notes->editor_note;
    note_item_set_text(note, text);
    if (from != 0)
        split_layout_move_item(notes->layout, notes->store, from, 0);
    else /* at the top already: its row is built again, the selection stays on it */
        g_list_store_splice(notes->store, 0, 1, (gpointer *)&note, 1);
}

void notes_move_open_note(Notes *notes, guint position) {
    guint from = notes_open_position(notes);
    if (from != GTK_INVALID_LIST_POSITION)
        split_layout_move_item(notes->layout, notes->store, from, position);
}

/* ---- Application ------------------------------------------------------------------- */

static void activate(GApplication *application, gpointer data) {
    NotesApp *app = data;
    (void)application;
    if (app->notes.window != NULL)
        return;
    GtkWidget *window = gtk_application_window_new(app->application);
    app->notes.window = GTK_WINDOW(window);
    gtk_window_set_title(app->notes.window, "Notes");
    gtk_window_set_default_size(app->notes.window, 1000, 700);
    SplitLayoutDelegate delegate = {note_title, make_row, make_detail, &app->notes};
    GtkExpression *text = gtk_property_expression_new(NOTE_TYPE_ITEM, NULL, "text");
    app->notes.layout = split_layout_new("Notes", G_LIST_MODEL(app->notes.store), text, &delegate);
    split_layout_attach(app->notes.layout, app->notes.window);
    gtk_window_present(app->notes.window);
    bench_notes_start(&app->config, &app->notes);
}

int notes_run(const BenchConfig *config, guint count, const char *program) {
    NotesApp app = {.config = *config, .count = count};
    app.notes.store = make_notes(&app);
    app.application = gtk_application_new(APP_ID, G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app.application, "activate", G_CALLBACK(activate), &app);
    char *run_argv[] = {(char *)program, NULL};
    int status = g_application_run(G_APPLICATION(app.application), 1, run_argv);
    g_object_unref(app.application);
    return status;
}
