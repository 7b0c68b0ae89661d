#!/usr/bin/python3
"""Side-by-side benchmark: the Swift app `trails` (A, built as `trails-bench`: the same app with
the benchmark driver) against the plain C GTK 4 reference `trails-reference` (B), and at start-up
also against two floors: `minimal-gtk` (C, the same list/detail content in the plainest GTK 4)
and `minimal-adwaita` (D, the same on libadwaita's AdwLeaflet). A runs in GTK's own look
(`--plain-gtk`), as B does; E is the same trails-bench in libadwaita's look, Trails' default
(TwoPaneAdwaita), measured at start-up against A and D; F is the C reference's own code in a
static Swift executable (bench/out/swift-floor), the Swift runtime's floor, measured at
start-up; G is F with the main actor and the standard library's collections used as any Swift 6
GTK app uses them before its first frame (bench/out/swift-main-actor-floor), that app's floor.
All run the modes of bench/PROTOCOL.md (C, D, E, F and G only `startup` and `memory`).

Run it inside ONE headless session, from anywhere:

    scripts/headless.sh /usr/bin/python3 bench/bench.py            # what `make bench` runs
    scripts/headless.sh /usr/bin/python3 bench/bench.py --smoke    # what `make bench-smoke` runs

Full run: writes bench/results.json (every run, raw samples, machine) and bench/RESULTS.md,
prints the tables. Exit status 0 when every run worked (met or not met targets alike), 1 when
a run failed (non-zero exit, 60 s timeout, no JSON line, malformed JSON, a memory run that did
not stop itself) — the message names the program, mode, data set and shows the end of its
stderr.

Smoke run: a few runs per program and mode on the built-in data and --synthetic 10000 only,
written to bench/out/smoke-results.json; it checks the harness (valid JSON, positive numbers,
an RSS breakdown whose groups add up to the process's RSS), not the targets, keeps going after
a failure and ends with `N passed, M failed`.

Each (mode, data set) block runs one discarded warm-up of each of its programs, then
alternates them (A, B, A, B, ... or A, B, C, D, A, B, C, D, ...) so drift hits all alike.
Wall time (spawn to exit) and peak RSS (ru_maxrss of os.wait4) are measured here, around the
child. The memory mode stops itself at its first frame; this reads /proc/PID/smaps_rollup,
/proc/PID/smaps and /proc/PID/status then, names every mapping's resident memory by the
MEMORY_RULES table, and continues the child. Standard library only.
"""

import argparse
import contextlib
import datetime
import fnmatch
import json
import math
import os
import platform
import re
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import time

import portal_ab

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_A = ".build/release/trails-bench"
DEFAULT_B = "bench/out/trails-reference"
DEFAULT_C = "bench/out/minimal-gtk"
DEFAULT_D = "bench/out/minimal-adwaita"
DEFAULT_E = DEFAULT_A
DEFAULT_F = "bench/out/swift-floor"
DEFAULT_G = "bench/out/swift-main-actor-floor"
# What each program is, in the tables.
PROGRAM_NAMES = {"A": "Trails", "B": "C reference", "C": "minimal GTK 4",
                 "D": "libadwaita AdwLeaflet", "E": "Trails, libadwaita's look",
                 "F": "C reference, static Swift executable",
                 "G": "F with the main actor and collections"}
# The arguments each program runs Trails with (not the shapes or the notes: not Trails): A
# draws in GTK's own look, as the C reference B does; E in libadwaita's, Trails' default.
PROGRAM_ARGUMENTS = {"A": ["--plain-gtk"]}
TIMEOUT_S = 60
FRAME_US = 16_700  # one frame at 60 Hz (PROTOCOL.md: GDK's own "dropped" threshold)
MISSED_SLOT_US = 25_000  # an interval this long missed a frame slot (PROTOCOL.md, caution)

DATASETS = {  # key → (label, program arguments)
    "4": ("4 (built-in)", []),
    "10000": ("10,000", ["--synthetic", "10000"]),
    "100000": ("100,000", ["--synthetic", "100000"]),
    "1000000": ("1,000,000", ["--synthetic", "1000000"]),
    # Not Trails: a layout of another shape (TWOPANE_BENCH_SHAPE, A only), each compared
    # with the first: 4 plain rows; 1,000,000 rows in 1,000 sections; a 10,000-row sidebar
    # of rows with a count badge (and 4 rows in the list).
    "shape-plain": ("4 (plain shape)", []),
    "shape-sections": ("1,000,000 in 1,000 sections", []),
    "shape-sidebar": ("4 by 10,000 badged sidebar", []),
}
SHAPE_OF_DATASET = {"shape-plain": "plain", "shape-sections": "sections", "shape-sidebar": "sidebar"}
# What type-query types (TWOPANE_BENCH_QUERY), per data set: "alps" matches one built-in
# trail; the synthetic names are "Trail 1" … "Trail N", of which "1", "12", "123", "1234"
# keep about 47 %, 5 %, 0.5 % and 0.05 % at a million.
QUERY_OF_DATASET = {"4": "alps"}
SYNTHETIC_QUERY = "1234"


def query_of(ds):
    return QUERY_OF_DATASET.get(ds, SYNTHETIC_QUERY)

# (mode, data sets, runs per program, TWOPANE_BENCH_COUNT, programs). Startup and memory take
# no count; the minimal programs C and D run only those two, on the built-in data.
FULL_PLAN = [
    ("startup", ["4"], 30, None, "ABCDEFG"),
    ("startup", ["10000", "1000000"], 30, None, "AB"),
    ("startup", ["shape-plain", "shape-sections", "shape-sidebar"], 30, None, "A"),
    ("memory", ["4"], 3, None, "ABCDEFG"),
    ("memory", ["1000000"], 1, None, "AB"),
    ("crossings", ["4"], 10, 20, "AB"),
    ("detail-crossings", ["4"], 10, 20, "AB"),
    ("selections", ["4"], 10, 20, "AB"),
    ("scroll", ["4", "10000", "1000000"], 10, 30, "AB"),
    ("first-open", ["4"], 5, None, "A"),
    ("insert-top", ["4", "100000", "1000000"], 10, 20, "AB"),
    ("insert-top-diff", ["4", "100000", "1000000"], 5, 20, "A"),
    ("type-query", ["4", "100000", "1000000"], 6, None, "AB"),
    ("task-start", ["4"], 10, 100, "AB"),
    ("crossings-yielding", ["4"], 10, 20, "AB"),
    ("crossings-yielding-detached", ["4"], 10, 20, "A"),
    ("update-open", ["100000"], 10, 20, "AB"),
    ("type-save", ["100000"], 10, 20, "AB"),
]
# make bench-gtk-latest, in the Debian 13 root: start-up and memory at 4 items of all four
# programs, D being libadwaita's AdwNavigationSplitView (bench/reference/minimal-adwaita-navigation.c).
GTK_LATEST_PLAN = [
    ("startup", ["4"], 30, None, "ABCDE"),
    ("memory", ["4"], 3, None, "ABCDE"),
]
GTK_LATEST_D = "libadwaita AdwNavigationSplitView"
SMOKE_PLAN = [
    ("startup", ["4"], 3, None, "ABCDEFG"),
    ("startup", ["10000"], 3, None, "AB"),
    ("startup", ["shape-plain", "shape-sections", "shape-sidebar"], 2, None, "A"),
    ("memory", ["4"], 1, None, "ABCDEFG"),
    ("crossings", ["4", "10000"], 3, 5, "AB"),
    ("detail-crossings", ["4"], 3, 5, "AB"),
    ("selections", ["4", "10000"], 3, 5, "AB"),
    ("scroll", ["4", "10000"], 3, 5, "AB"),
    ("first-open", ["4"], 1, None, "A"),
    ("insert-top", ["4", "10000"], 2, 3, "AB"),
    ("insert-top-diff", ["4", "10000"], 1, 3, "A"),
    ("type-query", ["4", "10000"], 2, None, "AB"),
    ("task-start", ["4"], 2, 20, "AB"),
    ("crossings-yielding", ["4"], 2, 5, "AB"),
    ("crossings-yielding-detached", ["4"], 2, 5, "A"),
    ("update-open", ["4", "10000"], 2, 3, "AB"),
    ("type-save", ["4", "10000"], 2, 3, "AB"),
]
METRIC_OF_MODE = {"crossings": "crossing", "detail-crossings": "crossing", "selections": "selection",
                  "crossings-yielding": "crossing", "crossings-yielding-detached": "crossing",
                  "task-start": "task-start",
                  "first-open": "first-open",
                  "scroll": "scroll", "insert-top": "insert-top", "insert-top-diff": "insert-top",
                  "type-query": "type-query", "update-open": "update-open", "type-save": "type-save"}
# crossings-yielding: crossings beside a cooperative loop that never ends: in Trails a
# main-actor task on `await Task.yield()`, in the reference an idle callback that always runs
# again; crossings-yielding-detached: Trails beside such a task off the main actor (the Swift
# runtime's Task.yield() goes through its thread pool), against the reference's yielding.
CROSSING_MODES = ("crossings", "detail-crossings", "crossings-yielding", "crossings-yielding-detached")
INSERT_MODES = ("insert-top", "insert-top-diff")
# In a window of notes, the open note's editor focused: a save that moves the note to the top
# (update-open), a key typed into the editor that saves and moves it (type-save).
NOTE_MODES = ("update-open", "type-save")
# Trails-only modes compared with another mode of the C reference: insert-top-diff (Trails
# finds the change by comparing) against the reference's insert-top (g_list_store_splice).
B_MODE_OF = {"insert-top-diff": "insert-top", "crossings-yielding-detached": "crossings-yielding"}
# Rows whose A and B measure different things: no ratio (the app's array insert before
# setItems(_:) against the reference's making its one item).
NO_RATIO = {("insert-top-diff", "updates"), ("insert-top-diff", "int_calls")}


def reads_shapes(path):
    """Whether the trails-bench at `path` reads TWOPANE_BENCH_SHAPE: builds older than the
    shapes ignore it and start Trails, which would be compared with a shape."""
    env = dict(os.environ, TWOPANE_BENCH="startup", TWOPANE_BENCH_SHAPE="?")
    return subprocess.run([path], env=env, stdin=subprocess.DEVNULL, capture_output=True,
                          timeout=TIMEOUT_S).returncode == 2


def knows_mode(path, mode):
    """Whether the program at `path` has the benchmark mode `mode`: builds older than a mode
    reject it as unknown (a count of 0 is a usage error of every mode, so none starts)."""
    env = dict(os.environ, TWOPANE_BENCH=mode, TWOPANE_BENCH_COUNT="0")
    done = subprocess.run([path], env=env, stdin=subprocess.DEVNULL, capture_output=True, timeout=TIMEOUT_S)
    return done.returncode == 2 and b"unknown mode" not in done.stderr


def knows_plain_gtk(path):
    """Whether the trails-bench at `path` takes --plain-gtk (libadwaita's look came with 0.6.0:
    an older one is in GTK's own look without it)."""
    done = subprocess.run([path, "--help"], env={k: v for k, v in os.environ.items() if k != "TWOPANE_BENCH"},
                          stdin=subprocess.DEVNULL, capture_output=True, timeout=TIMEOUT_S)
    return b"--plain-gtk" in done.stdout


class RunFailure(Exception):
    pass


# ---------------------------------------------------------------------------------------------
# The RSS breakdown of the memory mode (PROTOCOL.md, "The RSS breakdown")

# Groups, in table order.
MEMORY_GROUPS = {
    "exe": "the program's executable (text, data)",
    "swift": "Swift runtime libraries",
    "gl": "GL driver (Mesa)",
    "svg": "SVG icons (librsvg; libxml2, ICU)",
    "gtk_text": "GTK stack libraries, text",
    "gtk_data": "GTK stack libraries, data",
    "adwaita": "libadwaita",
    "libs": "other shared libraries",
    "fonts": "fonts (files, fontconfig caches)",
    "icons": "icon theme and images",
    "data": "GTK's and GLib's data files and caches",
    "heap": "heap ([heap], anonymous mappings)",
    "stack": "stack",
    "other": "other ([vdso], X shared memory, ...)",
}
EXECUTABLE = "<executable>"  # the program's own file (/proc/PID/exe)
# GTK, GLib (and GIO's modules), Pango, cairo, HarfBuzz, FreeType, fontconfig, pixman,
# gdk-pixbuf (and its loaders), epoxy, graphene, fribidi, the X11/xcb client libraries,
# xkbcommon and wayland-client: the libraries a GTK 4 window is made of.
GTK_STACK = ("libgtk-4.so*", "libglib-2.0.so*", "libgobject-2.0.so*", "libgio-2.0.so*",
             "libgmodule-2.0.so*", "libgthread-2.0.so*", "*/gio/modules/*.so", "libpango*",
             "libcairo*", "libharfbuzz*", "libfreetype.so*", "libfontconfig.so*",
             "libpixman-1.so*", "libgdk_pixbuf-2.0.so*", "*/gdk-pixbuf-2.0/*.so", "libepoxy.so*",
             "libgraphene-1.0.so*", "libfribidi.so*", "libX*", "libxcb*", "libxkbcommon*",
             "libwayland-client.so*", "libwayland-egl.so*")
# (group, writable, patterns): a mapping belongs to the first rule one of whose patterns
# matches its path (" (deleted)" removed). A pattern is a shell glob on the file name, or on
# the whole path when it has a "/"; "[heap]", "[stack]" and "" (anonymous, also "[anon:...]")
# match only themselves. writable True/False: only mappings that are / are not writable.
MEMORY_RULES = [
    ("exe", None, (EXECUTABLE,)),
    ("swift", None, ("libswift*", "libdispatch.so*", "libBlocksRuntime.so*", "libFoundation*",
                     "lib_FoundationICU.so*")),
    # Mesa and what only Mesa needs on Debian 12 (ldd of swrast_dri.so, libGLX_mesa.so,
    # libEGL_mesa.so against ldd of the programs): GDK's X11 backend probes EGL/GLX for its
    # visual at start-up, even with GSK_RENDERER=cairo. Not libstdc++: GTK needs it too
    # (libtiff → libLerc), and so does trails.
    ("gl", None, ("libLLVM*", "*_dri.so", "libGL*", "libEGL*", "libglapi.so*", "libgbm.so*",
                  "libz3.so*", "libdrm*", "libelf*", "libedit.so*", "libtinfo.so*",
                  "libsensors.so*", "libpciaccess.so*", "libX11-xcb.so*", "libXxf86vm.so*",
                  "libxcb-dri*", "libxcb-glx.so*", "libxcb-present.so*", "libxcb-sync.so*",
                  "libxcb-xfixes.so*", "libxcb-randr.so*", "libxshmfence.so*",
                  "libwayland-server.so*", "*/mesa_shader_cache/*")),
    # librsvg, loaded by gdk-pixbuf's SVG loader for the symbolic icons, and libxml2 and ICU,
    # its XML parser. Mesa's LLVM needs those two as well: a program that draws no SVG shows
    # about 0.9 MiB of them here.
    ("svg", None, ("librsvg*", "libxml2.so*", "libicu*", "libpixbufloader-svg.so",
                   "libpixbufloader_svg.so")),
    ("adwaita", None, ("libadwaita-1.so*",)),
    ("gtk_text", False, GTK_STACK),
    ("gtk_data", True, GTK_STACK),
    ("libs", None, ("*.so", "*.so.*")),
    ("fonts", None, ("/usr/share/fonts/*", "*.ttf", "*.otf", "*.ttc", "*.pfb", "*.pcf.gz",
                     "*/fontconfig/*")),
    ("icons", None, ("*/icons/*", "/usr/share/pixmaps/*", "*.png", "*.svg", "*.jpg")),
    ("other", None, ("/SYSV*", "/memfd:*", "/dev/*")),  # X SHM images, devices
    ("data", None, ("/*",)),  # any other file: schemas, locale, MIME, gconv, compose caches
    ("heap", None, ("[heap]", "")),
    ("stack", None, ("[stack]",)),
    ("other", None, ("*",)),  # [vdso], [vvar], [vsyscall]
]
MAPPING_HEADER = re.compile(r"[0-9a-f]+-[0-9a-f]+ ")


def memory_group(path, perms, exe):
    """The group of one mapping of /proc/PID/smaps (MEMORY_RULES)."""
    path = path.removesuffix(" (deleted)")
    if path.startswith("[anon:"):
        path = ""
    name = os.path.basename(path)
    for group, writable, patterns in MEMORY_RULES:
        if writable is not None and writable != ("w" in perms):
            continue
        for pattern in patterns:
            if pattern == EXECUTABLE:
                hit = path == exe
            elif pattern == "" or pattern.startswith("["):
                hit = path == pattern
            else:
                hit = fnmatch.fnmatchcase(path if "/" in pattern else name, pattern)
            if hit:
                return group
    return "other"


def kib_field(text, name):
    """The value of a `Name:   123 kB` line of a /proc file, in KiB."""
    m = re.search(rf"^{name}:\s+(\d+) kB$", text, re.MULTILINE)
    if m is None:
        raise RunFailure(f"no {name} line")
    return int(m.group(1))


def read_memory(pid):
    """The stopped child's memory: RSS (smaps_rollup), VmHWM (status) and the resident KiB of
    every mapping (smaps) by group, and within a group by path."""
    proc = f"/proc/{pid}"
    try:
        exe = os.readlink(f"{proc}/exe").removesuffix(" (deleted)")
        with open(f"{proc}/smaps_rollup") as f:
            rollup = f.read()
        with open(f"{proc}/status") as f:
            status = f.read()
        with open(f"{proc}/smaps") as f:
            smaps = f.read()
    except OSError as e:
        raise RunFailure(f"could not read {proc}: {e}") from None
    groups = {g: {} for g in MEMORY_GROUPS}
    path = perms = None
    for line in smaps.splitlines():
        if MAPPING_HEADER.match(line):
            fields = line.split(None, 5)
            perms, path = fields[1], fields[5] if len(fields) > 5 else ""
        elif line.startswith("Rss:") and path is not None:
            kib = int(line.split()[1])
            if kib:
                where = groups[memory_group(path, perms, exe)]
                key = path.removesuffix(" (deleted)") or "[anonymous]"
                where[key] = where.get(key, 0) + kib
    return {
        "rss_kib": kib_field(rollup, "Rss"),
        "hwm_kib": kib_field(status, "VmHWM"),
        "groups_kib": {g: sum(paths.values()) for g, paths in groups.items()},
        "paths_kib": {g: dict(sorted(paths.items(), key=lambda kv: -kv[1]))
                      for g, paths in groups.items() if paths},
    }


# ---------------------------------------------------------------------------------------------
# Running one program once


def tail(data, lines=15):
    text = data.decode("utf-8", "replace").rstrip("\n")
    kept = text.splitlines()[-lines:]
    return "\n".join("    " + line for line in kept) if kept else "    (empty)"


@contextlib.contextmanager
def spawned(argv, env):
    """Spawns argv in a session of its own, stdin from /dev/null, stdout and stderr into
    temporary files, with a fresh, empty XDG_STATE_HOME: trails remembers its window and
    layout there, and no run may start from what an earlier one saved. Yields (pid, spawn
    time in ns, outputs), outputs() giving (stdout, stderr) once the child is done; kills
    whatever is left of its session on the way out."""
    with open(os.devnull, "rb") as devnull, tempfile.TemporaryFile() as out, \
            tempfile.TemporaryFile() as err, tempfile.TemporaryDirectory(prefix="bench-state-") as state_home:
        env = dict(env, XDG_STATE_HOME=state_home)
        actions = [
            (os.POSIX_SPAWN_DUP2, devnull.fileno(), 0),
            (os.POSIX_SPAWN_DUP2, out.fileno(), 1),
            (os.POSIX_SPAWN_DUP2, err.fileno(), 2),
        ]

        def outputs():
            out.seek(0)
            err.seek(0)
            return out.read(), err.read()

        t0 = time.perf_counter_ns()
        pid = os.posix_spawn(argv[0], argv, env, file_actions=actions, setsid=True)
        try:
            yield pid, t0, outputs
        finally:
            try:  # anything the program left in its session
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def spawn_and_wait(argv, env, timeout_s):
    """Runs argv to completion (spawned). Returns (wall_us, exit_code or -signal, ru_maxrss
    KiB, stdout bytes, stderr bytes, timed_out)."""
    with spawned(argv, env) as (pid, t0, outputs):
        timed_out = False
        try:
            pidfd = os.pidfd_open(pid)
        except (AttributeError, OSError):
            pidfd = None
        if pidfd is not None:
            poller = select.poll()
            poller.register(pidfd, select.POLLIN)
            if not poller.poll(timeout_s * 1000):
                timed_out = True
                os.killpg(pid, signal.SIGKILL)
            _, status, usage = os.wait4(pid, 0)
            t1 = time.perf_counter_ns()
            os.close(pidfd)
        else:  # no pidfd: poll (1 ms steps, slightly coarser wall time)
            status, usage, timed_out = wait_polling(pid, time.monotonic() + timeout_s)
            t1 = time.perf_counter_ns()
        out, err = outputs()
    return ((t1 - t0) // 1000, os.waitstatus_to_exitcode(status), usage.ru_maxrss, out, err, timed_out)


def wait_polling(pid, deadline, flags=0):
    """Waits for the child to exit (or, with os.WUNTRACED, to stop), 1 ms polls; past the
    deadline kills its session. Returns (status, rusage, timed_out)."""
    while True:
        done, status, usage = os.wait4(pid, flags | os.WNOHANG)
        if done:
            return status, usage, False
        if time.monotonic() > deadline:
            os.killpg(pid, signal.SIGKILL)
            _, status, usage = os.wait4(pid, 0)
            return status, usage, True
        time.sleep(0.001)


def spawn_until_stopped(argv, env, timeout_s):
    """The memory mode: runs argv (spawned) until it stops itself (SIGSTOP at its first
    frame), reads its memory (read_memory), continues it and reaps it. Returns (exit code or
    -signal, ru_maxrss KiB, memory or None when it never stopped, stdout, stderr, timed_out,
    problem)."""
    deadline = time.monotonic() + timeout_s
    with spawned(argv, env) as (pid, _, outputs):
        memory = problem = None
        status, usage, timed_out = wait_polling(pid, deadline, os.WUNTRACED)
        if not timed_out and os.WIFSTOPPED(status):
            try:
                memory = read_memory(pid)
            except RunFailure as e:
                problem = str(e)
            os.kill(pid, signal.SIGCONT)
            status, usage, timed_out = wait_polling(pid, deadline)
        out, err = outputs()
    return os.waitstatus_to_exitcode(status), usage.ru_maxrss, memory, out, err, timed_out, problem


def check_memory(memory):
    """A reason when the breakdown is not sound (positive totals, the groups add up to the
    RSS of smaps_rollup within 1 %), else None."""
    total = sum(memory["groups_kib"].values())
    if memory["rss_kib"] <= 0 or memory["hwm_kib"] <= 0 or total <= 0:
        return (f"non-positive RSS {memory['rss_kib']} KiB, VmHWM {memory['hwm_kib']} KiB or"
                f" sum of groups {total} KiB")
    if abs(total - memory["rss_kib"]) > 0.01 * memory["rss_kib"]:
        return (f"the groups of smaps add up to {total} KiB, smaps_rollup says Rss"
                f" {memory['rss_kib']} KiB (more than 1 % apart)")
    return None


def validate(mode, count, data, ds=None):
    """Checks a program's JSON object against PROTOCOL.md; returns a reason or None."""
    want = METRIC_OF_MODE[mode]
    if data.get("metric") != want or data.get("unit") != "us":
        return f'expected "metric":"{want}","unit":"us", got {json.dumps(data)[:120]}'

    def positive_ints(xs, name, n, least=1):
        if not isinstance(xs, list) or len(xs) != n:
            return f"{name}: expected a list of {n} numbers"
        if not all(isinstance(x, int) and not isinstance(x, bool) and x >= least for x in xs):
            return f"{name}: not all {'positive' if least else 'non-negative'} integers"
        return None

    if mode in INSERT_MODES:
        reason = positive_ints(data.get("samples"), "samples", count)
        for name in ("calls", "updates", "rows_built", "binds", "setups"):
            reason = reason or positive_ints(data.get(name), name, count, least=0)
        if mode == "insert-top-diff":
            reason = reason or positive_ints(data.get("int_calls"), "int_calls", count, least=0)
        return reason
    if mode in NOTE_MODES:
        reason = positive_ints(data.get("samples"), "samples", count)
        if mode == "type-save":
            reason = reason or positive_ints(data.get("longest_block"), "longest_block", count)
            reason = reason or positive_ints(data.get("frames"), "frames", count)
        else:
            reason = reason or positive_ints(data.get("calls"), "calls", count, least=0)
        for name in ("details_built", "rows_built", "binds", "setups"):
            reason = reason or positive_ints(data.get(name), name, count, least=0)
        if not reason and any(data["details_built"]):
            reason = "details_built: the open note's detail was built again (L22)"
        return reason
    if mode == "type-query":
        query = query_of(ds)
        if data.get("query") != query:
            return f"query = {data.get('query')!r}, expected {query!r}"
        reason = None
        for name in ("longest_block", "first_matches", "complete"):
            reason = reason or positive_ints(data.get(name), name, len(query))
        for name in ("matches", "rows_built"):
            reason = reason or positive_ints(data.get(name), name, len(query), least=0)
        if reason:
            return reason
        if any(f > c for f, c in zip(data["first_matches"], data["complete"])):
            return "a key's first matches come after its complete result"
        return None

    if mode in CROSSING_MODES:
        reason = positive_ints(data.get("samples"), "samples", count) or \
            positive_ints(data.get("visible"), "visible", count)
        if reason:
            return reason
        if any(v < x for x, v in zip(data["samples"], data["visible"])):
            return "a visible sample ends before its structural one"
        return None
    if mode == "selections":
        return positive_ints(data.get("samples"), "samples", count)
    if mode == "task-start":
        return positive_ints(data.get("samples"), "samples", count, least=0)
    if mode == "first-open":
        parts = data.get("parts")
        if not isinstance(parts, list) or not parts or not all(isinstance(p, str) for p in parts):
            return "parts: expected a non-empty list of names"
        for name in ("first", "second", "first_frames", "second_frames"):
            reason = positive_ints(data.get(name), name, len(parts))
            if reason:
                return reason
        return None
    pages = data.get("pages")
    if pages != count:
        return f"pages = {pages!r}, expected {count}"
    reason = positive_ints(data.get("frame_intervals"), "frame_intervals", count)
    if reason:
        return reason
    if data.get("total") != sum(data["frame_intervals"]):
        return f"total {data.get('total')!r} is not the sum of frame_intervals"
    if data.get("dropped") != sum(1 for x in data["frame_intervals"] if x > FRAME_US):
        return f"dropped {data.get('dropped')!r} is not the count of intervals over {FRAME_US} us"
    selected = data.get("selected", "absent")
    if selected != "absent" and (not isinstance(selected, int) or isinstance(selected, bool) or selected < 1):
        # Every data set has more than one row: PageDown from row 0 selects a later one (L6).
        # (A trails-bench older than the field, as a baseline, does not report it.)
        return f"selected = {selected!r}: the pages selected no row after the first"
    return None


def run_once(prog, mode, ds, count):
    env = dict(os.environ)
    env["TWOPANE_BENCH"] = mode
    env.pop("TWOPANE_BENCH_COUNT", None)
    env.pop("TWOPANE_BENCH_QUERY", None)
    env.pop("TWOPANE_BENCH_SHAPE", None)
    if ds in SHAPE_OF_DATASET:
        env["TWOPANE_BENCH_SHAPE"] = SHAPE_OF_DATASET[ds]
    if count is not None:
        env["TWOPANE_BENCH_COUNT"] = str(count)
    if mode == "type-query":
        env["TWOPANE_BENCH_QUERY"] = query_of(ds)
    runs_trails = ds not in SHAPE_OF_DATASET and mode not in NOTE_MODES
    argv = [prog["path"]] + DATASETS[ds][1] + (prog["args"] if runs_trails else [])
    where = (f"{prog['label']} ({prog['rel']}{''.join(' ' + a for a in prog['args'])}), mode {mode},"
             f" data set {DATASETS[ds][0]} items")
    if mode == "memory":
        return run_memory_once(argv, env, where)
    wall_us, code, rss_kib, out, err, timed_out = spawn_and_wait(argv, env, TIMEOUT_S)
    if timed_out:
        raise RunFailure(f"{where}: timed out after {TIMEOUT_S} s (killed)\n  stderr tail:\n"
                         + tail(err))
    if code != 0:
        how = f"killed by signal {-code}" if code < 0 else f"exited with status {code}"
        raise RunFailure(f"{where}: {how}\n  stderr tail:\n" + tail(err))
    run = {"wall_us": wall_us, "maxrss_kib": rss_kib}
    if wall_us <= 0 or rss_kib <= 0:
        raise RunFailure(f"{where}: non-positive wall time {wall_us} us or peak RSS {rss_kib} KiB")
    if mode == "startup":
        return run
    line = next((l for l in out.decode("utf-8", "replace").splitlines()
                 if l.startswith('{"metric"')), None)
    if line is None:
        raise RunFailure(f"{where}: printed no JSON line starting with {{\"metric\"\n"
                         "  stdout tail:\n" + tail(out) + "\n  stderr tail:\n" + tail(err))
    try:
        data = json.loads(line)
    except json.JSONDecodeError as e:
        raise RunFailure(f"{where}: malformed JSON line ({e}): {line[:200]}") from None
    reason = validate(mode, count, data, ds)
    if reason:
        raise RunFailure(f"{where}: invalid result: {reason}")
    run["result"] = data
    return run


def run_memory_once(argv, env, where):
    code, rss_kib, memory, _, err, timed_out, problem = spawn_until_stopped(argv, env, TIMEOUT_S)
    if timed_out:
        what = "did not stop itself at its first frame" if memory is None and problem is None \
            else "did not exit once continued"
        raise RunFailure(f"{where}: {what} within {TIMEOUT_S} s (killed)\n  stderr tail:\n"
                         + tail(err))
    if memory is None and problem is None:
        how = f"killed by signal {-code}" if code < 0 else f"exited with status {code}"
        raise RunFailure(f"{where}: {how} without stopping itself at its first frame (SIGSTOP)"
                         "\n  stderr tail:\n" + tail(err))
    if problem:
        raise RunFailure(f"{where}: {problem}")
    if code != 0:
        how = f"killed by signal {-code}" if code < 0 else f"exited with status {code}"
        raise RunFailure(f"{where}: {how} after it was continued\n  stderr tail:\n" + tail(err))
    reason = check_memory(memory)
    if reason:
        raise RunFailure(f"{where}: invalid RSS breakdown: {reason}")
    return {"maxrss_kib": rss_kib, "memory": memory}


def preflight(prog):
    """A program that ignores TWOPANE_BENCH would open an interactive window and sit there
    until the 60 s timeout; PROTOCOL.md requires an unknown mode to exit 2 at once."""
    env = dict(os.environ, TWOPANE_BENCH="no-such-mode")
    _, code, _, _, err, timed_out = spawn_and_wait([prog["path"]], env, 15)
    if timed_out or code != 2:
        got = "kept running (killed after 15 s)" if timed_out else f"exit status {code}"
        raise RunFailure(
            f"{prog['label']} ({prog['rel']}) does not implement bench/PROTOCOL.md: "
            f"TWOPANE_BENCH=no-such-mode must exit with status 2 at once, got {got}\n"
            "  stderr tail:\n" + tail(err))


# ---------------------------------------------------------------------------------------------
# Statistics


def p95(xs):  # nearest rank
    xs = sorted(xs)
    return xs[max(0, math.ceil(0.95 * len(xs)) - 1)]


def stat(value, per_run):
    return {"value": value, "min": min(per_run), "max": max(per_run)}


def stats_of_runs(runs):
    """Every block's numbers from a results file's raw runs (block_stats of each program's
    measured runs), as the run that made them computed them."""
    measured = {}
    for r in runs:
        if not r["warmup"] and "error" not in r:
            measured.setdefault((r["mode"], r["dataset"]), {}).setdefault(r["program"], []).append(r)
    return {block: {prog: block_stats(rs, block[0]) for prog, rs in progs.items()}
            for block, progs in measured.items()}


def block_stats(runs, mode):
    """Per-program numbers of one (mode, data set) block from its measured runs."""
    s = {}
    if mode == "startup":
        walls = [r["wall_us"] / 1000 for r in runs]
        rss = [r["maxrss_kib"] / 1024 for r in runs]
        s["startup"] = stat(statistics.median(walls), walls)
        s["rss"] = stat(statistics.median(rss), rss)
    elif mode == "memory":
        def mib(values):
            xs = [x / 1024 for x in values]
            return stat(statistics.median(xs), xs)
        s["first_frame_rss"] = mib([r["memory"]["rss_kib"] for r in runs])
        s["peak_rss"] = mib([r["memory"]["hwm_kib"] for r in runs])
        s["groups"] = {g: mib([r["memory"]["groups_kib"][g] for r in runs]) for g in MEMORY_GROUPS}
    elif mode == "first-open":
        # Per part, over the runs: each opening's time (ms) and the most frames it took.
        parts = runs[0]["result"]["parts"]
        for i, part in enumerate(parts):
            for opening in ("first", "second"):
                ms = [r["result"][opening][i] / 1000 for r in runs]
                frames = [r["result"][opening + "_frames"][i] for r in runs]
                s[f"{part}/{opening}"] = stat(statistics.median(ms), ms)
                s[f"{part}/{opening}_frames"] = stat(max(frames), frames)
        s["parts"] = parts
    elif mode == "task-start":
        # Microseconds, not milliseconds: a task starts within a turn of the main loop.
        per_run = [r["result"]["samples"] for r in runs]
        pooled = [x for xs in per_run for x in xs]
        s["median"] = stat(statistics.median(pooled), pooled)
        s["p95"] = stat(p95(pooled), [p95(xs) for xs in per_run])
        s["n"] = len(pooled)
    elif mode in CROSSING_MODES or mode == "selections":
        per_run = [[x / 1000 for x in r["result"]["samples"]] for r in runs]
        pooled = [x for xs in per_run for x in xs]
        s["median"] = stat(statistics.median(pooled), pooled)
        s["p95"] = stat(p95(pooled), [p95(xs) for xs in per_run])
        s["n"] = len(pooled)
        if mode in CROSSING_MODES:
            # Even steps collapse, odd ones expand; structural: the frame with the new
            # structure; visible: the first frame painted with nothing moving.
            visible = [[x / 1000 for x in r["result"]["visible"]] for r in runs]
            for kind, runs_of_kind in (("", per_run), ("visible_", visible)):
                for direction, start in (("collapse", 0), ("expand", 1)):
                    per_run_xs = [xs[start::2] for xs in runs_of_kind if xs[start::2]]
                    if not per_run_xs:
                        continue
                    xs = [x for run in per_run_xs for x in run]
                    s[kind + direction] = stat(statistics.median(xs), xs)
                    s[kind + direction + "_p95"] = stat(p95(xs), [p95(run) for run in per_run_xs])
    elif mode in INSERT_MODES:
        def pooled_ms(name):
            per_run = [[x / 1000 for x in r["result"][name]] for r in runs]
            return per_run, [x for xs in per_run for x in xs]
        per_run, pooled = pooled_ms("samples")
        s["median"] = stat(statistics.median(pooled), pooled)
        s["p95"] = stat(p95(pooled), [p95(xs) for xs in per_run])
        for name in ("calls", "updates", "int_calls"):
            if not runs[0]["result"].get(name):
                continue  # int_calls: insert-top-diff only
            per_run_calls, calls = pooled_ms(name)
            s[name] = stat(statistics.median(calls), calls)
            s[name + "_p95"] = stat(p95(calls), [p95(xs) for xs in per_run_calls])
        for name in ("rows_built", "binds", "setups"):
            counts = [x for r in runs for x in r["result"][name]]
            s[name] = stat(statistics.median(counts), counts)
        s["n"] = len(pooled)
    elif mode in NOTE_MODES:
        per_run = [[x / 1000 for x in r["result"]["samples"]] for r in runs]
        pooled = [x for xs in per_run for x in xs]
        s["median"] = stat(statistics.median(pooled), pooled)
        s["p95"] = stat(p95(pooled), [p95(xs) for xs in per_run])
        s["n"] = len(pooled)
        name = "longest_block" if mode == "type-save" else "calls"
        per_run = [[x / 1000 for x in r["result"][name]] for r in runs]
        pooled = [x for xs in per_run for x in xs]
        s[name] = stat(statistics.median(pooled), pooled)
        s[name + "_p95"] = stat(p95(pooled), [p95(xs) for xs in per_run])
        s[name + "_max"] = stat(max(pooled), [max(xs) for xs in per_run])
        for name in ("details_built", "rows_built", "binds", "setups") + (("frames",) if mode == "type-save" else ()):
            counts = [x for r in runs for x in r["result"][name]]
            s[name] = stat(statistics.median(counts), counts)
            s[name + "_max"] = stat(max(counts), counts)
    elif mode == "type-query":
        # Per key (position in the query): the median over the runs; and per run, the worst
        # key's block and the whole query's time to complete results.
        keys = len(runs[0]["result"]["complete"])
        per_key = {}
        for name in ("longest_block", "first_matches", "complete"):
            per_key[name] = [stat(statistics.median(xs), xs) for xs in
                             ([r["result"][name][k] / 1000 for r in runs] for k in range(keys))]
        for name in ("matches", "rows_built"):
            per_key[name] = [stat(statistics.median(xs), xs) for xs in
                             ([r["result"][name][k] for r in runs] for k in range(keys))]
        s["per_key"] = per_key
        s["query"] = runs[0]["result"]["query"]
        worst = [max(r["result"]["longest_block"]) / 1000 for r in runs]
        s["longest_block"] = stat(max(st["value"] for st in per_key["longest_block"]), worst)
        firsts = [max(r["result"]["first_matches"]) / 1000 for r in runs]
        s["first_matches"] = stat(max(st["value"] for st in per_key["first_matches"]), firsts)
        totals = [sum(r["result"]["complete"]) / 1000 for r in runs]
        s["complete_total"] = stat(statistics.median(totals), totals)
        s["matches"] = [r["result"]["matches"] for r in runs]
    else:
        per_run = [[x / 1000 for x in r["result"]["frame_intervals"]] for r in runs]
        pooled = [x for xs in per_run for x in xs]
        per_page = [r["result"]["total"] / r["result"]["pages"] / 1000 for r in runs]
        over = [sum(1 for x in r["result"]["frame_intervals"] if x > FRAME_US) for r in runs]
        missed = [sum(1 for x in r["result"]["frame_intervals"] if x > MISSED_SLOT_US)
                  for r in runs]
        s["interval"] = stat(statistics.median(pooled), pooled)
        s["interval_p95"] = stat(p95(pooled), [p95(xs) for xs in per_run])
        s["interval_max"] = stat(max(pooled), [max(xs) for xs in per_run])
        s["per_page"] = stat(statistics.median(per_page), per_page)
        s["over_16_7"] = stat(sum(over), over)
        s["over_25"] = stat(sum(missed), missed)
        s["n"] = len(pooled)
    return s


# ---------------------------------------------------------------------------------------------
# The tables

# Crossings onto the list and onto the detail: per direction, the structural and the
# visible time, each as median and p95 (stat keys as block_stats names them).
CROSSING_ROW_SPECS = [
    (mode, f"{kind}{direction}{p95_suffix}", f"{direction} {onto}, {label}{p95_label}", "ms",
     "p95 of samples (range: per-run p95)" if p95_suffix else "median of samples")
    for mode, pages in (("crossings", "list"), ("detail-crossings", "detail"))
    for direction, onto in (("collapse", f"onto the {pages}"), ("expand", f"from the {pages}"))
    for kind, label in (("", "structural"), ("visible_", "visible"))
    for p95_suffix, p95_label in (("", ""), ("_p95", " p95"))
]

# (mode, stat key, label, unit, how the value is aggregated)
ROW_SPECS = [
    ("startup", "startup", "startup, exec to exit", "ms", "median of runs"),
    ("startup", "rss", "peak RSS", "MiB", "median of runs"),
    ("crossings", "median", "crossing median", "ms", "median of samples"),
    ("crossings", "p95", "crossing p95", "ms", "p95 of samples (range: per-run p95)"),
    *CROSSING_ROW_SPECS,
    ("crossings-yielding", "median", "crossing median, a loop yielding beside it", "ms",
     "median of samples (A: a main-actor task on Task.yield(); B: an idle callback)"),
    ("crossings-yielding", "p95", "crossing p95, a loop yielding beside it", "ms",
     "p95 of samples (range: per-run p95)"),
    ("crossings-yielding-detached", "median", "crossing median, a detached task yielding beside it", "ms",
     "median of samples (A: off the main actor; B: its idle callback)"),
    ("selections", "median", "selection to detail median", "ms", "median of samples"),
    ("selections", "p95", "selection to detail p95", "ms", "p95 of samples (range: per-run p95)"),
    ("scroll", "interval", "scroll frame interval median", "ms", "median of intervals"),
    ("scroll", "interval_p95", "scroll frame interval p95", "ms",
     "p95 of intervals (range: per-run p95)"),
    ("scroll", "interval_max", "scroll frame interval max", "ms", "max (range: per-run max)"),
    ("scroll", "per_page", "scroll time per page", "ms", "median of runs (total / pages)"),
    ("scroll", "over_16_7", "scroll frames > 16.7 ms", "frames", "sum over runs (range: per run)"),
    ("scroll", "over_25", "scroll frames > 25 ms", "frames", "sum over runs (range: per run)"),
    ("insert-top", "median", "insert at top, to the frame, median", "ms", "median of samples"),
    ("insert-top", "p95", "insert at top, to the frame, p95", "ms", "p95 of samples (range: per-run p95)"),
    ("insert-top", "calls", "insert at top, the call alone, median", "ms", "median of samples"),
    ("insert-top", "rows_built", "insert at top, row widgets built per step", "rows", "median of steps (range)"),
    ("insert-top", "binds", "insert at top, rows bound per step", "rows", "median of steps (range)"),
    ("insert-top-diff", "median", "insert at top via setItems(_:) (diff), to the frame, median", "ms",
     "median of samples (B: its insert-top)"),
    ("insert-top-diff", "calls", "insert at top via setItems(_:) (diff), the call alone, median", "ms",
     "median of samples (B: its insert-top)"),
    ("insert-top-diff", "updates", "insert at top via setItems(_:), the app's array insert, median", "ms",
     "median of samples (B: making its item)"),
    ("insert-top-diff", "int_calls", "insert at top via setItems(_:) (diff), Int ids, the call alone, median",
     "ms", "median of samples (a layout of plain rows with Int ids, not in a window)"),
    ("type-query", "longest_block", "type a query, longest main-thread block, worst key", "ms",
     "max over keys of the per-key median (range: per-run worst key)"),
    ("type-query", "first_matches", "type a query, to the first matches, slowest key", "ms",
     "max over keys of the per-key median (range: per-run slowest key)"),
    ("type-query", "complete_total", "type a query, to the complete results, all keys", "ms",
     "median of runs (sum over the keys)"),
    ("update-open", "median", "open note saved and moved to the top, to the frame, median", "ms",
     "median of samples"),
    ("update-open", "p95", "open note saved and moved to the top, to the frame, p95", "ms",
     "p95 of samples (range: per-run p95)"),
    ("update-open", "calls", "open note saved and moved to the top, the call alone, median", "ms",
     "median of samples (setItems(_:changes:) / the note's new text and g_list_store_splice)"),
    ("update-open", "details_built_max", "open note saved and moved to the top, details built per step, most",
     "widgets", "max over steps"),
    ("update-open", "rows_built", "open note saved and moved to the top, row widgets built per step", "widgets",
     "median of steps (range)"),
    ("update-open", "binds", "open note saved and moved to the top, rows bound per step", "widgets",
     "median of steps (range)"),
    ("type-save", "median", "key typed into the open note and saved (moved to the top), to the frame, median",
     "ms", "median of samples"),
    ("type-save", "p95", "key typed into the open note and saved (moved to the top), to the frame, p95", "ms",
     "p95 of samples (range: per-run p95)"),
    ("type-save", "longest_block_p95", "key typed and saved, longest main-thread block, p95", "ms",
     "p95 of the steps' longest blocks (range: per-run p95)"),
    ("type-save", "longest_block_max", "key typed and saved, longest main-thread block, worst key", "ms",
     "max over steps (range: per-run max)"),
    ("type-save", "frames_max", "key typed and saved, frames to the one showing it, most", "frames",
     "max over steps (1: the first frame after the key)"),
    ("type-save", "details_built_max", "key typed and saved, details built per step, most", "widgets",
     "max over steps"),
    ("type-save", "rows_built", "key typed and saved, row widgets built per step", "widgets",
     "median of steps (range)"),
    ("task-start", "median", "main-actor task started from a signal, to its first line, median", "µs",
     "median of samples (B: g_idle_add)"),
    ("task-start", "p95", "main-actor task started from a signal, to its first line, p95", "µs",
     "p95 of samples (range: per-run p95; B: g_idle_add)"),
]


def fmt(x, unit):
    if unit in ("frames", "rows", "widgets", "µs"):
        return f"{x:.0f}"
    if unit == "MiB":
        return f"{x:.1f}"
    return f"{x:.1f}" if x >= 100 else f"{x:.2f}"


def cell(st, unit):
    return f"{fmt(st['value'], unit)} ({fmt(st['min'], unit)}–{fmt(st['max'], unit)})"


def value(stats, mode, ds, key, prog):
    """The value of one program's stat in one block, or None when the block did not run."""
    st = stats.get((mode, ds), {}).get(prog, {}).get(key)
    return None if st is None else st["value"]


def adwaita_targets(stats):
    """What libadwaita's look costs Trails (issue 39): E (libadwaita's) within 1.05× of A's
    (GTK's own) start-up and 1.5 MiB of its peak RSS, at 4 items."""
    block = stats.get(("startup", "4"), {})
    if "A" not in block or "E" not in block:
        return []
    (a, e), (ra, re_) = ([block[p][key]["value"] for p in "AE"] for key in ("startup", "rss"))
    return [
        {"target": "E/A ≤ 1.05", "metric": "startup (libadwaita's look)", "dataset": "4",
         "measured": f"E/A = {e / a:.3f}", "met": e / a <= 1.05},
        {"target": f"E ≤ A + 1.5 MiB = {ra + 1.5:.1f} MiB", "metric": "peak RSS (libadwaita's look)",
         "dataset": "4", "measured": f"E = {re_:.1f} MiB (E − A = {signed(re_ - ra)})", "met": re_ <= ra + 1.5},
    ]


def build_gtk_latest_targets(stats):
    """The targets of a make bench-gtk-latest run: Trails ahead of libadwaita's split view (D)
    on start-up and peak RSS, and within 1.10× / +6 MiB of the plain GTK floor (C)."""
    targets = []
    block = stats.get(("startup", "4"), {})
    if not all(p in block for p in "ACD"):
        return targets
    (a, c, d), (ra, rc, rd) = ([block[p][key]["value"] for p in "ACD"] for key in ("startup", "rss"))
    for text, metric, measured, met in (
            ("A/D < 1.00", "startup", f"A/D = {a / d:.3f}", a < d),
            ("A < D", "peak RSS", f"A = {ra:.1f} MiB, D = {rd:.1f} MiB (A − D = {signed(ra - rd)})", ra < rd),
            ("A/C ≤ 1.10", "startup", f"A/C = {a / c:.3f}", a / c <= 1.10),
            (f"A ≤ C + 6 MiB = {rc + 6:.1f} MiB", "peak RSS", f"A = {ra:.1f} MiB (A − C = {signed(ra - rc)})",
             ra <= rc + 6)):
        targets.append({"target": text, "metric": metric, "dataset": "4", "measured": measured, "met": met})
    return targets + adwaita_targets(stats)


def build_targets(stats):
    """The issue's targets, one entry each: target text, metric, data set, measured, met."""
    targets = []

    def add(text, metric, ds, measured, met):
        targets.append({"target": text, "metric": metric, "dataset": ds, "measured": measured,
                        "met": bool(met)})

    def v(mode, ds, key, prog="A"):
        return value(stats, mode, ds, key, prog)

    targets += adwaita_targets(stats)

    def floors(key, compare):
        """The Swift runtime's floors (F, G) against B, as `compare` writes them."""
        shown = [(p, v("startup", "4", key, p)) for p in "FG"]
        return "".join(f"; {p} {compare(x)}" for p, x in shown if x is not None)
    a, b, c = (v("startup", "4", "startup", p) for p in "ABC")
    if a is not None and b is not None:
        add("A/B ≤ 1.00", "startup", "4",
            f"A/B = {a / b:.3f}" + floors("startup", lambda x: f"{x / b:.3f}"), a / b <= 1.00)
    if a is not None and c is not None:
        add("A/C ≤ 1.10", "startup", "4", f"A/C = {a / c:.3f}", a / c <= 1.10)
    a, b, c = (v("startup", "4", "rss", p) for p in "ABC")
    if a is not None and b is not None:
        add(f"A ≤ B + 3 MiB = {b + 3:.1f} MiB", "peak RSS", "4",
            f"A = {a:.1f} MiB (A − B = {signed(a - b)}" + floors("rss", lambda x: f"− B = {signed(x - b)}")
            + ")", a <= b + 3)
    if a is not None and c is not None:
        add(f"A ≤ C + 6 MiB = {c + 6:.1f} MiB", "peak RSS", "4",
            f"A = {a:.1f} MiB (A − C = {signed(a - c)})", a <= c + 6)
    x = v("crossings", "4", "p95")
    if x is not None:
        add("A ≤ 16.7 ms", "crossing p95", "4", f"{x:.2f} ms", x <= 16.7)
    for key, name in (("median", "crossing median"), ("p95", "crossing p95")):
        a, b = (v("crossings", "4", key, p) for p in "AB")
        if a is not None and b:
            add("A/B ≤ 1.10", name, "4", f"A/B = {a / b:.3f} ({a:.2f} / {b:.2f} ms)", a / b <= 1.10)
    for mode, pages in (("crossings", "list"), ("detail-crossings", "detail")):
        for direction, onto in (("collapse", "onto"), ("expand", "from")):
            x = v(mode, "4", f"visible_{direction}_p95")
            if x is not None:
                add("A ≤ 16.7 ms (one frame)", f"{direction} {onto} the {pages}, visible p95", "4",
                    f"{x:.2f} ms", x <= 16.7)
    x = v("selections", "4", "median")
    if x is not None:
        add("A ≤ 16.7 ms (one frame)", "selection to detail median", "4", f"{x:.2f} ms",
            x <= 16.7)
    a, b, a4 = v("startup", "1000000", "startup"), v("startup", "1000000", "startup", "B"), \
        v("startup", "4", "startup")
    if a is not None and b is not None:
        add("A(1M)/B(1M) ≤ 1.00", "startup", "1000000", f"A/B = {a / b:.3f}", a / b <= 1.00)
    if a is not None and a4 is not None:
        add(f"A(1M) ≤ 1.5 × A(4) = {1.5 * a4:.1f} ms", "startup", "1000000",
            f"A = {a:.1f} ms, A(1M)/A(4) = {a / a4:.3f}", a <= 1.5 * a4)
    a, b = (v("startup", "1000000", "rss", p) for p in "AB")
    if a is not None and b is not None:
        add(f"A ≤ B = {b:.1f} MiB", "peak RSS", "1000000", f"A = {a:.1f} MiB", a <= b)
    plain = v("startup", "shape-plain", "startup")
    for ds in ("shape-sections", "shape-sidebar"):
        a = v("startup", ds, "startup")
        if a is not None and plain is not None:
            add(f"A ≤ 1.5 × A(4 plain rows) = {1.5 * plain:.1f} ms", "startup", ds,
                f"A = {a:.1f} ms, ratio {a / plain:.3f}", a <= 1.5 * plain)
    opened = stats.get(("first-open", "4"), {}).get("A")
    for part in opened["parts"] if opened else []:
        frames = opened[f"{part}/second_frames"]["value"]
        add("A: shown in the first frame after the request", f"{part}, second opening", "4",
            f"{frames:.0f} frame{'s' if frames != 1 else ''}, "
            f"{opened[f'{part}/second']['value']:.1f} ms", frames == 1)
    a, b = (v("scroll", "1000000", "over_25", p) for p in "AB")
    if a is not None and b is not None:
        add("A ≤ B", "scroll frames > 25 ms", "1000000", f"A {a:.0f}, B {b:.0f}", a <= b)
    a, b = (v("scroll", "1000000", "interval_p95", p) for p in "AB")
    if a is not None and b:
        add("A/B ≤ 1.05", "scroll frame interval p95", "1000000", f"A/B = {a / b:.3f} ({a:.2f} / {b:.2f} ms)",
            a / b <= 1.05)
    for ds in DATASETS:
        a, b = (v("insert-top", ds, "median", p) for p in "AB")
        if a is not None and b:
            add("A/B ≤ 1.2", "insert at top, to the frame, median", ds,
                f"A/B = {a / b:.3f} ({a:.2f} / {b:.2f} ms)", a / b <= 1.2)
    x = v("insert-top-diff", "1000000", "calls")
    if x is not None:
        add("A ≤ 16.7 ms (Trails' ids are String names, not Int)", "setItems(_:) call (diff), median",
            "1000000", f"{x:.2f} ms (to the frame {v('insert-top-diff', '1000000', 'median'):.2f} ms;"
            f" the app's array insert before it {v('insert-top-diff', '1000000', 'updates'):.2f} ms)",
            x <= 16.7)
    x = v("insert-top-diff", "1000000", "int_calls")
    if x is not None:
        add("A ≤ 16.7 ms", "setItems(_:) call (diff), Int ids, median", "1000000", f"{x:.2f} ms", x <= 16.7)
    for ds in DATASETS:
        x = v("type-query", ds, "longest_block")
        if x is not None:
            add("A ≤ 16.7 ms", "type a query, longest main-thread block, worst key", ds, f"{x:.2f} ms",
                x <= 16.7)
    for ds in ("100000", "1000000"):
        a, b = (v("type-query", ds, "first_matches", p) for p in "AB")
        if a is not None and b:
            add("A/B ≤ 1.00 (ahead of C)", "type a query, to the first matches, slowest key", ds,
                f"A/B = {a / b:.3f} ({a:.2f} / {b:.2f} ms)", a / b <= 1.00)
    for ds in DATASETS:
        a, b = (v("type-query", ds, "complete_total", p) for p in "AB")
        if a is not None and b:
            add("A/B ≤ 1.5", "type a query, to the complete results, all keys", ds,
                f"A/B = {a / b:.3f} ({a:.1f} / {b:.1f} ms)", a / b <= 1.5)
    a, b = (v("update-open", "100000", "median", p) for p in "AB")
    if a is not None and b:
        add("A/B ≤ 1.2", "open note saved and moved to the top, to the frame, median", "100000",
            f"A/B = {a / b:.3f} ({a:.2f} / {b:.2f} ms)", a / b <= 1.2)
    for mode, what in (("update-open", "open note saved and moved to the top"), ("type-save", "key typed and saved")):
        x = v(mode, "100000", "details_built_max")
        if x is not None:
            add("A: 0 (L22: the detail is kept)", f"{what}, details built per step, most", "100000", f"{x:.0f}",
                x == 0)
    x, b = v("update-open", "100000", "rows_built"), v("update-open", "100000", "rows_built", "B")
    if x is not None:
        add("A: 1 (the moved and updated row)", "open note saved and moved to the top, row widgets built per step",
            "100000", f"{x:.0f}" + (f" (B: {b:.0f})" if b is not None else ""), x == 1)
    a, b = (v("type-save", "100000", "p95", p) for p in "AB")
    frames = v("type-save", "100000", "frames_max")
    if a is not None:
        add("A ≤ 16.7 ms", "key typed and saved (moved to the top), to the frame, p95", "100000",
            f"{a:.2f} ms" + (f" (A/B = {a / b:.3f}, B {b:.2f} ms)" if b else "")
            + ("; every key shown in the first frame after it" if frames == 1 else ""), a <= 16.7)
    a, b = (v("task-start", "4", "p95", p) for p in "AB")
    if a is not None:
        add("A ≤ 16.7 ms (before the next frame)", "main-actor task from a signal, start, p95", "4",
            f"{a:.0f} µs" + (f" (B, g_idle_add: {b:.0f} µs)" if b is not None else ""), a <= 16_700)
    a, b = (v("crossings-yielding", "4", "median", p) for p in "AB")
    plain = v("crossings", "4", "median")
    detached = v("crossings-yielding-detached", "4", "median")
    if a is not None and b:
        add("A/B ≤ 1.3", "crossing median, a loop yielding beside it", "4",
            f"A/B = {a / b:.3f} ({a:.2f} / {b:.2f} ms; A without the task {plain:.2f} ms"
            + (f", beside a detached one {detached:.2f} ms)" if detached is not None else ")"), a / b <= 1.3)
    return targets


def modes_and_datasets(plan):
    """Each mode of the plan with its data sets, in plan order."""
    order = {}
    for mode, datasets, _, _, _ in plan:
        known = order.setdefault(mode, [])
        known += [d for d in datasets if d not in known]
    return order


def build_rows(stats, plan):
    """One row per metric and data set that A and B both ran: A, B and A/B."""
    rows = []
    for mode, datasets in modes_and_datasets(plan).items():
        for m, key, label, unit, how in ROW_SPECS:
            if m != mode:
                continue
            for ds in datasets:
                block = stats.get((mode, ds), {})
                sa = block.get("A", {})
                sb = stats.get((B_MODE_OF.get(mode, mode), ds), {}).get("B", {})
                if key not in sa or key not in sb:
                    continue
                va, vb = sa[key]["value"], sb[key]["value"]
                rows.append({
                    "mode": mode, "key": key, "dataset": ds, "metric": label, "unit": unit,
                    "aggregate": how, "A": sa[key], "B": sb[key],
                    "ratio": (va / vb) if vb and (mode, key) not in NO_RATIO else None,
                })
    return rows


def build_four_program_rows(stats):
    """Start-up and peak RSS at 4 items for every program that ran them."""
    block = stats.get(("startup", "4"), {})
    return [dict({"metric": label, "unit": unit, "dataset": "4"},
                 **{p: block[p][key] for p in "ABCDEFG" if p in block})
            for key, label, unit in (("startup", "startup, exec to exit", "ms"),
                                     ("rss", "peak RSS", "MiB"))
            if "A" in block]


# The columns of the RSS breakdown: (program, data set), and the differences Trails − minimal GTK,
# Trails − the C reference in a static Swift executable, and Trails − that on the main actor.
BREAKDOWN_COLUMNS = [("A", "4"), ("B", "4"), ("C", "4"), ("D", "4"), ("F", "4"), ("G", "4"), ("A−C", "4"),
                     ("A−F", "4"), ("A−G", "4"), ("A", "1000000"), ("B", "1000000")]


# Below the groups, the two totals of the memory mode (block_stats keys).
BREAKDOWN_TOTALS = {"first_frame_rss": "total RSS at the first frame (smaps_rollup)",
                    "peak_rss": "peak RSS to the first frame (VmHWM)"}


def breakdown_value(stats, prog, ds, what):
    """One cell of the breakdown in MiB, or None: `what` is a group or a total; prog "A−C" is
    the difference of A and C (and "A−F" of A and F, "A−G" of A and G)."""
    if "−" in prog:
        a, c = (breakdown_value(stats, p, ds, what) for p in prog.split("−"))
        return None if a is None or c is None else a - c
    block = stats.get(("memory", ds), {}).get(prog)
    if block is None:
        return None
    return (block["groups"][what] if what in MEMORY_GROUPS else block[what])["value"]


def build_breakdown(stats):
    """The RSS breakdown at the first frame: one row per group, then the totals."""
    columns = [(p, ds) for p, ds in BREAKDOWN_COLUMNS
               if breakdown_value(stats, p, ds, "first_frame_rss") is not None]
    return {"columns": [f"{p}/{ds}" for p, ds in columns],
            "rows": [{"group": label, "key": what,
                      "mib": [breakdown_value(stats, p, ds, what) for p, ds in columns]}
                     for what, label in {**MEMORY_GROUPS, **BREAKDOWN_TOTALS}.items()]}


def render(head, body, right, markdown):
    """A table as lines: Markdown, or plain text in aligned columns."""
    if markdown:
        align = ["--:" if i in right else "---" for i in range(len(head))]
        return (["| " + " | ".join(head) + " |", "|" + "|".join(align) + "|"]
                + ["| " + " | ".join(line) + " |" for line in body])
    widths = [max(len(x[i]) for x in [head] + body) for i in range(len(head))]

    def fmt_line(cells):
        return "  ".join(c.rjust(w) if i in right else c.ljust(w)
                         for i, (c, w) in enumerate(zip(cells, widths))).rstrip()
    return [fmt_line(head), fmt_line(["-" * w for w in widths])] + [fmt_line(b) for b in body]


def signed(x, digits=1):
    """`+1.5`, `-0.3`, `+0.0` (never `-0.0`)."""
    return f"{round(x, digits) + 0.0:+.{digits}f}"


def program_head(programs, key):
    return f"{key} {PROGRAM_NAMES[key]}" + (f" ({programs[key]['label']})" if key in "AB" else "")


def compared(r, first, second):
    """`first` against `second` in row `r`: a difference of MiB, a ratio of times."""
    if first not in r or second not in r:
        return "—"
    if r["unit"] == "MiB":
        return f"{signed(r[first]['value'] - r[second]['value'])} MiB"
    return f"×{r[first]['value'] / r[second]['value']:.3f}"


def four_program_lines(rows, programs, markdown=False):
    """Start-up and RSS at 4 items: every program, A against B, C, D, F and G (the Swift
    runtime's floors), and E (libadwaita's Trails) against A (GTK's) and D (libadwaita's
    reference)."""
    shown = [p for p in "ABCDEFG" if any(p in r for r in rows)]
    pairs = [("A", p) for p in "BCDFG" if p in shown] + [("E", "A"), ("E", "D")]
    head = ["metric, 4 items"] + [f"{program_head(programs, p)} median (min–max)" for p in shown] \
        + [f"{first} vs {second}" for first, second in pairs]
    body = []
    for r in rows:
        line = [f"{r['metric']} ({r['unit']})"]
        line += [cell(r[p], r["unit"]) if p in r else "—" for p in shown]
        line += [compared(r, first, second) for first, second in pairs]
        body.append(line)
    return render(head, body, set(range(1, len(head))), markdown)


def ab_table_lines(rows, programs, markdown=False):
    """The A-vs-B table; start-up and peak RSS at 4 items are in the four-program table."""
    head = ["metric", "items", f"{program_head(programs, 'A')} median (min–max)",
            f"{program_head(programs, 'B')} median (min–max)", "A/B"]
    body = [[f"{r['metric']} ({r['unit']})", DATASETS[r["dataset"]][0], cell(r["A"], r["unit"]),
             cell(r["B"], r["unit"]), f"{r['ratio']:.3f}" if r["ratio"] is not None else "—"]
            for r in rows if not (r["mode"] == "startup" and r["dataset"] == "4")]
    return render(head, body, {2, 3, 4}, markdown)


def build_type_query_rows(stats):
    """Per data set and key typed (mode type-query): A's and B's per-key medians."""
    rows = []
    for ds in DATASETS:
        block = stats.get(("type-query", ds), {})
        if "A" not in block or "B" not in block:
            continue
        query = block["A"]["query"]
        for k in range(len(query)):
            row = {"dataset": ds, "typed": query[:k + 1]}
            for name in ("matches", "rows_built", "longest_block", "first_matches", "complete"):
                row[name] = {p: block[p]["per_key"][name][k] for p in "AB"}
            rows.append(row)
    return rows


def type_query_lines(rows, markdown=False):
    head = ["items", "typed", "matches", "rows built A / B", "longest block A", "B",
            "first matches A", "B", "complete A", "B", "complete A/B"]
    body = []
    for r in rows:
        ca, cb = r["complete"]["A"]["value"], r["complete"]["B"]["value"]
        body.append([DATASETS[r["dataset"]][0], f"`{r['typed']}`" if markdown else r["typed"],
                     f"{r['matches']['A']['value']:.0f}",
                     f"{r['rows_built']['A']['value']:.0f} / {r['rows_built']['B']['value']:.0f}"]
                    + [cell(r[name][p], "ms") for name in ("longest_block", "first_matches", "complete")
                       for p in "AB"]
                    + [f"{ca / cb:.3f}" if cb else "—"])
    return render(head, body, set(range(2, len(head))), markdown)


def matches_disagree(block):
    """A reason when A's and B's type-query runs did not show the same number of rows for
    each key, else None."""
    if "A" not in block or "B" not in block:
        return None
    seen = {tuple(m) for p in "AB" for m in block[p]["matches"]}
    if len(seen) > 1:
        return f"the programs' matches per key differ: {sorted(seen)}"
    return None


def build_first_open_rows(stats):
    """Per part Trails builds on first use: its first and second opening (mode first-open)."""
    block = stats.get(("first-open", "4"), {}).get("A")
    if not block:
        return []
    return [{"part": part, **{key: block[f"{part}/{key}"] for key in
                              ("first", "first_frames", "second", "second_frames")}}
            for part in block["parts"]]


def first_open_lines(rows, markdown=False):
    head = ["part (Trails)", "first opening, ms", "frames", "second opening, ms", "frames"]
    body = [[r["part"], cell(r["first"], "ms"), f"{r['first_frames']['value']:.0f}",
             cell(r["second"], "ms"), f"{r['second_frames']['value']:.0f}"] for r in rows]
    return render(head, body, {1, 2, 3, 4}, markdown)


def target_lines(targets, markdown=False):
    head = ["target", "metric", "items", "measured", "met"]
    body = [[t["target"], t["metric"], DATASETS[t["dataset"]][0], t["measured"],
             ("met" if t["met"] else ("**not met**" if markdown else "NOT met"))]
            for t in targets]
    return render(head, body, set(), markdown)


def breakdown_lines(breakdown, markdown=False):
    def column_head(column):
        prog, ds = column.split("/")
        differences = {"A−C": "Trails − minimal GTK", "A−F": "Trails − C reference in Swift",
                       "A−G": "Trails − C reference in Swift on the main actor"}
        name = differences.get(prog) or f"{prog} {PROGRAM_NAMES[prog]}"
        return name + (", 1,000,000" if ds == "1000000" else "")
    head = ["RSS at the first frame (MiB)"] + [column_head(c) for c in breakdown["columns"]]
    body = []
    for r in breakdown["rows"]:
        line = [r["group"]]
        for column, x in zip(breakdown["columns"], r["mib"]):
            line.append("—" if x is None else (signed(x) if "−" in column else
                                               f"{x:.1f}"))
        body.append(line)
    return render(head, body, set(range(1, len(head))), markdown)


# ---------------------------------------------------------------------------------------------
# Machine, output files


def first_line(argv):
    try:
        out = subprocess.run(argv, capture_output=True, text=True, timeout=60, cwd=ROOT)
        return (out.stdout or out.stderr).strip().splitlines()[0] if out.returncode == 0 \
            else None
    except (OSError, subprocess.SubprocessError, IndexError):
        return None


def machine_info():
    cpu = None
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")),
                       None)
    except OSError:
        pass
    commit = first_line(["git", "rev-parse", "HEAD"])
    dirty = first_line(["git", "status", "--porcelain", "--untracked-files=no"])
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "nproc": int(first_line(["nproc"]) or os.cpu_count() or 0),
        "cpu": cpu,
        "kernel": platform.release(),
        "gtk4": first_line(["pkg-config", "--modversion", "gtk4"]),
        "libadwaita": first_line(["pkg-config", "--modversion", "libadwaita-1"]),
        "swift": first_line([os.environ.get("SWIFT", "swift"), "--version"]),
        "python": platform.python_version(),
        "git_commit": commit,
        "git_dirty": bool(dirty) if commit else None,
        "display": {k: os.environ.get(k) for k in
                    ("DISPLAY", "GDK_BACKEND", "GSK_RENDERER", "G_DEBUG")},
    }


def write_json(path, doc):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    text = json.dumps(doc, indent=1, ensure_ascii=False)
    # Lists of numbers (the samples) on one line each, not one number per line.
    text = re.sub(r"\[\s*(-?[\d.]+(?:,\s*-?[\d.]+)*)\s*\]",
                  lambda m: "[" + ",".join(x.strip() for x in m.group(1).split(",")) + "]", text)
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text + "\n")
    os.replace(tmp, path)


def report_lines(doc, programs, markdown=False):
    """Every table of a run, each under a heading: for the terminal and for RESULTS.md."""
    lines = []

    def section(title, table):
        nonlocal lines
        lines += ([f"## {title}", ""] if markdown else [title, ""]) + table + [""]

    if doc["four_programs"]:
        section("Start-up and peak RSS at 4 items: Trails (A; E in libadwaita's look) and the references (B, C, D; F and G the Swift runtime's floors)",
                four_program_lines(doc["four_programs"], programs, markdown))
    if any(not (r["mode"] == "startup" and r["dataset"] == "4") for r in doc["summary"]):
        section("Trails (A) against the C reference (B)", ab_table_lines(doc["summary"], programs, markdown))
    if doc["first_open"]:
        section("Parts built on first use, opened twice (mode `first-open`)",
                first_open_lines(doc["first_open"], markdown)
                + ["", "From the request to the after-paint of the first frame that shows the part"
                   " (its own window's, for a window); frames: the most any run took, 1 being the"
                   " first frame after the request."])
    if doc.get("type_query"):
        section("Typing a query, key by key (mode `type-query`)",
                type_query_lines(doc["type_query"], markdown)
                + ["", "Per key typed: the median over the runs of the longest time the main thread"
                   " did not get to a 1 ms high-priority timeout, and the times from the key to the"
                   " after-paint of the first frame showing matches and of the first frame painted"
                   " once the search had looked at every trail (PROTOCOL.md). Matches: rows shown"
                   " at the end (both programs must agree); rows built: the app's row builder"
                   " calls."])
    if doc.get("portal"):
        head, body, note = portal_ab.table(doc["portal"])
        section("The settings portal read at start-up", render(head, body, set(), markdown) + ["", note])
    if doc["targets"]:
        met = sum(1 for t in doc["targets"] if t["met"])
        section("Targets", target_lines(doc["targets"], markdown)
                + ["", f"Targets met: {met} of {len(doc['targets'])}."])
    if doc["memory_breakdown"]["columns"]:
        section("Memory at the first frame, by what it is (mode `memory`)",
                breakdown_lines(doc["memory_breakdown"], markdown))
    return lines


def plan_text(blocks):
    return ", ".join(
        f"{mode} {runs}×" + (f" COUNT={count}" if count else "")
        + f" on {'/'.join(DATASETS[d][0].split(' ')[0] for d in dss)} ({', '.join(progs)})"
        for mode, dss, runs, count, progs in blocks)


def write_ab_markdown(path, doc, programs):
    """An A/B run (--baseline): every metric of the summary, A (this build), B (the baseline)
    and A/B; a ratio above 1 is slower or larger than the baseline."""
    m = doc["machine"]
    lines = [
        "# A/B: Trails at this build (A) against the baseline (B)", "",
        f"Measured {m['date']} with `{doc['command']}` (wall time {doc['wall_seconds']:.0f} s), GTK {m['gtk4']},"
        f" commit {(m['git_commit'] or '?')[:10]}{' (with local changes)' if m['git_dirty'] else ''}; "
        + "; ".join(f"{k} = `{programs[k]['rel']}`" for k in "AB") + ".",
        "Both in one headless session, alternately, in every block of the full plan. A/B above 1"
        " is slower or larger than the baseline.", "",
        "| mode | metric | items | A | B | A/B |", "|---|---|--:|--:|--:|--:|",
    ]
    for row in doc["summary"]:
        ratio = f"{row['ratio']:.2f}" if row["ratio"] is not None else "—"
        lines.append(f"| {row['mode']} | {row['metric']} ({row['unit']}) | {DATASETS[row['dataset']][0]}"
                     f" | {row['A']['value']:.1f} | {row['B']['value']:.1f} | {ratio} |")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def write_markdown(path, doc, programs):
    m = doc["machine"]
    raw = os.path.basename(doc["results_file"])
    lines = [
        "# Benchmark results: Trails (A) against the C reference (B), minimal GTK 4 (C) and"
        f" {PROGRAM_NAMES['D']} (D)",
        "",
        f"Measured {m['date']} with `{doc['command']}` (wall time {doc['wall_seconds']:.0f} s)"
        f" on {m['nproc']} CPUs ({m['cpu'] or 'unknown CPU'}), GTK {m['gtk4']},"
        f" libadwaita {m['libadwaita'] or 'unknown'}, {m['swift'] or 'swift: unknown'},"
        f" Linux {m['kernel']}, commit"
        f" {(m['git_commit'] or '?')[:10]}{' (with local changes)' if m['git_dirty'] else ''}.",
        "; ".join(f"{k} = `{' '.join([p['rel']] + p['args'])}` ({PROGRAM_NAMES[k]})" for k, p in programs.items())
        + ".",
        "",
        "Under `scripts/headless.sh` (Xvfb, cairo renderer), one session for the whole run;"
        " per (mode, data set) one discarded warm-up of each of its programs, then the"
        f" programs alternately: {plan_text(doc['plan']['blocks'])}. Times in ms, RSS in MiB;"
        " \"median (min–max)\" unless the metric says otherwise (p95 rows: range of per-run"
        " p95; frame counts: sum over runs and per-run range). Protocol:"
        f" [PROTOCOL.md](PROTOCOL.md); every run's raw samples: [{raw}]({raw}).",
        "",
    ]
    for merge in doc.get("merged") or []:
        lines += [f"The blocks of {', '.join(f'`{mode}`' for mode in merge['modes'])} were measured"
                  f" {merge['date']} with `{merge['command']}` ({merge['wall_seconds']:.0f} s), commit"
                  f" {(merge['git_commit'] or '?')[:10]}{' (with local changes)' if merge['git_dirty'] else ''},"
                  " and put in place of this run's (`--merge`); every other block is the run above.", ""]
    if programs["A"]["path"] == programs["B"]["path"]:
        lines += ["**A and B are the same program here** (a harness check, not a comparison).",
                  ""]
    lines += report_lines(doc, programs, markdown=True)
    lines += [
        "Peak RSS in the first two tables is `ru_maxrss` of a whole `startup` run. The memory"
        " table comes from separate `memory` runs, stopped in the first frame's after-paint:"
        " each group is the median over the runs of the `Rss:` of its mappings in"
        " `/proc/PID/smaps` (the rules: PROTOCOL.md, \"The RSS breakdown\"); the totals are"
        " medians of their own, so the groups need not add up to them exactly (in each run"
        " they do, within 1 %). \"Trails − minimal GTK\" names the MiB Trails adds to the"
        " plainest GTK 4 window with the same content. Per-run values and every mapping's"
        f" path: {raw}.",
        "",
        "Frames over 16.7 ms: GDK paces frames at 16 667 µs with a millisecond timer, so an"
        " on-time interval is 16.0–17.5 ms and about half of them exceed 16.7 ms even when"
        " nothing is late (PROTOCOL.md); the > 25 ms count is the one that shows a missed"
        f" frame slot. Reproduce with `{doc['command']}` (about "
        f"{math.ceil(doc['wall_seconds'] / 60)} min here).",
        "",
    ]
    if doc["gtk_latest"]:
        lines[2:2] = ["In the Debian 13 root of `make bench-gtk-latest` (scripts/gtk-latest.sh): GTK and"
                      " libadwaita from Debian 13, the same machine, kernel and Swift toolchain as"
                      " [RESULTS.md](RESULTS.md) (Debian 12, GTK 4.8).", ""]
    else:
        lines[2:2] = ["On Debian 13's GTK 4.18 and libadwaita 1.7, against AdwNavigationSplitView:"
                      " [RESULTS-gtk-latest.md](RESULTS-gtk-latest.md) (`make bench-gtk-latest`).", ""]
    with open(path, "w") as f:
        f.write("\n".join(lines))


# ---------------------------------------------------------------------------------------------
# Main


def program(path, label, args=()):
    full = path if os.path.isabs(path) else os.path.join(ROOT, path)
    return {"label": label, "rel": os.path.relpath(full, ROOT), "path": full, "args": list(args)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--smoke", action="store_true",
                    help="few short runs, checks the harness, writes bench/out/smoke-results.json")
    ap.add_argument("--gtk-latest", action="store_true",
                    help="start-up and memory only, D being AdwNavigationSplitView (make bench-gtk-latest):"
                    " writes bench/results-gtk-latest.json and bench/RESULTS-gtk-latest.md")
    defaults = {"A": DEFAULT_A, "B": DEFAULT_B, "C": DEFAULT_C, "D": DEFAULT_D, "E": DEFAULT_E, "F": DEFAULT_F,
                "G": DEFAULT_G}
    for key, default in defaults.items():
        ap.add_argument(f"--{key.lower()}", default=default,
                        help=f"program {key}, {PROGRAM_NAMES[key]} (default {default})")
    ap.add_argument("--b-as-a", action="store_true",
                    help="use program B as both A and B (to check the harness without trails)")
    ap.add_argument("--out", help="results JSON (default bench/results.json, with --smoke "
                    "bench/out/smoke-results.json, with --modes bench/out/partial-results.json);"
                    " RESULTS.md is written beside a full run's")
    ap.add_argument("--baseline", metavar="TRAILS_BENCH",
                    help="A/B against an older build (make bench-ab): program B is this trails-bench;"
                    " every block runs A and B alternately, B in A's own modes; writes"
                    " bench/out/ab-results.json and bench/out/AB-RESULTS.md (A/B per metric)")
    ap.add_argument("--modes", help="only these modes of the plan, comma-separated (e.g."
                    " insert-top,type-query): to work on one mode without the whole run")
    ap.add_argument("--merge", metavar="RESULTS_JSON",
                    help="with --modes: put this run's blocks into a full run's results (e.g."
                    " bench/results.json) in place of that run's blocks of the same modes, and"
                    " write it and RESULTS.md beside it again, saying which blocks were measured when")
    opts = ap.parse_args()
    sys.stdout.reconfigure(encoding="utf-8", line_buffering=True)
    sys.stderr.reconfigure(encoding="utf-8", line_buffering=True)

    if not os.environ.get("DISPLAY"):
        sys.exit("bench: no DISPLAY; run it as scripts/headless.sh /usr/bin/python3 bench/bench.py")
    paths = {key: getattr(opts, key.lower()) for key in defaults}
    if opts.b_as_a:
        paths["A"] = paths["B"]
    if opts.baseline:
        paths["B"] = opts.baseline
        PROGRAM_NAMES["B"] = "Trails at the baseline"
        B_MODE_OF.clear()  # B is Trails too: it runs A's own modes, and every ratio counts
        NO_RATIO.clear()
    programs = {key: program(path, "", PROGRAM_ARGUMENTS.get(key, ())) for key, path in paths.items()}
    if opts.b_as_a:
        programs["A"]["args"] = []
    if opts.baseline and knows_plain_gtk(opts.baseline):
        programs["B"]["args"] = ["--plain-gtk"]  # as A; a baseline without the option draws so anyway
    same = programs["A"]["path"] == programs["B"]["path"]
    for key, p in programs.items():
        p["label"] = os.path.basename(p["path"]) + (f" ({key})" if same and key in "AB" else "")

    plan = SMOKE_PLAN if opts.smoke else GTK_LATEST_PLAN if opts.gtk_latest else FULL_PLAN
    if opts.baseline:
        plan = [(mode, datasets, runs, count, "AB") for mode, datasets, runs, count, _ in plan]
        if not reads_shapes(opts.baseline):
            plan = [(mode, [ds for ds in datasets if ds not in SHAPE_OF_DATASET], runs, count, programs_)
                    for mode, datasets, runs, count, programs_ in plan]
        # A baseline from before the note-editing modes: those blocks cannot compare.
        plan = [block for block in plan if block[0] not in NOTE_MODES or knows_mode(opts.baseline, block[0])]
    if opts.merge and (not opts.modes or opts.smoke or opts.baseline or opts.gtk_latest):
        ap.error("--merge: only with --modes, into a full run's results")
    if opts.modes:
        chosen = opts.modes.split(",")
        unknown = [m for m in chosen if m not in {block[0] for block in plan}]
        if unknown:
            ap.error(f"--modes: not in this plan: {', '.join(unknown)}")
        plan = [block for block in plan if block[0] in chosen]
    for key in sorted({key for block in plan for key in block[4]}):
        if not os.access(programs[key]["path"], os.X_OK):
            sys.exit(f"bench: program {key} {programs[key]['rel']} is missing; build it first "
                     "(make bench builds them all)")
    out_json = opts.out or opts.merge or os.path.join(ROOT, "bench/out/smoke-results.json" if opts.smoke
                                        else "bench/out/ab-results.json" if opts.baseline
                                        else "bench/out/partial-results.json" if opts.modes
                                        else "bench/results-gtk-latest.json" if opts.gtk_latest
                                        else "bench/results.json")
    command = "make bench-smoke" if opts.smoke else "make bench-gtk-latest" if opts.gtk_latest else "make bench"
    if opts.baseline:
        command = "make bench-ab"
    elif opts.gtk_latest:
        PROGRAM_NAMES["D"] = GTK_LATEST_D
    elif opts.b_as_a or paths != defaults or opts.modes:
        command = "scripts/headless.sh /usr/bin/python3 bench/bench.py " + " ".join(sys.argv[1:])

    started = time.monotonic()
    machine = machine_info()
    log = sys.stderr
    print("bench: " + ", ".join(f"{k} = {p['rel']}" for k, p in programs.items())
          + f"{' (smoke)' if opts.smoke else ''}; GTK {machine['gtk4']}, {machine['nproc']} CPUs",
          file=log)

    passed = failed = 0
    failures = []
    runs = []  # every run, warm-ups included (flagged)
    stats = {}

    def fail(message):
        """Records a failure; a full run stops at the first."""
        nonlocal failed
        failed += 1
        failures.append(message)
        print(f"bench: FAILED: {message}", file=log)
        if not opts.smoke:
            sys.exit(1)

    def attempt(key, mode, ds, count, warmup, index):
        nonlocal passed, failed
        rec = {"program": key, "mode": mode, "dataset": ds, "args": DATASETS[ds][1],
               "count": count, "warmup": warmup, "index": index}
        try:
            rec.update(run_once(programs[key], mode, ds, count))
            if warmup and "memory" in rec:
                del rec["memory"]["paths_kib"]  # the measured runs keep theirs
            passed += 1
            runs.append(rec)
            return rec
        except RunFailure as e:
            rec["error"] = str(e)
            runs.append(rec)
            fail(str(e))
            return None

    preflighted = set()
    for key in programs:
        if programs[key]["path"] in preflighted or not any(key in block[4] for block in plan):
            continue
        preflighted.add(programs[key]["path"])
        try:
            preflight(programs[key])
        except RunFailure as e:
            # Every run of it would sit until the timeout: stop here.
            print(f"bench: FAILED: {e}", file=log)
            if opts.smoke:
                print(f"{passed} passed, {failed + 1} failed")
            return 1

    for mode, datasets, n_runs, count, progs in plan:
        for ds in datasets:
            t = time.monotonic()
            if not opts.smoke:
                for key in progs:
                    attempt(key, mode, ds, count, True, -1)
            measured = {key: [] for key in progs}
            for i in range(n_runs):
                for key in progs:
                    rec = attempt(key, mode, ds, count, False, i)
                    if rec is not None:
                        measured[key].append(rec)
            if all(measured.values()):
                stats[(mode, ds)] = {k: block_stats(v, mode) for k, v in measured.items()}
                problem = matches_disagree(stats[(mode, ds)]) if mode == "type-query" else None
                if problem:
                    # One program's search shows other rows than the other's: not a timing.
                    fail(f"type-query, data set {DATASETS[ds][0]} items: {problem}")
            print(f"bench: {mode:16} {DATASETS[ds][0]:>12} items: {n_runs} runs each of"
                  f" {', '.join(progs)}" + (f", COUNT={count}" if count else "")
                  + f"  ({time.monotonic() - t:.1f} s)", file=log)

    # The settings portal's read at start-up (issue 26): Trails without and with a portal on
    # the session bus, alternately; not in A/B runs against a baseline or partial runs.
    portal = None
    if not (opts.baseline or opts.modes or opts.gtk_latest):
        t = time.monotonic()
        try:
            portal = portal_ab.measure(lambda: run_once(programs["A"], "startup", "4", None), 2 if opts.smoke else 30)
            passed += 1
        except (RunFailure, RuntimeError) as e:
            fail(f"portal start-up: {e}")
        print(f"bench: {'startup-portal':16} {DATASETS['4'][0]:>12} items: pairs without and with a portal"
              f"  ({time.monotonic() - t:.1f} s)", file=log)

    wall = time.monotonic() - started
    merged = None
    if opts.merge:
        # The full run's other blocks, from its raw runs, and this run's blocks in place of its
        # own of these modes.
        with open(opts.merge, encoding="utf-8") as f:
            full = json.load(f)
        runs = [r for r in full["runs"] if r["mode"] not in chosen] + runs
        stats = stats_of_runs(runs)
        order = {mode: i for i, (mode, *_) in enumerate(FULL_PLAN)}
        plan = sorted([tuple(block) for block in full["plan"]["blocks"] if block[0] not in chosen] + plan,
                      key=lambda block: order.get(block[0], len(order)))
        merged = full.get("merged", []) + [{
            "modes": chosen, "date": machine["date"], "git_commit": machine["git_commit"],
            "git_dirty": machine["git_dirty"], "wall_seconds": round(wall, 1),
            "command": "scripts/headless.sh /usr/bin/python3 bench/bench.py " + " ".join(sys.argv[1:])}]
        machine, command, portal = full["machine"], full["command"], full["portal"]
        passed, failed = full["passed"] + passed, full["failed"] + failed
    complete_plan = [(m, [d for d in dss if (m, d) in stats], n, c, progs)
                     for m, dss, n, c, progs in plan]
    doc = {
        "command": command,
        "smoke": opts.smoke,
        "wall_seconds": full["wall_seconds"] if opts.merge else round(wall, 1),
        "machine": machine,
        "programs": programs,
        "plan": {"blocks": plan, "warmup_runs_per_block": 0 if opts.smoke else 1,
                 "timeout_s": TIMEOUT_S,
                 "order": "each block's programs alternately (A, B or A, B, C, D), warm-ups first"},
        "thresholds_us": {"frame": FRAME_US, "missed_slot": MISSED_SLOT_US},
        "four_programs": build_four_program_rows(stats),
        "first_open": build_first_open_rows(stats),
        "type_query": build_type_query_rows(stats),
        "summary": build_rows(stats, complete_plan),
        "results_file": os.path.relpath(out_json, ROOT),
        "gtk_latest": opts.gtk_latest,
        "targets": [] if opts.smoke or opts.baseline else build_gtk_latest_targets(stats) if opts.gtk_latest
        else build_targets(stats),
        "portal": portal,
        "merged": merged,
        "memory_breakdown": build_breakdown(stats),
        "memory_groups": MEMORY_GROUPS,
        "memory_rules": [{"group": g, "writable": w, "patterns": list(ps)}
                         for g, w, ps in MEMORY_RULES],
        "runs": runs,
        "passed": passed,
        "failed": failed,
        "failures": failures,
    }
    if portal and doc["targets"]:
        doc["targets"].append({"target": portal["target"], "metric": "startup", "dataset": "4",
                               "measured": f"{portal['paired_median_delay_ms']:+.2f} ms (paired median)",
                               "met": portal["met"]})
    write_json(out_json, doc)

    print()
    for line in report_lines(doc, programs):
        print(line)
    if opts.smoke:
        print(f"bench: smoke results in {os.path.relpath(out_json, ROOT)} ({wall:.0f} s)")
        print(f"{passed} passed, {failed} failed")
        return 1 if failed else 0
    if opts.baseline:
        md = os.path.join(os.path.dirname(out_json), "AB-RESULTS.md")
        write_ab_markdown(md, doc, programs)
    else:
        md = os.path.join(os.path.dirname(out_json), "RESULTS-gtk-latest.md" if opts.gtk_latest else "RESULTS.md")
        write_markdown(md, doc, programs)
    print(f"bench: {len(runs)} runs in {wall:.0f} s; wrote {os.path.relpath(out_json, ROOT)}"
          f" and {os.path.relpath(md, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
