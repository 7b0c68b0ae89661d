/* The C reference's note for the note-editing modes (update-open, type-save): its text, whose
 * first line is its title, as a GObject in the app's GListStore. Its "text" property is what
 * the search matches and notifies when the text changes. */
#ifndef NOTE_ITEM_H
#define NOTE_ITEM_H

#include <glib-object.h>

G_BEGIN_DECLS

#define NOTE_TYPE_ITEM (note_item_get_type())
G_DECLARE_FINAL_TYPE(NoteItem, note_item, NOTE, ITEM, GObject)

/* A note with `text` and its first line `title`, both strings that outlive the item (the
 * synthetic notes' string chunk): nothing is copied. */
NoteItem *note_item_new_static(const char *text, const char *title);

const char *note_item_get_text(NoteItem *item);
const char *note_item_get_title(NoteItem *item);
/* Replaces the text (copied) and its title, and notifies "text"; nothing when it is the same. */
void note_item_set_text(NoteItem *item, const char *text);

G_END_DECLS

#endif
