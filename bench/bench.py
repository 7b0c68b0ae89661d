#!/usr/bin/python3
"""Side-by-side benchmark: the Swift app `trails` (A, built as `trails-bench`: the same app with the benchmark driver) against the plain C GTK 4 reference
`trails-reference` (B), both driven by the modes of bench/PROTOCOL.md.

Run it inside ONE headless session, from anywhere:

    scripts/headless.sh /usr/bin/python3 bench/bench.py            # what `make bench` runs
    scripts/headless.sh /usr/bin/python3 bench/bench.py --smoke    # what `make bench-smoke` runs

Full run: writes bench/results.json (every run, raw samples, machine) and bench/RESULTS.md,
prints the table. Exit status 0 when every run worked (met or not met targets alike), 1 when
a run failed (non-zero exit, 60 s timeout, no JSON line, malformed JSON) — the message names
the program, mode, data set and shows the end of its stderr.

Smoke run: a few runs per program and mode on the built-in data and --synthetic 10000 only,
written to bench/out/smoke-results.json; it checks the harness (valid JSON, positive numbers),
not the targets, keeps going after a failure and ends with `N passed, M failed`.

Each (mode, data set) block runs one discarded warm-up of A and of B, then alternates
A, B, A, B, ... so drift hits both programs alike. Wall time (spawn to exit) and peak RSS
(ru_maxrss of os.wait4) are measured here, around the child. Standard library only.
"""

import argparse
import datetime
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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_A = ".build/release/trails-bench"
DEFAULT_B = "bench/out/trails-reference"
TIMEOUT_S = 60
FRAME_US = 16_700  # one frame at 60 Hz (PROTOCOL.md: GDK's own "dropped" threshold)
MISSED_SLOT_US = 25_000  # an interval this long missed a frame slot (PROTOCOL.md, caution)

DATASETS = {  # key → (label, program arguments)
    "4": ("4 (built-in)", []),
    "10000": ("10,000", ["--synthetic", "10000"]),
    "1000000": ("1,000,000", ["--synthetic", "1000000"]),
}

# (mode, data sets, runs per program, TWOPANE_BENCH_COUNT). Startup takes no count.
FULL_PLAN = [
    ("startup", ["4", "10000", "1000000"], 30, None),
    ("crossings", ["4"], 10, 20),
    ("detail-crossings", ["4"], 10, 20),
    ("selections", ["4"], 10, 20),
    ("scroll", ["4", "10000", "1000000"], 10, 30),
]
SMOKE_PLAN = [
    ("startup", ["4", "10000"], 3, None),
    ("crossings", ["4", "10000"], 3, 5),
    ("detail-crossings", ["4"], 3, 5),
    ("selections", ["4", "10000"], 3, 5),
    ("scroll", ["4", "10000"], 3, 5),
]
METRIC_OF_MODE = {"crossings": "crossing", "detail-crossings": "crossing", "selections": "selection",
                  "scroll": "scroll"}
CROSSING_MODES = ("crossings", "detail-crossings")


class RunFailure(Exception):
    pass


# ---------------------------------------------------------------------------------------------
# Running one program once


def tail(data, lines=15):
    text = data.decode("utf-8", "replace").rstrip("\n")
    kept = text.splitlines()[-lines:]
    return "\n".join("    " + line for line in kept) if kept else "    (empty)"


def spawn_and_wait(argv, env, timeout_s):
    """Runs argv to completion. Returns (wall_us, exit_code or -signal, ru_maxrss KiB,
    stdout bytes, stderr bytes, timed_out). Every run gets a fresh, empty XDG_STATE_HOME:
    trails remembers its window and layout there, and no run may start from what an
    earlier one saved."""
    with open(os.devnull, "rb") as devnull, tempfile.TemporaryFile() as out, \
            tempfile.TemporaryFile() as err, tempfile.TemporaryDirectory(prefix="bench-state-") as state_home:
        env = dict(env, XDG_STATE_HOME=state_home)
        actions = [
            (os.POSIX_SPAWN_DUP2, devnull.fileno(), 0),
            (os.POSIX_SPAWN_DUP2, out.fileno(), 1),
            (os.POSIX_SPAWN_DUP2, err.fileno(), 2),
        ]
        t0 = time.perf_counter_ns()
        pid = os.posix_spawn(argv[0], argv, env, file_actions=actions, setsid=True)
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
            deadline = time.monotonic() + timeout_s
            while True:
                done, status, usage = os.wait4(pid, os.WNOHANG)
                t1 = time.perf_counter_ns()
                if done:
                    break
                if time.monotonic() > deadline:
                    timed_out = True
                    os.killpg(pid, signal.SIGKILL)
                    _, status, usage = os.wait4(pid, 0)
                    t1 = time.perf_counter_ns()
                    break
                time.sleep(0.001)
        try:  # anything the program left in its session
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out.seek(0)
        err.seek(0)
        return ((t1 - t0) // 1000, os.waitstatus_to_exitcode(status), usage.ru_maxrss,
                out.read(), err.read(), timed_out)


def validate(mode, count, data):
    """Checks a program's JSON object against PROTOCOL.md; returns a reason or None."""
    want = METRIC_OF_MODE[mode]
    if data.get("metric") != want or data.get("unit") != "us":
        return f'expected "metric":"{want}","unit":"us", got {json.dumps(data)[:120]}'

    def positive_ints(xs, name, n):
        if not isinstance(xs, list) or len(xs) != n:
            return f"{name}: expected a list of {n} numbers"
        if not all(isinstance(x, int) and not isinstance(x, bool) and x > 0 for x in xs):
            return f"{name}: not all positive integers"
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
    return None


def run_once(prog, mode, ds, count):
    env = dict(os.environ)
    env["TWOPANE_BENCH"] = mode
    env.pop("TWOPANE_BENCH_COUNT", None)
    if count is not None:
        env["TWOPANE_BENCH_COUNT"] = str(count)
    argv = [prog["path"]] + DATASETS[ds][1]
    where = f"{prog['label']} ({prog['rel']}), mode {mode}, data set {DATASETS[ds][0]} items"
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
    reason = validate(mode, count, data)
    if reason:
        raise RunFailure(f"{where}: invalid result: {reason}")
    run["result"] = data
    return run


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


def block_stats(runs, mode):
    """Per-program numbers of one (mode, data set) block from its measured runs."""
    s = {}
    if mode == "startup":
        walls = [r["wall_us"] / 1000 for r in runs]
        rss = [r["maxrss_kib"] / 1024 for r in runs]
        s["startup"] = stat(statistics.median(walls), walls)
        s["rss"] = stat(statistics.median(rss), rss)
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
# The table

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
    ("selections", "median", "selection to detail median", "ms", "median of samples"),
    ("selections", "p95", "selection to detail p95", "ms", "p95 of samples (range: per-run p95)"),
    ("scroll", "interval", "scroll frame interval median", "ms", "median of intervals"),
    ("scroll", "interval_p95", "scroll frame interval p95", "ms",
     "p95 of intervals (range: per-run p95)"),
    ("scroll", "interval_max", "scroll frame interval max", "ms", "max (range: per-run max)"),
    ("scroll", "per_page", "scroll time per page", "ms", "median of runs (total / pages)"),
    ("scroll", "over_16_7", "scroll frames > 16.7 ms", "frames", "sum over runs (range: per run)"),
    ("scroll", "over_25", "scroll frames > 25 ms", "frames", "sum over runs (range: per run)"),
]


def fmt(x, unit):
    if unit == "frames":
        return f"{x:.0f}"
    if unit == "MiB":
        return f"{x:.1f}"
    return f"{x:.1f}" if x >= 100 else f"{x:.2f}"


def cell(st, unit):
    return f"{fmt(st['value'], unit)} ({fmt(st['min'], unit)}–{fmt(st['max'], unit)})"


def add_targets(rows, stats):
    """Targets of the issue. Each is attached to its row as target text, value and met."""
    def row(mode, key, ds):
        return next((r for r in rows if r["mode"] == mode and r["key"] == key
                     and r["dataset"] == ds), None)

    def a(mode, key, ds):
        return stats[(mode, ds)]["A"][key]["value"]

    def b(mode, key, ds):
        return stats[(mode, ds)]["B"][key]["value"]

    def set_target(r, text, value, met):
        if r is not None:
            r.update(target=text, check=value, met=met)

    r = row("startup", "startup", "4")
    if r:
        set_target(r, "A/B ≤ 1.05", f"{r['ratio']:.3f}", r["ratio"] <= 1.05)
    r = row("startup", "rss", "4")
    if r:
        lim = b("startup", "rss", "4") + 4
        set_target(r, f"A ≤ B + 4 MiB = {lim:.1f}", f"{a('startup', 'rss', '4'):.1f} MiB",
                   a("startup", "rss", "4") <= lim)
    r = row("crossings", "p95", "4")
    if r:
        v = a("crossings", "p95", "4")
        set_target(r, "A ≤ 16.7 ms", f"{v:.2f} ms", v <= 16.7)
    r = row("crossings", "median", "4")
    if r:
        set_target(r, "A/B ≤ 1.2", f"{r['ratio']:.3f}", r["ratio"] <= 1.2)
    for mode in CROSSING_MODES:
        for direction in ("collapse", "expand"):
            r = row(mode, f"visible_{direction}_p95", "4")
            if r:
                v = a(mode, f"visible_{direction}_p95", "4")
                set_target(r, "A ≤ 16.7 ms (one frame)", f"{v:.2f} ms", v <= 16.7)
    r = row("selections", "median", "4")
    if r:
        v = a("selections", "median", "4")
        set_target(r, "A ≤ 16.7 ms (one frame)", f"{v:.2f} ms", v <= 16.7)
    r = row("startup", "startup", "1000000")
    if r and ("startup", "4") in stats:
        lim = 1.25 * a("startup", "startup", "4")
        v = a("startup", "startup", "1000000")
        set_target(r, f"A ≤ 1.25 × A(4) = {lim:.1f} ms",
                   f"A(1M)/A(4) = {v / a('startup', 'startup', '4'):.3f}", v <= lim)
    r = row("startup", "rss", "1000000")
    if r:
        lim = b("startup", "rss", "1000000")
        v = a("startup", "rss", "1000000")
        set_target(r, f"A ≤ B = {lim:.1f} MiB", f"{v:.1f} MiB", v <= lim)
    r = row("scroll", "over_16_7", "1000000")
    if r:
        v = a("scroll", "over_16_7", "1000000")
        v25 = a("scroll", "over_25", "1000000")
        set_target(r, "A: no frame > 16.7 ms", f"A: {v:.0f} (> 25 ms: {v25:.0f})", v == 0)


def build_rows(stats, plan, with_targets):
    rows = []
    for mode, datasets, _, _ in plan:
        for m, key, label, unit, how in ROW_SPECS:
            if m != mode:
                continue
            for ds in datasets:
                sa, sb = stats[(mode, ds)]["A"], stats[(mode, ds)]["B"]
                if key not in sa or key not in sb:
                    continue
                va, vb = sa[key]["value"], sb[key]["value"]
                rows.append({
                    "mode": mode, "key": key, "dataset": ds, "metric": label, "unit": unit,
                    "aggregate": how, "A": sa[key], "B": sb[key],
                    "ratio": (va / vb) if vb else None,
                    "target": None, "check": None, "met": None,
                })
    if with_targets:
        add_targets(rows, stats)
    return rows


def table_lines(rows, programs, markdown=False, targets=True):
    head = ["metric", "items", f"A {programs['A']['label']} median (min–max)",
            f"B {programs['B']['label']} median (min–max)", "A/B", "target", "value", "met"]
    if not targets:
        head = head[:5]
    body = []
    for r in rows:
        metric = f"{r['metric']} ({r['unit']})"
        ratio = f"{r['ratio']:.3f}" if r["ratio"] is not None else "—"
        met = "" if r["met"] is None else ("met" if r["met"] else "NOT met")
        if markdown and r["met"] is False:
            met = "**not met**"
        body.append([metric, DATASETS[r["dataset"]][0], cell(r["A"], r["unit"]),
                     cell(r["B"], r["unit"]), ratio, r["target"] or "—", r["check"] or "",
                     met][:len(head)])
    if markdown:
        out = ["| " + " | ".join(head) + " |", "|" + "|".join(["---"] * 2 + ["--:"] * 3
                                                                 + ["---"] * 3) + "|"]
        out += ["| " + " | ".join(c for c in line) + " |" for line in body]
        return out
    widths = [max(len(x[i]) for x in [head] + body) for i in range(len(head))]
    right = {2, 3, 4}

    def fmt_line(cells):
        return "  ".join(c.rjust(w) if i in right else c.ljust(w)
                         for i, (c, w) in enumerate(zip(cells, widths))).rstrip()
    return [fmt_line(head), fmt_line(["-" * w for w in widths])] + [fmt_line(b) for b in body]


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


def write_markdown(path, doc, rows, programs):
    m = doc["machine"]
    plan = ", ".join(
        f"{mode} {runs}×" + (f" COUNT={count}" if count else "")
        + f" on {'/'.join(DATASETS[d][0].split(' ')[0] for d in dss)}"
        for mode, dss, runs, count in doc["plan"]["blocks"])
    lines = [
        "# Benchmark results: trails (A) against the plain C reference (B)",
        "",
        f"Measured {m['date']} with `{doc['command']}` (wall time {doc['wall_seconds']:.0f} s)"
        f" on {m['nproc']} CPUs ({m['cpu'] or 'unknown CPU'}), GTK {m['gtk4']},"
        f" {m['swift'] or 'swift: unknown'}, Linux {m['kernel']}, commit"
        f" {(m['git_commit'] or '?')[:10]}{' (with local changes)' if m['git_dirty'] else ''}.",
        f"A = `{programs['A']['rel']}`, B = `{programs['B']['rel']}`.",
        "",
        "Under `scripts/headless.sh` (Xvfb, cairo renderer), one session for the whole run;"
        " per (mode, data set) one discarded warm-up of each program, then A and B"
        f" alternately: {plan}. Times in ms, RSS in MiB; \"median (min–max)\" unless the"
        " metric says otherwise (p95 rows: range of per-run p95; frame counts: sum over runs"
        " and per-run range). Protocol: [PROTOCOL.md](PROTOCOL.md); every run's raw samples:"
        " [results.json](results.json).",
        "",
    ]
    if programs["A"]["path"] == programs["B"]["path"]:
        lines += ["**A and B are the same program here** (a harness check, not a comparison).",
                  ""]
    lines += table_lines(rows, programs, markdown=True)
    met = [r for r in rows if r["met"] is not None]
    lines += [
        "",
        f"Targets met: {sum(1 for r in met if r['met'])} of {len(met)}.",
        "",
        "Frames over 16.7 ms: GDK paces frames at 16 667 µs with a millisecond timer, so an"
        " on-time interval is 16.0–17.5 ms and about half of them exceed 16.7 ms even when"
        " nothing is late (PROTOCOL.md); the > 25 ms count is the one that shows a missed"
        " frame slot. Reproduce with `make bench` (about "
        f"{math.ceil(doc['wall_seconds'] / 60)} min here).",
        "",
    ]
    with open(path, "w") as f:
        f.write("\n".join(lines))


# ---------------------------------------------------------------------------------------------
# Main


def program(path, label):
    full = path if os.path.isabs(path) else os.path.join(ROOT, path)
    return {"label": label, "rel": os.path.relpath(full, ROOT), "path": full}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--smoke", action="store_true",
                    help="few short runs, checks the harness, writes bench/out/smoke-results.json")
    ap.add_argument("--a", default=DEFAULT_A, help=f"program A (default {DEFAULT_A})")
    ap.add_argument("--b", default=DEFAULT_B, help=f"program B (default {DEFAULT_B})")
    ap.add_argument("--b-as-a", action="store_true",
                    help="use program B as both A and B (to check the harness without trails)")
    ap.add_argument("--out", help="results JSON (default bench/results.json, with --smoke "
                    "bench/out/smoke-results.json); RESULTS.md is written beside a full run's")
    opts = ap.parse_args()
    sys.stdout.reconfigure(encoding="utf-8", line_buffering=True)
    sys.stderr.reconfigure(encoding="utf-8", line_buffering=True)

    if not os.environ.get("DISPLAY"):
        sys.exit("bench: no DISPLAY; run it as scripts/headless.sh /usr/bin/python3 bench/bench.py")
    b = program(opts.b, "")
    a = b if opts.b_as_a else program(opts.a, "")
    programs = {"A": dict(a), "B": dict(b)}
    for key, p in programs.items():
        p["label"] = os.path.basename(p["path"]) + (f" ({key})" if a["path"] == b["path"] else "")
        if not os.access(p["path"], os.X_OK):
            sys.exit(f"bench: program {key} {p['rel']} is missing; build it first "
                     "(make bench builds both)")

    plan = SMOKE_PLAN if opts.smoke else FULL_PLAN
    out_json = opts.out or os.path.join(ROOT, "bench/out/smoke-results.json" if opts.smoke
                                        else "bench/results.json")
    command = "make bench-smoke" if opts.smoke else "make bench"
    if opts.b_as_a or opts.a != DEFAULT_A or opts.b != DEFAULT_B:
        command = "scripts/headless.sh /usr/bin/python3 bench/bench.py " + " ".join(sys.argv[1:])

    started = time.monotonic()
    machine = machine_info()
    log = sys.stderr
    print(f"bench: A = {programs['A']['rel']}, B = {programs['B']['rel']}"
          f"{' (smoke)' if opts.smoke else ''}; GTK {machine['gtk4']}, {machine['nproc']} CPUs",
          file=log)

    passed = failed = 0
    failures = []
    runs = []  # every run, warm-ups included (flagged)
    stats = {}

    def attempt(key, mode, ds, count, warmup, index):
        nonlocal passed, failed
        rec = {"program": key, "mode": mode, "dataset": ds, "args": DATASETS[ds][1],
               "count": count, "warmup": warmup, "index": index}
        try:
            rec.update(run_once(programs[key], mode, ds, count))
            passed += 1
            runs.append(rec)
            return rec
        except RunFailure as e:
            failed += 1
            rec["error"] = str(e)
            runs.append(rec)
            failures.append(str(e))
            print(f"bench: FAILED: {e}", file=log)
            if not opts.smoke:
                sys.exit(1)
            return None

    for key in ("A", "B") if a["path"] != b["path"] else ("B",):
        try:
            preflight(programs[key])
        except RunFailure as e:
            # Every run of it would sit until the timeout: stop here.
            print(f"bench: FAILED: {e}", file=log)
            if opts.smoke:
                print(f"{passed} passed, {failed + 1} failed")
            return 1

    for mode, datasets, n_runs, count in plan:
        for ds in datasets:
            t = time.monotonic()
            if not opts.smoke:
                for key in ("A", "B"):
                    attempt(key, mode, ds, count, True, -1)
            measured = {"A": [], "B": []}
            for i in range(n_runs):
                for key in ("A", "B"):
                    rec = attempt(key, mode, ds, count, False, i)
                    if rec is not None:
                        measured[key].append(rec)
            if measured["A"] and measured["B"]:
                stats[(mode, ds)] = {k: block_stats(v, mode) for k, v in measured.items()}
            print(f"bench: {mode:10} {DATASETS[ds][0]:>12} items: {n_runs} runs each"
                  + (f", COUNT={count}" if count else "") + f"  ({time.monotonic() - t:.1f} s)",
                  file=log)

    wall = time.monotonic() - started
    complete_plan = [(m, [d for d in dss if (m, d) in stats], n, c) for m, dss, n, c in plan]
    rows = build_rows(stats, complete_plan, with_targets=not opts.smoke)
    doc = {
        "command": command,
        "smoke": opts.smoke,
        "wall_seconds": round(wall, 1),
        "machine": machine,
        "programs": programs,
        "plan": {"blocks": plan, "warmup_runs_per_block": 0 if opts.smoke else 1,
                 "timeout_s": TIMEOUT_S, "order": "A, B alternately, warm-ups first"},
        "thresholds_us": {"frame": FRAME_US, "missed_slot": MISSED_SLOT_US},
        "summary": rows,
        "runs": runs,
        "passed": passed,
        "failed": failed,
        "failures": failures,
    }
    write_json(out_json, doc)

    print()
    for line in table_lines(rows, programs, targets=not opts.smoke):
        print(line)
    print()
    if opts.smoke:
        print(f"bench: smoke results in {os.path.relpath(out_json, ROOT)} ({wall:.0f} s)")
        print(f"{passed} passed, {failed} failed")
        return 1 if failed else 0
    md = os.path.join(os.path.dirname(out_json), "RESULTS.md")
    write_markdown(md, doc, rows, programs)
    met = [r for r in rows if r["met"] is not None]
    print(f"Targets met: {sum(1 for r in met if r['met'])} of {len(met)}.")
    print(f"bench: {len(runs)} runs in {wall:.0f} s; wrote {os.path.relpath(out_json, ROOT)}"
          f" and {os.path.relpath(md, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
