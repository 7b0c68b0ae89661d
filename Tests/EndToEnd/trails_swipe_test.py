#!/usr/bin/python3
"""Back by swiping, with real touchpad events: Trails as a native Wayland client under a
headless sway, two fingers on the virtual pointer's touchpad (wayland_session.py).

Usage: trails_swipe_test.py PATH/TO/trails [SCREENSHOT_DIR]

Run it directly with /usr/bin/python3, as trails_wayland_test.py (it runs itself again
under its own D-Bus session). The swipes are wl_pointer axis events with axis_source
finger, ended by axis_stop: GTK reports them as touchpad scrolls (checked by
trails_wayland_test.py). Toward the list means rightwards (negative wl_pointer values,
natural scrolling), leftwards right to left.

Steps, at 450 px (collapsed) on Dolomites' detail:
  follow       fingers down, 150 px toward the list: the page's picture is drawn 150 px
               along, the list shows beneath it (AT-SPI); the fingers rest, lift: the
               detail is back in place, pixel for pixel        swipe-following.png
  slow         a slow swipe a quarter of the way: the detail stays
  swipe        three quarters of the way: Back (the list, nothing selected)
  flick        a short fast swipe on Pyrenees' detail: Back
  vertical     a vertical two-finger scroll on the detail: nothing goes back
  pushed page  Alps' Stages page (pushed on the detail): a swipe pops it (Alps' detail)
  RTL          right to left (LANGUAGE=he): a swipe rightwards does nothing; leftwards goes
               Back                                             swipe-rtl-following.png
Every layout is compared with the harness's statement of the rules (`Mirror`,
layout_rules_oracle.py); nothing sleeps as synchronisation.
"""

import os
import shutil
import sys
import tempfile
import time

import private_session

if __name__ == "__main__":
    private_session.rerun_inside(__file__)  # a private D-Bus session and accessibility bus

import wayland_session  # noqa: E402  (first: it imports trails_harness, which takes G_DEBUG out)
import trails_harness as harness  # noqa: E402
import trails_wayland_test  # noqa: E402
from layout_rules_oracle import Mirror  # noqa: E402
from trails_harness import HEIGHT, WIDE  # noqa: E402

NARROW = 450
FOLLOW_PX = 150


class SwipeTest(trails_wayland_test.WaylandTest):
    def check_tools(self):
        """The tools are checked by trails_wayland_test.py."""

    def start_app(self, environment=None):
        self.app = wayland_session.WaylandTrailsApp(self.binary, self.results, self.session,
                                                    environment=environment)
        self.app.start(WIDE, HEIGHT)

    def fingers(self):
        """Where the fingers are: near the bottom of the window, in the middle, away from
        the band of rows the pixel checks compare (the pointer is drawn there)."""
        x, y, width, height = self.app.content_rect()
        return x + width // 2, y + height - 40

    def swipe(self, dx, steps, interval_ms=10, **options):
        x, y = self.fingers()
        self.session.swipe(x, y, dx, steps, interval_ms=interval_ms, **options)

    def open_detail(self, mirror, trail, index):
        row = self.settled_node(lambda t: t.row(trail), f"the {trail} row")
        self.app.click(row)
        mirror.row_clicked(index)
        tree = self.expect(f"{trail} clicked", mirror)
        if mirror.collapsed:  # a swipe starts once the page has slid in
            self.settled_node(lambda t: t.visible_button("Back"), f"{trail}'s detail to stop sliding in")
        return tree

    def body_band(self, capture):
        """A band of rows across the middle of the window's body (below the header), as
        lists of RGB pixels: what a moving page shows."""
        width, height, rgb = capture
        rows = range(height // 2, height // 2 + 40)
        return [[rgb[(y * width + x) * 3:(y * width + x) * 3 + 3] for x in range(width)] for y in rows]

    def page_moved(self, before, during, offset):
        """Whether `during` shows `before`'s body moved `offset` px (positive: rightwards),
        apart from 24 px at the page's leading edge (its shadow)."""
        width = before[0]
        old, new = self.body_band(before), self.body_band(during)
        columns = range(24, width - offset) if offset > 0 else range(24 - offset, width - 24)
        same = total = 0
        for old_row, new_row in zip(old, new):
            for x in columns:
                total += 1
                same += old_row[x] == new_row[x + offset]
        return total > 0 and same / total > 0.99

    def check_following(self, mirror, offset, screenshot):
        """Fingers down, `offset` px toward the list (rightwards when positive): the page's
        picture follows them and the list shows beneath; the fingers rest, then lift before
        half way: the page is back in place, pixel for pixel."""
        session, app, check = self.session, self.app, self.app.check
        rect = app.content_rect()
        session.move(*self.fingers())
        before = harness.poll(lambda: (lambda a, b: a if a == b else None)(session.capture(rect), session.capture(rect)),
                              "two identical captures of the detail")
        self.swipe(-offset, 5, stop=False)
        down = time.monotonic()
        side = "right" if offset > 0 else "left"
        try:
            harness.poll(lambda: self.page_moved(before, session.capture(rect), offset),
                         f"the detail drawn {abs(offset)} px to the {side}")
            moved = True
        except harness.StepTimeout:
            moved = False
        check(f"fingers down {abs(offset)} px toward the list: the detail's picture follows them, "
              f"{abs(offset)} px to the {side}", moved)
        session.screenshot(os.path.join(self.screenshots, screenshot), rect)
        shown = app.tree().row("Dolomites")
        check("the list shows beneath the moving detail (its rows are on screen for AT-SPI)",
              shown is not None and shown.visible, shown.describe() if shown else "no Dolomites row")
        rested = time.monotonic() - down
        check("the fingers rested at least 100 ms before they lift (no speed left)", rested >= 0.1,
              f"{rested * 1000:.0f} ms")
        session.scroll_stop()
        self.expect("fingers lifted a third of the way: the detail again", mirror)
        try:
            harness.poll(lambda: session.capture(rect) == before, "the detail back in place, pixel for pixel")
            in_place = True
        except harness.StepTimeout:
            in_place = False
        check("the detail slid back in place: the window is as before the swipe, pixel for pixel", in_place)

    def run_trails(self):
        self.start_app()
        app = self.app
        mirror = Mirror()
        mirror.resized(WIDE)
        self.expect("1000 px", mirror)
        self.open_detail(mirror, "Dolomites", 1)
        app.resize(NARROW)
        mirror.resized(NARROW)
        self.expect(f"{NARROW} px, collapsed on the detail", mirror)

        self.check_following(mirror, FOLLOW_PX, "swipe-following.png")

        self.swipe(-NARROW // 4, 10, interval_ms=30)
        self.expect("a slow swipe a quarter of the way, released: still the detail", mirror)

        self.swipe(-NARROW * 3 // 4, 10)
        mirror.back()
        self.expect("a swipe three quarters of the way: Back, the list", mirror)
        self.shoot("swipe-back-list.png")

        self.open_detail(mirror, "Pyrenees", 2)
        self.swipe(-NARROW // 6, 4)
        mirror.back()
        self.expect("a short fast swipe (a flick): Back, the list", mirror)

        self.open_detail(mirror, "Pyrenees", 2)
        self.swipe(-200, 8, vertical=True)
        self.expect("a vertical two-finger scroll on the detail: still the detail", mirror)

        self.check_pushed_page(mirror)
        app.quit_with_ctrl_q()
        self.check_right_to_left()

    def check_pushed_page(self, mirror):
        """A swipe on a page pushed on the detail pops it."""
        app = self.app
        app.key("alt+Left")
        mirror.back()
        self.expect("Alt+Left: the list", mirror)
        self.open_detail(mirror, "Alps", 0)
        stages = self.settled_node(lambda t: t.visible_button("Stages"), "Alps' Stages button")
        app.click(stages)
        app.wait_for(lambda t: "Stages" in t.header_title(), "the Stages page (header 'Stages')")
        self.settled_node(lambda t: t.visible_button("Back"), "the Stages page to stop sliding")
        self.swipe(-NARROW * 3 // 4, 10)
        try:
            app.wait_for(lambda t: "Alps" in t.header_title() and t.visible_button("Stages") is not None,
                         "Alps' detail again (header 'Alps', its Stages button)")
            popped = True
        except harness.StepTimeout:
            popped = False
        self.check("a swipe on the Stages page (pushed on the detail) pops it: Alps' detail", popped,
                   f"header {app.tree().header_title()}")
        self.expect("the Stages page popped: Alps' detail, as Mirror expects", mirror)

    def check_right_to_left(self):
        """Mirrored: right to left, Back is a swipe leftwards. GTK is right to left in Hebrew
        (its own catalogue); Trails has no Hebrew one, and GLib turns every translation off
        then unless the locale is C or English: so LANGUAGE=he under an en_US.UTF-8 locale,
        compiled into a private LOCPATH (Debian 12 generates no locale but C.UTF-8)."""
        locales = tempfile.mkdtemp(prefix="twopane-locales-")
        try:
            self.start_app(environment=dict(harness.english_locale(locales), LANGUAGE="he"))
            self.swipe_right_to_left()
        finally:
            shutil.rmtree(locales, ignore_errors=True)

    def swipe_right_to_left(self):
        mirror = Mirror()
        mirror.resized(WIDE)
        self.expect("right to left (LANGUAGE=he), 1000 px", mirror)
        self.open_detail(mirror, "Dolomites", 1)
        self.app.resize(NARROW)
        mirror.resized(NARROW)
        self.expect(f"right to left, {NARROW} px, collapsed on the detail", mirror)
        self.check_following(mirror, -FOLLOW_PX, "swipe-rtl-following.png")
        self.swipe(-NARROW * 3 // 4, 10)
        self.expect("right to left, a swipe rightwards: still the detail", mirror)
        self.swipe(NARROW * 3 // 4, 10)
        mirror.back()
        self.expect("right to left, a swipe leftwards: Back, the list", mirror)
        self.app.quit_with_ctrl_q()


if __name__ == "__main__":
    sys.exit(trails_wayland_test.main(SwipeTest, "trails_swipe_test.py"))
