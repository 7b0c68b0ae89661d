#!/usr/bin/python3
"""End to end: what `trails` remembers across a restart, and how it copes with a bad state
file (issue 6, "Remember").

Usage: trails_state_test.py PATH/TO/trails

Run it under scripts/headless.sh. Every launch gets its own XDG_STATE_HOME; a restart
reuses the one before. The state file is $XDG_STATE_HOME/org.twopane.Trails/state.ini, a
GLib key file, read here with GLib's own parser:

  two columns   1000 px at start; resize to 900x640, drag the divider ~90 px right, click
                Pyrenees, F9 (the list hides); Ctrl+Q. The file holds [layout] with the
                size, the list width, column-visibility=detail-only, selection=Pyrenees.
                Restart: the window is 900x640, the list hidden (toggle not pressed),
                Pyrenees' detail shown; F9 shows the list at the dragged width with
                Pyrenees selected.
  --regions     1200 px; click "North America", then Appalachians, drag the sidebar's
                divider ~60 px right; Ctrl+Q. [regions-layout] holds sidebar-selection=1
                and the widths. Restart: North America chosen, its trails listed,
                Appalachians selected beside its detail, the sidebar as wide as dragged.
  detail path   1000 px; click Pyrenees, its Stages button, its first stage; Ctrl+Q. The
                file holds the path by value (detail-page-1=trail-page:stages,
                detail-page-2=trail-page:stage-0). Restart: the stage's page is shown,
                titled with it, with Back; Escape: the Stages page.
  maximised     a file saying window-maximized=true at 900x640: the window asks to be
                maximised (_NET_WM_STATE, read with xprop; there is no window manager
                under Xvfb to obey it); resized to 1600x1000 as a window manager would;
                Ctrl+W (the window's close-request saves): the file still says maximised
                and keeps the unmaximised 900x640.
  bad files     garbage bytes, a file cut mid-line, a file missing keys, an empty file,
                values of the wrong type or out of range, an unknown visibility, a
                directory, a symbolic link loop, a named pipe, a file over 64 KiB, and
                (unless run as root, who reads anything) a file without read permission:
                the app starts with its defaults (1000x700, the list at 320 px, nothing
                selected, the sidebar shown), stderr holds exactly one warning line
                naming the file and nothing else (no GTK warning), and after Ctrl+Q the
                file is a clean key file with every key. A directory cannot be replaced
                by a file: there, quitting adds one line saying the state was not saved,
                and the directory is left alone.

Nothing sleeps: every step polls (X geometry, AT-SPI) up to a deadline. Prints one line
per check and ends with "N passed, M failed"; exits 1 if any check failed.
"""

import os
import re
import shutil
import subprocess
import sys

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from trails_harness import LIST_ROLES, WIDE, HEIGHT, note, pyatspi

from gi.repository import GLib  # noqa: E402  (after the harness: see its G_DEBUG note)

APP_ID = "org.twopane.Trails"
TWO_COLUMN_KEYS = ["window-width", "window-height", "window-maximized", "list-width",
                   "column-visibility", "selection"]
THREE_COLUMN_KEYS = TWO_COLUMN_KEYS + ["sidebar-width", "sidebar-selection"]
SIDEBAR, PLACEHOLDER = "Regions", "Nothing selected"
DEFAULT_LIST_WIDTH = 320
# A drag moves the divider by the pointer's travel, give or take where in the handle's grab
# area (a few pixels each side of the 1 px line) the press landed. Drags move in two steps
# of at least 30 px, so only the last one is within this of the target.
DRAG_SLACK = 8
NORTH_AMERICA = ["Rockies", "Appalachians", "Sierra Nevada"]
SOUND_GROUP = ("window-width=900\nwindow-height=640\nwindow-maximized=false\nlist-width=320\n"
               "column-visibility=automatic\nselection=\n")


def state_file(state_home):
    return os.path.join(state_home, APP_ID, "state.ini")


def load_key_file(path):
    """The file parsed by GLib's GKeyFile, or the reason it is not a key file."""
    key_file = GLib.KeyFile()
    try:
        key_file.load_from_file(path, GLib.KeyFileFlags.NONE)
    except GLib.Error as error:
        return None, error.message
    return key_file, None


def group_values(key_file, group, keys):
    """{key: text} of `group` for the keys it has; raises nothing."""
    values = {}
    for key in keys:
        try:
            values[key] = key_file.get_value(group, key)
        except GLib.Error:
            pass
    return values


def list_named(tree, name):
    found = tree.find(LIST_ROLES, name)
    return found[0] if len(found) == 1 else None


def shown(node):
    return node is not None and node.exposed_visible and node.has_size


class StateTest:
    def __init__(self, binary, results):
        self.binary = binary
        self.results = results
        self.check = results.check
        self.homes = harness.StateHomes("trails-state-test-")

    def check_saved(self, step, path, group, expected):
        """The file at `path` is a regular file GLib parses, whose `group` has every key of
        `expected` with those values (None: any value)."""
        if not self.check(f"{step}: the state file exists and is a regular file",
                          os.path.isfile(path) and not os.path.islink(path), path):
            return None
        key_file, problem = load_key_file(path)
        if not self.check(f"{step}: the state file is a valid key file", key_file is not None, problem or ""):
            return None
        values = group_values(key_file, group, expected)
        missing = [key for key in expected if key not in values]
        wrong = {key: values[key] for key, value in expected.items()
                 if value is not None and key in values and values[key] != value}
        self.check(f"{step}: [{group}] has every key with the expected values",
                   not missing and not wrong,
                   f"missing {missing}, differing {wrong}; expected {expected}")
        return values

    # -- two columns -----------------------------------------------------------------------

    def two_columns(self):
        home = self.homes.new()
        path = state_file(home)
        dragged = {}

        app = harness.TrailsApp(self.binary, self.results, state_home=home)

        def first_run():
            app.start(WIDE, HEIGHT)
            app.wait_for(lambda t: app.is_expanded(t, WIDE, None), "the expanded layout at 1000 px")
            app.height = 640
            app.resize(900)
            tree = app.wait_for(lambda t: app.settled(t, 900) and t.trails_list is not None
                                and t.trails_list.extents[2] == DEFAULT_LIST_WIDTH,
                                "the layout at 900x640 with the list at 320 px")
            # The divider is the paned's handle just after the list column.
            list_node = tree.trails_list
            x, y, width, height = list_node.extents
            app.drag((x + width, y + height // 2), (x + width + 90, y + height // 2), steps=2)
            # Where the press lands in the handle's grab area shifts the result a few pixels.
            tree = app.wait_for(lambda t: t.trails_list is not None
                                and abs(t.trails_list.extents[2] - (DEFAULT_LIST_WIDTH + 90)) <= DRAG_SLACK,
                                "the list about 410 px wide after the drag")
            dragged["list"] = tree.trails_list.extents[2]
            self.check(f"two columns: dragging the divider widens the list to {dragged['list']} px", True)
            app.click_row(tree, "Pyrenees")
            app.wait_for(lambda t: t.selected_row_texts() == ["Pyrenees"] and t.visible_labels("65 km"),
                         "Pyrenees selected beside its detail")
            app.key("F9")
            app.wait_for(lambda t: t.sidebar_toggle_state() is False and not shown(t.trails_list)
                         and t.visible_labels("65 km"), "F9: the list hidden, the detail alone")
            self.check("two columns: F9 hides the list", True)
            app.quit_with_ctrl_q()

        harness.run_scenario(self.results, app, first_run)
        if "list" not in dragged:
            return
        self.check_saved("two columns, after Ctrl+Q", path, "layout", {
            "window-width": "900", "window-height": "640", "window-maximized": "false",
            "list-width": str(dragged["list"]), "column-visibility": "detail-only", "selection": "Pyrenees"})

        again = harness.TrailsApp(self.binary, self.results, state_home=home)

        def second_run():
            again.start(None)
            geometry = harness.window_geometry(again.window)[2:]
            self.check("two columns, restarted: the window is 900x640 again", geometry == (900, 640),
                       f"the window is {geometry}")
            tree = again.wait_for(lambda t: again.settled(t, 900) and t.visible_labels("65 km")
                                  and t.sidebar_toggle_state() is not None,
                                  "the restored layout: Pyrenees' detail")
            self.check("two columns, restarted: the list is still hidden, the toggle not pressed",
                       tree.sidebar_toggle_state() is False and not shown(tree.trails_list))
            self.check("two columns, restarted: Pyrenees' detail is shown, not the placeholder",
                       bool(tree.visible_labels("65 km")) and not tree.visible_labels(PLACEHOLDER))
            again.key("F9")
            tree = again.wait_for(lambda t: shown(t.trails_list) and t.sidebar_toggle_state() is True,
                                  "F9: the list shown again")
            width = tree.trails_list.extents[2]
            self.check(f"two columns, restarted: the list comes back {dragged['list']} px wide",
                       width == dragged["list"], f"it is {width} px")
            again.check_selection(tree, "two columns, restarted", ["Pyrenees"])
            again.quit_with_ctrl_q()

        harness.run_scenario(self.results, again, second_run)

    # -- the detail's path of pages ----------------------------------------------------------

    def detail_path(self):
        home = self.homes.new()
        path = state_file(home)
        stage = "Cauterets to Refuge Wallon"
        app = harness.TrailsApp(self.binary, self.results, state_home=home)
        reached = {}

        def first_run():
            app.start(WIDE, HEIGHT)
            tree = app.wait_for(lambda t: app.is_expanded(t, WIDE, None), "the expanded layout at 1000 px")
            app.click_row(tree, "Pyrenees")
            tree = app.wait_for(lambda t: t.visible_button("Stages") is not None, "Pyrenees' detail with Stages")
            app.click(tree.visible_button("Stages"))
            # The Stages page slides in, its buttons' extents moving with it (GTK 4.18 reports
            # them mid-slide) while the detail's page stack is busy: the click waits for the
            # slide to end and reads where the button is from a tree read after it.
            def stage_button(tree):
                return next((n for n in tree.find({pyatspi.ROLE_PUSH_BUTTON})
                             if n.name.startswith(stage) and n.exposed_visible and n.has_size
                             and not harness.inside_busy(n.accessible, app.application)), None)
            app.wait_for(lambda t: stage_button(t) is not None, "the Stages page, done sliding in")
            app.click(stage_button(app.tree()))
            app.wait_for(lambda t: stage in t.header_title(), "the first stage's page")
            reached["stage"] = True
            app.quit_with_ctrl_q()

        harness.run_scenario(self.results, app, first_run)
        if not reached:
            return
        key_file, problem = load_key_file(path)
        values = group_values(key_file, "layout", ["detail-page-1", "detail-page-2"]) if key_file else {}
        self.check("detail path, after Ctrl+Q: the file holds the pages by value",
                   values == {"detail-page-1": "trail-page:stages", "detail-page-2": "trail-page:stage-0"},
                   f"values: {values} {problem or ''}")

        again = harness.TrailsApp(self.binary, self.results, state_home=home)

        def second_run():
            again.start(None)
            again.wait_for(lambda t: stage in t.header_title() and t.visible_button("Back") is not None,
                           "the stage's page restored, with Back")
            self.check("detail path, restarted: the stage's page is shown, titled with it, with Back", True)
            again.key("Escape")
            again.wait_for(lambda t: "Stages" in t.header_title(), "Escape: the Stages page")
            self.check("detail path, restarted: Escape goes back to the Stages page", True)
            again.quit_with_ctrl_q()

        harness.run_scenario(self.results, again, second_run)

    # -- three columns ---------------------------------------------------------------------

    def three_columns(self):
        home = self.homes.new()
        path = state_file(home)
        dragged = {}
        app = harness.TrailsApp(self.binary, self.results, ["--regions"], state_home=home)

        def first_run():
            app.start(WIDE, HEIGHT)
            app.resize_content(1200)
            tree = app.wait_for(lambda t: app.settled(t, app.window_width(1200))
                                and shown(list_named(t, SIDEBAR)) and shown(t.trails_list),
                                "three columns at 1200 px")
            app.click(tree.row("North America", list_named(tree, SIDEBAR)))
            tree = app.wait_for(lambda t: t.row_texts() == NORTH_AMERICA, "North America's trails")
            app.click_row(tree, "Appalachians")
            tree = app.wait_for(lambda t: t.selected_row_texts() == ["Appalachians"] and t.visible_labels("90 km"),
                                "Appalachians selected beside its detail")
            sidebar = list_named(tree, SIDEBAR)
            x, y, width, height = sidebar.extents
            app.drag((x + width, y + height // 2), (x + width + 60, y + height // 2), steps=2)
            tree = app.wait_for(lambda t: list_named(t, SIDEBAR) is not None
                                and abs(list_named(t, SIDEBAR).extents[2] - (width + 60)) <= DRAG_SLACK,
                                f"the sidebar about {width + 60} px wide after the drag")
            dragged["sidebar"] = list_named(tree, SIDEBAR).extents[2]
            self.check(f"three columns: dragging the sidebar's divider widens it to {dragged['sidebar']} px", True)
            app.quit_with_ctrl_q()

        harness.run_scenario(self.results, app, first_run)
        if "sidebar" not in dragged:
            return
        self.check_saved("three columns, after Ctrl+Q", path, "regions-layout", {
            "window-width": str(app.window_width(1200)), "window-height": str(HEIGHT),
            "window-maximized": "false", "list-width": str(DEFAULT_LIST_WIDTH),
            "sidebar-width": str(dragged["sidebar"]), "column-visibility": "automatic",
            "selection": "Appalachians", "sidebar-selection": "1"})

        again = harness.TrailsApp(self.binary, self.results, ["--regions"], state_home=home)

        def second_run():
            again.start(None)
            tree = again.wait_for(lambda t: t.visible_labels("90 km") and shown(list_named(t, SIDEBAR)),
                                  "the restored three columns: Appalachians' detail")
            sidebar = list_named(tree, SIDEBAR)
            chosen = tree.selected_row_texts(sidebar)
            self.check("three columns, restarted: North America is chosen", chosen == ["North America"],
                       f"chosen: {chosen}")
            self.check("three columns, restarted: its trails are listed", tree.row_texts() == NORTH_AMERICA,
                       f"rows: {tree.row_texts()}")
            again.check_selection(tree, "three columns, restarted", ["Appalachians"], row_count=3)
            self.check(f"three columns, restarted: the sidebar is {dragged['sidebar']} px wide",
                       sidebar.extents[2] == dragged["sidebar"], f"it is {sidebar.extents[2]} px")
            again.quit_with_ctrl_q()

        harness.run_scenario(self.results, again, second_run)

    # -- maximised -------------------------------------------------------------------------

    def maximised(self):
        home = self.homes.new()
        path = state_file(home)
        os.makedirs(os.path.dirname(path))
        with open(path, "w") as file:
            file.write("[layout]\n" + SOUND_GROUP.replace("window-maximized=false", "window-maximized=true"))
        app = harness.TrailsApp(self.binary, self.results, state_home=home)

        def scenario():
            app.start(None)
            app.wait_for(lambda t: app.is_expanded(t, 900, None), "the layout at 900 px")
            if shutil.which("xprop"):
                states = subprocess.run(["xprop", "-id", app.window, "_NET_WM_STATE"], capture_output=True,
                                        text=True, timeout=harness.STEP_TIMEOUT_S).stdout
                self.check("maximised: the window asks to be maximised (_NET_WM_STATE)",
                           "_NET_WM_STATE_MAXIMIZED_VERT" in states and "_NET_WM_STATE_MAXIMIZED_HORZ" in states,
                           states.strip())
            else:
                note("xprop is missing (x11-utils): the window's _NET_WM_STATE is not checked")
            # What a window manager would do: the maximised window fills the screen.
            app.height = 1000
            app.resize(1600)
            app.wait_for(lambda t: app.settled(t, 1600), "the window at 1600x1000")
            app.close_with_ctrl_w()

        harness.run_scenario(self.results, app, scenario)
        self.check_saved("maximised, after Ctrl+W", path, "layout", {
            "window-maximized": "true", "window-width": "900", "window-height": "640",
            "list-width": "320", "column-visibility": "automatic", "selection": ""})

    # -- bad files -------------------------------------------------------------------------

    def bad_files(self):
        cut = "[layout]\nwindow-width=900\nwindow-hei"
        missing = "[layout]\n" + "".join(SOUND_GROUP.splitlines(True)[:3])
        big = "[layout]\n" + SOUND_GROUP + "# " + "x" * (64 * 1024) + "\n"
        cases = [
            ("garbage bytes", lambda p: write(p, b"\x00\xff\xfe\n[[\x01\n\x89PNG\r\n\x1a\n"),
             re.compile(r"it is not a key file \(.+\)")),
            ("a file cut mid-line", lambda p: write(p, cut.encode()),
             "it is not a key file (Key file contains line \u201cwindow-hei\u201d which is not a "
             "key-value pair, group, or comment)"),
            ("a truncated file (missing keys)", lambda p: write(p, missing.encode()),
             "the key 'list-width' of the group 'layout' is missing"),
            ("an empty file", lambda p: write(p, b""), "it is empty"),
            ("a word for a width", lambda p: write(p, ("[layout]\n" + SOUND_GROUP.replace(
                "list-width=320", "list-width=wide")).encode()),
             "the key 'list-width' of the group 'layout' is not a whole number"),
            ("a word for a boolean", lambda p: write(p, ("[layout]\n" + SOUND_GROUP.replace(
                "window-maximized=false", "window-maximized=yes")).encode()),
             "the key 'window-maximized' of the group 'layout' is not true or false"),
            ("a negative window width", lambda p: write(p, ("[layout]\n" + SOUND_GROUP.replace(
                "window-width=900", "window-width=-300")).encode()),
             "the key 'window-width' of the group 'layout' is out of range (-300, expected 0 to 100000)"),
            ("an absurd window height", lambda p: write(p, ("[layout]\n" + SOUND_GROUP.replace(
                "window-height=640", "window-height=500000")).encode()),
             "the key 'window-height' of the group 'layout' is out of range (500000, expected 0 to 100000)"),
            ("an unknown visibility", lambda p: write(p, ("[layout]\n" + SOUND_GROUP.replace(
                "column-visibility=automatic", "column-visibility=sometimes")).encode()),
             "the key 'column-visibility' of the group 'layout' is not one of automatic, all, "
             "double-column, detail-only"),
            ("a directory in place of the file", lambda p: os.makedirs(p),
             "it is a directory, not a regular file"),
            ("a symbolic link loop", lambda p: os.symlink("state.ini", p),
             "cannot read it: Too many levels of symbolic links"),
            ("a named pipe", lambda p: os.mkfifo(p), "it is a named pipe, not a regular file"),
            ("a file over 64 KiB", lambda p: write(p, big.encode()),
             f"it is larger than 64 KiB ({len(big.encode())} bytes)"),
            ("a file without read permission", unreadable, "cannot read it: Permission denied"),
        ]
        for name, make, reason in cases:
            if make is unreadable and os.geteuid() == 0:
                note(f"skipped {name!r}: root reads any file")
                continue
            self.bad_file(name, make, reason)

    def bad_file(self, name, make, reason):
        home = self.homes.new()
        path = state_file(home)
        os.makedirs(os.path.dirname(path))
        make(path)
        prefix = f"trails: warning: ignoring the state file '{path}': "
        suffix = "; starting with defaults"
        if isinstance(reason, re.Pattern):
            warning = re.compile(re.escape(prefix) + reason.pattern + re.escape(suffix))
        else:
            warning = prefix + reason + suffix
        is_directory = os.path.isdir(path)
        app = harness.TrailsApp(self.binary, self.results, state_home=home)
        app.expected_stderr = [warning]
        if is_directory:
            app.expected_stderr.append(f"trails: warning: cannot save the state file '{path}': it is a directory")
        step = f"bad file, {name}"

        def scenario():
            app.start(None)
            geometry = harness.window_geometry(app.window)[2:]
            self.check(f"{step}: the window has the default size 1000x700", geometry == (WIDE, HEIGHT),
                       f"it is {geometry}")
            tree = app.wait_for(lambda t: app.is_expanded(t, WIDE, None) and t.sidebar_toggle_state() is not None,
                                "the default layout: list and placeholder")
            width = tree.trails_list.extents[2]
            self.check(f"{step}: defaults: the list at {DEFAULT_LIST_WIDTH} px, nothing selected, the sidebar shown",
                       width == DEFAULT_LIST_WIDTH and not tree.selected_row_texts() and tree.sidebar_toggle_state() is True,
                       f"list {width} px, selected {tree.selected_row_texts()}, toggle {tree.sidebar_toggle_state()}")
            lines = app.stderr_text().splitlines()
            self.check(f"{step}: one warning naming the file", harness.stderr_matches(lines, [warning]),
                       repr(lines))
            app.quit_with_ctrl_q()

        harness.run_scenario(self.results, app, scenario)
        if is_directory:
            self.check(f"{step}: the directory is left alone", os.path.isdir(path))
            return
        self.check_saved(f"{step}, after Ctrl+Q", path, "layout", {
            "window-width": str(WIDE), "window-height": str(HEIGHT), "window-maximized": "false",
            "list-width": str(DEFAULT_LIST_WIDTH), "column-visibility": "automatic", "selection": ""})

    def run(self):
        try:
            self.two_columns()
            self.detail_path()
            self.three_columns()
            self.maximised()
            self.bad_files()
        finally:
            self.homes.cleanup()


def write(path, data):
    with open(path, "wb") as file:
        file.write(data)


def unreadable(path):
    write(path, ("[layout]\n" + SOUND_GROUP).encode())
    os.chmod(path, 0)


def main():
    binary = harness.binary_argument("trails_state_test.py")
    results = harness.Results()
    return harness.run_test(StateTest(binary, results).run, results)


if __name__ == "__main__":
    sys.exit(main())
