import CGtk

/// A named action (`GSimpleAction`) that menus, buttons and keyboard accelerators activate.
///
/// Add it to an ``Application`` (`app.` prefix) or an application ``Window`` (`win.`
/// prefix). A toggle action holds a Boolean state: a menu shows it as a check item, and
/// activating it asks to flip the state through ``onStateChangeRequest(_:)``; the handler
/// decides, and sets ``isOn`` to what actually happened.
///
/// ```swift
/// let darkStyle = Action(name: "dark-style", isOn: false)
/// darkStyle.onStateChangeRequest { wanted in darkStyle.isOn = wanted }
/// application.addAction(darkStyle)
/// ```
@MainActor
public final class Action {
    let reference: ObjectReference
    var actionPointer: OpaquePointer { reference.opaque }
    /// The name without its `app.` or `win.` prefix.
    public let name: String

    /// An action without state, run by ``onActivate(_:)``.
    public init(name: String) {
        self.name = name
        reference = ObjectReference(owning: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
    }

    /// An action that takes a value when activated (a menu item's target: the row's item a
    /// row menu acts on), of `parameter`'s type; run by ``onActivate(withInteger:)`` or
    /// ``onActivate(withText:)``.
    public init(name: String, parameter: ActionParameter) {
        self.name = name
        let type = g_variant_type_new(parameter.typeString)
        defer { g_variant_type_free(type) }
        reference = ObjectReference(owning: UnsafeMutableRawPointer(g_simple_action_new(name, type)))
    }

    /// An action around a `GSimpleAction` just made (``init(name:choice:)``).
    init(name: String, owning action: UnsafeMutableRawPointer) {
        self.name = name
        reference = ObjectReference(owning: action)
    }

    /// A toggle action whose state starts as `isOn`.
    public init(name: String, isOn: Bool) {
        self.name = name
        let state = g_variant_new_boolean(isOn ? 1 : 0)
        reference = ObjectReference(owning: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, nil, state)))
    }

    /// Runs `handler` when the action is activated (a stateless action), after the handlers
    /// added before it.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let ignoringParameter: PointerHandler = { _ in handler() }
        return connectSignal(
            reference.pointer, "activate",
            trampoline: unsafeBitCast(pointerTrampoline, to: GCallback.self),
            handler: ignoringParameter)
    }

    /// Runs `handler` with the state asked for when a toggle action is activated; the
    /// state changes only if the handler sets ``isOn``.
    @discardableResult
    public func onStateChangeRequest(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let readingState: PointerHandler = { value in
            guard let value else { return }
            handler(g_variant_get_boolean(OpaquePointer(value)) != 0)
        }
        return connectSignal(
            reference.pointer, "change-state",
            trampoline: unsafeBitCast(pointerTrampoline, to: GCallback.self),
            handler: readingState)
    }

    /// A toggle action's state; setting the same value notifies nobody.
    public var isOn: Bool {
        get {
            guard let state = g_action_get_state(actionPointer) else { return false }
            defer { g_variant_unref(state) }
            return g_variant_get_boolean(state) != 0
        }
        set {
            guard newValue != isOn else { return }
            g_simple_action_set_state(actionPointer, g_variant_new_boolean(newValue ? 1 : 0))
        }
    }

    /// Activates the action as a menu item or its accelerator would: a toggle action asks
    /// to flip its state. Nothing happens while it is disabled.
    public func activate() {
        g_action_activate(actionPointer, nil)
    }

    /// Whether the action can be activated; menus grey it out and its accelerators do
    /// nothing while it is not.
    public var isEnabled: Bool {
        get { g_action_get_enabled(actionPointer) != 0 }
        set {
            guard newValue != isEnabled else { return }
            g_simple_action_set_enabled(actionPointer, newValue ? 1 : 0)
        }
    }
}
