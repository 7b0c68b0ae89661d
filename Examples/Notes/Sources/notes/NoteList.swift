import NotesData
import TwoPane

/// The notes a window's list shows: one folder's, in list order (pinned first, then the most
/// recently edited), with the database revision they were read at. Every change to them says
/// which rows changed, so the layout is told just that (`setItems(_:changes:)`): a save moves
/// one note to the top of its section, another program's write inserts or moves a few.
@MainActor
final class NoteList {
    /// The folder shown.
    private(set) var folderID: Folder.ID
    private(set) var notes: [NoteSummary] = []
    /// The database's revision the list was last brought up to.
    private(set) var revision: Int64 = 0
    /// Where the sections begin: found when the folder is loaded (the window reads its
    /// folder again past midnight).
    private(set) var boundaries = SectionBoundaries(now: NotesClock.now())

    init(folderID: Folder.ID) { self.folderID = folderID }

    /// The list of another folder, or the same one read again.
    func replace(folderID: Folder.ID, notes: [NoteSummary], revision: Int64) {
        self.folderID = folderID
        self.notes = notes
        self.revision = revision
        boundaries = SectionBoundaries(now: NotesClock.now())
    }

    /// The section a note of this list is in.
    func section(of note: NoteSummary) -> NoteSection { boundaries.section(of: note) }

    /// `note`'s new value (saved, pinned), put at its place in the list; the changes to tell
    /// the layout (a move and an update, or an update alone). Nothing for a note of another
    /// folder.
    func write(_ note: NoteSummary) -> [ItemsChange] {
        guard note.folderID == folderID else { return remove(note.id) }
        guard let from = notes.firstIndex(where: { $0.id == note.id }) else {
            let at = notes.listIndex(for: note)
            notes.insert(note, at: at)
            return [.inserted(at: at)]
        }
        notes.remove(at: from)
        let to = notes.listIndex(for: note)
        notes.insert(note, at: to)
        return from == to ? [.updated(at: to)] : [.moved(from: from, to: to), .updated(at: to)]
    }

    /// Takes the note `id` out of the list; the change to tell the layout, if it was there.
    func remove(_ id: NoteSummary.ID) -> [ItemsChange] {
        guard let at = notes.firstIndex(where: { $0.id == id }) else { return [] }
        notes.remove(at: at)
        return [.removed(at: at)]
    }

    /// What another program wrote since the list's revision, applied note by note; the
    /// changes to tell the layout, in order.
    func apply(_ changes: NotesChanges) -> [ItemsChange] {
        var told: [ItemsChange] = []
        for id in changes.deleted { told += remove(id) }
        for note in changes.written { told += write(note) }
        revision = changes.revision
        return told
    }

    /// Brings the list's revision forward past the app's own write (its changes are applied).
    func noteOwnWrite(revision: Int64) { self.revision = max(self.revision, revision) }
}
