/// A load a test controls: `wait()` suspends the awaiting task until the test opens the gate
/// with a result or the task is cancelled (then it throws `CancellationError`, and the gate
/// records it), as a cancellable server request would.
///
/// ```swift
/// let gate = LoadGate<[Peak]>()
/// layout.loadItems { try await gate.wait() }
/// gate.open(with: .success(Peak.all))
/// ```
@MainActor
public final class LoadGate<Value: Sendable> {
    private var waiting: [Int: UnsafeContinuation<Value, any Error>] = [:]
    /// How many times a task waited at the gate.
    public private(set) var waits = 0
    /// How many waits were ended by their task's cancellation.
    public private(set) var cancellations = 0

    public init() {}

    /// Whether a task is waiting now.
    public var isWaiting: Bool { !waiting.isEmpty }

    /// Suspends until ``open(with:)`` or the task's cancellation.
    public func wait() async throws -> Value {
        waits += 1
        let number = waits
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { continuation in
                if Task.isCancelled {
                    cancellations += 1
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiting[number] = continuation
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancel(waitNumber: number) }
        }
    }

    /// Ends every wait under way with `result`.
    public func open(with result: Result<Value, any Error>) {
        let continuations = waiting
        waiting = [:]
        for (_, continuation) in continuations { continuation.resume(with: result) }
    }

    /// Ends the wait numbered `number`, if it is still waiting, as cancelled.
    private func cancel(waitNumber number: Int) {
        guard let continuation = waiting.removeValue(forKey: number) else { return }
        cancellations += 1
        continuation.resume(throwing: CancellationError())
    }
}
