#!/usr/bin/python3
"""End-to-end test of Examples/Mailbox, the app built on TwoPane as a consumer would build it
(by URL and version; scripts/test-example.sh builds it against a tagged clone).

Usage: example_mailbox_test.py PATH/TO/mailbox

Run under scripts/headless.sh. Three parts:

Bad settings: MAILBOX_DELIVERY_INTERVAL_MS, MAILBOX_DELIVERY_COUNT or MAILBOX_FAILED_LOADS
that is not a whole number in range gives exit status 2 and one line on stderr naming the
variable and the value.

The tour, with no mail delivered (MAILBOX_DELIVERY_COUNT=0) and the first folder load
failing (MAILBOX_FAILED_LOADS=1). Mailbox keeps no reference to
its layout: the window does. So every step below also checks that the layout is alive after
the app's own code returned:
- the first frame: the Folders and Messages lists and the app's placeholder, "Select a
  Message";
- a row clicked: the message opens, its body a GtkTextView the app adopted through the
  escape hatch (`Widget(adopting:)`), read back through AT-SPI;
- narrowed to 480 px: collapsed onto the message, with Back;
- Back: the Messages list (its own Back goes on to the folders), nothing selected;
  another row opens its message;
- sections: Today, Yesterday, Older, each heading on its section's first row (AT-SPI
  headings); a message arriving takes the Today heading; the folders under Favorites
  (the Inbox) and Folders;
- a row's menu: a right-click on the open message's row, Delete: the row goes, the next
  message opens; Shift+F10 on a row, Mark as Unread: the Inbox's count goes up; the
  menu named by its message; Escape gives the focus back to its row;
- another folder chosen after widening: "Loading…" in place of the rows for a second
  (`layout.loadItems`: a main-actor task that sleeps, woken on GTK's main loop); a folder
  left while it loaded is cancelled, and loads again when chosen again; the first load to
  finish fails: "Could Not Load", the server's words and Try Again, which loads the folder;
  then its messages; a message of that folder opens with its body from the server
  (`AsyncContent`); emptied by Delete, "No Messages";
- Ctrl+Q: exit status 0, and nothing on stdout or stderr (every GLib warning is fatal).

Live mail (DESIGN L17), new messages arriving at the top of the Inbox while the user reads
(the layout told each change with `setItems(_:changes:)`):
- the timer (MAILBOX_DELIVERY_INTERVAL_MS=500, MAILBOX_DELIVERY_COUNT=5), nothing open:
  every state the list is seen in shows the messages so far, newest on top, each row its
  own sender and subject; then all five (and no sixth: every later step expects exactly
  the messages it asked for);
- a message opened by a click, then five more messages, one at a time, in a window tall
  enough for every row: after each, every row on screen shows its message, in order,
  newest on top; the highlighted row is still the message the user opened, the detail
  still shows it (subject, sender, body), and keyboard focus is still on its row;
- the window shortened so the list is longer than it, two more: the list full of rows,
  each showing its message, in order, and the same highlight, detail and focus (where the
  list scrolls to is GTK's anchor's choice, noted, not checked);
- narrowed onto the open message, one more: the page stays, titled by the message, with
  Back; widened again, the rows on screen show their messages in order, the open message
  among them (scrolled into view, L4), highlighted and shown;
- another folder shown when one more arrives: that folder's list does not change; back in
  the Inbox, the message is on top.
The messages after the timer's five come from Get Mail (the app action `app.get-mail`,
activated over D-Bus as `gapplication action` does): the test decides when each arrives, so
it can open a message first and check every arrival on its own, and it knows an arrival
happened while the list is not on screen (collapsed on the message). D-Bus answers once
the app has run the action, and with it `setItems`.

Several messages selected: Ctrl+click, Shift+click, Ctrl+A and Shift+Down select; the detail
says how many ("3 Messages Selected") with a button that deletes them; Escape selects none; the
Delete key deletes them all, and so does the Delete of the menu of a row among them.

Prints one line per check and "N passed, M failed"; exits 1 if any check failed.
"""

import os
import subprocess
import sys
import time

import trails_harness as harness  # first: it takes G_DEBUG out of this process
import pyatspi
from gi.repository import Gio, GLib

TITLE = "Mailbox"
APP_ID = "org.twopane.example.Mailbox"
WIDE, NARROW, HEIGHT = 1100, 480, 700
# The live part's window while every message fits in the list (16 rows; it ends with 13).
TALL = 1000
# Rows on screen (half of each or more) in the list of a window HEIGHT tall: 11 of 54 px.
FULL_LIST_ROWS = 10
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "out")

# The Inbox the app starts with, (sender, subject) in list order; the message the live part
# opens is its first.
INBOX = [("Ada", "Trip to the Alps"), ("Grace", "Review notes"), ("Linus", "Lunch on Friday?")]
OPENED, OPENED_BODY = INBOX[0], "The hut is booked"
# The mail that arrives (Examples/Mailbox, NewMail): senders and subjects each go round their
# own list.
NEW_SENDERS = ["Katherine", "Alan", "Barbara", "Edsger", "Frances", "Dennis", "Hedy"]
NEW_SUBJECTS = ["Minutes of Tuesday's meeting", "Your parcel is on its way", "Photos from the weekend",
                "Room booking for Thursday", "Question about the budget"]
TIMER_INTERVAL_MS, TIMER_COUNT = 500, 5
# How long the made-up server takes to send a folder (MailServer.folderMilliseconds).
MAIL_SERVER_SECONDS = 1.0


def new_message(number):
    """The `number`th message to arrive (from 0): (sender, subject)."""
    return NEW_SENDERS[number % len(NEW_SENDERS)], NEW_SUBJECTS[number % len(NEW_SUBJECTS)]


def inbox_after(arrivals):
    """The Inbox after `arrivals` messages arrived: the newest first."""
    return [new_message(number) for number in reversed(range(arrivals))] + INBOX


class Mailbox(harness.ExampleApp):
    """The running example (``harness.ExampleApp``), with what Mailbox alone is asked: the
    colours on screen, and Get Mail."""

    def __init__(self, binary, environment):
        super().__init__([binary], TITLE, environment)

    def still_colours(self, points, what):
        """The colours (r, g, b) on screen at `points`, in the frame's accessible coordinates,
        once STABLE_FRAMES captures in a row agree."""
        return harness.when_still(lambda: [tuple(self.capture((x, y, 1, 1))[:3]) for x, y in points],
                                  f"at {what}")

    def capture(self, extents):
        """Raw RGB bytes of the screen under `extents` (x, y, width, height in the frame's
        accessible coordinates)."""
        x, y, width, height = extents
        return harness.capture(self.on_screen(x, y) + (width, height))

    def get_mail(self):
        """Activates the app's Get Mail action over D-Bus (as `gapplication action` does);
        returns once the app has run it."""
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        bus.call_sync(APP_ID, "/" + APP_ID.replace(".", "/"), "org.freedesktop.Application", "ActivateAction",
                      GLib.Variant("(sava{sv})", ("get-mail", [], {})), None, Gio.DBusCallFlags.NONE,
                      int(harness.STEP_TIMEOUT_S * 1000), None)


def frame(tree):
    return tree.one({pyatspi.ROLE_FRAME}, TITLE)


named_list = harness.named_list


def shown_row_texts(tree, name):
    """The first label of each row of the visible list `name` (a message row: its sender)."""
    list_node = named_list(tree, name)
    return tree.row_texts(list_node) if list_node else None


def shown_row(tree, list_name, text):
    list_node = named_list(tree, list_name)
    return tree.row(text, list_node) if list_node else None


def section_headings(tree, name="Messages"):
    """The section headings of the visible list `name`, top to bottom, each with the row
    text (sender, folder name) of the row it sits in: [("Today", "Ada"), …]."""
    list_node = named_list(tree, name)
    if list_node is None:
        return None
    found = []
    for row in tree.rows(list_node):
        for node in tree.descendants(row):
            if node.role == pyatspi.ROLE_HEADING and node.exposed_visible:
                found.append((node.name, tree.row_text(row)))
    return found


def check_highlight_below_heading(app, tree, check, list_name, row_text):
    """Checks on screen that the selected row `row_text` of the visible list `list_name`,
    which starts a section, is highlighted below its section's heading and not over it:
    beside the heading's text is the list's own background (its empty space below the last
    row), below the heading is not."""
    list_node = named_list(tree, list_name)
    row = shown_row(tree, list_name, row_text)
    headings = [node for node in tree.descendants(row) if node.role == pyatspi.ROLE_HEADING]
    rows = [node for node in tree.rows(list_node) if node.has_size]
    if len(headings) != 1 or not rows:
        check(f"{list_name}: {row_text}'s row starts a section", False, f"headings {len(headings)}")
        return
    heading_x, heading_y, heading_width, heading_height = headings[0].extents
    _, row_y, _, row_height = row.extents
    _, list_y, _, list_height = list_node.extents
    last_bottom = max(node.extents[1] + node.extents[3] for node in rows)
    x = heading_x + heading_width + 8
    points = [(x, heading_y + heading_height // 2), (x, (heading_y + heading_height + row_y + row_height) // 2),
              (x, (last_bottom + list_y + list_height) // 2)]
    beside, below, empty = app.still_colours(points, f"{list_name}: {row_text}'s section")
    check(f"{list_name}: the heading '{headings[0].name}' stands on the list's background, not on the "
          f"highlight of {row_text}'s row, which it heads",
          beside == empty and last_bottom < list_y + list_height - 8, f"beside it {beside}, the list {empty}")
    check(f"{list_name}: {row_text}'s row is highlighted below its heading", below != empty,
          f"below it {below}, the list {empty}")
    pixels = app.capture(headings[0].extents)
    contrast = max((max(abs(pixels[i + channel] - empty[channel]) for channel in range(3))
                    for i in range(0, len(pixels) - 2, 3)), default=0)
    check(f"{list_name}: the heading's text stands out from the list (not in a selected row's colour)",
          contrast >= 128, f"its most different pixel differs by {contrast} from the list's {empty}")


def row_descriptions(tree, name):
    """The accessible description of each row of the visible list `name`, top to bottom."""
    list_node = named_list(tree, name)
    return [row.accessible.description or "" for row in tree.rows(list_node)] if list_node else None


def focused_row_text(tree):
    """The text of the focused row of the Messages list, if a row of it has focus."""
    list_node = named_list(tree, "Messages")
    rows = [row for row in tree.rows(list_node) if row.focused] if list_node else []
    return tree.row_text(rows[0]) if rows else None


def menu_item_names(tree):
    """The names of the menu items on screen, in order (a row's menu), as a screen reader
    finds them (harness.item_name: GTK 4.18 names an item only through its label)."""
    return [harness.item_name(node) for node in tree.nodes
            if node.role == pyatspi.ROLE_MENU_ITEM and node.exposed_visible]


def inbox_labels(tree):
    """The labels of the Folders list's Inbox row: its name, then its unread count if any."""
    row = shown_row(tree, "Folders", "Inbox")
    return row_labels(tree, row) if row is not None else None


def visible_text(tree, roles, name):
    """The text of the one visible node of `roles` named `name`, or None."""
    found = [node for node in tree.find(roles, name) if node.exposed_visible]
    if len(found) != 1:
        return None
    text = found[0].accessible.queryText()
    return text.getText(0, text.characterCount)


def message_body(tree):
    """The text of the visible message body (the adopted GtkTextView), or None."""
    return visible_text(tree, {pyatspi.ROLE_TEXT}, "Message body")


def row_labels(tree, row):
    """A message row's labels: (sender, subject)."""
    return tuple(node.name for node in tree.descendants(row) if node.role == pyatspi.ROLE_LABEL)


def messages_on_screen(tree):
    """(sender, subject) of each row of the visible Messages list that is on screen (half of
    it or more inside the list, its scrolled window and the window), top to bottom; None
    without the list."""
    list_node = named_list(tree, "Messages")
    if list_node is None or not list_node.has_size:
        return None
    clips = [node.extents for node in (list_node, list_node.parent, frame(tree))
             if node is not None and node.has_size]
    top = max(y for _, y, _, _ in clips)
    bottom = min(y + height for _, y, _, height in clips)

    def on_screen(row):  # at least half of it
        y, height = row.extents[1], row.extents[3]
        return 2 * (min(y + height, bottom) - max(y, top)) >= height
    rows = [row for row in harness.laid_out_rows(tree.rows(list_node)) if on_screen(row)]
    return [row_labels(tree, row) for row in sorted(rows, key=lambda row: row.extents[1])]


def selected_messages(tree):
    list_node = named_list(tree, "Messages")
    return [row_labels(tree, row) for row in tree.rows(list_node) if row.selected] if list_node else None


def focused_messages(tree):
    """The rows of the Messages list that have keyboard focus, and what else has it."""
    list_node = named_list(tree, "Messages")
    rows = set(tree.rows(list_node)) if list_node else set()
    return [row_labels(tree, node) if node in rows else node.describe() for node in tree.focused()]


def detail_shows(tree, message):
    """Whether the detail shows `message` (sender, subject): its subject and "From sender"
    labels outside the list, on screen."""
    sender, subject = message
    list_node = named_list(tree, "Messages")
    subjects = [node for node in tree.visible_labels(subject)
                if node.has_size and not (list_node and node.is_inside(list_node))]
    return bool(subjects) and any(node.has_size for node in tree.visible_labels(f"From {sender}"))


def header_labels(tree):
    """The visible label texts of the header bar (the frame's child at the top)."""
    found = frame(tree)
    bars = [child for child in found.children if child.extents and child.extents[1] <= 0] if found else []
    return [node.name for bar in bars for node in tree.descendants(bar)
            if node.role == pyatspi.ROLE_LABEL and node.exposed_visible and node.has_size]


def live_state(tree):
    """What the live checks read, to tell a settled tree from one read half-way."""
    return (messages_on_screen(tree), selected_messages(tree), focused_messages(tree),
            detail_shows(tree, OPENED), header_labels(tree))


def check_bad_settings(binary, results):
    """Each bad value: exit status 2, one line on stderr naming the variable and the value."""
    cases = [
        ("MAILBOX_DELIVERY_INTERVAL_MS", "soon", "1 to 86400000"),
        ("MAILBOX_DELIVERY_INTERVAL_MS", "-300", "1 to 86400000"),
        ("MAILBOX_DELIVERY_INTERVAL_MS", "0", "1 to 86400000"),
        ("MAILBOX_DELIVERY_COUNT", "-1", "0 to 1000000"),
        ("MAILBOX_DELIVERY_COUNT", "99999999999999999999", "0 to 1000000"),
        ("MAILBOX_FAILED_LOADS", "many", "0 to 1000"),
        ("MAILBOX_FAILED_LOADS", "1001", "0 to 1000"),
    ]
    for variable, value, bounds in cases:
        env = dict(os.environ, **{variable: value})
        if harness.APP_G_DEBUG is not None:
            env["G_DEBUG"] = harness.APP_G_DEBUG
        try:
            done = subprocess.run([binary], env=env, stdin=subprocess.DEVNULL, capture_output=True,
                                  text=True, timeout=harness.STEP_TIMEOUT_S)
            status, stdout, stderr = done.returncode, done.stdout, done.stderr
        except subprocess.TimeoutExpired:
            status, stdout, stderr = None, "", "(still running: it opened its window)"
        expected = f"mailbox: {variable}: '{value}' is not a whole number from {bounds}\n"
        results.check(f"{variable}={value}: exit status 2, and on stderr: {expected.strip()}",
                      status == 2 and stderr == expected and stdout == "",
                      f"status {status}, stderr {stderr!r}, stdout {stdout!r}")


def check_reload_keeps_the_list(app, check):
    """Ctrl+R on the Archive, Margaret's message open: the server answers after a second
    (`loadItems(keepingItems: true)`); every state read meanwhile shows her row, selected,
    her message open, and no "Loading…"."""
    def state(tree):
        return (shown_row_texts(tree, "Messages"), selected_messages(tree),
                (message_body(tree) or "").startswith("Every item is ticked"), bool(tree.visible_labels("Loading…")))
    expected = (["Margaret"], [("Margaret", "Launch checklist")], True, False)
    app.key("ctrl+r")
    seen = []
    deadline = time.monotonic() + MAIL_SERVER_SECONDS + 0.5
    while time.monotonic() < deadline:  # the reload's second, and a little after
        seen.append(state(app.tree()))
    wrong = [each for each in seen if each != expected]
    check(f"Ctrl+R reloads the folder keeping its list: {len(seen)} reads over the server's second, each with "
          "Margaret's row selected, her message open, no 'Loading…'", bool(seen) and not wrong,
          f"{len(wrong)} differ, first {wrong[:1]}")


def tour(binary, results):
    """The app's features, no mail arriving."""
    app = Mailbox(binary, {"MAILBOX_DELIVERY_COUNT": "0", "MAILBOX_FAILED_LOADS": "1"})
    check = results.check
    try:
        check("the app is on the accessibility bus as 'mailbox'", app.application.name == "mailbox",
              f"name is {app.application.name!r}")
        check("GTK's own look: libadwaita is not loaded (Mailbox uses the TwoPane product alone)",
              not app.loads("libadwaita-1.so"))
        app.resize(WIDE)
        tree = app.wait_for(lambda tree: shown_row_texts(tree, "Messages") == ["Ada", "Grace", "Linus"],
                            "the first frame: the Inbox's three messages")
        check("first frame: the Folders list with Inbox, Archive, Sent",
              shown_row_texts(tree, "Folders") == ["Inbox", "Archive", "Sent"],
              f"folders: {shown_row_texts(tree, 'Folders')}")
        check("first frame: the messages in sections, each heading on its first row (read as headings)",
              section_headings(tree) == [("Today", "Ada"), ("Yesterday", "Grace"), ("Older", "Linus")],
              f"headings: {section_headings(tree)}")
        check("first frame: the folders in sections, Favorites on the Inbox, Folders on the Archive",
              section_headings(tree, "Folders") == [("Favorites", "Inbox"), ("Folders", "Archive")],
              f"headings: {section_headings(tree, 'Folders')}")
        check("first frame: each row that starts a section is described by it (Orca reads it with the row)",
              row_descriptions(tree, "Messages") == ["Today", "Yesterday", "Older"]
              and row_descriptions(tree, "Folders") == ["Favorites", "Folders", ""],
              f"{row_descriptions(tree, 'Messages')}, {row_descriptions(tree, 'Folders')}")
        check("first frame: the folders are the app's rows, the Inbox with its unread count (2)",
              inbox_labels(tree) == ("Inbox", "2"), f"Inbox row: {inbox_labels(tree)}")
        check("first frame: the app's placeholder, 'Select a Message', beside the list",
              bool(tree.visible_labels("Select a Message")) and not tree.visible_labels("Nothing selected"))

        app.click(shown_row(tree, "Messages", "Ada"))
        tree = app.wait_for(lambda tree: message_body(tree) is not None, "Ada's message to open")
        check("a clicked row opens its message, the body in the adopted GtkTextView",
              message_body(tree).startswith("The hut is booked"), f"body: {message_body(tree)!r}")
        check("the message's subject is shown", bool(tree.visible_labels("Trip to the Alps")))
        tree = app.wait_for(lambda tree: inbox_labels(tree) == ("Inbox", "1"), "the Inbox's count down to 1")
        check("opening an unread message reads it: the Inbox's count goes down live (ItemSidebar.setItems)", True)
        check("L20: the message's header is titled with its subject, the messages' with 'Messages'",
              {"Trip to the Alps", "Messages"} <= set(tree.header_title()), f"headers: {tree.header_title()}")
        check("L20: Get Mail in the messages' header, Delete in the message's",
              tree.visible_button("Get Mail") is not None and tree.visible_button("Delete") is not None)

        app.resize(NARROW)
        tree = app.wait_for(lambda tree: tree.visible_button("Back") is not None
                            and named_list(tree, "Messages") is None,
                            "a collapse onto the message, with Back")
        check("narrow: collapsed onto the open message, with Back",
              message_body(tree) is not None and bool(tree.visible_labels("Trip to the Alps")))

        app.click(tree.visible_button("Back"))
        tree = app.wait_for(lambda tree: shown_row_texts(tree, "Messages") == ["Ada", "Grace", "Linus"]
                            and message_body(tree) is None, "Back to the Messages list")
        check("Back: the Messages list, nothing selected",
              tree.selected_row_texts(named_list(tree, "Messages")) == [],
              f"selected: {tree.selected_row_texts(named_list(tree, 'Messages'))}")
        # Back slides the list page in: a click lands where the row is once it stands still
        # (its left edge on the frame's: GTK 4.18 puts the frame at (-5, -5) in window
        # coordinates, 4.8 at (0, 0)).
        tree = app.wait_for(lambda tree: (lambda row: row is not None and row.has_size
                                          and row.extents[0] >= frame(tree).extents[0]
                                          and not harness.inside_busy(row.accessible, app.application))(
            shown_row(tree, "Messages", "Grace")), "Grace's row laid out, not sliding")
        app.click(shown_row(tree, "Messages", "Grace"))
        tree = app.wait_for(lambda tree: (message_body(tree) or "").startswith("I read the draft"),
                            "Grace's message to open")
        check("narrow: a clicked row opens its message", tree.visible_button("Back") is not None)
        os.makedirs(OUT, exist_ok=True)
        geometry = harness.window_geometry(app.window)
        harness.park_pointer()
        harness.screenshot(geometry, os.path.join(OUT, "mailbox-narrow.png"))

        app.resize(WIDE)
        tree = app.wait_for(lambda tree: shown_row(tree, "Folders", "Archive") is not None
                            and shown_row(tree, "Folders", "Archive").has_size, "the folders again")
        # Sent starts loading (a main-actor task that sleeps), and the Archive is chosen before
        # it is done: Sent's load is cancelled.
        app.click(shown_row(tree, "Folders", "Sent"))
        tree = app.wait_for(lambda tree: bool(tree.visible_labels("Loading…")), "Sent loading")
        app.click(shown_row(tree, "Folders", "Archive"))
        tree = app.wait_for(lambda tree: bool(tree.visible_labels("Loading…")), "the Archive loading")
        check("a folder loading: 'Loading…' in place of the rows, nothing to select",
              not shown_row_texts(tree, "Messages"), f"rows: {shown_row_texts(tree, 'Messages')}")
        # The first load to finish fails (MAILBOX_FAILED_LOADS=1): the Archive's, not Sent's,
        # which was cancelled.
        tree = app.wait_for(lambda tree: tree.visible_button("Try Again") is not None, "the Archive's error")
        check("a load that fails: 'Could Not Load', the server's words and Try Again, in place of the rows",
              bool(tree.visible_labels("Could Not Load"))
              and bool(tree.visible_labels("The mail server did not answer."))
              and not shown_row_texts(tree, "Messages"),
              f"labels: {tree.visible_labels('Could Not Load')}, rows: {shown_row_texts(tree, 'Messages')}")
        harness.screenshot(geometry[:2] + (WIDE, HEIGHT), os.path.join(OUT, "mailbox-could-not-load.png"))
        check_highlight_below_heading(app, tree, check, "Folders", "Archive")
        app.click(tree.visible_button("Try Again"))
        tree = app.wait_for(lambda tree: bool(tree.visible_labels("Loading…"))
                            or shown_row_texts(tree, "Messages") == ["Margaret"], "the Archive loading again")
        check("Try Again loads the folder again", tree.visible_button("Try Again") is None)
        tree = app.wait_for(lambda tree: shown_row_texts(tree, "Messages") == ["Margaret"],
                            "the Archive's messages")
        check("another folder shows its messages once loaded (a main-actor task that slept a second "
              "woke on GTK's main loop); 'Loading…' gone", not tree.visible_labels("Loading…"))
        app.click(shown_row(tree, "Folders", "Sent"))
        tree = app.wait_for(lambda tree: bool(tree.visible_labels("Loading…")) or tree.visible_labels("No Messages"),
                            "Sent again")
        check("Sent, left while it loaded, loads again when chosen again (its load was cancelled)",
              bool(tree.visible_labels("Loading…")))
        app.click(shown_row(tree, "Folders", "Archive"))
        tree = app.wait_for(lambda tree: shown_row_texts(tree, "Messages") == ["Margaret"], "the Archive again")
        harness.screenshot(geometry[:2] + (WIDE, HEIGHT), os.path.join(OUT, "mailbox-wide.png"))

        # The message's own Delete (built with it): the message goes from the list and the
        # placeholder takes its place; the button goes with the message.
        app.click(shown_row(tree, "Messages", "Margaret"))
        tree = app.wait_for(lambda tree: (message_body(tree) or "").startswith("Every item is ticked"),
                            "Margaret's message, its body from the server (AsyncContent)")
        check("a message of a folder on the server opens with the body the server sent",
              not tree.visible_labels("Loading…"))
        check_highlight_below_heading(app, tree, check, "Messages", "Margaret")
        check_reload_keeps_the_list(app, check)
        tree = app.wait_for(lambda tree: tree.visible_button("Delete") is not None, "Margaret's message with Delete")
        app.click(tree.visible_button("Delete"))
        tree = app.wait_for(lambda tree: bool(tree.visible_labels("No Messages"))
                            and bool(tree.visible_labels("Select a Message")), "Margaret's message deleted")
        check("Delete on the message's header removes it; the placeholder shows, without Delete",
              tree.visible_button("Delete") is None)
        check("the folder, now empty, says so: 'No Messages' in place of the list (no list exposed)",
              named_list(tree, "Messages") is None)
        # Get Mail in the messages' header: one new message on top of the Inbox.
        app.click(shown_row(tree, "Folders", "Inbox"))
        tree = app.wait_for(lambda tree: shown_row_texts(tree, "Messages") == ["Ada", "Grace", "Linus"], "the Inbox")
        check("every Inbox message read: its row has no count", inbox_labels(tree) == ("Inbox",),
              f"Inbox row: {inbox_labels(tree)}")
        app.click(tree.visible_button("Get Mail"))
        tree = app.wait_for(lambda tree: len(shown_row_texts(tree, "Messages")) == 4, "a new message from Get Mail")
        check("Get Mail on the messages' header brings a new message on top",
              shown_row_texts(tree, "Messages")[1:] == ["Ada", "Grace", "Linus"],
              f"rows: {shown_row_texts(tree, 'Messages')}")
        newest = shown_row_texts(tree, "Messages")[0]
        tree = app.wait_for(lambda tree: section_headings(tree) == [("Today", newest), ("Yesterday", "Grace"),
                                                                    ("Older", "Linus")],
                            "the Today heading moved to the new message")
        check("a message arriving today takes the Today heading; Ada's row loses it", True)
        # Ada's and Grace's messages were read when opened: the new one is the only unread.
        tree = app.wait_for(lambda tree: inbox_labels(tree) == ("Inbox", "1"), "the Inbox's count up to 1")
        check("a new message counts as unread in the Inbox's row", True)

        # A row's menu. A right-click on the open message's row: Delete removes the row
        # live and opens the next message.
        app.click(shown_row(tree, "Messages", "Ada"))
        tree = app.wait_for(lambda tree: (message_body(tree) or "").startswith("The hut is booked"), "Ada's message")
        app.click(shown_row(tree, "Messages", "Ada"), button=3)
        tree = app.wait_for(lambda tree: menu_item_names(tree) == ["Mark as Unread", "Delete"], "Ada's row menu")
        check("a right-click on a row opens its menu, its items read as menu items: Mark as Unread, Delete", True)
        harness.xdotool("key", "Down", "Return")
        tree = app.wait_for(lambda tree: shown_row_texts(tree, "Messages")[1:] == ["Grace", "Linus"]
                            and (message_body(tree) or "").startswith("I read the draft"), "Ada's message deleted")
        check("Delete in the row's menu removes the row live and opens the next message",
              tree.selected_row_texts(named_list(tree, "Messages")) == ["Grace"]
              and not menu_item_names(tree), f"selected: {tree.selected_row_texts(named_list(tree, 'Messages'))}")
        # From the keyboard: Shift+F10 on the focused row, Enter on its first item.
        app.click(shown_row(tree, "Messages", "Grace"))
        harness.xdotool("key", "shift+F10")
        tree = app.wait_for(lambda tree: menu_item_names(tree) == ["Mark as Unread", "Delete"],
                            "Grace's row menu from Shift+F10")
        harness.xdotool("key", "Return")
        tree = app.wait_for(lambda tree: inbox_labels(tree) == ("Inbox", "2"), "Grace's message marked unread")
        check("Shift+F10 opens the focused row's menu; Mark as Unread counts it again in the Inbox", True)
        # Escape closes the menu and gives the focus back to its row (not to the first row).
        harness.xdotool("key", "shift+F10")
        tree = app.wait_for(lambda tree: menu_item_names(tree) == ["Mark as Read", "Delete"], "Grace's menu again")
        check("the row's menu is named by its message, not by GTK's types",
              [node.name for node in tree.nodes if node.role == pyatspi.ROLE_MENU and node.exposed_visible]
              == ["Review notes"], "; ".join(node.describe() for node in tree.nodes if node.role == pyatspi.ROLE_MENU))
        harness.xdotool("key", "Escape")
        tree = app.settled(lambda tree: not menu_item_names(tree) and focused_row_text(tree) is not None,
                           "the menu closed", focused_row_text)
        check("Escape closes the row's menu and gives the focus back to its row: Grace",
              focused_row_text(tree) == "Grace", f"focused row: {focused_row_text(tree)}")

        app.quit(check)
    except Exception as error:  # a step that timed out or an app that died: one failed check
        check("the scenario ran to the end", False, f"{type(error).__name__}: {error}")
    finally:
        app.finish(check)


def live_mail(binary, results):
    """New mail arriving while the user reads (L17): the rows, the highlight, the open
    message and keyboard focus stay right."""
    app = Mailbox(binary, {"MAILBOX_DELIVERY_INTERVAL_MS": str(TIMER_INTERVAL_MS),
                           "MAILBOX_DELIVERY_COUNT": str(TIMER_COUNT)})
    check = results.check
    try:
        app.resize(WIDE, TALL)
        # The timer: every state the list settles in is the Inbox after some arrivals.
        seen, wrong = [], []

        def timer_state(tree):
            shown = messages_on_screen(tree)
            arrivals = next((count for count in range(TIMER_COUNT + 1) if shown == inbox_after(count)), None)
            if arrivals is None:
                wrong.append(shown)
            elif arrivals not in seen:
                seen.append(arrivals)
            return arrivals == TIMER_COUNT
        tree = app.settled(timer_state, f"the timer's {TIMER_COUNT} messages", messages_on_screen)
        check(f"timer ({TIMER_COUNT} messages, one every {TIMER_INTERVAL_MS} ms): each on top of the Inbox "
              f"when it arrives, each row its own sender and subject, newest first",
              messages_on_screen(tree) == inbox_after(TIMER_COUNT) and not wrong,
              f"on screen: {messages_on_screen(tree)}; wrong states seen: {wrong[:3]}")
        harness.note(f"the list was seen after {', '.join(map(str, seen)) or 'none'} of the timer's messages")

        # A message opened, then one arrival at a time, every row in the window.
        arrivals = TIMER_COUNT
        tree = app.wait_for(lambda tree: (lambda row: row is not None and row.has_size)(
            shown_row(tree, "Messages", OPENED[0])), f"{OPENED[0]}'s row")
        app.click(shown_row(tree, "Messages", OPENED[0]))
        tree = app.settled(lambda tree: (message_body(tree) or "").startswith(OPENED_BODY)
                           and selected_messages(tree) == [OPENED]
                           and focused_messages(tree) == [OPENED], f"{OPENED[0]}'s message to open", live_state)
        check(f"wide: {OPENED[0]}'s message open, its row highlighted and focused",
              detail_shows(tree, OPENED) and selected_messages(tree) == [OPENED]
              and focused_messages(tree) == [OPENED],
              f"selected {selected_messages(tree)}, focused {focused_messages(tree)}")

        def check_open_message(tree, step_name):
            # A row scrolled out of the list's view: GTK 4.8 still exposes it (the focused
            # one), 4.18 exposes none. Out of view, no other row may be highlighted or focused.
            exposed = OPENED in [row_labels(tree, row) for row in tree.rows(named_list(tree, "Messages"))]
            expected = [OPENED] if exposed else []
            check(f"{step_name}: the highlighted row is still {OPENED[0]}'s",
                  selected_messages(tree) == expected, f"selected: {selected_messages(tree)}, exposed: {exposed}")
            check(f"{step_name}: the detail still shows {OPENED[0]}'s message",
                  detail_shows(tree, OPENED) and (message_body(tree) or "").startswith(OPENED_BODY),
                  f"body: {message_body(tree)!r}")
            check(f"{step_name}: keyboard focus is still on {OPENED[0]}'s row",
                  focused_messages(tree) == expected, f"focused: {focused_messages(tree)}, exposed: {exposed}")

        for step in range(1, 6):
            app.get_mail()
            arrivals += 1
            expected = inbox_after(arrivals)
            tree = app.settled(lambda tree: messages_on_screen(tree) == expected,
                               f"message {arrivals} on top of the list", live_state)
            step_name = f"wide, {OPENED[0]}'s message open, arrival {step} of 5"
            check(f"{step_name}: every row on screen shows its message, in order, newest on top",
                  messages_on_screen(tree) == expected, f"on screen {messages_on_screen(tree)}; expected {expected}")
            check_open_message(tree, step_name)
        os.makedirs(OUT, exist_ok=True)
        geometry = harness.window_geometry(app.window)
        harness.park_pointer()
        harness.screenshot(geometry[:2] + (WIDE, TALL), os.path.join(OUT, "mailbox-live.png"))

        # More messages than the list has room for: where the list scrolls to is GTK's
        # choice (noted), but every row on screen still shows its message, in order.
        app.resize(WIDE)
        for step in range(1, 3):
            app.get_mail()
            arrivals += 1
            expected = inbox_after(arrivals)
            tree = app.settled(lambda tree: harness.run_in(messages_on_screen(tree), expected) is not None,
                               f"message {arrivals} in the list", live_state)
            shown = messages_on_screen(tree) or []
            step_name = f"wide, a list longer than the window, arrival {step} of 2"
            check(f"{step_name}: the list full of rows, each showing its message, in order",
                  harness.run_in(shown, expected) is not None and len(shown) >= FULL_LIST_ROWS,
                  f"on screen {shown}; expected {FULL_LIST_ROWS} or more in a run of {expected}")
            check_open_message(tree, step_name)
            start = harness.run_in(shown, expected)
            harness.note(f"on screen: messages {start + 1} to {start + len(shown)} of {len(expected)}, newest first"
                         if start is not None else "on screen: not a run of the Inbox")

        # Collapsed on the open message: an arrival does not pop the page or retitle it.
        app.resize(NARROW)
        tree = app.settled(lambda tree: tree.visible_button("Back") is not None
                           and named_list(tree, "Messages") is None and detail_shows(tree, OPENED),
                           "a collapse onto the message, with Back", live_state)
        title = header_labels(tree)
        check(f"narrow: collapsed onto {OPENED[0]}'s message, titled {OPENED[1]!r}", OPENED[1] in title,
              f"header: {title}")
        app.get_mail()
        arrivals += 1
        harness.screenshot(geometry[:2] + (NARROW, HEIGHT), os.path.join(OUT, "mailbox-live-narrow.png"))
        tree = app.settled(lambda tree: True, "the collapsed page after an arrival", live_state)
        check("narrow: an arrival leaves the message's page: same title, Back, the message shown",
              header_labels(tree) == title and tree.visible_button("Back") is not None
              and named_list(tree, "Messages") is None and detail_shows(tree, OPENED)
              and (message_body(tree) or "").startswith(OPENED_BODY),
              f"header {header_labels(tree)} (was {title}), body {message_body(tree)!r}")
        # Widened: the open message's row is scrolled into view (L4), wherever the new
        # messages above it leave it.
        app.resize(WIDE)
        expected = inbox_after(arrivals)
        tree = app.settled(lambda tree: harness.run_in(messages_on_screen(tree), expected) is not None
                           and OPENED in messages_on_screen(tree), "the list beside the message again",
                           live_state)
        check(f"widened: the rows on screen show their messages in order, {OPENED[0]}'s among them, "
              f"highlighted, and the detail still shows it",
              harness.run_in(messages_on_screen(tree), expected) is not None and OPENED in messages_on_screen(tree)
              and selected_messages(tree) == [OPENED] and detail_shows(tree, OPENED),
              f"on screen {messages_on_screen(tree)}, selected {selected_messages(tree)}; "
              f"expected a run of {expected}")

        # Another folder shown: its list does not change; the Inbox has the message after.
        tree = app.wait_for(lambda tree: (lambda row: row is not None and row.has_size)(
            shown_row(tree, "Folders", "Archive")), "the Archive folder's row")
        app.click(shown_row(tree, "Folders", "Archive"))
        archive = [("Margaret", "Launch checklist")]
        tree = app.settled(lambda tree: messages_on_screen(tree) == archive, "the Archive's messages",
                           messages_on_screen)
        app.get_mail()
        arrivals += 1
        tree = app.settled(lambda tree: True, "the Archive after an arrival", messages_on_screen)
        check("Archive shown: a new message leaves its list as it was",
              messages_on_screen(tree) == archive, f"on screen: {messages_on_screen(tree)}")
        app.click(shown_row(tree, "Folders", "Inbox"))
        expected = inbox_after(arrivals)
        tree = app.settled(lambda tree: harness.run_in(messages_on_screen(tree), expected) is not None,
                           "the Inbox again", messages_on_screen)
        check("back in the Inbox: the message that arrived meanwhile is on top",
              harness.run_in(messages_on_screen(tree), expected) == 0,
              f"on screen {messages_on_screen(tree)}; expected the top of {expected}")
        app.quit(check, "live: ")
    except Exception as error:  # a step that timed out or an app that died: one failed check
        check("the live scenario ran to the end", False, f"{type(error).__name__}: {error}")
    finally:
        app.finish(check, "live: ")


def searching(tree):
    """Whether the spinner that says the server's search runs is on screen."""
    return any(node.name == "Searching…" and node.exposed_visible and node.has_size for node in tree.nodes)


def spinner_shown(app):
    """Whether the spinner is on screen now, by a quick look (no whole snapshot)."""
    return next(harness.live_find(app.application, lambda node: node.name == "Searching…" and node.has_size),
                None) is not None


def field_text(tree):
    """The text of the search field, or None."""
    return visible_text(tree, {pyatspi.ROLE_ENTRY}, "Search Messages")


def check_server_search(app, check):
    """The search is the server's, half a second a query (`layout.search`): typed at 450 ms a
    key, every key lands, each starting a newer search; while they run a spinner says
    "Searching…" beside the field, and the rows stay as they were; then the list shows what
    the server found. Escape clears it."""
    app.key("ctrl+f")
    app.wait_for(lambda tree: field_text(tree) == "", "Ctrl+F: the search field")
    typist = subprocess.Popen(["xdotool", "type", "--delay", "450", "linus"])
    # A whole snapshot takes a while under load: one is read only once a quick look finds the
    # spinner, so that it is read while the search runs; and a row AT-SPI reads while GTK binds
    # it again has no text yet: the rows are read until they show (within the search's time).
    tree = harness.poll(lambda: (lambda tree: tree if searching(tree) and all(shown_row_texts(tree, "Messages"))
                                 else None)(app.tree()) if spinner_shown(app) else None,
                        "the server's search running, its rows read")
    check("search: while the server searches, a spinner says 'Searching…' and the rows stay",
          shown_row_texts(tree, "Messages") == ["Ada", "Grace", "Linus"],
          f"rows {shown_row_texts(tree, 'Messages')}")
    typist.wait(timeout=harness.STEP_TIMEOUT_S)
    tree = app.settled(lambda tree: shown_row_texts(tree, "Messages") == ["Linus"] and not searching(tree),
                       "what the server found", lambda tree: (shown_row_texts(tree, "Messages"), field_text(tree)))
    check("search: the server's answer for 'linus' is shown: Linus; the spinner gone; every key in the field",
          shown_row_texts(tree, "Messages") == ["Linus"] and not searching(tree) and field_text(tree) == "linus",
          f"rows {shown_row_texts(tree, 'Messages')}, field {field_text(tree)!r}")
    # Every folder is searched: the Archive's "Launch checklist" shows in the Inbox's list,
    # after the Inbox's own matches (none); opened, deleted, it goes from the results.
    app.key("ctrl+a")
    app.key("l", "a", "u", "n", "c", "h")
    tree = app.settled(lambda tree: shown_row_texts(tree, "Messages") == ["Margaret"] and not searching(tree),
                       "the Archive's message found", lambda tree: shown_row_texts(tree, "Messages"))
    check("search: the server searches every folder: the Archive's 'Launch checklist' is shown in the Inbox's list",
          shown_row_texts(tree, "Messages") == ["Margaret"], f"rows {shown_row_texts(tree, 'Messages')}")
    app.click(shown_row(tree, "Messages", "Margaret"))
    tree = app.wait_for(lambda tree: bool(tree.visible_labels("From Margaret")) and tree.visible_button("Delete"),
                        "Margaret's message open")
    app.click(tree.visible_button("Delete"))
    tree = app.settled(lambda tree: bool(tree.visible_labels("No results")) and not searching(tree),
                       "the deleted message gone from the results", lambda tree: shown_row_texts(tree, "Messages"))
    check("search: a message found in another folder opens, and its Delete takes it out of the results",
          bool(tree.visible_labels("No results")) and bool(tree.visible_labels("Select a Message")),
          f"rows {shown_row_texts(tree, 'Messages')}")
    app.key("Escape")
    app.wait_for(lambda tree: shown_row_texts(tree, "Messages") == ["Ada", "Grace", "Linus"] and field_text(tree) == "",
                 "Escape: the Inbox's messages again, nothing found in other folders")


def several(binary, results):
    """Several messages selected: Ctrl+click, Shift+click, Ctrl+A and Shift+Down select, the
    detail says how many with a button that deletes them, Escape selects none, the Delete key
    deletes them all and the message that takes the first one's place opens."""
    app = Mailbox(binary, {"MAILBOX_DELIVERY_COUNT": "0"})
    check = results.check
    try:
        app.resize(WIDE)
        tree = app.wait_for(lambda tree: shown_row_texts(tree, "Messages") == ["Ada", "Grace", "Linus"], "the Inbox")

        def step(action, rows, detail, what, button=None):
            """Does `action`, then checks the rows selected and the detail's title (and its
            button, if any) once the window is still."""
            action()
            tree = app.settled(lambda tree: [sender for sender, _ in selected_messages(tree) or []] == rows
                               and bool(tree.visible_labels(detail)), what, selected_messages)
            seen = [sender for sender, _ in selected_messages(tree) or []]
            check(f"several: {what}: {rows} selected, the detail says '{detail}'"
                  + (f", with '{button}'" if button else ""),
                  seen == rows and bool(tree.visible_labels(detail))
                  and (button is None or tree.visible_button(button) is not None),
                  f"selected {seen}, '{detail}' shown {bool(tree.visible_labels(detail))}")
            return tree

        def row(name):
            return shown_row(app.tree(), "Messages", name)
        check_server_search(app, check)
        step(lambda: app.click(row("Ada")), ["Ada"], "From Ada", "a click opens Ada's message")
        step(lambda: app.click(row("Linus"), holding=("ctrl",)), ["Ada", "Linus"], "2 Messages Selected",
             "Ctrl+click adds Linus", "Delete 2 Messages")
        step(lambda: app.click(row("Grace"), holding=("shift",)), ["Grace", "Linus"], "2 Messages Selected",
             "Shift+click selects from Linus, the last clicked, to Grace")
        step(lambda: app.key("ctrl+a"), ["Ada", "Grace", "Linus"], "3 Messages Selected", "Ctrl+A selects all",
             "Delete 3 Messages")
        step(lambda: app.key("Escape"), [], "Select a Message", "Escape selects none")
        step(lambda: app.click(row("Ada")), ["Ada"], "From Ada", "a click opens Ada's message again")
        step(lambda: app.key("shift+Down"), ["Ada", "Grace"], "2 Messages Selected", "Shift+Down extends to Grace")
        tree = step(lambda: app.key("Delete"), ["Linus"], "From Linus",
                    "the Delete key deletes both; Linus, in the first one's place, opens")
        check("several: the deleted messages' rows are gone", shown_row_texts(tree, "Messages") == ["Linus"],
              f"rows {shown_row_texts(tree, 'Messages')}")
        # A row's menu on a row among several acts on them all.
        app.get_mail()
        app.get_mail()
        first, second = NEW_SENDERS[1], NEW_SENDERS[0]  # newest on top
        app.wait_for(lambda tree: shown_row_texts(tree, "Messages") == [first, second, "Linus"], "two new messages")
        step(lambda: app.click(row(first)), [first], f"From {first}", f"a click opens {first}'s message")
        step(lambda: app.click(row(second), holding=("ctrl",)), [first, second], "2 Messages Selected",
             f"Ctrl+click adds {second}'s")
        app.click(row(second), button=3)
        app.wait_for(lambda tree: menu_item_names(tree)[1:] == ["Delete"], f"{second}'s row menu")
        tree = step(lambda: harness.xdotool("key", "Down", "Return"), ["Linus"], "From Linus",
                    "Delete in the menu of a row among those selected deletes them all")
        check("several: the row menu's Delete took both rows", shown_row_texts(tree, "Messages") == ["Linus"],
              f"rows {shown_row_texts(tree, 'Messages')}")
        app.quit(check, "several: ")
    except Exception as error:
        check("several: the scenario ran to the end", False, f"{type(error).__name__}: {error}")
    finally:
        app.finish(check, "several: ")


def main():
    if len(sys.argv) != 2:
        print("usage: example_mailbox_test.py PATH/TO/mailbox", file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    results = harness.Results()
    started = time.monotonic()
    check_bad_settings(binary, results)
    for part in (tour, several, live_mail):
        try:
            part(binary, results)
        except Exception as error:  # the app did not start: its window or its accessible never came
            results.check(f"{part.__name__}: the app started", False, f"{type(error).__name__}: {error}")
    print(f"time: {time.monotonic() - started:.2f} s", flush=True)
    return results.summary()


if __name__ == "__main__":
    sys.exit(main())
