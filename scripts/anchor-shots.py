#!/usr/bin/python3
"""Screenshots of one list/detail program for docs/ANCHOR.md (scripts/anchor-screenshots.sh
runs it, for Trails and for libadwaita's AdwNavigationSplitView reference).

Usage: anchor-shots.py PROGRAM NAME OUTPUT_DIR    (under scripts/headless.sh)

Starts PROGRAM (a window titled "Trails" whose list holds the built-in trails), sizes the
window's content (without the transparent margins GTK keeps around a client-side-decorated
window) to 1000 x 700 and writes, into OUTPUT_DIR:

  NAME-1000-none.png   nothing selected: the list and the placeholder
  NAME-1000.png        "Dolomites" clicked: the list and its detail
  NAME-480.png         the content narrowed to 480 px: the collapsed detail page, its Back

Each PNG is the window's content only, once the screen has stopped changing, with the
pointer parked off the window. Reuses the X and AT-SPI helpers of
Tests/EndToEnd/trails_harness.py; nothing is synchronised by sleeping.
"""

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "Tests", "EndToEnd"))
import trails_harness as harness  # noqa: E402  (first: it takes G_DEBUG out of this process)

WIDE, NARROW, HEIGHT = 1000, 480, 700
TRAIL = "Dolomites"


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

    @staticmethod
    def trail_row(tree):
        for node in tree.lists:
            row = tree.row(TRAIL, node)
            if row is not None and row.exposed_visible and row.has_size:
                return row
        return None

    @staticmethod
    def detail_shown(tree):
        """The trail's name shown outside the list (the detail's title)."""
        return any(node for node in tree.visible_labels(TRAIL)
                   if node.has_size and not any(a.role in harness.LIST_ROLES for a in ancestors(node)))

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
        print(f"anchor-shots: wrote {path}")

    def quit(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        subprocess.run(["rm", "-rf", self.state_home], check=False)


def ancestors(node):
    node = node.parent
    while node is not None:
        yield node
        node = node.parent


def back_shown(tree):
    return any(node.has_size for node in tree.visible_buttons("Back"))


def main():
    if len(sys.argv) != 4:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    binary, name, output = sys.argv[1:]
    os.makedirs(output, exist_ok=True)
    program = Program(binary)
    try:
        program.size_content(WIDE)
        tree = program.wait_for(lambda t: program.trail_row(t) is not None and not back_shown(t),
                                f"the list with {TRAIL!r} at {WIDE} px")
        program.shoot(os.path.join(output, f"{name}-{WIDE}-none.png"), WIDE)

        program.click(program.trail_row(tree))
        program.wait_for(lambda t: program.detail_shown(t) and program.trail_row(t) is not None
                         and program.trail_row(t).selected,
                         f"the {TRAIL} detail beside the list at {WIDE} px")
        program.shoot(os.path.join(output, f"{name}-{WIDE}.png"), WIDE)

        program.size_content(NARROW)
        program.wait_for(lambda t: program.detail_shown(t) and back_shown(t) and program.trail_row(t) is None,
                         f"the collapsed {TRAIL} detail page with Back at {NARROW} px")
        program.shoot(os.path.join(output, f"{name}-{NARROW}.png"), NARROW)
    finally:
        program.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
