import TwoPane

/// The `task-start` benchmark: a main-actor task started from a GTK signal's handler (a
/// button's "clicked"), `count` times, each from an idle callback after the previous task
/// ran. A sample runs from the handler to the task's first line: how soon the main actor's
/// jobs run on GTK's main loop. The C reference defers its work with `g_idle_add` instead.
@MainActor
final class TaskStarts {
    private let button = Button(label: "Start")
    private let count: Int
    private let progressed: @MainActor () -> Void
    private let finished: @MainActor ([Int64]) -> Void
    private var clickedAt: Int64 = 0
    private var samples: [Int64] = []

    init(count: Int, progressed: @escaping @MainActor () -> Void, finished: @escaping @MainActor ([Int64]) -> Void) {
        self.count = count
        self.progressed = progressed
        self.finished = finished
    }

    func start() {
        button.onClick { [weak self] in
            guard let self else { return }
            self.clickedAt = MainLoop.monotonicMicroseconds
            Task { @MainActor in self.taskStarted() }
        }
        MainLoop.whenIdle { [weak self] in self?.button.click() }
    }

    private func taskStarted() {
        samples.append(MainLoop.monotonicMicroseconds - clickedAt)
        progressed()
        guard samples.count < count else { return finished(samples) }
        MainLoop.whenIdle { [weak self] in self?.button.click() }
    }
}

/// A task that loops on `await Task.yield()` until the process ends: the
/// `crossings-yielding` benchmark runs its crossings beside one on the main actor, and
/// `crossings-yielding-detached` beside one off it (on Swift's thread pool alone: what the
/// runtime's `Task.yield()`, which goes through the pool, costs without the main loop).
///
/// The main-actor loop counts its turns in main-actor state, as a real loop does its work
/// there: a loop with nothing isolated in it is not on the main actor at all, as the
/// optimizer drops the hop back to the main actor after each yield (the whole loop then
/// runs on the pool, as the detached one does).
@MainActor
enum YieldingTask {
    private(set) static var turns = 0

    static func start(onMainActor: Bool) {
        if onMainActor {
            Task { @MainActor in
                while true {
                    turns &+= 1
                    await Task.yield()
                }
            }
        } else {
            Task.detached {
                while true { await Task.yield() }
            }
        }
    }
}
