"""A headless Wayland session for the end-to-end tests: sway, a virtual pointer, a
keyboard, screenshots, and `WaylandTrailsApp` (trails as a native Wayland client).

Import this module (or trails_harness) before anything that loads GLib: it imports
trails_harness, which takes G_DEBUG out of this process.

How the compositor runs
-----------------------
sway 1.7 on wlroots' headless backend with the pixman renderer (WLR_BACKENDS=headless
WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman): no GPU, no input devices, no seat
manager, no X server (`xwayland disable`, so no client can end up on Xwayland). One
output, HEADLESS-1, WIDTH x HEIGHT at 0,0.

sway refuses to run as root, and CI runs as root. As root, sway is started through
`setpriv --reuid --regid --clear-groups` as an unprivileged user: `nobody` unless
TWOPANE_WAYLAND_USER names another (no account is created). Its XDG_RUNTIME_DIR is a
fresh directory under /tmp owned by that user, mode 0700, and HOME and XDG_CONFIG_HOME
are the same directory: sway reads no user's configuration, only the one written there.
Root's clients (the app, the tools) connect with WAYLAND_DISPLAY set to the absolute path
of sway's socket (libwayland accepts a path) and SWAYSOCK to its IPC socket: root passes
the 0700 directory's permission checks. Clients get an XDG_RUNTIME_DIR of their own
(GTK does not even try Wayland without one), owned by the caller. Run by another user,
sway runs as that user. Either way `setpriv --pdeathsig SIGTERM` ends sway with this
process, even a killed one (set by setpriv after the change of user, which would clear
it).

Every native window is made floating (`for_window [shell="xdg_shell"] floating enable`),
so `swaymsg resize set` gives it any size; floating windows have no border
(`default_floating_border none`): a view's content (its xdg window geometry, which leaves
out GTK's client-side shadow) starts at its container's top-left corner. GTK's frame, and
so AT-SPI's WINDOW coordinates, start there too.

Input
-----
The headless seat has no pointer and no keyboard. `start` creates both before any app
runs, and they stay for the session, so clients see one seat with both capabilities:
- the pointer is wl-virtual-pointer (Tests/EndToEnd/wayland/, built by build-tools.sh),
  a client of wlr-virtual-pointer-unstable-v1 fed one command a line; it answers once
  the compositor has handled the command (a roundtrip). Coordinates are the
  compositor's layout coordinates (= the output's pixels here);
- the keyboard is a `wtype -` that waits on stdin for the whole session. Without a
  keyboard on the seat, the first key a later `wtype` sends is lost (the client binds
  its wl_keyboard only when the capability appears). Keys are then typed with `wtype`.

Screenshots are grim captures of a region of the output (layout coordinates), taken
once the region shows the same pixels three times in a row, written as PNG by this
module (no ImageMagick needed).

Needs sway, grim and wtype (apt-get install --no-install-recommends sway grim wtype is
enough: the session uses none of sway's recommended packages, foot, suckless-tools,
sway-backgrounds, and starts no swaybg, swaybar or swaynag), gcc, pkg-config,
libwayland-dev and libwayland-bin (wayland-scanner) to build the virtual pointer (all
four come with the build dependencies: libgtk-4-dev pulls in libwayland-dev), setpriv
(util-linux, essential) and dbus-run-session for the test.
"""

import json
import os
import pwd
import re
import select
import shutil
import signal
import struct
import subprocess
import tempfile
import time
import zlib

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from trails_harness import HEIGHT, STEP_TIMEOUT_S, START_TIMEOUT_S, note, poll

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS_SOURCE = os.path.join(HERE, "wayland")
OUTPUT_NAME = "HEADLESS-1"
COMPOSITOR_START_TIMEOUT_S = 15.0

# wtype modifier names for the xdotool-style names the harness's tests use ("ctrl+q").
WTYPE_MODIFIERS = {"ctrl": "ctrl", "control": "ctrl", "alt": "alt", "shift": "shift",
                   "super": "logo", "logo": "logo", "win": "logo", "altgr": "altgr"}


class SessionError(RuntimeError):
    pass


def read_whole(file):
    """Everything written so far to `file`, a file a child process writes to, as text.
    Read with pread: seek + read would move the file offset the child shares (the same
    open file description), and its next write would land over earlier output."""
    size = os.fstat(file.fileno()).st_size
    return os.pread(file.fileno(), size, 0).decode("utf-8", "replace")


def build_tools():
    """Builds (if needed) the virtual pointer; returns the path of its binary."""
    result = subprocess.run([os.path.join(TOOLS_SOURCE, "build-tools.sh")], capture_output=True,
                            text=True, timeout=120)
    if result.returncode != 0:
        raise SessionError(f"building the Wayland test tools failed: {result.stderr.strip()}")
    return result.stdout.strip().splitlines()[-1]


class LineReader:
    """Reads lines from a pipe with a deadline (no thread, no blocking read)."""

    def __init__(self, stream):
        self.fd = stream.fileno()
        self.buffer = b""

    def read_line(self, timeout, what):
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise harness.StepTimeout(f"timed out after {timeout:g} s waiting for {what}")
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                chunk = os.read(self.fd, 4096)
                if not chunk:
                    raise SessionError(f"the pipe closed while waiting for {what}")
                self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode("utf-8", "replace")


class VirtualPointer:
    """One wl-virtual-pointer process: a pointer on the seat for as long as it runs."""

    def __init__(self, binary, env, extent):
        self.stderr_file = tempfile.TemporaryFile()
        self.process = subprocess.Popen([binary, "--extent", f"{extent[0]}x{extent[1]}"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=self.stderr_file, env=env)
        self.reader = LineReader(self.process.stdout)
        answer = self.reader.read_line(START_TIMEOUT_S, "the virtual pointer to be ready")
        if answer != "ready":
            raise SessionError(f"the virtual pointer said {answer!r}: {self.stderr_text()}")

    def stderr_text(self):
        return read_whole(self.stderr_file).strip()

    def command(self, line, timeout=STEP_TIMEOUT_S):
        """Sends one command; returns once the compositor has handled it."""
        if self.process.poll() is not None:
            raise SessionError(f"the virtual pointer exited ({self.process.returncode}): {self.stderr_text()}")
        self.process.stdin.write((line + "\n").encode())
        self.process.stdin.flush()
        answer = self.reader.read_line(timeout, f"the virtual pointer to do {line!r}")
        if answer != "ok":
            raise SessionError(f"virtual pointer: {line!r}: {answer}")

    def close(self):
        if self.process.poll() is None:
            try:
                self.process.stdin.write(b"quit\n")
                self.process.stdin.close()
                self.process.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait()


def encode_png(width, height, rgb):
    """A PNG (8-bit RGB, no timestamps) of raw RGB bytes."""
    stride = width * 3
    raw = b"".join(b"\x00" + rgb[row * stride:(row + 1) * stride] for row in range(height))

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def parse_ppm(data):
    """(width, height, RGB bytes) of a binary PPM (P6, maxval 255) as grim writes it."""
    header = re.match(rb"P6\s+(\d+)\s+(\d+)\s+255\s", data)
    if header is None:
        raise SessionError(f"grim wrote no P6 PPM: {data[:20]!r}")
    width, height = int(header.group(1)), int(header.group(2))
    pixels = data[header.end():]
    if len(pixels) != width * height * 3:
        raise SessionError(f"grim's PPM has {len(pixels)} bytes of pixels, expected {width * height * 3}")
    return width, height, pixels


class WaylandSession:
    """sway (headless), its virtual pointer and keyboard, for one test run.

    `env()` is the environment for a client of this session: WAYLAND_DISPLAY (the
    socket's absolute path), SWAYSOCK, the clients' XDG_RUNTIME_DIR, no DISPLAY."""

    def __init__(self, width=1600, height=1000, user=None):
        self.width, self.height = width, height
        self.user = user or os.environ.get("TWOPANE_WAYLAND_USER") or "nobody"
        self.process = None
        self.pointer = None
        self.keyboard = None
        self.directories = []
        self.socket = None
        self.swaysock = None
        self.log_file = tempfile.TemporaryFile()

    # -- start and stop ------------------------------------------------------------------

    def start(self):
        """Starts sway, then the pointer and the keyboard. Returns the seconds it took."""
        started = time.monotonic()
        pointer_binary = build_tools()
        # As root, under /tmp: the user sway runs as must be able to reach it (TMPDIR may
        # be a directory of root's).
        runtime = tempfile.mkdtemp(prefix="twopane-sway-", dir="/tmp" if os.geteuid() == 0 else None)
        self.directories.append(runtime)
        os.chmod(runtime, 0o700)
        # sway ends with this process, even one killed with SIGKILL (set after setpriv
        # changed the user: a change of user clears the parent-death signal).
        prefix = ["setpriv", "--pdeathsig", "SIGTERM", "--"]
        if os.geteuid() == 0:
            try:
                account = pwd.getpwnam(self.user)
            except KeyError:
                raise SessionError(f"no user {self.user!r} to run sway as (TWOPANE_WAYLAND_USER)")
            if account.pw_uid == 0:
                raise SessionError("sway refuses to run as root: TWOPANE_WAYLAND_USER must not be root")
            os.chown(runtime, account.pw_uid, account.pw_gid)
            prefix[1:1] = [f"--reuid={account.pw_uid}", f"--regid={account.pw_gid}", "--clear-groups"]
        config = os.path.join(runtime, "sway.conf")
        with open(config, "w") as file:
            file.write("\n".join([
                "# Written by Tests/EndToEnd/wayland_session.py",
                "xwayland disable",
                f"output {OUTPUT_NAME} resolution {self.width}x{self.height} position 0 0",
                "default_border none",
                "default_floating_border none",
                "focus_follows_mouse no",
                f"floating_maximum_size {self.width} x {self.height}",
                "floating_minimum_size 50 x 50",
                'for_window [shell="xdg_shell"] floating enable',
                ""]))
        os.chmod(config, 0o644)
        self.swaysock = os.path.join(runtime, "sway-ipc.sock")
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": runtime,
            "XDG_RUNTIME_DIR": runtime,
            "XDG_CONFIG_HOME": runtime,
            "SWAYSOCK": self.swaysock,
            "WLR_BACKENDS": "headless",
            "WLR_LIBINPUT_NO_DEVICES": "1",
            "WLR_RENDERER": "pixman",
            "LANG": "C.UTF-8",
        }
        self.process = subprocess.Popen([*prefix, "sway", "--config", config], env=env,
                                        stdin=subprocess.DEVNULL, stdout=self.log_file,
                                        stderr=subprocess.STDOUT, start_new_session=True)

        def ready():
            if self.process.poll() is not None:
                raise SessionError(f"sway exited with status {self.process.returncode}: {self.log_text()}")
            sockets = [name for name in os.listdir(runtime)
                       if name.startswith("wayland-") and not name.endswith(".lock")]
            if not sockets or not os.path.exists(self.swaysock):
                return None
            outputs = self.swaymsg("-t", "get_outputs", check=False)
            if not outputs or not any(output.get("active") for output in outputs):
                return None
            return os.path.join(runtime, sockets[0])
        self.socket = poll(ready, "sway to listen on its sockets with an active output",
                           COMPOSITOR_START_TIMEOUT_S)
        clients = tempfile.mkdtemp(prefix="twopane-wayland-clients-")
        self.directories.append(clients)
        os.chmod(clients, 0o700)
        self.client_runtime = clients
        self.pointer = VirtualPointer(pointer_binary, self.env(), self.layout_size())
        # A keyboard for the whole session: `wtype -` creates its virtual keyboard, then
        # waits for stdin (closed by `stop`).
        self.keyboard = subprocess.Popen(["wtype", "-"], stdin=subprocess.PIPE,
                                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                         env=self.env())
        poll(lambda: self.seat_capabilities() == 3,
             "the seat to have a pointer and a keyboard (capabilities 3)")
        return time.monotonic() - started

    def stop(self):
        """Ends the pointer, the keyboard and sway; removes the runtime directories."""
        if self.pointer is not None:
            self.pointer.close()
            self.pointer = None
        if self.keyboard is not None:
            try:
                self.keyboard.stdin.close()  # wtype types the empty text and exits
                self.keyboard.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self.keyboard.kill()
                self.keyboard.wait()
            self.keyboard = None
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        for directory in self.directories:
            shutil.rmtree(directory, ignore_errors=True)
        self.directories = []

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *error):
        self.stop()
        return False

    def log_text(self):
        """What sway printed (its log)."""
        return read_whole(self.log_file)

    # -- environment ---------------------------------------------------------------------

    def client_variables(self):
        """The variables that make a process a client of this session (DISPLAY must go)."""
        return {"WAYLAND_DISPLAY": self.socket, "SWAYSOCK": self.swaysock,
                "XDG_RUNTIME_DIR": self.client_runtime, "XDG_SESSION_TYPE": "wayland"}

    def env(self, extra=None):
        """This process's environment for a native Wayland client of this session:
        `client_variables`, no DISPLAY, then `extra`."""
        env = dict(os.environ)
        env.pop("DISPLAY", None)
        env.update(self.client_variables())
        env.update(extra or {})
        return env

    # -- sway IPC ------------------------------------------------------------------------

    def swaymsg(self, *arguments, check=True):
        """`swaymsg --raw ARGUMENTS`, parsed (JSON)."""
        env = dict(os.environ, SWAYSOCK=self.swaysock)
        result = subprocess.run(["swaymsg", "--raw", *arguments], capture_output=True, text=True,
                                env=env, timeout=STEP_TIMEOUT_S)
        if result.returncode != 0:
            if check:
                raise SessionError(f"swaymsg {' '.join(arguments)}: {result.stderr.strip() or result.stdout.strip()}")
            return None
        return json.loads(result.stdout)

    def command(self, text):
        """Runs a sway command; raises unless every part of it succeeded."""
        replies = self.swaymsg(text)
        failed = [reply.get("error", "?") for reply in replies if not reply.get("success")]
        if failed:
            raise SessionError(f"sway command {text!r} failed: {'; '.join(failed)}")

    def layout_size(self):
        """(width, height) of the layout: the bounding box of the active outputs."""
        outputs = [output for output in self.swaymsg("-t", "get_outputs") if output.get("active")]
        return (max(output["rect"]["x"] + output["rect"]["width"] for output in outputs),
                max(output["rect"]["y"] + output["rect"]["height"] for output in outputs))

    def seat_capabilities(self):
        seats = self.swaymsg("-t", "get_seats")
        return seats[0]["capabilities"] if seats else 0

    def views(self):
        """Every client window (view) in sway's tree: dicts as `swaymsg -t get_tree`
        gives them (id, pid, app_id, shell, name, rect, window_rect, focused…). Note that
        sway 1.7's "geometry" is the size the window first asked for, never updated: the
        view's current content is `content_rect`."""
        found = []

        def walk(node):
            if node.get("pid") is not None and node.get("type") in ("con", "floating_con"):
                found.append(node)
            for child in node.get("nodes", []) + node.get("floating_nodes", []):
                walk(child)
        walk(self.swaymsg("-t", "get_tree"))
        return found

    def view(self, pid):
        """The view of process `pid`, or None."""
        views = [view for view in self.views() if view["pid"] == pid]
        return views[0] if len(views) == 1 else None

    @staticmethod
    def content_rect(view):
        """(x, y, width, height) of a view's content (its window geometry), layout
        coordinates: where the client's window (GTK's frame) is on the output."""
        rect, inner = view["rect"], view["window_rect"]
        return (rect["x"] + inner["x"], rect["y"] + inner["y"], inner["width"], inner["height"])

    # -- pointer and keyboard ------------------------------------------------------------

    def move(self, x, y):
        self.pointer.command(f"move {int(x)} {int(y)}")

    def click(self, x, y, button=1):
        """Moves to (x, y) (layout coordinates) and clicks `button`."""
        self.pointer.command(f"click {int(x)} {int(y)} {button}")

    def press(self, button=1):
        self.pointer.command(f"press {button}")

    def release(self, button=1):
        self.pointer.command(f"release {button}")

    def swipe(self, x, y, dx, steps, interval_ms=10, release_early=False, stop=True, rest_ms=None,
              vertical=False):
        """A two-finger touchpad swipe at (x, y) (layout coordinates): `steps` scroll
        frames, `interval_ms` apart, of axis(horizontal, dx/steps) + axis_source(finger)
        (wl_pointer's sign: positive is right, as the fingers move with natural scrolling
        off), then the fingers lift `interval_ms` later (or `rest_ms`): axis_stop. Returns
        when the compositor has handled the last frame.

        What GTK 4.8 makes of it (checked by trails_wayland_test.py with
        wayland/input-probe.py): scroll events from a device whose source is
        GDK_SOURCE_TOUCHPAD, unit GDK_SCROLL_UNIT_SURFACE, deltas adding up to `dx` (GTK
        may merge the frames that arrive within one of its frames: count on the sum, not
        the number of events); the stop is an is_stop event: GtkEventControllerScroll
        emits scroll-end, and with the KINETIC flag first decelerate, with the fingers'
        speed at the lift (about dx / the swipe's duration; 0 when they rested about
        150 ms or more, `rest_ms`, before lifting).

        `release_early`: the fingers lift part way: True after half of the steps (at
        least one), an integer after that many steps; the remaining motions never
        happen. `stop=False`: no axis_stop at all (fingers still down: end it later with
        `scroll_stop`). `vertical`: the vertical axis."""
        command = f"swipe {int(x)} {int(y)} {dx:g} {int(steps)} --interval-ms {int(interval_ms)}"
        if release_early is not False and release_early is not None:
            after = max(1, steps // 2) if release_early is True else int(release_early)
            command += f" --stop-after {after}"
        if rest_ms is not None:
            command += f" --rest-ms {int(rest_ms)}"
        if not stop:
            command += " --no-stop"
        if vertical:
            command += " --vertical"
        duration = (steps * interval_ms + (rest_ms or 0)) / 1000
        self.pointer.command(command, timeout=STEP_TIMEOUT_S + duration)

    def scroll(self, axis, value, source="finger"):
        """One scroll frame: axis 'h' or 'v', `value` in wl_pointer units."""
        self.pointer.command(f"scroll {axis} {value:g} {source}")

    def scroll_stop(self, axis="h", source="finger"):
        self.pointer.command(f"scroll-stop {axis} {source}")

    def park_pointer(self):
        """Moves the pointer to the output's bottom-right corner (no hover highlight)."""
        width, height = self.layout_size()
        self.move(width - 1, height - 1)

    def wtype(self, *arguments):
        """Runs wtype with `arguments` (e.g. "-M", "ctrl", "-k", "q", "-m", "ctrl")."""
        result = subprocess.run(["wtype", *arguments], capture_output=True, text=True,
                                env=self.env(), timeout=STEP_TIMEOUT_S)
        if result.returncode != 0:
            raise SessionError(f"wtype {' '.join(arguments)}: {result.stderr.strip()}")

    def key(self, *keys):
        """Types keys named as xdotool names them: "ctrl+q", "alt+Left", "Return"."""
        for combination in keys:
            *modifiers, name = combination.split("+")
            arguments = []
            for modifier in modifiers:
                arguments += ["-M", WTYPE_MODIFIERS[modifier.lower()]]
            arguments += ["-k", name]
            for modifier in reversed(modifiers):
                arguments += ["-m", WTYPE_MODIFIERS[modifier.lower()]]
            self.wtype(*arguments)

    # -- screenshots ---------------------------------------------------------------------

    def capture(self, geometry=None):
        """(width, height, RGB bytes) of a rectangle of the layout (the whole output by
        default), from grim."""
        arguments = ["grim", "-t", "ppm"]
        if geometry is not None:
            x, y, width, height = geometry
            arguments += ["-g", f"{x},{y} {width}x{height}"]
        else:
            arguments += ["-o", OUTPUT_NAME]
        result = subprocess.run([*arguments, "-"], capture_output=True, env=self.env(),
                                timeout=STEP_TIMEOUT_S)
        if result.returncode != 0:
            raise SessionError(f"grim: {result.stderr.decode(errors='replace').strip()}")
        return parse_ppm(result.stdout)

    def screenshot(self, path, geometry=None):
        """Waits until the rectangle shows the same pixels STABLE_FRAMES times in a row,
        then saves it to `path` as a PNG."""
        width, height, pixels = harness.when_still(lambda: self.capture(geometry),
                                                   f"before {os.path.basename(path)}")
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        with open(path, "wb") as file:
            file.write(encode_png(width, height, pixels))


class WaylandTrailsApp(harness.TrailsApp):
    """`trails` as a native Wayland client of `session` (GDK_BACKEND=wayland, no
    DISPLAY), driven like the harness's TrailsApp: the same AT-SPI snapshots, layout
    checks and output checks; sway resizes the window, the virtual pointer clicks, wtype
    types. AT-SPI's WINDOW coordinates are the frame's, and the frame is the sway view's
    content (window geometry): a point (x, y) of the frame is at the view's content
    origin + (x, y) on the output. `margin` is measured as in the harness (0, 0 here:
    sway's size is the frame's)."""

    def __init__(self, binary, results, session, arguments=(), state_home=None, environment=None):
        self.session = session
        # Only what differs from this process's environment: TrailsApp adds it to
        # os.environ after its own XDG_STATE_HOME (a fresh one), which must stay.
        env = dict(session.client_variables(), GDK_BACKEND="wayland", GSK_RENDERER="cairo",
                   GSETTINGS_BACKEND="memory", G_DEBUG=harness.APP_G_DEBUG or "fatal-warnings")
        env.update(environment or {})
        # TrailsApp starts the process from os.environ plus `environment`: DISPLAY must
        # not reach the app (GTK would be free to pick X11), so it leaves os.environ for
        # the launch.
        display = os.environ.pop("DISPLAY", None)
        try:
            super().__init__(binary, results, arguments, state_home, env)
        finally:
            if display is not None:
                os.environ["DISPLAY"] = display
        self.view_id = None

    # -- start ---------------------------------------------------------------------------

    def start(self, width=harness.WIDE, height=HEIGHT, position=(60, 40)):
        """Finds the app's sway view and its accessible application, moves the (floating)
        window to `position` and sizes it to `width` x `height`, measures the margins.
        Returns the seconds from launch to the view."""
        started = time.monotonic()

        def mapped():
            harness.raise_if_exited(self.process)
            view = self.session.view(self.process.pid)
            return view if view is not None and view["window_rect"]["width"] > 0 else None
        view = poll(mapped, "the app's window in sway's tree", START_TIMEOUT_S)
        self.view_id = view["id"]
        self.window = f"con_id {view['id']}"
        up = time.monotonic() - started
        self.application = harness.find_application(self.process)
        self.check("the app is on the accessibility bus as 'trails'",
                   self.application.name == "trails", f"name is {self.application.name!r}")
        self.session.command(f"[con_id={self.view_id}] move position {position[0]} {position[1]}")
        self.height = height
        self.resize(width)

        def margins_known(tree):
            frame = tree.frame
            if frame is None or tree.trails_list is None:
                return False
            return 0 <= width - frame.extents[2] <= 200 and 0 <= height - frame.extents[3] <= 200
        tree = self.wait_for(margins_known, f"the frame allocated at {width} px and the list")
        frame = tree.frame
        self.margin = ((width - frame.extents[2]) // 2, (height - frame.extents[3]) // 2)
        return up

    def view(self):
        view = self.session.view(self.process.pid)
        if view is None:
            harness.raise_if_exited(self.process)
            raise harness.StepTimeout("the app's window is not in sway's tree")
        return view

    def content_rect(self):
        return WaylandSession.content_rect(self.view())

    def resize(self, width, wait=True):
        """Sizes the window's content (GTK's frame) to `width` x `self.height` with
        `swaymsg resize set`; waits for the app to have committed that size."""
        self.session.command(f"[con_id={self.view_id}] resize set width {width} px height {self.height} px")
        if wait:
            seen = []

            def sized():
                content = self.content_rect()[2:]
                frame = harness.Tree(self.application).frame if self.application is not None else None
                seen[:] = [content, frame.extents[2:] if frame is not None else None]
                return content == (width, self.height) and (
                    self.application is None or seen[1] == (width - 2 * self.margin[0], self.height - 2 * self.margin[1]))
            try:
                poll(sized, f"the app's window to be {width}x{self.height}")
            except harness.StepTimeout as error:
                raise harness.StepTimeout(f"{error}; sway's window is {seen[0] if seen else '?'}, "
                                          f"the AT-SPI frame {seen[1] if seen else '?'}") from None

    # -- input ---------------------------------------------------------------------------

    def screen_point_at(self, x, y):
        """Layout (output) coordinates of the frame point (x, y) (AT-SPI WINDOW
        coordinates)."""
        origin_x, origin_y = self.content_rect()[:2]
        return origin_x + self.margin[0] + x, origin_y + self.margin[1] + y

    def keep_origin(self):
        """Nothing to remember: sway says where the window is."""

    def click_at(self, x, y):
        self.session.click(*self.screen_point_at(x, y))

    def drag(self, start, end, steps=6):
        start_x, start_y = self.screen_point_at(*start)
        end_x, end_y = self.screen_point_at(*end)
        self.session.move(start_x, start_y)
        self.session.press()
        for step in range(1, steps + 1):
            self.session.move(start_x + (end_x - start_x) * step // steps,
                              start_y + (end_y - start_y) * step // steps)
        self.session.release()

    def key(self, *keys):
        """Types keys (xdotool names: "ctrl+q", "alt+Left") into the focused window."""
        self.session.key(*keys)

    def type_text(self, text):
        self.session.wtype(text)

    def focus(self):
        self.session.command(f"[con_id={self.view_id}] focus")

    # -- screenshots ---------------------------------------------------------------------

    def visible_window_geometry(self):
        """The window's content on the output (GTK's shadow left out)."""
        return self.content_rect()

    def capture_pixels(self, geometry):
        """Raw RGB bytes of a rectangle of the output (grim)."""
        return self.session.capture(geometry)[2]

    def save_screenshot(self, path):
        self.session.park_pointer()
        self.session.screenshot(path, self.visible_window_geometry())
        note(f"saved {os.path.relpath(path, harness.REPO) if path.startswith(harness.REPO) else path}")

    # -- end -----------------------------------------------------------------------------

    def _exit_with_keys(self, keys, name):
        self.check(f"the app was running until {name}", self.process.poll() is None,
                   f"exited early with status {self.process.returncode}")
        self.session.key(keys)
        status = harness.exit_status(self.process)
        self.check(f"{name}: the app exits with status 0 within {harness.EXIT_TIMEOUT_S:g} s",
                   status == 0, harness.exit_problem(status))
