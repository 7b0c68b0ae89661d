/* NoteItem: see note-item.h. */
#include "note-item.h"

#include <string.h>

struct _NoteItem {
    GObject parent_instance;
    const char *text, *title;
    char *owned_text, *owned_title; /* NULL while the strings are static */
};

enum { PROP_0, PROP_TEXT, N_PROPERTIES };

static GParamSpec *properties[N_PROPERTIES];

G_DEFINE_FINAL_TYPE(NoteItem, note_item, G_TYPE_OBJECT)

static void note_item_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    NoteItem *self = NOTE_ITEM(object);
    switch (id) {
    case PROP_TEXT:
        if (self->owned_text != NULL)
            g_value_set_string(value, self->text);
        else
            g_value_set_static_string(value, self->text);
        break;
    default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void note_item_finalize(GObject *object) {
    NoteItem *self = NOTE_ITEM(object);
    g_free(self->owned_text);
    g_free(self->owned_title);
    G_OBJECT_CLASS(note_item_parent_class)->finalize(object);
}

static void note_item_class_init(NoteItemClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->get_property = note_item_get_property;
    object_class->finalize = note_item_finalize;
    properties[PROP_TEXT] = g_param_spec_string("text", NULL, NULL, NULL,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    g_object_class_install_properties(object_class, N_PROPERTIES, properties);
}

static void note_item_init(NoteItem *self) { (void)self; }

NoteItem *note_item_new_static(const char *text, const char *title) {
    NoteItem *self = g_object_new(NOTE_TYPE_ITEM, NULL);
    self->text = text;
    self->title = title;
    return self;
}

const char *note_item_get_text(NoteItem *item) { return item->text; }

const char *note_item_get_title(NoteItem *item) { return item->title; }

void note_item_set_text(NoteItem *item, const char *text) {
    if (strcmp(item->text, text) == 0)
        return;
    char *owned_text = g_strdup(text);
    g_free(item->owned_text);
    g_free(item->owned_title);
    item->text = item->owned_text = owned_text;
    item->title = item->owned_title = g_strndup(text, strcspn(text, "\n"));
    g_object_notify_by_pspec(G_OBJECT(item), properties[PROP_TEXT]);
}
