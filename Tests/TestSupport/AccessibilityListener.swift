import CGtk

/// An event listener registered with the AT-SPI registry, as a screen reader registers its
/// listeners when it starts: from a connection of its own to the accessibility bus, until
/// ``close()`` (the registry then drops it, as it does when a screen reader quits).
///
/// ```swift
/// let listener = try AccessibilityListener()
/// defer { listener.close() }
/// ```
@MainActor
public final class AccessibilityListener {
    private var connection: OpaquePointer?

    /// Registers a listener for `event` (AT-SPI's name, as Orca's "object:state-changed:focused").
    public init(event: String = "object:state-changed:focused") throws {
        let bus = try AccessibilityBus.connect()
        connection = bus
        let reply = try AccessibilityBus.call(
            bus, "org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry", "RegisterEvent",
            Self.arguments(event))
        g_variant_unref(reply)
    }

    /// RegisterEvent's (event, properties, application): no application, events of every
    /// one, as Orca listens.
    private static func arguments(_ event: String) -> OpaquePointer? {
        var children: [OpaquePointer?] = [
            g_variant_new_string(event), g_variant_new_strv(nil, 0), g_variant_new_string(""),
        ]
        return g_variant_new_tuple(&children, gsize(children.count))
    }

    /// Leaves the accessibility bus; the registry drops the listener.
    public func close() {
        guard let bus = connection else { return }
        connection = nil
        _ = g_dbus_connection_close_sync(bus, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(bus))
    }
}
