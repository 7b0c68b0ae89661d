"""A stand-in for xdg-desktop-portal's Settings interface on the test's D-Bus session bus:
what an app reads to follow the desktop's style (org.freedesktop.portal.Settings, version 2).

It owns `org.freedesktop.portal.Desktop` and serves `/org/freedesktop/portal/desktop` with
`ReadOne`, the older `Read` (its value wrapped in one more variant, as portals before
version 2 answer), `ReadAll` and the `SettingChanged` signal. Only
`org.freedesktop.appearance` is known: `color-scheme` (0 no preference, 1 prefer dark,
2 prefer light) and `contrast` (0 normal, 1 high). `set` changes a value and emits
`SettingChanged`, as the real portal does when the desktop's setting changes.

The real portal has more interfaces on the same object, and GTK looks for one of them:
without a session manager, GtkApplication asks `org.freedesktop.portal.Inhibit` for a
session-state monitor (`CreateMonitor`), and warns if the portal lacks it. That method is
answered with a request handle whose response never comes, as when the desktop has no
session state to report.
"""

import threading

from gi.repository import Gio, GLib

from fake_dbus_service import FakeDBusService

PATH = "/org/freedesktop/portal/desktop"
INTERFACE = "org.freedesktop.portal.Settings"
APPEARANCE = "org.freedesktop.appearance"
INTROSPECTION = """<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll">
      <arg type="as" direction="in"/><arg type="a{sa{sv}}" direction="out"/>
    </method>
    <method name="Read">
      <arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/>
    </method>
    <method name="ReadOne">
      <arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/>
    </method>
    <signal name="SettingChanged">
      <arg type="s"/><arg type="s"/><arg type="v"/>
    </signal>
    <property name="version" type="u" access="read"/>
  </interface>
  <interface name="org.freedesktop.portal.Inhibit">
    <method name="CreateMonitor">
      <arg type="s" direction="in"/><arg type="a{sv}" direction="in"/><arg type="o" direction="out"/>
    </method>
    <method name="QueryEndResponse"><arg type="o" direction="in"/></method>
    <signal name="StateChanged"><arg type="o"/><arg type="a{sv}"/></signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>"""
INHIBIT = "org.freedesktop.portal.Inhibit"


class FakeSettingsPortal(FakeDBusService):
    BUS_NAME = "org.freedesktop.portal.Desktop"

    def __init__(self, color_scheme=0, contrast=0, reply_delay_ms=0):
        """`reply_delay_ms`: how long each read waits before it is answered (a slow portal)."""
        self.values = {"color-scheme": color_scheme, "contrast": contrast}
        self.reply_delay_ms = reply_delay_ms
        self.reads = []  # (method, namespace, key) of each read, in order
        self.asked_while_unanswered = []  # the keys read while an earlier read was unanswered
        self._unanswered = 0
        self._lock = threading.Lock()
        super().__init__()

    def set(self, key, value):
        """Changes `key` of org.freedesktop.appearance and tells the bus."""
        with self._lock:
            self.values[key] = value
        self.in_service_thread(lambda: self._connection.emit_signal(
            None, PATH, INTERFACE, "SettingChanged",
            GLib.Variant("(ssv)", (APPEARANCE, key, GLib.Variant("u", value)))))

    def reads_of(self, key):
        with self._lock:
            return [method for method, namespace, name in self.reads if name == key]

    # -- the thread ----------------------------------------------------------------------

    def _register(self, connection):
        node = Gio.DBusNodeInfo.new_for_xml(INTROSPECTION)
        connection.register_object(PATH, node.lookup_interface(INTERFACE), self._method_call, self._property)
        connection.register_object(PATH, node.lookup_interface(INHIBIT), self._inhibit_call, self._property)

    def _inhibit_call(self, connection, sender, path, interface, method, parameters, invocation):
        if method == "CreateMonitor":
            token = parameters.unpack()[1].get("handle_token", "monitor")
            caller = sender[1:].replace(".", "_")
            invocation.return_value(GLib.Variant("(o)", (f"{PATH}/request/{caller}/{token}",)))
        else:
            invocation.return_value(None)

    def _property(self, connection, sender, path, interface, name):
        return GLib.Variant("u", 2)

    def _method_call(self, connection, sender, path, interface, method, parameters, invocation):
        arguments = parameters.unpack()
        if method == "ReadAll":
            with self._lock:
                values = {key: GLib.Variant("u", value) for key, value in self.values.items()}
            invocation.return_value(GLib.Variant("(a{sa{sv}})", ({APPEARANCE: values},)))
            return
        namespace, key = arguments
        with self._lock:
            self.reads.append((method, namespace, key))
            if self._unanswered:
                self.asked_while_unanswered.append(key)
            value = self.values.get(key) if namespace == APPEARANCE else None
        if value is None:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound",
                                         f"Requested setting {namespace}.{key} not found")
            return
        inner = GLib.Variant("u", value)
        wrapped = GLib.Variant("v", inner) if method == "Read" else inner
        reply = GLib.Variant("(v)", (wrapped,))
        if not self.reply_delay_ms:
            invocation.return_value(reply)
            return

        def answer(*_):
            with self._lock:
                self._unanswered -= 1
            invocation.return_value(reply)
            return False
        with self._lock:
            self._unanswered += 1
        later = GLib.timeout_source_new(self.reply_delay_ms)
        later.set_callback(answer)
        later.attach(self._context)
