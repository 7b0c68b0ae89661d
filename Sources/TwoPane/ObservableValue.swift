/// A value shared by the app and a layout: either side may change it, and the layout hears
/// when the app does.
///
/// This is how a ``TwoPaneSplitLayout`` binds its selection: the app keeps the holder,
/// reads `value` to know what is selected, and assigns it to select from code (`nil`
/// clears the selection). The layout writes it back when the user selects.
///
/// ```swift
/// let selection = ObservableValue<Trail.ID?>(nil)
/// let observation = selection.observe { print("selected", $0 ?? "nothing") }
/// doneButton.onClick { selection.value = nil }
/// ```
@MainActor
public final class ObservableValue<Value: Equatable> {
    private struct Observer {
        weak var registration: Observation?
        let notify: @MainActor (Value) -> Void
    }

    private var observers: [Observer] = []

    /// The current value. Assigning a different value notifies every observer once;
    /// assigning the same value notifies nobody.
    public var value: Value {
        didSet {
            guard value != oldValue else { return }
            observers.removeAll { $0.registration == nil }
            for observer in observers { observer.notify(value) }
        }
    }

    /// A holder of `value`, with no observers yet.
    public init(_ value: Value) {
        self.value = value
    }

    /// Calls `observer` with each new value for as long as the returned observation is
    /// kept and not cancelled: an owner that goes away stops observing with it.
    public func observe(_ observer: @escaping @MainActor (Value) -> Void) -> Observation {
        let registration = Observation()
        observers.append(Observer(registration: registration, notify: observer))
        registration.onCancel = { [weak self, weak registration] in
            self?.observers.removeAll { $0.registration == nil || $0.registration === registration }
        }
        return registration
    }

    /// How many observers are registered and alive.
    public var observerCount: Int {
        observers.count { $0.registration != nil }
    }
}

/// A registration with an ``ObservableValue``: it lasts while this object is kept, until
/// `cancel()`.
@MainActor
public final class Observation {
    fileprivate var onCancel: (@MainActor () -> Void)?

    fileprivate init() {}

    /// Whether ``cancel()`` ended it.
    public var isCancelled: Bool { onCancel == nil }

    /// Stops the observer from being called again.
    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }
}
