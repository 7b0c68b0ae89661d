import CGtk
import Glibc

/// This process's accessible objects, read over the accessibility bus as an assistive
/// technology reads them: from a connection of its own, each call answered by GTK on the main
/// loop, which runs until the reply comes. A call on an object that left the bus comes back
/// as `nil`, as it does to a screen reader that holds an object a moment too long.
///
/// ```swift
/// let objects = try AccessibleObjects()
/// defer { objects.close() }
/// let everyObject = try objects.descendants()
/// ```
@MainActor
public final class AccessibleObjects {
    /// The application's own object, whose children are its windows.
    public static let rootPath = "/org/a11y/atspi/accessible/root"
    private var connection: OpaquePointer?
    /// The name on the bus under which GTK answers for this process's objects.
    public private(set) var application = ""

    /// GTK's cache of this process's objects, put on the bus when the registry has taken the
    /// application.
    private static let cachePath = "/org/a11y/atspi/cache"

    public init() throws {
        let bus = try AccessibilityBus.connect()
        connection = bus
        let own = g_dbus_connection_get_unique_name(bus).map { String(cString: $0) }
        let candidates = try Self.names(on: bus).filter { name in
            try name.hasPrefix(":") && name != own && Self.processID(of: name, on: bus) == UInt32(getpid())
        }
        if let name = try registeredApplication(among: candidates), try children(of: Self.rootPath) != nil {
            application = name
            return
        }
        close()
        throw AccessibilityBus.Failure(
            description: "no accessible root of process \(getpid()) on the accessibility bus")
    }

    /// The name of `candidates` under which GTK answers for this process, once the registry
    /// has taken the application. GTK puts its root on the bus first and learns its windows
    /// only when the registry answers (`Socket.Embed`): asked for the root's children in
    /// between, GTK (4.8, and 4.18 alike) logs `g_list_model_get_n_items: assertion
    /// 'G_IS_LIST_MODEL (list)' failed`, as a screen reader reading a starting app makes it
    /// do. GTK registers its cache object in the same callback, so the reading starts once
    /// the cache answers; `nil` if none does within 5 s.
    private func registeredApplication(among candidates: [String]) throws -> String? {
        let deadline = g_get_monotonic_time() + gint64(TestTimeouts.scaled(5) * 1_000_000)
        repeat {
            for name in candidates {
                application = name
                if let items = try call(Self.cachePath, "org.a11y.atspi.Cache", "GetItems", nil) {
                    g_variant_unref(items)
                    return name
                }
            }
        } while !candidates.isEmpty && g_get_monotonic_time() < deadline
        return nil
    }

    /// Every object under `path`, at every depth, parents before their children, as a walk
    /// of the tree finds them (at most `limit`).
    public func descendants(of path: String = rootPath, limit: Int = 5000) throws -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        var waiting = [path]
        while let next = waiting.popLast(), found.count < limit {
            for child in try children(of: next) ?? [] where seen.insert(child).inserted {
                found.append(child)
                waiting.append(child)
            }
        }
        return found
    }

    /// The objects `path` reports as its children, asked one by one as libatspi asks
    /// (`ChildCount`, then `GetChildAtIndex`); `nil` when it is not on the bus.
    public func children(of path: String) throws -> [String]? {
        guard let count = try childCount(of: path) else { return nil }
        return try (0..<count).compactMap { index in
            guard
                let reply = try call(
                    path, "org.a11y.atspi.Accessible", "GetChildAtIndex",
                    g_variant_new_tuple([g_variant_new_int32(index)], 1))
            else { return nil }
            let reference = g_variant_get_child_value(reply, 0)
            let name = g_variant_get_child_value(reference, 0)
            let objectPath = g_variant_get_child_value(reference, 1)
            defer { for value in [reply, reference, name, objectPath] { g_variant_unref(value) } }
            guard String(cString: g_variant_get_string(name, nil)) == application else { return nil }
            return String(cString: g_variant_get_string(objectPath, nil))
        }
    }

    private func childCount(of path: String) throws -> Int32? {
        let arguments = g_variant_new_tuple(
            [g_variant_new_string("org.a11y.atspi.Accessible"), g_variant_new_string("ChildCount")], 2)
        guard let reply = try call(path, "org.freedesktop.DBus.Properties", "Get", arguments) else { return nil }
        let boxed = g_variant_get_child_value(reply, 0)
        let value = g_variant_get_variant(boxed)
        defer { for variant in [reply, boxed, value] { g_variant_unref(variant) } }
        return g_variant_get_int32(value)
    }

    /// Where `path` is in its window (`Component.GetExtents` in window coordinates): x, y,
    /// width, height; `nil` when it is not on the bus or has no extents.
    public func extents(of path: String) throws -> [Int32]? {
        let windowCoordinates = g_variant_new_tuple([g_variant_new_uint32(1)], 1)
        guard let reply = try call(path, "org.a11y.atspi.Component", "GetExtents", windowCoordinates) else {
            return nil
        }
        defer { g_variant_unref(reply) }
        let box = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(box) }
        return (0..<g_variant_n_children(box)).map { index in
            let value = g_variant_get_child_value(box, index)
            defer { g_variant_unref(value) }
            return g_variant_get_int32(value)
        }
    }

    /// Leaves the accessibility bus.
    public func close() {
        guard let bus = connection else { return }
        connection = nil
        _ = g_dbus_connection_close_sync(bus, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(bus))
    }

    /// A call GTK answers on this thread's main loop: sent without waiting, then the loop
    /// runs until the reply (or an error: `nil`) comes.
    private func call(
        _ path: String, _ interface: String, _ method: String, _ parameters: OpaquePointer?
    ) throws -> OpaquePointer? {
        guard let connection else { throw AccessibilityBus.Failure(description: "\(method): the reader is closed") }
        let reply = Reply()
        g_dbus_connection_call(
            connection, application, path, interface, method, parameters, nil, G_DBUS_CALL_FLAGS_NONE, 5000, nil,
            { source, result, data in
                guard let data else { return }
                let reply = Unmanaged<Reply>.fromOpaque(data).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                reply.value = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                if let error { g_error_free(error) }
                reply.isDone = true
            }, Unmanaged.passRetained(reply).toOpaque())
        try pump(until: { reply.isDone }, "the reply to \(interface).\(method) on \(path)")
        return reply.value
    }

    private static func names(on bus: OpaquePointer) throws -> [String] {
        let reply = try AccessibilityBus.call(
            bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames", nil)
        let names = g_variant_get_child_value(reply, 0)
        defer {
            g_variant_unref(names)
            g_variant_unref(reply)
        }
        return (0..<g_variant_n_children(names)).map { index in
            let name = g_variant_get_child_value(names, index)
            defer { g_variant_unref(name) }
            return String(cString: g_variant_get_string(name, nil))
        }
    }

    private static func processID(of name: String, on bus: OpaquePointer) throws -> UInt32 {
        let reply = try AccessibilityBus.call(
            bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
            "GetConnectionUnixProcessID", g_variant_new_tuple([g_variant_new_string(name)], 1))
        let value = g_variant_get_child_value(reply, 0)
        defer {
            g_variant_unref(value)
            g_variant_unref(reply)
        }
        return g_variant_get_uint32(value)
    }
}

/// A reply on its way: filled in by the callback, on the main loop.
private final class Reply {
    var value: OpaquePointer?
    var isDone = false
}
