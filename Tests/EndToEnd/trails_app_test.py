#!/usr/bin/python3
"""The real `trails` as a GNOME app: primary menu, shortcuts window, About, the style, and
one instance per session (issue 6).

Usage: trails_app_test.py PATH/TO/trails [SCREENSHOT_DIR]

Run it under scripts/headless.sh. Checks through AT-SPI and the screen:

  menu       F10 opens the primary menu ("Main Menu"): Show Sidebar (checked, F9), the
             style (Follow System Style chosen, Light Style, Dark Style: radio items),
             Keyboard Shortcuts (Ctrl+?), About Trails, Quit (Ctrl+Q); Show Sidebar from
             the menu hides the list and unchecks the item; F9 brings it back
  dark       Dark Style from the menu darkens the window (measured on screen) with a
             trail's gradient shown -> dark-style.png; Light Style, and it is light again;
             Follow System Style (no desktop preference in this session): light
  dark kept  Dark Style, Ctrl+Q, a new start: dark, the item chosen; style=maybe in the
             state file: one warning naming the file, light, and the value dropped
             (trails_desktop_style_test follows a desktop that prefers dark)
  shortcuts  Ctrl+? opens the Keyboard Shortcuts window; it lists F9, Escape, Alt+Left,
             Ctrl+F, Ctrl+Q (and every other key the app has); Escape closes it
  about      About Trails shows the name, the version `trails --version` prints, the MIT
             licence and a link to the website
  instance   a second `trails` exits 0 at once and the first keeps its one window; a second
             `trails --data FILE` (a relative path) makes the first show that file's trails;
             a bad file is refused by the second launch (exit 2, one line) and changes
             nothing; a second `trails --regions` brings the regions sidebar
  es         with LANGUAGE=es: "Nada seleccionado", the toggle "Mostrar barra lateral", the
             search "Buscar en Trails", the menu, "Etapas" and "Hecho" -> spanish.png, "4
             etapas · 42 km", a narrow window's "Atrás", About ("Acerca de Trails", GTK's
             "Créditos")
  scale 2    GDK_SCALE=2: 2000, 960 and 1400 device px are 1000, 480 and 700 logical px:
             side by side, one page, side by side (the breakpoint is in logical pixels)
  no libadwaita  where libadwaita-1.so.0 cannot be loaded (an empty file of that name first
             in LD_LIBRARY_PATH): the app starts in GTK's own look, says so in one line on
             stderr, and quits with Ctrl+Q
  Ctrl+Q     exits 0, stdout and stderr empty (no GTK warning), after each scenario

Screenshots go to SCREENSHOT_DIR (default: docs/screenshots/ of this repository).
Every step waits by polling; nothing sleeps. Prints one line per check and ends with
"N passed, M failed"; exits 1 if any check failed.
"""

import configparser
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from trails_harness import APP_G_DEBUG, TITLE, WIDE, poll, pyatspi, xdotool

MENU_ITEMS = ["Show Sidebar", "Follow System Style", "Light Style", "Dark Style", "Keyboard Shortcuts",
              "About Trails", "Quit"]
MENU_ITEMS_ES = ["Mostrar barra lateral", "Seguir el estilo del sistema", "Estilo claro", "Estilo oscuro",
                 "Atajos de teclado", "Acerca de Trails", "Salir"]
MENU_ROLES = {pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM}
# What the issue asks the shortcuts window to list, as the window spells the keys.
REQUIRED_SHORTCUTS = ["F9", "Escape", "Alt+←", "Ctrl+F", "Ctrl+Q"]
SECOND_LAUNCH_TIMEOUT_S = 10.0
DARK, LIGHT = 90, 170  # mean brightness (0-255) of a patch of window background


# ---------------------------------------------------------------------------------------
# Reading the tree

def item_shortcut(node):
    """A menu item's keyboard shortcut: its second label (GTK 4.8), or its `keyshortcuts`
    attribute (GTK 4.18); None when it has none."""
    labels = [child.name for child in node.children if child.role == pyatspi.ROLE_LABEL]
    if len(labels) > 1:
        return labels[1]
    attributes = dict(attribute.split(":", 1) for attribute in node.accessible.getAttributes() if ":" in attribute)
    return attributes.get("keyshortcuts") or None


def menu_items(tree):
    """The primary menu's items shown, in order: (name, checked, accelerator or None)."""
    items = []
    for node in tree.nodes:
        if node.role in MENU_ROLES and node.exposed_visible:
            items.append((harness.item_name(node), pyatspi.STATE_CHECKED in node.states, item_shortcut(node)))
    return items


def frames(tree):
    """The app's windows (GTK 4.8 gives the About window the role "filler")."""
    return tree.nodes[0].children


def shortcuts_listed(tree, window_name):
    """The (keys, title) pairs the shortcuts window shows: keys such as "Ctrl+F"; one pair
    per alternative ("Escape / Alt+←" gives two)."""
    window = next((node for node in frames(tree) if node.name == window_name), None)
    if window is None:
        return []
    pairs = []
    # Each shortcut is a row: its keys, then its title. GTK 4.8: a node named
    # "GtkShortcutLabel" with one label per key ("+" and "/" between them), beside a box
    # holding the title's label. GTK 4.18: a row (role label) named "<keys> <title>" holding
    # a grouping named after the keys ("Ctrl + F"). The search page repeats them all at
    # zero size.
    for keys_node in tree.descendants(window):
        if not keys_node.has_size:
            continue
        if keys_node.name == "GtkShortcutLabel":
            keys = "".join(key.name for key in keys_node.children if key.role == pyatspi.ROLE_LABEL)
            title = " ".join(label.name for sibling in keys_node.parent.children if sibling is not keys_node
                             for label in tree.descendants(sibling) if label.role == pyatspi.ROLE_LABEL)
        else:
            row = keys_node.parent.parent if keys_node.parent is not None else None
            if (keys_node.role != pyatspi.ROLE_GROUPING or not keys_node.name or row is None
                    or row.role != pyatspi.ROLE_LABEL or not row.name.startswith(keys_node.name + " ")):
                continue
            keys = keys_node.name.replace(" ", "")
            title = row.name[len(keys_node.name):].strip()
        for alternative in keys.split("/"):
            pairs.append((alternative, title))
    return pairs


def label_texts(tree, frame_node):
    """The texts of the labels shown in a window, in NFC (GTK's Spanish catalogue writes
    "Página" with a combining accent)."""
    return [unicodedata.normalize("NFC", node.name) for node in tree.descendants(frame_node)
            if node.role == pyatspi.ROLE_LABEL and node.has_size]


def brightness(app, x, y, size=16):
    """Mean brightness of a size x size patch at window point (x, y)."""
    screen_x, screen_y = app.screen_point_at(x, y)
    pixels = app.capture_pixels((screen_x, screen_y, size, size))
    return sum(pixels) / len(pixels)


# ---------------------------------------------------------------------------------------
# Scenarios

def open_menu(app, items=MENU_ITEMS):
    app.key("F10")
    return app.wait_for(lambda tree: [name for name, _, _ in menu_items(tree)] == items,
                        f"the primary menu showing {items}")


def shown_menu_items(app, items=MENU_ITEMS):
    """Opens the primary menu, reads its items (see `menu_items`) and closes it (Escape)."""
    shown = menu_items(open_menu(app, items))
    app.key("Escape")
    app.wait_for(lambda tree: not menu_items(tree), "Escape to close the menu")
    return shown


def choose(app, item, items=MENU_ITEMS):
    """Opens the primary menu (showing `items`) and activates `item` with the keyboard."""
    open_menu(app, items)
    for _ in range(items.index(item)):
        app.key("Down")
    app.wait_for(lambda tree: any(harness.item_name(node) == item and node.focused for node in tree.find(MENU_ROLES)),
                 f"the focus on the menu item {item!r}")
    app.key("Return")
    app.wait_for(lambda tree: not menu_items(tree), "the menu to close")


def focus_window_named(name):
    """Gives the X keyboard focus to the window titled `name` (no window manager)."""
    window = poll(lambda: (xdotool("search", "--name", f"^{name}$", check=False).split() or [None])[-1],
                  f"an X window named {name!r}")
    xdotool("windowfocus", "--sync", window)


def check_menu(app):
    tree = app.tree()
    buttons = [node for node in tree.visible_buttons("Main Menu") if node.has_size]
    app.check("menu: a visible 'Main Menu' button in the header bar", bool(buttons))
    items = shown_menu_items(app)
    expected = [("Show Sidebar", True, "F9"), ("Follow System Style", True, None), ("Light Style", False, None),
                ("Dark Style", False, None),
                ("Keyboard Shortcuts", False, "Ctrl+?"), ("About Trails", False, None), ("Quit", False, "Ctrl+Q")]
    app.check("menu: F10 opens it with the items, checks and keys expected", items == expected, f"shown: {items}")

    choose(app, "Show Sidebar")
    tree = app.wait_for(lambda tree: tree.trails_list is None or not tree.trails_list.exposed_visible,
                        "the list hidden by the menu's Show Sidebar")
    app.check("menu: Show Sidebar hides the list", True)
    items = shown_menu_items(app)
    app.check("menu: Show Sidebar is now unchecked", ("Show Sidebar", False, "F9") in items, f"shown: {items}")
    app.key("F9")
    app.wait_for(lambda tree: tree.trails_list is not None and tree.trails_list.exposed_visible,
                 "F9 to show the list again")
    app.check("menu: F9 (the same action) shows the list again", True)


def check_dark_style(app, screenshot_dir):
    app.click_row(app.tree(), "Dolomites")
    app.wait_for(lambda tree: app.is_expanded(tree, WIDE, "28 km"), "the Dolomites detail")
    # The detail's top-left corner is the gradient; the placeholder area is the window's
    # background. Measure the header bar, which is plain background in both styles.
    light = header_brightness(app)
    app.check(f"dark: the header starts light (brightness {light:.0f} > {LIGHT})", light > LIGHT)
    choose(app, "Dark Style")
    dark = poll(lambda: (lambda value: value if value < DARK else None)(header_brightness(app)),
                f"the header to turn dark (brightness < {DARK})")
    app.check(f"dark: Dark Style darkens the header (brightness {dark:.0f} < {DARK})", True)
    items = shown_menu_items(app)
    app.check("dark: Dark Style is chosen, and only it", ("Dark Style", True, None) in items
              and ("Follow System Style", False, None) in items, f"shown: {items}")
    app.save_screenshot(os.path.join(screenshot_dir, "dark-style.png"))
    choose(app, "Light Style")
    poll(lambda: header_brightness(app) > LIGHT, f"the header to turn light again (brightness > {LIGHT})")
    app.check("dark: Light Style gives the light style back", True)
    choose(app, "Follow System Style")
    items = shown_menu_items(app)
    app.check("dark: Follow System Style chosen again (no desktop preference here: light)",
              ("Follow System Style", True, None) in items and header_brightness(app) > LIGHT, f"shown: {items}")


def header_brightness(app):
    """Brightness of a patch of plain header bar, left of the title."""
    header = app.tree().header_bar()
    return brightness(app, header.extents[0] + header.extents[2] // 2 - 120, header.extents[1] + 8)


def read_preferences(state_home):
    """The [preferences] group of the state file, as a dict (empty when there is none)."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(os.path.join(state_home, "org.twopane.Trails", "state.ini"), encoding="utf-8")
    return dict(parser["preferences"]) if parser.has_section("preferences") else {}


def check_dark_style_remembered(binary, results):
    """Dark Style survives a restart; a value that is not a boolean gives one warning, the
    light style, and a clean value after quitting."""
    state_home = tempfile.mkdtemp(prefix="trails-dark-")
    try:
        first = harness.TrailsApp(binary, results, state_home=state_home)

        def choose_dark():
            first.start(WIDE)
            first.keep_origin()
            choose(first, "Dark Style")
            poll(lambda: header_brightness(first) < DARK, "the header to turn dark")
            first.quit_with_ctrl_q()
        harness.run_scenario(results, first, choose_dark)
        preferences = read_preferences(state_home)
        results.check("dark kept: Quit saved style=dark in [preferences]",
                      preferences.get("style") == "dark", f"[preferences]: {preferences}")

        second = harness.TrailsApp(binary, results, state_home=state_home)

        def starts_dark():
            second.start(WIDE)
            second.keep_origin()
            value = poll(lambda: (lambda v: v if v < DARK else None)(header_brightness(second)),
                         "the restarted app's header to be dark")
            second.check(f"dark kept: the next start is dark (header brightness {value:.0f})", True)
            items = shown_menu_items(second)
            second.check("dark kept: ... with Dark Style checked", ("Dark Style", True, None) in items,
                         f"shown: {items}")
            second.quit_with_ctrl_q()
        harness.run_scenario(results, second, starts_dark)

        path = os.path.join(state_home, "org.twopane.Trails", "state.ini")
        with open(path, encoding="utf-8") as file:
            text = file.read()
        with open(path, "w", encoding="utf-8") as file:
            file.write(text.replace("style=dark", "style=maybe"))
        third = harness.TrailsApp(binary, results, state_home=state_home)
        third.expected_stderr = [f"trails: warning: ignoring the state file '{path}': 'style' in "
                                 "[preferences] is none of system, light and dark; starting with defaults"]

        def bad_value():
            third.start(WIDE)
            third.keep_origin()
            value = header_brightness(third)
            third.check(f"dark kept: style=maybe starts light (header brightness {value:.0f})", value > LIGHT)
            third.quit_with_ctrl_q()
        harness.run_scenario(results, third, bad_value)
        preferences = read_preferences(state_home)
        results.check("dark kept: after quitting, the bad value is gone (no [preferences] left to guess)",
                      "style" not in preferences, f"[preferences]: {preferences}")
    finally:
        shutil.rmtree(state_home, ignore_errors=True)


def check_shortcuts_window(app):
    app.key("ctrl+question")
    name = "Keyboard Shortcuts"
    tree = app.wait_for(lambda tree: len(shortcuts_listed(tree, name)) >= len(REQUIRED_SHORTCUTS),
                        "Ctrl+? to open the Keyboard Shortcuts window")
    listed = shortcuts_listed(tree, name)
    keys = [keys for keys, _ in listed]
    missing = [key for key in REQUIRED_SHORTCUTS if key not in keys]
    app.check(f"shortcuts: Ctrl+? opens a window listing {', '.join(REQUIRED_SHORTCUTS)}", not missing,
              f"missing {missing}; listed: {listed}")
    also = ["Ctrl+W", "Ctrl+?", "F10", "Alt+→"]
    app.check(f"shortcuts: it lists the other keys too ({', '.join(also)})",
              all(key in keys for key in also), f"listed: {listed}")
    focus_window_named(name)
    app.key("Escape")
    app.wait_for(lambda tree: not shortcuts_listed(tree, name), "Escape to close the shortcuts window")
    app.check("shortcuts: Escape closes it", True)
    xdotool("windowfocus", "--sync", app.window)


def about_window(app, title):
    """Waits for the About window titled `title`; (tree, its labels' texts)."""
    tree = app.wait_for(lambda tree: any(node.name == title for node in frames(tree)), f"the {title!r} window")
    return tree, label_texts(tree, next(node for node in frames(tree) if node.name == title))


def close_about(app, title):
    focus_window_named(title)
    app.key("Escape")
    app.wait_for(lambda tree: not any(node.name == title and node.exposed_visible for node in frames(tree)),
                 f"Escape to close {title!r}")
    xdotool("windowfocus", "--sync", app.window)


def check_about(app, version):
    choose(app, "About Trails")
    tree, texts = about_window(app, "About Trails")
    joined = " | ".join(texts)
    app.check("about: it names the app 'Trails'", "Trails" in texts, joined)
    app.check(f"about: it shows the version {version!r} that --version prints", version in texts, joined)
    app.check("about: it names the MIT licence", "MIT" in joined, joined)
    app.check("about: it links the website ('Website')", "Website" in texts, joined)
    close_about(app, "About Trails")


def check_spanish(app, screenshot_dir):
    """LANGUAGE=es: the app's words, the layout's and GTK's own, in Spanish."""
    tree = app.wait_for(lambda tree: tree.visible_labels("Nada seleccionado"), "the placeholder in Spanish")
    app.check("es: the placeholder says 'Nada seleccionado'", True)
    toggles = [node for node in tree.visible_buttons("Mostrar barra lateral") if node.has_size]
    app.check("es: the sidebar toggle is named 'Mostrar barra lateral'", bool(toggles))
    entries = [node for node in tree.find({pyatspi.ROLE_ENTRY}, "Buscar en Trails") if node.exposed_visible]
    app.check("es: the search field is named 'Buscar en Trails'", bool(entries))
    shown_menu_items(app, MENU_ITEMS_ES)
    app.check(f"es: the menu lists {MENU_ITEMS_ES}", True)

    app.click_row(app.tree(), "Alps")
    tree = app.wait_for(lambda tree: app.is_expanded(tree, WIDE, "42 km") and tree.visible_buttons("Etapas"),
                        "the Alps detail with its 'Etapas' button")
    app.check("es: the detail has 'Etapas' and 'Hecho' buttons and says '42 km'",
              bool(tree.visible_buttons("Hecho")))
    app.save_screenshot(os.path.join(screenshot_dir, "spanish.png"))
    stages = tree.visible_buttons("Etapas")[0]
    stages.accessible.queryAction().doAction(0)
    app.wait_for(lambda tree: tree.visible_labels("4 etapas · 42 km"), "the Stages page's summary in Spanish")
    app.check("es: the Stages page says '4 etapas · 42 km' (plural forms)", True)

    app.resize(harness.NARROW)
    tree = app.wait_for(lambda tree: [node for node in tree.visible_buttons("Atrás") if node.has_size],
                        "a narrow window's 'Atrás' button")
    app.check("es: narrow, the back button is named 'Atrás'", True)
    app.resize(WIDE)
    app.wait_for(lambda tree: app.settled(tree, WIDE), "the window wide again")

    choose(app, "Acerca de Trails", MENU_ITEMS_ES)
    tree, texts = about_window(app, "Acerca de Trails")
    joined = " | ".join(texts)
    app.check("es: About is 'Acerca de Trails' with the Spanish description",
              "Rutas de senderismo y sus detalles, lado a lado o de una en una." in texts, joined)
    app.check("es: ... and GTK's own words in Spanish ('Créditos', 'Página web')",
              "Créditos" in texts and "Página web" in texts, joined)
    close_about(app, "Acerca de Trails")


def second_launch(app, arguments, cwd=None):
    """Runs another `trails` while `app` runs: (status, stdout, stderr)."""
    env = dict(os.environ)
    if APP_G_DEBUG is not None:
        env["G_DEBUG"] = APP_G_DEBUG
    try:
        result = subprocess.run([app.binary, *arguments], cwd=cwd, env=env, capture_output=True,
                                text=True, timeout=SECOND_LAUNCH_TIMEOUT_S, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return None, "", "still running: it opened a window of its own?"
    return result.returncode, result.stdout, result.stderr


def check_single_instance(app, work_dir):
    status, out, err = second_launch(app, [])
    tree = app.tree()
    app.check("instance: a second 'trails' exits 0 at once, printing nothing",
              status == 0 and not out and not err, f"status {status}, stdout {out!r}, stderr {err!r}")
    app.check("instance: the first still has exactly one window", [f.name for f in frames(tree)] == [TITLE],
              f"frames: {[f.name for f in frames(tree)]}")

    names = ["Kungsleden", "GR 20"]
    data = {"trails": [{"name": name, "distance_km": 100 + index, "colors": ["#3584e4", "#2190a4"]}
                       for index, name in enumerate(names)]}
    os.makedirs(os.path.join(work_dir, "data"), exist_ok=True)
    with open(os.path.join(work_dir, "data", "north.json"), "w", encoding="utf-8") as file:
        json.dump(data, file)
    status, out, err = second_launch(app, ["--data", "data/north.json"], cwd=work_dir)
    app.check("instance: a second 'trails --data data/north.json' (relative) exits 0",
              status == 0 and not out and not err, f"status {status}, stdout {out!r}, stderr {err!r}")
    app.wait_for(lambda tree: tree.row_texts() == names, f"the first window to list {names}")
    app.check(f"instance: the first window now lists the file's trails {names}", True)

    with open(os.path.join(work_dir, "bad.json"), "w", encoding="utf-8") as file:
        file.write('{"trails": [')
    status, out, err = second_launch(app, ["--data", "bad.json"], cwd=work_dir)
    lines = err.splitlines()
    app.check("instance: a second launch with a bad file exits 2 with one line naming it",
              status == 2 and len(lines) == 1 and "bad.json" in err and not out,
              f"status {status}, stderr {err!r}")
    app.check("instance: ... and the first window is unchanged", app.tree().row_texts() == names,
              f"rows: {app.tree().row_texts()}")

    status, out, err = second_launch(app, ["--regions"])
    app.check("instance: a second 'trails --regions' exits 0", status == 0 and not err,
              f"status {status}, stderr {err!r}")
    app.wait_for(lambda tree: any(node.name == "Regions" for node in tree.lists),
                 "the regions sidebar in the first window")
    app.check("instance: the first window now has the regions sidebar", True)


def check_scale_two(app):
    """GDK_SCALE=2: the layout decides in logical pixels (half the X window's), and the
    header and the placeholder are where they belong."""
    app.window = harness.find_main_window(app.process)
    app.application = harness.find_application(app.process)
    for device_width, collapsed in ((2000, False), (960, True), (1400, False)):
        size = (device_width, 1000)
        xdotool("windowsize", app.window, *size)

        def settled(tree):
            frame, trails = tree.frame, tree.trails_list
            if frame is None or trails is None or not trails.exposed_visible:
                return False
            # AT-SPI reports logical pixels: the frame is about half the X window.
            if any(abs(frame.extents[2 + axis] - size[axis] // 2) > 40 for axis in (0, 1)):
                return False
            fills = trails.extents[2] >= frame.extents[2] - 4
            return fills == collapsed
        tree = app.wait_for(settled, f"the layout {'collapsed' if collapsed else 'side by side'} "
                                     f"in an X window {device_width} px wide at scale 2")
        logical = tree.frame.extents[2]
        placeholder = bool(tree.visible_labels("Nothing selected"))
        app.check(f"scale 2: {device_width} device px = {logical} logical px: "
                  f"{'one page (list)' if collapsed else 'list and placeholder side by side'}",
                  collapsed or placeholder)


if __name__ == "__main__":
    binary, screenshot_dir = harness.screenshot_test_arguments(__file__)
    results = harness.Results()
    version = subprocess.run([binary, "--version"], capture_output=True, text=True,
                             timeout=SECOND_LAUNCH_TIMEOUT_S).stdout.split()[-1]

    def body():
        app = harness.TrailsApp(binary, results)

        def gnome_app():
            app.start(WIDE)
            app.keep_origin()
            check_menu(app)
            check_dark_style(app, screenshot_dir)
            check_shortcuts_window(app)
            check_about(app, version)
            app.quit_with_ctrl_q()
        harness.run_scenario(results, app, gnome_app)

        second = harness.TrailsApp(binary, results)

        def one_instance():
            second.start(WIDE)
            with tempfile.TemporaryDirectory() as work_dir:
                check_single_instance(second, work_dir)
            second.quit_with_ctrl_q()
        harness.run_scenario(results, second, one_instance)

        check_dark_style_remembered(binary, results)

        # GNU gettext ignores LANGUAGE in the C locale, and glibc 2.41 in C.UTF-8 too.
        locales = tempfile.mkdtemp(prefix="twopane-locales-")
        try:
            spanish = harness.TrailsApp(binary, results,
                                        environment=dict(harness.english_locale(locales), LANGUAGE="es"))

            def in_spanish():
                spanish.start(WIDE)
                spanish.keep_origin()
                check_spanish(spanish, screenshot_dir)
                spanish.quit_with_ctrl_q()
            harness.run_scenario(results, spanish, in_spanish)
        finally:
            shutil.rmtree(locales, ignore_errors=True)

        missing = harness.TrailsApp(binary, results, without_libadwaita=True)
        missing.expected_stderr = [re.compile(r"TwoPane: libadwaita could not be loaded \(.*libadwaita-1\.so\.0: "
                                              r".*\); drawn in GTK's own look")]

        def without_libadwaita():
            missing.start(WIDE)
            missing.wait_for(lambda tree: missing.is_expanded(tree, WIDE, None),
                             "no libadwaita: the list and the placeholder side by side")
            missing.check("no libadwaita: the list and the placeholder side by side, in GTK's look", True)
            missing.quit_with_ctrl_q()
        harness.run_scenario(results, missing, without_libadwaita)

        scaled = harness.TrailsApp(binary, results, environment={"GDK_SCALE": "2"})

        def at_scale_two():
            check_scale_two(scaled)
            scaled.quit_with_ctrl_q()
        harness.run_scenario(results, scaled, at_scale_two)
    sys.exit(harness.run_test(body, results))
