#!/usr/bin/python3
"""A GTK 4 window that prints the pointer events it gets, one JSON object a line on
stdout: what a GTK app sees of the virtual pointer (wl-virtual-pointer) and the virtual
keyboard (wtype). Used by Tests/EndToEnd/trails_wayland_test.py to check the test
tools themselves; run it as a native Wayland client (GDK_BACKEND=wayland).

Usage: input-probe.py [APP_ID]   (default org.twopane.InputProbe; the window title too)

Lines:
  {"event": "ready"}                                  the window is mapped
  {"event": "press"|"release", "button": 1, "x": X, "y": Y}
      a button, at window coordinates: the same origin as AT-SPI's WINDOW coordinates
      (the top-left corner of the window's frame, without the client-side shadow)
  {"event": "scroll-begin"|"scroll"|"scroll-end", "source": "touchpad",
   "unit": "surface"}                                 a GtkEventControllerScroll signal
      (no flags but both axes); "scroll" has "dx" and "dy"; "source" is the
      GdkInputSource of the event's device, "unit" the controller's GdkScrollUnit
  {"event": "decelerate", "vx": VX, "vy": VY}
      from a second, KINETIC controller when a scroll ends: the speed GTK saw when the
      fingers lifted
  {"event": "key", "name": "q", "state": ["control-mask"]}
Ctrl+Q closes the window and ends the program with status 0. Nothing is printed on
stderr unless something went wrong (GTK or Python warnings).
"""

import json
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

APP_ID = sys.argv[1] if len(sys.argv) > 1 else "org.twopane.InputProbe"


def say(**fields):
    print(json.dumps(fields), flush=True)


def source_name(device):
    if device is None:
        return None
    return device.get_source().value_nick


def scroll_fields(controller):
    """Where the scroll came from: the device's source, the unit (GTK 4.8+)."""
    unit = controller.get_unit().value_nick if hasattr(controller, "get_unit") else None
    return {"source": source_name(controller.get_current_event_device()), "unit": unit}


def on_scroll_begin(controller):
    say(event="scroll-begin", **scroll_fields(controller))


def on_scroll(controller, dx, dy):
    say(event="scroll", dx=dx, dy=dy, **scroll_fields(controller))
    return False  # the KINETIC controller sees it too


def on_scroll_end(controller):
    # GTK emits scroll-end for a scroll event that is a stop (wl_pointer.axis_stop).
    say(event="scroll-end", **scroll_fields(controller))


def on_decelerate(controller, velocity_x, velocity_y):
    # Only from the KINETIC controller, after a touchpad scroll ends: GTK's estimate of
    # the fingers' speed when they lifted (px/s).
    say(event="decelerate", vx=round(velocity_x, 1), vy=round(velocity_y, 1))


def on_pressed(gesture, count, x, y):
    say(event="press", button=gesture.get_current_button(), x=round(x, 1), y=round(y, 1))


def on_released(gesture, count, x, y):
    say(event="release", button=gesture.get_current_button(), x=round(x, 1), y=round(y, 1))


def on_key(controller, keyval, keycode, state):
    names = [flag.value_nicks[0] for flag in (Gdk.ModifierType.CONTROL_MASK, Gdk.ModifierType.ALT_MASK,
                                               Gdk.ModifierType.SHIFT_MASK) if state & flag]
    say(event="key", name=Gdk.keyval_name(keyval), state=names)
    if Gdk.keyval_to_lower(keyval) == Gdk.KEY_q and state & Gdk.ModifierType.CONTROL_MASK:
        application.quit()
        return True
    return False


def on_activate(app):
    window = Gtk.ApplicationWindow(application=app, title=APP_ID)
    window.set_default_size(400, 300)
    area = Gtk.DrawingArea(hexpand=True, vexpand=True)
    window.set_child(area)
    # On the window itself, so coordinates are the window's (the frame's, as AT-SPI's).
    # No KINETIC flag: each scroll event as it came, and scroll-end for the stop.
    scroll = Gtk.EventControllerScroll(flags=Gtk.EventControllerScrollFlags.BOTH_AXES)
    scroll.connect("scroll-begin", on_scroll_begin)
    scroll.connect("scroll", on_scroll)
    scroll.connect("scroll-end", on_scroll_end)
    window.add_controller(scroll)
    kinetic = Gtk.EventControllerScroll(flags=Gtk.EventControllerScrollFlags.BOTH_AXES
                                        | Gtk.EventControllerScrollFlags.KINETIC)
    kinetic.connect("decelerate", on_decelerate)
    window.add_controller(kinetic)
    click = Gtk.GestureClick(button=0)
    click.connect("pressed", on_pressed)
    click.connect("released", on_released)
    window.add_controller(click)
    keys = Gtk.EventControllerKey()
    keys.connect("key-pressed", on_key)
    window.add_controller(keys)
    window.connect("map", lambda *_: GLib.idle_add(lambda: say(event="ready") and False))
    window.present()


application = Gtk.Application(application_id=APP_ID)
application.connect("activate", on_activate)
sys.exit(application.run([sys.argv[0]]))
