#!/usr/bin/python3
"""What a blind user hears in Examples/Mailbox: a keyboard-only session read by GNOME's Orca
screen reader (Tests/EndToEnd/orca_session.py), one step at a time, for what Mailbox shows
and Trails does not: rows in sections, whose headings are read with the row that starts
each; a row's menu, opened with Shift+F10 and the Menu key, read by its items and closed
with Escape back onto its row; the folders, the app's own rows with unread counts, under
their headings; a folder that loads ("Loading…", said once) and one that is empty ("No
Messages"); F9 three times on the sidebar toggle, which moves between the columns' headers,
each time heard ("Sidebar hidden", "Sidebar shown"); a second message selected with
Shift+Down: the row and how many ("2 Selected"). The desktop asks for the dark style and high contrast (a fake settings portal,
fake_settings_portal.py, on the session bus): what Orca says does not depend on the style.

Usage: example_mailbox_orca_test.py PATH/TO/mailbox [TRANSCRIPT.md]

Run under scripts/headless.sh, after Examples/Mailbox is built (scripts/test-example.sh
builds it as a consumer). The transcript goes to
Tests/EndToEnd/out/mailbox-orca-transcript.md by default. As in trails_orca_test.py, the
app runs without G_DEBUG=fatal-warnings: GTK 4.8 answers Orca's requests for screen
coordinates with one warning, the only line its stderr may hold. No pyatspi walk happens
while Orca listens.
Prints one line per check and "N passed, M failed"; exits 1 if any check failed.
"""

import subprocess
import sys

import trails_harness as harness  # first: it takes G_DEBUG out of this process
from fake_settings_portal import FakeSettingsPortal
from orca_session import Launch, run_test, said, said_anywhere, tab_until

WIDE, HEIGHT = 1100, 700
TITLE = "Mailbox"


def key(*keys):
    harness.xdotool("key", "--clearmodifiers", *keys)


def scenario(orca, steps, binary, directory, launches):
    step = steps.step
    mailbox = Launch([binary], TITLE, directory, {"MAILBOX_DELIVERY_COUNT": "0"})
    launches.append(mailbox)
    step("1. The window opens", lambda: mailbox.show(WIDE, HEIGHT),
         lambda u: said(u, "Inbox") and said_anywhere(u, "1 of 3", "Favorites"),
         "the Inbox, the first folder, in its section: Favorites", timeout=20.0)
    archive = step("2. Down (the Archive, which loads)", lambda: key("Down"),
                   lambda u: said(u, "Archive") and said_anywhere(u, "2 of 3", "Folders", "Loading…"),
                   "the Archive in the Folders section, then 'Loading…'")
    steps.results.check("2. 'Loading…' is said once", sum("Loading" in line for line in archive) == 1,
                        repr(archive))
    step("3. Down (Sent, which loads and is empty)", lambda: key("Down"),
         lambda u: said(u, "Sent") and said_anywhere(u, "Loading…", "No Messages"),
         "Sent, 'Loading…', then its empty state: 'No Messages'")
    step("4. Up twice", lambda: key("Up", "Up"), lambda u: said(u, "Inbox"), "back on the Inbox")
    step("5. Tab to the messages", lambda: tab_until(orca, key, "Ada"),
         lambda u: said(u, "Ada") and said_anywhere(u, "1 of 3", "Today"),
         "Ada's message, 1 of 3, in its section: Today")
    step("6. Down", lambda: key("Down"),
         lambda u: said(u, "Grace") and said_anywhere(u, "2 of 3", "Yesterday"),
         "Grace's message, 2 of 3, in its section: Yesterday")
    step("7. Shift+F10 (the row's menu)", lambda: key("shift+F10"),
         lambda u: said(u, "Review notes", "menu") and said(u, "Mark as Unread") and not said(u, "Gtk"),
         "the menu named by its message (opening it marked it read), its first item: Mark as Unread")
    step("8. Down in the menu", lambda: key("Down"), lambda u: said(u, "Delete"), "the next item: Delete")
    step("9. Escape (closes the menu)", lambda: key("Escape"), lambda u: said(u, "Grace"),
         "back on Grace's row")
    step("10. The Menu key", lambda: key("Menu"), lambda u: said(u, "Mark as Unread") and not said(u, "Gtk"),
         "the same menu")
    step("11. Escape", lambda: key("Escape"), lambda u: said(u, "Grace"), "back on Grace's row")
    step("12. Shift+Down (a second message selected)", lambda: key("shift+Down"),
         lambda u: said(u, "Linus") and said_anywhere(u, "2 Selected"),
         "Linus's row, and how many are selected: '2 Selected'")

    def search_nothing():
        key("ctrl+f")
        orca.quiet()
        key("z", "z", "z")
    step("13. Ctrl+F, then zzz", search_nothing, lambda u: said_anywhere(u, "No results"),
         "nothing matches: 'No results'")
    step("14. Escape (clears the search)", lambda: key("Escape"), lambda u: said_anywhere(u, "Messages"),
         "back on the messages")
    step("15. Shift+Tab to the sidebar toggle", lambda: tab_until(orca, key, "Show Sidebar", backwards=True),
         lambda u: said(u, "Show Sidebar"), "the toggle, in the folders' header")
    step("16. F9", lambda: key("F9"), lambda u: said_anywhere(u, "Sidebar hidden"),
         "the folders hidden: the toggle, now in the messages' header, says so")
    step("17. F9 again", lambda: key("F9"), lambda u: said_anywhere(u, "Sidebar shown"),
         "the folders shown again: heard too (the toggle moved back to their header)")
    step("18. F9 a third time", lambda: key("F9"), lambda u: said_anywhere(u, "Sidebar hidden"),
         "and hidden again")
    key("ctrl+q")
    try:
        mailbox.process.wait(timeout=harness.EXIT_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        pass  # ended, and its stderr checked, after the transcript


def main():
    portal = FakeSettingsPortal(color_scheme=1, contrast=1)  # prefer dark, high contrast
    try:
        return run_test(sys.argv, __file__, "mailbox",
                        "What Orca says: a keyboard session of Mailbox (dark, high contrast)", scenario)
    finally:
        portal.stop()


if __name__ == "__main__":
    sys.exit(main())
