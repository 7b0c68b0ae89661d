/* TwoPaneEmitter: a plain GObject with one signal, "emitted" (guint value), for the events
 * TwoPane's Swift code raises itself (a list row clicked once, a request to end the app), so
 * their handlers connect, block and disconnect as GLib signal handlers, like every other. */
#ifndef TWOPANE_EMITTER_H
#define TWOPANE_EMITTER_H

#include <glib-object.h>

G_BEGIN_DECLS

#define TWOPANE_TYPE_EMITTER (twopane_emitter_get_type())
G_DECLARE_FINAL_TYPE(TwoPaneEmitter, twopane_emitter, TWOPANE, EMITTER, GObject)

/* A new emitter, owned by the caller. */
gpointer twopane_emitter_new(void);

/* Emits "emitted" with `value` to the connected handlers, in the order they were connected. */
void twopane_emitter_emit(gpointer emitter, guint value);

G_END_DECLS

#endif
