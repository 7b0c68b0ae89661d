#!/usr/bin/python3
"""End-to-end test of Examples/Notes, the notes app over SQLite built on TwoPane as a consumer
would build it (by URL and version; scripts/test-example.sh builds it against a tagged clone).

Usage: example_notes_test.py PATH/TO/notes [--only PART,...]

Run under scripts/headless.sh (every GLib warning fatal: each launch's stderr must be empty).
Every launch of the window opens a copy of one database seeded with 100,000 notes
(`notes --seed`) in a temporary folder; the test reads the same file with python3's sqlite3
module to know what the window must show: a folder's notes in list order (pinned first, then
the most recently edited, then the higher id), in sections (Pinned, Today, Previous 7 Days,
Older, by local midnight), each row its note's title and preview. The parts:

- settings: NOTES_SAVE_DELAY_MS or NOTES_CHECK_INTERVAL_MS out of range: exit status 2, one
  line naming the variable.
- databases: a text file, a file made read-only for real (`chattr +i` as root, whom
  permissions do not stop), a read-only file system (a read-only bind mount), a database
  another process holds with BEGIN EXCLUSIVE: exit status 2, one line naming the file and
  the problem, the file's bytes unchanged and no journal left beside it. The first start
  with no --database makes and seeds the default database and opens on it.
- typing (L22, L23): the 4th note of Today, the caret put mid-title with the keyboard, 26
  letters typed one at a time with a user's pauses of 300 ms while each pause saves
  (NOTES_SAVE_DELAY_MS=100), so the note moves to the top of its section during the typing:
  after every letter the editor's text (AT-SPI Text) is the text before with the letter at
  the caret, the editor has the keyboard focus, and it is the same editor. "The same" is read
  from the accessible's D-Bus object path: GTK 4.8 gives each widget's accessible a path of
  its own, ending in a UUID made for it, never reused for another, so an editor built again
  (or any other widget in its place) has another path (a Python object compared with `is` or
  `==` would only say what libatspi's cache holds). The path holds while the widget stays
  where it is: moved to another parent (a crossing of the breakpoint) the same widget gets a
  new one, so across crossings its undo history tells instead (below). Then the note's row is
  at the top of its section, highlighted, titled with the new first line, and every row on
  screen shows its note, in list order, sections included. Then a burst of letters 15 ms
  apart saves once or twice, not once a letter: each key cancels the save waiting.
- search (L23): "umbrella" typed after Ctrl+F; a result opened, its text selected and
  replaced by text without the word: after the save its row is still shown and highlighted,
  the editor open and focused with every letter; opening another result takes the rewritten
  one out of the results; a new query shows exactly its results. Another folder empties the
  field (the app sets the query) and titles the list, its header and its field by its name.
- other_writer: another program (python's sqlite3) inserts a note into the folder shown and
  updates another while a note is open with the caret mid-text: within a few check intervals
  the new note is at the top of Today; the open note, its caret, focus and the rows the
  user reads stay. Then Escape in the editor does not close the note (popsOnEscape off).
- narrow (L24): at 480 px, a note opened from its row with Enter, then a real click on Back
  (xdotool at the button's AT-SPI extents): focus on the note's row, not on the list page's
  Back; Space there does not go back; Escape in a note's editor does not go back
  (popsOnEscape off); Back clicked from the list page: focus on the folder's row.
- breakpoint (L22): letters typed in the background while the window narrows across 600 px
  and widens back: every letter lands, focus stays, and Ctrl+Z undoes the letters (the same
  editor: one built again would have no history of them).
- locked: another process holds the write lock while the user types: the text stays in the
  editor, the line under it says it is not saved yet, nothing is lost; the lock released, the
  save goes through. Closing the window (Ctrl+Q) with text not saved while the database is
  locked keeps it open with the text; once the lock goes, the text is saved and the window
  closes.
- quit: Ctrl+Q right after typing (a save delay longer than the test) saves, then exits 0.

Prints one line per check and "N passed, M failed"; exits 1 if any check failed.
"""

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
import traceback

import trails_harness as harness  # first: it takes G_DEBUG out of this process
import pyatspi

TITLE = "Notes"
WIDE, NARROW, HEIGHT = 1100, 480, 700
SEED_COUNT = 100_000
# Each pause of the typing saves: the save delay is well under the pause.
SAVE_DELAY_MS = 100
# Typed faster than the save delay: one save for all of them, or two.
BURST = "quickbrownfox"
CHECK_INTERVAL_MS = 250
# Another program's writes are in the window within this (10 check intervals: room for a
# loaded machine; measured 0.1 s alone).
APPLIED_WITHIN_S = 2.5
# A user's pause between two letters (modelled, not a synchronisation: each letter is waited
# for in the editor first).
TYPING_PAUSE_S = 0.3
LETTERS = "abcdefghijklmnopqrstuvwxyz"
MAXIMUM_LINE_LENGTH = 200  # NoteSummary.maximumLineLength
SECTIONS = ("Pinned", "Today", "Previous 7 Days", "Older")
PARTS = ("settings", "databases", "typing", "search", "other_writer", "narrow", "breakpoint", "locked", "quit")
# Python, as another program holding the database's write lock until its stdin closes.
LOCKER = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
connection.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.read()
connection.execute("ROLLBACK")
"""


# ---------------------------------------------------------------------------------------
# The database, read as the app reads it

def query(path, sql, parameters=()):
    """The rows of one read of the database at `path`, on a read-only connection of its own."""
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
    try:
        return connection.execute(sql, parameters).fetchall()
    finally:
        connection.close()


def title_and_preview(text):
    """The first two lines of `text` that are not white space, trimmed and cut as the app
    cuts them (NoteText.titleAndPreview)."""
    lines = [line.strip()[:MAXIMUM_LINE_LENGTH].strip() for line in text.split("\n")]
    lines = [line for line in lines if line]
    return (lines[0] if lines else "New Note"), (lines[1] if len(lines) > 1 else "")


def local_midnight(days_before, now=None):
    """Milliseconds since the epoch of the local midnight `days_before` days before today."""
    parts = time.localtime(now)
    return int(time.mktime((parts.tm_year, parts.tm_mon, parts.tm_mday - days_before, 0, 0, 0, 0, 0, -1))) * 1000


def section(pinned, modified, boundaries):
    today, previous = boundaries
    if pinned:
        return "Pinned"
    if modified >= today:
        return "Today"
    return "Previous 7 Days" if modified >= previous else "Older"


def list_order(path, folder_id, ids=None):
    """The folder's notes in list order, each a dict: id, title, preview, section, heading
    (the section's title on the first note of each section, else None), text, pinned,
    modified. `ids`: only those notes (a search's results), sections as in that list."""
    boundaries = (local_midnight(0), local_midnight(7))
    rows = query(path, "SELECT id, text, is_pinned, modified FROM notes WHERE folder_id = ? "
                 "ORDER BY is_pinned DESC, modified DESC, id DESC", (folder_id,))
    notes, last = [], None
    for note_id, text, pinned, modified in rows:
        if ids is not None and note_id not in ids:
            continue
        title, preview = title_and_preview(text)
        name = section(pinned, modified, boundaries)
        notes.append(dict(id=note_id, title=title, preview=preview, section=name, text=text, pinned=pinned,
                          modified=modified, heading=name if name != last else None))
        last = name
    return notes


def search_ids(path, words, folder_id):
    """The ids of the folder's notes the app's search finds for `words` (each word a quoted
    prefix term, as NotesDatabase.matchExpression makes them)."""
    match = " ".join('"' + word.replace('"', '""') + '"*' for word in words.split())
    return {row[0] for row in query(path, "SELECT notes.id FROM notes_search JOIN notes ON notes.id = "
                                         "notes_search.rowid WHERE notes_search MATCH ? AND folder_id = ?",
                                   (match, folder_id))}


def note_text(path, note_id):
    rows = query(path, "SELECT text FROM notes WHERE id = ?", (note_id,))
    return rows[0][0] if rows else None


def database_revision(path):
    """The database's revision: every write to a note moves it on by one (the triggers)."""
    return query(path, "SELECT revision FROM meta")[0][0]


def folder_id(path, name):
    return query(path, "SELECT id FROM folders WHERE name = ?", (name,))[0][0]


def shown(note):
    """What a row shows of a note: (heading, title, preview)."""
    return note["heading"], note["title"], note["preview"]


class Locker:
    """Another process holding the database's write lock (BEGIN EXCLUSIVE) until `release`."""

    def __init__(self, path):
        self.process = subprocess.Popen([sys.executable, "-c", LOCKER, path], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        if line.strip() != "locked":
            self.release()
            raise RuntimeError(f"the locker did not take the lock: {line!r}")

    def release(self):
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.wait(timeout=harness.STEP_TIMEOUT_S)


def write_as_another_program(path, statements):
    """Runs `statements` ((sql, parameters) pairs) in one transaction of a connection of this
    process: another program to the app."""
    connection = sqlite3.connect(path, isolation_level=None, timeout=5)
    try:
        connection.execute("BEGIN IMMEDIATE")
        results = [connection.execute(sql, parameters).lastrowid for sql, parameters in statements]
        connection.execute("COMMIT")
        return results
    finally:
        connection.close()


# ---------------------------------------------------------------------------------------
# The app

class Notes(harness.ExampleApp):
    """A running `notes` on a database (``harness.ExampleApp``), its tree read with the rows
    in view only (``ViewTree``)."""

    def __init__(self, binary, database, environment=None, arguments=None):
        self.database = database
        env = dict(NOTES_SAVE_DELAY_MS=str(SAVE_DELAY_MS), NOTES_CHECK_INTERVAL_MS=str(CHECK_INTERVAL_MS))
        env.update(environment or {})
        command = [binary] + (arguments if arguments is not None else ["--database", database])
        super().__init__(command, TITLE, env)

    @property
    def tree_class(self):
        return ViewTree

    def editor(self):
        """The note's editor on screen (a LiveNode), or None: read now, skipping the lists."""
        harness.raise_if_exited(self.process)
        found = list(harness.live_find(self.application, lambda node: node.role == pyatspi.ROLE_TEXT
                                       and node.name == "Note", prune_roles=harness.LIST_ROLES))
        return found[0] if len(found) == 1 else None

    def editor_state(self):
        """(path, text, caret, focused, selection) of the editor on screen, or None; the
        selection is (start, end), or None."""
        node = self.editor()
        if node is None:
            return None
        text = node.accessible.queryText()
        selection = text.getSelection(0) if text.getNSelections() > 0 else None
        return (node.accessible.path, text.getText(0, text.characterCount), text.caretOffset,
                pyatspi.STATE_FOCUSED in node.states, tuple(selection) if selection and selection[0] != selection[1]
                else None)

    # -- acting ----------------------------------------------------------------------------

    def resize_background(self, width, height=HEIGHT):
        """Resizes the X window without waiting for anything."""
        harness.xdotool("windowsize", self.window, width, height)

    def click_when_still(self, find, what, button=1):
        """Clicks the node `find(tree)` once it is laid out at the same place in two snapshots
        in a row and no page stack around it slides."""
        places = []

        def still():
            node = find(self.tree())
            places.append(node.extents if node is not None and node.has_size else None)
            del places[:-2]
            # Its centre on the window (a page parked off it is not clicked): GTK 4.18 reports a
            # header's button a few pixels left of and above the window's origin (-6, -5).
            return node if (node is not None and len(places) == 2 and places[0] == places[1] and places[0]
                            and min(node.centre) >= 0
                            and not harness.inside_busy(node.accessible, self.application)) else None
        node = harness.poll(still, f"{what} laid out and still")
        self.click(node, button)
        return node

    def type_text(self, text, delay_ms=30):
        harness.xdotool("type", "--delay", delay_ms, text)


# ---------------------------------------------------------------------------------------
# The window, read through AT-SPI

class ViewTree(harness.Tree):
    """A snapshot of the app's accessible tree, of each list only the rows in its view. GTK
    4.8's list view keeps some 200 rows of a long list realised, all in the accessible tree:
    a whole snapshot of Notes' window over a folder of 10,000 notes reads some 1,300
    accessibles, 4 to 6 s on this machine; this one reads each row's extents and goes into
    the rows in view only, under a second."""

    def _walk(self, accessible, parent):
        node = harness.Node(accessible, parent)
        self.nodes.append(node)
        if parent is not None:
            parent.children.append(node)
        children = [accessible.getChildAtIndex(index) for index in range(accessible.childCount)]
        if node.role in harness.LIST_ROLES and node.has_size:
            top, bottom = node.extents[1], node.extents[1] + node.extents[3]

            def in_view(child):
                box = child.queryComponent().getExtents(harness.WINDOW_COORDS)
                return box.y < bottom and box.y + box.height > top
            children = [child for child in children if child is not None and in_view(child)]
        for child in children:
            if child is not None:
                self._walk(child, node)


def frame(tree):
    return tree.one({pyatspi.ROLE_FRAME}, TITLE)


named_list = harness.named_list


def notes_list(tree):
    """The one visible list of notes: not the folders; it is named after its folder (the
    layout's title follows the folder chosen)."""
    found = [node for node in tree.lists if node.name != "Folders" and node.exposed_visible]
    return found[0] if len(found) == 1 else None


def list_title(tree):
    """The notes list's name, the title the layout gives it, or None."""
    found = notes_list(tree)
    return found.name if found else None


def note_row_labels(tree, row):
    """(heading, title, preview) of a row of the Notes list: its heading (a section's first
    row) or None, then its labels."""
    headings = [node.name for node in tree.descendants(row) if node.role == pyatspi.ROLE_HEADING]
    labels = [node.name for node in tree.descendants(row) if node.role == pyatspi.ROLE_LABEL]
    return (headings[0] if headings else None, labels[0] if labels else "", labels[1] if len(labels) > 1 else "")


def rows_on_screen(tree):
    """The rows of the notes list that are on screen (half of each or more inside the list,
    its scrolled window and the window), top to bottom; None without the list."""
    list_node = notes_list(tree)
    if list_node is None or not list_node.has_size:
        return None
    clips = [node.extents for node in (list_node, list_node.parent, frame(tree))
             if node is not None and node.has_size]
    top = max(y for _, y, _, _ in clips)
    bottom = min(y + height for _, y, _, height in clips)

    def visible(row):
        y, height = row.extents[1], row.extents[3]
        return 2 * (min(y + height, bottom) - max(y, top)) >= height
    return sorted((row for row in harness.laid_out_rows(tree.rows(list_node)) if visible(row)), key=lambda row: row.extents[1])


def notes_on_screen(tree):
    """(heading, title, preview) of each row of the Notes list on screen, top to bottom."""
    rows = rows_on_screen(tree)
    return None if rows is None else [note_row_labels(tree, row) for row in rows]


def selected_notes(tree):
    list_node = notes_list(tree)
    return [note_row_labels(tree, row) for row in tree.rows(list_node) if row.selected] if list_node else None


def focused_description(tree):
    """What has keyboard focus: a row's labels, or the node's role and name."""
    lists = [node for node in tree.lists if node.exposed_visible]
    described = []
    for node in tree.focused():
        owner = next((list_node for list_node in lists if node in tree.rows(list_node)), None)
        if owner is not None and owner.name != "Folders":
            described.append(("Notes row",) + note_row_labels(tree, node))
        elif owner is not None:
            described.append((f"{owner.name} row", tree.row_text(node)))
        else:
            described.append((node.accessible.getRoleName(), node.name))
    return described


def search_field(tree, folder="Notes"):
    found = [node for node in tree.find({pyatspi.ROLE_ENTRY}, f"Search {folder}") if node.exposed_visible]
    return found[0] if len(found) == 1 else None


def header_titles(tree, name):
    """The labels reading `name` on screen that are in no list: the headers' titles."""
    lists = [node for node in tree.lists if node.exposed_visible]
    return [node for node in tree.visible_labels(name)
            if node.has_size and not any(node.is_inside(list_node) for list_node in lists)]


def list_state(tree):
    """What the list checks read, to tell a settled tree from one read half-way."""
    return notes_on_screen(tree), selected_notes(tree), focused_description(tree)


def the_row(tree, note):
    """The row of the Notes list showing `note` (a list_order dict) on screen, or None."""
    rows = [row for row in rows_on_screen(tree) or [] if note_row_labels(tree, row)[1:] == (note["title"],
                                                                                          note["preview"])]
    return rows[0] if len(rows) == 1 else None


def status_lines(tree):
    """The visible labels under the editor that say how saving goes."""
    return [node.name for node in tree.find({pyatspi.ROLE_LABEL}) if node.exposed_visible
            and "saved" in node.name.lower()]


# ---------------------------------------------------------------------------------------
# Typing, watched letter by letter

class TypingRecord:
    """What happened to each letter typed: whether it landed at the caret, in which editor
    (its D-Bus path) and whether that editor had focus after it."""

    def __init__(self):
        self.letters = []  # (letter, landed, path after, focused after)

    def add(self, letter, before, after):
        """`before` and `after`: the editor's state (Notes.editor_state) around the letter. It
        landed if the editor is the same and its text is the text before with the letter at
        the caret (in place of the selection, if any), the caret after it."""
        landed = False
        if before is not None and after is not None:
            start, end = before[4] or (before[2], before[2])
            landed = (after[0] == before[0] and after[1] == before[1][:start] + letter + before[1][end:]
                      and after[2] == start + 1)
        self.letters.append((letter, landed, after[0] if after else None, bool(after and after[3])))

    @property
    def landed(self):
        return sum(1 for _, landed, _, _ in self.letters if landed)

    @property
    def unfocused(self):
        return sum(1 for _, _, _, focused in self.letters if not focused)

    def editors(self, first_path):
        """The editors seen (distinct paths), the first one included."""
        paths = [first_path] + [path for _, _, path, _ in self.letters if path is not None]
        return len(dict.fromkeys(paths))

    def summary(self, first_path):
        return (f"{self.landed} of {len(self.letters)} letters landed at the caret; "
                f"{self.editors(first_path)} editor(s) seen (AT-SPI paths); "
                f"{self.unfocused} letter(s) left the editor without focus")


def type_watched(app, text, pause_s=TYPING_PAUSE_S):
    """Types `text` one character at a time, a user's pause after each; reads the editor
    before and after each (after: once its text changed, or after a UI step's timeout: a letter
    slow to land under a loaded machine is not a lost one). Returns the TypingRecord."""
    record = TypingRecord()
    for character in text:
        before = app.editor_state()
        started = time.monotonic()
        if character == "\n":
            harness.xdotool("key", "Return")  # xdotool type's newline is a Linefeed key the editor ignores
        else:
            harness.xdotool("type", "--delay", 0, character)
        try:
            after = harness.poll(lambda: (lambda state: state if state is not None and before is not None
                                          and state[1] != before[1] else None)(app.editor_state()),
                                 f"the character {character!r} in the editor")
        except harness.StepTimeout:
            after = app.editor_state()
        record.add(character, before, after)
        # The user's pause before the next key (models typing; nothing waits on it).
        time.sleep(max(0.0, pause_s - (time.monotonic() - started)))
    return record


def wait_saved(path, note_id, text, what):
    return harness.poll(lambda: note_text(path, note_id) == text, what)


# ---------------------------------------------------------------------------------------
# The parts

def check_bad_settings(binary, workspace, results):
    """Each bad value: exit status 2, one line on stderr naming the variable and the value."""
    database = workspace.copy("settings")
    cases = [
        ("NOTES_SAVE_DELAY_MS", "soon", "0 to 60000"),
        ("NOTES_SAVE_DELAY_MS", "-1", "0 to 60000"),
        ("NOTES_SAVE_DELAY_MS", "60001", "0 to 60000"),
        ("NOTES_CHECK_INTERVAL_MS", "9", "10 to 60000"),
        ("NOTES_CHECK_INTERVAL_MS", "often", "10 to 60000"),
        ("NOTES_CHECK_INTERVAL_MS", "99999999999999999999", "10 to 60000"),
    ]
    for variable, value, bounds in cases:
        status, stdout, stderr = run_briefly(binary, ["--database", database], {variable: value})
        expected = f"notes: {variable}: '{value}' is not a whole number from {bounds}\n"
        results.check(f"{variable}={value}: exit status 2, and on stderr: {expected.strip()}",
                      status == 2 and stderr == expected and stdout == "",
                      f"status {status}, stderr {stderr!r}, stdout {stdout!r}")


def run_briefly(binary, arguments, environment=None):
    """Runs `notes` expecting it to stop at once: (status, stdout, stderr); status None if it
    was still running (then it is killed)."""
    env = dict(os.environ, **(environment or {}))
    if harness.APP_G_DEBUG is not None:
        env["G_DEBUG"] = harness.APP_G_DEBUG
    try:
        done = subprocess.run([binary, *arguments], env=env, stdin=subprocess.DEVNULL, capture_output=True,
                              text=True, timeout=harness.STEP_TIMEOUT_S)
        return done.returncode, done.stdout, done.stderr
    except subprocess.TimeoutExpired:
        return None, "", "(still running: it opened its window)"


def journal_files(path):
    return [path + suffix for suffix in ("-wal", "-shm", "-journal") if os.path.exists(path + suffix)]


def file_bytes(path):
    with open(path, "rb") as file:
        return file.read()


def check_refused(binary, results, name, path, problem, allowed_beside=()):
    """`notes --database PATH` refuses `path`: status 2, one line naming it and `problem`,
    its bytes unchanged, no journal left beside it (but `allowed_beside`)."""
    before = file_bytes(path)
    beside = set(journal_files(path))
    status, stdout, stderr = run_briefly(binary, ["--database", path])
    expected = f"notes: {path}: {problem}\n"
    results.check(f"{name}: exit status 2, and one line on stderr: notes: PATH: {problem}",
                  status == 2 and stderr == expected and stdout == "",
                  f"status {status}, stderr {stderr!r}, stdout {stdout!r}")
    results.check(f"{name}: the file's bytes are unchanged, and no journal was left beside it",
                  file_bytes(path) == before and set(journal_files(path)) <= beside | set(allowed_beside),
                  f"journals: {journal_files(path)}")


def check_bad_databases(binary, workspace, results):
    # Not SQLite.
    text = os.path.join(workspace.directory, "notes.txt")
    with open(text, "w") as file:
        file.write("Milk\nEggs\n")
    check_refused(binary, results, "a text file", text, "not an SQLite database")

    # A file that cannot be written. Root writes any file whatever its mode: as root it is made
    # immutable for real (chattr +i, ext4 here), else its mode is 0444.
    read_only = workspace.copy("read-only")
    made = make_read_only_file(read_only, workspace)
    if made is None:
        results.check("a read-only file can be made here (chattr +i as root)", False,
                      "chattr +i failed: no read-only file to test with")
    else:
        check_refused(binary, results, f"a read-only file ({made})", read_only,
                      "read-only: the file is not writable; Notes does not start where it could not save your edits")

    # A read-only file system: a read-only bind mount of a folder holding a database.
    mounted = make_read_only_mount(workspace)
    if mounted is None:
        harness.note("no read-only bind mount here (needs root and mount rights): that case is not run")
    else:
        check_refused(binary, results, "a database on a read-only file system (a read-only bind mount)",
                      os.path.join(mounted, "notes.sqlite"),
                      "read-only: its file system is mounted read-only; Notes does not start where it could not "
                      "save your edits")

    # Locked at start: another process holds BEGIN EXCLUSIVE (its -wal and -shm are its own).
    locked = workspace.copy("locked")
    locker = Locker(locked)
    try:
        check_refused(binary, results, "a database another process holds (BEGIN EXCLUSIVE)", locked,
                      "locked by another program that is writing to it; try again when it is done",
                      allowed_beside=(locked + "-wal", locked + "-shm"))
    finally:
        locker.release()


def make_read_only_file(path, workspace):
    """Makes `path` read-only for this process; how, or None if it could not."""
    if os.geteuid() != 0:
        os.chmod(path, 0o444)
        return "mode 0444"
    if subprocess.run(["chattr", "+i", path], capture_output=True).returncode != 0:
        return None
    workspace.undo.append(lambda: subprocess.run(["chattr", "-i", path], capture_output=True))
    return "chattr +i"


def make_read_only_mount(workspace):
    """A read-only bind mount of a folder holding a copy of the database; its path, or None."""
    if os.geteuid() != 0:
        return None
    source = os.path.join(workspace.directory, "mount-source")
    target = os.path.join(workspace.directory, "mounted")
    os.makedirs(source)
    os.makedirs(target)
    shutil.copy(workspace.seed, os.path.join(source, "notes.sqlite"))
    if subprocess.run(["mount", "--bind", source, target], capture_output=True).returncode != 0:
        return None
    workspace.undo.append(lambda: subprocess.run(["umount", target], capture_output=True))
    if subprocess.run(["mount", "-o", "remount,bind,ro", target], capture_output=True).returncode != 0:
        return None
    return target


def check_first_start(binary, workspace, results):
    """No --database: the default database is made under XDG_DATA_HOME, seeded with a few
    dozen notes, and the window opens on it."""
    data_home = os.path.join(workspace.directory, "data")
    path = os.path.join(data_home, "org.twopane.example.Notes", "notes.sqlite")
    app = Notes(binary, path, {"XDG_DATA_HOME": data_home}, arguments=[])
    check = results.check
    try:
        app.resize(WIDE)
        notes = list_order(path, folder_id(path, "Notes"))
        tree = app.wait_for(lambda tree: bool(notes_on_screen(tree)), "the first start's notes")
        count = query(path, "SELECT count(*) FROM notes")[0][0]
        check("first start (no --database): the default database made in XDG_DATA_HOME with 40 notes", count == 40,
              f"{count} notes")
        check("first start: the window shows the Notes folder's notes, in list order, in sections",
              harness.run_in(notes_on_screen(tree), [shown(note) for note in notes]) == 0,
              f"on screen {notes_on_screen(tree)}")
        app.quit(check, "first start: ")
    finally:
        app.finish(check, "first start: ")


def open_note(app, note, what):
    """Clicks `note`'s row (a list_order dict) and waits for its editor; returns the tree."""
    app.click_when_still(lambda tree: the_row(tree, note), f"the row of {what}")
    return app.wait_for(lambda tree: (lambda state: state is not None and state[1] == note["text"])(
        app.editor_state()), f"{what} open in the editor")


def show_folder(app, path, name):
    """Clicks the folder `name` and waits for its notes; returns (folder id, its notes)."""
    folder = folder_id(path, name)
    notes = list_order(path, folder)
    expected = [shown(note) for note in notes]
    app.click_when_still(lambda tree: (lambda folders: tree.row(name, folders) if folders else None)(
        named_list(tree, "Folders")), f"the folder {name}")
    app.wait_for(lambda tree: harness.run_in(notes_on_screen(tree), expected) == 0, f"the notes of {name}")
    return folder, notes


def put_caret(app, offset):
    """Moves the editor's caret to `offset` with the keyboard (Ctrl+Home, then Right)."""
    app.key("ctrl+Home")
    for _ in range(offset):
        app.key("Right")
    return harness.poll(lambda: (lambda state: state if state and state[2] == offset else None)(app.editor_state()),
                        f"the caret at {offset}")


def focus_editor(app):
    """Clicks into the editor (a user does), then waits for it to have focus."""
    node = app.editor()
    app.click(node)
    return harness.poll(lambda: (lambda state: state if state and state[3] else None)(app.editor_state()),
                        "the editor focused")


def typing(binary, workspace, results):
    """26 letters typed into the 4th note of Today, each pause saving (L22, L23)."""
    path = workspace.copy("typing")
    app = Notes(binary, path)
    check = results.check
    try:
        check("libadwaita's look: TwoPaneAdwaita loaded libadwaita when Notes asked for it",
              app.loads("libadwaita-1.so"))
        app.resize(WIDE)
        folder, notes = show_folder(app, path, "Personal")
        today = [note for note in notes if note["section"] == "Today"]
        note = today[3]
        open_note(app, note, "the 4th note of Today")
        focus_editor(app)
        caret = len(note["title"]) // 2
        first = put_caret(app, caret)
        harness.note(f"typing into {note['title']!r} (note {note['id']}), caret at {caret}; editor {first[0]}")
        revision = database_revision(path)
        record = type_watched(app, LETTERS)
        harness.note(record.summary(first[0]))
        expected = note["text"][:caret] + LETTERS + note["text"][caret:]
        check("typing: every one of 26 letters landed at the caret, in order (the text before with the letter at "
              "the caret, the caret after it)", record.landed == len(LETTERS), record.summary(first[0]))
        check("typing: the editor had the keyboard focus after every letter", record.unfocused == 0,
              record.summary(first[0]))
        check("typing: the editor was built once: one AT-SPI object (the same D-Bus path) from the first letter "
              "to the last", record.editors(first[0]) == 1, record.summary(first[0]))
        try:
            wait_saved(path, note["id"], expected, "the typed text saved")
            saved = True
        except harness.StepTimeout:
            saved = False
        check("typing: the database holds the text with every letter", saved, repr(note_text(path, note["id"])))
        saves = database_revision(path) - revision
        harness.note(f"{saves} saves during the typing (each moves the revision on by one)")
        check("typing: the pauses saved as the letters came (more than half of 26 saves), so the note moved to the "
              "top during the typing", saves > len(LETTERS) // 2, f"{saves} saves")
        state = app.editor_state()
        check("typing: after the last save, the same editor shows the text with every letter, the caret after "
              "the last, focused", state is not None and state[:4] == (first[0], expected, caret + len(LETTERS), True),
              f"editor {state}")
        notes = list_order(path, folder)
        moved = next(item for item in notes if item["id"] == note["id"])
        expected_rows = [shown(item) for item in notes]
        tree = app.settled(lambda tree: harness.run_in(notes_on_screen(tree), expected_rows) is not None
                           and selected_notes(tree) == [shown(moved)], "the list after the typing", list_state)
        top_of_today = next(item for item in notes if item["section"] == "Today")
        check("typing: the note is at the top of Today in the database and its row, highlighted, at the top of "
              "its section, titled with the new first line",
              top_of_today["id"] == note["id"] and moved["title"] == note["title"][:caret] + LETTERS
              + note["title"][caret:] and selected_notes(tree) == [shown(moved)]
              and shown(moved)[0] == "Today", f"selected {selected_notes(tree)}, expected {shown(moved)}")
        start = harness.run_in(notes_on_screen(tree), expected_rows)
        check("typing: every row on screen shows its note, in list order (pinned, then modified, then id; "
              "sections' headings on their first rows), as the database has them",
              start is not None, f"on screen {notes_on_screen(tree)}; expected a run of {expected_rows[:12]}")
        harness.note(f"rows on screen: {start + 1 if start is not None else '?'} to "
                     f"{(start or 0) + len(notes_on_screen(tree) or [])} of {len(notes)}")
        check("typing: keyboard focus is on the editor (only)", focused_description(tree) == [("text", "Note")],
              f"focused: {focused_description(tree)}")
        # A burst faster than the save delay: each key cancels the save waiting (a MainLoopTimer)
        # and starts another, so the burst saves once or twice, not once a key.
        revision = database_revision(path)
        app.type_text(BURST, delay_ms=15)
        at = caret + len(LETTERS)
        with_burst = expected[:at] + BURST + expected[at:]
        try:
            wait_saved(path, note["id"], with_burst, "the burst saved")
            saved = True
        except harness.StepTimeout:
            saved = False
        saves = database_revision(path) - revision
        check(f"typing: {len(BURST)} letters typed 15 ms apart (the save waits {SAVE_DELAY_MS} ms) are saved, "
              "in fewer saves than half their number: each key cancelled the save waiting",
              saved and 1 <= saves < len(BURST) // 2, f"saved {saved}, {saves} saves")
        app.quit(check, "typing: ")
    finally:
        app.finish(check, "typing: ")


def search(binary, workspace, results):
    """A search result rewritten until it no longer matches (L23)."""
    path = workspace.copy("search")
    app = Notes(binary, path)
    check = results.check
    try:
        app.resize(WIDE)
        folder = folder_id(path, "Notes")
        app.wait_for(lambda tree: bool(notes_on_screen(tree)), "the Notes folder's notes")
        app.key("ctrl+f")
        app.wait_for(lambda tree: search_field(tree) is not None and search_field(tree).focused,
                     "Ctrl+F: the search field focused")
        app.type_text("umbrella")
        found = list_order(path, folder, search_ids(path, "umbrella", folder))
        expected = [shown(note) for note in found]
        tree = app.settled(lambda tree: notes_on_screen(tree) == expected, "the results of 'umbrella'", list_state)
        check(f"search: 'umbrella' shows exactly its {len(found)} results (SQLite FTS5), in list order, in sections",
              notes_on_screen(tree) == expected and len(found) >= 3,
              f"on screen {notes_on_screen(tree)}; expected {expected}")
        rewritten, other = found[1], found[2]
        open_note(app, rewritten, "the second result")
        focus_editor(app)
        first = app.editor_state()
        app.key("ctrl+a")
        harness.poll(lambda: (lambda state: state and state[4] == (0, len(rewritten["text"])))(app.editor_state()),
                     "the whole text selected")
        new_text = "Rain plans\nA parasol for the walk"
        record = type_watched(app, new_text)
        harness.note(record.summary(first[0]))
        try:
            wait_saved(path, rewritten["id"], new_text, "the rewritten text saved")
            saved = True
        except harness.StepTimeout:
            saved = False
        check("search: the rewritten text is saved (without the word)", saved and not search_ids(
            path, "umbrella", folder) & {rewritten["id"]}, repr(note_text(path, rewritten["id"])))
        check("search: every character of the new text landed at the caret (the first in place of the selection), "
              "in one editor, focused", record.landed == len(new_text) and record.editors(first[0]) == 1
              and record.unfocused == 0, record.summary(first[0]))
        after = dict(rewritten, title="Rain plans", preview="A parasol for the walk")
        # Kept among the results, at its new place: the top of Today.
        kept = [shown(note) for note in list_order(path, folder, search_ids(path, "umbrella", folder)
                                                   | {rewritten["id"]})]
        tree = app.settled(lambda tree: [row[1:] for row in selected_notes(tree) or []] == [shown(after)[1:]],
                           "the rewritten row", list_state)
        check("search: after the save the rewritten note, which no longer matches, is still shown, at the top of "
              "Today, and highlighted, with its new title; the other results as they were",
              notes_on_screen(tree) == kept and [row[1:] for row in selected_notes(tree)] == [shown(after)[1:]],
              f"on screen {notes_on_screen(tree)}; selected {selected_notes(tree)}; expected {kept}")
        state = app.editor_state()
        check("search: the editor is still open, the same one, focused, with every letter",
              state is not None and state[:4] == (first[0], new_text, len(new_text), True), f"editor {state}")
        # Another result opened: the rewritten one leaves the results (on idle).
        open_note(app, other, "another result")
        remaining = [shown(note) for note in list_order(path, folder, search_ids(path, "umbrella", folder))]
        tree = app.settled(lambda tree: notes_on_screen(tree) == remaining, "the results without the rewritten note",
                           list_state)
        check("search: opening another result takes the rewritten one out of the results; the rest stay, in order",
              notes_on_screen(tree) == remaining and rewritten["id"] not in search_ids(path, "umbrella", folder),
              f"on screen {notes_on_screen(tree)}; expected {remaining}")
        check("search: the other result is open and highlighted",
              [row[1:] for row in selected_notes(tree) or []] == [shown(other)[1:]]
              and (app.editor_state() or [None, None])[1] == other["text"], f"selected {selected_notes(tree)}")
        # A new query applies as usual: exactly its results; the open note, not among them, is closed (L12).
        app.key("ctrl+f")
        app.wait_for(lambda tree: search_field(tree) is not None and search_field(tree).focused, "the search field")
        app.key("ctrl+a")
        app.type_text("parasol")
        parasol = [shown(note) for note in list_order(path, folder, search_ids(path, "parasol", folder))]
        tree = app.settled(lambda tree: notes_on_screen(tree) == parasol, "the results of 'parasol'", list_state)
        check("search: a new query ('parasol') shows exactly its results: the rewritten note",
              notes_on_screen(tree) == parasol and [row[1:] for row in parasol] == [shown(after)[1:]],
              f"on screen {notes_on_screen(tree)}; expected {parasol}")
        check("search: the note open before, which the new query hides, is closed: nothing highlighted, "
              "'Select a Note'", selected_notes(tree) == [] and bool(tree.visible_labels("Select a Note")),
              f"selected {selected_notes(tree)}")
        # Another folder: the app sets the query to "" (`searchQuery`), the field empties, and
        # the list, its header and its field follow the folder's name (`layout.title`).
        work = [shown(note) for note in list_order(path, folder_id(path, "Work"))]
        app.click_when_still(lambda tree: (lambda folders: tree.row("Work", folders) if folders else None)(
            named_list(tree, "Folders")), "the folder Work")
        tree = app.settled(lambda tree: notes_on_screen(tree) == work[:len(notes_on_screen(tree) or [])]
                           and bool(notes_on_screen(tree)), "the notes of Work", list_state)
        field = search_field(tree, "Work")
        text = field.accessible.queryText() if field else None
        check("search: another folder empties the search field (the app sets the query) and shows all its notes",
              text is not None and text.characterCount == 0 and notes_on_screen(tree) == work[:len(notes_on_screen(tree))],
              f"field {field and field.describe()}, on screen {notes_on_screen(tree)}")
        check("search: the list is titled by the folder: its header says 'Work', a screen reader names the list "
              "'Work' and the field 'Search Work'", list_title(tree) == "Work" and bool(header_titles(tree, "Work"))
              and field is not None, f"list {list_title(tree)!r}, headers {len(header_titles(tree, 'Work'))}")
        app.quit(check, "search: ")
    finally:
        app.finish(check, "search: ")


def other_writer(binary, workspace, results):
    """Another program inserts a note into the folder shown and updates another while a note
    is open, the caret mid-text (L17, L22); then Escape in the editor (popsOnEscape off)."""
    path = workspace.copy("other-writer")
    app = Notes(binary, path)
    check = results.check
    try:
        app.resize(WIDE)
        folder, notes = show_folder(app, path, "Personal")
        note, updated = notes[2], notes[5]
        open_note(app, note, "the 3rd note")
        focus_editor(app)
        caret = len(note["text"]) // 2
        first = put_caret(app, caret)
        tree = app.settled(lambda tree: True, "the list before the writes", list_state)
        before = on_screen_ids(tree, notes)
        folders = named_list(tree, "Folders").accessible
        now = int(time.time() * 1000)
        new_text = "Written elsewhere\nBy another program"
        updated_text = "Renamed elsewhere\n" + updated["text"].split("\n", 1)[-1]
        started = time.monotonic()
        new_id, _ = write_as_another_program(path, [
            ("INSERT INTO notes (folder_id, text, is_pinned, modified) VALUES (?, ?, 0, ?)", (folder, new_text, now)),
            ("UPDATE notes SET text = ? WHERE id = ?", (updated_text, updated["id"])),
        ])
        notes = list_order(path, folder)
        expected = [shown(item) for item in notes]
        new_note = next(item for item in notes if item["id"] == new_id)
        # The folder's count goes up when the window applies the writes: read quickly (its
        # row's labels only), it times them better than a snapshot of the window would.
        harness.poll(lambda: folder_count(folders, "Personal") == str(len(notes)), "Personal's count to go up")
        seen_after = time.monotonic() - started
        harness.note(f"the writes were applied {seen_after:.2f} s after their commit (the folder's count went up; "
                     f"checks every {CHECK_INTERVAL_MS} ms)")
        app.wait_for(lambda tree: laid_out_ids(tree, notes)[:1] == [new_id], "the new note in the list")
        tree = app.settled(lambda tree: harness.run_in(notes_on_screen(tree), expected) is not None
                           and any(row[1] == "Renamed elsewhere" for row in notes_on_screen(tree))
                           and laid_out_ids(tree, notes)[:1] == [new_id], "the other program's writes in the list",
                           list_state)
        check(f"other writer: the writes are applied within a few check intervals ({CHECK_INTERVAL_MS} ms each; "
              f"at most {APPLIED_WITHIN_S:g} s): the new note appears at its place, the top of Today, and the "
              f"updated note's row shows its new title",
              notes[0]["id"] == new_id and new_note["section"] == "Today" and laid_out_ids(tree, notes)[:1] == [new_id]
              and any(row[1] == "Renamed elsewhere" for row in notes_on_screen(tree)) and seen_after <= APPLIED_WITHIN_S,
              f"laid out {laid_out_ids(tree, notes)[:5]}; on screen {notes_on_screen(tree)}")
        check("other writer: every row on screen shows its note, in list order, as the database has them",
              harness.run_in(notes_on_screen(tree), expected) is not None,
              f"on screen {notes_on_screen(tree)}; expected a run of {expected[:12]}")
        after = on_screen_ids(tree, notes)
        check("other writer: the rows the user read stay, in order, each showing its note (the new one above them "
              "pushes them down a row, or is above the view)",
              [note_id for note_id in after if note_id != new_id] == before[:len(after) - (new_id in after)],
              f"ids on screen before {before}; after {after}")
        check("other writer: the open note's row is still the one highlighted",
              [row[1:] for row in selected_notes(tree)] == [shown(note)[1:]], f"selected {selected_notes(tree)}")
        state = app.editor_state()
        check("other writer: the open note stays: the same editor, its text, the caret where it was, focused",
              state is not None and state[:4] == (first[0], note["text"], caret, True), f"editor {state}")
        # Escape in the editor does not close the note (popsOnEscape off).
        app.key("Escape")
        tree = app.settled(lambda tree: True, "the window after Escape", list_state)
        state = app.editor_state()
        check("wide: Escape in the editor leaves the note open: the same editor, focused, its row highlighted",
              state is not None and state[:4] == (first[0], note["text"], caret, True)
              and [row[1:] for row in selected_notes(tree)] == [shown(note)[1:]],
              f"editor {state}; selected {selected_notes(tree)}")
        app.quit(check, "other writer: ")
    finally:
        app.finish(check, "other writer: ")


def folder_count(folders, name):
    """The count a folder's row shows, read now from the Folders list's accessible: its row
    whose first label is `name`, its second label."""
    folders.clear_cache()
    for index in range(folders.childCount):
        row = folders.getChildAtIndex(index)
        labels = [node.name for node in harness.live_find(row, lambda node: node.role == pyatspi.ROLE_LABEL)]
        if labels[:1] == [name]:
            return labels[1] if len(labels) > 1 else None
    return None


def on_screen_ids(tree, notes):
    """The ids of the Notes list's rows on screen, top to bottom, matched with `notes` by
    title and preview (None for a row that shows no note of them)."""
    by_labels = {}
    for note in notes:
        by_labels.setdefault((note["title"], note["preview"]), note["id"])
    return [by_labels.get(note_row_labels(tree, row)[1:]) for row in rows_on_screen(tree) or []]


def laid_out_ids(tree, notes):
    """The ids of the Notes list's laid out rows, top to bottom, matched with `notes` by
    title and preview (None for a row that shows no note of them)."""
    by_labels = {}
    for note in notes:
        by_labels.setdefault((note["title"], note["preview"]), note["id"])
    list_node = notes_list(tree)
    rows = harness.laid_out_rows(tree.rows(list_node)) if list_node else []
    return [by_labels.get(note_row_labels(tree, row)[1:]) for row in rows]


def list_page(tree):
    """Collapsed on the notes list: the Notes list shown, with Back, no editor, no folders."""
    return (notes_list(tree) is not None and tree.visible_button("Back") is not None
            and named_list(tree, "Folders") is None and not editor_in(tree))


def note_page(tree):
    """Collapsed on a note: its editor, with Back, no list."""
    return (editor_in(tree) and tree.visible_button("Back") is not None and notes_list(tree) is None
            and named_list(tree, "Folders") is None)


def folders_page(tree):
    return named_list(tree, "Folders") is not None and notes_list(tree) is None and not editor_in(tree)


def editor_in(tree):
    return any(node.exposed_visible and node.has_size for node in tree.find({pyatspi.ROLE_TEXT}, "Note"))


def page_state(tree):
    return list_page(tree), note_page(tree), folders_page(tree), focused_description(tree), selected_notes(tree)


def narrow(binary, workspace, results):
    """At 480 px (three columns collapsed into one stack): a note opened with Enter, Back
    clicked (L24), Space, Escape in a note's editor (popsOnEscape off), Back clicked from the
    list. Each step starts where the last should have left it, or gets there first, so that
    one failure does not hide the next."""
    path = workspace.copy("narrow")
    app = Notes(binary, path)
    check = results.check
    try:
        app.resize(WIDE)
        folder, notes = show_folder(app, path, "Personal")
        app.resize(NARROW)
        tree = app.settled(lambda tree: list_page(tree) and bool(focused_description(tree))
                           and focused_description(tree)[0][0] == "Notes row", "collapsed on the list", page_state)
        check("narrow: collapsed on the Personal folder's notes, with Back, a row focused",
              list_page(tree) and focused_description(tree)[:1] == [("Notes row",) + shown(notes[0])],
              f"focused {focused_description(tree)}")
        app.key("Down", "Down")
        note = notes[2]
        app.wait_for(lambda tree: focused_description(tree) == [("Notes row",) + shown(note)], "the 3rd row focused")
        app.key("Return")
        tree = app.settled(lambda tree: note_page(tree) and (app.editor_state() or [None, None])[1] == note["text"],
                           "Enter: the note's page", page_state)
        check("narrow: Enter on a row opens its note, collapsed onto it with Back",
              note_page(tree) and (app.editor_state() or [None, None])[1] == note["text"])
        # A real click on Back: focus on the note's row, not on the list page's Back.
        app.click_when_still(lambda tree: tree.visible_button("Back"), "Back on the note's page")
        tree = app.settled(lambda tree: list_page(tree) and bool(focused_description(tree)), "Back: the list",
                           page_state)
        check("narrow: a click on Back goes back to the list, and focus lands on the note's row (not on the list "
              "page's Back)", list_page(tree) and focused_description(tree) == [("Notes row",) + shown(note)],
              f"focused {focused_description(tree)}")
        check("narrow: Back closed the note: no row highlighted", selected_notes(tree) == [],
              f"selected {selected_notes(tree)}")
        app.key("space")
        tree = app.settled(lambda tree: True, "the window after Space", page_state)
        where = ("the list" if list_page(tree) else "the note" if note_page(tree)
                 else "the folders" if folders_page(tree) else "somewhere else")
        harness.note(f"Space where Back left focus: {where}, focus on {focused_description(tree)}")
        check("narrow: Space where Back left focus does not go back again (the folders are not shown)",
              not folders_page(tree) and (list_page(tree) or note_page(tree)), f"on {where}")
        # Escape in a note's editor does not go back (popsOnEscape off).
        if folders_page(tree):
            app.click_when_still(lambda tree: tree.row("Personal", named_list(tree, "Folders")), "Personal")
            tree = app.settled(list_page, "the list again", page_state)
        if list_page(tree):
            app.click_when_still(lambda tree: the_row(tree, note), "the note's row")
        tree = app.settled(lambda tree: note_page(tree) and (app.editor_state() or [None])[0] is not None,
                           "a note's page", page_state)
        first = focus_editor(app)
        app.key("Escape")
        tree = app.settled(lambda tree: True, "the page after Escape", page_state)
        state = app.editor_state()
        check("narrow: Escape in the editor leaves the note's page: the same editor, focused, Back still there",
              note_page(tree) and state is not None and state[:2] == first[:2] and state[3],
              f"editor {state}; list page {list_page(tree)}")
        if note_page(tree):
            app.click_when_still(lambda tree: tree.visible_button("Back"), "Back on the note's page")
            tree = app.settled(list_page, "Back: the list", page_state)
        # Back from the list page: focus on the folder's row.
        app.click_when_still(lambda tree: tree.visible_button("Back"), "Back on the list page")
        tree = app.settled(lambda tree: folders_page(tree) and bool(focused_description(tree)), "Back: the folders",
                           page_state)
        check("narrow: a click on Back from the list page shows the folders, focus on the folder's row (Personal)",
              folders_page(tree) and focused_description(tree) == [("Folders row", "Personal")],
              f"focused {focused_description(tree)}")
        app.quit(check, "narrow: ")
    finally:
        app.finish(check, "narrow: ")


def breakpoint(binary, workspace, results):
    """Letters typed in the background while the window crosses 600 px and back (L22)."""
    path = workspace.copy("breakpoint")
    app = Notes(binary, path)
    check = results.check
    try:
        app.resize(WIDE)
        folder, notes = show_folder(app, path, "Personal")
        note = notes[1]
        open_note(app, note, "the 2nd note")
        focus_editor(app)
        caret = len(note["title"]) // 2
        first = put_caret(app, caret)
        # The user types on (xdotool, 150 ms a key) while the window is resized.
        typist = subprocess.Popen(["xdotool", "type", "--delay", "150", LETTERS])
        crossings = 0
        narrow_width = 560
        while typist.poll() is None and crossings < 8:
            width = narrow_width if crossings % 2 == 0 else WIDE
            app.resize(width)
            app.wait_for(note_page if width == narrow_width else lambda tree: notes_list(tree) is not None,
                         f"{'collapsed on the note' if width == narrow_width else 'the columns'} at {width} px")
            crossings += 1
        typist.wait(timeout=harness.STEP_TIMEOUT_S)
        if app.width != WIDE:
            app.resize(WIDE)
        harness.note(f"the window crossed the breakpoint {crossings} times while 26 letters were typed")
        expected = note["text"][:caret] + LETTERS + note["text"][caret:]
        try:
            wait_saved(path, note["id"], expected, "the letters saved")
            saved = True
        except harness.StepTimeout:
            saved = False
        state = app.editor_state()
        check("breakpoint: crossings while typing (600 px and back) happened", crossings >= 2, f"{crossings}")
        check("breakpoint: every letter typed across the crossings landed at the caret, in order, and was saved",
              saved and state is not None and state[1] == expected and state[2] == caret + len(LETTERS),
              f"editor {state and state[1:3]}; database {note_text(path, note['id'])!r}")
        check("breakpoint: the editor has the keyboard focus", state is not None and state[3], f"editor {state}")
        # The same editor: its undo history holds the letters (one built again would start with
        # none). Its AT-SPI path does not say: GTK 4.8 gives a widget's accessible a new path
        # each time the widget moves to another parent, as the editor does at each crossing.
        app.key("ctrl+z")
        undone = harness.poll(lambda: (lambda state: state if state and state[1] != expected else None)(
            app.editor_state()), "Ctrl+Z to undo some typing")
        kept = next((count for count in range(len(LETTERS)) if undone[1] == note["text"][:caret] + LETTERS[:count]
                     + note["text"][caret:]), None)
        check("breakpoint: it is the same editor: Ctrl+Z undoes letters typed before and across the crossings",
              kept is not None and kept < len(LETTERS) - 1 and undone[0] == state[0],
              f"after Ctrl+Z: {undone[1][:caret + len(LETTERS)]!r}")
        harness.note(f"Ctrl+Z undid the last {len(LETTERS) - kept if kept is not None else '?'} letters; the editor's "
                     f"AT-SPI path changed {'' if first[0] != state[0] else 'not '}across the crossings")
        app.quit(check, "breakpoint: ")
    finally:
        app.finish(check, "breakpoint: ")


NOT_SAVED_YET = "Not saved yet: another program is writing to the notes. Trying again…"
CLOSES_WHEN_SAVED = "Not saved yet: another program is writing to the notes. The window closes once the note is saved."


def locked(binary, workspace, results):
    """Another process holds the write lock while the user types; then while the user closes
    the window."""
    path = workspace.copy("locked")
    app = Notes(binary, path)
    check = results.check
    locker = None
    try:
        app.resize(WIDE)
        folder, notes = show_folder(app, path, "Personal")
        note = notes[1]
        open_note(app, note, "the 2nd note")
        focus_editor(app)
        caret = len(note["title"])
        first = put_caret(app, caret)
        locker = Locker(path)
        app.type_text(" while locked")
        expected = note["text"][:caret] + " while locked" + note["text"][caret:]
        tree = app.wait_for(lambda tree: NOT_SAVED_YET in status_lines(tree), "the line saying it is not saved")
        state = app.editor_state()
        check("locked: the save fails, and the line under the editor says so: " + NOT_SAVED_YET, True)
        check("locked: the text stays in the editor, every letter, the caret after them, focused",
              state is not None and state[:4] == (first[0], expected, caret + len(" while locked"), True),
              f"editor {state}")
        check("locked: nothing was written", note_text(path, note["id"]) == note["text"])
        locker.release()
        try:
            wait_saved(path, note["id"], expected, "the save once the lock is released")
            saved = True
        except harness.StepTimeout:
            saved = False
        tree = app.wait_for(lambda tree: not status_lines(tree), "the line gone")
        check("locked: the lock released, the save goes through (the database has the text) and the line goes",
              saved and not status_lines(tree), f"database {note_text(path, note['id'])!r}")

        # Closing with text not saved while the database is locked.
        locker = Locker(path)
        app.type_text(" closing")
        expected = expected[:caret + len(" while locked")] + " closing" + expected[caret + len(" while locked"):]
        app.wait_for(lambda tree: NOT_SAVED_YET in status_lines(tree), "the line saying it is not saved")
        harness.xdotool("key", "--clearmodifiers", "ctrl+q")
        tree = app.wait_for(lambda tree: CLOSES_WHEN_SAVED in status_lines(tree), "the line saying it waits")
        check("locked: Ctrl+Q with text not saved while locked: the line says " + CLOSES_WHEN_SAVED, True)
        # The window must stay: nothing to wait for but time (the saves are tried every second).
        status = harness.exit_status(app.process, timeout=2.5)
        state = app.editor_state() if status is None else None
        check("locked: Ctrl+Q with text not saved while locked keeps the window open, with the text",
              status is None and state is not None and state[1] == expected, f"{harness.exit_problem(status)}; "
              f"editor {state}")
        locker.release()
        status = harness.exit_status(app.process, timeout=harness.STEP_TIMEOUT_S)
        check("locked: once the lock goes, the text is saved and the window closes: exit status 0",
              status == 0 and note_text(path, note["id"]) == expected,
              f"{harness.exit_problem(status)}; database {note_text(path, note['id'])!r}")
    finally:
        if locker is not None:
            locker.release()
        app.finish(check, "locked: ")


def quit_saves(binary, workspace, results):
    """Ctrl+Q right after typing, long before the save delay: saved, then exit status 0."""
    path = workspace.copy("quit")
    app = Notes(binary, path, {"NOTES_SAVE_DELAY_MS": "60000"})
    check = results.check
    try:
        app.resize(WIDE)
        folder, notes = show_folder(app, path, "Personal")
        note = notes[0]
        open_note(app, note, "the first note")
        focus_editor(app)
        caret = len(note["title"])
        put_caret(app, caret)
        app.type_text(" before quitting")
        expected = note["text"][:caret] + " before quitting" + note["text"][caret:]
        harness.poll(lambda: (app.editor_state() or [None, None])[1] == expected, "the letters in the editor")
        check("quit: the typed text is not saved yet (a save delay of a minute)", note_text(path, note["id"]) == note["text"])
        app.quit(check, "quit: ")
        check("quit: Ctrl+Q saved the text first", note_text(path, note["id"]) == expected,
              repr(note_text(path, note["id"])))
    finally:
        app.finish(check, "quit: ")


# ---------------------------------------------------------------------------------------

class Workspace:
    """A temporary folder with the seeded database, and what to undo before removing it."""

    def __init__(self, binary):
        self.directory = tempfile.mkdtemp(prefix="notes-e2e-")
        self.undo = []
        self.seed = os.path.join(self.directory, "seed.sqlite")
        started = time.monotonic()
        subprocess.run([binary, "--seed", self.seed, "--count", str(SEED_COUNT)], check=True,
                       stdout=subprocess.DEVNULL, timeout=120)
        harness.note(f"{SEED_COUNT:,} notes seeded in {time.monotonic() - started:.1f} s")

    def copy(self, name):
        """A copy of the seeded database, for one launch."""
        path = os.path.join(self.directory, f"{name}.sqlite")
        shutil.copy(self.seed, path)
        return path

    def cleanup(self):
        for step in reversed(self.undo):
            step()
        shutil.rmtree(self.directory, ignore_errors=True)


def main():
    arguments = sys.argv[1:]
    only = None
    if len(arguments) == 3 and arguments[1] == "--only":
        only = arguments[2].split(",")
        arguments = arguments[:1]
    if len(arguments) != 1 or (only and not set(only) <= set(PARTS)):
        print(f"usage: example_notes_test.py PATH/TO/notes [--only {','.join(PARTS)}]", file=sys.stderr)
        return 2
    binary = os.path.abspath(arguments[0])
    results = harness.Results()
    started = time.monotonic()
    workspace = Workspace(binary)
    parts = {"settings": check_bad_settings, "databases": check_bad_databases, "typing": typing, "search": search,
             "other_writer": other_writer, "narrow": narrow, "breakpoint": breakpoint, "locked": locked,
             "quit": quit_saves}
    try:
        for name, part in parts.items():
            if only and name not in only:
                continue
            try:
                part(binary, workspace, results)
            except Exception as error:  # a step that timed out, an app that died: one failed check
                results.check(f"{name}: the part ran to the end", False, f"{type(error).__name__}: {error}")
                harness.note(traceback.format_exc().replace("\n", "\n     "))
        if not only or "databases" in only:
            try:
                check_first_start(binary, workspace, results)
            except Exception as error:
                results.check("first start: the part ran to the end", False, f"{type(error).__name__}: {error}")
    finally:
        workspace.cleanup()
    print(f"time: {time.monotonic() - started:.2f} s", flush=True)
    return results.summary()


if __name__ == "__main__":
    sys.exit(main())
