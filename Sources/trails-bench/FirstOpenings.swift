import TrailsApp
import TwoPane

/// The `first-open` benchmark: each part Trails builds the first time it is needed is opened,
/// closed and opened again, and both openings are timed, from the idle callback that opens
/// it to the after-paint of the first frame that shows it (the part's own window's frame,
/// for a window), in microseconds and in frames painted (1: the first frame after the
/// request shows it).
@MainActor
final class FirstOpenings {
    /// One part: how to open and close it, whether it is shown and whether it is closed
    /// again, and the window it is drawn in once open (nil: the main window's frames).
    struct Part {
        let name: String
        let open: @MainActor () -> Void
        let close: @MainActor () -> Void
        let isShown: @MainActor () -> Bool
        var isClosed: (@MainActor () -> Bool)?
        var ownWindow: @MainActor () -> Window? = { nil }
    }

    private let window: Window
    private let parts: [Part]
    private let finished: @MainActor (Timings) -> Void
    private let progressed: @MainActor () -> Void
    private var partIndex = 0
    /// 0: the first opening of the part, 1: the second.
    private var round = 0
    private var openedAt: Int64?
    private var isClosing = false
    private var timings = Timings()
    /// Frames painted since the part was asked to open, in the window it is drawn in.
    private var framesSinceOpening = 0
    private var watchedWindows: [ObjectIdentifier] = []

    init(
        _ presented: PresentedTrails, progressed: @escaping @MainActor () -> Void,
        finished: @escaping @MainActor (Timings) -> Void
    ) {
        window = presented.window
        self.progressed = progressed
        self.finished = finished
        parts = Self.parts(of: presented)
        timings.parts = parts.map(\.name)
    }

    /// Per part, in order: the first and second opening's time and frames.
    struct Timings {
        var parts: [String] = []
        var first: [Int64] = []
        var second: [Int64] = []
        var firstFrames: [Int64] = []
        var secondFrames: [Int64] = []
    }

    /// Starts with the first part; call after the window's first frame.
    func start() {
        window.onEveryPaint { [weak self] in self?.painted(in: nil) }
        MainLoop.whenIdle { [weak self] in self?.openPart() }
    }

    private var part: Part { parts[partIndex] }

    private func openPart() {
        isClosing = false
        framesSinceOpening = 0
        openedAt = MainLoop.monotonicMicroseconds
        part.open()
        if let own = part.ownWindow() {
            // Each part keeps its window's wrapper: a second opening finds it watched.
            let id = ObjectIdentifier(own)
            if !watchedWindows.contains(id) {
                watchedWindows.append(id)
                own.onEveryPaint { [weak self] in self?.painted(in: own) }
            }
            own.requestFrame()
        }
        window.requestFrame()
    }

    private func painted(in paintedWindow: Window?) {
        let now = MainLoop.monotonicMicroseconds
        if isClosing {
            guard part.isClosed?() ?? !part.isShown() else { return }
            isClosing = false
            next()
            return
        }
        guard let openedAt else { return }
        // A part with a window of its own counts that window's frames.
        if part.ownWindow() != nil, paintedWindow == nil { return }
        framesSinceOpening += 1
        guard part.isShown() else { return }
        self.openedAt = nil
        if round == 0 {
            timings.first.append(now - openedAt)
            timings.firstFrames.append(Int64(framesSinceOpening))
        } else {
            timings.second.append(now - openedAt)
            timings.secondFrames.append(Int64(framesSinceOpening))
        }
        progressed()
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.isClosing = true
            self.part.close()
            self.window.requestFrame()
        }
    }

    private func next() {
        if round == 0 {
            round = 1
        } else {
            round = 0
            partIndex += 1
            guard partIndex < parts.count else { return finished(timings) }
        }
        MainLoop.whenIdle { [weak self] in self?.openPart() }
    }

    /// The parts, in the order they are opened.
    private static func parts(of presented: PresentedTrails) -> [Part] {
        let (window, layout, menu) = (presented.window, presented.layout, presented.primaryMenu)
        // One wrapper each, kept: a part's window is watched once, by wrapper identity
        // (`Window.shortcutsWindow` makes a new wrapper each time it is read).
        var about: Window?
        var shortcuts: Window?
        let query = "Trail 1"
        return [
            Part(
                name: "primary-menu", open: { menu.popup() }, close: { menu.popdown() }, isShown: { menu.isMenuShown }),
            Part(
                name: "shortcuts-window",
                open: {
                    window.activateAction("win.show-help-overlay")
                    shortcuts = shortcuts ?? window.shortcutsWindow
                },
                close: { shortcuts?.close() }, isShown: { shortcuts?.isMapped == true }, ownWindow: { shortcuts }),
            Part(
                name: "about-window", open: { about = presented.showAbout() }, close: { about?.close() },
                isShown: { about?.isMapped == true }, ownWindow: { about }),
            Part(
                name: "search", open: { layout.searchFieldText = query }, close: { layout.searchFieldText = "" },
                isShown: { layout.listView.count < layout.listView.totalCount && layout.searchFieldText == query }),
            Part(
                name: "collapse", open: { window.setDefaultSize(width: 480, height: 700) },
                close: { window.setDefaultSize(width: 1000, height: 700) },
                isShown: { layout.layoutState.isCollapsed && layout.isSettled },
                isClosed: { !layout.layoutState.isCollapsed && layout.isSettled }),
        ]
    }
}
