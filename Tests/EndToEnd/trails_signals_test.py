#!/usr/bin/python3
"""End to end: nothing lost when the desktop ends the session (issue 13, item 7).

Usage: trails_signals_test.py PATH/TO/trails

Run it under scripts/headless.sh. The state file is $XDG_STATE_HOME/org.twopane.Trails/
state.ini, a GLib key file, read here with GLib's own parser.

  Ctrl+Q     the reference: resize to 900x640, drag the divider ~90 px right, click Alps,
             Ctrl+Q. The file Quit writes, as text.
  SIGTERM,   what a logout, `systemctl --user stop` or a session manager sends, Ctrl+C in
  SIGINT,    a terminal, and the terminal closing. Each: the same steps with its own trail
  SIGHUP     (Pyrenees, Dolomites, Rockies), then the signal. The app exits with status 0
             within 5 s and prints nothing; the file is the one Ctrl+Q writes, line for
             line (only the dragged width and the trail differ). Restarted on that file:
             the window is 900x640, the trail is selected beside its detail and the list
             is as wide as dragged.
  SIGTERM    then SIGHUP at once (systemd's SendSIGHUP=, a terminal closing at logout),
  + SIGHUP   with Alps: the same; the second signal does not cut the first one's save.
  session    a stand-in for gnome-session on the test's D-Bus (fake_session_manager.py);
             the same steps with Rockies. The app registered with it at startup; on
             QueryEndSession it answers "ready", the file is the one Ctrl+Q writes, and
             it keeps running (the logout could be cancelled); on EndSession it
             unregisters and exits 0, printing nothing.
  SIGKILL    a state file with known contents (both layouts and the style). The running
             app saves over and over: a loop of second launches, alternately
             `trails --regions` and `trails --synthetic 4`, each of which makes the
             running app save its layout before it shows the new one (what a real second
             launch does). The test kills the app with SIGKILL 12 times, on alternate
             rounds after a random delay, and after 1 to 5 saves the moment the next
             save's temporary file (.state.ini.saving-XXXXXX) appears, i.e. in the middle
             of a save (written, then renamed over the file). After each kill the file
             is a complete key file with every key of every group, and the next start
             reads it without a warning and removes the temporary file the kill left.

Nothing sleeps except the SIGKILL rounds' random delays: every step polls (X geometry,
AT-SPI, the process) up to a deadline. Prints one line per check and ends with "N passed,
M failed"; exits 1 if any check failed.
"""

import os
import random
import re
import signal
import subprocess
import sys
import threading
import time

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from trails_harness import WIDE, HEIGHT, note, poll

from gi.repository import GLib  # noqa: E402  (after the harness: see its G_DEBUG note)
from fake_session_manager import FakeSessionManager  # noqa: E402

APP_ID = "org.twopane.Trails"
WIDTH, SHORT = 900, 640
DEFAULT_LIST_WIDTH, DRAG = 320, 90
DRAG_SLACK = 8  # see trails_state_test.py: where the press lands in the handle's grab area
DISTANCES = {"Alps": "42 km", "Dolomites": "28 km", "Pyrenees": "65 km", "Rockies": "110 km"}
# Each run's signals, sent back to back, and its trail. SIGTERM then SIGHUP is what systemd's
# SendSIGHUP= sends, and what a logout with the terminal closing may.
SIGNALS = [([signal.SIGTERM], "Pyrenees"), ([signal.SIGINT], "Dolomites"), ([signal.SIGHUP], "Rockies"),
           ([signal.SIGTERM, signal.SIGHUP], "Alps")]
KILL_ROUNDS = 12
LOOP_LAUNCHES = [["--regions"], ["--synthetic", "4"]]
EXPECTED_KEYS = {
    "layout": ["window-width", "window-height", "window-maximized", "list-width",
               "column-visibility", "selection"],
    "regions-layout": ["window-width", "window-height", "window-maximized", "list-width",
                       "column-visibility", "selection", "sidebar-width", "sidebar-selection"],
    "preferences": ["style"],
}
KNOWN_STATE = """[layout]
window-width=1000
window-height=700
window-maximized=false
list-width=320
column-visibility=automatic
selection=Alps

[regions-layout]
window-width=1000
window-height=700
window-maximized=false
list-width=300
column-visibility=automatic
selection=
sidebar-width=200
sidebar-selection=0

[preferences]
style=system
"""


def state_file(state_home):
    return os.path.join(state_home, APP_ID, "state.ini")


def read_text(path):
    try:
        with open(path, encoding="utf-8") as file:
            return file.read()
    except OSError:
        return None


def parse_problem(path):
    """Why GLib's GKeyFile cannot parse the file at `path`, or None."""
    try:
        GLib.KeyFile().load_from_file(path, GLib.KeyFileFlags.NONE)
    except GLib.Error as error:
        return error.message
    return None


def key_file_problems(path):
    """How the file at `path` falls short of a complete state file: not parsed by GLib's
    GKeyFile, or a group or key of EXPECTED_KEYS missing. An empty list when it is whole."""
    key_file = GLib.KeyFile()
    try:
        key_file.load_from_file(path, GLib.KeyFileFlags.NONE)
    except GLib.Error as error:
        return [f"not a key file: {error.message}"]
    problems = []
    for group, keys in EXPECTED_KEYS.items():
        for key in keys:
            try:
                key_file.get_value(group, key)
            except GLib.Error:
                problems.append(f"[{group}] {key} missing")
    return problems


def with_values(text, list_width, trail):
    """`text` (a state file) with [layout]'s list width and selection replaced."""
    text = re.sub(r"(?m)^list-width=\d+$", f"list-width={list_width}", text, count=1)
    return re.sub(r"(?m)^selection=.*$", f"selection={trail}", text, count=1)


class SignalsTest:
    def __init__(self, binary, results):
        self.binary = binary
        self.results = results
        self.check = results.check
        self.homes = harness.StateHomes("trails-signals-test-")

    def prepare(self, app, trail):
        """Starts `app`, resizes it to 900x640, drags the divider ~90 px right and selects
        `trail`; the list's width after the drag."""
        app.start(WIDE, HEIGHT)
        app.wait_for(lambda t: app.is_expanded(t, WIDE, None), "the expanded layout at 1000 px")
        app.height = SHORT
        app.resize(WIDTH)
        tree = app.wait_for(lambda t: app.settled(t, WIDTH) and t.trails_list is not None
                            and t.trails_list.extents[2] == DEFAULT_LIST_WIDTH,
                            f"the layout at {WIDTH}x{SHORT} with the list at {DEFAULT_LIST_WIDTH} px")
        x, y, width, height = tree.trails_list.extents
        app.drag((x + width, y + height // 2), (x + width + DRAG, y + height // 2), steps=2)
        tree = app.wait_for(lambda t: t.trails_list is not None
                            and abs(t.trails_list.extents[2] - (DEFAULT_LIST_WIDTH + DRAG)) <= DRAG_SLACK,
                            f"the list about {DEFAULT_LIST_WIDTH + DRAG} px wide after the drag")
        list_width = tree.trails_list.extents[2]
        app.click_row(tree, trail)
        app.wait_for(lambda t: t.selected_row_texts() == [trail] and t.visible_labels(DISTANCES[trail]),
                     f"{trail} selected beside its detail")
        return list_width

    def reference(self):
        """The file Ctrl+Q writes after the steps, with Alps selected: (text, list width)."""
        home = self.homes.new()
        app = harness.TrailsApp(self.binary, self.results, state_home=home)
        found = {}

        def scenario():
            found["width"] = self.prepare(app, "Alps")
            app.quit_with_ctrl_q()

        harness.run_scenario(self.results, app, scenario)
        text = read_text(state_file(home))
        self.check("Ctrl+Q (the reference): a state file is written", text is not None, state_file(home))
        if text is None or "width" not in found:
            return None
        note(f"Ctrl+Q wrote {len(text.splitlines())} lines; list width {found['width']} px")
        return text, found["width"]

    # -- SIGTERM, SIGINT, SIGHUP -----------------------------------------------------------

    def ended_by(self, numbers, trail, reference):
        name = " then ".join(signal.Signals(number).name for number in numbers)
        home = self.homes.new()
        path = state_file(home)
        app = harness.TrailsApp(self.binary, self.results, state_home=home)
        found = {}

        def scenario():
            found["width"] = self.prepare(app, trail)
            self.check(f"{name}: the app was running until the signal", app.process.poll() is None)
            sent = time.monotonic()
            for number in numbers:
                os.kill(app.process.pid, number)
            status = harness.exit_status(app.process)
            elapsed = time.monotonic() - sent
            self.check(f"{name}: the app exits with status 0 within {harness.EXIT_TIMEOUT_S:g} s",
                       status == 0, "still running" if status is None
                       else f"exit status {status}" + (f" (killed by {signal.Signals(-status).name})"
                                                       if status < 0 else ""))
            if status is not None:
                note(f"{name}: ended {elapsed * 1000:.0f} ms after the signal")

        harness.run_scenario(self.results, app, scenario)  # also: stdout and stderr empty
        if "width" not in found:
            return
        text = read_text(path)
        if not self.check(f"{name}: the state file exists", text is not None, f"no file {path}"):
            self.restarted(name, home, trail, found["width"])
            return
        problem = parse_problem(path)
        self.check(f"{name}: the state file is a valid key file", problem is None, problem or "")
        if reference is not None:
            expected = with_values(reference[0], found["width"], trail)
            self.check(f"{name}: the file is the one Ctrl+Q writes (list-width={found['width']}, "
                       f"selection={trail})", text == expected,
                       f"\n--- expected ---\n{expected}--- found ---\n{text}")
        self.restarted(name, home, trail, found["width"])

    def restarted(self, name, home, trail, list_width):
        """Restarts on `home`'s state: the window, the selection and the list's width."""
        app = harness.TrailsApp(self.binary, self.results, state_home=home)

        def scenario():
            app.start(None)
            geometry = harness.window_geometry(app.window)[2:]
            self.check(f"{name}, restarted: the window is {WIDTH}x{SHORT} again", geometry == (WIDTH, SHORT),
                       f"the window is {geometry}")
            try:
                tree = app.wait_for(lambda t: app.settled(t, WIDTH) and t.trails_list is not None
                                    and t.visible_labels(DISTANCES[trail]), f"the detail of {trail}")
            except harness.StepTimeout as error:
                tree = app.tree()
                self.check(f"{name}, restarted: the detail of {trail} is shown", False, str(error))
            app.check_selection(tree, f"{name}, restarted", [trail])
            width = tree.trails_list.extents[2] if tree.trails_list is not None else None
            self.check(f"{name}, restarted: the list is {list_width} px wide as dragged",
                       width == list_width, f"it is {width} px")
            app.quit_with_ctrl_q()

        harness.run_scenario(self.results, app, scenario)

    # -- the session manager ends the session ---------------------------------------------

    def session_ends(self, reference):
        trail = "Rockies"
        home = self.homes.new()
        path = state_file(home)
        manager = FakeSessionManager()
        app = harness.TrailsApp(self.binary, self.results, state_home=home)

        def scenario():
            list_width = self.prepare(app, trail)
            registered = manager.calls_named("RegisterClient")
            client = manager.client_path(APP_ID)
            if not self.check(f"session: the app registered with the session manager as {APP_ID}",
                              [arguments[0] for arguments in registered].count(APP_ID) == 1,
                              f"RegisterClient calls: {registered}"):
                return
            manager.query_end_session(APP_ID)
            responses = poll(lambda: manager.calls_named("EndSessionResponse", client),
                             "the answer to QueryEndSession")
            self.check("session: QueryEndSession is answered 'ready' (EndSessionResponse true)",
                       responses == [(True, "")], f"answers: {responses}")
            text = read_text(path)
            self.check("session: the state is saved before the session ends",
                       text is not None, f"no file {path}")
            if text is not None and reference is not None:
                expected = with_values(reference[0], list_width, trail)
                self.check(f"session: the file is the one Ctrl+Q writes (list-width={list_width}, "
                           f"selection={trail})", text == expected,
                           f"\n--- expected ---\n{expected}--- found ---\n{text}")
            self.check("session: the app keeps running after QueryEndSession (the logout may be cancelled)",
                       app.process.poll() is None, f"exit status {app.process.returncode}")
            manager.end_session(APP_ID)
            status = harness.exit_status(app.process)
            self.check(f"session: EndSession ends the app with status 0 within {harness.EXIT_TIMEOUT_S:g} s",
                       status == 0, harness.exit_problem(status))
            self.check("session: the app unregistered from the session manager",
                       manager.calls_named("UnregisterClient") == [(client,)], f"calls: {manager.calls}")

        try:
            harness.run_scenario(self.results, app, scenario)  # also: stdout and stderr empty
        finally:
            manager.stop()

    # -- SIGKILL in the middle of a save loop ----------------------------------------------

    def killed(self):
        home = self.homes.new()
        path = state_file(home)
        folder = os.path.dirname(path)
        os.makedirs(folder)
        with open(path, "w", encoding="utf-8") as file:
            file.write(KNOWN_STATE)
        self.check("SIGKILL: the known state file is complete", not key_file_problems(path),
                   "; ".join(key_file_problems(path)))
        rng = random.Random(int(os.environ.get("SIGNALS_SEED", "13")))
        mid_save = 0
        replaced_total = 0
        for round_index in range(KILL_ROUNDS):
            at_save = round_index % 2 == 1
            outcome = self.kill_round(home, path, folder, rng, at_save, round_index + 1)
            if outcome is None:
                return
            replaced, left_temporary = outcome
            replaced_total += replaced
            mid_save += left_temporary
        note(f"SIGKILL: {KILL_ROUNDS} kills, {replaced_total} saves seen during the loops, "
             f"{mid_save} kills left a save's temporary file behind (killed mid-save)")
        self.check("SIGKILL: at least one kill landed in the middle of a save", mid_save > 0,
                   "no temporary file was ever left behind")
        # The last round's file, read by a new start: no warning (finish checks stderr).
        app = harness.TrailsApp(self.binary, self.results, state_home=home)

        def scenario():
            app.start(None)
            app.quit_with_ctrl_q()

        harness.run_scenario(self.results, app, scenario)
        self.check("SIGKILL: after the kills, a new start reads the file and quits with it whole",
                   not key_file_problems(path), "; ".join(key_file_problems(path)))

    def kill_round(self, home, path, folder, rng, at_save, number):
        """One round: start the app, loop second launches, SIGKILL it; check the file.
        (saves seen, whether a temporary file was left) or None if the app did not start."""
        step = f"SIGKILL {number} ({'mid-save' if at_save else 'random moment'})"
        leftovers = [name for name in os.listdir(folder) if name != "state.ini"]  # the last round's
        app = harness.TrailsApp(self.binary, self.results, state_home=home)
        try:
            app.start(None)
        except Exception as error:  # a failed start is a failed check, then clean up
            self.check(f"{step}: the app starts on the file", False, str(error))
            app.finish()
            return None
        if leftovers:
            remaining = [name for name in leftovers if os.path.exists(os.path.join(folder, name))]
            self.check(f"{step}: the start removed the temporary file the last kill left ({', '.join(leftovers)})",
                       not remaining, f"still there: {remaining}")
        env = dict(os.environ, XDG_STATE_HOME=home)
        stop = threading.Event()
        launches = []

        def loop():
            index = 0
            while not stop.is_set():
                launcher = subprocess.Popen([self.binary, *LOOP_LAUNCHES[index % 2]], env=env,
                                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL)
                launches.append(launcher)
                index += 1
                try:
                    launcher.wait(timeout=harness.STEP_TIMEOUT_S)
                except subprocess.TimeoutExpired:
                    break
        thread = threading.Thread(target=loop, daemon=True)
        thread.start()
        try:
            if at_save:
                # A few saves first, then the moment the save's temporary file exists: the
                # app is inside the next save.
                before = rng.randint(1, 5)
                poll(lambda: harness.raise_if_exited(app.process)
                     or sum(1 for launcher in launches if launcher.returncode == 0) >= before,
                     f"{before} saves")

                def temporary():
                    if app.process.poll() is not None:
                        raise harness.AppExited(f"the app exited with status {app.process.returncode}")
                    return any(name.startswith(".state.ini.saving-") for name in os.listdir(folder))
                poll(temporary, "a save's temporary file", timeout=harness.STEP_TIMEOUT_S, interval=0)
            else:
                deadline = time.monotonic() + rng.uniform(0.3, 1.5)
                while time.monotonic() < deadline:
                    harness.raise_if_exited(app.process)
                    time.sleep(0.01)
            os.kill(app.process.pid, signal.SIGKILL)
            status = app.process.wait(timeout=harness.EXIT_TIMEOUT_S)
            self.check(f"{step}: the app was killed (SIGKILL)", status == -signal.SIGKILL, f"status {status}")
        except Exception as error:
            self.check(f"{step}: the save loop ran until the kill", False, str(error))
        finally:
            stop.set()
            thread.join(timeout=3)
            while thread.is_alive():
                # A launch that found no running app became one itself: not part of the test.
                for launcher in list(launches):
                    if launcher.poll() is None:
                        launcher.kill()
                thread.join(timeout=1)
            for launcher in launches:
                launcher.wait()
        # A launch that exits 0 was handled: the running app saved, then showed its trails.
        saves = sum(1 for launcher in launches if launcher.returncode == 0)
        left = [name for name in os.listdir(folder) if name != "state.ini"]
        problems = key_file_problems(path)
        self.check(f"{step}: the file is a complete key file with every key "
                   f"({saves} saves, {'a temporary file left' if left else 'no leftovers'})",
                   not problems, "; ".join(problems))
        app.finish()  # stdout and stderr empty: the kill was the only thing that happened
        return saves, 1 if left else 0

    def run(self):
        try:
            reference = self.reference()
            for numbers, trail in SIGNALS:
                self.ended_by(numbers, trail, reference)
            self.session_ends(reference)
            self.killed()
        finally:
            self.homes.cleanup()


def main():
    binary = harness.binary_argument("trails_signals_test.py")
    results = harness.Results()
    return harness.run_test(SignalsTest(binary, results).run, results)


if __name__ == "__main__":
    sys.exit(main())
