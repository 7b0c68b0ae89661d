"""A fake D-Bus service on the test's session bus, served from a thread of its own with its
own main context (the test's own thread polls and sleeps): the base of the fake session
manager and the fake settings portal.

A subclass names its bus name and registers its objects in `_register(connection)`; the
service owns the name once `__init__` returns, and gives it up on `stop`. Import
trails_harness before this module (it takes G_DEBUG out of this process).
"""

import threading

from gi.repository import Gio, GLib


class FakeDBusService:
    BUS_NAME = None  # set by the subclass

    def __init__(self):
        self._ready = threading.Event()
        self._problem = None
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()
        if not self._ready.wait(10) or self._problem:
            raise RuntimeError(f"the fake {self.BUS_NAME} did not start: {self._problem or 'timed out'}")

    def stop(self):
        """Gives up the name and ends the thread."""
        self._context.invoke_full(GLib.PRIORITY_DEFAULT, self._quit)
        self._thread.join(10)

    def in_service_thread(self, function):
        """Runs `function` in the service's thread (where its connection is used)."""
        def run():
            function()
            return False
        self._context.invoke_full(GLib.PRIORITY_DEFAULT, run)

    def _register(self, connection):
        raise NotImplementedError

    def _serve(self):
        try:
            self._context = GLib.MainContext.new()
            self._context.push_thread_default()
            address = Gio.dbus_address_get_for_bus_sync(Gio.BusType.SESSION, None)
            self._connection = Gio.DBusConnection.new_for_address_sync(
                address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
            self._register(self._connection)
            reply = self._connection.call_sync(
                "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                GLib.Variant("(su)", (self.BUS_NAME, 4)),  # DBUS_NAME_FLAG_DO_NOT_QUEUE
                GLib.VariantType("(u)"), Gio.DBusCallFlags.NONE, -1, None)
            if reply.unpack()[0] != 1:  # DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER
                raise RuntimeError(f"{self.BUS_NAME} is owned already")
            self._loop = GLib.MainLoop(self._context)
        except Exception as error:  # reported by __init__
            self._problem = str(error)
            self._ready.set()
            return
        self._ready.set()
        self._loop.run()
        self._connection.close_sync(None)

    def _quit(self):
        self._loop.quit()
        return False
