import TwoPaneModel

/// The two-way bindings between the app's ``ObservableValue``s and the model: the app
/// assigns a value as the user would act, and the layout writes the user's changes back.
/// One ``bind(_:assigned:modelValue:)`` per binding: the selection, the sidebar's
/// selection, the column visibility, the compact column.
///
/// The write-back happens inside a render, and the app's observers run during it: what they
/// assign (a selection passed on to another row, or cleared) is an event like any other,
/// which the layout handles after the render (L19). Only the value being written back is
/// not heard as the app's.
@MainActor
final class LayoutBindings<ID: Hashable & Sendable> {
    /// The app's values the layout was made with.
    let selection: ObservableValue<ID?>
    let columnVisibility: ObservableValue<ColumnVisibility>?
    let compactColumn: ObservableValue<SplitColumn>?
    private let handle: @MainActor (SplitLayoutEvent<ID>) -> Void
    private var observations: [Observation] = []
    private var writers: [@MainActor (SplitLayoutState<ID>) -> Void] = []
    /// The app's own observations (``TwoPaneSplitLayout/onChange(of:perform:)``), kept as long
    /// as the layout lives.
    private var appObservations: [Observation] = []

    /// Bindings of these values, whose assignments become model events through `handle`.
    init(
        selection: ObservableValue<ID?>, columnVisibility: ObservableValue<ColumnVisibility>?,
        compactColumn: ObservableValue<SplitColumn>?, handle: @escaping @MainActor (SplitLayoutEvent<ID>) -> Void
    ) {
        self.selection = selection
        self.columnVisibility = columnVisibility
        self.compactColumn = compactColumn
        self.handle = handle
    }

    /// Keeps the app's `observation` (and lets go of those cancelled).
    func keep(_ observation: Observation) {
        appObservations.removeAll { $0.isCancelled }
        appObservations.append(observation)
    }

    /// Binds `value`: an assignment by the app is the event `assigned(newValue)`; after each
    /// render, `modelValue` of the model is written to `value` when they differ.
    func bind<Value: Equatable>(
        _ value: ObservableValue<Value>,
        assigned: @escaping @MainActor (Value) -> SplitLayoutEvent<ID>,
        modelValue: @escaping @MainActor (SplitLayoutState<ID>) -> Value
    ) {
        let writing = WrittenValue<Value>()
        observations.append(
            value.observe { [handle] newValue in
                if let written = writing.value, written == newValue { return }
                handle(assigned(newValue))
            })
        writers.append { state in
            let current = modelValue(state)
            guard value.value != current else { return }
            writing.value = current
            defer { writing.value = nil }
            value.value = current
        }
    }

    /// Writes the model's values to the bindings that differ.
    func writeBack(_ state: SplitLayoutState<ID>) {
        for write in writers { write(state) }
    }
}

/// The value a binding is writing back, while it does.
@MainActor
private final class WrittenValue<Value> {
    var value: Value?
}
