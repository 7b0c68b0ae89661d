#!/usr/bin/python3
"""Drill-down into a trail's stages with the real `trails` (pushDetailPage / Back).

Usage: trails_stages_test.py PATH/TO/trails [SCREENSHOT_DIR]

Run it under scripts/headless.sh. It starts `trails` on its built-in data and checks
through AT-SPI, at each step:

  1000 px   click "Alps": its detail has a "Stages" button; activating it (AT-SPI
            action) pushes the Stages page: header "Stages", a Back button, one
            button per stage of Alps named after it, the list still beside it
            -> stages.png
            click the first stage: its page (header = the stage's name, "Stage 1 of
            4"); Escape: the Stages page again; Back: the Alps detail, header
            "Trails", no Back
            a stage page, then a click on "Dolomites" in the list: the Dolomites
            detail with no Back button (selecting another trail drops the pages);
            its Stages page lists its own stages; Escape, then Done
   480 px   click a trail, its Stages button, a stage -> stage-narrow.png; Back three
            times: the stage page, the Stages page, the detail, the list page with
            nothing selected
  1000 px   keys only: arrows select a trail, Tab reaches "Stages", Enter opens the
            Stages page with the focus on its first stage, Down moves to the next
            stage, Enter opens it
  Ctrl+Q    exits 0, stdout and stderr empty (no GTK warning)

Screenshots go to SCREENSHOT_DIR (default: docs/screenshots/ of this repository).

Every step waits by polling the accessible tree (or the screen) up to a deadline;
nothing sleeps. Prints one line per check and ends with "N passed, M failed"; exits 1 if
any check failed.
"""

import os
import sys

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from layout_rules_oracle import BUILT_IN_TRAILS
from trails_harness import NARROW, WIDE, note, pyatspi

# The built-in trails' stages (Sources/TrailsData/BuiltInTrails.swift): (name, distance).
STAGES = {
    "Alps": [("Chamonix to Argentière", "10 km"), ("Argentière to Trient", "13 km"),
             ("Trient to Champex", "11 km"), ("Champex to La Fouly", "8 km")],
    "Dolomites": [("Lago di Braies to Rifugio Fanes", "11 km"),
                  ("Rifugio Fanes to Rifugio Lagazuoi", "9 km"),
                  ("Rifugio Lagazuoi to Passo Giau", "8 km")],
    "Pyrenees": [("Cauterets to Refuge Wallon", "16 km"), ("Refuge Wallon to Gavarnie", "18 km"),
                 ("Gavarnie to Luz-Saint-Sauveur", "17 km"), ("Luz-Saint-Sauveur to Barèges", "14 km")],
    "Rockies": [("Banff to Sunshine Village", "24 km"), ("Sunshine Village to Lake Magog", "29 km"),
                ("Lake Magog to Egypt Lake", "27 km"), ("Egypt Lake to Lake Louise", "30 km")],
}
DISTANCES = dict(BUILT_IN_TRAILS)
STAGES_TITLE = "Stages"
MAX_TABS = 12  # Tab presses allowed to reach a widget


# ---------------------------------------------------------------------------------------
# Reading the tree

def stage_buttons(tree, trail):
    """The visible push buttons of `trail`'s stages (each named "<stage>, <distance>"),
    top to bottom; only those drawn with a size."""
    names = {f"{name}, {distance}" for name, distance in STAGES[trail]}
    buttons = [node for node in tree.find({pyatspi.ROLE_PUSH_BUTTON})
               if node.name in names and node.exposed_visible and node.has_size]
    return sorted(buttons, key=lambda node: node.extents[1])


def any_stage_buttons(tree):
    """Visible buttons of any trail's stages."""
    return [node for trail in STAGES for node in stage_buttons(tree, trail)]


def content_labels(tree, text):
    """Visible labels reading `text` outside the headers and the list."""
    list_node = tree.trails_list
    return [node for node in tree.visible_labels(text)
            if not tree.in_header(node) and (list_node is None or not node.is_inside(list_node))]


def focused_button_name(tree):
    focused = tree.focused()
    if len(focused) == 1 and focused[0].role == pyatspi.ROLE_PUSH_BUTTON:
        return focused[0].name
    return None


def focus_place(tree):
    """What has the focus, as (role, name, extents) of each focused node: comparable
    between snapshots (rows have no names, but their places differ)."""
    return [(node.role, node.name, node.extents) for node in tree.focused()]


def stage_button_name(trail, index):
    name, distance = STAGES[trail][index]
    return f"{name}, {distance}"


# ---------------------------------------------------------------------------------------
# The session

class StagesSession:
    def __init__(self, binary, screenshots, results):
        self.screenshots = screenshots
        self.results = results
        self.app = harness.TrailsApp(binary, results)

    def check(self, name, ok, detail=""):
        return self.results.check(name, ok, detail)

    def shoot(self, name):
        self.app.save_screenshot(os.path.join(self.screenshots, name))

    def activate(self, node):
        """Activates a button through its AT-SPI action "click", as a screen reader would."""
        action = node.accessible.queryAction()
        names = [action.getName(index) for index in range(action.nActions)]
        if not self.check(f"{node.name!r} offers the AT-SPI action 'click'", "click" in names,
                          f"actions: {names}"):
            raise RuntimeError(f"no click action on {node.name!r}")
        action.doAction(names.index("click"))

    # -- states --------------------------------------------------------------------------

    def on_detail(self, tree, trail, title):
        """`trail`'s detail (its root page) is shown, its header titled `title` (L20: the
        detail's header, the trailing-most)."""
        return (bool(content_labels(tree, DISTANCES[trail]))
                and tree.visible_button(STAGES_TITLE) is not None
                and not any_stage_buttons(tree) and tree.header_title()[-1:] == [title])

    def on_stages(self, tree, trail):
        """`trail`'s Stages page is shown: every stage listed, header "Stages"."""
        return (len(stage_buttons(tree, trail)) == len(STAGES[trail])
                and tree.header_title()[-1:] == [STAGES_TITLE])

    def on_stage(self, tree, trail, index):
        """The page of `trail`'s stage `index` is shown, titled with its name."""
        name, distance = STAGES[trail][index]
        ordinal = f"Stage {index + 1} of {len(STAGES[trail])}"
        return (tree.header_title()[-1:] == [name] and bool(content_labels(tree, ordinal))
                and bool(content_labels(tree, name)) and bool(content_labels(tree, distance))
                and not any_stage_buttons(tree))

    def wait(self, condition, what):
        return self.app.wait_for(condition, what)

    # -- checks --------------------------------------------------------------------------

    def check_detail(self, tree, step, trail, title):
        self.check(f"{step}: {trail}'s detail shows, header {title!r}, a 'Stages' button",
                   self.on_detail(tree, trail, title),
                   f"header {tree.header_title()}, labels {tree.visible_label_texts()}")

    def check_stages(self, tree, step, trail):
        buttons = stage_buttons(tree, trail)
        names = [node.name for node in buttons]
        expected = [stage_button_name(trail, index) for index in range(len(STAGES[trail]))]
        self.check(f"{step}: the detail's header title is 'Stages'", tree.header_title()[-1:] == [STAGES_TITLE],
                   f"header labels: {tree.header_title()}")
        self.check(f"{step}: the {len(expected)} stages of {trail} are listed in order, each a "
                   f"push button named with the stage's name and distance", names == expected,
                   f"stage buttons: {names}")
        self.check(f"{step}: each stage row shows its name and distance",
                   all(content_labels(tree, name) and content_labels(tree, distance)
                       for name, distance in STAGES[trail]), f"labels: {tree.visible_label_texts()}")
        self.check(f"{step}: the detail's 'Done' is not exposed (the root page is hidden, L14)",
                   not tree.visible_buttons("Done"))

    def check_stage(self, tree, step, trail, index):
        name, _ = STAGES[trail][index]
        ordinal = f"Stage {index + 1} of {len(STAGES[trail])}"
        self.check(f"{step}: {name!r} page: header {name!r}, {ordinal!r}, its name and distance",
                   self.on_stage(tree, trail, index),
                   f"header {tree.header_title()}, labels {tree.visible_label_texts()}")

    # -- the scenario --------------------------------------------------------------------

    def run(self):
        app = self.app
        up = app.start(WIDE)
        note(f"window {app.window}, up after {up:.2f} s")
        app.keep_origin()
        tree = app.wait_for(lambda t: app.is_expanded(t, WIDE, None), "the expanded layout at 1000 px")
        self.wide_drill_down(tree)
        self.wide_reselect()
        self.narrow_back_three_times()
        self.keyboard_only()
        app.quit_with_ctrl_q()

    def wide_drill_down(self, tree):
        app, check = self.app, self.check

        # Alps: its detail with a Stages button.
        app.click_row(tree, "Alps")
        tree = self.wait(lambda t: app.is_expanded(t, WIDE, "42 km") and self.on_detail(t, "Alps", "Alps"),
                         "the Alps detail with a Stages button")
        step = "wide, Alps clicked"
        self.check_detail(tree, step, "Alps", "Alps")
        app.check_no_back(tree, step)

        # Stages (AT-SPI action): the Stages page beside the list.
        self.activate(tree.visible_button(STAGES_TITLE))
        tree = self.wait(lambda t: self.on_stages(t, "Alps"), "the Stages page of Alps")
        step = "wide, Alps Stages"
        self.check_stages(tree, step, "Alps")
        app.check_back(tree, step)
        list_node = tree.trails_list
        first = self.app.still(lambda t: (stage_buttons(t, "Alps") or [None])[0], "the first stage's row")
        check(f"{step}: the list of trails is still shown, beside the stages",
              list_node is not None and list_node.exposed_visible
              and list_node.extents[0] + list_node.extents[2] <= first.extents[0],
              f"list {list_node.describe() if list_node else None}, first stage {first.describe()}")
        app.check_selection(tree, step, ["Alps"])
        self.shoot("stages.png")

        # The first stage (a click): its page.
        app.click(first)
        tree = self.wait(lambda t: self.on_stage(t, "Alps", 0), "the first stage's page")
        step = "wide, Alps stage 1"
        self.check_stage(tree, step, "Alps", 0)
        app.check_back(tree, step)
        check(f"{step}: the list of trails is still shown",
              bool(tree.trails_list and tree.trails_list.exposed_visible))

        # Escape: back on Stages.
        app.key("Escape")
        tree = self.wait(lambda t: self.on_stages(t, "Alps"), "the Stages page after Escape")
        step = "wide, Escape on the stage page"
        self.check_stages(tree, step, "Alps")
        back = app.check_back(tree, step)

        # Back: the Alps detail, header "Trails", no Back.
        if back is not None:
            self.activate(back)
            tree = self.wait(lambda t: self.on_detail(t, "Alps", "Alps") and not t.visible_buttons("Back"),
                             "the Alps detail after Back")
            step = "wide, Back on the Stages page"
            self.check_detail(tree, step, "Alps", "Alps")
            app.check_no_back(tree, step)
            app.check_selection(tree, step, ["Alps"])

    def wide_reselect(self):
        """Another trail chosen in the list while a stage page shows: its detail, no pages."""
        app = self.app
        tree = app.tree()
        self.activate(tree.visible_button(STAGES_TITLE))
        self.wait(lambda t: self.on_stages(t, "Alps"), "the Stages page of Alps")
        second = self.app.still(lambda t: (stage_buttons(t, "Alps") + [None, None])[1], "the second stage's row")
        app.click(second)
        tree = self.wait(lambda t: self.on_stage(t, "Alps", 1), "the second stage's page")
        self.check_stage(tree, "wide, Alps stage 2", "Alps", 1)
        app.click_row(tree, "Dolomites")
        tree = self.wait(lambda t: self.on_detail(t, "Dolomites", "Dolomites") and not t.visible_buttons("Back"),
                         "the Dolomites detail after clicking its row on a stage page")
        step = "wide, Dolomites clicked on Alps' stage page"
        self.check_detail(tree, step, "Dolomites", "Dolomites")
        app.check_no_back(tree, step)
        app.check_selection(tree, step, ["Dolomites"])
        self.check(f"{step}: no stage page or stage list left", not content_labels(tree, "Stage 2 of 4")
                   and not any_stage_buttons(tree), f"labels: {tree.visible_label_texts()}")

        # Its Stages page lists its own stages, then Back.
        self.activate(tree.visible_button(STAGES_TITLE))
        tree = self.wait(lambda t: self.on_stages(t, "Dolomites"), "the Stages page of Dolomites")
        self.check_stages(tree, "wide, Dolomites Stages", "Dolomites")
        app.key("Escape")
        tree = self.wait(lambda t: self.on_detail(t, "Dolomites", "Dolomites"), "the Dolomites detail after Escape")
        self.check_detail(tree, "wide, Escape on Dolomites' Stages page", "Dolomites", "Dolomites")

        # Done: nothing selected, for the narrow part to start on the list page.
        app.click(self.app.still(lambda t: t.visible_button("Done"), "the Done button"))
        tree = self.wait(lambda t: app.is_expanded(t, WIDE, None), "the placeholder after Done")
        app.check_selection(tree, "wide, Done", [])

    def narrow_back_three_times(self):
        app, check = self.app, self.check
        app.resize(NARROW)
        tree = self.wait(lambda t: app.is_collapsed_list(t, NARROW), "the collapsed list page at 480 px")
        app.check_no_back(tree, "narrow, list page")

        app.click_row(tree, "Rockies")
        tree = self.wait(lambda t: app.is_collapsed_detail(t, NARROW, "110 km")
                         and self.on_detail(t, "Rockies", "Rockies"), "the Rockies detail page")
        step = "narrow, Rockies clicked"
        self.check_detail(tree, step, "Rockies", "Rockies")
        app.check_back(tree, step)

        stages = self.app.still(lambda t: t.visible_button(STAGES_TITLE), "the Stages button")
        app.click(stages)
        tree = self.wait(lambda t: self.on_stages(t, "Rockies"), "the Stages page of Rockies")
        step = "narrow, Rockies Stages"
        self.check_stages(tree, step, "Rockies")
        app.check_back(tree, step)
        app.check_list_hidden(tree, step)

        third = self.app.still(lambda t: (stage_buttons(t, "Rockies") + [None] * 3)[2], "the third stage's row")
        app.click(third)
        tree = self.wait(lambda t: self.on_stage(t, "Rockies", 2), "the third stage's page")
        step = "narrow, Rockies stage 3"
        self.check_stage(tree, step, "Rockies", 2)
        app.check_back(tree, step)
        app.check_list_hidden(tree, step)
        self.shoot("stage-narrow.png")

        # Back three times (the header's button, clicked): Stages, detail, list page.
        expected = [
            ("the Stages page", lambda t: self.on_stages(t, "Rockies")),
            ("the Rockies detail page", lambda t: self.on_detail(t, "Rockies", "Rockies")),
            ("the list page", lambda t: app.is_collapsed_list(t, NARROW) and not t.visible_buttons("Back")),
        ]
        for count, (page, shown) in enumerate(expected, start=1):
            back = self.app.still(lambda t: t.visible_button("Back"), "the Back button")
            app.click(back)
            tree = self.wait(shown, f"{page} after Back #{count}")
            check(f"narrow, Back #{count}: {page}", True)
        step = "narrow, after three Backs"
        app.check_selection(tree, step, [])
        app.check_no_back(tree, step)
        app.check_no_visible(tree, step, pyatspi.ROLE_PUSH_BUTTON, "Done", "the detail is off screen")

    def keyboard_only(self):
        """Arrows select a trail, Tab reaches Stages, Enter, Down, Enter: a stage page."""
        app, check = self.app, self.check
        app.resize(WIDE)
        tree = self.wait(lambda t: app.is_expanded(t, WIDE, None), "the expanded layout again")

        # The list has the focus after Back (L13); Down/Up select (L6).
        tree = self.wait(lambda t: len(t.focused()) == 1 and t.focused()[0].role == pyatspi.ROLE_LIST_ITEM,
                         "the focus on a row of the list")
        row = tree.row_text(tree.focused()[0])
        key = "Up" if row == "Rockies" else "Down"
        app.key(key)
        tree = self.wait(lambda t: len(t.selected_row_texts()) == 1
                         and self.on_detail(t, t.selected_row_texts()[0], t.selected_row_texts()[0]),
                         f"a trail selected with {key} and its detail")
        trail = tree.selected_row_texts()[0]
        check(f"keys: {key} on the row {row!r} selects {trail} and shows its detail", True)

        # Tab to Stages.
        presses = 0
        while focused_button_name(tree) != STAGES_TITLE and presses < MAX_TABS:
            before = focus_place(tree)
            app.key("Tab")
            presses += 1
            tree = self.wait(lambda t: len(t.focused()) == 1 and focus_place(t) != before,
                             "the focus to move after Tab")
        reached = focused_button_name(tree) == STAGES_TITLE
        check(f"keys: Tab reaches 'Stages' ({presses} presses)", reached,
              f"focus on {[node.describe() for node in tree.focused()]}")
        if not reached:
            return

        # Enter: the Stages page, the focus on its first stage.
        app.key("Return")
        first, second = stage_button_name(trail, 0), stage_button_name(trail, 1)
        tree = self.wait(lambda t: self.on_stages(t, trail) and focused_button_name(t) == first,
                         "the Stages page with its first stage focused")
        check(f"keys: Enter on 'Stages' opens {trail}'s Stages page, the focus on {first!r}", True)

        # Down: the next stage; Enter opens it.
        app.key("Down")
        tree = self.wait(lambda t: focused_button_name(t) == second, f"the focus on {second!r} after Down")
        check(f"keys: Down moves the focus to {second!r}", True)
        app.key("Return")
        tree = self.wait(lambda t: self.on_stage(t, trail, 1), "the second stage's page after Enter")
        self.check_stage(tree, "keys: Enter on the second stage", trail, 1)
        check("keys: exactly one widget has the focus", len(tree.focused()) == 1,
              f"focused: {[node.describe() for node in tree.focused()]}")

        # Escape twice: the Stages page, then the detail.
        app.key("Escape")
        self.wait(lambda t: self.on_stages(t, trail), "the Stages page after Escape")
        app.key("Escape")
        tree = self.wait(lambda t: self.on_detail(t, trail, trail) and not t.visible_buttons("Back"),
                         "the detail after a second Escape")
        check(f"keys: Escape twice returns to {trail}'s detail, no Back", True)


def main():
    binary, screenshots = harness.screenshot_test_arguments("trails_stages_test.py")
    results = harness.Results()
    session = StagesSession(binary, screenshots, results)
    return harness.run_test(lambda: harness.run_scenario(results, session.app, session.run), results)


if __name__ == "__main__":
    sys.exit(main())
