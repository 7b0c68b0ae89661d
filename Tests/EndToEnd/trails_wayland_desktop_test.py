#!/usr/bin/python3
"""Trails follows the desktop as a native Wayland client under a headless sway (issue 26):
the settings portal's colour scheme and contrast, and GNOME's text size from GSettings, which
GTK reads itself on Wayland (there are no XSETTINGS there).

Usage: trails_wayland_desktop_test.py PATH/TO/trails [SCREENSHOT_DIR]

Run it directly with /usr/bin/python3, as trails_wayland_test.py (it runs itself again
under its own D-Bus session, where its fake settings portal owns the portal's name).

Steps, with GSETTINGS_BACKEND=keyfile in a fresh XDG_CONFIG_HOME:
  dark         the portal prefers dark at start: the header is dark  wayland-desktop-dark.png
  contrast     the portal's contrast set to high while it runs: GTK's HighContrast theme, its
               dark variant (the search field's border, measured with grim); then normal
  light        the portal changed to no preference: light
  text size    Dolomites side by side at 700 px; `gsettings set org.gnome.desktop.interface
               text-scaling-factor 1.5` while it runs: the same 700 px collapses onto the
               detail (the breakpoint is 600 sp, 900 px)     wayland-large-text.png;
               back to 1.0: side by side again
  Ctrl+Q       (wtype) exits 0, stdout and stderr empty
Nothing sleeps as synchronisation: every step polls until a deadline.
"""

import os
import shutil
import subprocess
import sys
import tempfile

import private_session

if __name__ == "__main__":
    private_session.rerun_inside(__file__)  # a private D-Bus session and accessibility bus

import wayland_session  # noqa: E402  (first: it imports trails_harness, which takes G_DEBUG out)
import trails_wayland_test  # noqa: E402
from fake_settings_portal import FakeSettingsPortal  # noqa: E402
from trails_desktop_style_test import NO_PREFERENCE, PREFER_DARK, contrast_is, turns  # noqa: E402
from trails_large_text_test import side_by_side, title_node  # noqa: E402
from trails_harness import HEIGHT, WIDE  # noqa: E402

DISTANCE = "28 km"


class DesktopTest(trails_wayland_test.WaylandTest):
    def check_tools(self):
        """The tools are checked by trails_wayland_test.py."""

    def run_trails(self):
        config_home = tempfile.mkdtemp(prefix="trails-gsettings-")
        environment = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config_home}
        portal = FakeSettingsPortal(color_scheme=PREFER_DARK)
        try:
            self.app = wayland_session.WaylandTrailsApp(self.binary, self.results, self.session,
                                                        environment=environment)
            self.app.start(WIDE, HEIGHT)
            self.follow_the_portal(portal)
            self.follow_the_text_size(environment)
            self.app.quit_with_ctrl_q()
        finally:
            portal.stop()
            shutil.rmtree(config_home, ignore_errors=True)

    def follow_the_portal(self, portal):
        app = self.app
        turns(app, True, "sway: the portal prefers dark at start")
        self.shoot("wayland-desktop-dark.png")
        portal.set("contrast", 1)
        contrast_is(app, True, True, "sway: the portal's high contrast, set live, in the dark scheme")
        portal.set("contrast", 0)
        contrast_is(app, False, True, "sway: normal contrast again")
        portal.set("color-scheme", NO_PREFERENCE)
        turns(app, False, "sway: the portal changed live to no preference")

    def follow_the_text_size(self, environment):
        app = self.app

        def text_scaling_factor(value):
            subprocess.run(["gsettings", "set", "org.gnome.desktop.interface", "text-scaling-factor", value],
                           env=dict(os.environ, **environment), check=True, timeout=10)
        row = self.settled_node(lambda t: t.row("Dolomites"), "the Dolomites row")
        app.click(row)
        app.resize(700)
        app.wait_for(lambda t: side_by_side(app, t) and title_node(t) is not None,
                     "sway: Dolomites side by side at 700 px, normal text")
        app.check("sway: normal text: Dolomites side by side at 700 px", True)
        text_scaling_factor("1.5")
        app.wait_for(lambda t: not side_by_side(app, t) and bool(t.visible_labels(DISTANCE))
                     and bool(t.visible_buttons("Back")),
                     "sway: text-scaling-factor 1.5 set while it runs collapses 700 px onto the detail")
        app.check("sway: text-scaling-factor 1.5 set while it runs: 700 px collapses onto Dolomites' detail", True)
        self.shoot("wayland-large-text.png")
        text_scaling_factor("1.0")
        app.wait_for(lambda t: side_by_side(app, t) and title_node(t) is not None,
                     "sway: text-scaling-factor 1.0: side by side again")
        app.check("sway: text-scaling-factor back to 1.0: side by side again at 700 px", True)


if __name__ == "__main__":
    sys.exit(trails_wayland_test.main(DesktopTest, "trails_wayland_desktop_test.py"))
