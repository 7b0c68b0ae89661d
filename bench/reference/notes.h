/* The C reference's notes app, for the note-editing modes (update-open, type-save): what
 * trails-bench's BenchNotes is in Swift. A window of N notes in the split layout, searchable
 * by their text, the open note in a GtkTextView (in a GtkScrolledWindow) that follows its
 * note; a save gives the open note its new text and moves it to the top of the GListStore;
 * every edit in the text view saves at once. */
#ifndef NOTES_H
#define NOTES_H

#include <gtk/gtk.h>

#include "bench.h"
#include "note-item.h"
#include "split-layout.h"

G_BEGIN_DECLS

typedef struct {
    GListStore *store; /* of NoteItem */
    SplitLayout *layout;
    GtkWindow *window;
    GtkTextView *editor;     /* the open note's editor: the last detail built */
    NoteItem *editor_note;   /* its note */
    gulong editor_changed;   /* its buffer's "changed" handler, which saves */
    gulong note_changed;     /* its note's "notify::text" handler, which shows a new value */
    guint details_built;     /* calls of the detail builder */
    guint detail_updates;    /* new values of its note the editor was handed */
} Notes;

/* Runs the notes window with `count` notes ("Note 1" ... "Note N") for the note-editing mode
 * of `config`; returns the application's exit status (the mode exits the process itself). */
int notes_run(const BenchConfig *config, guint count, const char *program);

/* Where the open note is in the store; GTK_INVALID_LIST_POSITION when none is open. */
guint notes_open_position(Notes *notes);
/* Saves `text` as the open note's: the note takes it and moves to the top. */
void notes_save(Notes *notes, const char *text);
/* Moves the open note to `position` without changing it. */
void notes_move_open_note(Notes *notes, guint position);

/* The benchmark driver of the note-editing modes (bench-notes.c). */
void bench_notes_start(const BenchConfig *config, Notes *notes);

G_END_DECLS

#endif
