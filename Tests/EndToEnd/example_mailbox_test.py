#!/usr/bin/python3
"""End-to-end test of Examples/Mailbox, the app built on TwoPane as a consumer would build it
(by URL and version; scripts/test-example.sh builds it against a tagged clone).

Usage: example_mailbox_test.py PATH/TO/mailbox

Run under scripts/headless.sh. Mailbox keeps no reference to its layout: the window does.
So every step below also checks that the layout is alive after the app's own code returned:
- the first frame: the Folders and Messages lists and the "Nothing selected" placeholder;
- a row clicked: the message opens, its body a GtkTextView the app adopted through the
  escape hatch (`Widget(adopting:)`), read back through AT-SPI;
- narrowed to 480 px: collapsed onto the message, with Back;
- Back: the Messages list (its own Back goes on to the folders), nothing selected;
  another row opens its message;
- another folder chosen after widening: its messages in the list (`layout.onChange(of:)`);
- Ctrl+Q: exit status 0, and nothing on stdout or stderr (every GLib warning is fatal).
Prints one line per check and "N passed, M failed"; exits 1 if any check failed.
"""

import os
import subprocess
import sys
import tempfile
import time

import trails_harness as harness  # first: it takes G_DEBUG out of this process
import pyatspi

TITLE = "Mailbox"
WIDE, NARROW, HEIGHT = 1100, 480, 700
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "out")


class Mailbox:
    """The running example: its process, X window, accessible application and margins."""

    def __init__(self, binary, results):
        self.results = results
        self.stdout_file = tempfile.TemporaryFile()
        self.stderr_file = tempfile.TemporaryFile()
        env = dict(os.environ)
        if harness.APP_G_DEBUG is not None:
            env["G_DEBUG"] = harness.APP_G_DEBUG
        self.process = subprocess.Popen([binary], stdin=subprocess.DEVNULL, env=env,
                                        stdout=self.stdout_file, stderr=self.stderr_file)
        self.window = harness.find_main_window(self.process, TITLE)
        self.application = harness.find_application(self.process)
        harness.xdotool("windowfocus", "--sync", self.window)
        self.margin = (0, 0)

    def tree(self):
        harness.raise_if_exited(self.process)
        return harness.Tree(self.application)

    def wait_for(self, condition, what):
        return harness.poll(lambda: (lambda tree: tree if condition(tree) else None)(self.tree()), what)

    def resize(self, width):
        harness.xdotool("windowsize", self.window, width, HEIGHT)
        harness.poll(lambda: harness.window_geometry(self.window)[2:] == (width, HEIGHT),
                     f"the X window to be {width}x{HEIGHT}")
        tree = self.wait_for(lambda tree: frame(tree) is not None and frame(tree).extents[2] > 0
                             and 0 <= width - frame(tree).extents[2] <= 200,
                             f"the frame allocated at {width} px")
        extents = frame(tree).extents
        self.margin = ((width - extents[2]) // 2, (HEIGHT - extents[3]) // 2)

    def click(self, node):
        window_x, window_y = harness.window_geometry(self.window)[:2]
        x, y = node.centre
        harness.xdotool("mousemove", window_x + self.margin[0] + x, window_y + self.margin[1] + y,
                        "click", "--delay", 0, 1)

    def read(self, file):
        file.seek(0)
        return file.read().decode("utf-8", "replace")


def frame(tree):
    return tree.one({pyatspi.ROLE_FRAME}, TITLE)


def named_list(tree, name):
    found = [node for node in tree.lists if node.name == name and node.exposed_visible]
    return found[0] if len(found) == 1 else None


def shown_row_texts(tree, name):
    """The first label of each row of the visible list `name` (a message row: its sender)."""
    list_node = named_list(tree, name)
    return tree.row_texts(list_node) if list_node else None


def shown_row(tree, list_name, text):
    list_node = named_list(tree, list_name)
    return tree.row(text, list_node) if list_node else None


def message_body(tree):
    """The text of the visible message body (the adopted GtkTextView), or None."""
    bodies = [node for node in tree.find({pyatspi.ROLE_TEXT}, "Message body") if node.exposed_visible]
    if len(bodies) != 1:
        return None
    text = bodies[0].accessible.queryText()
    return text.getText(0, text.characterCount)


def main():
    if len(sys.argv) != 2:
        print("usage: example_mailbox_test.py PATH/TO/mailbox", file=sys.stderr)
        return 2
    results = harness.Results()
    started = time.monotonic()
    app = Mailbox(os.path.abspath(sys.argv[1]), results)
    check = results.check
    try:
        check("the app is on the accessibility bus as 'mailbox'", app.application.name == "mailbox",
              f"name is {app.application.name!r}")
        app.resize(WIDE)
        tree = app.wait_for(lambda tree: shown_row_texts(tree, "Messages") == ["Ada", "Grace", "Linus"],
                            "the first frame: the Inbox's three messages")
        check("first frame: the Folders list with Inbox, Archive, Sent",
              shown_row_texts(tree, "Folders") == ["Inbox", "Archive", "Sent"],
              f"folders: {shown_row_texts(tree, 'Folders')}")
        check("first frame: 'Nothing selected' beside the list", bool(tree.visible_labels("Nothing selected")))

        app.click(shown_row(tree, "Messages", "Ada"))
        tree = app.wait_for(lambda tree: message_body(tree) is not None, "Ada's message to open")
        check("a clicked row opens its message, the body in the adopted GtkTextView",
              message_body(tree).startswith("The hut is booked"), f"body: {message_body(tree)!r}")
        check("the message's subject is shown", bool(tree.visible_labels("Trip to the Alps")))

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
        # Back slides the list page in: a click lands where the row is once it stands still.
        tree = app.wait_for(lambda tree: (lambda row: row is not None and row.has_size and row.extents[0] >= 0
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
        app.click(shown_row(tree, "Folders", "Archive"))
        tree = app.wait_for(lambda tree: shown_row_texts(tree, "Messages") == ["Margaret"],
                            "the Archive's messages")
        check("another folder shows its messages (layout.onChange(of:))", True)
        harness.screenshot(geometry[:2] + (WIDE, HEIGHT), os.path.join(OUT, "mailbox-wide.png"))

        harness.xdotool("key", "--clearmodifiers", "ctrl+q")
        try:
            status = app.process.wait(timeout=harness.EXIT_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            status = None
        check("Ctrl+Q: exit status 0", status == 0, f"status {status}")
    except Exception as error:  # a step that timed out or an app that died: one failed check
        check("the scenario ran to the end", False, f"{type(error).__name__}: {error}")
    finally:
        if app.process.poll() is None:
            app.process.kill()
            app.process.wait()
    stdout, stderr = app.read(app.stdout_file), app.read(app.stderr_file)
    check("nothing on stdout", stdout == "", repr(stdout[:500]))
    check("nothing on stderr (no GTK warning; every one is fatal)", stderr == "", repr(stderr[:500]))
    print(f"time: {time.monotonic() - started:.2f} s", flush=True)
    return results.summary()


if __name__ == "__main__":
    sys.exit(main())
