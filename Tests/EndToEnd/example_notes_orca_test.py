#!/usr/bin/python3
"""What a blind user hears in Examples/Notes: a keyboard-only session read by GNOME's Orca
screen reader (Tests/EndToEnd/orca_session.py), one step at a time: the window opens on the
folders (the list named "Folders", a folder read with its count); Tab to the notes, a row
read with its section; Enter opens the note and Tab goes into its editor, read by its name
("Note") and its text; letters typed there are echoed; Ctrl+Shift+Tab leaves it (Tab types a
tab there, as in any GtkTextView); F9 twice on the sidebar toggle, each
time heard ("Sidebar hidden", then "Sidebar shown"); a row's menu (Shift+F10) read by its
items, Pin and Delete.

Usage: example_notes_orca_test.py PATH/TO/notes [TRANSCRIPT.md]

Run under scripts/headless.sh, after Examples/Notes is built (scripts/test-example.sh builds
it as a consumer). Notes opens a database of 500 seeded notes in a temporary folder. The
transcript goes to Tests/EndToEnd/out/notes-orca-transcript.md by default
(docs/notes-orca-transcript.md is one run's). As in trails_orca_test.py, the app runs
without G_DEBUG=fatal-warnings: GTK 4.8 answers Orca's requests for screen coordinates with
one warning, the only line its stderr may hold. No pyatspi walk happens while Orca listens.
Prints one line per check and "N passed, M failed"; exits 1 if any check failed.
"""

import os
import sqlite3
import subprocess
import sys

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from orca_session import Launch, run_test, said, said_anywhere, tab_until

WIDE, HEIGHT = 1100, 700
TITLE = "Notes"
SEED_COUNT = 500


def key(*keys):
    harness.xdotool("key", "--clearmodifiers", *keys)


def seeded_database(binary, directory):
    """A new database of SEED_COUNT notes in `directory`; its path, the first folder's note
    count, and the text of that folder's first and last notes in list order."""
    database = os.path.join(directory, "notes.sqlite")
    subprocess.run([binary, "--seed", database, "--count", str(SEED_COUNT)], check=True,
                   stdout=subprocess.DEVNULL, timeout=60)
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    try:
        count = connection.execute("SELECT count(*) FROM notes WHERE folder_id = 1").fetchone()[0]
        order = "SELECT text FROM notes WHERE folder_id = 1 ORDER BY is_pinned DESC, modified DESC, id DESC"
        first = connection.execute(order + " LIMIT 1").fetchone()[0]
        last = connection.execute(order.replace(" DESC", " ASC") + " LIMIT 1").fetchone()[0]
    finally:
        connection.close()
    return database, count, first, last


def scenario(orca, steps, binary, directory, launches):
    step = steps.step
    database, folder_count, first_note, last_note = seeded_database(binary, directory)
    notes = Launch([binary, "--database", database], TITLE, directory)
    launches.append(notes)
    title = first_note.split("\n")[0]
    step("1. The window opens", lambda: notes.show(WIDE, HEIGHT), lambda u: said(u, "Notes", str(folder_count))
         and said_anywhere(u, "1 of 5"), f"the first folder with its count: 'Notes {folder_count}', 1 of 5",
         timeout=20.0)
    step("2. Shift+Tab, then Tab (back into the folders)", lambda: (key("shift+Tab"), orca.quiet(), key("Tab")),
         lambda u: said(u, "Folders") and said(u, "List with 5 items") and said(u, "Notes", str(folder_count)),
         "the list named: 'Folders', with its 5 items")
    step("3. Tab to the notes", lambda: tab_until(orca, key, title),
         lambda u: said(u, title) and said_anywhere(u, "Pinned"),
         f"the first note, '{title}', read with its section: Pinned")
    step("4. Down", lambda: key("Down"), lambda u: len(u) > 0 and said_anywhere(u, "2 of"), "the next note, 2 of …")
    step("5. Up, then Enter (opens the note)", lambda: key("Up", "Return"), lambda u: said_anywhere(u, title),
         "the note opened; focus stays on its row")
    step("6. Tab into the editor",
         lambda: tab_until(orca, key, lambda u: any(line.startswith("Note") for line in u), tries=10),
         lambda u: any(line.startswith("Note") for line in u) and said_anywhere(u, title),
         "the editor, named 'Note', and the line of its text")

    def type_letters():
        key("ctrl+End")
        orca.quiet()
        key("x", "y", "z")
    step("7. Ctrl+End, then x, y, z", type_letters,
         lambda u: said(u, "x") and said(u, "y") and said(u, "z"), "each letter echoed as it is typed")
    # Tab types a tab in the editor, as in any GtkTextView: Ctrl+Shift+Tab (Ctrl+Tab) leaves it.
    step("8. Ctrl+Shift+Tab out of the editor, Shift+Tab to the sidebar toggle",
         lambda: tab_until(orca, key, "Show Sidebar", tries=10, backwards=True, first="ctrl+shift+Tab"),
         lambda u: said(u, "Show Sidebar"), "the toggle, in the folders' header")
    step("9. F9", lambda: key("F9"), lambda u: said_anywhere(u, "Sidebar hidden"), "the folders hidden: said so")
    step("10. F9 again", lambda: key("F9"), lambda u: said_anywhere(u, "Sidebar shown"),
         "the folders shown again: heard too")
    step("11. Tab to the notes", lambda: tab_until(orca, key, title), lambda u: said(u, title),
         f"the open note's row, '{title}'")
    last = last_note.split("\n")[0]
    step("12. End (the last note, not pinned)", lambda: key("End"), lambda u: said(u, last),
         f"the folder's last note, '{last}' (its position is GTK 4.8's count of realised rows)")
    step("13. Shift+F10 (the row's menu)", lambda: key("shift+F10"),
         lambda u: said(u, "menu") and said(u, "Pin") and not said(u, "Unpin") and not said(u, "Gtk"),
         "the menu named by its note, its first item: Pin")
    step("14. Down in the menu", lambda: key("Down"), lambda u: said(u, "Delete"), "the next item: Delete")
    step("15. Escape (closes the menu)", lambda: key("Escape"), lambda u: said(u, last), "back on the note's row")
    key("ctrl+q")
    try:
        notes.process.wait(timeout=harness.EXIT_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        pass  # ended, and its stderr checked, after the transcript


def main():
    return run_test(sys.argv, __file__, "notes", "What Orca says: a keyboard session of Notes", scenario)


if __name__ == "__main__":
    sys.exit(main())
