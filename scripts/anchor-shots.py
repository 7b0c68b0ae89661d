#!/usr/bin/python3
"""Screenshots of one list/detail program for docs/ANCHOR.md (scripts/anchor-screenshots.sh
runs it, for Trails and for its libadwaita reference on each Debian), and the colours read
from them.

Usage: anchor-shots.py [--dark] [--colours FILE] PROGRAM NAME OUTPUT_DIR   (under scripts/headless.sh)
       anchor-shots.py --table FILE REFERENCE:TRAILS...

Starts PROGRAM (a window titled "Trails" whose list holds the built-in trails) with a fake
settings portal on the session bus (Tests/EndToEnd/fake_settings_portal.py) for its whole
run: color-scheme 0 (no preference: light), or 1 (prefer dark) with --dark, which
libadwaita's style manager reads. Sizes the window's content (without the transparent
margins GTK keeps around a client-side-decorated window) to 1000 x 700 and writes, into
OUTPUT_DIR (STYLE is "" in light, "-dark" with --dark):

  NAME-1000-noneSTYLE.png   nothing selected: the list and the placeholder
  NAME-1000STYLE.png        "Dolomites" clicked: the list and its detail
  NAME-480STYLE.png         the content narrowed to 480 px: the collapsed detail page, its Back

Each PNG is the window's content only, once the screen has stopped changing, with the
pointer parked off the window. Reuses the X and AT-SPI helpers of
Tests/EndToEnd/trails_harness.py; nothing is synchronised by sleeping.

The colours are read back from the two 1000 px PNGs, each the most common colour of an area
found through AT-SPI, the areas of Tests/EndToEnd/trails_adwaita_look_test.py: "surface"
(the detail column below its header, nothing selected), "list header" and "detail header"
(6 rows across the middle of each header bar), "sidebar" (the list's column below its last
row) and "selected row" (inside the Dolomites row, 4 px in from each edge). Each is printed
("anchor-shots: colour ..."), and with --colours stored in FILE (JSON, one entry per NAME and
style, the others kept). With ANCHOR_MARKED=DIR a copy of each 1000 px PNG with the areas
outlined in red goes to DIR.

--table prints FILE's colours as a Markdown table: a row for each area in light and in dark,
and for each REFERENCE:TRAILS pair of NAMEs the colour in each and the largest difference of
a channel between them (Δ, 0-255).
"""

import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "Tests", "EndToEnd"))
import trails_harness as harness  # noqa: E402  (first: it takes G_DEBUG out of this process)
import trails_adwaita_look_test as look  # noqa: E402  (the areas, the most common colour)
from fake_settings_portal import FakeSettingsPortal  # noqa: E402

WIDE, NARROW, HEIGHT = 1000, 480, 700
TRAIL = "Dolomites"
PARTS = ("list header", "detail header", "surface", "sidebar", "selected row")
STYLES = ("light", "dark")


class Program:
    def __init__(self, binary):
        self.state_home = tempfile.mkdtemp(prefix="anchor-state-")
        env = dict(os.environ, XDG_STATE_HOME=self.state_home)
        env.pop("TWOPANE_BENCH", None)
        if harness.APP_G_DEBUG is not None:
            env["G_DEBUG"] = harness.APP_G_DEBUG
        self.process = subprocess.Popen([binary], stdin=subprocess.DEVNULL, env=env)
        self.window = harness.find_main_window(self.process)
        self.application = harness.find_application(self.process)
        harness.xdotool("windowfocus", "--sync", self.window)
        x, y = harness.window_geometry(self.window)[:2]
        if x < 0 or y < 0:
            harness.xdotool("windowmove", "--sync", self.window, 0, 0)
        self.margins = None

    def resize(self, width, height):
        harness.xdotool("windowsize", self.window, width, height)
        harness.poll(lambda: harness.window_geometry(self.window)[2:] == (width, height),
                     f"the X window to be {width}x{height}")

    def size_content(self, width, height=HEIGHT):
        """Sizes the X window so that its content is `width` x `height`. The X window is
        larger by the transparent margins GTK keeps around a client-side-decorated window
        (under Xvfb, with no compositor, drawn as a grey double line); without a window
        manager GTK does not publish them (_GTK_FRAME_EXTENTS), so they are measured as
        the X window's size less the frame's (its content's) AT-SPI extents."""
        if self.margins is None:
            self.resize(width, height)

            def margins():
                frame = self.tree().frame
                if frame is None or frame.extents is None:
                    return None
                # The width only, on every side: GTK 4.18 reports the header bar a pixel or
                # so off the content, so the frame's height read from its children is not
                # exact there; the margins are the same all round (5 px under Xvfb).
                extra = width - frame.extents[2]
                return (extra // 2, extra // 2) if 0 <= extra <= 200 else None
            self.margins = harness.poll(margins, f"the frame allocated at {width} px")
        outer = (width + 2 * self.margins[0], height + 2 * self.margins[1])
        self.resize(*outer)
        self.wait_for(lambda t: t.frame is not None and t.frame.extents[2] == width,
                      f"the window's content allocated {width} px wide")

    def tree(self):
        harness.raise_if_exited(self.process)
        return harness.Tree(self.application)

    def wait_for(self, condition, what):
        def check():
            tree = self.tree()
            return tree if condition(tree) else None
        try:
            return harness.poll(check, what)
        except harness.StepTimeout:
            self.tree().dump()
            raise

    def click(self, node):
        x, y = node.centre
        window_x, window_y = harness.window_geometry(self.window)[:2]
        harness.xdotool("mousemove", window_x + self.margins[0] + x, window_y + self.margins[1] + y,
                        "click", "--delay", 0, 1)

    def shoot(self, path, width, height=HEIGHT):
        harness.park_pointer()
        window_x, window_y = harness.window_geometry(self.window)[:2]
        harness.screenshot((window_x + self.margins[0], window_y + self.margins[1], width, height), path)
        if os.environ.get("ANCHOR_WHOLE_WINDOW"):  # to check the crop: the X window, margins and all
            harness.screenshot(harness.window_geometry(self.window), path.replace(".png", "-whole.png"))
        print(f"anchor-shots: wrote {path}", flush=True)

    def quit(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        subprocess.run(["rm", "-rf", self.state_home], check=False)


def back_shown(tree):
    return any(node.has_size for node in tree.visible_buttons("Back"))


def collapsed_on_detail(tree):
    """The collapsed detail page: a header bar across the whole content titled with the
    trail's name. (Not "no list row shown", nor a button named "Back": with GTK 4.8, an
    AdwLeaflet's hidden page stays visible to AT-SPI, and the reference's back button has
    only a tooltip, which GTK 4.8 does not give as its name.)"""
    if tree.frame is None or tree.frame.extents is None:
        return False
    left, right = tree.frame.extents[0], tree.frame.extents[0] + tree.frame.extents[2]
    # GTK 4.18 reports a header bar a few pixels off the content: 8 px of slack.
    return any(bar.extents[0] <= left + 8 and bar.extents[0] + bar.extents[2] >= right - 8
               and any(label.has_size and label.is_inside(bar) for label in tree.visible_labels(TRAIL))
               for bar in tree.header_bars())


def colours_of(path, areas):
    """{part: (r, g, b)}: the most common colour of each area of the PNG at `path` (WIDE px
    wide), read back from the file."""
    pixels = subprocess.run(["convert", path, "-depth", "8", "rgb:-"], capture_output=True, check=True,
                            timeout=harness.STEP_TIMEOUT_S).stdout
    marked = os.environ.get("ANCHOR_MARKED")
    if marked:
        os.makedirs(marked, exist_ok=True)
        draw = [arg for x, y, w, h in areas.values()
                for arg in ("-draw", f"rectangle {x},{y} {x + w - 1},{y + h - 1}")]
        target = os.path.join(marked, os.path.basename(path).replace(".png", "-marked.png"))
        subprocess.run(["convert", path, "-fill", "none", "-stroke", "red", *draw, target], check=True)
    return {part: look.most_common(pixels, area) for part, area in areas.items()}


def store(path, key, colours):
    """Puts `colours` under `key` in the JSON file at `path`, keeping its other entries."""
    table = {}
    if os.path.exists(path):
        with open(path) as file:
            table = json.load(file)
    table[key] = {part: list(colour) for part, colour in colours.items()}
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path + ".new", "w") as file:
        json.dump(table, file, indent=1, sort_keys=True)
    os.replace(path + ".new", path)


def shots(binary, name, output, dark):
    style = "-dark" if dark else ""
    colours = {}
    portal = FakeSettingsPortal(color_scheme=1 if dark else 0)
    try:
        program = Program(binary)
        try:
            program.size_content(WIDE)
            tree = program.wait_for(lambda t: look.columns(t) is not None and not back_shown(t),
                                    f"the list beside the detail with {TRAIL!r} at {WIDE} px")
            path = os.path.join(output, f"{name}-{WIDE}-none{style}.png")
            program.shoot(path, WIDE)
            colours.update(colours_of(path, look.areas(tree, selected=False)))

            program.click(look.trail_row(tree))
            tree = program.wait_for(lambda t: look.detail_shown(t) and look.trail_row(t) is not None
                                    and look.trail_row(t).selected and look.columns(t) is not None,
                                    f"the {TRAIL} detail beside the list at {WIDE} px")
            path = os.path.join(output, f"{name}-{WIDE}{style}.png")
            program.shoot(path, WIDE)
            colours.update(colours_of(path, look.areas(tree, selected=True)))

            program.size_content(NARROW)
            program.wait_for(lambda t: look.detail_shown(t) and collapsed_on_detail(t),
                             f"the collapsed {TRAIL} detail page at {NARROW} px")
            program.shoot(os.path.join(output, f"{name}-{NARROW}{style}.png"), NARROW)
        finally:
            program.quit()
    finally:
        portal.stop()
    for part in PARTS:
        print(f"anchor-shots: colour {name} {'dark' if dark else 'light'} {part}: {colours[part]}", flush=True)
    return colours


def table(path, pairs):
    """The Markdown table of --table: a row for each area and style, for each pair the
    reference's colour, Trails' and the largest difference of a channel between them."""
    with open(path) as file:
        colours = json.load(file)
    pairs = [pair.split(":") for pair in pairs]
    heading = "| Area | Style |" + "".join(f" {reference} | {trails} | Δ |" for reference, trails in pairs)
    lines = [heading, "|---|---|" + "---|---|--:|" * len(pairs)]
    for part in PARTS:
        for style in STYLES:
            cells = []
            for reference, trails in pairs:
                want = colours.get(f"{reference} {style}", {}).get(part)
                got = colours.get(f"{trails} {style}", {}).get(part)
                off = max(abs(a - b) for a, b in zip(want, got)) if want and got else None
                cells += [", ".join(map(str, want)) if want else "–", ", ".join(map(str, got)) if got else "–",
                          "–" if off is None else str(off)]
            lines.append(f"| {part} | {style} | " + " | ".join(cells) + " |")
    print("\n".join(lines))


def main():
    arguments = sys.argv[1:]
    if arguments[:1] == ["--table"] and len(arguments) >= 3:
        table(arguments[1], arguments[2:])
        return 0
    dark = "--dark" in arguments
    arguments = [argument for argument in arguments if argument != "--dark"]
    colours_file = None
    if arguments[:1] == ["--colours"] and len(arguments) >= 2:
        colours_file, arguments = arguments[1], arguments[2:]
    if len(arguments) != 3:
        print("\n".join(__doc__.split("\n\n")[1].splitlines()), file=sys.stderr)
        return 2
    binary, name, output = arguments
    os.makedirs(output, exist_ok=True)
    colours = shots(binary, name, output, dark)
    if colours_file:
        store(colours_file, f"{name} {'dark' if dark else 'light'}", colours)
    return 0


if __name__ == "__main__":
    sys.exit(main())
