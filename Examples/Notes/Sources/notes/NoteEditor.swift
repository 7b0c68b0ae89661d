import NotesData
import TwoPane

/// A note's detail: its whole text in an editor, saved a moment after typing pauses. Built
/// once for the note it opens; while that note stays open, each new value the list gets for
/// it (the app's own save, a pin, another program's write) comes to ``follow(_:)``, and the
/// editor keeps its caret, selection, undo history and focus (L22).
///
/// A save that cannot be made (another program holds the database's write lock) leaves the
/// text where it is, says so under it, and is tried again every second: nothing typed is lost.
/// A save for closing the window says the window closes once the note is saved.
@MainActor
final class NoteEditor {
    /// The editor and the line that says when a save failed.
    let view = Box(.vertical)
    let text: TextView
    private let status = Label()
    /// The note's id: a new one when it was deleted elsewhere and its text saved anew.
    private var noteID: NoteSummary.ID
    /// A close was refused once because the text cannot be saved (not for a lock, which
    /// passes): the next close closes.
    private var refusedClose = false
    private let saveDelay: Duration
    /// Saves the text as the note's and returns its new value; the window puts it in the list.
    private let save: @MainActor (NoteSummary.ID, String) throws(NotesDatabaseError) -> Note
    /// Reads the note again (another program wrote it).
    private let reload: @MainActor (NoteSummary.ID) -> Note?
    /// The text last saved or read, and when the note was last written then.
    private var savedText: String
    private var savedModified: Int64
    /// The save waiting for typing to pause, or to try again.
    private var pendingSave: MainLoopTimer?
    /// A save for closing the window failed: the line under the text says the window waits.
    private var isClosing = false

    init(
        note: Note, saveDelay: Duration,
        save: @escaping @MainActor (NoteSummary.ID, String) throws(NotesDatabaseError) -> Note,
        reload: @escaping @MainActor (NoteSummary.ID) -> Note?
    ) {
        noteID = note.id
        savedText = note.text
        savedModified = note.modified
        self.saveDelay = saveDelay
        self.save = save
        self.reload = reload
        text = TextView(text: note.text)
        text.setAccessibleLabel("Note")
        let scroller = ScrolledWindow()
        scroller.child = text
        scroller.expandsVertically = true
        view.append(scroller)
        status.addStyleClass("dim-label")
        status.setMargins(6)
        status.wrapWords(centred: false)
        status.isVisible = false
        view.append(status)
        text.onTextChange { [weak self] _ in self?.scheduleSave(after: saveDelay) }
    }

    /// Whether the editor holds text not saved yet.
    var hasUnsavedText: Bool { text.text != savedText }

    /// The note's new value in the list. The app's own save changes nothing here; another
    /// program's write of the text is read and shown, unless the user has typed since the
    /// last save (their text is saved over it: nothing they type is lost).
    func follow(_ note: NoteSummary) {
        guard note.modified != savedModified else { return }
        savedModified = note.modified
        guard !hasUnsavedText, let written = reload(note.id), written.text != savedText else { return }
        savedText = written.text
        text.text = written.text
    }

    /// Saves now what is not saved yet; whether everything is saved. `closing`: the save
    /// before the window closes (if it fails, the window stays until a save goes through).
    @discardableResult
    func saveNow(closing: Bool = false) -> Bool {
        pendingSave?.cancel()
        pendingSave = nil
        isClosing = isClosing || closing
        let typed = text.text
        guard typed != savedText else {
            isClosing = false
            return true
        }
        // Saved as far as this editor is concerned before the list hears of it (the save
        // moves the note, and the editor hears its new value at once: its own).
        let before = (savedText, savedModified)
        savedText = typed
        do {
            let note = try save(noteID, typed)
            (noteID, savedModified) = (note.id, note.modified)
            isClosing = false
            showStatus(nil)
            return true
        } catch {
            (savedText, savedModified) = before
            switch error.problem {
            case .locked:
                showStatus(
                    "Not saved yet: another program is writing to the notes. "
                        + (isClosing ? "The window closes once the note is saved." : "Trying again…"))
                scheduleSave(after: .seconds(1))
            default:
                // Not a lock that passes: the user decides. A close is refused once, with
                // this said; the next one closes.
                if closing, refusedClose { return true }
                refusedClose = refusedClose || closing
                showStatus(
                    "Not saved: \(error.problem). "
                        + (closing ? "Close the window again to close it without saving." : "The text stays here."))
            }
            return false
        }
    }

    /// Saves once typing has paused for `delay`; a key typed meanwhile starts it over. The
    /// editor lives until then even if its note is closed meanwhile: what was typed is saved.
    private func scheduleSave(after delay: Duration) {
        pendingSave?.cancel()
        pendingSave = MainLoop.after(delay) { self.saveNow() }
    }

    /// Drops the save waiting, if any: the note is gone.
    func discardPendingSave() {
        pendingSave?.cancel()
        pendingSave = nil
    }

    private func showStatus(_ message: String?) {
        if let message { status.text = message }
        status.isVisible = message != nil
    }
}
