/* Whether an assistive technology listens: the AT-SPI registry's event listeners
 * (org.a11y.atspi.Registry on the accessibility bus: GetRegisteredEvents, then its
 * EventListenerRegistered and EventListenerDeregistered signals; the registry deregisters
 * every listener of a client that leaves the bus, with an empty event). A screen reader such
 * as Orca registers listeners when it starts; with none registered, nobody hears what GTK
 * tells the bus. */
#ifndef TWOPANE_AT_LISTENERS_H
#define TWOPANE_AT_LISTENERS_H

#include <glib.h>

G_BEGIN_DECLS

/* Starts following the registry's listeners, once per process, without waiting: the bus
 * address, the connection and the first answer all come asynchronously. */
void twopane_at_listeners_watch(void);

/* Whether some listener is registered. TRUE until the registry has answered, and whenever
 * it cannot be asked (no session bus, no accessibility bus): only a registry that says it
 * has no listener makes it FALSE. FALSE under GTK_A11Y=none, where GTK tells the bus
 * nothing. */
gboolean twopane_at_listeners_present(void);

G_END_DECLS

#endif
