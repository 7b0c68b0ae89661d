/* The two modes of bench/PROTOCOL.md that minimal-gtk and minimal-adwaita run: `startup` and
 * `memory`. Both end in the after-paint of the first frame; they have no steps, so
 * TWOPANE_BENCH_COUNT does not apply. */
#ifndef MINIMAL_BENCH_H
#define MINIMAL_BENCH_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum {
    MINIMAL_BENCH_NONE,    /* TWOPANE_BENCH unset or empty: an ordinary interactive program */
    MINIMAL_BENCH_STARTUP, /* exit(0) in the first frame's after-paint */
    MINIMAL_BENCH_MEMORY,  /* raise(SIGSTOP) there, then exit(0) once continued */
} MinimalBenchMode;

/* Reads TWOPANE_BENCH. Any value but unset, empty, `startup` or `memory` is a usage error:
 * one line on stderr, prefixed with `program`, and FALSE (the caller exits with status 2). */
gboolean minimal_bench_mode_from_environment(const char *program, MinimalBenchMode *mode);

/* Checks the command line (the programs take no arguments), then reads TWOPANE_BENCH as
 * above; a problem is one line on stderr and FALSE (the caller exits with status 2). */
gboolean minimal_bench_check_command_line(const char *program, int argc, char **argv, MinimalBenchMode *mode);

/* Presents `window` and starts the mode on it; the process ends in its first frame. */
void minimal_bench_present(MinimalBenchMode mode, const char *program, GtkWindow *window);

/* Runs `application` with its "activate" handler and drops it: what is left of `main` once
 * the command line is checked. The exit status. */
int minimal_bench_run(GApplication *application, GCallback activate, gpointer data, int argc, char **argv);

G_END_DECLS

#endif
