#!/usr/bin/python3
"""Trails resized by a real X11 window manager: edge drags with the pointer and the window
manager's keyboard resize, across the collapse breakpoint (layout rules L1, L4-L6).

Usage: trails_window_manager_test.py PATH/TO/trails

Run it under scripts/headless.sh. It starts Openbox on the test's X server with a private
rc.xml (window_manager.py; Alt+F8 bound to Openbox's Resize action), polls until Openbox
manages the screen (_NET_SUPPORTING_WM_CHECK), then starts `trails` on its built-in data
at 1000 px. Trails draws its own decorations (a header bar), so Openbox gives it no frame:
the edge a user grabs is GTK's resize border, and a press there becomes one
_NET_WM_MOVERESIZE; from then on Openbox resizes the window, following the pointer.

  20 edge drags   button 1 pressed on the window's right edge, the pointer moved 12-18 px
                  at a time, released: alternately from about 1000 px to about 450 px
                  (collapsing) and back (expanding). The pointer waits, after the press,
                  until the window manager has taken the drag over, and after the
                  release until it has let go: it holds the keyboard grab meanwhile, so
                  the window is not `active` (AT-SPI state of the frame)
  a selection     before drags 5 and 13 (wide) a row is clicked: the collapse lands on its
                  detail (L4), with Back; drag 6 expands onto that detail, drag 7
                  collapses onto it again and Back is clicked (L5: the list, nothing
                  selected); drag 13 ends the same way
  keyboard        Alt+F8, Right (the right edge), Left until the window is about 450 px,
                  Return; then the same with Right up to about 1000 px

After each drag and each keyboard resize it checks the X window's width (what the window
manager set: the width the pointer's travel asks for) and, through AT-SPI, that the app
shows what the harness's statement of the layout rules (`Mirror`, layout_rules_oracle.py)
expects for that width and selection: side by side or stacked, list or detail, Back, the
list's width, the selected row, the header title (`layout_problems`). A screenshot of the collapsed detail (with the desktop around
the window) goes to Tests/EndToEnd/out/window-manager-narrow-detail.png. At the end the
app quits on Ctrl+Q with status 0 and must have printed nothing (it runs with
G_DEBUG=fatal-warnings), and Openbox must still be running; it is then stopped.

Nothing is synchronised by sleeping: every wait polls a condition (window manager
running, window active or not, window width, accessible tree) until a deadline. Needs the
openbox package, xprop (x11-utils), xdotool, ImageMagick and /usr/bin/python3 with gi +
pyatspi. Prints one line per check and "N passed, M failed"; exits 1 if any check failed.
"""

import math
import os
import sys

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from layout_rules_oracle import BUILT_IN_TRAILS as TRAILS, Mirror
from trails_harness import note, pyatspi, window_geometry, xdotool
import window_manager

RESIZE_KEY = "A-F8"                       # Openbox's key syntax: Alt+F8
RESIZE_KEY_XDOTOOL = "alt+F8"
WIDE = 1000                               # X window widths
WIDE_WIDTHS = [1000, 1020, 980, 1040, 960]
NARROW_WIDTHS = [450, 470, 440, 480, 460]
DRAGS = 20
POINTER_STEPS = [15, 12, 18]              # px per pointer motion, in turn
SELECT_BEFORE = {5: "Dolomites", 13: "Rockies"}  # a row clicked before this (collapsing) drag
BACK_AFTER = {7, 13}                      # Back clicked after this (collapsing) drag
SCREENSHOT_AFTER = 5
SCREENSHOT_MARGIN = 24                    # px of desktop around the window in the screenshot
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "out")
NAMES = [name for name, _ in TRAILS]


class WindowManagerSession:
    def __init__(self, results):
        self.results = results
        self.check = results.check
        self.app = None
        self.frame = None  # the frame's accessible
        self.mirror = Mirror()

    # -- waiting and checking ------------------------------------------------------------

    def width(self):
        return window_geometry(self.app.window)[2]

    def wait_for_width(self, width):
        """Polls until the X window is `width` x the start height; whether it got there."""
        try:
            harness.poll(lambda: window_geometry(self.app.window)[2:] == (width, self.app.height),
                         f"the X window to be {width}x{self.app.height}")
            return True
        except harness.StepTimeout:
            return False

    def check_width(self, step, width, how):
        geometry = window_geometry(self.app.window)
        self.check(f"{step}: {how} resized the X window to {width}x{self.app.height}",
                   self.wait_for_width(width), f"it is {geometry[2]}x{geometry[3]}")

    def check_layout(self, step):
        """Polls until the app shows what the mirror expects; one check."""
        return harness.expect_layout(self.app, step, self.mirror)

    def resized(self, window_width):
        self.mirror.resized(self.app.frame_width(window_width))

    def active(self):
        """Whether the window is active (AT-SPI `active` on the frame, read now). While the
        window manager resizes it holds the keyboard grab, so the window is not: that is
        how the test knows a resize has started and ended."""
        self.frame.clear_cache()
        return self.frame.getState().contains(pyatspi.STATE_ACTIVE)

    def grabbed(self):
        return not self.active()

    # -- edge drags ----------------------------------------------------------------------

    def edge_drag(self, number, target):
        """Drags the window's right edge until the window is `target` px wide; checks the
        width and the layout."""
        x, y, width, height = window_geometry(self.app.window)
        # GTK's resize border is the transparent margin around the frame: press in its middle.
        grab = (x + width - 1 - self.app.margin[0] // 2, y + height // 2)
        end = (grab[0] + target - width, grab[1])
        step = POINTER_STEPS[number % len(POINTER_STEPS)]
        motions = window_manager.drag(grab, end, step, taken=self.grabbed, ended=self.active)
        self.resized(target)
        label = f"drag {number} ({width} -> {target} px, {motions} motions of {step} px)"
        self.check_width(label, target, "the window manager")
        return self.check_layout(label)

    # -- keyboard resize -----------------------------------------------------------------

    def keyboard_resize(self, target):
        """Openbox's keyboard resize: the bound key, Right (picks the right edge), then Left
        or Right until the window is about `target` px wide, Return."""
        window_manager.activate(self.app.window)
        start = self.width()
        grow = target > start
        key = "Right" if grow else "Left"
        xdotool("key", RESIZE_KEY_XDOTOOL)
        harness.poll(self.grabbed, f"{RESIZE_KEY_XDOTOOL} to start the window manager's keyboard resize")
        xdotool("key", "Right", key)
        # The first step tells how far one key press goes (8 px in Openbox 3.6).
        harness.poll(lambda: self.width() != start, f"Right then {key} to resize the window")
        distance = abs(self.width() - start)
        presses = math.ceil(abs(target - start) / distance) - 1
        if presses > 0:
            xdotool("key", "--delay", 5, *[key] * presses)
        xdotool("key", "Return")
        harness.poll(self.active, "Return to end the window manager's keyboard resize")
        final = start + (presses + 1) * distance * (1 if grow else -1)
        self.resized(final)
        label = (f"keyboard resize ({RESIZE_KEY_XDOTOOL}, Right, {presses + 1} x {key} of {distance} px, "
                 f"Return: {start} -> {final} px)")
        self.check_width(label, final, "the window manager")
        self.check_layout(label)

    # -- the scenario --------------------------------------------------------------------

    def shoot(self, name):
        x, y, width, height = window_geometry(self.app.window)
        screen_width, screen_height = harness.screen_size()
        left, top = max(0, x - SCREENSHOT_MARGIN), max(0, y - SCREENSHOT_MARGIN)
        geometry = (left, top, min(screen_width, x + width + SCREENSHOT_MARGIN) - left,
                    min(screen_height, y + height + SCREENSHOT_MARGIN) - top)
        os.makedirs(OUT, exist_ok=True)
        path = os.path.join(OUT, name)
        harness.park_pointer()
        harness.screenshot(geometry, path)
        note(f"saved {os.path.relpath(path, harness.REPO)}")

    def click_row(self, tree, name):
        self.app.click_row(tree, name)
        self.mirror.row_clicked(NAMES.index(name))
        if self.check_layout(f"click {name!r}") is None:
            raise RuntimeError(f"the click on {name!r} did not select it")

    def click_back(self, tree, step):
        back = self.app.check_back(tree, step)
        if back is None:
            raise RuntimeError("no Back button to click")
        self.app.click(back)
        self.mirror.back()
        tree = self.check_layout("click Back")
        if tree is None:
            raise RuntimeError("Back did not return to the list")
        return tree

    def run(self, wm):
        app = self.app
        up = app.start(WIDE)
        self.resized(WIDE)
        frames = window_manager.window_property(app.window, "_NET_FRAME_EXTENTS")
        state = window_manager.xprop("-id", app.window, "WM_STATE")
        note(f"window {app.window} at {window_geometry(app.window)}, up after {up:.2f} s, "
             f"GTK resize margins {app.margin}, _NET_FRAME_EXTENTS {frames}")
        self.check("Openbox manages the window (WM_STATE Normal, _NET_FRAME_EXTENTS set)",
                   frames is not None and "window state: Normal" in state,
                   f"WM_STATE {state.strip()!r}, _NET_FRAME_EXTENTS {frames!r}")
        tree = self.check_layout("start")
        self.frame = tree.frame.accessible

        for number in range(1, DRAGS + 1):
            narrowing = number % 2 == 1
            if narrowing and number in SELECT_BEFORE:
                self.click_row(tree, SELECT_BEFORE[number])
            widths = NARROW_WIDTHS if narrowing else WIDE_WIDTHS
            tree = self.edge_drag(number, widths[(number // 2) % len(widths)])
            if tree is None:
                raise RuntimeError(f"drag {number} did not end in the expected layout")
            if number == SCREENSHOT_AFTER:
                self.shoot("window-manager-narrow-detail.png")
            if number in BACK_AFTER:
                tree = self.click_back(tree, f"drag {number}")

        self.keyboard_resize(NARROW_WIDTHS[0])
        self.keyboard_resize(WIDE)

        self.check("Openbox is still running", wm.running(),
                   f"exit status {wm.process.returncode}: {wm.output()!r}")
        # The harness's Ctrl+Q goes through XTEST only while the X focus is on the window
        # itself; Openbox gives it to GTK's focus child window (WM_TAKE_FOCUS).
        xdotool("windowfocus", "--sync", app.window)
        app.quit_with_ctrl_q()


def main():
    binary = harness.binary_argument("trails_window_manager_test.py")
    results = harness.Results()
    session = WindowManagerSession(results)

    def body():
        wm = window_manager.openbox({RESIZE_KEY: "Resize"})
        try:
            wm.start()
        except (harness.StepTimeout, RuntimeError, OSError) as error:
            results.check("Openbox starts and manages the screen", False, str(error))
            wm.stop()
            return
        results.check(f"Openbox manages the screen ({window_manager.supporting_wm()!r} on "
                      f"_NET_SUPPORTING_WM_CHECK)", True)
        try:
            session.app = harness.TrailsApp(binary, results)
            harness.run_scenario(results, session.app, lambda: session.run(wm))
        finally:
            status = wm.stop()
            output = wm.output()
            results.check("Openbox stops on SIGTERM with status 0", status == 0, f"status {status}")
            if output:
                note(f"Openbox printed: {output!r}")
    return harness.run_test(body, results)


if __name__ == "__main__":
    sys.exit(main())
