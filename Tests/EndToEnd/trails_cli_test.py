#!/usr/bin/python3
"""End-to-end tests of the `trails` command line (docs/TRAILS.md, docs/DATA-FORMAT.md).

Usage: trails_cli_test.py PATH/TO/trails

Runs the real binary on data files written to a temporary directory. Every bad
`--data` file must be refused before any window exists: exit status 2, nothing
on stdout, exactly one line on stderr of the form "trails: PATH: problem", and
the process must end on its own within 5 s, leaving no process behind (a hang,
i.e. a window, is a failure). The bad inputs (issue "Hardening"): a missing
file, a directory, an unreadable file (run as an unprivileged user when the test
runs as root), an empty file, malformed JSON, valid JSON of the wrong shape,
wrong field types, a negative and a non-numeric distance, an invalid colour,
duplicate names, a 100 MiB file (sparse) and 100 MiB through a pipe, invalid
UTF-8 and a name of 10,000 characters. `--help`, `--version` and an unknown
option behave as usual. A valid file must start the app: `trails-bench` (the same
program with the benchmark driver, found beside `trails`) with TWOPANE_BENCH=startup
paints one frame and exits 0 with nothing on stderr, and `trails` itself ignores
TWOPANE_BENCH (it has no benchmark driver);
besides the example file this is checked for right-to-left (Hebrew, Arabic)
and emoji names.

Meant to run under scripts/headless.sh (the valid-file case opens a window).
Uses only the Python standard library. Prints one line per check and ends with
"N passed, M failed"; exits 1 if any check failed.
"""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

# A process that refuses its input must be gone well before this; a window would not be.
EXIT_TIMEOUT_S = 5.0
# Painting the first frame, including a cold start of the accessibility bus.
FIRST_FRAME_TIMEOUT_S = 20.0
# How long a program that should keep its window open is watched before it is killed.
NO_EXIT_WAIT_S = 3.0
# User text in a message is cut to 40 characters (docs/DATA-FORMAT.md), so a refusal is a
# short line whatever the file holds; a longer one probably echoes the input.
MAX_MESSAGE_CHARACTERS = 400
# The data file size limit and the size of the "huge file" cases.
LIMIT_BYTES = 10 * 1024 * 1024
HUGE_BYTES = 100 * 1024 * 1024
# Who runs the unreadable-file case when the test runs as root (root ignores permissions).
NOBODY_ID = 65534

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE_FILE = os.path.join(REPO, "Resources", "example-trails.json")


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def case(self, name, problems, seconds, shown=""):
        """Records one case: passed when `problems` (a list of strings) is empty. `shown`
        (e.g. the message the app printed) is appended to a passing line."""
        timing = f"({seconds * 1000:.0f} ms)"
        if problems:
            self.failed += 1
            print(f"FAIL {name} {timing}: " + "; ".join(problems), flush=True)
        else:
            self.passed += 1
            print(f"PASS {name} {timing}" + (f": {shown}" if shown else ""), flush=True)


def run(binary, arguments, timeout, extra_env=None, prefix=(), preexec_fn=None, feed=None):
    """Runs the binary in a new session; returns (exit status or None on timeout, stdout,
    stderr, seconds, leftover). `prefix` goes before the binary (e.g. setpriv ...);
    `feed`, if given, is an iterable of byte chunks written to stdin from a thread (a
    broken pipe ends it quietly). `leftover` is True when some process of the session was
    still alive after the binary ended (those are killed)."""
    env = dict(os.environ)
    env.pop("TWOPANE_BENCH", None)
    env.update(extra_env or {})
    started = time.monotonic()
    process = subprocess.Popen(
        [*prefix, binary, *arguments],
        stdin=subprocess.PIPE if feed is not None else subprocess.DEVNULL,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
        start_new_session=True, preexec_fn=preexec_fn)
    writer = None
    if feed is not None:
        def write_all():
            try:
                for chunk in feed:
                    process.stdin.write(chunk)
            except (BrokenPipeError, ValueError, OSError):
                pass
            finally:
                try:
                    process.stdin.close()
                except (BrokenPipeError, OSError):
                    pass
        writer = threading.Thread(target=write_all, daemon=True)
        writer.start()
    try:
        if feed is not None:
            # communicate() would also write to stdin; read the two outputs instead.
            out, err = _read_outputs(process, timeout)
        else:
            out, err = process.communicate(timeout=timeout)
        status = process.returncode
    except subprocess.TimeoutExpired:
        # The timeout is the failure reported; everything the binary started goes with it.
        _kill_group(process.pid)
        process.kill()
        out, err = process.communicate() if feed is None else _read_outputs(process, None)
        status = None
    seconds = time.monotonic() - started
    if writer is not None:
        writer.join(timeout=EXIT_TIMEOUT_S)
    # The binary was the session leader; anything still in its process group is left behind.
    leftover = _kill_group(process.pid) if status is not None else False
    return (status, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), seconds,
            leftover)


def _read_outputs(process, timeout):
    """stdout and stderr of `process` (whose stdin another thread feeds) once it exits;
    raises subprocess.TimeoutExpired like communicate()."""
    outputs = {}
    readers = [threading.Thread(target=lambda name=name, stream=stream:
                                outputs.__setitem__(name, stream.read()), daemon=True)
               for name, stream in (("out", process.stdout), ("err", process.stderr))]
    for reader in readers:
        reader.start()
    process.wait(timeout=timeout)
    for reader in readers:
        reader.join()
    return outputs.get("out", b""), outputs.get("err", b"")


def _kill_group(group):
    """Kills process group `group`; returns whether it still had a member."""
    try:
        os.killpg(group, 0)
    except (ProcessLookupError, PermissionError):
        return False
    try:
        os.killpg(group, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    return True


def describe_status(status):
    if status is None:
        return f"still running after {EXIT_TIMEOUT_S:g} s (killed): a window may have opened"
    if status < 0:
        return f"killed by signal {-status}"
    return f"exit status {status}"


def check_refused(binary, results, name, path, expected, whole=False, **run_options):
    """A bad --data file: exit 2 within EXIT_TIMEOUT_S, nothing left running, stdout empty,
    exactly one short stderr line 'trails: PATH: ...expected...' (with `whole`, the problem
    is exactly `expected`)."""
    status, out, err, seconds, leftover = run(binary, ["--data", path], EXIT_TIMEOUT_S,
                                              **run_options)
    problems = []
    if status != 2:
        problems.append(f"expected exit status 2, got {describe_status(status)}")
    if leftover:
        problems.append("left a process running after it exited (killed)")
    if out:
        problems.append(f"stdout not empty: {out[:200]!r}")
    lines = err.splitlines()
    if len(lines) != 1 or not err.endswith("\n"):
        problems.append(f"expected exactly one line on stderr, got {len(lines)}: {err[:400]!r}")
    first = lines[0] if lines else ""
    if not first.startswith(f"trails: {path}: "):
        problems.append(f"stderr does not start with 'trails: {path}: ': {first[:200]!r}")
    if expected not in first:
        problems.append(f"stderr does not mention {expected!r}: {first[:200]!r}")
    elif whole and first != f"trails: {path}: {expected}":
        problems.append(f"expected exactly 'trails: {path}: {expected}': {first[:200]!r}")
    if len(first) > MAX_MESSAGE_CHARACTERS:
        problems.append(f"message is {len(first)} characters long (at most "
                        f"{MAX_MESSAGE_CHARACTERS} expected): {first[:200]!r}…")
    results.case(f"--data {name}: exit 2, one stderr line naming the file and the problem",
                 problems, seconds, shown=repr(first))


def check_starts(binary, results, name, path):
    """A valid --data file: the app paints its first frame and quits by itself, exit 0,
    nothing on stderr. `binary` is trails-bench: trails has no benchmark driver."""
    status, out, err, seconds, leftover = run(binary, ["--data", path], FIRST_FRAME_TIMEOUT_S,
                                              {"TWOPANE_BENCH": "startup"})
    problems = []
    if status != 0:
        problems.append("expected exit status 0, got "
                        + ("no exit within "
                           f"{FIRST_FRAME_TIMEOUT_S:g} s (killed)" if status is None
                           else describe_status(status)))
    if leftover:
        problems.append("left a process running after it exited (killed)")
    if err:
        problems.append(f"stderr not empty: {err[:400]!r}")
    results.case(f"--data {name}: first frame painted, exit 0, stderr empty", problems, seconds)


def unprivileged_runner():
    """How to run the binary as NOBODY_ID: (description, run() options)."""
    setpriv = shutil.which("setpriv")
    if setpriv:
        return "setpriv", {"prefix": (setpriv, f"--reuid={NOBODY_ID}", f"--regid={NOBODY_ID}",
                                      "--clear-groups")}

    def drop_privileges():
        os.setgroups([])
        os.setgid(NOBODY_ID)
        os.setuid(NOBODY_ID)
    return "os.setuid", {"preexec_fn": drop_privileges}


def check_unreadable(binary, results, notes, alps):
    """A file without read permission. Root reads it anyway, so as root the binary runs as
    uid/gid NOBODY_ID: from a copy in a fresh 0755 directory (the build tree may not be
    reachable for that user) next to the 0000 file. A readable control file in the same
    directory shows that the user can reach the directory and run the binary, so the
    refusal is about the file's own permission."""
    directory = tempfile.mkdtemp(prefix="trails-cli-unprivileged-")
    try:
        os.chmod(directory, 0o755)
        if os.geteuid() == 0:
            how, run_options = unprivileged_runner()
            notes.add(f"unreadable-file case runs as uid {NOBODY_ID} via {how}")
            runnable = os.path.join(directory, "trails")
            shutil.copyfile(binary, runnable)
            os.chmod(runnable, 0o755)
        else:
            run_options, runnable = {}, binary
        control = write(directory, "readable.json",
                        '{"trails": [' + alps.replace("42", "-1") + "]}\n")
        os.chmod(control, 0o644)
        check_refused(runnable, results, "readable file as the same user (control)", control,
                      "trails[0].distance_km: must be greater than 0, found -1", **run_options)
        locked = write(directory, "unreadable.json", '{"trails": [' + alps + "]}\n")
        os.chmod(locked, 0o000)
        check_refused(runnable, results, "file without read permission (mode 0000)", locked,
                      "permission denied", **run_options)
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def check_huge_file(binary, results, directory):
    """100 MiB on disk, made sparse in an instant: a start of a trails file, then zeros. It
    must be refused from its size, without reading it; the file is deleted afterwards."""
    path = os.path.join(directory, "huge.json")
    try:
        with open(path, "wb") as file:
            file.write(b'{"trails": [\n')
            file.truncate(HUGE_BYTES)
        check_refused(binary, results, "100 MiB file (sparse)", path,
                      f"file is larger than 10 MiB ({HUGE_BYTES} bytes)")
    finally:
        if os.path.exists(path):
            os.unlink(path)


def check_huge_stream(binary, results):
    """100 MiB through a pipe (/dev/stdin), whose size fstat does not know: reading must stop
    just past 10 MiB, with the message without a size."""
    def chunks():
        chunk = b'{"name": "Alps", "distance_km": 42, "colors": ["#3584e4", "#2190a4"]},\n'
        chunk = chunk * (65536 // len(chunk))
        yield b'{"trails": [\n'
        sent = 0
        while sent < HUGE_BYTES:
            yield chunk
            sent += len(chunk)
    check_refused(binary, results, "/dev/stdin with 100 MiB through a pipe", "/dev/stdin",
                  "file is larger than 10 MiB", whole=True, feed=chunks())


def write(directory, name, data):
    path = os.path.join(directory, name)
    with open(path, "wb") as file:
        file.write(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def main():
    if len(sys.argv) != 2:
        print("usage: trails_cli_test.py PATH/TO/trails", file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    bench_binary = binary + "-bench"
    for program in (binary, bench_binary):
        if not os.access(program, os.X_OK):
            print(f"not an executable: {program}", file=sys.stderr)
            return 2
    results = Results()
    notes = set()
    started = time.monotonic()

    with tempfile.TemporaryDirectory(prefix="trails-cli-") as directory:
        trail = '{{ "name": "{}", "distance_km": {}, "colors": ["{}", "{}"] }}'
        alps = trail.format("Alps", 42, "#3584e4", "#2190a4")
        dolomites = trail.format("Dolomites", 28, "#ff7800", "#e66192")

        def trails_file(name, *trails):
            return write(directory, name, '{"trails": [' + ", ".join(trails) + "]}\n")

        cases = [
            ("missing file", os.path.join(directory, "missing.json"), "no such file"),
            ("directory", write_dir(directory, "a-directory.json"), "is a directory"),
            ("empty file", write(directory, "empty.json", ""), "file is empty"),
            ("malformed JSON",
             write(directory, "malformed.json",
                   '{\n  "trails": [\n    { "name": "Alps" "distance_km": 42 }\n  ]\n}\n'),
             "line 3, column 22: expected ',' or '}'"),
            ("wrong shape (top-level array)",
             write(directory, "shape.json", f"[{alps}]\n"),
             'top level: expected an object with a "trails" array, found an array'),
            ("wrong shape (trails is an object)",
             write(directory, "shape-object.json", '{"trails": {"Alps": 42}}\n'),
             '"trails": expected an array, found an object'),
            ("wrong field type (name is a number)",
             trails_file("type-name.json",
                         '{ "name": 7, "distance_km": 42, "colors": ["#3584e4", "#2190a4"] }'),
             "trails[0].name: expected a string, found a number"),
            ("wrong field type (colors is a string)",
             trails_file("type-colors.json", alps,
                         '{ "name": "Dolomites", "distance_km": 28, "colors": "#ff7800" }'),
             "trails[1].colors: expected an array, found a string"),
            ("distance as a string",
             trails_file("type.json", trail.format("Alps", '"42"', "#3584e4", "#2190a4")),
             "trails[0].distance_km: expected a number, found a string"),
            ("negative distance",
             trails_file("negative.json", alps, trail.format("Dolomites", -3, "#ff7800",
                                                             "#e66192")),
             "trails[1].distance_km: must be greater than 0, found -3"),
            ("non-numeric distance (\"twelve\")",
             trails_file("non-numeric.json", trail.format("Alps", '"twelve"', "#3584e4",
                                                          "#2190a4")),
             "trails[0].distance_km: expected a number, found a string"),
            ("non-numeric distance (12km, unquoted)",
             write(directory, "unit.json",
                   '{"trails": [\n  ' + trail.format("Alps", "12km", "#3584e4", "#2190a4")
                   + "\n]}\n"),
             "line 2, column 38: expected ',' or '}' after an object member"),
            ("invalid colour",
             trails_file("colour.json", trail.format("Alps", 42, "#3584e4", "#12345g")),
             'trails[0].colors[1]: "#12345g" is not a colour'),
            ("invalid colour (colour name)",
             trails_file("colour-name.json", alps, trail.format("Dolomites", 28, "orange",
                                                                "#e66192")),
             'trails[1].colors[0]: "orange" is not a colour (use #rrggbb)'),
            ("duplicate names",
             trails_file("duplicate.json", alps, dolomites,
                         trail.format("Alps", 12, "#2ec27e", "#8ff0a4")),
             'trails[2].name: duplicate name "Alps" (also trails[0])'),
            # "Zürich" saved as Latin-1: the byte 0xFC where UTF-8 has 0xC3 0xBC.
            ("invalid UTF-8 (a Latin-1 byte)",
             write(directory, "latin1.json",
                   b'{\n  "trails": [\n    ' + alps.encode() + b',\n    '
                   + trail.format("Z\udcfcrich", 9, "#ff7800", "#e66192")
                   .encode("utf-8", "surrogateescape") + b"\n  ]\n}\n"),
             "line 4, column 17: not valid UTF-8 at byte 110"),
            ("name of 10,000 characters",
             trails_file("long-name.json", trail.format("A" * 10_000, 42, "#3584e4",
                                                        "#2190a4")),
             "trails[0].name: must be at most 200 characters, found 10000"),
        ]
        for name, path, expected in cases:
            check_refused(binary, results, name, path, expected)
        check_unreadable(binary, results, notes, alps)
        check_huge_file(binary, results, directory)
        check_huge_stream(binary, results)

        # Valid files with right-to-left and emoji names start the app.
        valid = [
            ("Hebrew names", "hebrew.json",
             [("שביל ישראל", 1100, "#3584e4", "#2190a4"),
              ("מכתש רמון", 40, "#ff7800", "#e66192"),
              ("נחל עמוד", 12.5, "#2ec27e", "#8ff0a4")]),
            ("Arabic names", "arabic.json",
             [("درب زبيدة", 1400, "#9141ac", "#4a3c9c"),
              ("وادي رم", 30, "#e01b24", "#f6d32d"),
              ("جبل طويق", 12.5, "#3584e4", "#2190a4")]),
            ("emoji names", "emoji.json",
             [("🏔️ Mont Blanc 🥾", 170, "#3584e4", "#2190a4"),
              ("👨‍👩‍👧 Family loop", 4.2, "#ff7800", "#e66192"),
              ("🇳🇵 Annapurna", 230, "#2ec27e", "#8ff0a4"),
              ("🚶🏽‍♀️", 1, "#9141ac", "#4a3c9c")]),
            ("mixed-direction names (Hebrew, Arabic, Latin, digits, emoji)", "mixed.json",
             [("Alps", 42, "#3584e4", "#2190a4"),
              ("שביל 1 Trail", 10, "#ff7800", "#e66192"),
              ("درب 2 🥾", 20, "#2ec27e", "#8ff0a4")]),
            ("names of 200 characters (Hebrew, Arabic, emoji)", "long-valid.json",
             [("ש" * 200, 1, "#3584e4", "#2190a4"),
              ("ب" * 200, 2, "#ff7800", "#e66192"),
              ("👨‍👩‍👧" * 200, 3, "#2ec27e", "#8ff0a4")]),
        ]
        for name, file_name, trails in valid:
            path = trails_file(file_name, *(trail.format(*fields) for fields in trails))
            check_starts(bench_binary, results, name, path)

    # --help: usage on stdout listing every option, exit 0, nothing on stderr.
    status, out, err, seconds, _ = run(binary, ["--help"], EXIT_TIMEOUT_S)
    problems = []
    if status != 0:
        problems.append(f"expected exit status 0, got {describe_status(status)}")
    for option in ("--data", "--help", "--version"):
        if option not in out:
            problems.append(f"stdout does not list {option}")
    if err:
        problems.append(f"stderr not empty: {err!r}")
    results.case("--help: exit 0, lists --data, --help, --version", problems, seconds)
    # As usual for a command-line tool, the output is whole lines: without a final
    # newline the shell prompt is glued to the last line of the help.
    results.case("--help: output ends with a newline",
                 [] if out.endswith("\n") else [f"last line has no newline: {out.splitlines()[-1:]!r}"],
                 seconds)

    # --version: one line "trails X.Y.Z", exit 0.
    status, out, err, seconds, _ = run(binary, ["--version"], EXIT_TIMEOUT_S)
    problems = []
    if status != 0:
        problems.append(f"expected exit status 0, got {describe_status(status)}")
    if not (out.startswith("trails ") and out.endswith("\n") and len(out.splitlines()) == 1
            and any(ch.isdigit() for ch in out)):
        problems.append(f"expected one line 'trails VERSION', got {out!r}")
    if err:
        problems.append(f"stderr not empty: {err!r}")
    results.case(f"--version: exit 0, prints {out.strip()!r}", problems, seconds)

    # Unknown option: exit 2, nothing on stdout, the error on stderr's first line. A second
    # line may only be the usual hint to use --help.
    status, out, err, seconds, _ = run(binary, ["--frobnicate"], EXIT_TIMEOUT_S)
    problems = []
    if status != 2:
        problems.append(f"expected exit status 2, got {describe_status(status)}")
    if out:
        problems.append(f"stdout not empty: {out!r}")
    lines = err.splitlines()
    if not lines or lines[0] != "trails: unknown option '--frobnicate'":
        problems.append(f"first stderr line is not \"trails: unknown option '--frobnicate'\": {err!r}")
    if any("--help" not in line for line in lines[1:]) or len(lines) > 2:
        problems.append(f"stderr has more than the error and a --help hint: {err!r}")
    results.case("unknown option --frobnicate: exit 2, error on stderr", problems, seconds)

    # A valid file starts the app: it paints its first frame and quits by itself.
    check_starts(bench_binary, results, "Resources/example-trails.json", EXAMPLE_FILE)

    # The shipped trails has no benchmark driver: a benchmark mode it would refuse (as
    # trails-bench does, with status 2) is not even read, and the window stays up.
    status, out, err, seconds, _ = run(binary, ["--data", EXAMPLE_FILE], NO_EXIT_WAIT_S,
                                       {"TWOPANE_BENCH": "no-such-mode"})
    results.case("trails ignores TWOPANE_BENCH (no benchmark driver in the shipped app)",
                 [] if status is None else [f"expected a window that stays, got {describe_status(status)}: {err!r}"],
                 seconds)

    for note in sorted(notes):
        print(f"note: {note}", flush=True)
    print(f"time: {time.monotonic() - started:.2f} s", flush=True)
    print(f"{results.passed} passed, {results.failed} failed", flush=True)
    return 1 if results.failed else 0


def write_dir(directory, name):
    path = os.path.join(directory, name)
    os.mkdir(path)
    return path


if __name__ == "__main__":
    sys.exit(main())
