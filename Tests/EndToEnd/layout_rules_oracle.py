"""The end-to-end harness's independent statement of the layout rules: its oracle.

The layout rules are written down in Sources/TwoPane/TwoPane.docc/LayoutRules.md and
implemented once, in Swift, by the model the app runs (TwoPaneModel). The end-to-end suites
do not ask that model what the app should show: this module states the two-column rules
again, in Python, from the document alone, and the suites check the real `trails` against
that second reading. A mistake would have to be made twice, independently, to pass. So
nothing here is taken from the Swift code, and no suite states these rules anywhere else:
a suite tells `Mirror` the events it caused (widths, clicks, keys, Back, Done, F9) and
compares what the app exposes with `layout_problems`.

The rules stated here, by their numbers in LayoutRules.md:

- L1  collapse below BREAKPOINT, expand again only from EXPAND_WIDTH (the hysteresis); the
      first width decides alone: `Mirror.resized`;
- L2  the list column: LIST_WIDTH kept within [MIN_LIST_WIDTH, MAX_LIST_WIDTH], never
      leaving the detail less than MIN_DETAIL_WIDTH: `Mirror.list_width` (these suites
      never drag the divider);
- L3  the header: the item's title and Back on a collapsed detail page, the list's title
      otherwise: `Mirror.header_title`, `Mirror.back_shown`, `Mirror.header_start_buttons`;
- L4  collapsing shows the detail with a selection, the list without; expanding shows
      both: `Mirror.resized`;
- L5  Back, only on a collapsed detail page: the list, the selection cleared: `Mirror.back`;
- L6  a click or Enter selects and, collapsed, opens the detail; the arrow keys select
      while expanded and only move the focus while collapsed: `Mirror.row_clicked`,
      `Mirror.row_activated`, `Mirror.arrow_to`;
- L8  with nothing selected the detail shows the placeholder: `layout_problems`;
- L10 the app clearing the selection (the detail's Done): a collapsed layout goes back to
      the list: `Mirror.done`;
- L11 the sidebar toggle and F9 hide and show the list, only while expanded; a collapsed
      layout shows no toggle: `Mirror.toggle_sidebar`, `Mirror.header_start_buttons`;
- L14 what is not on screen is not exposed to assistive technologies: `layout_problems`;
- L20 each shown column has its own header: the list's titled with the list, the detail's
      with the selected item (none over the placeholder); a collapsed page carries its
      column's: `Mirror.header_titles`.

Pure Python, without GTK or AT-SPI: import it in any order. `layout_problems` reads a
`trails_harness.Tree` snapshot through its methods only.
"""

# The app the rules are read for, Trails: the title of its window, of its list (the list's
# accessible name, L14) and of the header off a detail page (L3); its built-in trails,
# (name, distance label) in list order.
TITLE = "Trails"
BUILT_IN_TRAILS = [("Alps", "42 km"), ("Dolomites", "28 km"), ("Pyrenees", "65 km"), ("Rockies", "110 km")]

# L1: the breakpoint and the hysteresis, in px of the layout's own width.
BREAKPOINT, HYSTERESIS = 600, 12
EXPAND_WIDTH = BREAKPOINT + HYSTERESIS
# L2: the list column's preferred width and bounds, the detail's minimum, the divider.
LIST_WIDTH, MIN_LIST_WIDTH, MAX_LIST_WIDTH, MIN_DETAIL_WIDTH, DIVIDER = 320, 200, 480, 300, 1


class Mirror:
    """What the layout must show after the events the app has seen (L1-L6, L10, L11, see
    the module's list). `trails` are (name, distance label) pairs in list order;
    `selection` is an index into them. Widths are the layout's own (the window's
    content)."""

    def __init__(self, trails=None):
        self.trails = list(trails or BUILT_IN_TRAILS)
        self.width = None
        self.collapsed = False
        self.shows_detail = False
        self.selection = None
        self.sidebar_visible = True

    def resized(self, width):
        """L1 (with the hysteresis; the first width decides) and L4."""
        if self.width is None:
            self.collapsed = width < BREAKPOINT
            self.shows_detail = False
        elif self.collapsed and width >= EXPAND_WIDTH:
            self.collapsed = False
            self.shows_detail = False
        elif not self.collapsed and width < BREAKPOINT:
            self.collapsed = True
            self.shows_detail = self.selection is not None
        self.width = width

    def row_clicked(self, index):
        """L6: a click selects; collapsed, it opens the detail."""
        self.selection = index
        if self.collapsed:
            self.shows_detail = True

    def row_activated(self, index):
        """L6: Enter (or a click) on a row selects it and, collapsed, opens the detail."""
        self.row_clicked(index)

    def arrow_to(self, index):
        """L6: arrow keys select while expanded; collapsed, they move focus only."""
        if not self.collapsed:
            self.selection = index

    def back(self):
        """L5: only on a collapsed detail; back to the list, selection cleared."""
        if self.collapsed and self.shows_detail:
            self.selection = None
            self.shows_detail = False

    def done(self):
        """L10: the app clears the selection; collapsed, that pops to the list."""
        self.selection = None
        self.shows_detail = False

    def toggle_sidebar(self):
        """L11: F9 or the toggle; only while expanded."""
        if not self.collapsed:
            self.sidebar_visible = not self.sidebar_visible

    f9 = toggle_sidebar

    @property
    def list_shown(self):
        return (not self.collapsed and self.sidebar_visible) or (self.collapsed and not self.shows_detail)

    @property
    def detail_shown(self):
        return not self.collapsed or self.shows_detail

    @property
    def back_shown(self):
        """L3: Back on a collapsed detail page only."""
        return self.collapsed and self.shows_detail

    @property
    def done_shown(self):
        return self.detail_shown and self.selection is not None

    @property
    def header_start_buttons(self):
        """The names of the buttons at the header's start: Back on a collapsed detail page
        (L3), nothing on a collapsed list page, the sidebar toggle while expanded (L11)."""
        return ["Back"] if self.back_shown else [] if self.collapsed else ["Show Sidebar"]

    @property
    def selected_name(self):
        return self.trails[self.selection][0] if self.selection is not None else None

    @property
    def list_width(self):
        """The list column's width (L2)."""
        if self.collapsed:
            return self.width
        available = self.width - DIVIDER
        bounded = min(max(LIST_WIDTH, MIN_LIST_WIDTH), MAX_LIST_WIDTH)
        return max(min(bounded, available - MIN_DETAIL_WIDTH), MIN_LIST_WIDTH)

    @property
    def detail_left(self):
        """Where the detail column starts."""
        return self.list_width + DIVIDER if not self.collapsed and self.sidebar_visible else 0

    @property
    def header_title(self):
        """L3: the item's title on a collapsed detail page, the list's otherwise."""
        return self.selected_name if self.back_shown else TITLE

    @property
    def header_titles(self):
        """L20: every shown column's header title, in the layout's order: collapsed, the
        page's (L3); expanded, the list's when it is shown and the selected item's over its
        detail (nothing over the placeholder)."""
        if self.collapsed:
            return [self.header_title]
        titles = [TITLE] if self.sidebar_visible else []
        return titles + ([self.selected_name] if self.selection is not None else [])

    def describe(self):
        if self.collapsed:
            page = "detail" if self.shows_detail else "list"
            layout = f"collapsed on the {page}"
        else:
            layout = "expanded, sidebar " + ("shown" if self.sidebar_visible else "hidden")
        return f"{self.width} px, {layout}, {self.selected_name or 'nothing'} selected"


def layout_problems(tree, mirror):
    """How the app's accessible tree differs from what `mirror` expects: layout, pages,
    Back and the sidebar toggle (pressed or not), list width, selected row, detail or
    placeholder, header title. An empty list when it matches."""
    found = []
    frame = tree.frame
    if frame is None or frame.extents[2] != mirror.width:
        found.append(f"frame is {frame.extents if frame else None}, expected width {mirror.width}")
        return found

    toggles = tree.visible_buttons("Show Sidebar")
    if mirror.collapsed:
        if toggles:
            found.append("the sidebar toggle is shown while collapsed")
    elif len(toggles) != 1:
        found.append(f"{len(toggles)} visible sidebar toggles while expanded, expected 1")
    else:
        pressed = toggles[0].pressed
        if pressed != mirror.sidebar_visible:
            found.append(f"the sidebar toggle is {'pressed' if pressed else 'not pressed'}, "
                         f"the sidebar should be {'shown' if mirror.sidebar_visible else 'hidden'}")

    backs = [node for node in tree.visible_buttons("Back") if node.has_size]
    if mirror.back_shown and len(backs) != 1:
        found.append(f"{len(backs)} visible Back buttons on a collapsed detail, expected 1")
    if not mirror.back_shown and tree.visible_buttons("Back"):
        found.append("a Back button is shown")

    # GTK drops a hidden widget from the accessible tree: a hidden list may be absent.
    list_node = tree.trails_list
    if mirror.list_shown:
        if list_node is None or not list_node.exposed_visible:
            found.append(f"the list {TITLE!r} is not shown")
        else:
            texts = tree.row_texts(list_node)
            if texts != [name for name, _ in mirror.trails]:
                found.append(f"rows are {texts}")
            if list_node.extents[2] != mirror.list_width:
                found.append(f"the list is {list_node.extents[2]} px wide, expected {mirror.list_width}")
            selected = tree.selected_row_texts(list_node)
            expected = [mirror.selected_name] if mirror.selection is not None else []
            if selected != expected:
                found.append(f"selected rows are {selected or 'none'}, expected {expected or 'none'}")
    else:
        visible_lists, visible_rows = tree.exposed_lists_and_rows()
        if visible_lists or visible_rows:
            found.append(f"the list is exposed as visible ({len(visible_rows)} rows) but should be hidden (L14)")

    dones = tree.visible_buttons("Done")
    placeholders = tree.visible_labels("Nothing selected")
    if mirror.done_shown:
        name, distance = mirror.trails[mirror.selection]
        if len(dones) != 1:
            found.append(f"{len(dones)} visible Done buttons, expected 1")
        if not tree.visible_labels(distance):
            found.append(f"no visible {distance!r} label for {name}")
        others = [other for other, other_distance in mirror.trails
                  if other != name and other_distance != distance and tree.visible_labels(other_distance)]
        if others:
            found.append(f"the detail of {others} is shown too")
        if placeholders:
            found.append("'Nothing selected' is shown with a selection")
    else:
        if dones:
            found.append("a Done button is shown")
        if mirror.detail_shown and len(placeholders) != 1:
            found.append(f"{len(placeholders)} visible 'Nothing selected' placeholders, expected 1")
        if not mirror.detail_shown and placeholders:
            found.append("'Nothing selected' is shown on the list page")

    titles = tree.header_title()
    if titles != mirror.header_titles:
        found.append(f"the headers are titled {titles}, expected {mirror.header_titles} (L3, L20)")
    if mirror.back_shown and tree.visible_labels(TITLE):
        found.append(f"{TITLE!r} still shown on a detail page")
    return found
