/* The main thread, where every GTK object must be used and released.
 *
 * GTK is not thread-safe: a widget's last reference must be dropped on the thread that runs
 * GTK's main loop, since dropping it disposes the widget (and its signal handlers run, its
 * children are unparented, …). In a TwoPane app that is the process's main thread, Swift's
 * main actor. Swift may release a wrapper's last reference on any thread: a main-actor class
 * is Sendable, so a task elsewhere can hold the last reference to it. */
#ifndef TWOPANE_MAIN_THREAD_H
#define TWOPANE_MAIN_THREAD_H

#include <glib-object.h>

G_BEGIN_DECLS

/* Whether the calling thread is the process's main thread (the one Swift's main actor runs
 * on, and GTK's in a TwoPane app). */
gboolean twopane_is_main_thread(void);

/* Drops one reference to `object` on the main thread: at once when called there; from any
 * other thread, the default main context (GTK's main loop, which the main thread runs) drops
 * it at its next iteration, never the calling thread. */
void twopane_object_unref_on_main_thread(gpointer object);

G_END_DECLS

#endif
