import CGtk

/// The type of value an ``Action`` takes when activated.
public enum ActionParameter: Sendable {
    /// A whole number (`Int`, a GVariant `x`).
    case integer
    /// Text (a GVariant `s`).
    case text

    var typeString: String {
        switch self {
        case .integer: "x"
        case .text: "s"
        }
    }
}

extension Action {
    /// Runs `handler` with the whole number an action of ``ActionParameter/integer`` was
    /// activated with (a menu item's target).
    ///
    /// ```swift
    /// let markRead = Action(name: "mark-read", parameter: .integer)
    /// markRead.onActivate(withInteger: { id in print("mark \(id) read") })
    /// ```
    @discardableResult
    public func onActivate(withInteger handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        onActivate(parameter: { value in
            guard g_variant_is_of_type(value, G_VARIANT_TYPE_INT64_SHIM()) != 0 else { return }
            handler(Int(g_variant_get_int64(value)))
        })
    }

    /// Runs `handler` with the text an action of ``ActionParameter/text`` was activated with.
    @discardableResult
    public func onActivate(withText handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        onActivate(parameter: { value in
            guard g_variant_is_of_type(value, G_VARIANT_TYPE_STRING_SHIM()) != 0,
                let text = g_variant_get_string(value, nil)
            else { return }
            handler(String(cString: text))
        })
    }

    /// Activates the action with `value`, as a menu item targeting it would.
    public func activate(with value: Int) { g_action_activate(actionPointer, g_variant_new_int64(gint64(value))) }

    /// Activates the action with `value`, as a menu item targeting it would.
    public func activate(with value: String) { g_action_activate(actionPointer, g_variant_new_string(value)) }

    private func onActivate(parameter handler: @escaping @MainActor (OpaquePointer) -> Void) -> SignalConnection {
        let reading: PointerHandler = { value in
            guard let value else { return }
            handler(OpaquePointer(value))
        }
        return connectSignal(
            reference.pointer, "activate",
            trampoline: unsafeBitCast(pointerTrampoline, to: GCallback.self), handler: reading)
    }
}

extension Menu {
    /// Adds an item labelled `label` that activates `action` with `target`, a whole number
    /// (an action of ``ActionParameter/integer``: the item id a row's menu acts on).
    public func append(_ label: String, action: String, target: Int) {
        appendItem(label, action: action, target: g_variant_new_int64(gint64(target)))
    }

    /// Adds an item labelled `label` that activates `action` with the text `target` (an
    /// action of ``ActionParameter/text``).
    public func append(_ label: String, action: String, target: String) {
        appendItem(label, action: action, target: g_variant_new_string(target))
    }

    /// ``append(_:action:target:)-(_,_,Int)``, returning the menu, to build one in an expression.
    public func appending(_ label: String, action: String, target: Int) -> Menu {
        append(label, action: action, target: target)
        return self
    }

    /// ``append(_:action:target:)-(_,_,String)``, returning the menu.
    public func appending(_ label: String, action: String, target: String) -> Menu {
        append(label, action: action, target: target)
        return self
    }

    private func appendItem(_ label: String, action: String, target: OpaquePointer?) {
        let item = g_menu_item_new(label, nil)
        g_menu_item_set_action_and_target_value(item, action, target)
        g_menu_append_item(menuPointer, item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }
}
