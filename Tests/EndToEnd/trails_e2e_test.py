#!/usr/bin/python3
"""End-to-end test of the Trails app in a real X server (layout rules L3-L5, L7, L14 of
Sources/TwoPane/TwoPane.docc/LayoutRules.md; the program as docs/TRAILS.md describes it).

Usage: trails_e2e_test.py PATH/TO/trails [SCREENSHOT_DIR]

Run it under scripts/headless.sh (Xvfb, its own D-Bus session with the
accessibility bus, G_DEBUG=fatal-warnings). It starts `trails` on its built-in data,
drives it with xdotool (resizing the window, clicking a row) and checks what it
exposes through AT-SPI (pyatspi) at each step:

  1000 px, nothing selected -> wide.png            list + "Nothing selected"
   480 px                   -> narrow-list.png     list page only, no Back
  click "Dolomites"         -> narrow-detail.png   detail page + Back, list hidden
  1000 px                   -> wide-detail.png     list + detail, row selected
   480 px                                          detail again (L4), Back shown
  Back (AT-SPI action)                             list page, nothing selected (L5)
  1000 px                                          placeholder, nothing selected
  Ctrl+Q                                           exits 0, stderr empty

Screenshots go to SCREENSHOT_DIR (default: docs/screenshots/ of this repository).

Nothing is synchronised by sleeping: every step polls for a condition (X window
geometry, AT-SPI tree, stable pixels) until a deadline. The shared machinery (launching,
AT-SPI snapshots, clicking, reporting) is in trails_harness.py. Needs /usr/bin/python3
with gi + pyatspi, xdotool and ImageMagick (`import`, `convert`). Prints one line per
check and ends with "N passed, M failed"; exits 1 if any check failed.
"""

import os
import sys

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from trails_harness import HEIGHT, NARROW, WIDE, note, pyatspi


class TrailsSession:
    def __init__(self, binary, screenshots, results):
        self.screenshots = screenshots
        self.results = results
        self.app = harness.TrailsApp(binary, results)

    def shoot(self, name):
        self.app.save_screenshot(os.path.join(self.screenshots, name))

    def run(self):
        app = self.app
        check = app.check
        up = app.start(WIDE, HEIGHT)
        note(f"window {app.window}, up after {up:.2f} s")

        # 1. Wide, nothing selected: list + placeholder.
        tree = app.wait_for(lambda t: app.is_expanded(t, WIDE, None),
                            "the expanded layout with the placeholder at 1000 px")
        step = "wide, nothing selected"
        check(f"{step}: list and 'Nothing selected' placeholder side by side", True)
        app.check_list_label(tree, step)
        app.check_selection(tree, step, [])
        app.check_no_back(tree, step)
        check(f"{step}: sidebar toggle 'Show Sidebar' visible",
              bool(tree.visible_buttons("Show Sidebar")))
        self.shoot("wide.png")

        # 2. Narrow, nothing selected: the list page alone.
        app.resize(NARROW)
        tree = app.wait_for(lambda t: app.is_collapsed_list(t, NARROW),
                            "the collapsed list page at 480 px")
        step = "narrow, list page"
        check(f"{step}: the list fills the window", True)
        app.check_list_label(tree, step)
        app.check_no_back(tree, step)
        app.check_no_visible(tree, step, pyatspi.ROLE_PUSH_BUTTON, "Done", "the detail is off screen")
        app.check_no_visible(tree, step, pyatspi.ROLE_LABEL, "Nothing selected",
                             "the placeholder is off screen")
        self.shoot("narrow-list.png")

        # 3. Click "Dolomites": the detail page with a Back button.
        rows = tree.row_texts()
        check(f"{step}: rows are Alps, Dolomites, Pyrenees, Rockies",
              rows == ["Alps", "Dolomites", "Pyrenees", "Rockies"], f"rows: {rows}")
        app.click_row(tree, "Dolomites")
        tree = app.wait_for(lambda t: app.is_collapsed_detail(t, NARROW, "28 km"),
                            "the collapsed Dolomites detail after clicking its row")
        step = "narrow, Dolomites detail"
        check(f"{step}: the detail page shows 'Dolomites', '28 km' and 'Done'",
              bool(tree.visible_labels("Dolomites")) and bool(tree.visible_buttons("Done")))
        app.check_back(tree, step)
        check(f"{step}: the header title is 'Dolomites', not 'Trails' (L3)",
              len(tree.visible_labels("Dolomites")) == 2 and not tree.visible_labels("Trails"),
              f"visible labels: {tree.visible_label_texts()}")
        app.check_list_hidden(tree, step)
        app.check_no_visible(tree, step, pyatspi.ROLE_LABEL, "Nothing selected",
                             "the placeholder is off screen")
        self.shoot("narrow-detail.png")

        # 4. Wide again: list + detail, the row selected.
        app.resize(WIDE)
        tree = app.wait_for(lambda t: app.is_expanded(t, WIDE, "28 km"),
                            "the expanded layout with the Dolomites detail at 1000 px")
        step = "wide, Dolomites detail"
        check(f"{step}: list and Dolomites detail side by side", True)
        app.check_list_label(tree, step)
        app.check_selection(tree, step, ["Dolomites"])
        app.check_no_back(tree, step)
        check(f"{step}: 'Done' button visible", bool(tree.visible_buttons("Done")))
        self.shoot("wide-detail.png")

        # 5. Narrow again with a selection: straight to the detail (L4).
        app.resize(NARROW)
        tree = app.wait_for(lambda t: app.is_collapsed_detail(t, NARROW, "28 km"),
                            "the collapsed Dolomites detail at 480 px")
        step = "narrow again, Dolomites detail"
        check(f"{step}: collapsing with a selection shows the detail (L4)", True)
        back = app.check_back(tree, step)
        app.check_list_hidden(tree, step)

        # 6. Back: the list page, nothing selected (L5).
        if back is not None:
            action = back.accessible.queryAction()
            names = [action.getName(index) for index in range(action.nActions)]
            check(f"{step}: 'Back' offers the AT-SPI action 'click'", "click" in names,
                  f"actions: {names}")
            if "click" in names:
                action.doAction(names.index("click"))
            else:
                app.click(back)
            tree = app.wait_after_action(lambda t: app.is_collapsed_list(t, NARROW),
                                         "the list page after Back")
            step = "narrow, after Back"
            check(f"{step}: back on the list page", True)
            app.check_selection(tree, step, [])
            app.check_no_back(tree, step)
            app.check_no_visible(tree, step, pyatspi.ROLE_PUSH_BUTTON, "Done",
                                 "the detail is off screen")

            # 7. Wide: the placeholder, not the trail the user left (L5).
            app.resize(WIDE)
            tree = app.wait_for(lambda t: app.is_expanded(t, WIDE, None),
                                "the expanded layout with the placeholder after Back")
            step = "wide, after Back"
            check(f"{step}: 'Nothing selected' placeholder, not the old detail", True)
            app.check_selection(tree, step, [])
            check(f"{step}: no Dolomites detail left", not tree.visible_labels("28 km"))

        # 8. Ctrl+Q: the process was alive until now and quits cleanly.
        app.quit_with_ctrl_q()


def main():
    binary, screenshots = harness.screenshot_test_arguments("trails_e2e_test.py")
    results = harness.Results()
    session = TrailsSession(binary, screenshots, results)
    return harness.run_test(lambda: harness.run_scenario(results, session.app, session.run), results)


if __name__ == "__main__":
    sys.exit(main())
