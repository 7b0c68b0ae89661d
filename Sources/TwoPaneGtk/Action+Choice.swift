import CGtk

/// An action whose state is one of a few choices, named by text: a menu shows one radio item
/// per choice (``Menu/append(_:action:target:)-(_,_,String)`` with the choice as the
/// target), the one chosen marked. Activating an item asks for its choice through
/// ``onChoiceRequest(_:)``; the handler decides, and sets ``choice`` to what happened.
///
/// ```swift
/// let style = Action(name: "style", choice: "system")
/// style.onChoiceRequest { wanted in style.choice = wanted }
/// let menu = Menu()
///     .appending("Follow System", action: "app.style", target: "system")
///     .appending("Dark", action: "app.style", target: "dark")
/// ```
extension Action {
    /// An action whose state is `choice`, one of the texts its menu items target.
    public convenience init(name: String, choice: String) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        self.init(
            name: name,
            owning: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, type, g_variant_new_string(choice))))
    }

    /// Runs `handler` with the choice asked for when the action is activated (a menu item
    /// chosen); the state changes only if the handler sets ``choice``.
    @discardableResult
    public func onChoiceRequest(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let readingChoice: PointerHandler = { value in
            guard let value, g_variant_is_of_type(OpaquePointer(value), G_VARIANT_TYPE_STRING_SHIM()) != 0,
                let text = g_variant_get_string(OpaquePointer(value), nil)
            else { return }
            handler(String(cString: text))
        }
        return connectSignal(
            reference.pointer, "change-state",
            trampoline: unsafeBitCast(pointerTrampoline, to: GCallback.self),
            handler: readingChoice)
    }

    /// The choice an action made with ``init(name:choice:)`` holds; setting the same value
    /// notifies nobody. Empty for an action without a text state.
    public var choice: String {
        get {
            guard let state = g_action_get_state(actionPointer) else { return "" }
            defer { g_variant_unref(state) }
            guard g_variant_is_of_type(state, G_VARIANT_TYPE_STRING_SHIM()) != 0,
                let text = g_variant_get_string(state, nil)
            else { return "" }
            return String(cString: text)
        }
        set {
            guard newValue != choice else { return }
            g_simple_action_set_state(actionPointer, g_variant_new_string(newValue))
        }
    }
}
