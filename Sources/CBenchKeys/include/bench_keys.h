/* Real key presses for the benchmarks (bench/PROTOCOL.md, mode type-save), made inside the
 * program being measured: through the X server's XTEST extension, as xdotool types, so GTK
 * reads them from its X connection as it reads the keyboard's (XInput 2 key events, the input
 * method, the focused widget's key handling). Used by trails-bench and by the C reference,
 * the same code in both. X11 only. */
#ifndef BENCH_KEYS_H
#define BENCH_KEYS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Gives `window` (realized) the X input focus, as a window manager would on a click
 * (XSetInputFocus; there is no window manager under Xvfb): GTK makes it the active window
 * once the server says so. FALSE with a message in `error` (free it with g_free) when the
 * display is not X11. */
gboolean bench_keys_focus_window(GtkWindow *window, char **error);

/* Presses and releases the key that types `keyval` (no modifier: a lowercase letter, a
 * digit, a space), through XTEST, and flushes the requests: the key reaches the focused
 * window's X connection as a real key does. FALSE with a message in `error` when there is no
 * such key or XTEST failed. */
gboolean bench_keys_type(GtkWindow *window, guint keyval, char **error);

G_END_DECLS

#endif
