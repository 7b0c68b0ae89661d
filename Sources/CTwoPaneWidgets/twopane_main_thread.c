#include "twopane_main_thread.h"

#include <sys/syscall.h>
#include <unistd.h>

gboolean twopane_is_main_thread(void) {
    /* On Linux the main thread's id is the process id (how Swift's runtime tells it too). */
    return syscall(SYS_gettid) == getpid();
}

static gboolean unref_once(gpointer object) {
    g_object_unref(object);
    return G_SOURCE_REMOVE;
}

void twopane_object_unref_on_main_thread(gpointer object) {
    g_return_if_fail(G_IS_OBJECT(object));
    if (twopane_is_main_thread()) {
        g_object_unref(object);
        return;
    }
    /* Not g_main_context_invoke: it runs the function on the calling thread whenever that
     * thread can acquire the context, e.g. while the main thread is not iterating it. An idle
     * source runs only in the thread that iterates the default context. */
    GSource *source = g_idle_source_new();
    g_source_set_priority(source, G_PRIORITY_DEFAULT);
    g_source_set_callback(source, unref_once, object, NULL);
    g_source_set_name(source, "twopane: unref on the main thread");
    g_source_attach(source, g_main_context_default());
    g_source_unref(source);
}
