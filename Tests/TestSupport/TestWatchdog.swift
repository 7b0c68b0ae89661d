import Dispatch
import Glibc

/// A deadline for one test: unless ``disarm()`` comes first, `expire` runs on another thread
/// after the test's time limit with a message naming the test. By default it writes the
/// message to stderr and ends the process with status 1, so a test that hangs (an `await`
/// that never resumes, a loop that never ends) fails the run within its limit instead of
/// hanging CI. The main thread may be stuck: the deadline needs nothing from it.
///
/// ```swift
/// let watchdog = TestWatchdog(name, seconds: TestWatchdog.limit)
/// defer { watchdog.disarm() }
/// ```
public final class TestWatchdog: Sendable {
    /// How long one test may run: five minutes, scaled (``TestTimeouts``).
    public static let limit = TestTimeouts.scaled(300)
    private let disarmed = DispatchSemaphore(value: 0)

    /// Arms a deadline `seconds` from now for the test called `name`.
    public init(
        _ name: String, seconds: Double, expire: @escaping @Sendable (String) -> Void = TestWatchdog.stopProcess
    ) {
        let disarmed = disarmed
        DispatchQueue.global().async {
            guard disarmed.wait(timeout: .now() + seconds) == .timedOut else { return }
            expire("TestWatchdog: \(name) ran over its limit of \(seconds) s: it hangs; stopping the tests")
        }
    }

    /// The test ended in time.
    public func disarm() { disarmed.signal() }

    /// Writes `message` to stderr and ends the process with status 1, without waiting for the
    /// main thread, which may be stuck.
    public static let stopProcess: @Sendable (String) -> Void = { message in
        let line = Array((message + "\n").utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        fflush(nil)
        _exit(1)
    }
}
