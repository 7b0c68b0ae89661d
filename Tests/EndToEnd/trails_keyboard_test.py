#!/usr/bin/python3
"""Keyboard-only session with the real `trails` (layout rules L3, L5, L6, L11, L13, L14).

Usage: trails_keyboard_test.py PATH/TO/trails

Run it under scripts/headless.sh. It starts `trails` on its built-in data and drives it
with keys only (`xdotool key`: Tab, arrows, Enter, space, Escape, F9; the pointer is
never used) while the window is resized between 1000 px (expanded) and 480 px
(collapsed):

  expanded     Down/Up select every row in turn and the detail follows (L6); Tab
               reaches the detail's Done button, Enter on it clears the selection
               (L10); Tab reaches the sidebar toggle, space and F9 hide and show the
               list (L11)
  collapsed    Up/Down move the focus only, Enter opens each row's detail (L6); Tab
               reaches the Back button, Enter on it (or Escape) returns to the list and
               clears the selection (L5)
  resizes      after every collapse and expand the focused widget is the same one if
               it is still shown, else the list (L13), or the detail when the list is
               not shown either (the model's rule): read from AT-SPI's `focused` state

At every check, besides the layout (the same expectations as the resize storm, from the
`Mirror` of layout_rules_oracle.py, the harness's own statement of the rules), it checks what AT-SPI exposes: the
list is named "Trails", the button at the start of the header is "Back" on a collapsed
detail and "Show Sidebar" when expanded, no visible button is unnamed, at most one row
reports `selected` (and it is the expected one), and exactly one widget is `focused`.

Nothing is synchronised by sleeping: after each key the test polls the accessible tree
until the expected state shows, up to a deadline. Prints one line per check and ends with
"N passed, M failed"; exits 1 if any check failed.
"""

import sys

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from layout_rules_oracle import BUILT_IN_TRAILS as TRAILS, TITLE, Mirror, layout_problems
from trails_harness import note, pyatspi

WIDE, NARROW = 1000, 480   # content widths: expanded, collapsed
NAMES = [name for name, _ in TRAILS]
MAX_TABS = 12              # Tab presses allowed to reach a widget
# The detail's first focusable widget, where the focus lands when a collapsed layout opens
# a detail page: the Stages button (every built-in trail has stages), above Done.
DETAIL_FIRST_BUTTON = "Stages"


# ---------------------------------------------------------------------------------------
# Focus expectations

class Focus:
    """What should have the keyboard focus: a row of the list (a given one, or any), or a
    button with a given accessible name."""

    def __init__(self, kind, name=None):
        self.kind = kind    # "row" or "button"
        self.name = name

    @classmethod
    def row(cls, name=None):
        return cls("row", name)

    @classmethod
    def button(cls, name):
        return cls("button", name)

    def matches(self, tree, node):
        if self.kind == "row":
            list_node = tree.trails_list
            return (node.role == pyatspi.ROLE_LIST_ITEM and list_node is not None
                    and node.parent is list_node
                    and (self.name is None or tree.row_text(node) == self.name))
        return node.role in harness.BUTTON_ROLES and node.name == self.name

    def __str__(self):
        if self.kind == "row":
            return f"the row {self.name!r}" if self.name else "a row of the list"
        return f"the {self.name!r} button"


def describe_focus(tree, node):
    if node.role == pyatspi.ROLE_LIST_ITEM:
        return f"the row {tree.row_text(node)!r}"
    if node.role in harness.BUTTON_ROLES:
        return f"the {node.name!r} button"
    return f"{node.accessible.getRoleName()} {node.name!r}"


def focus_problems(tree, expected):
    focused = tree.focused()
    if len(focused) != 1:
        return [f"{len(focused)} focused widgets: " + ", ".join(describe_focus(tree, n) for n in focused)]
    if not expected.matches(tree, focused[0]):
        return [f"focus is on {describe_focus(tree, focused[0])}, expected {expected}"]
    if not focused[0].exposed_visible:
        return [f"focus is on {describe_focus(tree, focused[0])}, which is not shown"]
    return []


def naming_problems(tree, mirror):
    """L14: the list, Back and the sidebar toggle are named; at most one row selected."""
    found = []
    lists = [node for node in tree.lists if node.exposed_visible]
    if mirror.list_shown and [node.name for node in lists] != [TITLE]:
        found.append(f"visible lists are named {[node.name for node in lists]}, expected [{TITLE!r}]")
    expected = mirror.header_start_buttons
    start = tree.header_start_buttons()
    if start != expected:
        found.append(f"the header's start buttons are {start}, expected {expected}")
    unnamed = [node for node in tree.nodes
               if node.role in harness.BUTTON_ROLES and node.exposed_visible and not node.name]
    if unnamed:
        found.append(f"{len(unnamed)} visible buttons without a name")
    for list_node in tree.lists:
        selected = tree.selected_row_texts(list_node)
        if len(selected) > 1:
            found.append(f"{len(selected)} rows report selected: {selected}")
    return found


# ---------------------------------------------------------------------------------------
# The session

class KeyboardSession:
    def __init__(self, binary, results):
        self.results = results
        self.app = harness.TrailsApp(binary, results)
        self.mirror = Mirror(TRAILS)

    def check(self, name, ok, detail=""):
        return self.results.check(name, ok, detail)

    def tree(self):
        return self.app.tree()

    # -- expectations --------------------------------------------------------------------

    def expect(self, step, focus):
        """Waits until the app shows the mirror's state with `focus` focused; records three
        checks (layout, focus, names). Returns the last tree."""
        last = {}

        def holds(tree):
            last["tree"] = tree
            last["layout"] = layout_problems(tree, self.mirror)
            last["focus"] = focus_problems(tree, focus)
            last["names"] = naming_problems(tree, self.mirror)
            return not (last["layout"] or last["focus"] or last["names"])
        try:
            self.app.wait_for(holds, f"{step}: the expected state")
        except harness.StepTimeout:
            pass
        self.check(f"{step}: shows {self.mirror.describe()}", not last.get("layout"),
                   "; ".join(last.get("layout", ["no tree"])))
        self.check(f"{step}: focus on {focus}", not last.get("focus"),
                   "; ".join(last.get("focus", ["no tree"])))
        self.check(f"{step}: list, Back and toggle named, at most one row selected (L14)",
                   not last.get("names"), "; ".join(last.get("names", ["no tree"])))
        return last.get("tree")

    def focused(self):
        focused = self.tree().focused()
        return focused[0] if len(focused) == 1 else None

    def focused_description(self):
        tree = self.tree()
        focused = tree.focused()
        return describe_focus(tree, focused[0]) if len(focused) == 1 else f"{len(focused)} widgets"

    # -- keys ----------------------------------------------------------------------------

    def press(self, key, until, what):
        """Presses `key` and waits until `until(tree)` holds; returns that tree."""
        self.app.key(key)
        return self.app.wait_for(until, what)

    def tab_to(self, step, focus):
        """Presses Tab until `focus` has the focus (each press waits for the focus to
        move); one check. Whether it got there."""
        tree = self.tree()
        for presses in range(MAX_TABS + 1):
            focused = tree.focused()
            if len(focused) == 1 and focus.matches(tree, focused[0]):
                self.check(f"{step}: Tab reaches {focus} ({presses} presses)", True)
                return True
            if presses == MAX_TABS:
                break
            before = describe_focus(tree, focused[0]) if len(focused) == 1 else None
            try:
                tree = self.press("Tab", lambda t: len(t.focused()) == 1
                                  and describe_focus(t, t.focused()[0]) != before,
                                  f"the focus to leave {before} after Tab")
            except harness.StepTimeout:
                break
        self.check(f"{step}: Tab reaches {focus}", False,
                   f"after {MAX_TABS} presses the focus is on {self.focused_description()}")
        return False

    def arrow_to(self, index):
        """Moves the list's focus to row `index` with Up/Down (the focus must be on a row);
        the mirror follows (L6). Whether it got there."""
        tree = self.tree()
        focused = tree.focused()
        if len(focused) != 1 or not Focus.row().matches(tree, focused[0]):
            return False
        current = NAMES.index(tree.row_text(focused[0]))
        while current != index:
            key, step = ("Down", 1) if index > current else ("Up", -1)
            target, here = NAMES[current + step], NAMES[current]
            was_selected = here in tree.selected_row_texts(tree.trails_list)

            def moved_or_selected_here(t):
                # GTK 4.12 and later: the first arrow on a row focused by Tab selects that
                # row; GTK 4.8 moves on at once. Either is a move of the selection (L6).
                if len(t.focused()) != 1:
                    return False
                if Focus.row(target).matches(t, t.focused()[0]):
                    return True
                return (not was_selected and Focus.row(here).matches(t, t.focused()[0])
                        and here in t.selected_row_texts(t.trails_list))
            try:
                tree = self.press(key, moved_or_selected_here, f"the focus on the row {target!r} after {key}")
            except harness.StepTimeout:
                return False
            if Focus.row(target).matches(tree, tree.focused()[0]):
                current += step
            self.mirror.arrow_to(current)
        return True

    def leave_and_return(self, name):
        """Focus on the selected row `name`: Tab, Shift+Tab, then a search and Escape."""
        def off_the_rows(t):
            return len(t.focused()) == 1 and not Focus.row().matches(t, t.focused()[0])
        for what, key, until in (("one Tab leaves the list", "Tab", off_the_rows),
                                 ("Ctrl+F focuses the search field", "ctrl+f", off_the_rows),
                                 ("the query 'l' shows Alps and Dolomites", "l",
                                  lambda t: sorted(t.row_texts()) == ["Alps", "Dolomites"])):
            if what.startswith("Ctrl+F"):
                self.app.key("shift+Tab")
                self.expect("expanded: Shift+Tab comes back to the selected row", Focus.row(name))
            try:
                self.press(key, until, what)
                done = True
            except harness.StepTimeout:
                done = False
            self.check(f"expanded: {what}", done, f"focus is on {self.focused_description()}")
        self.app.key("Escape")
        self.expect("expanded: Escape in the search field clears it, the list has focus", Focus.row(name))

    def resize(self, width):
        self.app.resize_content(width)
        self.mirror.resized(width)

    # -- the scenario --------------------------------------------------------------------

    def run(self):
        app = self.app
        up = app.start(harness.WIDE)
        note(f"window {app.window}, up after {up:.2f} s")
        self.resize(WIDE)

        # 1. Expanded: the focus starts in the list (or Tab brings it there).
        step = "expanded, start"
        if self.tab_to(step, Focus.row()):
            tree = self.tree()
            start = tree.row_text(tree.focused()[0])
            self.expect(step, Focus.row(start))

            # 2. Down/Up select every row in turn; the detail follows (L6).
            order = list(range(len(NAMES))) + list(range(len(NAMES) - 2, -1, -1))
            for index in order:
                if index == NAMES.index(start) and self.mirror.selection is None:
                    continue  # the starting row is focused but not selected yet
                moved = self.arrow_to(index)
                self.check(f"expanded: arrows reach the row {NAMES[index]!r}", moved,
                           f"focus is on {self.focused_description()}")
                if not moved:
                    break
                self.expect(f"expanded, arrows to {NAMES[index]}", Focus.row(NAMES[index]))

        # 2b. One Tab leaves the list, Shift+Tab comes back to the selected row; Escape in the
        # search field clears the query and gives the list the focus (GNOME's conventions).
        if self.mirror.selection is not None:
            self.leave_and_return(self.mirror.selected_name)

        # 3. Tab reaches Done; the focus stays on it through a collapse and an expand (L13).
        if self.mirror.selection is None:
            self.arrow_to(1)
        selected = self.mirror.selected_name
        if self.tab_to("expanded, a trail shown", Focus.button("Done")):
            self.resize(NARROW)
            self.expect("collapsed with Done focused (still shown: on the detail page)", Focus.button("Done"))
            self.resize(WIDE)
            self.expect("expanded again with Done focused", Focus.button("Done"))

            # 4. Enter on Done clears the selection (L10); the focused Done is gone, so the
            # focus goes to the list (L13's rule for a widget that is no longer shown).
            self.app.key("Return")
            self.mirror.done()
            self.expect(f"Enter on Done ({selected} was shown)", Focus.row())

        # 5. A focused row stays focused through a collapse and an expand (L13).
        if self.tab_to("expanded, nothing selected", Focus.row()):
            row = self.tree().row_text(self.focused())
            self.resize(NARROW)
            self.expect("collapsed with a row focused (the list page)", Focus.row(row))
            self.resize(WIDE)
            self.expect("expanded again with a row focused", Focus.row(row))

        # 6. Tab reaches the sidebar toggle; space and F9 hide and show the list (L11).
        if self.tab_to("expanded, the sidebar toggle", Focus.button("Show Sidebar")):
            for key in ("space", "space", "F9", "F9"):
                self.app.key(key)
                self.mirror.toggle_sidebar()
                shown = "shown" if self.mirror.sidebar_visible else "hidden"
                self.expect(f"{key} on the toggle: the sidebar {shown}", Focus.button("Show Sidebar"))
            # Collapsing hides the toggle: the focus goes to the list (L13).
            self.resize(NARROW)
            self.expect("collapsed with the toggle focused (hidden: to the list)", Focus.row())
            row = self.tree().row_text(self.focused())
            self.resize(WIDE)
            self.expect("expanded again (the list keeps the focus)", Focus.row(row))

        # 7. Collapsed: arrows move the focus only; Enter opens each row's detail; Tab
        # reaches Back, Enter on it (or Escape) returns to the list (L5, L6).
        self.resize(NARROW)
        self.expect("collapsed, the list page", Focus.row())
        for index, name in enumerate(NAMES):
            moved = self.arrow_to(index)
            self.check(f"collapsed: arrows reach the row {name!r}", moved,
                       f"focus is on {self.focused_description()}")
            if not moved:
                break
            self.expect(f"collapsed, arrows to {name} (focus only, nothing selected)", Focus.row(name))
            self.app.key("Return")
            self.mirror.row_activated(index)
            self.expect(f"Enter on the row {name}: its detail page", Focus.button(DETAIL_FIRST_BUTTON))
            if index % 2 == 0:
                if not self.tab_to(f"collapsed, {name}'s detail", Focus.button("Back")):
                    break
                self.expect(f"collapsed, {name}'s detail, Back focused", Focus.button("Back"))
                self.app.key("Return")
                how = "Enter on Back"
            else:
                self.app.key("Escape")
                how = "Escape"
            self.mirror.back()
            self.expect(f"{how} on {name}'s detail: the list page, nothing selected", Focus.row(name))

        # 8. Back focused on a collapsed detail, then expand: Back is hidden, so the focus
        # goes to the list (L13). Collapse again with the selection: the list is not shown
        # on the detail page, so the focus goes to the detail.
        name = NAMES[1]
        if self.arrow_to(1):
            self.app.key("Return")
            self.mirror.row_activated(1)
            self.expect(f"Enter on the row {name}: its detail page", Focus.button(DETAIL_FIRST_BUTTON))
            if self.tab_to(f"collapsed, {name}'s detail", Focus.button("Back")):
                self.resize(WIDE)
                self.expect("expanded with Back focused (hidden: to the list)", Focus.row())
                self.resize(NARROW)
                self.expect("collapsed with the list focused and a selection (the detail page)",
                            Focus.button(DETAIL_FIRST_BUTTON))
                self.app.key("Escape")
                self.mirror.back()
                self.expect("Escape: the list page", Focus.row())

        # 9. Ctrl+Q.
        app.quit_with_ctrl_q()


def main():
    binary = harness.binary_argument("trails_keyboard_test.py")
    results = harness.Results()
    session = KeyboardSession(binary, results)
    return harness.run_test(lambda: harness.run_scenario(results, session.app, session.run), results)


if __name__ == "__main__":
    sys.exit(main())
