#!/usr/bin/python3
"""The steps of `make test` after its quick checks, several at once.

`make test` checks the resources, the translations and the links itself, then runs this:
the builds, the Swift tests, the leak check, every end-to-end suite, the example consumers
and the documentation, the steps of `plan()` below. A step starts once the steps it
`needs` have passed and the steps it comes `after` have ended (passed or not); a step
whose need failed is not run, and counts as a failure. At most TEST_JOBS steps (default 4)
run at once, taken in the plan's order: the suites mostly wait on the app while the builds
and valgrind compute, so together they keep the two cores busy.

Sessions. The X11 suites of one `session` share ONE scripts/headless.sh session (Xvfb,
D-Bus, accessibility bus) and run in it one after another, never two at once (they would
share the pointer, the keyboard focus and the screen). Each suite still gets what
headless.sh gives a run of its own: a fresh, empty XDG_STATE_HOME (removed after it), and
headless.sh's GDK_BACKEND, GSK_RENDERER, G_DEBUG and GSETTINGS_BACKEND. Each runs in a
process group of its own: whatever it leaves running is ended before the next suite
starts, and buttons and modifier keys it may have left pressed in the X server are
released. A suite that changes the session for whatever runs after it (Openbox managing
the screen, Orca listening to the whole accessibility bus) has a session of its own.
Separate sessions share nothing: each has its own X display, D-Bus, accessibility bus and
XDG_RUNTIME_DIR.

Output. Each step's output goes to .build/test-logs/STEP.log and is printed whole, in one
block, when the step ends (a passing step's too: `make test` always printed everything);
the block's last line says passed or FAILED, and the failures are named again at the end,
after a table of every step: where it ran, its result, when it started, its wall time and
its CPU time (user + system of the step and of every process it waited for). Between the
table and that last line, each failed step's failure lines and the end of its log: CI keeps
only the end of the output.

Variables (the Makefile sets them): SWIFT, RELEASE_FLAGS, TEST_BUILD_FLAGS, TRAILS,
STORM_SEED, MAKE, TEST_JOBS.

Usage: run-tests.py [STEP...]   only the steps named (those they need are taken as
                                passed); by default every step
       run-tests.py --session NAME LOG_DIR STEP...   inside scripts/headless.sh: those
                                steps of session NAME, one after another
Exits 0 when every step passed, 1 otherwise.
"""

import json
import os
import re
import resource
import shlex
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOG_DIR = os.path.join(ROOT, ".build", "test-logs")
POLL_S = 0.1
STOP_TIMEOUT_S = 5.0
PASSED, FAILED, NOT_RUN = "ok", "FAILED", "not run"


class Step:
    """One command of `make test`, run with bash -o pipefail -ec, as make runs a recipe."""

    def __init__(self, name, command, needs=(), after=(), session=None, nice=0):
        self.name = name
        self.command = command
        self.needs = list(needs)  # must have passed
        self.after = list(after)  # must have ended, passed or not
        self.session = session    # the shared scripts/headless.sh session it runs in
        self.nice = nice          # a build that may give way to the suites


def makefile_value(name):
    """The value the Makefile gives `name` (a line `NAME = value`)."""
    with open(os.path.join(ROOT, "Makefile"), encoding="utf-8") as makefile:
        for line in makefile:
            if line.startswith(f"{name} = "):
                return line[len(name) + 3:].strip()
    raise SystemExit(f"run-tests: no {name} in the Makefile")


def plan():
    env = os.environ
    swift = shlex.quote(env.get("SWIFT", "swift"))
    release_flags = env.get("RELEASE_FLAGS", "-c release --static-swift-stdlib --disable-index-store")
    test_build_flags = env.get("TEST_BUILD_FLAGS", "-Xcc -gdwarf-4")
    trails = shlex.quote(env.get("TRAILS", ".build/release/trails"))
    make = env.get("MAKE", "make")
    # The XCTest suites run again with libadwaita's widgets: the Makefile's ADWAITA_SUITES.
    adwaita_suites = shlex.quote(makefile_value("ADWAITA_SUITES"))
    filtered = "2>&1 | scripts/build-filter.sh"

    def suite(name, *arguments, needs=("build-trails",), after=(), session=None, step=None):
        return Step(step or name, " ".join(["/usr/bin/python3", f"Tests/EndToEnd/{name}.py", trails, *arguments]),
                    needs=needs, after=after, session=session)

    return [
        # The debug test build first: the leak check, the longest step by far, runs its
        # test bundle (TEST_BUILD_FLAGS give its C code the DWARF 4 valgrind reads, so it
        # needs no build of its own). SwiftPM lets one command at a time use .build: the
        # builds, `swift test`, bench-smoke (it builds trails-bench) and the install test
        # (`make install` builds trails) come one after another.
        Step("build-tests", f"{swift} build --build-tests {test_build_flags} {filtered}"),
        Step("leak-check", f"SWIFT={swift} TEST_BUILD_FLAGS={shlex.quote(test_build_flags)} "
                           "scripts/leak-check.sh --skip-build", needs=["build-tests"]),
        Step("build-trails", f"{swift} build {release_flags} --product trails {filtered}", after=["build-tests"]),
        # The X11 suites in two shared sessions of about the same length, those that retake
        # the screenshots first (the docs wait for them).
        suite("trails_e2e_test", session="x11-a"),
        suite("trails_regions_test", session="x11-a"),
        suite("trails_keyboard_test", session="x11-a"),
        suite("trails_names_test", session="x11-a"),
        # Saves killed by SIGKILL or failing (a full disk and a read-only folder: tmpfs mounts
        # of its own, as root).
        suite("trails_state_failures_test", session="x11-a"),
        suite("trails_storm_test", "--seed", shlex.quote(env.get("STORM_SEED", "1")), session="x11-a"),
        Step("build-trails-bench", f"{swift} build {release_flags} --product trails-bench {filtered}",
             after=["build-trails"]),
        suite("trails_app_test", session="x11-b"),
        suite("trails_stages_test", session="x11-b"),
        suite("trails_signals_test", session="x11-b"),
        suite("trails_state_test", session="x11-b"),
        suite("trails_live_search_test", session="x11-b"),
        # It runs trails-bench too (a valid --data file must bring its first frame up), so
        # the session x11-b starts once trails-bench is built.
        suite("trails_cli_test", needs=["build-trails", "build-trails-bench"], session="x11-b"),
        # Trails is libadwaita's by default: the suites whose widgets and look differ run in
        # GTK's own look too (--plain-gtk), and the look against libadwaita's reference.
        # (its screenshots beside the build: docs/screenshots shows Trails as it is by default)
        suite("trails_e2e_test", ".build/screenshots-plain", "--plain-gtk", step="trails_e2e_test-plain",
              session="x11-a"),
        suite("trails_keyboard_test", "--plain-gtk", step="trails_keyboard_test-plain", session="x11-a"),
        suite("trails_adwaita_look_test", needs=["build-trails", "bench-references"], session="adwaita-look"),
        Step("bench-references", f"{make} --no-print-directory -C bench/reference"),
        # The steps using .build after the builds, one after another.
        Step("swift-test", f"{swift} test --skip-build {test_build_flags}", needs=["build-tests"],
             after=["build-trails-bench"], session="xctest"),
        # The suites whose widgets or look differ, again with libadwaita's (a process of its
        # own: libadwaita, once initialised, styles the whole display).
        Step("swift-test-adwaita", f"TWOPANE_TEST_STYLE=adwaita {swift} test --skip-build {test_build_flags} "
             f"--filter {adwaita_suites}", needs=["build-tests"], after=["swift-test"], session="xctest-adwaita"),
        Step("bench-smoke", f"{make} --no-print-directory bench-smoke", after=["swift-test-adwaita"]),
        # The fuzz targets (Fuzz/, libFuzzer with AddressSanitizer), built and run over
        # their committed corpora, each input once: a regression test of past findings.
        Step("fuzz-corpora", f"SWIFT={swift} scripts/fuzz.sh build && scripts/fuzz.sh regress",
             after=["build-trails-bench"], nice=5),
        Step("trails_install_test", "/usr/bin/python3 Tests/EndToEnd/trails_install_test.py .",
             after=["bench-smoke"]),
        # The consumers (Examples/Mailbox, Examples/Notes and every Swift example of the docs)
        # build in scratch directories of their own (.build/examples).
        Step("test-example", f"SWIFT={swift} scripts/test-example.sh", after=["build-trails-bench"], nice=5),
        # Orca listens to the whole accessibility bus, Openbox manages the whole screen: each
        # has a session of its own.
        suite("trails_orca_test", session="orca"),
        # Mailbox read by Orca: sections, row menus, the folders, a folder loading and one
        # empty. In a session of its own, once test-example has built Mailbox; after Trails'
        # Orca, so that one Orca runs at a time (each has a PID namespace of its own, so two
        # would not replace each other, but they are the suites that wait on speech timing).
        Step("example_mailbox_orca_test", "/usr/bin/python3 Tests/EndToEnd/example_mailbox_orca_test.py "
             ".build/examples/mailbox-build/debug/mailbox", needs=["test-example"], after=["trails_orca_test"],
             session="orca-mailbox"),
        # Notes read by Orca: the folders, a note's row with its section, its editor and the
        # letters typed, F9 twice, a row's menu. In a session of its own, once test-example has
        # built Notes; after Mailbox's Orca, so that one Orca runs at a time.
        Step("example_notes_orca_test", "/usr/bin/python3 Tests/EndToEnd/example_notes_orca_test.py "
             ".build/examples/notes-build/debug/notes", needs=["test-example"], after=["example_mailbox_orca_test"],
             session="orca-notes"),
        suite("trails_window_manager_test", session="window-manager"),
        # Its fake settings portal owns the portal's name on the session bus: a session of its own.
        # It checks TwoPane's own reading of the desktop's style, which GTK's look uses
        # (libadwaita's style manager reads it in the default look).
        suite("trails_desktop_style_test", "--plain-gtk", session="desktop-style"),
        # Its xsettingsd owns the display's XSETTINGS (the text size): a session of its own.
        suite("trails_large_text_test", session="large-text"),
        # Each brings its own sway and D-Bus session (private_session.rerun_inside); one
        # after the other.
        suite("trails_wayland_test"),
        suite("trails_swipe_test", after=["trails_wayland_test"]),
        # TwoPane's own reading of the portal, as the desktop-style suite: GTK's look alone.
        suite("trails_wayland_desktop_test", "--plain-gtk", after=["trails_swipe_test"]),
        # After the suites that retake the screenshots its archive holds.
        Step("docs", f"SWIFT={swift} scripts/build-docs.sh",
             after=["trails_e2e_test", "trails_regions_test", "trails_stages_test", "trails_app_test"], nice=5),
    ]


def cpu_seconds(usage):
    return usage.ru_utime + usage.ru_stime


def status_text(status):
    return f"exit status {status}" if status >= 0 else f"killed by signal {-status}"


def group_members(pgid):
    """The processes of process group `pgid` still running (not zombies): [(pid, name)]."""
    members = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as file:
                stat = file.read()
        except OSError:
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2:].split()
        if int(fields[2]) == pgid and fields[0] != "Z":
            members.append((int(entry), name))
    return members


def stop_group(pgid, signals=(signal.SIGTERM, signal.SIGKILL)):
    """Ends every process left in the process group `pgid` (each signal in turn, the next
    after STOP_TIMEOUT_S); returns the names of those it found."""
    left = group_members(pgid)
    for signum in signals:
        if not group_members(pgid):
            break
        try:
            os.killpg(pgid, signum)
        except ProcessLookupError:
            break
        deadline = time.monotonic() + STOP_TIMEOUT_S
        while group_members(pgid) and time.monotonic() < deadline:
            time.sleep(POLL_S)
    return [name for _, name in left]


def start_process(command, log, env=None, nice=0):
    """`command` under bash, in a process group of its own, its output into the file `log`."""
    def prepare():
        if nice:
            os.nice(nice)
    return subprocess.Popen(["/bin/bash", "-o", "pipefail", "-ec", command], cwd=ROOT, env=env,
                            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True, preexec_fn=prepare)


def log_path(name):
    return os.path.join(LOG_DIR, f"{name}.log")


# ---------------------------------------------------------------------------------------
# Inside a shared headless session

def run_session(session, log_dir, names):
    """Runs the steps `names` of `session`, in this order, inside the current
    scripts/headless.sh session. Writes each step's output to LOG_DIR/STEP.log, then its
    result to LOG_DIR/STEP.json (which tells the runner outside that it has ended)."""
    steps = {step.name: step for step in plan() if step.session == session}
    if not names or any(name not in steps for name in names):
        print(f"run-tests: the steps of session {session!r} are {', '.join(steps)}", file=sys.stderr)
        return 2
    running = []

    def terminate(signum, frame):
        raise SystemExit(128 + signum)
    signal.signal(signal.SIGTERM, terminate)
    failed = 0
    try:
        for name in names:
            state_home = tempfile.mkdtemp(prefix="twopane-state.", dir=os.environ.get("TMPDIR", "/tmp"))
            started = time.monotonic()
            with open(os.path.join(log_dir, f"{name}.log"), "w") as log:
                process = start_process(steps[name].command, log, dict(os.environ, XDG_STATE_HOME=state_home))
                running[:] = [process.pid]
                _, wait_status, usage = os.wait4(process.pid, 0)
                process.returncode = status = os.waitstatus_to_exitcode(wait_status)
                wall = time.monotonic() - started
                left = stop_group(process.pid)
                running[:] = []
                if left:
                    log.write(f"run-tests: {name} left processes running; ended: {', '.join(left)}\n")
                # A suite stopped half-way may leave a button or a modifier pressed (XTEST):
                # release them all, so the next suite starts on a clean X server.
                subprocess.run(["xdotool", "keyup", "Control_L", "Control_R", "Shift_L", "Shift_R", "Alt_L",
                                "Alt_R", "Super_L", "Super_R", "mouseup", "1", "mouseup", "2", "mouseup", "3"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=10)
            subprocess.run(["rm", "-rf", "--", state_home], check=False)
            temporary = os.path.join(log_dir, f".{name}.json")
            with open(temporary, "w") as file:
                json.dump({"status": status, "wall": wall, "cpu": cpu_seconds(usage), "end": time.time()}, file)
            os.rename(temporary, os.path.join(log_dir, f"{name}.json"))
            failed += status != 0
    finally:
        for pid in running:
            stop_group(pid, (signal.SIGINT, signal.SIGTERM, signal.SIGKILL))
    return 1 if failed else 0


# ---------------------------------------------------------------------------------------
# The scheduler

class Job:
    """What runs as one process: a step, or the steps of one shared session."""

    def __init__(self, steps):
        self.steps = steps
        self.session = steps[0].session
        self.name = f"session {self.session}" if self.session else steps[0].name
        inside = {step.name for step in steps}
        self.waits_for = {name for step in steps for name in step.needs + step.after if name not in inside}
        self.nice = max(step.nice for step in steps)
        self.process = None
        self.reported = set()


class Runner:
    def __init__(self, steps, jobs_limit):
        self.steps = steps
        self.jobs_limit = jobs_limit
        self.results = {}  # step name → dict(result, status, wall, cpu, start, where)
        self.sessions = {}  # session name → the same for the whole session
        self.started = time.time()
        # One job per step outside a session, one per session (at its first step's place).
        groups, by_session = [], {}
        for step in steps:
            if step.session is None:
                groups.append([step])
            elif step.session not in by_session:
                by_session[step.session] = [step]
                groups.append(by_session[step.session])
            else:
                by_session[step.session].append(step)
        self.pending = [Job(group) for group in groups]
        self.running = []

    def ended(self, name):
        return name in self.results

    def passed(self, name):
        return self.results.get(name, {}).get("result") == PASSED

    def report(self, step, status, wall, cpu, start, note=""):
        """Records a step's result and prints its output in one block."""
        result = PASSED if status == 0 else NOT_RUN if note == NOT_RUN else FAILED
        self.results[step.name] = dict(result=result, status=status, wall=wall, cpu=cpu,
                                       start=start - self.started, where=step.session)
        where = f" (session {step.session})" if step.session else ""
        print(f"==== {step.name}{where}: {step.command}", flush=True)
        try:
            with open(log_path(step.name), errors="replace") as log:
                for line in log:
                    sys.stdout.write(line)
        except FileNotFoundError:
            pass
        if result == PASSED:
            verdict = "passed"
        elif result == NOT_RUN:
            verdict = "NOT RUN"
        else:
            verdict = f"FAILED ({status_text(status)}{'; ' + note if note else ''})"
        print(f"==== {step.name}: {verdict} in {wall:.1f} s (CPU {cpu:.1f} s)", flush=True)

    def not_run(self, step, missing):
        with open(log_path(step.name), "w") as log:
            log.write(f"run-tests: not run: it needs {', '.join(missing)}, which did not pass\n")
        self.report(step, 1, 0.0, 0.0, time.time(), NOT_RUN)

    def start(self, job):
        """Starts the job's steps whose needs have passed; reports the others as not run.
        Returns False when none is left to run."""
        runnable = []
        for step in job.steps:
            missing = [name for name in step.needs if name in self.results and not self.passed(name)]
            if missing:
                self.not_run(step, missing)
            else:
                runnable.append(step)
        if not runnable:
            return False
        job.steps = runnable
        job.start = time.time()
        if job.session is None:
            job.log = open(log_path(job.steps[0].name), "w")
            job.process = start_process(job.steps[0].command, job.log, nice=job.nice)
            print(f"---- started {job.name} at {job.start - self.started:.0f} s", flush=True)
        else:
            for step in job.steps:
                for path in (log_path(step.name), os.path.join(LOG_DIR, f"{step.name}.json")):
                    if os.path.exists(path):
                        os.remove(path)
            job.log = open(log_path(f"session-{job.session}"), "w")
            names = [step.name for step in job.steps]
            command = " ".join(["scripts/headless.sh", "/usr/bin/python3", "scripts/run-tests.py", "--session",
                                shlex.quote(job.session), shlex.quote(LOG_DIR), *names])
            job.process = start_process(command, job.log, nice=job.nice)
            print(f"---- started session {job.session} at {job.start - self.started:.0f} s: one headless "
                  f"session for {', '.join(names)}", flush=True)
        self.running.append(job)
        return True

    def poll_session(self, job):
        """Reports the steps of a session that have ended since the last look."""
        for step in job.steps:
            path = os.path.join(LOG_DIR, f"{step.name}.json")
            if step.name in job.reported or not os.path.exists(path):
                continue
            with open(path) as file:
                result = json.load(file)
            job.reported.add(step.name)
            self.report(step, result["status"], result["wall"], result["cpu"], result["end"] - result["wall"])

    def finish(self, job, status, usage):
        end = time.time()
        job.log.close()
        if job.session is None:
            self.report(job.steps[0], status, end - job.start, cpu_seconds(usage), job.start)
            return
        self.poll_session(job)
        missing = [step for step in job.steps if step.name not in job.reported]
        self.sessions[job.session] = dict(result=PASSED if status == 0 else FAILED, status=status,
                                          wall=end - job.start, cpu=cpu_seconds(usage),
                                          start=job.start - self.started)
        if missing or (status != 0 and all(self.passed(step.name) for step in job.steps)):
            # The session itself failed (Xvfb, D-Bus): what it printed.
            with open(log_path(f"session-{job.session}"), errors="replace") as log:
                text = log.read()
            print(f"==== session {job.session}: scripts/headless.sh ended with {status_text(status)}; "
                  f"it printed:\n{text}", end="" if text.endswith("\n") else "\n", flush=True)
        for step in missing:
            with open(log_path(step.name), "a") as log:
                log.write(f"run-tests: the session {job.session} ended ({status_text(status)}) "
                          "before this step did\n")
            self.report(step, status or 1, 0.0, 0.0, end, "the session ended first")

    def run(self):
        os.makedirs(LOG_DIR, exist_ok=True)

        def terminate(signum, frame):
            raise SystemExit(128 + signum)
        signal.signal(signal.SIGTERM, terminate)
        signal.signal(signal.SIGHUP, terminate)
        try:
            while self.pending or self.running:
                for job in list(self.pending):
                    if len(self.running) >= self.jobs_limit:
                        break
                    if all(self.ended(name) for name in job.waits_for):
                        self.pending.remove(job)
                        self.start(job)
                if self.pending and not self.running:
                    # Nothing runs, nothing can start: waiting for a step not in the plan.
                    for job in self.pending:
                        for step in job.steps:
                            self.not_run(step, sorted(name for name in job.waits_for if not self.ended(name)))
                    self.pending = []
                for job in list(self.running):
                    pid, wait_status, usage = os.wait4(job.process.pid, os.WNOHANG)
                    if job.session is not None:
                        self.poll_session(job)
                    if pid == 0:
                        continue
                    job.process.returncode = os.waitstatus_to_exitcode(wait_status)
                    self.running.remove(job)
                    stop_group(job.process.pid)
                    self.finish(job, job.process.returncode, usage)
                time.sleep(POLL_S)
        except BaseException:  # interrupted (Ctrl+C, SIGTERM): nothing of ours keeps running
            print("run-tests: interrupted; ending the running steps", file=sys.stderr, flush=True)
            for job in self.running:  # SIGINT first, as Ctrl+C: the tests clean up after themselves
                stop_group(job.process.pid, (signal.SIGINT, signal.SIGTERM, signal.SIGKILL))
            raise
        return self.table()

    def table(self):
        wall = time.time() - self.started
        rows = [(step.name, self.results[step.name]) for step in self.steps if step.name in self.results]
        rows += [(f"(session {name}, whole)", result) for name, result in self.sessions.items()]
        print()
        print("make test, every step: wall and CPU time in seconds (CPU: user + system of the step and the")
        print("processes it waited for; a shared session's own Xvfb and D-Bus are in its 'whole' line)")
        print(f"{'step':<30} {'where':<24} {'result':<8} {'start':>6} {'wall':>7} {'CPU':>7}")
        for name, result in rows:
            where = f"session {result['where']}" if result.get("where") else "-"
            print(f"{name:<30} {where:<24} {result['result']:<8} {result['start']:>6.0f} {result['wall']:>7.1f} "
                  f"{result['cpu']:>7.1f}")
        cpu = cpu_seconds(resource.getrusage(resource.RUSAGE_CHILDREN))
        steps_wall = sum(self.results[step.name]["wall"] for step in self.steps if step.name in self.results)
        print(f"total: {wall:.0f} s wall, {cpu:.0f} s CPU; the steps' wall times add up to {steps_wall:.0f} s "
              f"(at most {self.jobs_limit} at once)")
        failed = [step.name for step in self.steps if self.results.get(step.name, {}).get("result") == FAILED]
        skipped = [step.name for step in self.steps if self.results.get(step.name, {}).get("result") == NOT_RUN]
        if failed or skipped:
            for name in failed:
                print_failure_excerpt(name)
            print(f"make test: FAILED: {', '.join(failed) or '-'}; not run: {', '.join(skipped) or '-'} (each "
                  f"step's output is above, and in {os.path.relpath(LOG_DIR, ROOT)}/STEP.log)", flush=True)
            return 1
        print("make test: every step passed", flush=True)
        return 0


# Lines of a failed step's log that say why: a check that failed, a compiler's error, a
# Python traceback and its exception, a GLib critical or warning.
FAILURE_LINE = re.compile(r"^(FAIL\b|FAILED\b|Traceback|.*\berror: |.*-CRITICAL \*\*|.*-WARNING \*\*|\w*Error: )")


def print_failure_excerpt(name, matched=8, last=6):
    """Prints, last, what a failed step's log says of why: its first `matched` failure lines
    and its last `last` lines. CI keeps the end of the output: the reason is there too."""
    try:
        with open(log_path(name), errors="replace") as log:
            lines = [line.rstrip("\n") for line in log]
    except FileNotFoundError:
        return
    reasons = [line for line in lines if FAILURE_LINE.match(line)][:matched]
    print(f"---- why {name} failed ({os.path.relpath(log_path(name), ROOT)}): its failure lines, then its end")
    for line in reasons + ["  ..."] + lines[-last:]:
        print(f"  {line[:300]}")


def main():
    arguments = sys.argv[1:]
    if arguments[:1] == ["--session"]:
        if len(arguments) < 4:
            print(__doc__, file=sys.stderr)
            return 2
        return run_session(arguments[1], arguments[2], arguments[3:])
    steps = plan()
    if arguments:
        known = [step.name for step in steps]
        unknown = [name for name in arguments if name not in known]
        if unknown:
            print(f"run-tests: no step {', '.join(unknown)}; the steps: {', '.join(known)}", file=sys.stderr)
            return 2
        steps = [step for step in steps if step.name in arguments]
        for step in steps:
            step.needs = [name for name in step.needs if name in arguments]
            step.after = [name for name in step.after if name in arguments]
    try:
        jobs_limit = int(os.environ.get("TEST_JOBS") or 4)
    except ValueError:
        print("run-tests: TEST_JOBS must be a number", file=sys.stderr)
        return 2
    return Runner(steps, max(1, jobs_limit)).run()


if __name__ == "__main__":
    sys.exit(main())
