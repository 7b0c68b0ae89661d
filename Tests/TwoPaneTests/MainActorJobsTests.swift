import TestSupport
import TwoPane
import TwoPaneGtk
import XCTest

/// Swift concurrency on GTK's main loop: the main actor's jobs run whenever GLib's default
/// main context runs, in order; a sleeping main-actor task wakes; a task that keeps yielding
/// does not keep frames from being drawn. The tests are synchronous on purpose: an `async`
/// test would let XCTest's own run loop drain the main queue, and only GLib's loop runs here
/// (XCTest on Linux runs a synchronous test on the main thread, but cannot call a
/// `@MainActor` one).
final class MainActorJobsTests: LayoutTestCase {
    /// A main-actor task's loop that yields until stopped.
    @MainActor private final class YieldingLoop {
        var stop = false
        var yields = 0

        func run() async {
            while !stop {
                yields += 1
                await Task.yield()
            }
        }
    }

    func testMainActorTasksRunFromTheGLibLoopInOrder() {
        MainActor.assumeIsolated { Self.tasksRunInOrder() }
    }

    @MainActor private static func tasksRunInOrder() {
        var ran: [Int] = []
        for number in 0..<5 {
            Task { @MainActor in ran.append(number) }
        }
        XCTAssertTrue(MainLoop.run(until: { ran.count == 5 }, timeout: TestTimeouts.scaled(5)), "ran: \(ran)")
        XCTAssertEqual(ran, [0, 1, 2, 3, 4], "in the order they were made")

        var answered: String?
        Task {
            answered = await MainActor.run { "from the main actor" }
        }
        XCTAssertTrue(MainLoop.run(until: { answered != nil }, timeout: TestTimeouts.scaled(5)))
    }

    func testStreamsTaskGroupsAndAsyncFunctionsFromASignalWork() {
        MainActor.assumeIsolated { Self.streamsGroupsAndSignals() }
    }

    /// A button's click starts a task that calls a `@MainActor` async function, which reads
    /// an `AsyncStream` fed from the main actor and joins a task group of three children on
    /// the main actor.
    @MainActor private static func streamsGroupsAndSignals() {
        let (numbers, feed) = AsyncStream.makeStream(of: Int.self)
        var summary: String?
        @MainActor func summarize() async -> String {
            var received: [Int] = []
            for await number in numbers { received.append(number) }
            let squares = await withTaskGroup(of: Int.self) { group in
                for number in received { group.addTask { @MainActor in number * number } }
                var total = 0
                for await square in group { total += square }
                return total
            }
            return "\(received) \(squares)"
        }
        let button = Button(label: "Sum")
        button.onClick {
            Task { summary = await summarize() }
        }
        button.click()
        for number in 1...3 {
            Task { @MainActor in feed.yield(number) }
        }
        Task { @MainActor in feed.finish() }
        XCTAssertTrue(MainLoop.run(until: { summary != nil }, timeout: TestTimeouts.scaled(5)), "the task finished")
        XCTAssertEqual(summary, "[1, 2, 3] 14", "the stream's numbers in order, and the group's sum of squares")
    }

    func testASleepingMainActorTaskWakesUp() {
        MainActor.assumeIsolated { Self.sleepingTaskWakes() }
    }

    @MainActor private static func sleepingTaskWakes() {
        var woke = false
        let started = MainLoop.monotonicMicroseconds
        Task { @MainActor in
            try await Task.sleep(for: .milliseconds(50))  // the subject of this test
            woke = true
        }
        XCTAssertTrue(MainLoop.run(until: { woke }, timeout: TestTimeouts.scaled(5)), "the task slept for ever")
        XCTAssertGreaterThanOrEqual(MainLoop.monotonicMicroseconds - started, 50_000, "not before its time")
    }

    func testATaskThatKeepsYieldingLetsFramesBeDrawn() {
        MainActor.assumeIsolated { Self.yieldingTaskLetsFramesBeDrawn() }
    }

    @MainActor private static func yieldingTaskLetsFramesBeDrawn() {
        let window = Window()
        window.setDefaultSize(width: 300, height: 200)
        window.present()
        XCTAssertTrue(MainLoop.run(until: { window.isMapped }, timeout: TestTimeouts.scaled(5)))
        var painted = 0
        window.onEveryPaint { painted += 1 }
        let loop = YieldingLoop()
        Task { @MainActor in await loop.run() }
        var width = 300
        let drawn = MainLoop.run(
            until: {
                if painted >= 10 { return true }
                width = width == 300 ? 320 : 300  // a resize: a frame to lay out and draw
                window.setDefaultSize(width: width, height: 200)
                window.requestFrame()
                return false
            }, timeout: TestTimeouts.scaled(5))
        loop.stop = true
        XCTAssertTrue(drawn, "frames drawn while a main-actor task yields in a loop: \(painted)")
        XCTAssertGreaterThan(loop.yields, 10, "and the task kept running")
        window.destroy()
    }

    func testATaskThatKeepsYieldingLetsIdleCallbacksRun() {
        MainActor.assumeIsolated { Self.yieldingTaskLetsIdleCallbacksRun() }
    }

    /// Idle callbacks (a search's steps, `MainLoop.whenIdle`) share the loop with a task that
    /// keeps yielding: each turn of the loop runs both, neither starves the other.
    @MainActor private static func yieldingTaskLetsIdleCallbacksRun() {
        let loop = YieldingLoop()
        Task { @MainActor in await loop.run() }
        XCTAssertTrue(MainLoop.run(until: { loop.yields > 0 }, timeout: TestTimeouts.scaled(5)), "the task runs")
        var idleRuns = 0
        var stopsIdling = false
        func idle() {
            idleRuns += 1
            if !stopsIdling { MainLoop.whenIdle { idle() } }
        }
        MainLoop.whenIdle { idle() }
        let yieldsBefore = loop.yields
        let bothRan = MainLoop.run(
            until: { idleRuns >= 10 && loop.yields >= yieldsBefore + 10 }, timeout: TestTimeouts.scaled(5))
        stopsIdling = true
        loop.stop = true
        XCTAssertTrue(
            bothRan,
            "idle callbacks and a main-actor task that yields in a loop both ran, ten times or more: "
                + "\(idleRuns) idle callbacks, \(loop.yields - yieldsBefore) yields")
    }

    /// An `async` test whose `await` never resumes is stopped by its watchdog within the
    /// deadline (here a short one that, instead of ending the run, cancels what hangs): it
    /// does not hang the run.
    @MainActor func testAnAsyncTestThatHangsIsStoppedWithinItsDeadline() async throws {
        let gate = LoadGate<Int>()  // never opened: the await hangs
        let hanging = Task { @MainActor in try await gate.wait() }
        let expired = ObservableValue<String?>(nil)
        let watchdog = TestWatchdog("a hanging await", seconds: 0.2) { message in
            Task { @MainActor in
                expired.value = message
                hanging.cancel()
            }
        }
        defer { watchdog.disarm() }
        let started = MainLoop.monotonicMicroseconds
        let result = await hanging.result
        XCTAssertThrowsError(try result.get(), "the hung await ended by the deadline, not by a value")
        XCTAssertEqual(
            expired.value, "TestWatchdog: a hanging await ran over its limit of 0.2 s: it hangs; stopping the tests")
        XCTAssertLessThan(MainLoop.monotonicMicroseconds - started, 5_000_000, "stopped within its deadline")
    }
}
