/// A value shared by the app and a layout: either side may change it, and the layout hears
/// when the app does.
///
/// This is how a ``TwoPaneSplitLayout`` binds its selection: the app keeps the holder,
/// reads `value` to know what is selected, and assigns it to select from code (`nil`
/// clears the selection). The layout writes it back when the user selects.
///
/// ```swift
/// let selection = ObservableValue<Trail.ID?>(nil)
/// doneButton.onClick { selection.value = nil }
/// ```
@MainActor
public final class ObservableValue<Value: Equatable> {
    private var observers: [Int: @MainActor (Value) -> Void] = [:]
    private var nextObserverID = 0

    /// The current value. Assigning a different value notifies every observer once;
    /// assigning the same value notifies nobody.
    public var value: Value {
        didSet {
            guard value != oldValue else { return }
            for observer in observers.values { observer(value) }
        }
    }

    public init(_ value: Value) {
        self.value = value
    }

    /// Calls `observer` with each new value until the returned observation is cancelled.
    @discardableResult
    public func observe(_ observer: @escaping @MainActor (Value) -> Void) -> Observation {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = observer
        return Observation { [weak self] in self?.observers[id] = nil }
    }

    /// How many observers are registered.
    public var observerCount: Int { observers.count }
}

/// A registration with an ``ObservableValue``; `cancel()` ends it.
@MainActor
public final class Observation {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observer from being called again.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}
