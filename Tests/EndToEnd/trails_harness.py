"""Shared code of the end-to-end tests that drive the real `trails` binary.

Import this module before anything that loads GLib (it takes G_DEBUG out of this process,
see below). It gives:

- `Results`: one line per check, and the closing "N passed, M failed" (`summary`);
- `poll`: wait for a condition with a deadline (the only way the tests synchronise);
- `xdotool`, `window_geometry`, `find_main_window`, `screenshot`: the X side;
- `Node`, `Tree`: snapshots of the app's accessible tree (AT-SPI, window coordinates);
  `live_find`: a quick search of the live tree when a whole snapshot is too slow;
  `laid_out_rows`, `run_in`: a list's rows where they are drawn, and whether the rows read
  are a run of those expected;
- `expect_layout`: waits until the app shows what the harness's own statement of the
  layout rules expects (`Mirror` and `layout_problems`, in layout_rules_oracle.py);
- `TrailsApp`: starts `trails` with its arguments (e.g. `["--regions"]`) and a fresh,
  empty state directory (XDG_STATE_HOME) unless given one, finds its window and its
  accessible application, measures the client-side-decoration margins, resizes, clicks
  rows and buttons, drags, types keys and text, quits with Ctrl+Q and checks that stdout
  stayed empty and stderr held only the lines expected (none by default);
- `check_environment`, `run_scenario`, `run_test`: the common parts of each test's
  `main` (the binary and DISPLAY, a failed check and a tree dump for an exception, the
  time taken and the summary line, the exit status).

Run the tests under scripts/headless.sh (Xvfb, a private D-Bus session with the
accessibility bus, G_DEBUG=fatal-warnings for the app). Needs /usr/bin/python3 with
gi + pyatspi, and xdotool; screenshots need ImageMagick (`import`, `convert`).
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

# G_DEBUG=fatal-warnings (from scripts/headless.sh) is meant for the app. In this process it
# would turn libatspi's harmless warnings into SIGTRAP, e.g. "AT-SPI: Error in GetItems, ...
# Object does not exist at path /org/a11y/atspi/cache", printed when an app registers on the
# bus a moment before it exports its cache. GLib reads G_DEBUG when it is loaded, so take it
# out of this process's environment before importing gi, and hand it back to the app.
APP_G_DEBUG = os.environ.pop("G_DEBUG", None)
if "gi" in sys.modules:
    raise ImportError("import trails_harness before gi: GLib has already read G_DEBUG")

import gi  # noqa: E402

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402,F401  (re-exported for the tests)
import pyatspi  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WIDE, NARROW, HEIGHT = 1000, 480, 700
STEP_TIMEOUT_S = 10.0    # any one UI step (resize, click, page change) must settle in this
START_TIMEOUT_S = 20.0   # first window and AT-SPI registration (cold accessibility bus)
EXIT_TIMEOUT_S = 5.0     # Ctrl+Q to process exit
POLL_S = 0.05            # polling interval; never used as synchronisation by itself
STABLE_FRAMES = 3        # identical screen captures in a row that count as "painted"
LEADER_WINDOW_MAX_SIZE = 4  # device px: GTK's hidden client-leader window, at any scale

# AT-SPI extents are always asked for in WINDOW coordinates. GTK 4.8 answers a request
# for SCREEN coordinates with the warning "Screen coordinates not supported, reported
# positions will be wrong", and G_DEBUG=fatal-warnings turns that into SIGTRAP.
WINDOW_COORDS = pyatspi.WINDOW_COORDS

BUTTON_ROLES = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON}
HEADER_MAX_HEIGHT = 80   # px: a column's header bar is shorter, its column taller (L20)
# GTK 4.8 exposes GtkListView as ROLE_LIST; later versions may say LIST_BOX.
LIST_ROLES = {pyatspi.ROLE_LIST, pyatspi.ROLE_LIST_BOX}


# ---------------------------------------------------------------------------------------
# Reporting

# Results and note live in test_results (re-exported here for the tests).
import test_results  # noqa: E402
from test_results import note  # noqa: E402
# The layout rules, stated once for the end-to-end tests (layout_rules_oracle.py). TITLE,
# the window's title and the list's accessible name, is re-exported for the tests.
from layout_rules_oracle import TITLE, layout_problems  # noqa: E402

Results = test_results.Results


class StepTimeout(Exception):
    pass


class AppExited(Exception):
    """The app is gone: no point waiting for anything else."""


def poll(condition, what, timeout=STEP_TIMEOUT_S, interval=POLL_S):
    """Calls `condition` until it returns something truthy; returns that, or raises."""
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            value = condition()
            if value:
                return value
        except AppExited:
            raise
        except Exception as error:  # AT-SPI objects can vanish while the tree changes
            last_error = error
        if time.monotonic() >= deadline:
            suffix = f" (last error: {last_error})" if last_error else ""
            raise StepTimeout(f"timed out after {timeout:g} s waiting for {what}{suffix}")
        time.sleep(interval)


# ---------------------------------------------------------------------------------------
# X11 through xdotool / ImageMagick

def xdotool(*arguments, check=True):
    result = subprocess.run(["xdotool", *map(str, arguments)], capture_output=True, text=True,
                            timeout=STEP_TIMEOUT_S)
    if check and result.returncode != 0:
        raise RuntimeError(f"xdotool {' '.join(map(str, arguments))}: {result.stderr.strip()}")
    return result.stdout


# GTK's double-click time and distance (gtk-double-click-time, -distance; its defaults, which
# these sessions keep): a second click within both is a double click to GTK.
DOUBLE_CLICK_S = 0.4
DOUBLE_CLICK_PX = 5
_last_click = None  # (screen x, y, button, time.monotonic() once xdotool had sent it)


def click_on_screen(x, y, button=1, holding=()):
    """Clicks `button` at the screen point (x, y), holding the keys `holding`. A click of its
    own: at the spot of the last one, it first waits out GTK's double-click time since it
    (the wait is GTK's timer, which no event tells the end of), as GTK would count it a second
    press of that click."""
    global _last_click
    if _last_click is not None:
        last_x, last_y, last_button, at = _last_click
        if last_button == button and abs(x - last_x) <= DOUBLE_CLICK_PX and abs(y - last_y) <= DOUBLE_CLICK_PX:
            time.sleep(max(0.0, at + DOUBLE_CLICK_S + 0.02 - time.monotonic()))
    pressed = [arg for key in holding for arg in ("keydown", key)]
    released = [arg for key in reversed(holding) for arg in ("keyup", key)]
    # --delay 0: xdotool otherwise sleeps 100 ms after the click.
    xdotool("mousemove", x, y, *pressed, "click", "--delay", 0, button, *released)
    _last_click = (x, y, button, time.monotonic())


def window_geometry(window):
    """(x, y, width, height) of an X window, from `xdotool getwindowgeometry --shell`."""
    values = dict(line.split("=", 1) for line in xdotool("getwindowgeometry", "--shell", window).split())
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])


def screen_size():
    """(width, height) of the X screen."""
    width, height = xdotool("getdisplaygeometry").split()
    return int(width), int(height)


def raise_if_exited(process):
    if process.poll() is not None:
        raise AppExited(f"the app exited early with status {process.returncode}")


def exit_status(process, timeout=EXIT_TIMEOUT_S):
    """The process's exit status once it has exited, or None if it is still running after
    `timeout` seconds."""
    try:
        return process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        return None


def exit_problem(status):
    """How an exit status differs from a clean 0, for a check's detail."""
    return "still running" if status is None else f"exit status {status}"


def expect_layout(app, step, mirror):
    """Waits until `app` shows what `mirror` expects (layout_problems finds nothing); one
    check named after `step`. Returns the tree, or None."""
    last = []

    def matches(tree):
        last[:] = layout_problems(tree, mirror)
        return not last
    try:
        tree = app.wait_for(matches, f"{step}: {mirror.describe()}")
    except StepTimeout:
        tree = None
    app.check(f"{step}: shows {mirror.describe()}", tree is not None, "; ".join(last))
    return tree


class StateHomes:
    """Fresh state folders (each an XDG_STATE_HOME) for a test's runs of the app, all removed
    by cleanup(), even when a case left a file or folder in them unreadable."""

    def __init__(self, prefix):
        self.prefix = prefix
        self.homes = []

    def new(self):
        home = tempfile.mkdtemp(prefix=self.prefix)
        self.homes.append(home)
        return home

    def cleanup(self):
        for home in self.homes:
            for root, directories, files in os.walk(home):
                for name in directories + files:
                    path = os.path.join(root, name)
                    if not os.path.islink(path):
                        os.chmod(path, 0o700)
            shutil.rmtree(home, ignore_errors=True)


def english_locale(directory):
    """The environment of an app in an en_US.UTF-8 locale compiled with localedef into
    `directory` (a private LOCPATH): Debian generates no locale but C.UTF-8, and the glibc
    of Debian 13 (2.41) ignores LANGUAGE under C.UTF-8 as under C (Debian 12's 2.36 did
    not). Add LANGUAGE for the language wanted."""
    subprocess.run(["localedef", "-i", "en_US", "-c", "-f", "UTF-8", os.path.join(directory, "en_US.UTF-8")],
                   check=True, capture_output=True, timeout=60)
    return {"LOCPATH": directory, "LANG": "en_US.UTF-8", "LC_ALL": ""}


def find_main_window(process, title=TITLE):
    """The window named `title` that is not GTK's client-leader window (1 x 1 logical pixel
    at -100, -100: 2 x 2 device pixels at GDK_SCALE=2)."""
    def candidate():
        raise_if_exited(process)
        result = subprocess.run(["xdotool", "search", "--name", f"^{title}$"], capture_output=True,
                                text=True, timeout=STEP_TIMEOUT_S)
        for window in reversed(result.stdout.split()):
            if min(window_geometry(window)[2:]) > LEADER_WINDOW_MAX_SIZE:
                return window
        return None
    return poll(candidate, f"an X window named {title!r} larger than the client leader", START_TIMEOUT_S)


def park_pointer():
    """Moves the pointer to the screen's bottom-right corner, off the window, so no hover
    highlight ends up in a screenshot."""
    width, height = screen_size()
    xdotool("mousemove", width - 1, height - 1)


def capture(geometry):
    """Raw RGB bytes of a rectangle of the screen."""
    x, y, width, height = geometry
    return subprocess.run(
        ["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}", "+repage",
         "-depth", "8", "rgb:-"], capture_output=True, check=True, timeout=STEP_TIMEOUT_S).stdout


def when_still(take, what):
    """Calls `take` (a capture of the screen, or of some of its pixels) until it returns the
    same thing STABLE_FRAMES times in a row (the app has painted and stopped changing there);
    returns that. `what`: where, for the timeout's message."""
    history = []

    def stable():
        history.append(take())
        del history[:-STABLE_FRAMES]
        return len(history) == STABLE_FRAMES and all(frame == history[0] for frame in history)
    poll(stable, f"the screen to stop changing {what}")
    return history[-1]


def screenshot(geometry, path):
    """Waits until the rectangle shows the same pixels STABLE_FRAMES times in a row (the
    app has painted and stopped changing), then saves it as a PNG without timestamps."""
    pixels = when_still(lambda: capture(geometry), f"before {os.path.basename(path)}")
    x, y, width, height = geometry
    subprocess.run(["convert", "-size", f"{width}x{height}", "-depth", "8", "rgb:-", "-strip",
                    "-define", "png:exclude-chunks=date,time", path],
                   input=pixels, check=True, timeout=STEP_TIMEOUT_S)


# ---------------------------------------------------------------------------------------
# AT-SPI

class Node:
    """A snapshot of one accessible: role, name, states, extents (window coordinates)."""

    def __init__(self, accessible, parent):
        self.accessible = accessible
        self.parent = parent
        self.children = []
        self.role = accessible.getRole()
        self.name = accessible.name or ""
        self.states = set(accessible.getState().getStates())
        try:
            box = accessible.queryComponent().getExtents(WINDOW_COORDS)
            self.extents = (box.x, box.y, box.width, box.height)
        except NotImplementedError:
            self.extents = None

    @property
    def visible(self):
        return pyatspi.STATE_VISIBLE in self.states or pyatspi.STATE_SHOWING in self.states

    @property
    def exposed_visible(self):
        """Visible itself and every ancestor visible: what a screen reader would read."""
        node = self
        while node is not None:
            if node.role != pyatspi.ROLE_APPLICATION and not node.visible:
                return False
            node = node.parent
        return True

    @property
    def selected(self):
        return pyatspi.STATE_SELECTED in self.states

    @property
    def focused(self):
        return pyatspi.STATE_FOCUSED in self.states

    @property
    def pressed(self):
        """Pressed (a toggle button) or checked."""
        return pyatspi.STATE_PRESSED in self.states or pyatspi.STATE_CHECKED in self.states

    @property
    def has_size(self):
        return self.extents is not None and self.extents[2] > 0 and self.extents[3] > 0

    @property
    def centre(self):
        """Centre of the node, window coordinates."""
        x, y, width, height = self.extents
        return x + width // 2, y + height // 2

    def is_inside(self, ancestor):
        node = self
        while node is not None:
            if node is ancestor:
                return True
            node = node.parent
        return False

    def describe(self):
        states = sorted(pyatspi.stateToString(state) for state in self.states)
        return f"{self.accessible.getRoleName()} {self.name!r} {self.extents} [{', '.join(states)}]"


class Tree:
    """A snapshot of the app's accessible tree."""

    def __init__(self, application):
        self.nodes = []
        # Re-read everything from the app instead of trusting libatspi's cache.
        application.clear_cache()
        self._walk(application, None)
        for frame in self.find({pyatspi.ROLE_FRAME}):
            self._frame_as_its_content(frame)

    @staticmethod
    def _frame_as_its_content(frame):
        """Gives a frame the extents of what it shows, as GTK 4.8 reports them: GTK 4.18
        counts the window's invisible resize borders in the frame's extents (5 px on each
        side under Xvfb), so there the frame is wider and taller than its content (the
        layout, its widest child) and header bar together. Every check reads the frame as
        the window's content."""
        shown = [child.extents for child in frame.children if child.extents and child.extents[2] > 0]
        if frame.extents is None or not shown:
            return
        content = max(shown, key=lambda box: box[2] * box[3])
        top = min(box[1] for box in shown)
        bottom = max(box[1] + box[3] for box in shown)
        width = frame.extents[2]
        if content[2] < width:
            frame.extents = (content[0], top, content[2], bottom - top)

    def _walk(self, accessible, parent):
        node = Node(accessible, parent)
        self.nodes.append(node)
        if parent is not None:
            parent.children.append(node)
        for index in range(accessible.childCount):
            child = accessible.getChildAtIndex(index)
            if child is not None:
                self._walk(child, node)

    def find(self, role=None, name=None):
        return [node for node in self.nodes
                if (role is None or node.role in role) and (name is None or node.name == name)]

    def one(self, role, name=None):
        found = self.find(role, name)
        return found[0] if len(found) == 1 else None

    @property
    def frame(self):
        return self.one({pyatspi.ROLE_FRAME}, TITLE)

    @property
    def lists(self):
        return self.find(LIST_ROLES)

    @property
    def trails_list(self):
        """The one list named "Trails", or None."""
        lists = [node for node in self.lists if node.name == TITLE]
        return lists[0] if len(lists) == 1 else None

    def rows(self, list_node):
        return [node for node in list_node.children if node.role == pyatspi.ROLE_LIST_ITEM]

    def row_text(self, row):
        """Rows have empty names; their text is on a descendant label."""
        labels = [node.name for node in self.descendants(row) if node.role == pyatspi.ROLE_LABEL]
        return labels[0] if labels else ""

    def row_texts(self, list_node=None):
        list_node = list_node or self.trails_list
        return [self.row_text(row) for row in self.rows(list_node)] if list_node else []

    def row(self, text, list_node=None):
        """The row of the Trails list whose label is `text`, or None."""
        list_node = list_node or self.trails_list
        if list_node is None:
            return None
        found = [row for row in self.rows(list_node) if self.row_text(row) == text]
        return found[0] if len(found) == 1 else None

    def selected_row_texts(self, list_node=None):
        """Texts of the rows of the Trails list that report `selected`, in list order."""
        list_node = list_node or self.trails_list
        return [self.row_text(row) for row in self.rows(list_node) if row.selected] if list_node else []

    def descendants(self, ancestor):
        for child in ancestor.children:
            yield child
            yield from self.descendants(child)

    def exposed_lists_and_rows(self):
        """The lists, and the list rows, exposed as visible (L14 wants none of a hidden list)."""
        lists = [node for node in self.lists if node.exposed_visible]
        rows = [node for node in self.nodes if node.role == pyatspi.ROLE_LIST_ITEM and node.exposed_visible]
        return lists, rows

    def visible_buttons(self, name):
        return [node for node in self.find(BUTTON_ROLES, name) if node.exposed_visible]

    def visible_labels(self, name):
        return [node for node in self.find({pyatspi.ROLE_LABEL}, name) if node.exposed_visible]

    def visible_label_texts(self):
        return [node.name for node in self.find({pyatspi.ROLE_LABEL}) if node.exposed_visible]

    def visible_button(self, name):
        """The one visible push button `name` drawn with a size, or None."""
        found = [node for node in self.visible_buttons(name)
                 if node.role == pyatspi.ROLE_PUSH_BUTTON and node.has_size]
        return found[0] if len(found) == 1 else None

    def sidebar_toggle_state(self):
        """None if the sidebar toggle ("Show Sidebar") is not shown, else whether it is
        pressed."""
        toggles = self.visible_buttons("Show Sidebar")
        if len(toggles) != 1:
            return None
        return toggles[0].pressed

    def header_bars(self):
        """Each shown column's header bar (L20): the outermost nodes at the window's top
        (y <= 0), less than a header's height tall, inside a taller column; in tree order."""
        def is_bar(node):
            box = node.extents
            return (box is not None and box[1] <= 0 and 0 < box[3] <= HEADER_MAX_HEIGHT and box[2] > 0
                    and node.exposed_visible and node.parent is not None and node.parent.extents is not None
                    and node.parent.extents[3] > HEADER_MAX_HEIGHT)
        return [node for node in self.nodes if is_bar(node)]

    def header_bar(self):
        """The trailing-most shown column's header bar (the detail's, or the page's when
        collapsed), or None."""
        bars = self.header_bars()
        return max(bars, key=lambda bar: bar.extents[0]) if bars else None

    def in_header(self, node):
        """Whether `node` is inside one of the header bars."""
        return any(node.is_inside(bar) for bar in self.header_bars())

    def header_title(self):
        """The visible, non-empty label texts of every header bar (their titles), in tree order."""
        return [node.name for bar in self.header_bars() for node in self.descendants(bar)
                if node.role == pyatspi.ROLE_LABEL and node.exposed_visible and node.name]

    def header_start_buttons(self):
        """Names of the visible buttons in the start half of each header bar (the window
        controls and the primary menu are at the end)."""
        names = []
        for bar in self.header_bars():
            middle = bar.extents[0] + bar.extents[2] / 2
            names += [node.name for node in self.descendants(bar)
                      if node.role in BUTTON_ROLES and node.exposed_visible and node.has_size
                      and node.centre[0] < middle]
        return names

    def focused(self):
        """Every node that reports `focused` (one at most when all is well)."""
        return [node for node in self.nodes if node.focused]

    def dump(self):
        depth = {None: -1}
        for node in self.nodes:
            depth[node] = depth[node.parent] + 1
            print("     " + "  " * depth[node] + node.describe())


class LiveNode:
    """One accessible read now, for a quick search: role, name, states; extents on first
    use. Cheaper than a `Tree` when only a few nodes matter."""

    def __init__(self, accessible):
        self.accessible = accessible
        self.role = accessible.getRole()
        self.name = accessible.name or ""
        self.states = set(accessible.getState().getStates())
        self._extents = None

    @property
    def visible(self):
        return pyatspi.STATE_VISIBLE in self.states or pyatspi.STATE_SHOWING in self.states

    @property
    def extents(self):
        if self._extents is None:
            box = self.accessible.queryComponent().getExtents(WINDOW_COORDS)
            self._extents = (box.x, box.y, box.width, box.height)
        return self._extents

    has_size = Node.has_size
    centre = Node.centre


def live_find(root, match, prune_roles=()):
    """Yields the exposed-visible accessibles below `root` for which `match(LiveNode)`
    holds, reading the app now (libatspi's cache of `root`'s subtree is cleared first).
    Hidden subtrees and those of a role in `prune_roles` are not searched."""
    root.clear_cache()

    def walk(accessible):
        for index in range(accessible.childCount):
            child = accessible.getChildAtIndex(index)
            if child is None:
                continue
            node = LiveNode(child)
            if not node.visible:
                continue
            if match(node):
                yield node
            if node.role not in prune_roles:
                yield from walk(child)
    yield from walk(root)


def laid_out_rows(rows):
    """The rows (Nodes, in list order) where this frame laid them out: the longest run of
    rows each just below the one before it in the list. AT-SPI can report a row scrolled away
    above the view at a place it no longer is, over rows on screen (seen after rows were
    inserted above the view: the screen shows them scrolled away)."""
    runs = []
    for row in (row for row in rows if row.has_size):
        last = runs[-1][-1] if runs else None
        if last is not None and 0 <= row.extents[1] - (last.extents[1] + last.extents[3]) <= 8:
            runs[-1].append(row)
        else:
            runs.append([row])
    return max(runs, key=len) if runs else []


def run_in(shown, expected):
    """Where `shown` is a run of `expected` (contiguous, in order), or None."""
    if not shown:
        return None
    for start in range(len(expected) - len(shown) + 1):
        if expected[start:start + len(shown)] == shown:
            return start
    return None


def item_name(node):
    """A menu item's name as a screen reader finds it: the item's own (GTK 4.8 names it
    after its label); else the text of the labels it is labelled by (GTK 4.18 leaves the
    name empty and keeps the label out of the tree, reachable through the relation)."""
    if node.name:
        return node.name
    for relation in node.accessible.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            texts = [label_text(relation.getTarget(i)) for i in range(relation.getNTargets())]
            return " ".join(text for text in texts if text)
    return ""


def label_text(accessible):
    try:
        return accessible.name or accessible.queryText().getText(0, -1)
    except NotImplementedError:
        return accessible.name


def inside_busy(accessible, root):
    """Whether an ancestor of `accessible` below `root` reports STATE_BUSY, read now: the
    layout's page stacks are busy while they slide between pages."""
    parent = accessible.parent
    while parent is not None and parent != root:
        parent.clear_cache()
        if parent.getState().contains(pyatspi.STATE_BUSY):
            return True
        parent = parent.parent
    return False


def hiding_libadwaita(directory):
    """The environment a program cannot load libadwaita in: LD_LIBRARY_PATH starts with
    `directory`, where an empty libadwaita-1.so.0 is found first (the dynamic loader refuses
    it: "file too short"). Nothing else is hidden."""
    open(os.path.join(directory, "libadwaita-1.so.0"), "wb").close()
    paths = [directory, *filter(None, os.environ.get("LD_LIBRARY_PATH", "").split(":"))]
    return {"LD_LIBRARY_PATH": ":".join(paths)}


def loads_library(process, library):
    """Whether `process` has a library whose file name starts with `library` mapped (its /proc
    maps): linked, or opened since."""
    with open(f"/proc/{process.pid}/maps", encoding="utf-8") as maps:
        return any(os.path.basename(line.split()[-1]).startswith(library)
                   for line in maps if len(line.split()) >= 6)


def find_application(process):
    desktop = pyatspi.Registry.getDesktop(0)

    def application():
        raise_if_exited(process)
        for index in range(desktop.childCount):
            candidate = desktop.getChildAtIndex(index)
            if candidate is not None and candidate.get_process_id() == process.pid:
                return candidate
        return None
    return poll(application, "the app on the accessibility bus", START_TIMEOUT_S)


def named_list(tree, name):
    """The one visible list named `name` in `tree`, or None."""
    found = [node for node in tree.lists if node.name == name and node.exposed_visible]
    return found[0] if len(found) == 1 else None


# ---------------------------------------------------------------------------------------
# An example app (Examples/*)

class ExampleApp:
    """A running example app, driven from outside as a user would: its process (what it
    prints kept, to check it printed nothing), its X window titled `title`, its accessible
    application, and where its frame sits in the X window (`margin`, known once resized).
    Subclasses read the tree their own way (`tree_class`)."""

    tree_class = Tree

    def __init__(self, command, title, environment=None):
        self.title = title
        self.stdout_file = tempfile.TemporaryFile()
        self.stderr_file = tempfile.TemporaryFile()
        env = dict(os.environ)
        env.update(environment or {})
        if APP_G_DEBUG is not None:
            env["G_DEBUG"] = APP_G_DEBUG
        self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, env=env,
                                        stdout=self.stdout_file, stderr=self.stderr_file)
        self.window = find_main_window(self.process, title)
        self.application = find_application(self.process)
        xdotool("windowfocus", "--sync", self.window)
        self.margin = (0, 0)
        self.width = None

    # -- reading

    def tree(self):
        raise_if_exited(self.process)
        return self.tree_class(self.application)

    def loads(self, library):
        """Whether the running app has `library` loaded (``loads_library``)."""
        return loads_library(self.process, library)

    def frame(self, tree):
        return tree.one({pyatspi.ROLE_FRAME}, self.title)

    def wait_for(self, condition, what, timeout=STEP_TIMEOUT_S):
        return poll(lambda: (lambda tree: tree if condition(tree) else None)(self.tree()), what, timeout)

    def settled(self, condition, what, state, timeout=STEP_TIMEOUT_S):
        """Waits until `condition(tree)` holds and `state(tree)` reads the same in two
        snapshots in a row (nothing was half-way through a change while the tree was read);
        returns that tree, or the last one read if it timed out (its checks then say what
        was wrong)."""
        last = {}

        def ready():
            tree = self.tree()
            now = state(tree)
            steady = last.get("state") == now and condition(tree)
            last.update(tree=tree, state=now)
            return tree if steady else None
        try:
            return poll(ready, what, timeout)
        except StepTimeout as error:
            note(str(error))
            return last.get("tree") or self.tree()

    # -- acting

    def resize(self, width, height=HEIGHT):
        """Sizes the X window and waits until the frame is allocated in it; the tree then."""
        xdotool("windowsize", self.window, width, height)
        poll(lambda: window_geometry(self.window)[2:] == (width, height), f"the X window to be {width}x{height}")

        def allocated(tree):
            frame = self.frame(tree)
            return (frame is not None and frame.extents[2] > 0 and 0 <= width - frame.extents[2] <= 200
                    and 0 <= height - frame.extents[3] <= 200)
        tree = self.wait_for(allocated, f"the frame allocated at {width}x{height} px")
        extents = self.frame(tree).extents
        self.margin = ((width - extents[2]) // 2, (height - extents[3]) // 2)
        self.width = width
        return tree

    def on_screen(self, x, y):
        """The screen point of (x, y) in the frame's accessible coordinates."""
        window_x, window_y = window_geometry(self.window)[:2]
        return window_x + self.margin[0] + x, window_y + self.margin[1] + y

    def click(self, node, button=1, holding=()):
        """Clicks the middle of `node`, holding the keys `holding` (`ctrl`, `shift`): a click of
        its own (``click_on_screen``)."""
        click_on_screen(*self.on_screen(*node.centre), button=button, holding=holding)

    def key(self, *keys):
        xdotool("key", "--clearmodifiers", *keys)

    def quit(self, check, prefix=""):
        """Ctrl+Q; checks the app exits with status 0, and returns its status."""
        self.key("ctrl+q")
        status = exit_status(self.process)
        check(f"{prefix}Ctrl+Q: exit status 0", status == 0, exit_problem(status))
        return status

    def finish(self, check, prefix=""):
        """Stops the app if it still runs; checks it printed nothing."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        stdout, stderr = self.read(self.stdout_file), self.read(self.stderr_file)
        check(f"{prefix}nothing on stdout", stdout == "", repr(stdout[:500]))
        check(f"{prefix}nothing on stderr (no GTK warning; every one is fatal)", stderr == "", repr(stderr[:2000]))

    @staticmethod
    def read(file):
        file.seek(0)
        return file.read().decode("utf-8", "replace")


# ---------------------------------------------------------------------------------------
# The app

class TrailsApp:
    """A running `trails`: its process, X window and accessible application.

    Widths: `resize(width)` takes the X window's width (as xdotool sees it);
    `resize_content(width)` takes the width of the window's content, which is the width
    the split layout is allocated (and decides from, layout rule L1). They differ by the
    transparent margins GTK keeps around a client-side-decorated window (`margin`).
    """

    def __init__(self, binary, results, arguments=(), state_home=None, environment=None,
                 without_libadwaita=False):
        """`state_home`: the XDG_STATE_HOME to start with (a fresh empty one by default);
        `environment`: variables to set for the app on top of this process's;
        `without_libadwaita`: where libadwaita cannot be loaded (``hiding_libadwaita``)."""
        self.binary = binary
        self.results = results
        self.stderr_file = tempfile.TemporaryFile()
        self.stdout_file = tempfile.TemporaryFile()
        # The app remembers its window and layout under XDG_STATE_HOME. Each launch starts
        # from a fresh, empty directory (removed by `finish`), so it starts with the defaults,
        # unless the caller passes one (to restart with what a previous launch saved).
        self.owned_state_home = None
        if state_home is None:
            state_home = self.owned_state_home = tempfile.mkdtemp(prefix="trails-state-")
        self.state_home = state_home
        # The stderr lines `finish` expects, in order: each a string (exact) or a compiled
        # regular expression (matching the whole line). None by default.
        self.expected_stderr = []
        env = dict(os.environ)
        env.pop("TWOPANE_BENCH", None)
        env["XDG_STATE_HOME"] = state_home
        if APP_G_DEBUG is not None:
            env["G_DEBUG"] = APP_G_DEBUG
        self.hidden_libraries = tempfile.mkdtemp(prefix="trails-no-libadwaita-") if without_libadwaita else None
        if without_libadwaita:
            env.update(hiding_libadwaita(self.hidden_libraries))
        env.update(environment or {})
        self.process = subprocess.Popen([binary, *LOOK_ARGUMENTS, *arguments], stdin=subprocess.DEVNULL,
                                        stdout=self.stdout_file, stderr=self.stderr_file, env=env)
        # Drawn in GTK's own look: asked for, or libadwaita cannot be loaded.
        self.plain_gtk = without_libadwaita or "--plain-gtk" in [*LOOK_ARGUMENTS, *arguments]
        self.window = None
        self.application = None
        self.margin = (0, 0)
        self.height = HEIGHT
        self.origin = None  # the window's position, once `keep_origin` was called

    # -- start ---------------------------------------------------------------------------

    def start(self, width=WIDE, height=HEIGHT):
        """Finds the window and the accessible app, focuses the window, sizes it to
        `width` x `height` (X window) and measures the decoration margins. With `width`
        None the window keeps the size the app gave it (e.g. one it restored). Returns the
        seconds from launch to the window."""
        started = time.monotonic()
        self.window = find_main_window(self.process)
        self.application = find_application(self.process)
        self.check("the app is on the accessibility bus as 'trails'",
                   self.application.name == "trails", f"name is {self.application.name!r}")
        # TwoPaneAdwaita opens libadwaita when the app asks for its look, and only then.
        self.check("GTK's own look: libadwaita is not loaded" if self.plain_gtk
                   else "libadwaita's look: libadwaita is loaded",
                   loads_library(self.process, "libadwaita-1.so") != self.plain_gtk)
        # No window manager under Xvfb: give the window the keyboard focus ourselves.
        xdotool("windowfocus", "--sync", self.window)
        # GTK 4.18 places a new window with its invisible margins off the screen's top-left
        # corner; the header's start would be too (a click there could not be made).
        x, y = window_geometry(self.window)[:2]
        if x < 0 or y < 0:
            xdotool("windowmove", "--sync", self.window, 0, 0)
        up = time.monotonic() - started
        # A window that keeps its size may hide the list (a restored layout).
        needs_list = width is not None
        if width is None:
            width, height = window_geometry(self.window)[2:]
            self.height = height
        else:
            self.height = height
            self.resize(width)

        # The frame's AT-SPI extents are relative to the window's content; the X window is
        # larger by the transparent margins GTK keeps around client-side decorations.
        def margins_known(tree):
            frame = tree.frame
            if frame is None or (needs_list and tree.trails_list is None):
                return False
            extra_width, extra_height = width - frame.extents[2], height - frame.extents[3]
            return 0 <= extra_width <= 200 and 0 <= extra_height <= 200
        tree = self.wait_for(margins_known, f"the frame allocated at {width} px"
                             + (" and the list" if needs_list else ""))
        frame = tree.frame
        self.margin = ((width - frame.extents[2]) // 2, (height - frame.extents[3]) // 2)
        return up

    # -- helpers -------------------------------------------------------------------------

    def check(self, name, ok, detail=""):
        return self.results.check(name, ok, detail)

    def raise_if_exited(self):
        raise_if_exited(self.process)

    def tree(self):
        raise_if_exited(self.process)
        return Tree(self.application)

    def wait_for(self, condition, what, timeout=STEP_TIMEOUT_S):
        """Polls fresh AT-SPI snapshots until `condition(tree)` holds; returns that tree."""
        return poll(lambda: (lambda tree: tree if condition(tree) else None)(self.tree()), what, timeout)

    def wait_after_action(self, condition, what, timeout=STEP_TIMEOUT_S):
        """`wait_for` after an action the app carries out on its own time (an AT-SPI
        action): `condition` holds in two snapshots in a row, and the second is returned. A
        snapshot is read one object at a time while the app runs, and one read across the
        render the action started holds some pages from before it and some from after (the
        stack's split page read first, the detail still in it, then the list's page, already
        shown)."""
        last = {"held": False}

        def twice():
            tree = self.tree()
            held, last["held"] = last["held"], condition(tree)
            return tree if held and last["held"] else None
        return poll(twice, what, timeout)

    def frame_width(self, width):
        """The frame's AT-SPI width for an X window `width` px wide (minus CSD margins)."""
        return width - 2 * self.margin[0]

    def window_width(self, content_width):
        """The X window width whose content (the layout) is `content_width` px wide."""
        return content_width + 2 * self.margin[0]

    def resize(self, width, wait=True):
        """Resizes the X window to `width` x `self.height`; waits for the X server to have
        done it unless `wait` is false."""
        xdotool("windowsize", self.window, width, self.height)
        if wait:
            poll(lambda: window_geometry(self.window)[2:] == (width, self.height),
                 f"the X window to be {width}x{self.height}")

    def resize_content(self, content_width, wait=True):
        self.resize(self.window_width(content_width), wait)

    def settled(self, tree, width):
        """The frame is allocated for an X window `width` px wide."""
        frame = tree.frame
        return frame is not None and frame.extents[2] == self.frame_width(width)

    def still(self, find, what):
        """Polls until `find(tree)` gives a node at the same place in three snapshots in
        a row, outside any page stack still sliding (a loaded machine may draw no frame
        between two snapshots of a page still moving); returns that node."""
        places = []

        def stopped():
            node = find(self.tree())
            places.append(node.extents if node is not None else None)
            del places[:-3]
            return node if (len(places) == 3 and node is not None and len(set(places)) == 1
                            and not inside_busy(node.accessible, self.application)) else None
        return poll(stopped, f"{what} to stop moving")

    def screen_point(self, node):
        """Centre of `node` in screen coordinates."""
        return self.screen_point_at(*node.centre)

    def screen_point_at(self, x, y):
        """Screen coordinates of the window-coordinates point (x, y)."""
        window_x, window_y = self.origin or window_geometry(self.window)[:2]
        return window_x + self.margin[0] + x, window_y + self.margin[1] + y

    def keep_origin(self):
        """Remembers where the window is, so clicks stop asking the X server: without a
        window manager nothing moves it (resizing keeps its top-left corner)."""
        self.origin = window_geometry(self.window)[:2]

    def click(self, node):
        """Moves the pointer to the centre of `node` and clicks the primary button."""
        self.click_at(*node.centre)

    def click_at(self, x, y):
        """Clicks the primary button at (x, y) in window coordinates: a click of its own
        (``click_on_screen``)."""
        click_on_screen(*self.screen_point_at(x, y))

    def click_row(self, tree, text):
        """Clicks the row of the Trails list whose label is `text` in `tree`, once it stands
        still: a page sliding in (Back, Escape) moves its rows, and GTK 4.18 reports where
        they are drawn during the slide (4.8 where they end)."""
        row = tree.row(text)
        if row is None:
            raise RuntimeError(f"no row {text!r} in the list; rows: {tree.row_texts()}")
        now = self.tree().row(text)
        if now is None or now.extents != row.extents:
            row = self.still(lambda t: t.row(text), f"the row {text!r}")
        self.click(row)

    def drag(self, start, end, steps=6):
        """Drags with the primary button from `start` to `end` ((x, y), window coordinates)
        in `steps` pointer motions, as a hand would."""
        start_x, start_y = self.screen_point_at(*start)
        end_x, end_y = self.screen_point_at(*end)
        xdotool("mousemove", start_x, start_y, "mousedown", 1)
        for step in range(1, steps + 1):
            xdotool("mousemove", start_x + (end_x - start_x) * step // steps,
                    start_y + (end_y - start_y) * step // steps)
        xdotool("mouseup", 1)

    def key(self, *keys):
        """Types keys into the focused window (XTEST, as a keyboard would)."""
        xdotool("key", *keys)

    def type_text(self, text):
        """Types `text` into the focused window, one key per character (XTEST)."""
        xdotool("type", "--delay", 20, text)

    def capture_pixels(self, geometry):
        """Raw RGB bytes of a rectangle of the screen (X: ImageMagick's import)."""
        return capture(geometry)

    def save_screenshot(self, path):
        """Saves the window, as shown once the screen is still, to `path` (a PNG)."""
        park_pointer()
        screenshot(self.visible_window_geometry(), path)
        note(f"saved {os.path.relpath(path, REPO) if path.startswith(REPO) else path}")

    def visible_window_geometry(self):
        """The painted window on screen: the frame plus its 1 px outline, without the
        transparent resize margins GTK keeps around a client-side-decorated window (with
        no compositor they show as a grey double line)."""
        window_x, window_y, width, height = window_geometry(self.window)
        mx, my = self.margin
        outline = 1 if mx >= 1 and my >= 1 else 0
        return (window_x + mx - outline, window_y + my - outline,
                width - 2 * mx + 2 * outline, height - 2 * my + 2 * outline)

    # -- states --------------------------------------------------------------------------

    def is_expanded(self, tree, width, detail):
        """List and detail side by side; `detail` is a trail's distance label or None for
        the placeholder. `width` is the X window's."""
        if not self.settled(tree, width):
            return False
        list_node = tree.trails_list
        if list_node is None or not list_node.exposed_visible:
            return False
        if list_node.extents[2] >= tree.frame.extents[2]:
            return False  # the list fills the window: still collapsed
        marker = detail or "Nothing selected"
        return bool(tree.visible_labels(marker))

    def is_collapsed_list(self, tree, width):
        if not self.settled(tree, width):
            return False
        list_node = tree.trails_list
        return (list_node is not None and list_node.exposed_visible
                and list_node.extents[2] >= tree.frame.extents[2] - 4)

    def is_collapsed_detail(self, tree, width, detail):
        if not self.settled(tree, width):
            return False
        labels = tree.visible_labels(detail)
        return bool(labels) and labels[0].extents[2] > 0 and not self.is_collapsed_list(tree, width)

    # -- checks shared by several tests --------------------------------------------------

    def check_list_label(self, tree, step):
        lists = tree.lists
        names = [node.name for node in lists]
        roles = '/'.join(sorted({n.accessible.getRoleName() for n in lists})) or 'none'
        self.check(f"{step}: the list is a list ({roles}) labelled {TITLE!r}",
                   names == [TITLE], f"lists found: {names}")

    def check_selection(self, tree, step, expected, row_count=4):
        """Rows of the Trails list that report `selected` are exactly `expected` (texts)."""
        list_node = tree.trails_list
        if list_node is None:
            self.check(f"{step}: selected rows are {expected}", False, f"no list {TITLE!r} in the tree")
            return
        rows = tree.rows(list_node)
        selected = tree.selected_row_texts(list_node)
        self.check(f"{step}: {len(rows)} rows, selected: {selected or 'none'} (expected {expected or 'none'})",
                   selected == expected and len(rows) == row_count)

    def check_no_back(self, tree, step):
        backs = tree.visible_buttons("Back")
        self.check(f"{step}: no visible 'Back' button", not backs,
                   "; ".join(node.describe() for node in backs))

    def check_back(self, tree, step):
        backs = [node for node in tree.visible_buttons("Back") if node.role == pyatspi.ROLE_PUSH_BUTTON]
        ok = len(backs) == 1 and backs[0].has_size
        self.check(f"{step}: exactly one visible push button 'Back' with a non-zero size", ok,
                   "; ".join(node.describe() for node in tree.find(None, "Back")) or "no 'Back' at all")
        return backs[0] if ok else None

    def check_list_hidden(self, tree, step):
        visible, rows = tree.exposed_lists_and_rows()
        self.check(f"{step}: the list and its rows are not exposed as visible (L14)",
                   not visible and not rows,
                   f"{len(visible)} visible list(s), {len(rows)} visible row(s): "
                   + "; ".join(node.describe() for node in visible))

    def check_no_visible(self, tree, step, role, name, why):
        found = [node for node in tree.find({role}, name) if node.exposed_visible]
        self.check(f"{step}: no visible {Atspi.role_get_name(role)} {name!r} ({why})",
                   not found, "; ".join(node.describe() for node in found))

    # -- end -----------------------------------------------------------------------------

    def quit_with_ctrl_q(self):
        """Checks the app was alive, sends Ctrl+Q, checks it exits 0."""
        self._exit_with_keys("ctrl+q", "Ctrl+Q")

    def close_with_ctrl_w(self):
        """Checks the app was alive, closes its window with Ctrl+W (the app ends with its
        last window), checks it exits 0."""
        self._exit_with_keys("ctrl+w", "Ctrl+W")

    def _exit_with_keys(self, keys, name):
        self.check(f"the app was running until {name}", self.process.poll() is None,
                   f"exited early with status {self.process.returncode}")
        # Sent to the window (no window manager gives focus under Xvfb). The app quits on the
        # key press and destroys the window, so xdotool's synthetic key release can fail
        # with BadWindow: that error is expected and ignored; the exit status decides.
        subprocess.run(["xdotool", "key", "--window", self.window, keys],
                       capture_output=True, timeout=STEP_TIMEOUT_S)
        status = exit_status(self.process)
        # That failed release can leave the keys down in the X server (XTEST): a later app
        # in the same X session would then miss its own shortcut. Release them.
        subprocess.run(["xdotool", "keyup", keys], capture_output=True, timeout=STEP_TIMEOUT_S)
        self.check(f"{name}: the app exits with status 0 within {EXIT_TIMEOUT_S:g} s",
                   status == 0, exit_problem(status))

    def stderr_text(self):
        self.stderr_file.seek(0)
        return self.stderr_file.read().decode("utf-8", "replace")

    def finish(self):
        """Stops the app if it is still running; checks its output; removes the state
        directory it made."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=EXIT_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        lines = self.stderr_text().splitlines()
        what = ("empty" if not self.expected_stderr
                else f"exactly the {len(self.expected_stderr)} line(s) expected")
        self.check(f"the app's stderr is {what} (no GTK warning, no crash message)",
                   stderr_matches(lines, self.expected_stderr),
                   repr("\n".join(lines[:200])) + (f" … ({len(lines)} lines)" if len(lines) > 200 else ""))
        self.stdout_file.seek(0)
        stdout = self.stdout_file.read().decode("utf-8", "replace")
        self.check("the app's stdout is empty", not stdout, repr(stdout[:2000]))
        if self.owned_state_home is not None:
            shutil.rmtree(self.owned_state_home, ignore_errors=True)
        if self.hidden_libraries is not None:
            shutil.rmtree(self.hidden_libraries, ignore_errors=True)

    def dump_tree(self):
        """Prints the accessible tree, as a diagnostic after a failure."""
        if self.application is None or self.process.poll() is not None:
            return
        print("     the accessible tree at the time:", flush=True)
        try:
            self.tree().dump()
        except Exception as dump_error:  # the dump is only a diagnostic
            print(f"     (could not dump it: {dump_error})", flush=True)


def stderr_matches(lines, expected):
    """Whether `lines` are `expected`, one for one: each a string (equal) or a compiled
    regular expression (matching the whole line)."""
    return len(lines) == len(expected) and all(
        pattern.fullmatch(line) if isinstance(pattern, re.Pattern) else line == pattern
        for line, pattern in zip(lines, expected))


def run_scenario(results, app, scenario):
    """Runs `scenario()`; any exception becomes a failed check "scenario ran to the end",
    followed by a dump of the accessible tree. Always stops the app and checks its output."""
    try:
        scenario()
    except Exception as error:  # report any failure as a failed check, then clean up
        detail = (str(error) if isinstance(error, (StepTimeout, AppExited))
                  else f"{type(error).__name__}: {error}")
        results.check("scenario ran to the end", False, detail)
        app.dump_tree()
    finally:
        app.finish()


# Arguments every TrailsApp of this run starts with: ["--plain-gtk"] when the test's command
# line ends with --plain-gtk (GTK's own look; libadwaita's is Trails' default).
LOOK_ARGUMENTS = []


def take_look_argument():
    """Takes a trailing --plain-gtk off the command line into LOOK_ARGUMENTS."""
    if len(sys.argv) > 2 and sys.argv[-1] == "--plain-gtk":
        LOOK_ARGUMENTS.append(sys.argv.pop())


def binary_argument(script):
    """The trails binary named as the only argument (then --plain-gtk, to run Trails in GTK's
    own look), checked; exits with status 2 if not."""
    take_look_argument()
    if len(sys.argv) != 2:
        print(f"usage: {script} PATH/TO/trails", file=sys.stderr)
        sys.exit(2)
    binary = os.path.abspath(sys.argv[1])
    problem = check_environment(binary)
    if problem:
        print(problem, file=sys.stderr)
        sys.exit(2)
    return binary


def screenshot_test_arguments(script):
    """The trails binary and the screenshot folder (default: docs/screenshots/ of this
    repository) named on the command line (then --plain-gtk, to run Trails in GTK's own
    look), checked; exits with status 2 if not."""
    take_look_argument()
    if len(sys.argv) not in (2, 3):
        print(f"usage: {script} PATH/TO/trails [SCREENSHOT_DIR]", file=sys.stderr)
        sys.exit(2)
    binary = os.path.abspath(sys.argv[1])
    screenshots = os.path.abspath(sys.argv[2]) if len(sys.argv) == 3 else os.path.join(REPO, "docs", "screenshots")
    problem = check_environment(binary)
    if problem:
        print(problem, file=sys.stderr)
        sys.exit(2)
    os.makedirs(screenshots, exist_ok=True)
    return binary, screenshots


def check_environment(binary):
    """A usage problem with the binary or the display, or None."""
    if not os.access(binary, os.X_OK):
        return f"not an executable: {binary}"
    if not os.environ.get("DISPLAY"):
        return "no DISPLAY: run under scripts/headless.sh"
    return None


def run_test(body, results):
    """Runs `body()` (which runs scenarios and records checks in `results`), then prints
    the time taken and the "N passed, M failed" line. Returns the exit status."""
    started = time.monotonic()
    try:
        body()
    finally:
        print(f"time: {time.monotonic() - started:.2f} s", flush=True)
    return results.summary()
