/// The layout's one queue: every command (``LayoutCommand``), whoever sends it, is performed
/// here, one at a time, in the order sent, each followed by at most one render. A command
/// sent while another is performed or while the layout renders (an app's observer the
/// render's write-back calls, a detail builder, a row builder GTK calls while the rows
/// change) waits in the buffer and is performed after it, with its own render: nothing
/// renders inside a render (L19). As in The Composable Architecture's store, which buffers
/// the actions sent while it is sending one and drains them in one loop.
@MainActor
final class CommandQueue<Command> {
    /// What performs a command: the layout's one switch over the commands.
    private let perform: @MainActor (Command) -> Void
    /// What renders once a command asked for it.
    private let render: @MainActor () -> Void
    /// Whether a command only asks for a render: two of these in a row are one.
    private let onlyRenders: (Command) -> Bool
    /// The commands sent while the queue was busy, first sent first.
    private var buffered: [SentCommand] = []
    private var head = 0
    /// Whether a command is being performed or a render is under way.
    private(set) var isBusy = false
    /// Whether the layout is rendering.
    private(set) var isRendering = false
    /// Whether the command being performed changed what is shown: a render follows it.
    private var needsRender = false
    /// How many renders the queue has run (for tests: one per command that changes the model).
    private(set) var renderCount = 0

    init(
        perform: @escaping @MainActor (Command) -> Void, render: @escaping @MainActor () -> Void,
        onlyRenders: @escaping (Command) -> Bool
    ) {
        self.perform = perform
        self.render = render
        self.onlyRenders = onlyRenders
    }

    /// Performs `command` now, then what was sent meanwhile; or, while the queue is busy,
    /// after what is under way and what was sent before it (a render asked for right after
    /// another is the same render: an observer that retitles and sets a menu renders once).
    func send(_ command: Command) {
        let rendersOnly = onlyRenders(command)
        if isBusy, rendersOnly, head < buffered.count, let last = buffered.last, last.onlyRenders { return }
        buffered.append(SentCommand(perform: { [perform] in perform(command) }, onlyRenders: rendersOnly))
        guard !isBusy else { return }
        isBusy = true
        defer { isBusy = false }
        while head < buffered.count {
            let next = buffered[head]
            head += 1
            next.perform()
            if needsRender { renderOnce() }
        }
        buffered.removeAll(keepingCapacity: true)
        head = 0
    }

    /// Asks for a render at the end of the command being performed; one however often it asks.
    /// Asked during a render, it is a programming error: what changes during a render is a
    /// command of its own, sent to the queue.
    func setNeedsRender() {
        assert(!isRendering, "TwoPane: a render asked for inside a render (L19): send a command instead")
        needsRender = true
    }

    /// Runs the render: only the queue does, between two commands. A render asked for inside
    /// a render is a programming error (a setter that renders, called by an app's observer).
    private func renderOnce() {
        assert(!isRendering, "TwoPane: a render inside a render (L19)")
        needsRender = false
        isRendering = true
        defer { isRendering = false }
        renderCount += 1
        render()
    }
}

/// A command in the queue's buffer, its type erased: an array of a type that is not generic
/// is read and emptied by code specialized for it. (An array of the layout's commands, generic
/// over its items, ran the standard library's unspecialized array code, and the kernel
/// mapped a 64 KiB window of it at start-up for that alone.)
private struct SentCommand {
    let perform: @MainActor () -> Void
    /// Whether the command only asks for a render.
    let onlyRenders: Bool
}
