"""GNOME's Orca screen reader as a test client: what a blind user hears.

`OrcaSession` starts Orca 43 headless in the current private session (scripts/headless.sh:
Xvfb, its own D-Bus and accessibility bus), speaking through speech-dispatcher's `dummy`
output module (configured in a private XDG_CONFIG_HOME, so no sound and nothing of the
user's), with position speaking on ("2 of 4"). Every utterance is a `SPEECH OUTPUT:` line
of Orca's debug log; Orca writes that file block-buffered, so a small wrapper opens it line
by line and the test reads each utterance as it is spoken.

A test marks the log before each step (`mark`), acts, then waits for what it expects
(`wait_for`) and for Orca to fall quiet, and gets that step's utterances.
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
import time

SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'\s*(\{.*\})?\s*$")
START_TIMEOUT_S = 30.0   # Orca's own start-up ("Screen reader on.")
QUIET_S = 0.8            # no new utterance for this long: the step's speech is over
POLL_S = 0.05

# Runs /usr/bin/orca with its debug log line-buffered and position speaking on. No
# --replace: that SIGKILLs every other Orca of the user (`pgrep -u UID -x orca`), the user's
# own screen reader or another suite's; ORCA_COMMAND gives it a PID namespace of its own, where
# it sees no other Orca and so neither kills one nor refuses to start beside one.
WRAPPER = textwrap.dedent("""\
    import builtins, os, runpy, sys
    debug_path = os.environ["TWOPANE_ORCA_DEBUG_FILE"]
    real_open = builtins.open
    def line_buffered_open(file, mode="r", *args, **kwargs):
        if file == debug_path and "w" in mode:
            return real_open(file, mode, buffering=1)
        return real_open(file, mode, *args, **kwargs)
    builtins.open = line_buffered_open
    import orca.settings
    orca.settings.enablePositionSpeaking = True
    sys.argv = ["orca", "-u", os.environ["TWOPANE_ORCA_PREFS"],
                "--debug-file", debug_path]
    runpy.run_path("/usr/bin/orca", run_name="__main__")
    """)

# A PID namespace (and a /proc showing only it) for Orca, as the user who runs the tests
# (a user namespace mapping that user to itself: no root needed). --kill-child: if unshare
# itself dies, Orca does too. A signal to the process group reaches Orca, the namespace's
# first process, which handles SIGTERM.
ORCA_COMMAND = ["unshare", "--map-current-user", "--pid", "--fork", "--mount-proc", "--kill-child",
                sys.executable, "-c", WRAPPER]

SPEECHD_CONF = textwrap.dedent("""\
    AddModule "dummy" "sd_dummy" ""
    DefaultModule dummy
    """)


def said(utterances, *words):
    """Whether one utterance holds every one of `words` (case-sensitive)."""
    return any(all(word in line for word in words) for line in utterances)


def said_anywhere(utterances, *words):
    """Whether every one of `words` is in the utterances, together or apart."""
    text = " ".join(utterances)
    return all(word in text for word in words)


def root_window():
    """The X screen's root window id (xwininfo, from x11-utils)."""
    output = subprocess.run(["xwininfo", "-root"], capture_output=True, text=True, check=True).stdout
    return re.search(r"Window id: (0x[0-9a-f]+)", output).group(1)


def announce_window(window, xdotool):
    """Makes Orca hear that the new X window `window` is active. With no window manager the
    window takes the focus as it maps, before the app is on the accessibility bus: Orca gets
    that activation from objects it cannot know yet ("Event is from potentially-defunct
    source") and says nothing. A window manager would activate it again when the user comes
    to it; here the focus goes to the root window and back."""
    xdotool("windowfocus", "--sync", root_window())
    xdotool("windowfocus", "--sync", window)
    xdotool("windowfocus", "--sync", window)


def tab_until(orca, key, word, tries=8, backwards=False, first=None):
    """Presses Tab (Shift+Tab, `backwards`; the first time `first`, if given) through `key`
    until Orca says `word` (a line for which `word` holds, if it is a function), at most
    `tries` times; whether it did."""
    heard = word if callable(word) else (lambda utterances: said(utterances, word))
    step = "shift+Tab" if backwards else "Tab"
    for attempt in range(tries):
        start = len(orca.utterances())
        key(first if first and attempt == 0 else step)
        held, _ = orca.wait_for(heard, str(word), timeout=1.5, since=start)
        if held:
            return True
    return False


class Launch:
    """An example app started with `arguments` and `environment` for an Orca session: no
    G_DEBUG (GTK 4.8 warns once with a screen reader listening), its state in `directory`,
    its stderr in a file there; ``show()`` waits for its window titled `title`, makes it known
    to Orca and sizes it."""

    def __init__(self, arguments, title, directory, environment=None):
        import trails_harness as harness
        self.harness = harness
        self.title = title
        env = dict(os.environ, XDG_STATE_HOME=os.path.join(directory, "state"))
        env.update(environment or {})
        env.pop("G_DEBUG", None)
        self.stderr_path = os.path.join(directory, f"{os.path.basename(arguments[0])}-stderr.txt")
        with open(self.stderr_path, "w") as stderr:
            self.process = subprocess.Popen(arguments, stdin=subprocess.DEVNULL, env=env,
                                            stdout=subprocess.DEVNULL, stderr=stderr)

    def show(self, width, height):
        harness = self.harness
        window = harness.find_main_window(self.process, self.title)
        application = harness.find_application(self.process)
        harness.poll(lambda: application.childCount > 0, "the app's window on the accessibility bus")
        announce_window(window, harness.xdotool)
        harness.xdotool("windowsize", window, width, height)

    def stderr_text(self):
        with open(self.stderr_path, encoding="utf-8", errors="replace") as file:
            return file.read()


def run_test(argv, test, app, title, scenario):
    """The main of an Orca test of `app` (its binary is argv[1]; argv[2], if given, is where
    the transcript goes, else out/APP-orca-transcript.md beside this file, Trails' being
    out/orca-transcript.md). Starts Orca, runs `scenario(orca, steps, binary, directory,
    launches)`, which appends each launch of the app to `launches` (an object with its
    `process` and a `stderr_text()`); writes the transcript, headed `title`, and Orca's debug
    log beside it; ends the launches still running and checks that none wrote anything to
    stderr but GTK 4.8's one warning with a screen reader listening ("Screen coordinates not
    supported"). Returns the exit status."""
    if len(argv) not in (2, 3):
        print(f"usage: {os.path.basename(test)} PATH/TO/{app} [TRANSCRIPT.md]", file=sys.stderr)
        return 2
    import trails_harness as harness
    binary = os.path.abspath(argv[1])
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "out")
    name = "orca-transcript.md" if app == "trails" else f"{app}-orca-transcript.md"
    transcript = argv[2] if len(argv) == 3 else os.path.join(out, name)
    allowed = re.compile(rf"\({app}:\d+\): Gtk-WARNING \*\*: [0-9:.]+: Screen coordinates not supported, "
                         "reported positions will be wrong")
    results = harness.Results()
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix=f"{app}-orca-") as directory:
        orca = OrcaSession(directory)
        steps = Steps(orca, results)
        launches = []
        try:
            scenario(orca, steps, binary, directory, launches)
        except Exception as error:  # one failed check, then the transcript and the output
            results.check("the session ran to the end", False, f"{type(error).__name__}: {error}")
        finally:
            os.makedirs(os.path.dirname(os.path.abspath(transcript)), exist_ok=True)
            steps.write_transcript(transcript, title, f"Tests/EndToEnd/{os.path.basename(test)}")
            orca.stop()
            shutil.copy(orca.log_path, os.path.splitext(transcript)[0] + "-orca-debug.log")
        for number, launch in enumerate(launches, 1):
            if launch.process.poll() is None:
                launch.process.terminate()
                launch.process.wait()
            others = [line for line in launch.stderr_text().splitlines()
                      if line.strip() and not allowed.fullmatch(line)]
            results.check(f"launch {number}: the app's stderr holds no line but GTK 4.8's screen-coordinates"
                          " warning", not others, repr(others[:20]))
    print(f"transcript: {transcript}", flush=True)
    print(f"time: {time.monotonic() - started:.2f} s", flush=True)
    return results.summary()


class Steps:
    """A test's steps, each checked against what Orca said, and the transcript of them."""

    def __init__(self, orca, results):
        self.orca = orca
        self.results = results
        self.taken = []  # (step, utterances, passed)

    def step(self, name, act, expect, what, timeout=5.0):
        """Marks Orca's log, runs `act`, waits for `expect(utterances)` and records the step."""
        self.orca.mark()
        act()
        held, utterances = self.orca.wait_for(expect, what, timeout)
        self.results.check(f"{name}: {what}", held, f"Orca said {utterances!r}")
        self.taken.append((name, utterances, held))
        return utterances

    def write_transcript(self, path, title, test):
        """Writes the steps and what Orca said at each to `path` (Markdown), headed `title`
        and naming the `test` file that wrote it."""
        lines = [f"# {title}", "",
                 f"Written by `{test}` (Orca 43, GTK 4.8, Xvfb). Each step",
                 "lists the utterances of Orca's speech output, in order.", "",
                 "| step | Orca said | as expected |", "|---|---|---|"]
        for name, utterances, held in self.taken:
            spoken = " · ".join(f"“{line.strip()}”" for line in utterances if line.strip()) or "(nothing)"
            spoken = spoken.replace("|", "\\|")
            lines.append(f"| {name} | {spoken} | {'yes' if held else '**no**'} |")
        with open(path, "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")


class OrcaSession:
    def __init__(self, directory):
        self.directory = directory
        self.log_path = os.path.join(directory, "orca-debug.log")
        config = os.path.join(directory, "config")
        prefs = os.path.join(directory, "orca-prefs")
        os.makedirs(os.path.join(config, "speech-dispatcher"), exist_ok=True)
        os.makedirs(prefs, exist_ok=True)
        with open(os.path.join(config, "speech-dispatcher", "speechd.conf"), "w") as file:
            file.write(SPEECHD_CONF)
        env = dict(os.environ, XDG_CONFIG_HOME=config, TWOPANE_ORCA_DEBUG_FILE=self.log_path,
                   TWOPANE_ORCA_PREFS=prefs)
        env.pop("G_DEBUG", None)  # Orca's own process: its warnings are not ours
        self.output = open(os.path.join(directory, "orca-output.txt"), "w")
        self.process = subprocess.Popen(ORCA_COMMAND, env=env, stdin=subprocess.DEVNULL,
                                        stdout=self.output, stderr=subprocess.STDOUT, start_new_session=True)
        self.marked = 0
        self.wait_for(lambda said: any("Screen reader on" in line for line in said),
                      "Orca to start", timeout=START_TIMEOUT_S, since=0)

    def utterances(self):
        """Everything Orca has said so far, in order."""
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as file:
                return [match.group(1) for match in map(SPEECH.search, file) if match]
        except FileNotFoundError:
            return []

    def log_lines(self, containing):
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as file:
                return [line.rstrip("\n") for line in file if containing in line]
        except FileNotFoundError:
            return []

    def mark(self):
        """Starts a step: `since` and `wait_for` count from here."""
        self.marked = len(self.utterances())

    def since(self, mark=None):
        return self.utterances()[self.marked if mark is None else mark:]

    def wait_for(self, condition, what, timeout=5.0, since=None):
        """Waits until `condition(utterances since the mark)` holds, then until Orca has
        been quiet for QUIET_S; returns (held, those utterances). Does not raise: a step
        that does not hear what it expects is a failed check, and the session goes on."""
        start = self.marked if since is None else since
        deadline = time.monotonic() + timeout
        held = False
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                break
            if condition(self.utterances()[start:]):
                held = True
                break
            time.sleep(POLL_S)
        self.quiet()
        return held, self.utterances()[start:]

    def quiet(self):
        """Waits until no new utterance has come for QUIET_S (5 s at most)."""
        count, changed = len(self.utterances()), time.monotonic()
        deadline = changed + 5.0
        while time.monotonic() < deadline:
            time.sleep(POLL_S)
            now = len(self.utterances())
            if now != count:
                count, changed = now, time.monotonic()
            elif time.monotonic() - changed >= QUIET_S:
                return

    def stop(self):
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self.output.close()
