#include "twopane_emitter.h"

struct _TwoPaneEmitter {
    GObject parent_instance;
};

G_DEFINE_FINAL_TYPE(TwoPaneEmitter, twopane_emitter, G_TYPE_OBJECT)

static guint emitted_signal;

static void twopane_emitter_class_init(TwoPaneEmitterClass *klass) {
    emitted_signal = g_signal_new("emitted", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void twopane_emitter_init(TwoPaneEmitter *self) { (void)self; }

gpointer twopane_emitter_new(void) { return g_object_new(TWOPANE_TYPE_EMITTER, NULL); }

void twopane_emitter_emit(gpointer emitter, guint value) {
    g_return_if_fail(TWOPANE_IS_EMITTER(emitter));
    g_signal_emit(emitter, emitted_signal, 0, value);
}
