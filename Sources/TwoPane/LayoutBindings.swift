import TwoPaneModel

/// The two-way bindings between the app's ``ObservableValue``s and the model: the app
/// assigns a value as the user would act, and the layout writes the user's changes back.
/// One ``bind(_:assigned:modelValue:)`` per binding: the selection, the sidebar's
/// selection, the column visibility, the compact column.
@MainActor
final class LayoutBindings<ID: Hashable & Sendable> {
    private let handle: @MainActor (SplitLayoutEvent<ID>) -> Void
    private var observations: [Observation] = []
    private var writers: [@MainActor (SplitLayoutState<ID>) -> Void] = []
    /// While the model's values are written back: the bindings' observers ignore them.
    private var isWritingBack = false

    /// Bindings whose assignments become model events through `handle`.
    init(handle: @escaping @MainActor (SplitLayoutEvent<ID>) -> Void) {
        self.handle = handle
    }

    /// Binds `value`: an assignment by the app is the event `assigned(newValue)`; after each
    /// render, `modelValue` of the model is written to `value` when they differ.
    func bind<Value: Equatable>(
        _ value: ObservableValue<Value>,
        assigned: @escaping @MainActor (Value) -> SplitLayoutEvent<ID>,
        modelValue: @escaping @MainActor (SplitLayoutState<ID>) -> Value
    ) {
        observations.append(
            value.observe { [weak self, handle] newValue in
                guard let self, !self.isWritingBack else { return }
                handle(assigned(newValue))
            })
        writers.append { state in
            let current = modelValue(state)
            if value.value != current { value.value = current }
        }
    }

    /// Writes the model's values to the bindings that differ, without their observers
    /// handling them again.
    func writeBack(_ state: SplitLayoutState<ID>) {
        isWritingBack = true
        defer { isWritingBack = false }
        for write in writers { write(state) }
    }
}
