#!/usr/bin/python3
"""Right-to-left and emoji trail names, shown by the real `trails` (docs/DATA-FORMAT.md,
layout rules L3, L6, L14; issue "Hardening").

Usage: trails_names_test.py PATH/TO/trails

Run it under scripts/headless.sh. It writes a data file (UTF-8 JSON, as
docs/DATA-FORMAT.md describes) whose trails are named in Hebrew, in Arabic, with an emoji,
and with an emoji ZWJ sequence, runs `trails --data FILE`, and checks through AT-SPI:

- the list's rows carry exactly those names, in file order (the text the app received,
  code point for code point: no reordering, mirroring, normalisation or mangling);
- expanded (1000 px), clicking each row selects exactly that row and shows its detail:
  the name label with exactly that text, and the distance;
- collapsed (480 px), clicking each row opens its detail page, whose header title is
  exactly the name (L3), with the Back button; Escape returns to the list.

Waits poll the accessible tree with a deadline; nothing sleeps. Prints one line per check
and ends with "N passed, M failed"; exits 1 if any check failed.
"""

import json
import os
import sys
import tempfile
import unicodedata

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from layout_rules_oracle import TITLE, Mirror, layout_problems
from trails_harness import note, pyatspi

WIDE, NARROW = 1000, 480  # content widths: expanded, collapsed

# (name, distance in km, distance label, colours)
TRAILS = [
    ("הרי הגליל", 35, "35 km", ["#3584e4", "#2190a4"]),          # Hebrew: the Galilee mountains
    ("جبال الأطلس", 120, "120 km", ["#ff7800", "#e66192"]),       # Arabic: the Atlas mountains
    ("Volcano 🌋 Trail", 12.5, "12.5 km", ["#e01b24", "#f6d32d"]),
    ("Family 👨‍👩‍👧 Walk", 4, "4 km", ["#2ec27e", "#8ff0a4"]),       # a ZWJ sequence: one character
]
NAMES = [name for name, _, _, _ in TRAILS]


def spelled(text):
    """The text with its code points, for failure messages."""
    return f"{text!r} ({' '.join(f'U+{ord(c):04X}' for c in text)})"


def write_data_file(directory):
    path = os.path.join(directory, "names.json")
    document = {"trails": [{"name": name, "distance_km": distance, "colors": colors}
                           for name, distance, _, colors in TRAILS]}
    with open(path, "w", encoding="utf-8") as file:
        json.dump(document, file, ensure_ascii=False, indent=2)
        file.write("\n")
    return path


class NamesSession:
    def __init__(self, binary, results, data_file):
        self.results = results
        self.app = harness.TrailsApp(binary, results, ["--data", data_file])
        self.mirror = Mirror([(name, label) for name, _, label, _ in TRAILS])

    def check(self, name, ok, detail=""):
        return self.results.check(name, ok, detail)

    def expect(self, step):
        """Waits until the app shows the mirror's state; one check. The last tree."""
        last = {}

        def holds(tree):
            last["tree"] = tree
            last["problems"] = layout_problems(tree, self.mirror)
            return not last["problems"]
        try:
            self.app.wait_for(holds, f"{step}: the expected state")
        except harness.StepTimeout:
            pass
        self.check(f"{step}: shows {self.mirror.describe()}", not last.get("problems"),
                   "; ".join(last.get("problems", ["no tree"])))
        return last.get("tree")

    def resize(self, width):
        self.app.resize_content(width)
        self.mirror.resized(width)

    def name_labels(self, tree, name):
        """Visible labels reading exactly `name`, outside the list: the detail's name label
        and the detail's header title (L20)."""
        list_node = tree.trails_list
        return [node for node in tree.visible_labels(name)
                if list_node is None or not node.is_inside(list_node)]

    def check_name_shown(self, tree, step, index, expected_count, where):
        name = NAMES[index]
        # The page may still be sliding in: GTK 4.18 reports a label outside the page's
        # drawn part as without a size until it stands.
        try:
            tree = self.app.wait_for(
                lambda t: len(self.name_labels(t, name)) == expected_count
                and all(node.has_size for node in self.name_labels(t, name)),
                f"{where} to read {name!r} with a size")
        except harness.StepTimeout:
            pass
        found = self.name_labels(tree, name)
        near = [node.name for node in tree.find({pyatspi.ROLE_LABEL}) if node.exposed_visible
                and unicodedata.normalize("NFC", node.name) == unicodedata.normalize("NFC", name)]
        unsized = [node for node in found if not node.has_size]
        self.check(f"{step}: {where} reads exactly {name!r}, drawn with a size",
                   len(found) == expected_count and not unsized,
                   f"{len(found)} exact labels ({len(unsized)} without a size), expected {expected_count}; "
                   f"labels equal after NFC: {[spelled(text) for text in near]}")

    def check_no_type_names(self, tree, step):
        """What a screen reader reads on the way to a focused widget is not named after its
        GTK type (GTK 4.8's fallback name): stack pages are titled, the icon of a named
        button is hidden. (Layout-only fillers such as the paned are skipped by screen
        readers, and the app's own images are the app's to name.)"""
        def read_out(node):
            in_button = node.parent is not None and node.parent.role in harness.BUTTON_ROLES
            return node.name.startswith("GtkStackPage") or (node.name == "GtkImage" and in_button)

        def type_named(t):
            return [node.describe() for node in t.nodes if node.exposed_visible and read_out(node)]
        # A crossing titles its pages once its frame is painted (an idle callback, after the
        # frame): a snapshot taken in between still sees them untitled.
        if type_named(tree):
            try:
                tree = self.app.wait_for(lambda t: not type_named(t), "the pages to be titled")
            except harness.StepTimeout:
                tree = self.app.tree()
        named = type_named(tree)
        self.check(f"{step}: nothing exposed is named after its GTK type", not named, "; ".join(named[:5]))

    def click_row(self, index):
        tree = self.app.tree()
        self.app.click_row(tree, NAMES[index])
        self.mirror.row_clicked(index)

    def run(self):
        app = self.app
        up = app.start(harness.WIDE)
        note(f"window {app.window}, up after {up:.2f} s")
        self.resize(WIDE)

        # The rows: exactly the names from the file, in order.
        tree = self.expect("expanded, nothing selected")
        rows = tree.row_texts() if tree else []
        self.check("the rows carry exactly the names from the file, in order", rows == NAMES,
                   "rows: " + ", ".join(spelled(text) for text in rows))

        # Expanded: each row selects itself; the detail shows the name and distance.
        for index, name in enumerate(NAMES):
            self.click_row(index)
            step = f"expanded, {name} clicked"
            tree = self.expect(step)
            if tree is not None:
                self.check_name_shown(tree, step, index, 2, "the detail's header title and its name label (L20)")
                self.check_no_type_names(tree, step)

        # Collapsed with a selection: the detail page, titled with the name (L3, L4).
        last = len(NAMES) - 1
        self.resize(NARROW)
        tree = self.expect(f"collapsed with {NAMES[last]} selected")
        if tree is not None:
            self.check_name_shown(tree, f"collapsed, {NAMES[last]}", last, 2,
                                  "the header title and the detail's name label")
            self.check_no_type_names(tree, f"collapsed, {NAMES[last]}")
        app.key("Escape")
        self.mirror.back()
        self.expect("Escape: the list page")

        # Collapsed: each row opens its page, titled with its name.
        for index, name in enumerate(NAMES):
            self.click_row(index)
            step = f"collapsed, {name} clicked"
            tree = self.expect(step)
            if tree is not None:
                self.check_name_shown(tree, step, index, 2, "the header title and the detail's name label")
                self.check(f"{step}: the header is not titled {TITLE!r}", not tree.visible_labels(TITLE))
            app.key("Escape")
            self.mirror.back()
            self.expect(f"Escape from {name}: the list page")

        self.resize(WIDE)
        self.expect("expanded again, nothing selected")
        app.quit_with_ctrl_q()


def main():
    binary = harness.binary_argument("trails_names_test.py")
    results = harness.Results()
    with tempfile.TemporaryDirectory(prefix="trails-names-") as directory:
        data_file = write_data_file(directory)
        session = NamesSession(binary, results, data_file)
        return harness.run_test(lambda: harness.run_scenario(results, session.app, session.run), results)


if __name__ == "__main__":
    sys.exit(main())
