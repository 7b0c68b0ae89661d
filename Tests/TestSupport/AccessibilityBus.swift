import CGtk

/// The accessibility bus as an assistive technology reaches it: its address from the session
/// bus's `org.a11y.Bus`, then a connection of its own.
@MainActor
enum AccessibilityBus {
    /// What could not be done, and why.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A new connection to the accessibility bus; the caller closes and releases it.
    static func connect() throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        guard let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw failure("connecting to the session bus", error)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(session)) }
        let address = try call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil)
        let child = g_variant_get_child_value(address, 0)
        defer {
            g_variant_unref(child)
            g_variant_unref(address)
        }
        let text = g_variant_get_string(child, nil).map { String(cString: $0) } ?? ""
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let bus = g_dbus_connection_new_for_address_sync(text, flags, nil, nil, &error) else {
            throw failure("connecting to the accessibility bus \(text)", error)
        }
        return bus
    }

    /// A call answered by another process (the bus, the registry): waits for the reply.
    static func call(
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

    static func failure(_ what: String, _ error: UnsafeMutablePointer<GError>?) -> Failure {
        defer { if let error { g_error_free(error) } }
        let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "no reason given"
        return Failure(description: "\(what): \(message)")
    }
}
