#!/usr/bin/python3
"""The real `trails` follows the desktop's style, as a GNOME app does (issue 26): the
settings portal's colour scheme at start and live, GNOME's GSettings where there is no
portal, and the app's own choice over both.

Usage: trails_desktop_style_test.py PATH/TO/trails [SCREENSHOT_DIR]

Run it under scripts/headless.sh, in a session of its own: its fake portal owns
org.freedesktop.portal.Desktop on the session bus while it runs. Checks on screen (the
header bar's brightness) and through the portal's record of reads:

  portal     a fake settings portal (fake_settings_portal.py) says "prefer dark": Trails
             starts dark (it read org.freedesktop.appearance color-scheme) -> desktop-dark.png;
             the portal's SettingChanged to prefer light, dark, and no preference: light,
             dark, light, each live
  choice     the desktop prefers dark; Light Style: light; Follow System Style: dark again;
             Quit saves style=system
  slow       a portal that answers after a second (Trails waits 300 ms at start): dark once
             its answer comes, and its changes followed live
  at once    a portal that answers after 200 ms: Trails asked for the colour scheme and the
             contrast together at start-up, the second before the first was answered (it
             builds its window meanwhile, and waits only for what has not come), and
             starts dark with high contrast
  contrast   the portal says high contrast at start: GTK's HighContrast theme (the search
             field's top border, measured) -> desktop-high-contrast.png; normal contrast, high
             again, live; then prefer dark: high contrast's dark variant (a light border)
             -> desktop-high-contrast-dark.png; normal contrast: dark Adwaita
  gsettings  no portal; GSettings (keyfile backend) org.gnome.desktop.interface color-scheme
             'prefer-dark' before the start: dark; set to 'default', then 'prefer-dark',
             with `gsettings` while it runs: light, then dark; GNOME's
             org.gnome.desktop.a11y.interface high-contrast set and unset while it runs:
             high contrast, then not
  Ctrl+Q     exits 0, stdout and stderr empty (no GTK warning), after each scenario
"""

import os
import shutil
import subprocess
import sys
import tempfile

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from fake_settings_portal import FakeSettingsPortal
from trails_harness import pyatspi
from trails_app_test import DARK, LIGHT, choose, header_brightness, read_preferences, shown_menu_items
from trails_harness import WIDE, poll

PREFER_DARK, PREFER_LIGHT, NO_PREFERENCE = 1, 2, 0


def turns(app, dark, what):
    """Waits until the header is dark (or light), then records the check."""
    if dark:
        value = poll(lambda: (lambda v: v if v < DARK else None)(header_brightness(app)), f"{what}: dark")
    else:
        value = poll(lambda: (lambda v: v if v > LIGHT else None)(header_brightness(app)), f"{what}: light")
    app.check(f"{what}: {'dark' if dark else 'light'} (header brightness {value:.0f})", True)


def border_rows(app):
    """The mean brightness of each row of pixels across the search field's top border (a
    40-pixel-wide band from 4 rows above the field to 4 below), top to bottom."""
    entry = next(node for node in app.tree().nodes
                 if node.role == pyatspi.ROLE_ENTRY and node.name == "Search Trails" and node.has_size)
    x, y, width, _ = entry.extents
    screen_x, screen_y = app.screen_point_at(x + width // 2 - 20, y - 4)
    pixels = app.capture_pixels((screen_x, screen_y, 40, 9))
    return [sum(pixels[row * 120:(row + 1) * 120]) / 120 for row in range(9)]


def is_high_contrast(app, dark):
    """Whether GTK's HighContrast theme is shown, by the search field's top border. Light, a
    darker line: 123 on white on GTK 4.8, 100 on 4.18 (Adwaita's: 199, 184). Dark, a line
    brighter than the field (104 on 45, 78 on 48), where Adwaita's is darker (27 on 45, 7 on
    53)."""
    rows = border_rows(app)
    field = sorted(rows)[len(rows) // 2]
    if dark:
        return max(rows) - field > field - min(rows)
    return min(rows) < 160


def contrast_is(app, high, dark, what):
    """Waits until the high-contrast theme is shown (or not), then records the check."""
    poll(lambda: is_high_contrast(app, dark) == high or None, f"{what}: {'high' if high else 'normal'} contrast")
    rows = " ".join(f"{row:.0f}" for row in border_rows(app))
    app.check(f"{what}: {'high' if high else 'normal'} contrast (the search field's border rows: {rows})", True)


def chosen_style(app):
    return [name for name, checked, _ in shown_menu_items(app) if checked and name.endswith("Style")]


def beside_a_portal(binary, results, state_home, portal, steps):
    """Starts Trails wide beside the fake `portal`, runs `steps(app)`, quits with Ctrl+Q; the
    portal is stopped after."""
    try:
        app = harness.TrailsApp(binary, results, state_home=state_home)

        def scenario():
            app.start(WIDE)
            app.keep_origin()
            steps(app)
            app.quit_with_ctrl_q()
        harness.run_scenario(results, app, scenario)
    finally:
        portal.stop()


def follow_the_portal(binary, results, screenshot_dir, state_home):
    portal = FakeSettingsPortal(color_scheme=PREFER_DARK)

    def portal_live(app):
        app.check("portal: Trails read the colour scheme from the portal at start",
                  bool(portal.reads_of("color-scheme")), f"reads: {portal.reads}")
        turns(app, True, "portal: prefer dark at start")
        app.check("portal: Follow System Style is the style chosen", chosen_style(app) == ["Follow System Style"],
                  f"chosen: {chosen_style(app)}")
        app.save_screenshot(os.path.join(screenshot_dir, "desktop-dark.png"))
        portal.set("color-scheme", PREFER_LIGHT)
        turns(app, False, "portal: changed live to prefer light")
        portal.set("color-scheme", PREFER_DARK)
        turns(app, True, "portal: changed live to prefer dark")
        portal.set("color-scheme", NO_PREFERENCE)
        turns(app, False, "portal: changed live to no preference")

        portal.set("color-scheme", PREFER_DARK)
        turns(app, True, "choice: the desktop prefers dark")
        choose(app, "Light Style")
        turns(app, False, "choice: Light Style, whatever the desktop prefers")
        portal.set("color-scheme", PREFER_DARK)  # told again: the app's choice stays
        app.check("choice: Light Style is the style chosen", chosen_style(app) == ["Light Style"],
                  f"chosen: {chosen_style(app)}")
        turns(app, False, "choice: the desktop told again, Light Style stays")
        choose(app, "Follow System Style")
        turns(app, True, "choice: Follow System Style follows the desktop again")
    beside_a_portal(binary, results, state_home, portal, portal_live)
    preferences = read_preferences(state_home)
    results.check("choice: Quit saved style=system in [preferences]", preferences.get("style") == "system",
                  f"[preferences]: {preferences}")


def follow_a_slow_portal(binary, results, state_home):
    portal = FakeSettingsPortal(color_scheme=PREFER_DARK, reply_delay_ms=1000)

    def slow_portal(app):
        turns(app, True, "slow: prefer dark, answered after a second")
        portal.set("color-scheme", PREFER_LIGHT)
        turns(app, False, "slow: changed live to prefer light")
    beside_a_portal(binary, results, state_home, portal, slow_portal)


def ask_at_once(binary, results, state_home):
    portal = FakeSettingsPortal(color_scheme=PREFER_DARK, contrast=1, reply_delay_ms=200)

    def at_once(app):
        app.check("at once: the contrast was asked for before the colour scheme was answered",
                  portal.asked_while_unanswered == ["contrast"],
                  f"reads: {portal.reads}; asked while unanswered: {portal.asked_while_unanswered}")
        turns(app, True, "at once: prefer dark at start, answered after 200 ms")
        contrast_is(app, True, True, "at once: high contrast at start")
    beside_a_portal(binary, results, state_home, portal, at_once)


def follow_the_contrast(binary, results, screenshot_dir, state_home):
    portal = FakeSettingsPortal(color_scheme=NO_PREFERENCE, contrast=1)

    def contrast_live(app):
        app.check("contrast: Trails read the contrast from the portal at start",
                  bool(portal.reads_of("contrast")), f"reads: {portal.reads}")
        contrast_is(app, True, False, "contrast: high contrast at start")
        app.save_screenshot(os.path.join(screenshot_dir, "desktop-high-contrast.png"))
        portal.set("contrast", 0)
        contrast_is(app, False, False, "contrast: changed live to normal")
        portal.set("contrast", 1)
        contrast_is(app, True, False, "contrast: changed live to high")
        portal.set("color-scheme", PREFER_DARK)
        turns(app, True, "contrast: the desktop prefers dark too")
        contrast_is(app, True, True, "contrast: high contrast's dark variant")
        app.save_screenshot(os.path.join(screenshot_dir, "desktop-high-contrast-dark.png"))
        portal.set("contrast", 0)
        contrast_is(app, False, True, "contrast: normal again, dark Adwaita")
    beside_a_portal(binary, results, state_home, portal, contrast_live)


def follow_gsettings(binary, results, state_home):
    config_home = tempfile.mkdtemp(prefix="trails-gsettings-")
    environment = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config_home}

    def gsettings_set(value, schema="org.gnome.desktop.interface", key="color-scheme"):
        subprocess.run(["gsettings", "set", schema, key, value],
                       env=dict(os.environ, **environment), check=True, timeout=10)

    try:
        gsettings_set("prefer-dark")
        app = harness.TrailsApp(binary, results, state_home=state_home, environment=environment)

        def gsettings_live():
            app.start(WIDE)
            app.keep_origin()
            turns(app, True, "gsettings: 'prefer-dark' at start, no portal")
            gsettings_set("default")
            turns(app, False, "gsettings: set to 'default' while it runs")
            gsettings_set("prefer-dark")
            turns(app, True, "gsettings: set to 'prefer-dark' while it runs")
            gsettings_set("true", "org.gnome.desktop.a11y.interface", "high-contrast")
            contrast_is(app, True, True, "gsettings: GNOME's high-contrast set while it runs")
            gsettings_set("false", "org.gnome.desktop.a11y.interface", "high-contrast")
            contrast_is(app, False, True, "gsettings: and unset")
            app.quit_with_ctrl_q()
        harness.run_scenario(results, app, gsettings_live)
    finally:
        shutil.rmtree(config_home, ignore_errors=True)


if __name__ == "__main__":
    binary, screenshot_dir = harness.screenshot_test_arguments(__file__)
    results = harness.Results()

    def body():
        state_home = tempfile.mkdtemp(prefix="trails-style-")
        try:
            follow_the_portal(binary, results, screenshot_dir, state_home)
            follow_a_slow_portal(binary, results, state_home)
            ask_at_once(binary, results, state_home)
            follow_the_contrast(binary, results, screenshot_dir, state_home)
            follow_gsettings(binary, results, state_home)
        finally:
            shutil.rmtree(state_home, ignore_errors=True)
    sys.exit(harness.run_test(body, results))
