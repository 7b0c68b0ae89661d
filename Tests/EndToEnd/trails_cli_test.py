#!/usr/bin/python3
"""End-to-end tests of the `trails` command line (DESIGN §4, docs/DATA-FORMAT.md).

Usage: trails_cli_test.py PATH/TO/trails

Runs the real binary on data files written to a temporary directory. Every bad
`--data` file must be refused before any window exists: exit status 2, nothing
on stdout, exactly one line on stderr of the form "trails: PATH: problem", and
the process must end on its own (a hang, i.e. a window, is a failure). `--help`,
`--version` and an unknown option behave as usual. A valid file must start the
app: with TWOPANE_BENCH=startup it paints one frame and exits 0 with
nothing on stderr.

Meant to run under scripts/headless.sh (the valid-file case opens a window).
Uses only the Python standard library. Prints one line per check and ends with
"N passed, M failed"; exits 1 if any check failed.
"""

import os
import subprocess
import sys
import tempfile
import time

# A process that refuses its input must be gone well before this; a window would not be.
EXIT_TIMEOUT_S = 5.0
# Painting the first frame, including a cold start of the accessibility bus.
FIRST_FRAME_TIMEOUT_S = 20.0

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


def run(binary, arguments, timeout, extra_env=None):
    """Runs the binary; returns (exit status or None on timeout, stdout, stderr, seconds)."""
    env = dict(os.environ)
    env.pop("TWOPANE_BENCH", None)
    env.update(extra_env or {})
    started = time.monotonic()
    process = subprocess.Popen(
        [binary, *arguments], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, env=env)
    try:
        out, err = process.communicate(timeout=timeout)
        status = process.returncode
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        status = None
    seconds = time.monotonic() - started
    return status, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), seconds


def describe_status(status):
    if status is None:
        return f"still running after {EXIT_TIMEOUT_S:g} s (killed): a window may have opened"
    if status < 0:
        return f"killed by signal {-status}"
    return f"exit status {status}"


def check_refused(binary, results, name, path, expected):
    """A bad --data file: exit 2, stdout empty, one stderr line 'trails: PATH: ...expected...'."""
    status, out, err, seconds = run(binary, ["--data", path], EXIT_TIMEOUT_S)
    problems = []
    if status != 2:
        problems.append(f"expected exit status 2, got {describe_status(status)}")
    if out:
        problems.append(f"stdout not empty: {out!r}")
    lines = err.splitlines()
    if len(lines) != 1 or not err.endswith("\n"):
        problems.append(f"expected exactly one line on stderr, got {len(lines)}: {err!r}")
    first = lines[0] if lines else ""
    if not first.startswith(f"trails: {path}: "):
        problems.append(f"stderr does not start with 'trails: {path}: ': {first!r}")
    if expected not in first:
        problems.append(f"stderr does not mention {expected!r}: {first!r}")
    results.case(f"--data {name}: exit 2, one stderr line naming the file and the problem",
                 problems, seconds, shown=repr(first))


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
    if not os.access(binary, os.X_OK):
        print(f"not an executable: {binary}", file=sys.stderr)
        return 2
    results = Results()
    notes = set()
    started = time.monotonic()

    with tempfile.TemporaryDirectory(prefix="trails-cli-") as directory:
        trail = '{{ "name": "{}", "distance_km": {}, "colors": ["{}", "{}"] }}'
        alps = trail.format("Alps", 42, "#3584e4", "#2190a4")
        cases = [
            ("missing file", os.path.join(directory, "missing.json"), "no such file"),
            ("directory", write_dir(directory, "a-directory.json"), "is a directory"),
            ("malformed JSON",
             write(directory, "malformed.json",
                   '{\n  "trails": [\n    { "name": "Alps" "distance_km": 42 }\n  ]\n}\n'),
             "line 3, column 22: expected ',' or '}'"),
            ("wrong shape (top-level array)",
             write(directory, "shape.json", f"[{alps}]\n"),
             'top level: expected an object with a "trails" array, found an array'),
            ("distance as a string",
             write(directory, "type.json",
                   '{"trails": [' + trail.format("Alps", '"42"', "#3584e4", "#2190a4") + "]}\n"),
             "trails[0].distance_km: expected a number, found a string"),
            ("duplicate names",
             write(directory, "duplicate.json",
                   '{"trails": [' + alps + ", "
                   + trail.format("Dolomites", 28, "#ff7800", "#e66192") + ", "
                   + trail.format("Alps", 12, "#2ec27e", "#8ff0a4") + "]}\n"),
             'trails[2].name: duplicate name "Alps" (also trails[0])'),
            ("invalid colour",
             write(directory, "colour.json",
                   '{"trails": [' + trail.format("Alps", 42, "#3584e4", "#12345g") + "]}\n"),
             'trails[0].colors[1]: "#12345g" is not a colour'),
            ("empty file", write(directory, "empty.json", ""), "file is empty"),
        ]
        for name, path, expected in cases:
            check_refused(binary, results, name, path, expected)

    # --help: usage on stdout listing every option, exit 0, nothing on stderr.
    status, out, err, seconds = run(binary, ["--help"], EXIT_TIMEOUT_S)
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
    status, out, err, seconds = run(binary, ["--version"], EXIT_TIMEOUT_S)
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
    status, out, err, seconds = run(binary, ["--frobnicate"], EXIT_TIMEOUT_S)
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
    status, out, err, seconds = run(binary, ["--data", EXAMPLE_FILE], FIRST_FRAME_TIMEOUT_S,
                                    {"TWOPANE_BENCH": "startup"})
    problems = []
    if status != 0:
        problems.append(f"expected exit status 0, got "
                        + ("no exit within "
                           f"{FIRST_FRAME_TIMEOUT_S:g} s (killed)" if status is None
                           else describe_status(status)))
    if err:
        problems.append(f"stderr not empty: {err!r}")
    results.case("--data Resources/example-trails.json: first frame painted, exit 0, "
                 "stderr empty", problems, seconds)

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
