import CGtk

/// Watches GObjects until they are finalised, so a lifetime test can check that every object a
/// piece of code created has gone: for tests, not for apps.
///
/// Each watched object gets a GObject weak reference (`g_object_weak_ref`), whose notify GLib
/// calls when the object's last reference goes and it is disposed, and a piece of object data
/// whose destroy notify GLib calls from `g_object_finalize`. The census counts an object as
/// gone only when both have run; one that was disposed but not finalised (its dispose
/// resurrected it) is still alive and is named as such. Neither adds a reference, so watching
/// never keeps anything alive. Watching the same object twice in one census counts it once.
///
/// ``watchTree(_:as:)`` watches a widget, every widget inside it (GTK's internal children too),
/// their event controllers and layout managers, a stack's pages, and a list view's selection
/// model, list model and factory: everything a layout creates that GTK can reach from its root.
///
/// ```swift
/// let census = FinalizationCensus()
/// census.watchTree(window, as: "window")
/// window.destroy()
/// MainLoop.run(until: { census.aliveCount == 0 })
/// XCTAssertEqual(census.alive, [])
/// ```
@MainActor
package final class FinalizationCensus {
    /// One watched object. `address` is for messages only: once finalised it may be reused.
    private struct Watched {
        let description: String
        let address: UInt
        var disposed = false
        var finalized = false
    }

    private static var nextCensusNumber = 0
    /// Every census's watched objects by token; the token travels through GLib as the data
    /// pointer of both notifies (an integer is Sendable, a class reference is not).
    private static var watchedByToken: [Int: WeakCensus] = [:]
    private static var nextToken = 1

    private let dataKey: String
    private var objects: [Int: Watched] = [:]

    /// How many objects were watched, ever.
    package private(set) var watchedCount = 0
    /// How many watched objects have been finalised.
    package private(set) var finalizedCount = 0

    package init() {
        Self.nextCensusNumber += 1
        dataKey = "twopane-finalization-census-\(Self.nextCensusNumber)"
    }

    /// How many watched objects are not finalised yet.
    package var aliveCount: Int { watchedCount - finalizedCount }

    /// The watched objects not finalised yet, described (type, where it was found, address),
    /// for failure messages.
    package var alive: [String] {
        objects.values.filter { !$0.finalized }
            .map {
                "\($0.description) at 0x\(String($0.address, radix: 16))\($0.disposed ? " (disposed, not finalised)" : "")"
            }
            .sorted()
    }

    /// The watched objects not finalised yet, counted by GObject type name.
    package var aliveByType: [String: Int] {
        var counts: [String: Int] = [:]
        for object in objects.values where !object.finalized {
            counts[String(object.description.prefix { $0 != " " }), default: 0] += 1
        }
        return counts
    }

    /// Watches `widget` until it is finalised; `label` names it in ``alive``.
    package func watch(_ widget: Widget, as label: String? = nil) {
        watch(object: UnsafeMutableRawPointer(widget.widgetPointer), label: label ?? "")
    }

    /// Watches a click gesture (an event controller) until it is finalised.
    package func watch(_ gesture: GestureClick, as label: String? = nil) {
        watch(object: UnsafeMutableRawPointer(gesture.gesturePointer), label: label ?? "")
    }

    /// Watches an object that is not a widget (a text buffer) until it is finalised.
    package func watch(_ object: GObjectReference, as label: String? = nil) {
        watch(object: object.objectPointer, label: label ?? "")
    }

    /// Watches `root` and everything reachable from it (see the type's discussion); `label`
    /// starts the path each object is described by.
    package func watchTree(_ root: Widget, as label: String) {
        watchWidgetTree(root.widgetPointer, path: label)
    }

    // MARK: - Walking

    private func watchWidgetTree(_ widget: UnsafeMutablePointer<GtkWidget>, path: String) {
        let here = "\(path)/\(Self.typeName(widget))"
        watch(object: UnsafeMutableRawPointer(widget), label: here)

        if let layoutManager = gtk_widget_get_layout_manager(widget) {
            watch(object: UnsafeMutableRawPointer(layoutManager), label: "\(here) layout manager")
        }
        watchControllers(of: widget, path: here)
        if Self.isA(widget, gtk_list_view_get_type()) {
            watchListModels(of: OpaquePointer(widget), path: here)
        }
        if let parent = gtk_widget_get_parent(widget), Self.isA(parent, gtk_stack_get_type()),
            let page = gtk_stack_get_page(OpaquePointer(parent), widget)
        {
            watch(object: UnsafeMutableRawPointer(page), label: "\(here) stack page")
        }

        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            watchWidgetTree(current, path: here)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private func watchControllers(of widget: UnsafeMutablePointer<GtkWidget>, path: String) {
        guard let controllers = gtk_widget_observe_controllers(widget) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for position in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, position) else { continue }
            watch(object: controller, label: "\(path) controller")
            g_object_unref(controller)
        }
    }

    private func watchListModels(of listView: OpaquePointer, path: String) {
        if let factory = gtk_list_view_get_factory(listView) {
            watch(object: UnsafeMutableRawPointer(factory), label: "\(path) factory")
        }
        guard let selection = gtk_list_view_get_model(listView) else { return }
        watch(object: UnsafeMutableRawPointer(selection), label: "\(path) selection model")
        if Self.isA(UnsafeMutableRawPointer(selection), gtk_single_selection_get_type()),
            let model = gtk_single_selection_get_model(selection)
        {
            watch(object: UnsafeMutableRawPointer(model), label: "\(path) list model")
        }
    }

    // MARK: - Watching one object

    private func watch(object: UnsafeMutableRawPointer, label: String) {
        let gobject = cgtk_object(object)
        guard g_object_get_data(gobject, dataKey) == nil else { return }
        let token = Self.nextToken
        Self.nextToken += 1
        let description = label.isEmpty ? Self.typeName(object) : "\(Self.typeName(object)) \(label)"
        objects[token] = Watched(description: description, address: UInt(bitPattern: object))
        watchedCount += 1
        Self.watchedByToken[token] = WeakCensus(self)
        let data = UnsafeMutableRawPointer(bitPattern: token)
        g_object_weak_ref(gobject, censusWeakNotify, data)
        g_object_set_data_full(gobject, dataKey, data, censusFinalizeNotify)
    }

    fileprivate static func objectDisposed(token: Int) {
        watchedByToken[token]?.census?.objects[token]?.disposed = true
    }

    fileprivate static func objectFinalized(token: Int) {
        guard let census = watchedByToken.removeValue(forKey: token)?.census,
            census.objects[token]?.finalized == false
        else { return }
        census.objects[token]?.finalized = true
        census.finalizedCount += 1
    }

    private static func typeName(_ instance: UnsafeMutableRawPointer) -> String {
        let typeInstance = instance.assumingMemoryBound(to: GTypeInstance.self)
        return g_type_name_from_instance(typeInstance).map { String(cString: $0) } ?? "?"
    }

    private static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        typeName(UnsafeMutableRawPointer(widget))
    }

    private static func isA(_ instance: UnsafeMutableRawPointer, _ type: GType) -> Bool {
        g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        isA(UnsafeMutableRawPointer(widget), type)
    }
}

/// A census, not kept alive by the objects it watches.
@MainActor
private final class WeakCensus {
    weak var census: FinalizationCensus?
    init(_ census: FinalizationCensus) { self.census = census }
}

/// GLib's weak-reference notify: the object is being disposed (its last reference went).
private let censusWeakNotify: GWeakNotify = { data, _ in
    let token = Int(bitPattern: data)
    MainActor.assumeIsolated { FinalizationCensus.objectDisposed(token: token) }
}

/// The census's object data is destroyed: `g_object_finalize` is clearing the object's data.
private let censusFinalizeNotify: GDestroyNotify = { data in
    let token = Int(bitPattern: data)
    MainActor.assumeIsolated { FinalizationCensus.objectFinalized(token: token) }
}
