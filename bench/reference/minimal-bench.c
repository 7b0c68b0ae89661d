/* `startup` and `memory` (bench/PROTOCOL.md) for the minimal programs: the process ends in
 * the after-paint of the window's first frame, exactly as trails-reference's bench.c does. */
#include "minimal-bench.h"

#include <signal.h>
#include <stdlib.h>

/* Modes of the protocol that only trails and trails-reference run. */
static const char *const steps_modes[] = {"crossings", "detail-crossings", "selections", "scroll",
                                           "insert-top", "type-query", "task-start", "crossings-yielding"};

static struct {
    MinimalBenchMode mode;
    GtkWidget *window;
} bench;

gboolean minimal_bench_check_command_line(const char *program, int argc, char **argv, MinimalBenchMode *mode) {
    if (argc > 1) {
        g_printerr("%s: unknown argument '%s' (it takes none)\n", program, argv[1]);
        return FALSE;
    }
    return minimal_bench_mode_from_environment(program, mode);
}

gboolean minimal_bench_mode_from_environment(const char *program, MinimalBenchMode *mode) {
    const char *name = g_getenv("TWOPANE_BENCH");
    *mode = MINIMAL_BENCH_NONE;
    if (name == NULL || *name == '\0')
        return TRUE;
    if (g_str_equal(name, "startup")) {
        *mode = MINIMAL_BENCH_STARTUP;
        return TRUE;
    }
    if (g_str_equal(name, "memory")) {
        *mode = MINIMAL_BENCH_MEMORY;
        return TRUE;
    }
    gboolean known = FALSE;
    for (guint i = 0; i < G_N_ELEMENTS(steps_modes); i++)
        known = known || g_str_equal(name, steps_modes[i]);
    if (known)
        g_printerr("%s: TWOPANE_BENCH: mode '%s' is not implemented here (only startup or memory)\n", program, name);
    else
        g_printerr("%s: TWOPANE_BENCH: unknown mode '%s' (this program runs startup or memory)\n", program, name);
    return FALSE;
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    (void)data;
    if (!gtk_widget_get_mapped(bench.window))
        return;
    if (bench.mode == MINIMAL_BENCH_MEMORY)
        raise(SIGSTOP); /* the harness reads /proc/PID/smaps, then continues the process */
    exit(0);
}

int minimal_bench_run(GApplication *application, GCallback activate, gpointer data, int argc, char **argv) {
    g_signal_connect(application, "activate", activate, data);
    int status = g_application_run(application, argc, argv);
    g_object_unref(application);
    return status;
}

void minimal_bench_present(MinimalBenchMode mode, const char *program, GtkWindow *window) {
    gtk_window_present(window);
    if (mode == MINIMAL_BENCH_NONE)
        return;
    bench.mode = mode;
    bench.window = GTK_WIDGET(window);
    GdkFrameClock *clock = gtk_widget_get_frame_clock(bench.window);
    if (clock == NULL) {
        g_printerr("%s: %s benchmark: the window has no frame clock after gtk_window_present\n", program,
                   mode == MINIMAL_BENCH_MEMORY ? "memory" : "startup");
        exit(1);
    }
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), NULL);
    gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT);
}
