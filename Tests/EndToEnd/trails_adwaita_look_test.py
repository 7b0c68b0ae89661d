#!/usr/bin/python3
"""Trails looks like a libadwaita app: its colours are those of a libadwaita reference
program (bench/reference/minimal-adwaita*.c) run in the same headless session, in the
light, dark and high-contrast styles.

Usage: trails_adwaita_look_test.py PATH/TO/trails [TRAILS_ARGS...] [--reference PROGRAM]
                                   [--screenshots DIR]

PROGRAM defaults to bench/out/minimal-adwaita-navigation (libadwaita 1.4+) if it is there,
else bench/out/minimal-adwaita (1.2): compare with the libadwaita Trails links (1.7 paints
each header as its pane: a grey sidebar; 1.2 both headers alike). Run it under
scripts/headless.sh, in a session of its own (its fake portal owns the portal's bus name).
For each style (light; dark: color-scheme 1; high contrast: contrast 1, and GNOME's a11y
high-contrast, which libadwaita 1.2 reads instead) a fresh portal, then each program, started
fresh with an empty XDG_STATE_HOME and HOME, its content sized 1000 x 700 (the two columns
side by side). In dark and high contrast each must not look as in light (it read the portal;
libadwaita 1.2's high contrast changes borders, not the colours below). Each colour is the
most common one of an area found through AT-SPI, read once the screen is still:

  nothing selected   surface: the detail column below its header (the placeholder is small)
  "Dolomites"        list header, detail header: 6 rows across the middle of each column's
  clicked            header bar; sidebar: the list's column below its last row; selected
                     row: inside the row's AT-SPI extents, 4 px in from each edge

Each colour of Trails must be within TOLERANCE of each channel of the reference's; a table
of every colour is printed. DIR (default: a new temporary folder) gets STYLE-PROGRAM-none.png
and STYLE-PROGRAM-dolomites.png, and a -marked.png copy of each with the areas read outlined
in red. Each program runs with G_DEBUG=fatal-warnings and must print nothing; Trails must
exit 0 on Ctrl+Q, the reference (which has no Quit) ends on SIGTERM.
"""

import argparse
import collections
import os
import signal
import subprocess
import sys
import tempfile

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from fake_settings_portal import FakeSettingsPortal
from gi.repository import GLib
from trails_harness import note

TRAIL = "Dolomites"
CONTENT = (1000, 700)  # the window's content, without GTK's transparent margins
TOLERANCE = 3          # per channel, 0-255
STYLES = (("light", 0, 0), ("dark", 1, 0), ("high-contrast", 0, 1))  # color-scheme, contrast
A11Y = "org.gnome.desktop.a11y.interface"
PARTS = ("list header", "detail header", "surface", "sidebar", "selected row")


class DesktopPortal(FakeSettingsPortal):
    """The fake portal, saying high contrast in both places GNOME's portal does:
    org.freedesktop.appearance contrast (what Trails reads) and org.gnome.desktop.a11y.interface
    high-contrast, a boolean (what libadwaita 1.2 reads: it knows nothing of the other)."""

    def _method_call(self, connection, sender, path, interface, method, parameters, invocation):
        if method in ("Read", "ReadOne") and parameters.unpack() == (A11Y, "high-contrast"):
            value = GLib.Variant("b", self.values["contrast"] == 1)
            invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", value) if method == "Read" else value,)))
            return
        super()._method_call(connection, sender, path, interface, method, parameters, invocation)


def ancestors(node):
    """`node`'s ancestors, nearest first."""
    node = node.parent
    while node is not None:
        yield node
        node = node.parent


def trail_row(tree):
    """The visible "Dolomites" row of whichever list holds it, or None."""
    for list_node in tree.lists:
        row = tree.row(TRAIL, list_node)
        if row is not None and row.exposed_visible and row.has_size:
            return row
    return None


def detail_shown(tree):
    """The trail's name shown outside the list (the detail's title)."""
    return any(node.has_size and not any(a.role in harness.LIST_ROLES for a in ancestors(node))
               for node in tree.visible_labels(TRAIL))


def columns(tree):
    """((list header bar, list column), (detail header bar, detail column)), each column the
    bar's parent, or None while the two columns are not side by side."""
    row = trail_row(tree)
    bars = sorted(tree.header_bars(), key=lambda bar: bar.extents[0])
    if row is None or len(bars) != 2 or not bars[0].extents[0] <= row.centre[0] < bars[1].extents[0]:
        return None
    return tuple((bar, bar.parent) for bar in bars)


def areas(tree, selected):
    """The rectangles (x, y, width, height; window coordinates) read in this state."""
    (list_bar, list_column), (detail_bar, detail_column) = columns(tree)

    def strip(bar):  # 6 rows across the middle of a header bar (GTK 4.8's has a gradient)
        x, y, width, height = bar.extents
        x, width = max(x, 0) + 8, min(width, CONTENT[0] - max(x, 0)) - 16
        return x, y + height // 2 - 3, width, 6

    def below(bar, column, top=None):  # a column's area below `top` (its header bar's bottom)
        x, y, width, height = column.extents
        top = (top if top is not None else bar.extents[1] + bar.extents[3]) + 4
        return x + 4, top, width - 8, y + height - 4 - top

    if not selected:
        return {"surface": below(detail_bar, detail_column)}
    list_node = next(a for a in ancestors(trail_row(tree)) if a.role in harness.LIST_ROLES)
    last = max((row for row in tree.rows(list_node) if row.has_size), key=lambda row: row.extents[1])
    x, y, width, height = trail_row(tree).extents
    return {"list header": strip(list_bar), "detail header": strip(detail_bar),
            "sidebar": below(list_bar, list_column, last.extents[1] + last.extents[3]),
            "selected row": (x + 4, y + 4, width - 8, height - 8)}


def near(got, want):
    return got is not None and want is not None and max(abs(a - b) for a, b in zip(got, want)) <= TOLERANCE


def most_common(pixels, area):
    """The most common (r, g, b) of `area` in `pixels` (raw RGB of the whole content)."""
    x, y, width, height = area
    counts = collections.Counter(
        pixels[offset:offset + 3] for row in range(y, y + height)
        for offset in range((row * CONTENT[0] + x) * 3, (row * CONTENT[0] + x + width) * 3, 3))
    return tuple(counts.most_common(1)[0][0])


def shoot(app, path, marked):
    """Waits until the content stops changing; writes it to `path` and, with the rectangles
    `marked` outlined, to PATH-marked.png. Returns its raw RGB bytes."""
    harness.park_pointer()
    left, top = app.on_screen(0, 0)
    pixels = harness.when_still(lambda: harness.capture((left, top, *CONTENT)), f"before {path}")
    draw = [arg for x, y, w, h in marked for arg in ("-draw", f"rectangle {x},{y} {x + w - 1},{y + h - 1}")]
    marking = ["-fill", "none", "-stroke", "red", *draw]
    for target, extra in ((path, []), (path.replace(".png", "-marked.png"), marking)):
        subprocess.run(["convert", "-size", "{}x{}".format(*CONTENT), "-depth", "8", "rgb:-", *extra, "-strip",
                        "-define", "png:exclude-chunks=date,time", target], input=pixels, check=True,
                       timeout=harness.STEP_TIMEOUT_S)
    return pixels


def measure(command, name, style, results, homes, screenshots):
    """Starts `command`, reads its colours in both states; returns {part: (r, g, b)} and
    the first capture (nothing selected)."""
    home = homes.new()
    app = harness.ExampleApp(command, harness.TITLE, {"XDG_STATE_HOME": home, "HOME": home})
    colours, captures = {}, []
    prefix = f"{style}: {name}: "

    def check(what, ok, detail=""):  # each check named after the style and the program
        return results.check(prefix + what, ok, detail)

    def scenario():
        x, y = harness.window_geometry(app.window)[:2]
        if x < 0 or y < 0:  # GTK 4.18 places a new window's margins off the screen
            harness.xdotool("windowmove", "--sync", app.window, 0, 0)
        # The margins GTK keeps around the content, the same on every side, from the width
        # (GTK 4.18 reports the header a pixel or so off the content: its height is not exact).
        margin = (CONTENT[0] - app.frame(app.resize(*CONTENT)).extents[2]) // 2
        app.resize(CONTENT[0] + 2 * margin, CONTENT[1] + 2 * margin)
        app.margin = (margin, margin)
        tree = app.wait_for(lambda t: columns(t) is not None and app.frame(t).extents[2] == CONTENT[0]
                            and not t.visible_buttons("Back"), "the list beside the detail, nothing selected")
        found = areas(tree, selected=False)
        pixels = shoot(app, os.path.join(screenshots, f"{style}-{name}-none.png"), found.values())
        captures.append(pixels)
        colours.update((part, most_common(pixels, area)) for part, area in found.items())
        app.click(trail_row(tree))
        tree = app.wait_for(lambda t: detail_shown(t) and trail_row(t) is not None and trail_row(t).selected
                            and columns(t) is not None, f"{TRAIL} selected, its detail beside the list")
        found = areas(tree, selected=True)
        pixels = shoot(app, os.path.join(screenshots, f"{style}-{name}-dolomites.png"), found.values())
        colours.update((part, most_common(pixels, area)) for part, area in found.items())
        if name == "trails":
            app.quit(check)
        else:
            app.process.terminate()
            status = harness.exit_status(app.process)
            check("ends on SIGTERM", status == -signal.SIGTERM, harness.exit_problem(status))

    try:
        scenario()
    except Exception as error:  # any failure is a failed check, then the app is stopped
        check("scenario ran to the end", False, f"{type(error).__name__}: {error}")
        if app.process.poll() is None:
            harness.Tree(app.application).dump()
    finally:
        app.finish(check)
    return colours, captures[0] if captures else None


def arguments():
    parser = argparse.ArgumentParser(allow_abbrev=False, usage=__doc__.split("\n\n")[1].split(": ", 1)[1])
    parser.add_argument("--reference")
    parser.add_argument("--screenshots")
    options, trails = parser.parse_known_args()
    if not trails:
        parser.error("the trails binary is missing")
    out = os.path.join(harness.REPO, "bench", "out")
    navigation = os.path.join(out, "minimal-adwaita-navigation")
    reference = options.reference or (navigation if os.path.exists(navigation)
                                      else os.path.join(out, "minimal-adwaita"))
    screenshots = os.path.abspath(options.screenshots or tempfile.mkdtemp(prefix="trails-look-"))
    commands = [[os.path.abspath(trails[0]), *trails[1:]], [os.path.abspath(reference)]]
    for command in commands:
        problem = harness.check_environment(command[0])
        if problem:
            print(problem, file=sys.stderr)
            sys.exit(2)
    os.makedirs(screenshots, exist_ok=True)
    return commands, screenshots


def main():
    (trails, reference), screenshots = arguments()
    os.environ.pop("TWOPANE_BENCH", None)  # the reference would run a benchmark and exit
    results = harness.Results()
    homes = harness.StateHomes("trails-look-")
    table, looks = [], {}

    def body():
        note(f"trails: {' '.join(trails)}; reference: {reference[0]}; screenshots: {screenshots}")
        for style, color_scheme, contrast in STYLES:
            portal = DesktopPortal(color_scheme=color_scheme, contrast=contrast)
            try:
                theirs, looks["reference", style] = measure(reference, "reference", style, results, homes,
                                                            screenshots)
                ours, looks["trails", style] = measure(trails, "trails", style, results, homes, screenshots)
            finally:
                portal.stop()
            for name in ("reference", "trails") if style != "light" else ():  # else it ignored the portal
                now, light = looks[name, style], looks[name, "light"]
                results.check(f"{style}: {name}: does not look as it does in light (nothing selected)",
                              None not in (now, light) and now != light)
            for part in PARTS:
                want, got = theirs.get(part), ours.get(part)
                table.append((style, part, got, want))
                results.check(f"{style}: {part}: trails {got} within {TOLERANCE} of the reference's {want}",
                              near(got, want))
        print(f"     {'style':<14}{'part':<15}{'trails':<17}{'reference':<17}", flush=True)
        for style, part, got, want in table:
            print(f"     {style:<14}{part:<15}{str(got):<17}{str(want):<17}{'' if near(got, want) else '  ≠'}",
                  flush=True)

    try:
        return harness.run_test(body, results)
    finally:
        homes.cleanup()


if __name__ == "__main__":
    sys.exit(main())
