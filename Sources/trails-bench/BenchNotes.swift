import TrailsApp
import TwoPane

/// A note of the note-editing benchmarks (`update-open`, `type-save`): its text, whose first
/// line is its title. The synthetic note at position *i* has id *i* and the text
/// "Note *i*+1", a line break, "Written on day *i* mod 365 + 1.".
struct Note: Identifiable, Hashable {
    let id: Int
    var text: String

    /// The first line.
    var title: String { String(text.prefix { $0 != "\n" }) }

    /// The note made at `position`, as it is until it is edited.
    static func synthetic(_ position: Int) -> Note {
        Note(id: position, text: "Note \(position + 1)\nWritten on day \(position % 365 + 1).")
    }
}

/// The synthetic notes, one of which (the open note) may have been moved and edited, made
/// when read: no note is copied when it moves (as ``TrailsWithInsertions`` inserts).
struct NotesWithOneMoved: RandomAccessCollection {
    /// The note taken from position `origin` of the synthetic notes, now at `position` with
    /// its value `note`.
    struct Moved {
        let origin: Int
        var position: Int
        var note: Note
    }

    let count: Int
    var moved: Moved?

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Note {
        guard let moved else { return Note.synthetic(position) }
        if position == moved.position { return moved.note }
        // The other notes in their order, the moved one inserted at its place.
        let other = position < moved.position ? position : position - 1
        return Note.synthetic(other < moved.origin ? other : other + 1)
    }
}

/// A notes app as the note-editing benchmarks need it, built with TwoPane's API as an app is:
/// a window with a layout of `count` notes, searchable by their text, each opened in a
/// ``TextView`` (in a ``ScrolledWindow``) that follows its note (``ItemDetail``). A save
/// gives the open note its new text and moves it to the top, telling the layout `.moved` and
/// `.updated` (or `.updated` alone when it is at the top), as an app sorted by the last change
/// does; a key typed in the editor saves at once.
@MainActor
final class BenchNotes {
    let window: Window
    let layout: TwoPaneSplitLayout<Note>
    let selection = ObservableValue<Int?>(nil)
    private(set) var notes: NotesWithOneMoved
    private let editors = Editors()

    /// The details the layout asked for, and the open note's editor and detail.
    var detailsBuilt: Int { editors.built }
    var editor: TextView? { editors.editor }
    var detail: ItemDetail<Note>? { editors.detail }

    init(window: Window, count: Int) {
        self.window = window
        notes = NotesWithOneMoved(count: count)
        let editors = editors
        layout = TwoPaneSplitLayout(
            title: "Notes", items: notes, selection: selection, configuration: SplitLayoutConfiguration(),
            searchText: { $0.text }, itemTitle: { $0.title },
            row: { note in
                let label = Label(note.title)
                label.horizontalTextAlignment = 0
                label.ellipsizeAtEnd()
                return label
            },
            detail: { note in editors.makeDetail(for: note) })
        editors.save = { [weak self] text in self?.save(text) }
        layout.attach(to: window)
    }

    /// Where the open note is now.
    var openPosition: Int? {
        guard let id = selection.value else { return nil }
        if let moved = notes.moved, moved.note.id == id { return moved.position }
        return id  // a synthetic note not moved yet: its id is its position
    }

    /// Saves `text` as the open note's: the note takes it and moves to the top.
    func save(_ text: String) {
        guard let id = selection.value, let from = openPosition else { return }
        var note = notes[from]
        guard note.text != text else { return }
        note.text = text
        notes.moved = .init(origin: notes.moved?.origin ?? id, position: 0, note: note)
        layout.setItems(notes, changes: from == 0 ? [.updated(at: 0)] : [.moved(from: from, to: 0), .updated(at: 0)])
    }

    /// Moves the open note to `position` without changing it (the benchmark puts it back
    /// between steps).
    func moveOpenNote(to position: Int) {
        guard let from = openPosition, from != position, var moved = notes.moved else { return }
        moved.position = position
        notes.moved = moved
        layout.setItems(notes, changes: [.moved(from: from, to: position)])
    }
}

/// The details the layout builds: counted, the last one kept; held by the layout's detail
/// builder, not by the app.
@MainActor
private final class Editors {
    var built = 0
    weak var editor: TextView?
    weak var detail: ItemDetail<Note>?
    var save: (@MainActor (String) -> Void)?

    func makeDetail(for note: Note) -> Widget {
        built += 1
        let editor = TextView(text: note.text)
        editor.setAccessibleLabel("Note")
        let scrolled = ScrolledWindow()
        scrolled.child = editor
        let detail = ItemDetail<Note>(scrolled) { [weak editor] note in
            if let editor, editor.text != note.text { editor.text = note.text }
        }
        editor.onTextChange { [weak self] text in self?.save?(text) }
        self.editor = editor
        self.detail = detail
        return detail
    }
}
