import NotesData
import TwoPane

/// One window of Notes: the folders, the chosen folder's notes in sections, the open note's
/// editor, over a database connection of its own (so that it notices what other windows and
/// programs write, through `PRAGMA data_version`). The window keeps it alive.
@MainActor
final class NotesWindow {
    let window: Window
    let layout: TwoPaneSplitLayout<NoteSummary>
    private let database: NotesDatabase
    private let settings: NotesSettings
    private let list: NoteList
    private let folders: ItemSidebar<Folder>
    private let chosenFolder: ObservableValue<Folder.ID?>
    private let openNote = ObservableValue<NoteSummary.ID?>(nil)
    /// The open note's editor.
    private weak var editor: NoteEditor?
    /// What another program wrote: the database's data version when last looked at.
    private var dataVersion: Int
    private var actions: NoteActions?
    /// The user closed the window while the open note could not be saved: it closes after
    /// the next save that goes through.
    private var closesWhenSaved = false

    /// A window on `database`, showing its first folder.
    init(application: Application, database: NotesDatabase, settings: NotesSettings) throws(NotesDatabaseError) {
        var allFolders = try database.folders()
        if allFolders.isEmpty { allFolders = [try database.createFolder(named: "Notes")] }
        self.database = database
        self.settings = settings
        dataVersion = try database.dataVersion()
        list = NoteList(folderID: allFolders[0].id)
        chosenFolder = ObservableValue(allFolders[0].id)
        folders = ItemSidebar(
            title: "Folders", items: allFolders, selection: chosenFolder, itemTitle: { $0.name }, row: Rows.folder)
        window = application.makeWindow()
        window.title = "Notes"
        window.setDefaultSize(width: 1100, height: 720)
        let owner = WeakNotesWindow()
        layout = TwoPaneSplitLayout(
            title: "Notes", items: [NoteSummary](), selection: openNote,
            configuration: SplitLayoutConfiguration(), sidebar: folders,
            searchText: { $0.title },  // the field; what it finds is SQLite's (`search` below)
            itemTitle: { $0.title }, row: Rows.note,
            detail: { note in owner.window?.detail(for: note) ?? Label() },
            detailItems: { note in owner.window?.detailItems(for: note) ?? ColumnItems() })
        owner.window = self
        window.keepAlive(self, forKey: "notes-window")
        configure()
    }

    private func configure() {
        let actions = NoteActions(window: self)
        self.actions = actions
        actions.add(to: window)
        layout.sectionTitle = { [weak self] note in self?.list.section(of: note).title }
        layout.rowMenu = { [weak actions] note in actions?.menu(for: note) }
        // Search as you type, by SQLite's full-text index, in the folder shown.
        layout.search = { [weak self] query in
            guard let self else { return [] }
            return try await NotesDatabase.search(
                databasePath: self.database.path, query: query, folderID: self.list.folderID)
        }
        // Escape stays in the editor: Back is the button, Alt+Left and a swipe (L24).
        layout.popsOnEscape = false
        layout.emptyList = ContentUnavailable(
            title: "No Notes", iconName: "accessories-text-editor-symbolic",
            description: "New Note (Ctrl+N) writes one here.")
        layout.placeholder = ContentUnavailable(title: "Select a Note", iconName: "accessories-text-editor-symbolic")
        let newNote = Button(iconName: "document-new-symbolic", accessibleLabel: "New Note")
        newNote.tooltip = "New Note (Ctrl+N)"
        newNote.onClick { [weak actions] in actions?.newNote() }
        layout.addHeaderItem(newNote, to: .list, placement: .leading)
        layout.onChange(of: chosenFolder) { [weak self] _, id in self?.show(folder: id) }
        layout.attach(to: window)
        window.addShortcut("<Control>n") { [weak actions] in
            actions?.newNote()
            return true
        }
        window.addShortcut("<Control>q") { [weak self] in
            self?.window.close()
            return true
        }
        // Closing saves what is not saved; if it cannot (the database is locked), the window
        // stays open with the text, says so, and closes once a save goes through.
        _ = try? window.onSignal("close-request", returning: Bool.self) { [weak self] _ in
            guard let self else { return false }
            let saved = self.editor?.saveNow(closing: true) ?? true
            self.closesWhenSaved = !saved
            return !saved
        }
        show(folder: chosenFolder.value)
        watchOtherWriters()
    }

    // MARK: - The folder shown

    /// Loads the folder `id`'s notes off the main actor ("Loading…" meanwhile), under the
    /// folder's name; a new folder starts with no search. `refreshing`: the folder shown, read
    /// again (a new day: its sections move), its rows and the open note kept meanwhile.
    private func show(folder id: Folder.ID?, refreshing: Bool = false) {
        guard let id else { return }
        if !refreshing {
            editor?.saveNow()
            layout.title = folders.items.first { $0.id == id }?.name ?? "Notes"
            layout.searchQuery.value = ""
        }
        let path = database.path
        layout.loadItems(keepingItems: refreshing) { [weak self] in
            let (notes, revision) = try await NotesDatabase.loadNotes(databasePath: path, folderID: id)
            self?.list.replace(folderID: id, notes: notes, revision: revision)
            return notes
        }
    }

    // MARK: - The detail

    /// The open note's editor: its whole text read now, saved as it is typed.
    private func detail(for summary: NoteSummary) -> Widget {
        guard let note = try? database.note(withID: summary.id) else {
            return Label("This note was deleted.")
        }
        let editor = NoteEditor(
            note: note, saveDelay: settings.saveDelay,
            save: { [weak self] id, text throws(NotesDatabaseError) in
                guard let self else { throw NotesDatabaseError(path: "", problem: .noSuchNote(id)) }
                return try self.saveText(text, ofNote: id)
            },
            reload: { [weak self] id in try? self?.database.note(withID: id) })
        self.editor = editor
        return ItemDetail<NoteSummary>(editor.view) { note in editor.follow(note) }
    }

    /// The open note's own buttons: Delete.
    private func detailItems(for note: NoteSummary) -> ColumnItems {
        let delete = Button(iconName: "user-trash-symbolic", accessibleLabel: "Delete Note")
        delete.tooltip = "Delete Note"
        delete.onClick { [weak actions] in actions?.delete.activate(with: Int(note.id)) }
        return ColumnItems(trailing: [delete])
    }

    /// Gives the open note's editor the keyboard focus (a note just written).
    func focusEditor() { _ = editor?.text.grabFocus() }

    // MARK: - Writes

    /// Saves `text` as note `id`'s: the note moves to the top of its section.
    private func saveText(_ text: String, ofNote id: NoteSummary.ID) throws(NotesDatabaseError) -> Note {
        let note: Note
        do {
            note = try database.saveText(text, ofNote: id, now: NotesClock.now())
        } catch  where error.problem == .noSuchNote(id) {
            // Another program deleted it while it was being written: the text is kept as a
            // new note of the folder, nothing typed is lost.
            note = try database.createNote(inFolder: list.folderID, text: text, now: NotesClock.now())
        }
        show(note.summary)
        if closesWhenSaved {
            // Once the editor has taken the save in (it called this); a close meanwhile
            // (Ctrl+Q again, which saves what is left) clears the flag.
            Task { [weak self] in
                guard let self, self.closesWhenSaved else { return }
                self.closesWhenSaved = false
                self.window.close()
            }
        }
        return note
    }

    /// A note's new value, written by this window: in the list at its place.
    func show(_ note: NoteSummary) {
        let changes = list.write(note)
        layout.setItems(list.notes, changes: changes)
    }

    /// Does `write` to the database; a failure is shown in place of the list for a moment.
    func writing<T>(_ write: () throws(NotesDatabaseError) -> T) -> T? {
        do {
            let result = try write()
            folders.setItems((try? database.folders()) ?? [])
            return result
        } catch {
            layout.listStatus = ContentUnavailable(
                title: "Not Changed", iconName: "dialog-warning-symbolic", description: "\(error)")
            MainLoop.after(.seconds(3)) { self.layout.listStatus = nil }
            return nil
        }
    }

    var notes: [NoteSummary] { list.notes }
    var folderID: Folder.ID { list.folderID }
    var openNoteID: NoteSummary.ID? { openNote.value }
    var notesDatabase: NotesDatabase { database }

    /// Opens the note `id` (nil: none).
    func open(_ id: NoteSummary.ID?) { openNote.value = id }

    /// The note `id` is gone from this window's list.
    func removed(_ id: NoteSummary.ID) {
        if openNote.value == id { editor?.discardPendingSave() }
        let wasOpen = openNote.value == id
        let index = list.notes.firstIndex { $0.id == id }
        let changes = list.remove(id)
        layout.setItems(list.notes, changes: changes)
        if wasOpen, let index, !list.notes.isEmpty { openNote.value = list.notes[min(index, list.notes.count - 1)].id }
    }

    // MARK: - Other programs

    /// Looks at the database's data version every `checkInterval` while the window lives; a
    /// new one (another program, or another window, committed) brings its changes into the
    /// list as inserted, moved and updated rows, without disturbing the open note.
    private func watchOtherWriters() {
        let interval = settings.checkInterval
        Task { [weak self] in
            while true {
                do { try await Task.sleep(for: interval) } catch { return }
                guard let self else { return }
                self.applyOtherWriters()
            }
        }
    }

    private func applyOtherWriters() {
        guard !layout.isLoadingItems else { return }
        if SectionBoundaries(now: NotesClock.now()).startOfToday != list.boundaries.startOfToday {
            show(folder: list.folderID, refreshing: true)  // past midnight: "Today" is yesterday
            return
        }
        guard let version = try? database.dataVersion(), version != dataVersion,
            let changes = try? database.changes(since: list.revision)
        else { return }
        dataVersion = version
        let told = list.apply(changes)
        if !told.isEmpty { layout.setItems(list.notes, changes: told) }
        folders.setItems((try? database.folders()) ?? [])
    }
}

/// The window of a layout's builders: they are made before it.
@MainActor
private final class WeakNotesWindow {
    weak var window: NotesWindow?
}
