#!/usr/bin/python3
"""End to end: saves of `trails`' state that are killed or fail lose nothing and leave nothing
behind (issue 27, "Nothing left behind").

Usage: trails_state_failures_test.py PATH/TO/trails

Run it under scripts/headless.sh. The state file is $XDG_STATE_HOME/org.twopane.Trails/
state.ini; a save writes .state.ini.saving-XXXXXX beside it, locked, and renames it over.

  killed     `trails` with preload/kill_at_rename.c (LD_PRELOAD): the save of Ctrl+Q is
             killed by SIGKILL at its rename, after its temporary file was written. The
             state file is the one before, and the temporary file is left, as a real kill
             leaves it. Beside it: a file of the same pattern owned by another user, and
             GLib's pattern (state.ini.Ab12Cd). The next start removes the leftover before
             its window is up, keeps the other two, and restores the state from before.
  full disk  (root: a 64 KiB tmpfs filled to the last byte) a save: one warning "cannot write
             it: No space left on device", the state file as it was, no temporary file
  read-only  (root: the tmpfs remounted read-only) two saves (a second launch with --data,
             then Ctrl+Q): one warning "cannot write in the folder …: Read-only file system",
             the file as it was
  symlink    the app's state folder a symbolic link to a folder elsewhere: saved there, the
             link kept, no warning; a link to a folder that does not exist: one warning
             "the folder … is a link to …, which is not a folder", nothing created
Without root (no mounts), the full disk and read-only cases are skipped, and said so.
Prints one line per check and ends with "N passed, M failed"; exits 1 if any check failed.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from trails_harness import WIDE, note

APP_ID = "org.twopane.Trails"
SAVED = ("[layout]\nwindow-width=900\nwindow-height=640\nwindow-maximized=false\nlist-width=320\n"
         "column-visibility=automatic\nselection=\n")
LEFTOVER = re.compile(r"\.state\.ini\.saving-[A-Za-z0-9]{6}")
PRELOAD_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "preload", "kill_at_rename.c")


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def leftovers(folder):
    return sorted(name for name in os.listdir(folder) if LEFTOVER.fullmatch(name))


class StateFailuresTest:
    def __init__(self, binary, results):
        self.binary = binary
        self.results = results
        self.check = results.check
        self.work = tempfile.mkdtemp(prefix="trails-state-failures-")
        self.mounts = []

    def home(self, name, tmpfs=False):
        """A fresh XDG_STATE_HOME, its app folder made (with `tmpfs`, a 64 KiB tmpfs mounted
        there: root only), holding SAVED."""
        home = os.path.join(self.work, name)
        folder = os.path.join(home, APP_ID)
        os.makedirs(folder)
        if tmpfs:
            subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k,mode=0700", "tmpfs", folder], check=True)
            self.mounts.append(folder)
        write(os.path.join(folder, "state.ini"), SAVED)
        return home, folder

    def run_app(self, home, scenario, environment=None, expected_stderr=()):
        app = harness.TrailsApp(self.binary, self.results, state_home=home, environment=environment)
        app.expected_stderr = list(expected_stderr)
        harness.run_scenario(self.results, app, lambda: scenario(app))
        return app

    # -- killed mid-save -----------------------------------------------------------------

    def killed(self):
        home, folder = self.home("killed")
        preload = os.path.join(self.work, "kill_at_rename.so")
        subprocess.run(["gcc", "-shared", "-fPIC", "-O2", "-o", preload, PRELOAD_SOURCE, "-ldl"], check=True)
        foreign = os.path.join(folder, ".state.ini.saving-Xy12Zw")
        glib_style = os.path.join(folder, "state.ini.Ab12Cd")
        write(foreign, "another user's\n")
        write(glib_style, "not ours\n")
        if os.geteuid() == 0:
            os.chown(foreign, 65534, 65534)  # nobody's

        app = harness.TrailsApp(self.binary, self.results, state_home=home,
                                environment={"LD_PRELOAD": preload, "TWOPANE_TEST_KILL_AT_RENAME": "/state.ini"})
        try:
            app.start(None)
            app.resize(WIDE)  # the state to save differs from the file's 900x640
            app.wait_for(lambda tree: app.settled(tree, WIDE), "the window at 1000 px")
            # The key press quits (and is killed saving): the release may find no window.
            subprocess.run(["xdotool", "key", "--window", app.window, "ctrl+q"], capture_output=True, timeout=10)
            status = harness.exit_status(app.process)
            subprocess.run(["xdotool", "keyup", "ctrl+q"], capture_output=True, timeout=10)
            self.check("killed: the save of Ctrl+Q is killed by SIGKILL at its rename", status == -9,
                       harness.exit_problem(status))
        finally:
            if app.process.poll() is None:
                app.process.kill()
                app.process.wait()
        ours = [name for name in leftovers(folder) if name != os.path.basename(foreign)]
        self.check("killed: its temporary file is left, written, beside the state file",
                   len(ours) == 1 and "window-width=1000" in read(os.path.join(folder, ours[0])),
                   f"folder: {sorted(os.listdir(folder))}")
        self.check("killed: the state file is the one from before", read(os.path.join(folder, "state.ini")) == SAVED)

        def next_start(app):
            app.start(None)
            remaining = sorted(os.listdir(folder))
            app.check("next start: the killed save's temporary file is gone once the window is up",
                      not any(name in remaining for name in ours), f"folder: {remaining}")
            if os.geteuid() == 0:
                app.check("next start: another user's file of the same pattern is kept",
                          os.path.basename(foreign) in remaining, f"folder: {remaining}")
            else:
                note("skipped the other user's file: only root can give a file away")
            app.check("next start: GLib's temporary pattern (state.ini.Ab12Cd) is kept",
                      os.path.basename(glib_style) in remaining, f"folder: {remaining}")
            geometry = harness.window_geometry(app.window)[2:]
            app.check("next start: the state from before is restored (900x640)", geometry == (900, 640),
                      f"the window is {geometry}")
            app.quit_with_ctrl_q()
        self.run_app(home, next_start)
        kept = [os.path.basename(foreign)] if os.geteuid() == 0 else []
        self.check("next start: its own save leaves no temporary file behind", leftovers(folder) == kept,
                   f"folder: {sorted(os.listdir(folder))}")

    # -- a full disk and a read-only folder (root: a tmpfs) -----------------------------

    def full_disk(self):
        if os.geteuid() != 0:
            note("skipped the full disk: mounting a small tmpfs needs root")
            return
        home, folder = self.home("full", tmpfs=True)
        path = os.path.join(folder, "state.ini")
        with open(os.path.join(folder, "filler"), "wb", buffering=0) as filler:
            try:
                while True:
                    filler.write(b"\0" * 512)
            except OSError:
                pass  # ENOSPC: the disk is full
        warning = f"trails: warning: cannot save the state file '{path}': cannot write it: No space left on device"

        def full(app):
            app.start(None)
            app.resize(WIDE)
            app.wait_for(lambda tree: app.settled(tree, WIDE), "the window at 1000 px")
            app.quit_with_ctrl_q()
        self.run_app(home, full, expected_stderr=[warning])
        self.check("full disk: the state file is as it was", read(path) == SAVED)
        self.check("full disk: no temporary file is left", leftovers(folder) == [], f"{os.listdir(folder)}")

    def read_only(self):
        if os.geteuid() != 0:
            note("skipped the read-only folder: mounting a read-only tmpfs needs root")
            return
        home, folder = self.home("read-only", tmpfs=True)
        path = os.path.join(folder, "state.ini")
        subprocess.run(["mount", "-o", "remount,ro", folder], check=True)
        data = os.path.join(self.work, "north.json")
        with open(data, "w", encoding="utf-8") as file:
            json.dump({"trails": [{"name": "Cascades", "distance_km": 120, "colors": ["#3584e4", "#2190a4"]}]}, file)
        warning = (f"trails: warning: cannot save the state file '{path}': "
                   f"cannot write in the folder '{folder}': Read-only file system")

        def read_only(app):
            app.start(None)
            result = subprocess.run([self.binary, "--data", data], capture_output=True, text=True, timeout=20,
                                    stdin=subprocess.DEVNULL, env=dict(os.environ, XDG_STATE_HOME=home))
            app.check("read-only: a second launch with --data exits 0 (the first shows its trails, saving first)",
                      result.returncode == 0 and not result.stderr, f"{result.returncode}, {result.stderr!r}")
            app.wait_for(lambda tree: tree.row_texts() == ["Cascades"], "the window to list Cascades")
            app.quit_with_ctrl_q()
        self.run_app(home, read_only, expected_stderr=[warning])
        self.check("read-only: two saves failed, one warning (checked above), the file as it was",
                   read(path) == SAVED)

    # -- a state folder that is a symbolic link ------------------------------------------

    def symlinked(self):
        home = os.path.join(self.work, "linked")
        elsewhere = os.path.join(self.work, "elsewhere")
        os.makedirs(home)
        os.makedirs(elsewhere)
        os.symlink(elsewhere, os.path.join(home, APP_ID))

        def quit_at_once(app):
            app.start(None)
            app.quit_with_ctrl_q()
        self.run_app(home, quit_at_once)
        self.check("symlink: the state is saved in the folder the link points to, the link kept",
                   os.path.islink(os.path.join(home, APP_ID))
                   and "[layout]" in read(os.path.join(elsewhere, "state.ini")),
                   f"elsewhere: {os.listdir(elsewhere)}")

        dangling_home = os.path.join(self.work, "dangling")
        missing = os.path.join(self.work, "missing")
        os.makedirs(dangling_home)
        os.symlink(missing, os.path.join(dangling_home, APP_ID))
        folder = os.path.join(dangling_home, APP_ID)
        warning = (f"trails: warning: cannot save the state file '{folder}/state.ini': "
                   f"the folder '{folder}' is a link to '{missing}', which is not a folder")
        self.run_app(dangling_home, quit_at_once, expected_stderr=[warning])
        self.check("symlink to nowhere: nothing is created where it points", not os.path.exists(missing))

    def run(self):
        try:
            self.killed()
            self.full_disk()
            self.read_only()
            self.symlinked()
        finally:
            for folder in reversed(self.mounts):
                subprocess.run(["umount", folder], check=False)
            shutil.rmtree(self.work, ignore_errors=True)


def main():
    binary = harness.binary_argument("trails_state_failures_test.py")
    results = harness.Results()
    return harness.run_test(StateFailuresTest(binary, results).run, results)


if __name__ == "__main__":
    sys.exit(main())
