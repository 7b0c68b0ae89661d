import NotesData
import TwoPane

/// What the user does to notes: New Note (the list's header, Ctrl+N), Pin or Unpin and Delete
/// (a row's menu: a right-click, a long press, Shift+F10 or the Menu key; Delete also in the
/// open note's header). Window actions that take the note's id, so a menu left open while the
/// list changes still acts on its own note.
@MainActor
final class NoteActions {
    let pin = Action(name: "pin-note", parameter: .integer)
    let unpin = Action(name: "unpin-note", parameter: .integer)
    let delete = Action(name: "delete-note", parameter: .integer)
    private weak var window: NotesWindow?

    init(window: NotesWindow) {
        self.window = window
        pin.onActivate(withInteger: { [weak self] id in self?.setPinned(true, Int64(id)) })
        unpin.onActivate(withInteger: { [weak self] id in self?.setPinned(false, Int64(id)) })
        delete.onActivate(withInteger: { [weak self] id in self?.deleteNote(Int64(id)) })
    }

    /// Makes the actions `win.` actions of `window`.
    func add(to window: Window) {
        for action in [pin, unpin, delete] { window.addAction(action) }
    }

    /// A note row's menu.
    func menu(for note: NoteSummary) -> Menu {
        Menu()
            .appending(
                note.isPinned ? "Unpin" : "Pin", action: note.isPinned ? "win.unpin-note" : "win.pin-note",
                target: Int(note.id)
            )
            .appending("Delete", action: "win.delete-note", target: Int(note.id))
    }

    /// A new, empty note at the top of the folder's unpinned notes, opened in its editor with
    /// the keyboard focus: its first line will be its title.
    func newNote() {
        guard let window else { return }
        let database = window.notesDatabase
        let folderID = window.folderID
        guard
            let note = window.writing({ () throws(NotesDatabaseError) in
                try database.createNote(inFolder: folderID, text: "", now: NotesClock.now())
            })
        else { return }
        window.layout.searchQuery.value = ""  // the new note is shown whatever was searched
        window.show(note.summary)
        window.open(note.id)
        window.focusEditor()
    }

    /// Pins or unpins the note `id`: it moves into Pinned, or back to its day's section.
    private func setPinned(_ isPinned: Bool, _ id: Int64) {
        guard let window else { return }
        let database = window.notesDatabase
        guard
            let note = window.writing({ () throws(NotesDatabaseError) in
                try database.setPinned(isPinned, ofNote: id)
            })
        else { return }
        window.show(note.summary)
    }

    /// Deletes the note `id`; if it was open, the next note opens.
    private func deleteNote(_ id: Int64) {
        guard let window else { return }
        let database = window.notesDatabase
        guard window.writing({ () throws(NotesDatabaseError) in try database.deleteNote(id) }) != nil else { return }
        window.removed(id)
    }
}
