"""A stand-in for gnome-session on the test's private D-Bus session bus: just what
GtkApplication (GTK 4.8, gtkapplication-dbus.c) uses to take part in the end of a session.

It owns `org.gnome.SessionManager`, answers `RegisterClient` with a new client object for
each app (the accessibility bus launcher registers too) and `UnregisterClient`, records
every call, and sends one client's `QueryEndSession` and `EndSession` signals when the test
asks. GTK answers each with `EndSessionResponse` on its client object.

Start it before the app (GTK looks for a session manager once, at startup) and `stop` it
after. Import trails_harness before this module (it takes G_DEBUG out of this process).
"""

import threading

from gi.repository import Gio, GLib

from fake_dbus_service import FakeDBusService

BUS_NAME = "org.gnome.SessionManager"
MANAGER_PATH = "/org/gnome/SessionManager"
CLIENT_INTERFACE = "org.gnome.SessionManager.ClientPrivate"
INTROSPECTION = """<node>
  <interface name="org.gnome.SessionManager">
    <method name="RegisterClient">
      <arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="o" direction="out"/>
    </method>
    <method name="UnregisterClient"><arg type="o" direction="in"/></method>
  </interface>
  <interface name="org.gnome.SessionManager.ClientPrivate">
    <method name="EndSessionResponse">
      <arg type="b" direction="in"/><arg type="s" direction="in"/>
    </method>
    <signal name="QueryEndSession"><arg type="u"/></signal>
    <signal name="EndSession"><arg type="u"/></signal>
    <signal name="CancelEndSession"/>
    <signal name="Stop"/>
  </interface>
</node>"""


class FakeSessionManager(FakeDBusService):
    """The session manager, served from its own thread (FakeDBusService)."""

    BUS_NAME = BUS_NAME

    def __init__(self):
        self.calls = []  # (method name, arguments, object path), in order
        self.clients = {}  # app id: client object path
        self._lock = threading.Lock()
        super().__init__()

    def calls_named(self, name, path=None):
        """The arguments of each call of `name` (on the object `path`, if given)."""
        with self._lock:
            return [arguments for method, arguments, on in self.calls
                    if method == name and path in (None, on)]

    def client_path(self, app_id):
        with self._lock:
            return self.clients.get(app_id)

    def query_end_session(self, app_id):
        self._emit(app_id, "QueryEndSession", GLib.Variant("(u)", (0,)))

    def end_session(self, app_id):
        self._emit(app_id, "EndSession", GLib.Variant("(u)", (0,)))

    # -- the thread ----------------------------------------------------------------------

    def _register(self, connection):
        self._node = Gio.DBusNodeInfo.new_for_xml(INTROSPECTION)
        connection.register_object(MANAGER_PATH, self._node.lookup_interface(BUS_NAME), self._method_call)

    def _method_call(self, connection, sender, path, interface, method, parameters, invocation):
        arguments = parameters.unpack()
        with self._lock:
            self.calls.append((method, arguments, path))
        if method == "RegisterClient":
            with self._lock:
                client = f"{MANAGER_PATH}/Client{len(self.clients) + 1}"
                self.clients[arguments[0]] = client
            connection.register_object(client, self._node.lookup_interface(CLIENT_INTERFACE),
                                       self._method_call)
            invocation.return_value(GLib.Variant("(o)", (client,)))
        else:
            invocation.return_value(None)

    def _emit(self, app_id, signal_name, parameters):
        self._connection.emit_signal(None, self.client_path(app_id), CLIENT_INTERFACE, signal_name,
                                     parameters)
        self._connection.flush_sync(None)
