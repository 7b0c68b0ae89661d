#!/usr/bin/python3
"""Searching a million trails while typing quickly, in the real `trails` (layout rule L18;
issue "Live lists").

Usage: trails_live_search_test.py PATH/TO/trails

Run it under scripts/headless.sh. It starts `trails --synthetic 1000000` (trails named
"Trail 1" … "Trail 1000000"), selects the first trail, focuses the search field with Ctrl+F
and types "l 12345" with xdotool, a key every 20 ms, while the app searches in steps. Then,
through AT-SPI:

- the field holds every key typed, in order, and keeps the focus;
- the list shows exactly the eleven matches, in order ("Trail 12345", "Trail 123450" …
  "Trail 123459"), and no "No results";
- the first trail, which does not match, is no longer selected and the detail shows the
  placeholder (L12);
- one more key that matches nothing ("x") shows "No results"; Escape clears the field and the
  list shows the first trails again.

Waits poll the accessible tree with a deadline; nothing sleeps. Prints one line per check
and ends with "N passed, M failed"; exits 1 if any check failed.
"""

import sys

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from trails_harness import pyatspi

SEARCH = "Search Trails"
NO_RESULTS = "No results"
QUERY = "l 12345"
MATCHES = ["Trail 12345"] + [f"Trail {12345 * 10 + digit}" for digit in range(10)]
SEARCH_TIMEOUT_S = 60  # a million trails, on a loaded machine


def entry(tree):
    """The visible search entry, or None."""
    found = [node for node in tree.find({pyatspi.ROLE_ENTRY}, SEARCH) if node.exposed_visible]
    return found[0] if len(found) == 1 else None


def entry_text(node):
    text = node.accessible.queryText()
    return text.getText(0, text.characterCount)


class LiveSearchSession:
    def __init__(self, binary, results):
        self.results = results
        self.app = harness.TrailsApp(binary, results, ["--synthetic", "1000000"])

    def check(self, name, ok, detail=""):
        return self.results.check(name, ok, detail)

    def run(self):
        app = self.app
        app.start(harness.WIDE)
        tree = app.wait_for(lambda t: t.row("Trail 1") is not None, "the first trail listed")
        app.click(tree.row("Trail 1"))
        app.wait_for(lambda t: t.selected_row_texts() == ["Trail 1"], "Trail 1 selected")

        app.key("ctrl+f")
        app.wait_for(lambda t: entry(t) is not None and entry(t).focused, f"the {SEARCH!r} field focused")
        app.type_text(QUERY)

        def searched(tree):
            field = entry(tree)
            return field is not None and entry_text(field) == QUERY and tree.row_texts() == MATCHES
        try:
            tree = app.wait_for(searched, f"{QUERY!r} typed and its {len(MATCHES)} matches listed",
                                timeout=SEARCH_TIMEOUT_S)
        except harness.StepTimeout:
            tree = app.tree()
            field = entry(tree)
            self.check(f"typing {QUERY!r}: every key kept, exactly the matches listed", False,
                       f"field {entry_text(field) if field else None!r}, rows {tree.row_texts()[:15]}")
            return
        self.check(f"typing {QUERY!r} a key every 20 ms: every key kept, in order", True)
        self.check(f"typing {QUERY!r}: exactly the {len(MATCHES)} matches listed, in order", True)
        self.check("the field keeps the focus", entry(tree).focused,
                   f"focused: {[node.describe() for node in tree.focused()]}")
        self.check("Trail 1, not a match, is no longer selected (L12)", tree.selected_row_texts() == [],
                   f"selected: {tree.selected_row_texts()}")
        self.check("the detail shows the placeholder", bool(tree.visible_labels("Nothing selected")))
        self.check(f"no {NO_RESULTS!r} while there are matches", not tree.visible_labels(NO_RESULTS))

        app.type_text("x")
        app.wait_for(lambda t: bool(t.visible_labels(NO_RESULTS)), f"{NO_RESULTS!r} for {QUERY + 'x'!r}",
                     timeout=SEARCH_TIMEOUT_S)
        self.check(f"{QUERY + 'x'!r} matches nothing: {NO_RESULTS!r}", True)

        app.key("Escape")
        tree = app.wait_for(lambda t: t.row("Trail 1") is not None and not t.visible_labels(NO_RESULTS),
                            "the field cleared and the first trails listed again", timeout=SEARCH_TIMEOUT_S)
        self.check("Escape: the field cleared", entry_text(entry(tree)) == "",
                   f"field {entry_text(entry(tree))!r}")
        self.check("Escape: the first trails listed again", tree.row_texts()[:3] == ["Trail 1", "Trail 2", "Trail 3"],
                   f"rows {tree.row_texts()[:3]}")
        app.quit_with_ctrl_q()


def main():
    binary = harness.binary_argument("trails_live_search_test.py")
    results = harness.Results()
    session = LiveSearchSession(binary, results)
    return harness.run_test(lambda: harness.run_scenario(results, session.app, session.run), results)


if __name__ == "__main__":
    sys.exit(main())
