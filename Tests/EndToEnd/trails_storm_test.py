#!/usr/bin/python3
"""Resize storm: the real `trails`, thousands of seeded random steps (layout rules L1, L4-L6,
L10, L11, L14; issue "Hardening").

Usage: trails_storm_test.py PATH/TO/trails [--steps N] [--seed S] [--check-every K] [--trace]

Run it under scripts/headless.sh. It starts `trails` on its built-in data and takes N
(default 2000) random steps, seeded by S (default: a fresh seed, printed so a failure can
be replayed with --seed):

  resize     `xdotool windowsize`: the window's content (the width the layout is
             allocated and decides from) 360 to 2000 px, most often one of 598, 599, 600,
             601, 610, 611, 612, 613 (±1 px around the breakpoint 600 and the expand edge
             612); several resizes in a row reach the app faster than it draws
  row        a click on one of the four rows (only while the list is shown)
  escape     the Escape key, whatever is shown (Back elsewhere must do nothing)
  back       a click on the Back button (only while it is shown)
  f9         the F9 key, whatever is shown (it toggles the sidebar only while expanded)
  done       a click on the detail's Done button (only while a trail's detail is shown)

The harness's own statement of the layout rules (`Mirror` in layout_rules_oracle.py: L1
hysteresis 600/612, the first width decides; L4; L5; L6; L10; L11) knows what the app must show. After every 100 steps and
at the end the test waits (polling with a deadline, never a fixed sleep) until the app
has caught up, then checks through AT-SPI that what it shows is what the mirror expects
for that width and selection: expanded or collapsed, list / detail / placeholder,
Back and the sidebar toggle (and whether it is pressed), the list's width, the header
title, the selected row (exactly the expected one, or none). At the end the process must
still be alive, quit on Ctrl+Q with status 0, and have written nothing to stderr.

What is waited for, and why (each wait polls the app with a deadline):
- The app only sees the widths it allocates, once per frame, so of several resizes that
  arrive within a frame it sees the last. Outside the hysteresis band [600, 612) that
  does not change the outcome; inside it the outcome depends on the width seen before,
  so before a resize into the band the test waits until the previous width is allocated
  (one cheap AT-SPI call on the frame, polled). A resize never asks for a width the app
  may still be showing from before, so "allocated" cannot be an older allocation.
- A key or click that arrives before the frame that applies a resize is handled against
  the old layout, so before a key or click the test waits until the last width is
  allocated.
- Before a click it waits until the target is where the click goes: the Back button in
  the header, the Done button centred in the detail column, the list at its expected
  width (GTK 4.8 does not deliver a click to a list moved between the paned and the
  stack until it has been allocated there).
Keys and clicks are not otherwise waited for: the app must handle them in order however
fast they come. Several resizes in a row are not waited for either.

Prints the seed, steps per second, one line per check and "N passed, M failed"; exits 1
if any check failed. On a failure it prints the last steps and the accessible tree.
"""

import argparse
import collections
import os
import random
import sys
import time

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from layout_rules_oracle import BREAKPOINT, BUILT_IN_TRAILS as TRAILS, EXPAND_WIDTH, Mirror, layout_problems
from trails_harness import note, pyatspi

MIN_WIDTH, MAX_WIDTH = 360, 2000
EDGE_WIDTHS = [598, 599, 600, 601, 610, 611, 612, 613]
EDGE_BIAS = 0.6            # share of resizes that pick one of EDGE_WIDTHS
CHECK_EVERY = 100          # steps between full checks
START_WIDTH = 1000         # content width before the first step
SYNC_POLL_S = 0.002        # polling interval of the per-step waits (cheap AT-SPI calls)
CHECK_TIMEOUT_S = 10.0     # a checkpoint: the app must show the expected state within this
HEADER_TIMEOUT_S = 2.0     # the header must match the mirror this soon after a width is allocated
ROW_CLICK_X = 100          # rows are clicked this far from the list's left edge
# The layout's own header buttons, which move to the header of the column that shows them.
HEADER_BUTTONS = ("Back", "Show Sidebar")
# Subtrees that cannot hold the detail's Done button: not searched for it.
DONE_PRUNED_ROLES = {pyatspi.ROLE_LIST, pyatspi.ROLE_SCROLL_BAR, pyatspi.ROLE_LABEL, pyatspi.ROLE_IMAGE}
# Subtrees that cannot hold the list: not searched for it.
LIST_PRUNED_ROLES = DONE_PRUNED_ROLES | {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON}
WEIGHTS = {"resize": 40, "row": 20, "escape": 8, "back": 8, "f9": 10, "done": 10}


# ---------------------------------------------------------------------------------------
# The storm

class Storm:
    def __init__(self, app, results, steps, seed, trace, check_every=CHECK_EVERY):
        self.app = app
        self.check_every = check_every
        self.results = results
        self.steps = steps
        self.seed = seed
        self.trace = trace
        self.random = random.Random(seed)
        self.mirror = Mirror()
        self.log = collections.deque(maxlen=40)
        self.frame = None
        self.frame_borders = 0
        self.row_centres = []        # window coordinates of each row's centre, for clicks
        self.requested = None        # the last width asked of the X server
        self.synced = None           # the last width the app was seen to allocate
        self.pending = []            # widths asked since then
        self.counts = collections.Counter()
        self.seconds = collections.Counter()
        self.waits = 0
        self.storm_seconds = 0.0

    # -- waiting -------------------------------------------------------------------------

    def frame_width(self):
        """The content's width, read from the live frame (no tree snapshot): its extents less
        the resize borders GTK 4.18 counts in them (none on 4.8; see Tree)."""
        return self.frame.queryComponent().getExtents(harness.WINDOW_COORDS).width - self.frame_borders

    def sync_width(self):
        """Waits until the app has allocated the last requested width."""
        if not self.pending:
            return
        width = self.requested
        self.waits += 1

        def allocated():
            self.app.raise_if_exited()
            return self.frame_width() == width
        harness.poll(allocated, f"the app to allocate {width} px", interval=SYNC_POLL_S)
        self.synced = width
        self.pending = []
        self.check_header()

    def header_buttons(self):
        """Names of Back and the sidebar toggle where shown, read live (hidden widgets are not
        in the accessible tree): each moves to the header of the column that shows it (L20)."""
        return [node.name for node in harness.live_find(
            self.frame, lambda n: n.role in harness.BUTTON_ROLES and n.name in HEADER_BUTTONS,
            prune_roles=DONE_PRUNED_ROLES) if node.has_size]

    def check_header(self):
        """Right after the app allocated a new width (so it has also handled every key and
        click sent before it): the header's start shows the sidebar toggle when expanded,
        Back on a collapsed detail, nothing on a collapsed list (L1, L3, L4). One cheap
        look; a difference fails the storm at once instead of at the next checkpoint."""
        mirror = self.mirror
        expected = mirror.header_start_buttons
        last = []

        def matches():
            self.app.raise_if_exited()
            last[:] = self.header_buttons()
            return last == expected
        try:
            harness.poll(matches, "the header", timeout=HEADER_TIMEOUT_S, interval=SYNC_POLL_S)
        except harness.StepTimeout:
            raise harness.StepTimeout(f"at {mirror.width} px the header's start shows {last}, expected "
                                      f"{expected} ({mirror.describe()})") from None

    def wait_for_done(self, x):
        """Waits until the detail shows a Done button with a size, centred at `x` (±2 px):
        a new detail is not allocated until the frame after it is built, and hiding or
        showing the sidebar moves it. Its centre."""
        self.waits += 1

        def done():
            self.app.raise_if_exited()
            for node in harness.live_find(self.frame, lambda n: n.role == pyatspi.ROLE_PUSH_BUTTON
                                          and n.name == "Done", prune_roles=DONE_PRUNED_ROLES):
                if node.has_size and abs(node.centre[0] - x) <= 2:
                    return node.centre
            return None
        return harness.poll(done, f"a Done button centred at x={x}", interval=SYNC_POLL_S)

    def wait_for_list(self):
        """Waits until the list is shown at the width the mirror expects, where it was at the
        start. The rows are at the same place in every layout once there, but GTK 4.8 does
        not deliver a click to a list just moved between the paned and the stack until it
        has been allocated there (the frame after it is shown), and a collapsed list page
        slides in when Back shows it: a click before the slide has ended (the page stack
        reports itself busy until then) would miss the row, even in the slide's last frames,
        when the list is already in place."""
        self.waits += 1
        width = self.mirror.list_width

        def shown():
            self.app.raise_if_exited()
            for node in harness.live_find(self.frame, lambda n: n.role in harness.LIST_ROLES
                                          and n.name == harness.TITLE, prune_roles=LIST_PRUNED_ROLES):
                return (node.extents[2] == width and node.extents[0] == self.list_left
                        and not harness.inside_busy(node.accessible, self.frame))
            return False
        harness.poll(shown, f"the list shown {width} px wide at x={self.list_left}", interval=SYNC_POLL_S)

    def wait_for_back(self):
        """Waits until a header shows the Back button with a size, inside its box in that
        header (L20: it moves to the page's header), on a page that has stopped sliding in
        (the page stack is busy until then: the page moves with the slide, and a click at
        where Back was a frame ago misses it on a loaded machine) and at the same place in
        two reads in a row (GTK 4.18 reports a button just shown at a passing place, 12 px
        wide, before the header is laid out again); its centre."""
        self.waits += 1
        seen = []

        def back():
            self.app.raise_if_exited()
            for node in harness.live_find(self.frame, lambda n: n.role in harness.BUTTON_ROLES and n.name == "Back",
                                          prune_roles=DONE_PRUNED_ROLES):
                box = node.accessible.queryComponent().getExtents(harness.WINDOW_COORDS)
                start = node.accessible.parent.queryComponent().getExtents(harness.WINDOW_COORDS)
                inside = start.width > 0 and start.x <= box.x and box.x + box.width <= start.x + start.width
                settled = not harness.inside_busy(node.accessible, self.frame)
                if box.width > 0 and box.height > 0 and inside and settled:
                    seen.append((box.x + box.width // 2, box.y + box.height // 2))
                    return seen[-1] if len(seen) > 1 and seen[-1] == seen[-2] else None
            return None
        return harness.poll(back, "the Back button in the header", interval=SYNC_POLL_S)

    # -- set-up --------------------------------------------------------------------------

    def start(self):
        app = self.app
        up = app.start(harness.WIDE)
        note(f"window {app.window}, up after {up:.2f} s, decoration margins {app.margin}")
        app.keep_origin()
        tree = app.wait_for(lambda t: t.frame is not None and len(t.row_texts()) == len(TRAILS)
                            and t.one(harness.BUTTON_ROLES, "Show Sidebar") is not None,
                            "the list and the sidebar toggle")
        self.frame = tree.frame.accessible
        self.frame_borders = self.frame.queryComponent().getExtents(harness.WINDOW_COORDS).width - tree.frame.extents[2]
        self.row_centres = [tree.row(name).centre for name, _ in TRAILS]
        self.list_left = tree.trails_list.extents[0]
        # The app saw its default width and then START_WIDTH: expanded, nothing selected.
        self.requested = None
        self.resize(START_WIDTH)
        self.mirror.resized(START_WIDTH)
        self.sync_width()
        if not self.check_state("before the storm"):
            raise RuntimeError("the app does not start expanded with nothing selected")

    # -- steps ---------------------------------------------------------------------------

    def pick_width(self):
        """A width to resize to, never one the app may still be showing from before (see
        the module's docstring)."""
        forbidden = {self.synced, self.requested, *self.pending}
        while True:
            if self.random.random() < EDGE_BIAS:
                width = self.random.choice(EDGE_WIDTHS)
            else:
                width = self.random.randint(MIN_WIDTH, MAX_WIDTH)
            if width not in forbidden:
                return width

    def resize(self, width):
        self.app.resize_content(width, wait=False)
        self.requested = width
        self.pending.append(width)

    def pick_action(self):
        mirror = self.mirror
        allowed = {"resize": True, "row": mirror.list_shown, "escape": True,
                   "back": mirror.back_shown, "f9": True, "done": mirror.done_shown}
        kinds = [kind for kind in WEIGHTS if allowed[kind]]
        return self.random.choices(kinds, weights=[WEIGHTS[kind] for kind in kinds])[0]

    def step(self, number):
        mirror = self.mirror
        kind = self.pick_action()
        self.counts[kind] += 1
        started = time.monotonic()
        if kind == "resize":
            width = self.pick_width()
            in_band = BREAKPOINT <= width < EXPAND_WIDTH
            if in_band:
                self.sync_width()  # the outcome depends on the width the app saw last
            self.resize(width)
            mirror.resized(width)
            description = f"resize to {width}"
        else:
            self.sync_width()
            if kind == "row":
                index = self.random.randrange(len(TRAILS))
                name = TRAILS[index][0]
                self.wait_for_list()
                self.app.click_at(ROW_CLICK_X, self.row_centres[index][1])
                mirror.row_clicked(index)
                description = f"click row {name}"
            elif kind == "escape":
                self.app.key("Escape")
                mirror.back()
                description = "Escape"
            elif kind == "back":
                x, y = self.wait_for_back()
                self.app.click_at(x, y)
                mirror.back()
                description = "click Back"
            elif kind == "f9":
                self.app.key("F9")
                mirror.f9()
                description = "F9"
            else:
                x, y = self.wait_for_done(self.list_left + (mirror.detail_left + mirror.width) // 2)
                self.app.click_at(x, y)
                mirror.done()
                description = "click Done"
        self.seconds[kind] += time.monotonic() - started
        entry = f"step {number}: {description} -> {mirror.describe()}"
        self.log.append(entry)
        if self.trace:
            clock = time.strftime("%H:%M:%S", time.localtime()) + f".{int(time.time() * 1000) % 1000:03d}"
            note(f"{clock} {entry}")

    # -- checks --------------------------------------------------------------------------

    def check_state(self, label):
        """Waits until the app shows what the mirror expects; one check."""
        self.sync_width()
        last = []

        def matches(tree):
            last[:] = layout_problems(tree, self.mirror)
            return not last
        try:
            self.app.wait_for(matches, "the expected state", CHECK_TIMEOUT_S)
            ok = True
        except harness.StepTimeout:
            ok = False
        self.results.check(f"{label}: shows {self.mirror.describe()}", ok, "; ".join(last))
        if not ok:
            self.print_log()
            self.app.dump_tree()
        return ok

    def print_log(self):
        print(f"     seed {self.seed}; the last {len(self.log)} steps:", flush=True)
        for entry in self.log:
            note("  " + entry)

    def explain(self):
        """After a step timed out: the steps, and how the app differs from the mirror."""
        self.print_log()
        try:
            differences = layout_problems(self.app.tree(), self.mirror)
        except Exception as error:  # only a diagnostic
            differences = [f"(could not read the tree: {error})"]
        note(f"expected: {self.mirror.describe()}")
        note("differences: " + ("; ".join(differences) or "none"))

    def run(self):
        self.start()
        started = time.monotonic()
        number = 0
        ok = True
        for number in range(1, self.steps + 1):
            self.step(number)
            if number % self.check_every == 0 or number == self.steps:
                label = f"after step {number}" + (" (the end)" if number == self.steps else "")
                if not self.check_state(label):
                    ok = False
                    break  # the mirror no longer knows what the app shows
                self.app.raise_if_exited()
        self.storm_seconds = time.monotonic() - started
        rate = number / self.storm_seconds if self.storm_seconds else 0.0
        kinds = ", ".join(f"{kind} {self.counts[kind]} × {1000 * self.seconds[kind] / max(1, self.counts[kind]):.0f} ms"
                          for kind in WEIGHTS)
        note(f"{number} steps in {self.storm_seconds:.1f} s: {rate:.1f} steps/s ({kinds}); "
             f"{self.waits} waits for the app")
        self.results.check("the app is alive after the storm", self.app.process.poll() is None,
                           f"exit status {self.app.process.returncode}")
        if ok:
            self.app.quit_with_ctrl_q()


def main():
    parser = argparse.ArgumentParser(description="Resize storm on the real trails app.")
    parser.add_argument("binary")
    parser.add_argument("--steps", type=int, default=2000, help="random steps (default 2000)")
    parser.add_argument("--seed", type=int, default=None, help="random seed (default: a fresh one)")
    parser.add_argument("--trace", action="store_true", help="print every step")
    parser.add_argument("--check-every", type=int, default=CHECK_EVERY, metavar="K",
                        help=f"check the whole state every K steps (default {CHECK_EVERY}; 1 to find "
                             "the first step that goes wrong, which also slows the storm down)")
    options = parser.parse_args()
    if options.steps < 1:
        parser.error("--steps must be at least 1")
    binary = os.path.abspath(options.binary)
    problem = harness.check_environment(binary)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(2**32)
    print(f"seed {seed} (replay: --seed {seed} --steps {options.steps})", flush=True)
    results = harness.Results()
    app = harness.TrailsApp(binary, results)
    storm = Storm(app, results, options.steps, seed, options.trace, max(1, options.check_every))

    def scenario():
        try:
            storm.run()
        except harness.StepTimeout:
            storm.explain()
            raise
        except Exception:
            storm.print_log()
            raise
    return harness.run_test(lambda: harness.run_scenario(results, app, scenario), results)


if __name__ == "__main__":
    sys.exit(main())
