/* bench_keys: see include/bench_keys.h. */
#include "bench_keys.h"

#include <dlfcn.h>
#include <gdk/x11/gdkx.h>

/* XTestFakeKeyEvent from libXtst, looked up at run time: Debian ships libXtst's headers and
 * pkg-config file only in libxtst-dev, and its library comes with xdotool (libxtst6), which
 * the benchmark's session installs anyway. */
typedef int (*FakeKeyEvent)(Display *display, unsigned int keycode, int is_press, unsigned long delay);

static FakeKeyEvent fake_key_event(char **error) {
    static FakeKeyEvent found;
    if (found != NULL)
        return found;
    void *library = dlopen("libXtst.so.6", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        *error = g_strdup_printf("cannot load libXtst.so.6 (Debian: libxtst6): %s", dlerror());
        return NULL;
    }
    *(void **)&found = dlsym(library, "XTestFakeKeyEvent"); /* POSIX's way to a function pointer */
    if (found == NULL)
        *error = g_strdup("libXtst.so.6 has no XTestFakeKeyEvent");
    return found;
}

static Display *x_display(GtkWindow *window, char **error) {
    GdkDisplay *display = gtk_widget_get_display(GTK_WIDGET(window));
    if (!GDK_IS_X11_DISPLAY(display)) {
        *error = g_strdup("real key presses need the X11 backend (GDK_BACKEND=x11)");
        return NULL;
    }
    /* GTK 4.18 deprecates the X11 backend's calls; the benchmark types real keys through X11
     * on purpose (XTEST), on every GTK it runs on. */
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    return gdk_x11_display_get_xdisplay(display);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

gboolean bench_keys_focus_window(GtkWindow *window, char **error) {
    Display *display = x_display(window, error);
    if (display == NULL)
        return FALSE;
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (surface == NULL) {
        *error = g_strdup("the window is not realized");
        return FALSE;
    }
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    Window xid = gdk_x11_surface_get_xid(surface);
    G_GNUC_END_IGNORE_DEPRECATIONS
    XSetInputFocus(display, xid, RevertToParent, CurrentTime);
    XFlush(display);
    return TRUE;
}

gboolean bench_keys_type(GtkWindow *window, guint keyval, char **error) {
    Display *display = x_display(window, error);
    FakeKeyEvent fake = display != NULL ? fake_key_event(error) : NULL;
    if (fake == NULL)
        return FALSE;
    KeyCode keycode = XKeysymToKeycode(display, (KeySym)keyval);
    if (keycode == 0) {
        *error = g_strdup_printf("no key types keyval 0x%x", keyval);
        return FALSE;
    }
    if (!fake(display, keycode, True, CurrentTime) || !fake(display, keycode, False, CurrentTime)) {
        *error = g_strdup("XTestFakeKeyEvent failed (no XTEST extension?)");
        return FALSE;
    }
    XFlush(display);
    return TRUE;
}
