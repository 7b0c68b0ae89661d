"""A real X11 window manager on the tests' X server (scripts/headless.sh runs none).

Under a window manager an edge drag on a client-side-decorated GTK window becomes one
_NET_WM_MOVERESIZE message and the window manager resizes the window, following the
pointer; without one GTK 4.8 fakes the drag itself (and prints a warning on release). This
module starts a window manager and waits until it runs, gives a window the focus through
it, and drags the pointer the way a hand would.

- `WindowManager`: any EWMH window manager started from a command line; `start` polls
  until the root window's _NET_SUPPORTING_WM_CHECK names it (not a sleep), `stop` ends it;
- `openbox`: Openbox with a private rc.xml (its own keybindings, nothing of the user's
  or the system's configuration) and a private XDG_CONFIG_HOME;
- `supporting_wm`, `active_window`, `activate`: the EWMH side, read with xprop;
- `drag`: button 1 pressed at one point, the pointer moved in small steps, released.

Import trails_harness before this module (it takes G_DEBUG out of this process, so the
window manager does not inherit the app's fatal warnings). Needs xprop (x11-utils) and
xdotool, and the window manager itself (e.g. the openbox package).
"""

import os
import re
import shutil
import signal
import subprocess
import tempfile
import textwrap

from trails_harness import START_TIMEOUT_S, STEP_TIMEOUT_S, poll, xdotool

STOP_TIMEOUT_S = 5.0


def xprop(*arguments):
    """xprop's output, or "" if it failed (e.g. the window is gone)."""
    result = subprocess.run(["xprop", *map(str, arguments)], capture_output=True, text=True,
                            timeout=STEP_TIMEOUT_S)
    return result.stdout if result.returncode == 0 else ""


def window_property(window, name):
    """The value of an X window's property as xprop prints it after "=" or ":", or None.
    `window` is an id or "root"."""
    where = ["-root"] if window == "root" else ["-id", window]
    match = re.search(rf"^{name}\S*\s*[=:]\s*(.*)$", xprop(*where, "-notype", name), re.MULTILINE)
    return match.group(1).strip() if match else None


def _window_id(text):
    match = re.search(r"0x[0-9a-fA-F]+", text or "")
    return int(match.group(0), 16) if match else None


def supporting_wm():
    """The name of the running EWMH window manager, or None: the root's
    _NET_SUPPORTING_WM_CHECK names a window whose own _NET_SUPPORTING_WM_CHECK names itself
    (a property left behind by a window manager that died names a window that is gone)."""
    check = _window_id(window_property("root", "_NET_SUPPORTING_WM_CHECK"))
    if check is None or _window_id(window_property(hex(check), "_NET_SUPPORTING_WM_CHECK")) != check:
        return None
    name = window_property(hex(check), "_NET_WM_NAME")
    return name.strip('"') if name is not None else ""


def active_window():
    """The window the window manager calls active (_NET_ACTIVE_WINDOW), as an int, or None."""
    return _window_id(window_property("root", "_NET_ACTIVE_WINDOW"))


def activate(window):
    """Asks the window manager to activate `window` (_NET_ACTIVE_WINDOW) and polls until it
    is active and has the X keyboard focus: keys typed with XTEST then go to it."""
    xdotool("windowactivate", window)
    poll(lambda: active_window() == int(window) and xdotool("getwindowfocus").strip() == str(window),
         f"window {window} to be active and focused")


def drag(start, end, step, taken=None, ended=None):
    """Presses button 1 at `start` (x, y, screen coordinates), moves the pointer to `end`
    by at most `step` px at a time, as a hand would, and releases it there. Returns the
    number of motions.

    A press on a window's resize edge reaches the window manager only through the app
    (which answers it with a _NET_WM_MOVERESIZE message), and the window manager follows
    the pointer only from the moment it has grabbed it: motions sent before that go to the
    app and are lost to the resize, and a release sent before it leaves the window manager
    resizing until the next click. So if given, `taken()` is polled after the press until
    it holds (the window manager has the grab), and `ended()` after the release (it has
    let go)."""
    (x0, y0), (x1, y1) = start, end
    count = max(1, -(-max(abs(x1 - x0), abs(y1 - y0)) // step))
    xdotool("mousemove", x0, y0, "mousedown", 1)
    try:
        if taken is not None:
            poll(taken, "the window manager to take the drag over")
        for index in range(1, count + 1):
            xdotool("mousemove", x0 + (x1 - x0) * index // count, y0 + (y1 - y0) * index // count)
    finally:
        xdotool("mouseup", 1)
    if ended is not None:
        poll(ended, "the window manager to end the drag")
    return count


class WindowManager:
    """A window manager process on $DISPLAY. `name` is the _NET_WM_NAME it gives its
    supporting window (how `start` knows it runs)."""

    def __init__(self, command, name, environment=None, directory=None):
        self.command = list(command)
        self.name = name
        self.environment = environment or {}
        self.directory = directory  # removed by `stop`
        self.process = None
        self.output_file = tempfile.TemporaryFile()

    def start(self, timeout=START_TIMEOUT_S):
        """Starts it and polls until it manages the screen. Refuses if another window
        manager already runs (it is not ours to replace)."""
        other = supporting_wm()
        if other is not None:
            raise RuntimeError(f"a window manager already runs on {os.environ.get('DISPLAY')}: {other!r}")
        env = dict(os.environ)
        env.pop("G_DEBUG", None)
        env.update(self.environment)
        self.process = subprocess.Popen(self.command, stdin=subprocess.DEVNULL, stdout=self.output_file,
                                        stderr=subprocess.STDOUT, env=env, start_new_session=True)

        def running():
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.command[0]} exited with status {self.process.returncode}: "
                                   f"{self.output()!r}")
            return supporting_wm() == self.name
        poll(running, f"{self.name} to manage the screen (_NET_SUPPORTING_WM_CHECK)", timeout)
        return self

    def running(self):
        return self.process is not None and self.process.poll() is None

    def output(self):
        """What it printed so far (stdout and stderr)."""
        self.output_file.seek(0)
        return self.output_file.read().decode("utf-8", "replace")

    def stop(self):
        """Ends it (SIGTERM; SIGKILL after STOP_TIMEOUT_S) and polls until the screen has no
        window manager. Returns its exit status (None if it had to be killed)."""
        status = None
        if self.process is not None:
            if self.process.poll() is None:
                self.process.send_signal(signal.SIGTERM)
            try:
                status = self.process.wait(timeout=STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            poll(lambda: supporting_wm() is None, f"{self.name} to leave the screen")
        if self.directory is not None:
            shutil.rmtree(self.directory, ignore_errors=True)
            self.directory = None
        return status

    def __enter__(self):
        return self.start()

    def __exit__(self, *exception):
        self.stop()


# Openbox's configuration: only what the tests rely on. Windows get the focus when they map
# and on a click (replayed to the client, as with Openbox's stock rc.xml); window moves
# and resizes are drawn live and without a size popup.
OPENBOX_RC = textwrap.dedent("""\
    <?xml version="1.0" encoding="UTF-8"?>
    <openbox_config xmlns="http://openbox.org/3.4/rc">
      <focus><focusNew>yes</focusNew><followMouse>no</followMouse></focus>
      <placement><policy>Smart</policy><center>yes</center></placement>
      <resize><drawContents>yes</drawContents><popupShow>Never</popupShow></resize>
      <keyboard>
    {keybinds}  </keyboard>
      <mouse>
        <context name="Client">
          <mousebind button="Left" action="Press"><action name="Focus"/><action name="Raise"/></mousebind>
        </context>
      </mouse>
    </openbox_config>
    """)


def openbox(keybinds=None):
    """Openbox (`openbox --sm-disable --config-file PRIVATE/rc.xml`), not started yet.
    `keybinds`: {key: action name}, e.g. {"A-F8": "Resize"} (Openbox's key syntax)."""
    directory = tempfile.mkdtemp(prefix="twopane-openbox-")
    lines = "".join(f'    <keybind key="{key}"><action name="{action}"/></keybind>\n'
                    for key, action in (keybinds or {}).items())
    rc = os.path.join(directory, "rc.xml")
    with open(rc, "w", encoding="utf-8") as file:
        file.write(OPENBOX_RC.format(keybinds=lines))
    return WindowManager(["openbox", "--sm-disable", "--config-file", rc], "Openbox",
                         environment={"XDG_CONFIG_HOME": directory}, directory=directory)
