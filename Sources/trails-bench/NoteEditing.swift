import CBenchKeys
import CGtk
import Glibc
import TrailsApp
import TwoPane

/// The `update-open` and `type-save` benchmarks (bench/PROTOCOL.md): a window of notes
/// (``BenchNotes``, `--synthetic N` of them, 4 without), expanded, the middle note opened and
/// scrolled to, its editor focused with the caret at the end of its title. Then `count`
/// steps, each from an idle callback after the previous frame was painted:
///
/// * `update-open`: the app saves a new text for the open note (a save from code: a sync, an
///   autosave), which moves it to the top: `setItems(_:changes: [.moved, .updated])`.
/// * `type-save`: one letter typed into the editor with a real key press (XTEST, through the
///   X server, ``bench_keys_type``); the editor's `onTextChange` saves at once, which moves
///   the note to the top.
///
/// Each step is timed to the after-paint of the first frame after it (`type-save`: the first
/// that shows the letter), which must show the note at the top, selected, in the same detail
/// widget, which heard the new value, with no detail built. Between two steps, outside the
/// time, the note goes back to the middle (a move alone), so that every step moves it.
@MainActor
final class NoteEditing {
    /// Per step, in microseconds (times) or counts.
    struct Samples {
        var samples: [Int64] = []
        /// `update-open`: the save call alone (`setItems`).
        var calls: [Int64] = []
        /// `type-save`: the longest time the main thread did not get to a 1 ms high-priority
        /// timeout, from the key to the frame (as `type-query` measures it).
        var longestBlock: [Int64] = []
        /// `type-save`: the frames painted from the key to the one that shows it, that one
        /// included (1: the first frame after the key).
        var frames: [Int64] = []
        var detailsBuilt: [Int64] = []
        var rowsBuilt: [Int64] = []
        var binds: [Int64] = []
        var setups: [Int64] = []
    }

    private enum Phase {
        /// The middle note is selected; waiting for its detail.
        case opening
        /// Its editor is given focus; waiting for the frame that shows it focused.
        case focusing
        /// A step is under way, from `stepStart`.
        case step
        /// The note is being moved back to the middle.
        case movingBack
        case idle
    }

    private let notes: BenchNotes
    private let typing: Bool
    private let count: Int
    private let progressed: @MainActor () -> Void
    private let finished: @MainActor (Samples) -> Void
    private let fail: @MainActor (String) -> Never

    private var phase = Phase.idle
    private var middle = 0
    private var noteID = 0
    private var detailWidget: Widget?
    private var steps = 0
    private var stepStart: Int64 = 0
    private var expectedText = ""
    private var expectedCaret = 0
    private var before = (details: 0, updates: 0, rows: 0, binds: 0, setups: 0)
    private var rowsBuilt = 0
    private var framesInStep = 0
    private var lastWakeUp: Int64 = 0
    private var longestBlock: Int64 = 0
    private var result = Samples()

    private var layout: TwoPaneSplitLayout<Note> { notes.layout }
    private var window: Window { notes.window }

    init(
        _ notes: BenchNotes, typing: Bool, count: Int, progressed: @escaping @MainActor () -> Void,
        finished: @escaping @MainActor (Samples) -> Void, fail: @escaping @MainActor (String) -> Never
    ) {
        self.notes = notes
        self.typing = typing
        self.count = count
        self.progressed = progressed
        self.finished = finished
        self.fail = fail
    }

    /// Opens the middle note; call after the window's first frame.
    func start() {
        guard !layout.layoutState.isCollapsed else { fail("the window starts collapsed") }
        window.onEveryPaint { [weak self] in self?.painted() }
        layout.probes.rowBuilt = { [weak self] in self?.rowsBuilt += 1 }
        if typing {
            MainLoop.repeatedly(everyMilliseconds: 1) { [weak self] in
                self?.tick()
                return self != nil
            }
        }
        MainLoop.whenIdle { [weak self] in self?.open() }
    }

    private func open() {
        let count = layout.items.count
        guard count > 0 else { fail("needs at least 1 note") }
        middle = count / 2
        // A real key goes to the window with the X input focus (no window manager here).
        if typing { withWindow { window, error in bench_keys_focus_window(window, &error) } }
        phase = .opening
        layout.listView.selectedIndex = ShownRowIndex(middle)
        layout.listView.scrollToRow(ShownRowIndex(middle))
        window.requestFrame()
    }

    private func painted() {
        let now = MainLoop.monotonicMicroseconds
        switch phase {
        case .idle: return
        case .opening: opened()
        case .focusing: focused()
        case .step: stepPainted(at: now)
        case .movingBack: movedBack()
        }
    }

    private func opened() {
        guard layout.layoutState.selectedPosition == middle, layout.isSettled, let id = layout.selection.value,
            let shown = layout.shownDetail, let editor = notes.editor
        else { return }
        noteID = id
        detailWidget = shown.widget
        phase = .idle
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            guard editor.grabFocus() else { self.fail("could not focus the note's editor") }
            editor.cursorOffset = notes.notes[middle].title.unicodeScalars.count
            self.phase = .focusing
            self.window.requestFrame()
        }
    }

    private func focused() {
        guard let editor = notes.editor else { fail("the note's editor is gone") }
        guard editorHasFocus(editor) else { return }
        phase = .idle
        MainLoop.whenIdle { [weak self] in self?.step() }
    }

    private func editorHasFocus(_ editor: TextView) -> Bool {
        editor.withUnsafeWidgetPointer { gtk_widget_has_focus($0) != 0 }
    }

    // MARK: steps

    private func step() {
        guard let editor = notes.editor else { fail("the note's editor is gone") }
        before = (
            notes.detailsBuilt, notes.detail?.updateCount ?? 0, rowsBuilt, layout.listView.factoryBinds,
            layout.listView.factorySetups
        )
        steps += 1
        phase = .step
        if typing {
            let letter = Self.letters[(steps - 1) % Self.letters.count]
            let caret = editor.cursorOffset
            var text = Array(editor.text.unicodeScalars)
            text.insert(letter, at: caret)
            expectedText = String(String.UnicodeScalarView(text))
            expectedCaret = caret + 1
            stepStart = MainLoop.monotonicMicroseconds
            lastWakeUp = stepStart
            longestBlock = 0
            framesInStep = 0
            withWindow { window, error in bench_keys_type(window, letter.value, &error) }
        } else {
            stepStart = MainLoop.monotonicMicroseconds
            // A new text for the open note, its title too (the row shows it).
            expectedText = "Note \(middle + 1), saved \(steps)\nWritten on day \(middle % 365 + 1)."
            let call = MainLoop.monotonicMicroseconds
            notes.save(expectedText)
            result.calls.append(MainLoop.monotonicMicroseconds - call)
        }
        window.requestFrame()
    }

    /// The letters typed, in turn: keys without a modifier.
    private static let letters = Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars)

    private func stepPainted(at now: Int64) {
        guard let editor = notes.editor else { fail("the note's editor is gone") }
        if typing {
            noteBlock(at: now)
            framesInStep += 1
            // The first frame that shows the letter (the key may come after a frame).
            guard editor.text == expectedText else { return }
            guard editor.cursorOffset == expectedCaret else { fail("the caret did not advance by one") }
            guard editorHasFocus(editor) else { fail("the editor lost the keyboard focus") }
            guard notes.notes[0].text == expectedText else { fail("the key was not saved") }
        } else {
            guard editor.text == expectedText else { fail("the editor does not show the note's new text") }
        }
        guard layout.listView.count == notes.notes.count, layout.listView.selectedIndex == ShownRowIndex(0),
            layout.layoutState.selectedPosition == 0, layout.selection.value == noteID,
            layout.shownDetail?.widget === detailWidget, notes.editor === editor
        else { fail("the saved note is not selected at the top in the same detail") }
        let detailsBuilt = notes.detailsBuilt - before.details
        guard detailsBuilt == 0 else { fail("the detail was built again") }
        guard notes.detail?.updateCount == before.updates + 1 else {
            fail("the detail was not handed the note's new value once")
        }
        phase = .idle
        result.samples.append(now - stepStart)
        if typing {
            result.longestBlock.append(longestBlock)
            result.frames.append(Int64(framesInStep))
        }
        result.detailsBuilt.append(Int64(detailsBuilt))
        result.rowsBuilt.append(Int64(rowsBuilt - before.rows))
        result.binds.append(Int64(layout.listView.factoryBinds - before.binds))
        result.setups.append(Int64(layout.listView.factorySetups - before.setups))
        progressed()
        if result.samples.count == count { return finished(result) }
        MainLoop.whenIdle { [weak self] in self?.moveBack() }
    }

    /// Puts the note back in the middle, outside the time measured: every step moves it.
    private func moveBack() {
        phase = .movingBack
        notes.moveOpenNote(to: middle)
        window.requestFrame()
    }

    private func movedBack() {
        guard layout.listView.selectedIndex == ShownRowIndex(middle), layout.layoutState.selectedPosition == middle,
            layout.selection.value == noteID
        else { fail("the note did not go back to the middle") }
        phase = .idle
        MainLoop.whenIdle { [weak self] in self?.step() }
    }

    // MARK: main-thread blocks (type-save)

    private func tick() {
        guard phase == .step else { return }
        noteBlock(at: MainLoop.monotonicMicroseconds)
    }

    private func noteBlock(at now: Int64) {
        longestBlock = max(longestBlock, now - lastWakeUp)
        lastWakeUp = now
    }

    /// Calls `body` with the window's `GtkWindow` and a place for an error message; fails
    /// with the message when it returns false.
    private func withWindow(_ body: (UnsafeMutablePointer<GtkWindow>, inout UnsafeMutablePointer<CChar>?) -> gboolean) {
        var error: UnsafeMutablePointer<CChar>?
        let succeeded = window.withUnsafeWidgetPointer(as: GtkWindow.self) { body($0, &error) != 0 }
        guard succeeded else {
            let message = error.map { String(cString: $0) } ?? "unknown error"
            g_free(error)
            fail(message)
        }
    }
}
