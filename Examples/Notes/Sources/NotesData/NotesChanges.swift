/// What changed in a database since a revision: the notes written (inserted or updated) and
/// the notes deleted, by any connection, and the revision they bring it to.
///
/// Every write to a note gives it the database's next revision (triggers do it, whoever
/// writes), and every deletion is recorded with one. An app that loaded a list at revision
/// `r` and later sees ``NotesDatabase/dataVersion()`` change asks
/// ``NotesDatabase/changes(since:)`` for what happened after `r`, applies it to its list
/// (``apply(to:inFolder:)``), and remembers the new ``revision``:
///
/// ```swift
/// let changes = try database.changes(since: revision)
/// changes.apply(to: &notes, inFolder: folderID)
/// revision = changes.revision
/// ```
public struct NotesChanges: Hashable, Sendable {
    /// The notes inserted or updated since the revision, in any folder, in list order. A
    /// note moved out of a folder is here with its new folder's id.
    public var written: [NoteSummary]
    /// The ids of the notes deleted since the revision, in the order they were deleted.
    public var deleted: [Int64]
    /// The database's revision when these were read: ask for the next changes since this.
    public var revision: Int64

    public init(written: [NoteSummary], deleted: [Int64], revision: Int64) {
        self.written = written
        self.deleted = deleted
        self.revision = revision
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { written.isEmpty && deleted.isEmpty }

    /// Brings `notes`, a folder's list in list order (``NoteSummary/areInListOrder(_:_:)``),
    /// up to date: drops the deleted notes and those written elsewhere, and puts each note
    /// written in the folder at its place. `folderID` nil: a list of every folder's notes.
    ///
    /// Costs one pass over the list plus a binary search and an insertion per written note,
    /// not a sort.
    public func apply(to notes: inout [NoteSummary], inFolder folderID: Int64?) {
        guard !isEmpty else { return }
        let gone = Set(deleted).union(written.map(\.id))
        notes.removeAll { gone.contains($0.id) }
        for note in written where folderID == nil || note.folderID == folderID {
            notes.insert(note, at: notes.listIndex(for: note))
        }
    }
}

extension [NoteSummary] {
    /// Where `note` goes in this list, which is in list order: after every note that comes
    /// before it.
    public func listIndex(for note: NoteSummary) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if NoteSummary.areInListOrder(self[middle], note) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
