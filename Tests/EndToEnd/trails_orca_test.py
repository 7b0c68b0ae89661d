#!/usr/bin/python3
"""What a blind user hears: a keyboard-only session of the real `trails`, read by GNOME's
Orca screen reader (Tests/EndToEnd/orca_session.py), one step at a time.

Usage: trails_orca_test.py PATH/TO/trails [TRANSCRIPT.md]

Run under scripts/headless.sh. Each step acts with the keyboard (or resizes the window, as a
user dragging its edge), waits for what Orca should say and for Orca to fall quiet, checks
the utterances, and writes them to the transcript (Tests/EndToEnd/out/orca-transcript.md
by default): the list named "Trails" with its 4 items; each row by name and position on
arrow keys; the detail named by its item when it opens; "Back" as a button; the new focus
after every collapse and expand; "Nothing selected" after Done (and the row it leaves
focused read "not selected"); the sidebar toggle's state after each F9; a search typed
slowly that keeps every letter; the primary menu (F10) read by its items, without GTK's
internal "GtkStackPage"; and a second launch at 480 px (collapsed onto the list from its
first frame) down to a row and into its detail.

The app runs without G_DEBUG=fatal-warnings here, for one reason: with a screen reader
listening, GTK 4.8 answers Orca's requests for screen coordinates with the warning
"Screen coordinates not supported, reported positions will be wrong" (X11 under Xvfb has
no way to give them). That message, and only that one, may appear on stderr; any other
line fails the test, as a fatal warning would. No pyatspi walk happens while Orca listens
(a walk changes what Orca says): the one AT-SPI read comes after the last step of the first
launch, just before it quits.
Prints one line per check and "N passed, M failed"; exits 1 if any check failed.
"""

import os
import subprocess
import sys
import time

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from orca_session import announce_window, run_test, said, said_anywhere, tab_until

WIDE, NARROW, HEIGHT = 1000, 480, 700
APP_ID = "org.twopane.Trails"  # the app's folder in XDG_STATE_HOME
TYPING_GAP_S = 0.8  # between the keys of the slow search: a slow typist, a screen-reader user


class Session:
    def __init__(self, orca, steps, binary, launches):
        self.results = steps.results
        self.orca = orca
        self.steps = steps
        self.step = steps.step
        self.binary = binary
        self.app = None
        self.window = None
        self.apps = launches  # every launch, for the stderr check at the end

    def key(self, *keys):
        harness.xdotool("key", "--clearmodifiers", *keys)

    def resize(self, width):
        harness.xdotool("windowsize", self.window, width, HEIGHT)

    def open_window(self, width=WIDE, state_home=None):
        """Starts the app (with `state_home` as its XDG_STATE_HOME, if given) and, unless
        `width` is None, sizes its window to `width`."""
        self.app = harness.TrailsApp(self.binary, self.results, state_home=state_home, environment={"G_DEBUG": ""})
        self.apps.append(self.app)
        self.window = harness.find_main_window(self.app.process)
        # A look at the bus's list of apps and at the app's windows, not a walk of its tree.
        self.app.application = harness.find_application(self.app.process)
        harness.poll(lambda: self.app.application.childCount > 0, "the app's window on the accessibility bus")
        announce_window(self.window, harness.xdotool)
        if width is not None:
            self.resize(width)

    def quit_app(self):
        """Ends the app with Ctrl+Q and waits for it to exit."""
        self.key("ctrl+q")
        try:
            self.app.process.wait(timeout=harness.EXIT_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.app.process.terminate()
            self.app.process.wait()


def scenario(session):
    key = session.key
    session.step("1. The window opens", session.open_window,
                 lambda u: said_anywhere(u, "Trails", "4 items"), "the list named Trails, with 4 items",
                 timeout=20.0)
    session.step("2. Down", lambda: key("Down"), lambda u: said(u, "Alps") and said_anywhere(u, "1 of 4"),
                 "Alps, 1 of 4")
    session.step("3. Down", lambda: key("Down"),
                 lambda u: said(u, "Dolomites") and said_anywhere(u, "2 of 4") and not said(u, "not selected"),
                 "Dolomites, 2 of 4 (its detail opens beside)")
    session.step("4. Narrow the window to 480 px", lambda: session.resize(NARROW),
                 lambda u: said(u, "Stages push button"), "the collapse onto the detail: the new focus announced")
    session.step("5. Shift+Tab twice (past the main menu)", lambda: key("shift+Tab", "shift+Tab"),
                 lambda u: said(u, "Back") and said_anywhere(u, "button") and not said(u, "GtkImage"),
                 "the Back button, without GTK's internal names")
    session.step("6. Escape (Back)", lambda: key("Escape"),
                 lambda u: said_anywhere(u, "Trails", "2 of 4") and not said(u, "GtkStackPage"),
                 "back on the list: Trails")
    session.step("7. Down on the collapsed list", lambda: key("Down"),
                 lambda u: said_anywhere(u, "3 of 4") and said(u, "Pyrenees"),
                 "the next row by name and position (a collapsed list selects nothing, L6)")
    session.step("8. Enter", lambda: key("Return"), lambda u: said(u, "Pyrenees", "panel"),
                 "the detail opens, named by its item: Pyrenees panel")
    def widen():
        session.resize(WIDE)
        harness.poll(lambda: session.app.tree().sidebar_toggle_state() is not None, "the expanded layout")
    # The detail stays where it is through the expand (only a collapse the first time moves
    # the columns): focus and the screen reader's object for it too, so there is nothing to
    # read again.
    session.step("9. Widen the window to 1000 px", widen, lambda u: not said(u, "GtkStackPage"),
                 "the expand: focus stays, nothing to read again", timeout=1.0)
    focused = [node.name for node in session.app.tree().focused()]
    session.results.check("9. the expand leaves focus on the detail's Stages button", focused == ["Stages"],
                          f"focused: {focused}")
    session.step("10. F9", lambda: key("F9"), lambda u: said_anywhere(u, "Sidebar") and said_anywhere(u, "hidden"),
                 "the sidebar toggle's new state: hidden")
    session.step("11. F9 again", lambda: key("F9"), lambda u: said_anywhere(u, "Sidebar") and said_anywhere(u, "shown"),
                 "the sidebar toggle's new state: shown")
    session.step("12. Escape (no selection)", lambda: key("Escape"), lambda u: True,
                 "whatever Escape says beside a detail (nothing to go back to)", timeout=1.0)
    session.step("13. Tab to Done, then Space", lambda: done(session),
                 lambda u: said_anywhere(u, "Nothing selected") and said(u, "not selected"),
                 "Nothing selected, and the row of the expanded list read 'not selected'")

    def type_slowly():
        key("ctrl+f")
        session.orca.quiet()
        for letter in "alp":
            key(letter)
            time.sleep(TYPING_GAP_S)  # the user's pace, not synchronisation
    typed = session.step("14. Ctrl+F, then a, l, p with 0.8 s between keys", type_slowly,
                         lambda u: said(u, "p") and sum(1 for line in u if line.strip() in ("a", "l", "p")) >= 3,
                         "each letter echoed, none replacing the others")
    session.results.check("14. the search keeps every letter: no 'Selection deleted'",
                          not said(typed, "Selection deleted") and not said(typed, "selected"), repr(typed))

    session.step("15. F10 (the primary menu)", lambda: key("F10"),
                 lambda u: said(u, "Show Sidebar") and not said(u, "GtkStackPage"),
                 "the menu's first item, without GTK's internal names")
    session.step("16. Down in the menu", lambda: key("Down"), lambda u: said(u, "Follow System Style"),
                 "the next item: the style chosen, a radio item")
    session.step("17. Escape (closes the menu)", lambda: key("Escape"),
                 lambda u: said(u, "Main Menu", "button") and not said(u, "GtkStackPage"), "back on the menu's button")
    rows = session.app.tree().row_texts()
    session.results.check("the search for 'alp' shows exactly Alps", rows == ["Alps"], f"rows: {rows}")

    def relaunch_narrow():
        session.quit_app()
        state_home = os.path.join(session.orca.directory, "narrow-state")
        os.makedirs(os.path.join(state_home, APP_ID), exist_ok=True)
        with open(os.path.join(state_home, APP_ID, "state.ini"), "w", encoding="utf-8") as file:
            file.write(f"[layout]\nwindow-width={NARROW}\nwindow-height={HEIGHT}\nwindow-maximized=false\n"
                       "list-width=320\ncolumn-visibility=automatic\nselection=\n")
        session.open_window(width=None, state_home=state_home)
    session.step(f"18. Quit, start Trails again at {NARROW} px (collapsed onto the list)", relaunch_narrow,
                 lambda u: said_anywhere(u, "Trails", "4 items"), "the list named Trails, with 4 items", timeout=20.0)
    session.step("19. Down three times", lambda: key("Down", "Down", "Down"),
                 lambda u: said(u, "Pyrenees") and said_anywhere(u, "3 of 4"), "Pyrenees, 3 of 4")
    # The page Orca leaves (the list's) keeps a child it can read while the detail slides in:
    # Orca 43 drops the whole focus change when that child is hidden.
    session.step("20. Enter (the first detail of this launch)", lambda: key("Return"),
                 lambda u: said(u, "Pyrenees", "panel") and said(u, "4 stages · 65 km"),
                 "the detail opens, named by its item: Pyrenees panel, then its first button")


def done(session):
    """Tabs to the detail's Done button (at most 8 keys) and presses it."""
    tab_until(session.orca, session.key, "Done")
    session.key("space")


def main():
    return run_test(sys.argv, __file__, "trails", "What Orca says: a keyboard session of Trails",
                    lambda orca, steps, binary, _, launches: scenario(Session(orca, steps, binary, launches)))


if __name__ == "__main__":
    sys.exit(main())
