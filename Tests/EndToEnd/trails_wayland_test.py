#!/usr/bin/python3
"""End-to-end test of Trails as a NATIVE Wayland client, under a headless sway.

Usage: trails_wayland_test.py PATH/TO/trails [SCREENSHOT_DIR]

Run it directly with /usr/bin/python3 (no Xvfb needed; it also works under
scripts/headless.sh, whose X display it keeps away from the app). It runs itself again
under `dbus-run-session` with a fresh XDG_RUNTIME_DIR, so the app, the accessibility bus
and this process share a private D-Bus session and a private accessibility bus (two runs
at once do not meet). Screenshots go to SCREENSHOT_DIR (default:
Tests/EndToEnd/out/wayland/ of this repository).

The compositor (see wayland_session.py for the details): sway 1.7, headless backend,
pixman renderer, no Xwayland, one 1600x1000 output. sway refuses to run as root, so as
root it runs as `nobody` (or TWOPANE_WAYLAND_USER) through `setpriv`, with its own
0700 XDG_RUNTIME_DIR; the app and the tools (run as the caller) reach it through
WAYLAND_DISPLAY = the absolute path of its socket. sway, not weston: weston 10
(--backend=headless-backend.so) offers no protocol for virtual input devices (no
zwlr_virtual_pointer_manager_v1, no zwp_virtual_keyboard_manager_v1: wtype refuses it),
no wlr-screencopy for grim, and no command to resize a client's window; sway has all
three (wl-virtual-pointer, wtype, grim, swaymsg). Native windows are floating, so
`swaymsg resize set` sizes them to any width.

Steps:
  tools       the seat has the virtual pointer and keyboard; a GTK 4 probe window
              (wayland/input-probe.py) gets a virtual-pointer click at the window
              coordinates aimed at; a swipe as touchpad scroll events adding up to its
              distance, then a kinetic deceleration of its sign and scroll-end; a swipe
              released early as its first half; a swipe whose fingers rest before they
              lift with no speed left; and Ctrl+Q as the very first key wtype types
  native      trails (GDK_BACKEND=wayland, no DISPLAY, G_DEBUG=fatal-warnings) is a sway
              view with app_id org.twopane.Trails and shell xdg_shell (not xwayland);
              AT-SPI's frame is sway's window: same size, origin at its top-left
  1000 px     list + placeholder                                    wide.png
  click       the virtual pointer clicks Dolomites: selected, detail   wide-detail.png
   450 px     collapses onto the detail (L4): Back, header titled    narrow-detail.png
  Back        clicked with the virtual pointer: the list, nothing selected (L5)
                                                                      narrow-list.png
  click       Pyrenees (collapsed): its detail
  Alt+Left    (wtype) back to the list, nothing selected (L5)
  1000 px     list + placeholder again
  Ctrl+Q      (wtype) exits 0, stdout and stderr empty
Every layout is compared with the harness's statement of the rules (`Mirror` and
`layout_problems`, layout_rules_oracle.py).

Nothing sleeps as synchronisation: every step polls (sway's tree, AT-SPI, the probe's
output, stable pixels) until a deadline. Prints one line per check and ends with
"N passed, M failed"; exits 1 if any check failed, 2 on a usage error.
"""

import os
import subprocess
import sys
import tempfile

import private_session

if __name__ == "__main__":
    private_session.rerun_inside(__file__)  # a private D-Bus session and accessibility bus

import json  # noqa: E402
import traceback  # noqa: E402

import wayland_session  # noqa: E402  (first: it imports trails_harness, which takes G_DEBUG out)
import trails_harness as harness  # noqa: E402
from layout_rules_oracle import Mirror  # noqa: E402
from trails_harness import HEIGHT, WIDE, note  # noqa: E402

NARROW = 450
APP_ID = "org.twopane.Trails"
PROBE = os.path.join(wayland_session.TOOLS_SOURCE, "input-probe.py")
PROBE_APP_ID = "org.twopane.InputProbe"
SWIPE_DX, SWIPE_STEPS = -120, 6


def process_uid(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("Uid:"):
                return int(line.split()[1])
    return None


class WaylandTest:
    def __init__(self, binary, screenshots, results):
        self.binary = binary
        self.screenshots = screenshots
        self.results = results
        self.check = results.check
        self.session = wayland_session.WaylandSession()
        self.app = None

    # -- the session and its tools -------------------------------------------------------

    def start_session(self):
        took = self.session.start()
        note(f"sway up after {took:.2f} s: WAYLAND_DISPLAY={self.session.socket}")
        uid = process_uid(self.session.process.pid)
        user = self.session.user if os.geteuid() == 0 else "the caller"
        self.check(f"sway runs headless as {user} (uid {uid}), not as root",
                   uid is not None and (uid != 0 or os.geteuid() != 0), f"uid {uid}")
        inputs = self.session.swaymsg("-t", "get_inputs")
        kinds = sorted(f"{device['type']}:{device['name']}" for device in inputs)
        self.check("the seat has exactly the virtual pointer and the virtual keyboard",
                   kinds == ["keyboard:virtual keyboard", "pointer:virtual pointer"], f"inputs: {kinds}")

    def check_tools(self):
        """The virtual pointer and wtype, seen from a GTK 4 window (input-probe.py)."""
        session = self.session
        output, errors = tempfile.TemporaryFile(), tempfile.TemporaryFile()
        probe = subprocess.Popen(["/usr/bin/python3", PROBE, PROBE_APP_ID], stdin=subprocess.DEVNULL,
                                 stdout=output, stderr=errors,
                                 env=session.env({"GDK_BACKEND": "wayland", "GTK_A11Y": "none"}))
        events = []

        def read_events():
            """The probe's events so far (complete lines only)."""
            text = wayland_session.read_whole(output)
            events[:] = []
            for line in text[:text.rfind("\n") + 1].splitlines():
                try:
                    events.append(json.loads(line))
                except ValueError:
                    events.append({"event": "text", "text": line})
            return events

        def probe_stderr():
            return wayland_session.read_whole(errors).strip()

        def wait_events(condition, what):
            def met():
                if probe.poll() is not None and not condition(read_events()):
                    raise harness.AppExited(f"the probe exited ({probe.returncode}): {read_events()}")
                return condition(read_events())
            try:
                harness.poll(met, what)
            except harness.StepTimeout as error:
                raise harness.StepTimeout(f"{error}; the probe's events: {read_events()}; "
                                          f"its stderr: {probe_stderr()!r}") from None
            return list(events)

        def barrier():
            """Clicks the probe's corner and waits for the release: every event sent
            before it has been handled. Returns the number of events so far."""
            releases = sum(1 for e in read_events() if e["event"] == "release")
            session.click(x + 5, y + 5)
            return len(wait_events(lambda f: sum(1 for e in f if e["event"] == "release") > releases,
                                   "the probe to handle a click"))

        x, y = 120, 90
        try:
            wait_events(lambda found: any(e["event"] == "ready" for e in found), "the probe window")
            view = harness.poll(lambda: session.view(probe.pid), "the probe's view")
            session.command(f"[con_id={view['id']}] move position {x} {y}")
            session.command(f"[con_id={view['id']}] resize set width 400 px height 300 px")
            harness.poll(lambda: (lambda v: v is not None and session.content_rect(v) == (x, y, 400, 300))(
                session.view(probe.pid)), f"the probe window at {x},{y}, 400x300")

            # A click: press and release of button 1 where it was aimed, in window coordinates.
            session.click(x + 37, y + 23)
            found = wait_events(lambda f: [e["event"] for e in f].count("release") >= 1, "the probe's click")
            buttons = [(e["event"], e["button"], e["x"], e["y"]) for e in found if e["event"] in ("press", "release")]
            self.check("virtual pointer: a click at window point (37, 23) reaches GTK as press + release "
                       "of button 1 at (37, 23)",
                       buttons == [("press", 1, 37.0, 23.0), ("release", 1, 37.0, 23.0)], f"got {buttons}")

            # Swipes: touchpad scroll events (GTK may merge some in one frame), then the
            # stop: scroll-end, after decelerate for a KINETIC controller.
            def swipe(what, distance, expected_distance, fling, **options):
                start = barrier()
                session.swipe(x + 200, y + 150, distance, SWIPE_STEPS, interval_ms=10, **options)
                wait_events(lambda f: any(e["event"] == "scroll-end" for e in f[start:]),
                            f"the scroll-end of {what}")
                if not self.check_swipe(what, read_events()[start:], expected_distance, fling):
                    note(f"the probe's events from {start - 3}: {read_events()[start - 3:]}; "
                         f"its stderr: {probe_stderr()!r}")
            swipe("a swipe", SWIPE_DX, SWIPE_DX, True)
            swipe(f"a swipe released after {SWIPE_STEPS // 2} of {SWIPE_STEPS} steps", -SWIPE_DX,
                  -SWIPE_DX / 2, True, release_early=True)
            swipe("a swipe whose fingers rest 200 ms before they lift", SWIPE_DX, SWIPE_DX, False,
                  rest_ms=200)

            # Ctrl+Q: the first key wtype types reaches the window (the session's keyboard
            # was on the seat before the window existed).
            session.key("ctrl+q")
            status = harness.exit_status(probe)
            keys = [(e["name"], e["state"]) for e in read_events() if e["event"] == "key"]
            self.check("wtype: Ctrl+Q, the first key typed, reaches the probe, which exits 0",
                       status == 0 and keys[:1] == [("q", ["control-mask"])],
                       f"status {status}, keys {keys}")
            self.check("the probe printed nothing on stderr (no GTK warning)", not probe_stderr(),
                       repr(probe_stderr()[:2000]))
        finally:
            if probe.poll() is None:
                probe.kill()
                probe.wait()

    def check_swipe(self, what, events, distance, fling):
        """The probe's events for one swipe: scroll-begin, scroll events from a touchpad
        adding up to `distance`, decelerate (the KINETIC controller) with a speed of the
        swipe's sign if `fling`, else 0, and scroll-end."""
        kinds = [e["event"] for e in events]
        sources = sorted({e.get("source") for e in events if e["event"].startswith("scroll")})
        total_x = sum(e["dx"] for e in events if e["event"] == "scroll")
        total_y = sum(e["dy"] for e in events if e["event"] == "scroll")
        speeds = [e["vx"] for e in events if e["event"] == "decelerate"]
        speed_ok = len(speeds) == 1 and (speeds[0] * distance > 0 if fling else speeds[0] == 0)
        ok = (kinds[:1] == ["scroll-begin"] and kinds[-1:] == ["scroll-end"] and "scroll" in kinds
              and sources == ["touchpad"] and abs(total_x - distance) < 0.01 and total_y == 0 and speed_ok)
        speed = "of its sign" if fling else "0"
        return self.check(f"virtual pointer: {what} ({distance:g} px) reaches GTK as touchpad scroll "
                   f"(scroll-begin, {kinds.count('scroll')} scroll event(s) adding up to dx {distance:g}, "
                   f"decelerate at a speed {speed}, scroll-end)",
                   ok, f"events {kinds}, sources {sources}, dx {total_x:g}, dy {total_y:g}, speeds {speeds}")

    # -- trails --------------------------------------------------------------------------

    def shoot(self, name):
        self.app.save_screenshot(os.path.join(self.screenshots, name))

    def expect(self, step, mirror):
        """Waits until the app shows what `mirror` expects; one check. Returns the tree, or
        None."""
        return harness.expect_layout(self.app, step, mirror)

    def settled_node(self, find, what):
        """`find(tree)`'s node once it is at the same place in three snapshots in a row
        and no page stack around it is busy sliding (a click during a slide can miss)."""
        places = []

        def settled():
            node = find(self.app.tree())
            places.append(node.extents if node is not None else None)
            del places[:-3]
            if node is None or len(places) < 3 or len(set(places)) != 1:
                return None
            return node if not harness.inside_busy(node.accessible, self.app.application) else None
        return harness.poll(settled, f"{what} to stop moving")

    def run_trails(self):
        session = self.session
        self.app = app = wayland_session.WaylandTrailsApp(self.binary, self.results, session)
        check = app.check
        up = app.start(WIDE, HEIGHT)
        note(f"trails' window mapped after {up:.2f} s")

        # Native Wayland: sway's view of the app's own process, an xdg_shell toplevel.
        view = app.view()
        check(f"native Wayland client: the app's window is a sway view with app_id {APP_ID!r}, "
              f"shell 'xdg_shell' (not xwayland)",
              view["app_id"] == APP_ID and view["shell"] == "xdg_shell" and view["pid"] == app.process.pid,
              f"app_id {view.get('app_id')!r}, shell {view.get('shell')!r}, pid {view.get('pid')}")
        environ = open(f"/proc/{app.process.pid}/environ", "rb").read().split(b"\0")
        check("the app runs with GDK_BACKEND=wayland, WAYLAND_DISPLAY set, no DISPLAY, "
              "G_DEBUG=fatal-warnings and a fresh XDG_STATE_HOME",
              b"GDK_BACKEND=wayland" in environ and not any(v.startswith(b"DISPLAY=") for v in environ)
              and f"WAYLAND_DISPLAY={session.socket}".encode() in environ
              and any(v.startswith(b"G_DEBUG=") and b"fatal-warnings" in v for v in environ)
              and f"XDG_STATE_HOME={app.state_home}".encode() in environ,
              "; ".join(v.decode(errors="replace") for v in environ
                        if v.split(b"=")[0] in (b"GDK_BACKEND", b"DISPLAY", b"WAYLAND_DISPLAY",
                                                b"G_DEBUG", b"XDG_STATE_HOME")))

        # AT-SPI works unchanged; its frame is sway's window.
        tree = app.tree()
        frame = tree.frame
        content = app.content_rect()
        check(f"AT-SPI: the frame is sway's window ({content[2]}x{content[3]} at {content[0]},{content[1]}): "
              f"extents (0, 0, {content[2]}, {content[3]}) in window coordinates",
              frame is not None and frame.extents == (0, 0, content[2], content[3]) and app.margin == (0, 0),
              f"frame {frame.extents if frame else None}, margin {app.margin}")

        mirror = Mirror()
        mirror.resized(WIDE)
        if self.expect("1000 px", mirror) is None:
            return  # nothing after this would mean anything
        self.shoot("wide.png")

        # A click with the virtual pointer, while wide.
        row = self.settled_node(lambda t: t.row("Dolomites"), "the Dolomites row")
        app.click(row)
        mirror.row_clicked(1)
        self.expect("1000 px, Dolomites clicked (virtual pointer)", mirror)
        self.shoot("wide-detail.png")

        # Collapse with the selection: straight onto the detail (L4).
        app.resize(NARROW)
        mirror.resized(NARROW)
        self.expect(f"{NARROW} px", mirror)
        self.shoot("narrow-detail.png")

        # Back, clicked with the virtual pointer (L5).
        back = self.settled_node(lambda t: t.visible_button("Back"), "the Back button")
        app.click(back)
        mirror.back()
        self.expect(f"{NARROW} px, Back clicked (virtual pointer)", mirror)
        self.shoot("narrow-list.png")

        # A row clicked while collapsed opens its detail; Alt+Left (wtype) goes back.
        row = self.settled_node(lambda t: t.row("Pyrenees"), "the Pyrenees row")
        app.click(row)
        mirror.row_clicked(2)
        self.expect(f"{NARROW} px, Pyrenees clicked (virtual pointer)", mirror)
        app.key("alt+Left")
        mirror.back()
        self.expect(f"{NARROW} px, Alt+Left (wtype)", mirror)

        # Wide again: the placeholder (L5 cleared the selection).
        app.resize(WIDE)
        mirror.resized(WIDE)
        self.expect("1000 px again", mirror)
        self.shoot("wide-again.png")

        app.quit_with_ctrl_q()

    def run(self):
        """Everything; any failure is a failed check. The app is stopped (and its output
        checked) before sway is."""
        try:
            self.start_session()
            self.check_tools()
            self.run_trails()
        except Exception as error:  # report any failure as a failed check, then clean up
            detail = (str(error) if isinstance(error, (harness.StepTimeout, harness.AppExited))
                      else f"{type(error).__name__}: {error}")
            self.check("scenario ran to the end", False, detail)
            if not isinstance(error, (harness.StepTimeout, harness.AppExited)):
                note(traceback.format_exc().rstrip().replace("\n", "\n     "))
            if self.app is not None:
                self.app.dump_tree()
            log = self.session.log_text().strip()
            if log:
                note("sway's log:\n" + log)
        finally:
            try:
                if self.app is not None:
                    self.app.finish()
            finally:
                self.session.stop()


def main(test_class=WaylandTest, script="trails_wayland_test.py"):
    """Runs `test_class` (a WaylandTest) on the binary and screenshot folder this process
    was given (then --plain-gtk, for Trails in GTK's own look); returns the exit status."""
    harness.take_look_argument()
    if len(sys.argv) not in (2, 3):
        print(f"usage: {script} PATH/TO/trails [SCREENSHOT_DIR] [--plain-gtk]", file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    if not os.access(binary, os.X_OK):
        print(f"not an executable: {binary}", file=sys.stderr)
        return 2
    screenshots = (os.path.abspath(sys.argv[2]) if len(sys.argv) == 3
                   else os.path.join(harness.REPO, "Tests", "EndToEnd", "out", "wayland"))
    os.makedirs(screenshots, exist_ok=True)
    results = harness.Results()
    return harness.run_test(test_class(binary, screenshots, results).run, results)


if __name__ == "__main__":
    sys.exit(main())
