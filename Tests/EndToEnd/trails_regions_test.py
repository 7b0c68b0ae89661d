#!/usr/bin/python3
"""Three columns with the real `trails --regions`: regions, their trails, a trail's detail.

Usage: trails_regions_test.py PATH/TO/trails [SCREENSHOT_DIR]

Run it under scripts/headless.sh. It starts `trails --regions` on its built-in data (the
regions of Sources/TrailsData/RegionCatalog.swift; Europe is chosen at start), drives it
with xdotool and checks what it exposes through AT-SPI at each step. Widths are the
window's content (the layout's own width):

  1200 px   three columns: the lists "Regions" and "Trails" and the placeholder; Europe
            chosen, its four trails listed; click Alps -> its detail -> three-columns.png;
            click "North America" -> its three trails, nothing selected (Alps is not
            there); Europe again, click Dolomites
  688-694   the fold hysteresis: three columns at 688 px, folded at 681, still folded
            at 690 and 693, three columns again at 694
   650 px   the sidebar folds away (fold band): "Trails" and the Dolomites detail, the
            toggle "Show Sidebar" not pressed -> two-columns.png; F9 -> "Regions" drawn
            over the list at the leading edge, the toggle pressed -> overlay.png; Escape
            -> hidden again; F9, then a click on the detail outside the overlay -> hidden
   480 px   one page at a time: the Dolomites detail page (a selection collapses to its
            detail) -> stacked.png; Back (button) -> Europe's trails, Dolomites
            unselected; Escape -> the regions page, nothing chosen; click "North
            America" -> its trails (title "North America", Back); click Rockies -> its
            detail (title "Rockies"); Stages -> its Stages page; Back three times (button,
            Escape, Alt+Left): the detail, the list (Rockies unselected), the regions
            (nothing chosen); click Europe, then Alps -> Alps' detail
  606, 612  still collapsed at 606 px; expanded at 612 (list and Alps' detail, the
            sidebar folded)
  1200 px   Europe's trails with Alps still selected beside its detail, and the sidebar
            unfolded again with Europe chosen (if it stayed hidden, that check fails and
            F9 shows it, to go on from three columns)
  search    Ctrl+F focuses "Search Trails"; typing "al" lists only Alps (still selected);
            "alz" matches nothing: "No results", the selection cleared; Escape in the
            field clears it: Europe's four trails again
  Ctrl+Q    exits 0, stdout and stderr empty (no GTK warning)

A second, short session starts with a 480 px window: the list of Europe's trails shows
first (a region is chosen at start), titled "Europe", with Back. (Under Xvfb the window
may be allocated at its default width before xdotool resizes it; either way this page
must show.)

At every step the columns, pages and rows that should be hidden are checked not to be
exposed as visible (L14). Screenshots go to SCREENSHOT_DIR (default: docs/screenshots/ of
this repository).

Every step waits by polling the accessible tree (or the screen) up to a deadline; nothing
sleeps. When a state does not show by the deadline, the check fails with what differed
and the test goes on from there. Prints one line per check and ends with "N passed, M
failed"; exits 1 if any check failed.
"""

import os
import sys

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from trails_harness import LIST_ROLES, TITLE, note, pyatspi

# Sources/TrailsData/RegionCatalog.swift and BuiltInTrails.swift: region -> [(trail, distance)].
REGIONS = {
    "Europe": [("Alps", "42 km"), ("Dolomites", "28 km"), ("Pyrenees", "65 km"), ("Tatras", "35 km")],
    "North America": [("Rockies", "110 km"), ("Appalachians", "90 km"), ("Sierra Nevada", "55 km")],
}
REGION_NAMES = list(REGIONS)
DISTANCES = {trail: distance for trails in REGIONS.values() for trail, distance in trails}
SIDEBAR = "Regions"               # the sidebar list's accessible name
SEARCH = "Search Trails"          # the search entry's accessible name
NO_RESULTS = "No results"
PLACEHOLDER = "Nothing selected"
TOGGLE = "Show Sidebar"
STAGES = "Stages"
# Content widths (the layout's): three columns, the fold band (600-681 px), collapsed.
WIDE, FOLDED, NARROW = 1200, 650, 480


# ---------------------------------------------------------------------------------------
# Reading the tree

def list_named(tree, name):
    found = tree.find(LIST_ROLES, name)
    return found[0] if len(found) == 1 else None


def shown(node):
    return node is not None and node.exposed_visible and node.has_size


def visible_rows(tree):
    return [node for node in tree.nodes if node.role == pyatspi.ROLE_LIST_ITEM and node.exposed_visible]


def visible_entries(tree):
    """The search entries exposed as visible."""
    return [node for node in tree.find({pyatspi.ROLE_ENTRY}, SEARCH) if node.exposed_visible]


def right(node):
    return node.extents[0] + node.extents[2]


# ---------------------------------------------------------------------------------------
# Expected states: each returns what differs (an empty list when the state shows)

def frame_problems(tree, width):
    frame = tree.frame
    if frame is None or frame.extents[2] != width:
        return [f"frame is {frame.extents if frame else None}, expected width {width}"]
    return []


def list_problems(tree, name, rows, selected):
    """The list `name` is exposed with `rows` (texts, in order), `selected` (texts) selected."""
    node = list_named(tree, name)
    if not shown(node):
        return [f"the list {name!r} is not shown ({node.describe() if node else 'absent'})"]
    found = []
    texts = tree.row_texts(node)
    if texts != rows:
        found.append(f"{name!r} rows are {texts}, expected {rows}")
    chosen = tree.selected_row_texts(node)
    if chosen != selected:
        found.append(f"{name!r} selected rows are {chosen or 'none'}, expected {selected or 'none'}")
    return found


def hidden_list_problems(tree, name):
    """The list `name` and its rows are not exposed as visible (L14)."""
    node = list_named(tree, name)
    if node is None or not node.exposed_visible:
        return []
    rows = [row for row in tree.rows(node) if row.exposed_visible]
    return [f"the list {name!r} is exposed as visible ({len(rows)} visible rows) but should be hidden"]


def detail_problems(tree, trail):
    """`trail`'s detail (its distance, Stages and Done), or the placeholder for None."""
    found = []
    dones, placeholders = tree.visible_buttons("Done"), tree.visible_labels(PLACEHOLDER)
    if trail is None:
        if len(placeholders) != 1:
            found.append(f"{len(placeholders)} visible {PLACEHOLDER!r} placeholders, expected 1")
        if dones:
            found.append("a 'Done' button is shown with nothing selected")
        return found
    if not tree.visible_labels(DISTANCES[trail]):
        found.append(f"no visible {DISTANCES[trail]!r} label: {trail}'s detail is not shown")
    others = [other for other, distance in DISTANCES.items()
              if other != trail and distance != DISTANCES[trail] and tree.visible_labels(distance)]
    if others:
        found.append(f"the detail of {others} is shown too")
    if len(dones) != 1:
        found.append(f"{len(dones)} visible 'Done' buttons, expected 1")
    if placeholders:
        found.append(f"{PLACEHOLDER!r} is shown with {trail} selected")
    return found


def no_detail_problems(tree):
    """Neither a detail nor the placeholder is exposed as visible (a collapsed list page)."""
    found = []
    if tree.visible_buttons("Done"):
        found.append("a 'Done' button is exposed as visible")
    if tree.visible_labels(PLACEHOLDER):
        found.append(f"{PLACEHOLDER!r} is exposed as visible")
    shown_distances = [distance for distance in DISTANCES.values() if tree.visible_labels(distance)]
    if shown_distances:
        found.append(f"detail labels {shown_distances} are exposed as visible")
    return found


def title_problems(tree, titles):
    """L20: the shown columns' header titles, whatever their order in the tree (a column
    drawn over the others comes after them)."""
    labels = tree.header_title()
    return [] if sorted(labels) == sorted(titles) else [f"header title labels are {labels}, expected {titles}"]


def back_problems(tree, expected):
    backs = [node for node in tree.visible_buttons("Back") if node.role == pyatspi.ROLE_PUSH_BUTTON]
    if expected and not (len(backs) == 1 and backs[0].has_size):
        return [f"{len(backs)} visible 'Back' buttons with a size, expected 1"]
    if not expected and tree.visible_buttons("Back"):
        return ["a 'Back' button is shown"]
    return []


def list_and_detail(tree, width, region, trail, headers=()):
    """Expanded: `region`'s trails listed with `trail` selected (or None) and its detail
    (or the placeholder) beside them; no Back; the list's header titled "Trails", the
    detail's with the trail (L20), after the `headers` of the columns before them."""
    found = frame_problems(tree, width)
    if found:
        return found
    found += list_problems(tree, TITLE, [name for name, _ in REGIONS[region]], [trail] if trail else [])
    found += detail_problems(tree, trail)
    found += back_problems(tree, False)
    found += title_problems(tree, [*headers, TITLE] + ([trail] if trail else []))
    return found


def sidebar_beside(tree, region):
    """The sidebar shown side by side before the list, `region` chosen, the toggle pressed."""
    found = list_problems(tree, SIDEBAR, REGION_NAMES, [region])
    sidebar, trails = list_named(tree, SIDEBAR), list_named(tree, TITLE)
    if shown(sidebar) and shown(trails) and right(sidebar) > trails.extents[0]:
        found.append(f"the lists overlap: {sidebar.describe()} / {trails.describe()}")
    if tree.sidebar_toggle_state() is not True:
        found.append(f"the toggle {TOGGLE!r} is {tree.sidebar_toggle_state()}, expected pressed")
    return found


def three_columns(tree, width, region, trail):
    """Sidebar, list and detail side by side; `region` chosen, `trail` selected (or None)."""
    found = list_and_detail(tree, width, region, trail, headers=[SIDEBAR])
    return found or sidebar_beside(tree, region)


def two_columns(tree, width, region, trail, overlay=False):
    """The fold band: list and detail, the sidebar folded away; with `overlay`, the sidebar
    drawn over the list at the leading edge and the toggle pressed."""
    found = frame_problems(tree, width)
    if found:
        return found
    trails_rows = [name for name, _ in REGIONS[region]]
    found += list_problems(tree, TITLE, trails_rows, [trail] if trail else [])
    found += detail_problems(tree, trail)
    trails = list_named(tree, TITLE)
    if shown(trails) and trails.extents[0] > 1:
        found.append(f"the list does not start at the leading edge: {trails.describe()}")
    if overlay:
        found += list_problems(tree, SIDEBAR, REGION_NAMES, [region])
        sidebar = list_named(tree, SIDEBAR)
        over = shown(sidebar) and sidebar.extents[0] <= 1 and right(sidebar) > trails.extents[0]
        if shown(trails) and shown(sidebar) and not over:
            found.append(f"the sidebar is not drawn over the list at the leading edge: "
                         f"{sidebar.describe()} / {trails.describe()}")
        if tree.sidebar_toggle_state() is not True:
            found.append(f"the toggle {TOGGLE!r} is {tree.sidebar_toggle_state()}, expected pressed")
    else:
        found += hidden_list_problems(tree, SIDEBAR)
        if tree.sidebar_toggle_state() is not False:
            found.append(f"the toggle {TOGGLE!r} is {tree.sidebar_toggle_state()}, expected not pressed")
    found += back_problems(tree, False)
    found += title_problems(tree, ([SIDEBAR] if overlay else []) + [TITLE] + ([trail] if trail else []))
    return found


def fills(tree, node):
    return shown(node) and node.extents[2] >= tree.frame.extents[2] - 4


def sidebar_page(tree, width):
    """Collapsed on the regions: nothing chosen, no Back, the other pages hidden."""
    found = frame_problems(tree, width)
    if found:
        return found
    found += list_problems(tree, SIDEBAR, REGION_NAMES, [])
    if not found and not fills(tree, list_named(tree, SIDEBAR)):
        found.append(f"the regions do not fill the window: {list_named(tree, SIDEBAR).describe()}")
    found += hidden_list_problems(tree, TITLE)
    if visible_entries(tree):
        found.append(f"the {SEARCH!r} field is exposed as visible")
    found += no_detail_problems(tree)
    found += back_problems(tree, False)
    if tree.sidebar_toggle_state() is not None:
        found.append("the sidebar toggle is shown while collapsed")
    found += title_problems(tree, [SIDEBAR])  # the sidebar's page carries its header (L20)
    return found


def list_page(tree, width, region):
    """Collapsed on `region`'s trails: titled with it, Back, nothing selected."""
    found = frame_problems(tree, width)
    if found:
        return found
    found += list_problems(tree, TITLE, [name for name, _ in REGIONS[region]], [])
    if not found and not fills(tree, list_named(tree, TITLE)):
        found.append(f"the trails do not fill the window: {list_named(tree, TITLE).describe()}")
    found += hidden_list_problems(tree, SIDEBAR)
    found += no_detail_problems(tree)
    found += back_problems(tree, True)
    found += title_problems(tree, [region])
    if tree.sidebar_toggle_state() is not None:
        found.append("the sidebar toggle is shown while collapsed")
    return found


def detail_page(tree, width, trail):
    """Collapsed on `trail`'s detail: titled with it, Back, both lists hidden."""
    found = frame_problems(tree, width)
    if found:
        return found
    found += detail_problems(tree, trail)
    if tree.visible_button(STAGES) is None:
        found.append(f"no visible {STAGES!r} button on {trail}'s detail")
    found += hidden_list_problems(tree, SIDEBAR)
    found += hidden_list_problems(tree, TITLE)
    if visible_rows(tree):
        found.append(f"{len(visible_rows(tree))} list rows are exposed as visible")
    if visible_entries(tree):
        found.append(f"the {SEARCH!r} field is exposed as visible")
    found += back_problems(tree, True)
    found += title_problems(tree, [trail])
    return found


def stages_page(tree, width, trail):
    """Collapsed on `trail`'s Stages page: titled "Stages", Back, the rest hidden."""
    found = frame_problems(tree, width)
    if found:
        return found
    stage_buttons = [node for node in tree.find({pyatspi.ROLE_PUSH_BUTTON})
                     if node.exposed_visible and node.has_size and node.name.endswith(" km")]
    if not stage_buttons:
        found.append("no stage buttons shown")
    if tree.visible_buttons("Done"):
        found.append("the detail's 'Done' is exposed under the Stages page")
    found += hidden_list_problems(tree, SIDEBAR)
    found += hidden_list_problems(tree, TITLE)
    found += back_problems(tree, True)
    found += title_problems(tree, [STAGES])
    return found


# ---------------------------------------------------------------------------------------
# The session

class RegionsSession:
    def __init__(self, binary, screenshots, results):
        self.screenshots = screenshots
        self.results = results
        self.app = harness.TrailsApp(binary, results, ["--regions"])

    def check(self, name, ok, detail=""):
        return self.results.check(name, ok, detail)

    def shoot(self, name):
        self.app.save_screenshot(os.path.join(self.screenshots, name))

    def expect(self, step, state, *arguments, what=None, steady=1):
        """Polls until `state(tree, *arguments)` finds nothing wrong in `steady` snapshots
        in a row (more than one where the state must hold on, not merely show): one
        check. On the deadline the check fails with what still differed (and the tree is
        dumped); the test goes on. Returns the last tree."""
        last = {"run": 0}

        def settled():
            tree = self.app.tree()
            last["tree"], last["problems"] = tree, state(tree, *arguments)
            last["run"] = 0 if last["problems"] else last["run"] + 1
            return last["run"] >= steady
        name = f"{step}: {what or state.__name__.replace('_', ' ')}"
        try:
            harness.poll(settled, name)
            self.check(name, True)
        except harness.StepTimeout:
            self.check(name, False, "; ".join(last.get("problems") or ["no snapshot"]))
            if "tree" in last:
                self.app.dump_tree()
        return last.get("tree") or self.app.tree()

    def click_in(self, list_name, text):
        """Clicks the row `text` of the list `list_name` once it has stopped moving."""
        def row(tree):
            node = list_named(tree, list_name)
            found = tree.row(text, node) if shown(node) else None
            return found if found is not None and shown(found) else None
        self.app.click(self.app.still(row, f"the row {text!r} of {list_name!r}"))

    def resize(self, width):
        self.app.resize_content(width)

    # -- the scenario --------------------------------------------------------------------

    def run(self):
        app = self.app
        up = app.start(harness.WIDE)
        note(f"window {app.window}, up after {up:.2f} s, margins {app.margin}")
        app.keep_origin()
        self.resize(WIDE)
        self.wide()
        self.folded()
        self.narrow()
        self.search()
        app.quit_with_ctrl_q()

    def wide(self):
        check = self.check
        step = f"{WIDE} px, start"
        tree = self.expect(step, three_columns, WIDE, "Europe", None,
                           what="three columns, Europe chosen, its trails listed, the placeholder")
        names = sorted(node.name for node in tree.lists if node.exposed_visible)
        check(f"{step}: two lists exposed, {SIDEBAR!r} and {TITLE!r}", names == [SIDEBAR, TITLE],
              f"visible lists: {names}")
        entries = visible_entries(tree)
        trails = list_named(tree, TITLE)
        check(f"{step}: a {SEARCH!r} entry above the trails",
              len(entries) == 1 and shown(trails) and entries[0].extents[1] < trails.extents[1]
              and trails.extents[0] <= entries[0].centre[0] <= right(trails),
              "; ".join(node.describe() for node in entries) or "no entry")

        self.click_in(TITLE, "Alps")
        self.expect(f"{WIDE} px, Alps clicked", three_columns, WIDE, "Europe", "Alps",
                    what="Alps selected, its detail beside the lists")
        self.shoot("three-columns.png")

        self.click_in(SIDEBAR, "North America")
        self.expect(f"{WIDE} px, North America clicked", three_columns, WIDE, "North America", None,
                    what="Rockies, Appalachians, Sierra Nevada listed, nothing selected (Alps is not there)")

        self.click_in(SIDEBAR, "Europe")
        self.expect(f"{WIDE} px, Europe clicked again", three_columns, WIDE, "Europe", None,
                    what="Europe's trails, nothing selected")
        self.click_in(TITLE, "Dolomites")
        self.expect(f"{WIDE} px, Dolomites clicked", three_columns, WIDE, "Europe", "Dolomites",
                    what="Dolomites selected, its detail")

    def fold_hysteresis(self):
        """The sidebar folds below 682 px and unfolds only from 694 px (the states that
        must not change are held over three snapshots)."""
        for width, folded in [(688, False), (681, True), (690, True), (693, True), (694, False)]:
            self.resize(width)
            if folded:
                self.expect(f"{width} px", two_columns, width, "Europe", "Dolomites", steady=3,
                            what="the sidebar folded away, 'Trails' and the Dolomites detail")
            else:
                self.expect(f"{width} px", three_columns, width, "Europe", "Dolomites", steady=3,
                            what="three columns, Europe and Dolomites selected")

    def folded(self):
        app = self.app
        self.fold_hysteresis()
        self.resize(FOLDED)
        step = f"{FOLDED} px"
        self.expect(step, two_columns, FOLDED, "Europe", "Dolomites",
                    what=f"the sidebar folded away: 'Trails' and the Dolomites detail, {TOGGLE!r} not pressed")
        self.shoot("two-columns.png")

        app.key("F9")
        self.expect(f"{step}, F9", two_columns, FOLDED, "Europe", "Dolomites", True,
                    what=f"{SIDEBAR!r} drawn over the list at the leading edge, {TOGGLE!r} pressed")
        self.shoot("overlay.png")

        app.key("Escape")
        self.expect(f"{step}, Escape on the overlay", two_columns, FOLDED, "Europe", "Dolomites",
                    what=f"{SIDEBAR!r} hidden again, {TOGGLE!r} not pressed, Dolomites still selected")

        app.key("F9")
        tree = self.expect(f"{step}, F9 again", two_columns, FOLDED, "Europe", "Dolomites", True,
                           what=f"{SIDEBAR!r} drawn over the list again")
        # A click on the detail, outside the overlay: below its centred content, halfway
        # between the list's end and the window's.
        sidebar, trails = list_named(tree, SIDEBAR), list_named(tree, TITLE)
        frame = tree.frame
        x = (max(right(trails), right(sidebar) if shown(sidebar) else 0) + frame.extents[2]) // 2
        y = frame.extents[1] + frame.extents[3] - 30
        note(f"clicking the detail at ({x}, {y}), window coordinates")
        app.click_at(x, y)
        self.expect(f"{step}, a click on the detail outside the overlay", two_columns, FOLDED, "Europe",
                    "Dolomites", what=f"{SIDEBAR!r} hidden again, Dolomites still selected")

    def narrow(self):
        app = self.app
        self.resize(NARROW)
        step = f"{NARROW} px"
        self.expect(step, detail_page, NARROW, "Dolomites",
                    what="one page: the Dolomites detail (collapsing with a selection), titled 'Dolomites', Back")
        self.shoot("stacked.png")

        self.click_back(f"{step}, Back (button) on the detail")
        self.expect(f"{step}, Back (button) on the detail", list_page, NARROW, "Europe",
                    what="Europe's trails, titled 'Europe', Dolomites unselected, Back")
        app.key("Escape")
        tree = self.expect(f"{step}, Escape on Europe's trails", sidebar_page, NARROW,
                           what="the regions page, nothing chosen, no Back")
        note(f"the regions page is titled {tree.header_title()}")

        self.click_in(SIDEBAR, "North America")
        self.expect(f"{step}, North America clicked", list_page, NARROW, "North America",
                    what="North America's trails, titled 'North America', Back")
        self.click_in(TITLE, "Rockies")
        self.expect(f"{step}, Rockies clicked", detail_page, NARROW, "Rockies",
                    what="the Rockies detail page, titled 'Rockies', Back")
        app.click(self.app.still(lambda t: t.visible_button(STAGES), f"the {STAGES!r} button"))
        self.expect(f"{step}, Stages clicked", stages_page, NARROW, "Rockies",
                    what="Rockies' Stages page, titled 'Stages', Back")

        # Back three times, once each way: the button, Escape, Alt+Left.
        self.click_back(f"{step}, Back #1 (button)")
        self.expect(f"{step}, Back #1 (button)", detail_page, NARROW, "Rockies",
                    what="the Rockies detail page again")
        app.key("Escape")
        self.expect(f"{step}, Back #2 (Escape)", list_page, NARROW, "North America",
                    what="North America's trails, Rockies unselected")
        app.key("alt+Left")
        self.expect(f"{step}, Back #3 (Alt+Left)", sidebar_page, NARROW,
                    what="the regions page, nothing chosen, no Back")

        self.click_in(SIDEBAR, "Europe")
        self.expect(f"{step}, Europe clicked", list_page, NARROW, "Europe", what="Europe's trails")
        self.click_in(TITLE, "Alps")
        self.expect(f"{step}, Alps clicked", detail_page, NARROW, "Alps", what="the Alps detail page")

        # Collapsed below 600 px, expanded again only from 612 px.
        self.resize(606)
        self.expect("606 px", detail_page, 606, "Alps", steady=3, what="still one page: the Alps detail")
        self.resize(612)
        self.expect("612 px", list_and_detail, 612, "Europe", "Alps",
                    what="expanded: Europe's trails, Alps still selected, its detail beside them")
        self.expect("612 px", two_columns, 612, "Europe", "Alps", what="the sidebar folded (612 < 682 px)")

        # Widening: the columns come back with the selections intact. The sidebar was
        # folded automatically (the overlay dismissed above only hid it again), so it
        # unfolds from 694 px.
        self.resize(WIDE)
        step = f"{WIDE} px again"
        self.expect(step, three_columns, WIDE, "Europe", "Alps",
                    what="side by side: Europe's trails, Alps still selected, its detail")
        tree = self.expect(step, lambda t: sidebar_beside(t, "Europe"),
                           what=f"the sidebar unfolded: {SIDEBAR!r} beside the list, Europe still chosen, "
                                f"{TOGGLE!r} pressed")
        if not shown(list_named(tree, SIDEBAR)):
            # Go on from three columns all the same.
            app.key("F9")
            self.expect(f"{step}, F9 (the sidebar stayed hidden)", three_columns, WIDE, "Europe", "Alps",
                        what="three columns, Europe and Alps selected")

    def click_back(self, step):
        back = self.app.still(lambda t: t.visible_button("Back"), "the Back button")
        self.app.click(back)

    def search(self):
        app, check = self.app, self.check
        step = "search"
        app.key("ctrl+f")

        def entry_focused(tree):
            focused = tree.focused()
            return len(focused) == 1 and focused[0].role == pyatspi.ROLE_ENTRY and focused[0].name == SEARCH
        try:
            self.app.wait_for(entry_focused, f"the {SEARCH!r} entry focused")
            check(f"{step}: Ctrl+F focuses the {SEARCH!r} entry", True)
        except harness.StepTimeout:
            tree = app.tree()
            check(f"{step}: Ctrl+F focuses the {SEARCH!r} entry", False,
                  f"focused: {[node.describe() for node in tree.focused()]}")
            return

        europe = [name for name, _ in REGIONS["Europe"]]
        matching = [name for name in europe if "al" in name.lower()]
        app.type_text("al")
        self.expect(f"{step}, 'al' typed", self.search_state, matching, "Alps", False,
                    what=f"only {matching} listed, Alps still selected")

        app.type_text("z")
        tree = self.expect(f"{step}, 'alz' typed", self.search_state, [], None, True,
                           what=f"{NO_RESULTS!r} shown, no rows, the selection cleared")
        check(f"{step}, 'alz' typed: the entry still has the focus", entry_focused(tree),
              f"focused: {[node.describe() for node in tree.focused()]}")

        app.key("Escape")
        self.expect(f"{step}, Escape in the field", self.search_state, europe, None, False,
                    what="the field cleared, all of Europe's trails listed again")

    def search_state(self, tree, rows, trail, nothing_found):
        """Expanded on Europe's trails, the list showing `rows` (none: "No results"),
        `trail` selected and its detail (None: the placeholder)."""
        found = frame_problems(tree, WIDE)
        if found:
            return found
        no_results = tree.visible_labels(NO_RESULTS)
        if nothing_found:
            if len(no_results) != 1:
                found.append(f"{len(no_results)} visible {NO_RESULTS!r} labels, expected 1")
            found += hidden_list_problems(tree, TITLE)
        else:
            found += list_problems(tree, TITLE, rows, [trail] if trail else [])
            if no_results:
                found.append(f"{NO_RESULTS!r} is shown with rows listed")
        found += detail_problems(tree, trail)
        entries = visible_entries(tree)
        if len(entries) != 1:
            found.append(f"{len(entries)} visible {SEARCH!r} entries, expected 1")
        return found


class NarrowStartSession:
    """Starting collapsed: the list of the region chosen at start (Europe) shows first."""

    def __init__(self, binary, results):
        self.results = results
        self.app = harness.TrailsApp(binary, results, ["--regions"])

    def run(self):
        app = self.app
        up = app.start(harness.NARROW)
        note(f"narrow start: window {app.window}, up after {up:.2f} s")
        width = app.frame_width(harness.NARROW)
        step = f"started at {width} px"
        last = {}

        def settled():
            tree = app.tree()
            last["problems"] = list_page(tree, width, "Europe")
            return not last["problems"]
        try:
            harness.poll(settled, "the list page of Europe")
            self.results.check(f"{step}: Europe's trails show first, titled 'Europe', with Back", True)
        except harness.StepTimeout:
            self.results.check(f"{step}: Europe's trails show first, titled 'Europe', with Back", False,
                               "; ".join(last.get("problems") or []))
            app.dump_tree()
        app.quit_with_ctrl_q()


def main():
    binary, screenshots = harness.screenshot_test_arguments("trails_regions_test.py")
    results = harness.Results()

    def body():
        session = RegionsSession(binary, screenshots, results)
        harness.run_scenario(results, session.app, session.run)
        narrow = NarrowStartSession(binary, results)
        harness.run_scenario(results, narrow.app, narrow.run)
    return harness.run_test(body, results)


if __name__ == "__main__":
    sys.exit(main())
