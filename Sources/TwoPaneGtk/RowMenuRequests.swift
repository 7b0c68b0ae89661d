import CGtk

/// A request for a row's menu: the row, and where on screen the menu points (the pointer, or
/// the row when asked from the keyboard), in the list's coordinates.
public struct RowMenuRequest: Sendable, Equatable {
    /// The row's index among the rows shown (as GTK's activation gives it).
    public let index: ShownRowIndex
    /// The left edge of where the menu points, in the list's coordinates.
    public let x: Double
    /// The top edge of where the menu points, in the list's coordinates.
    public let y: Double
    /// The width of where the menu points: 1 at the pointer, the row's from the keyboard.
    public let width: Double
    /// The height of where the menu points: 1 at the pointer, the row's from the keyboard.
    public let height: Double
}

/// Everything that asks for a row's menu in a list, as GNOME apps have it: a right-click, a
/// long press of a finger, Shift+F10 and the Menu key on the focused row.
@MainActor
final class RowMenuRequests {
    private let requests = Emitter()
    private let rightClick = GestureClick(button: 3)
    private let longPress = ObjectReference(owning: UnsafeMutableRawPointer(gtk_gesture_long_press_new()))
    private let keys = EventControllerKey(phase: .capture)
    /// The request being emitted (the emitter carries one number).
    private(set) var current: RowMenuRequest?

    init(_ list: ListView) {
        rightClick.onPressed { [weak self, weak list] _, x, y in
            guard let self, let list, let row = list.row(atX: x, y: y) else { return }
            self.request(RowMenuRequest(index: row.index, x: x, y: y, width: 1, height: 1))
        }
        list.addController(rightClick)
        gtk_gesture_single_set_touch_only(longPress.opaque, 1)
        let pressed: PointHandler = { [weak self, weak list] x, y in
            guard let self, let list, let row = list.row(atX: x, y: y) else { return }
            self.request(RowMenuRequest(index: row.index, x: x, y: y, width: 1, height: 1))
        }
        _ = connectSignal(
            longPress.pointer, "pressed", trampoline: unsafeBitCast(pointTrampoline, to: GCallback.self),
            handler: pressed)
        gtk_widget_add_controller(list.widgetPointer, longPress.opaque)
        g_object_ref(longPress.pointer)
        keys.onKeyPressed { [weak self, weak list] keyval, modifiers in
            guard let self, let list, cgtk_key_opens_context_menu(keyval, modifiers) != 0,
                let row = list.focusedRow()
            else { return false }
            let bounds = row.bounds
            self.request(
                RowMenuRequest(
                    index: row.index, x: Double(bounds.origin.x), y: Double(bounds.origin.y),
                    width: Double(bounds.size.width), height: Double(bounds.size.height)))
            return true
        }
        list.addController(keys)
    }

    func connect(_ handler: @escaping @MainActor (RowMenuRequest) -> Void) -> SignalConnection {
        requests.connect { [weak self] _ in
            guard let request = self?.current else { return }
            handler(request)
        }
    }

    private func request(_ request: RowMenuRequest) {
        current = request
        defer { current = nil }
        requests.emit(UInt32(clamping: request.index.rawValue))
    }
}

extension ListView {
    /// Runs `handler` when the user asks for a row's menu: a right-click or a long press on
    /// a row, Shift+F10 or the Menu key with a row focused.
    @discardableResult
    public func onRowMenuRequest(_ handler: @escaping @MainActor (RowMenuRequest) -> Void) -> SignalConnection {
        let requests = rowMenuRequests ?? RowMenuRequests(self)
        rowMenuRequests = requests
        return requests.connect(handler)
    }
}

/// `void (*)(gpointer gesture, gdouble x, gdouble y, gpointer data)`: a long press.
typealias PointHandler = @MainActor (Double, Double) -> Void
let pointTrampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, x, y, data in
    let box = address(data)
    MainActor.assumeIsolated { unboxed(box, as: PointHandler.self)(x, y) }
}
