#!/usr/bin/python3
"""The real `trails` makes room for large text (issue 26): its breakpoints are in text units
(sp), so with GNOME's Large Text (1.5x) it collapses, or folds its sidebar, before the detail's
title has to break a word; and it follows a change of text size live.

Usage: trails_large_text_test.py PATH/TO/trails [SCREENSHOT_DIR]

Run it under scripts/headless.sh, in a session of its own: its xsettingsd owns the display's
XSETTINGS, as GNOME's settings daemon does, and sets Xft/DPI (96 dpi times the text scale).
Widths are the layout's own (the window's content).

  live       1x: side by side at 700 px, Dolomites selected; Xft/DPI set to 1.5x while it
             runs: the same 700 px collapses onto Dolomites' detail; back to 1x: side by
             side again
  sweep      1.5x, from 1100 px down to 640 px by 20: side by side down to 900 px (600 sp),
             stacked below; wherever the detail is side by side, no line of its title ends
             inside a word (the title's lines read through AT-SPI's Text); back at 920 px
             (past 900 + 18 px of hysteresis) side by side -> large-text.png
  regions    1.5x with --regions, from 1100 px down to 900 px by 20: three columns down to
             1023 px (the fold breakpoint, 682 sp), then the sidebar folds; the title whole
             wherever it is side by side
  Ctrl+Q     exits 0, stdout and stderr empty (no GTK warning), after each scenario

On the code before sp breakpoints, the sweep finds the title broken ("Dolomit" "es") from
640 to 700 px and the layout side by side below 900 px.
"""

import os
import signal
import subprocess
import sys
import tempfile

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from trails_harness import pyatspi, poll

NORMAL_DPI = 96 * 1024  # Xft/DPI is in 1/1024 dpi
TITLE = "Dolomites"
DISTANCE = "28 km"


class XSettings:
    """xsettingsd serving Xft/DPI on the display, as GNOME's settings daemon would."""

    def __init__(self, scale):
        self.directory = tempfile.mkdtemp(prefix="trails-xsettings-")
        self.config = os.path.join(self.directory, "xsettingsd.conf")
        self.log_path = os.path.join(self.directory, "xsettingsd.log")
        self.loads = 0
        self._write(scale)
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen(["xsettingsd", "-c", self.config], stdin=subprocess.DEVNULL,
                                        stdout=self.log, stderr=subprocess.STDOUT)
        poll(lambda: "Took ownership of selection _XSETTINGS_S0" in self._output() or None,
             "xsettingsd to own the display's XSETTINGS")
        self.loads = self._output().count("Loaded ")

    def _output(self):
        if self.process.poll() is not None:
            raise RuntimeError(f"xsettingsd exited with status {self.process.returncode}: {self._read()}")
        return self._read()

    def _read(self):
        with open(self.log_path) as file:
            return file.read()

    def _write(self, scale):
        with open(self.config, "w") as file:
            file.write(f"Xft/DPI {round(NORMAL_DPI * scale)}\n")

    def set_scale(self, scale):
        """Sets the text scale and waits until xsettingsd has published it."""
        self._write(scale)
        self.process.send_signal(signal.SIGHUP)
        self.loads += 1
        poll(lambda: self._output().count("Loaded ") >= self.loads or None, f"xsettingsd to load {scale}x")

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=5)
        self.log.close()
        subprocess.run(["rm", "-rf", self.directory], check=False)


def title_node(tree):
    """The detail's title: the tallest visible label named Dolomites (the row's and the
    header's are smaller)."""
    labels = [node for node in tree.visible_labels(TITLE) if node.has_size and node.exposed_visible]
    return max(labels, key=lambda node: node.extents[3], default=None)


def title_lines(node):
    """The title's lines as Pango laid them out, through AT-SPI's Text (GetStringAtOffset by
    line; GTK 4.18 refuses the older GetTextAtOffset): the line at each character offset (GTK
    4.8 gives the offset at a line's end to the line before it)."""
    text = node.accessible.queryText()
    lines = {}
    for offset in range(text.characterCount):
        line, start, end = text.getStringAtOffset(offset, pyatspi.TEXT_GRANULARITY_LINE)
        lines[(start, end)] = line
    return [lines[key] for key in sorted(lines)]


def broken_words(lines):
    """The line ends that fall inside a word: a line that does not end in a space, followed
    by one that does not start with one."""
    return [f"{a!r}|{b!r}" for a, b in zip(lines, lines[1:])
            if a and b and not a[-1].isspace() and not b[0].isspace()]


def side_by_side(app, tree):
    """Whether the detail is shown beside the list (the list narrower than the window)."""
    frame, list_node = tree.frame, tree.trails_list
    return (list_node is not None and list_node.exposed_visible
            and list_node.extents[2] < frame.extents[2] - 4)


def sidebar_shown(tree):
    return any(node.name == "Regions" and node.exposed_visible and node.has_size for node in tree.lists)


def settled_with_title(app, width, what):
    """Resizes the layout to `width` px and waits until the frame has that width and the
    detail's title, Dolomites, is shown with a size; returns the tree."""
    app.resize_content(width)
    window_width = app.window_width(width)
    return app.wait_for(lambda tree: app.settled(tree, window_width) and title_node(tree) is not None, what)


def sweep(app, widths, what, expected_side_by_side, expected_sidebar=None):
    """At each width: whether the detail is beside the list (and the sidebar shown) as
    expected, and the title whole where it is."""
    wrong, broken = [], []
    for width in widths:
        tree = settled_with_title(app, width, f"{what}: the layout at {width} px")
        beside = side_by_side(app, tree)
        if beside != expected_side_by_side(width):
            wrong.append(f"{width} px: {'side by side' if beside else 'stacked'}")
        if expected_sidebar is not None and sidebar_shown(tree) != expected_sidebar(width):
            wrong.append(f"{width} px: sidebar {'shown' if sidebar_shown(tree) else 'folded'}")
        if beside:
            lines = title_lines(title_node(tree))
            if broken_words(lines):
                broken.append(f"{width} px: {lines}")
    app.check(f"{what}: the layout at each width from {widths[0]} to {widths[-1]} px is the expected one",
              not wrong, "; ".join(wrong))
    app.check(f"{what}: the title breaks no word wherever it is side by side", not broken, "; ".join(broken))


def follow_the_text_size(binary, results, screenshot_dir):
    settings = XSettings(1)
    try:
        app = harness.TrailsApp(binary, results)

        def live():
            app.start(harness.WIDE)
            app.keep_origin()
            app.click_row(app.tree(), TITLE)
            app.resize_content(700)
            tree = app.wait_for(lambda t: app.settled(t, app.window_width(700)) and side_by_side(app, t)
                                and title_node(t) is not None, "live: side by side at 700 px, 1x")
            app.check("live: 1x, 700 px: Dolomites side by side, its title on one line",
                      title_lines(title_node(tree)) == [TITLE], f"lines: {title_lines(title_node(tree))}")
            settings.set_scale(1.5)
            app.wait_for(lambda t: app.is_collapsed_detail(t, app.window_width(700), DISTANCE)
                         and not side_by_side(app, t),
                         "live: 1.5x set while it runs collapses 700 px onto the detail")
            app.check("live: 1.5x set while it runs: the same 700 px collapses onto Dolomites' detail", True)
            settings.set_scale(1)
            app.wait_for(lambda t: app.settled(t, app.window_width(700)) and side_by_side(app, t),
                         "live: 1x again: side by side")
            app.check("live: back to 1x: side by side again at 700 px", True)

            settings.set_scale(1.5)
            sweep(app, list(range(1100, 639, -20)), "sweep 1.5x", lambda width: width >= 900)
            app.resize_content(920)  # past the expand width (918 px): side by side again
            app.wait_for(lambda t: app.settled(t, app.window_width(920)) and side_by_side(app, t),
                         "sweep: 920 px expands again")
            app.save_screenshot(os.path.join(screenshot_dir, "large-text.png"))
            app.quit_with_ctrl_q()
        harness.run_scenario(results, app, live)
    finally:
        settings.stop()


def fold_for_the_text_size(binary, results):
    settings = XSettings(1.5)
    try:
        app = harness.TrailsApp(binary, results, arguments=["--regions"])

        def regions():
            app.start(1400)
            app.keep_origin()
            app.click_row(app.tree(), TITLE)
            sweep(app, list(range(1100, 899, -20)), "regions 1.5x", lambda width: True,
                  expected_sidebar=lambda width: width >= 1023)
            app.quit_with_ctrl_q()
        harness.run_scenario(results, app, regions)
    finally:
        settings.stop()


if __name__ == "__main__":
    binary, screenshot_dir = harness.screenshot_test_arguments(__file__)
    results = harness.Results()

    def body():
        follow_the_text_size(binary, results, screenshot_dir)
        fold_for_the_text_size(binary, results)
    sys.exit(harness.run_test(body, results))
