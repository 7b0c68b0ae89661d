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
    /// What could not be done, and why.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private var connection: OpaquePointer?

    /// Registers a listener for `event` (AT-SPI's name, as Orca's "object:state-changed:focused").
    public init(event: String = "object:state-changed:focused") throws {
        let address = try Self.call(
            try Self.sessionBus(), "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil)
        let child = g_variant_get_child_value(address, 0)
        defer {
            g_variant_unref(child)
            g_variant_unref(address)
        }
        let text = g_variant_get_string(child, nil).map { String(cString: $0) } ?? ""
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let bus = g_dbus_connection_new_for_address_sync(text, flags, nil, nil, &error) else {
            throw Self.failure("connecting to the accessibility bus \(text)", error)
        }
        connection = bus
        let reply = try Self.call(
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

    private static func sessionBus() throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw failure("connecting to the session bus", error)
        }
        return bus
    }

    private static func call(
        _ bus: OpaquePointer, _ name: String, _ path: String, _ interface: String,
        _ method: String, _ parameters: OpaquePointer?
    ) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        guard
            let reply = g_dbus_connection_call_sync(
                bus, name, path, interface, method, parameters, nil, G_DBUS_CALL_FLAGS_NONE, 5000, nil, &error)
        else { throw failure("\(interface).\(method)", error) }
        return reply
    }

    private static func failure(_ what: String, _ error: UnsafeMutablePointer<GError>?) -> Failure {
        defer { if let error { g_error_free(error) } }
        let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "no reason given"
        return Failure(description: "\(what): \(message)")
    }
}
