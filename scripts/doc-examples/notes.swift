// The context `notes` of the documentation's examples (scripts/extract-doc-examples.py): the
// Quick Start's notes app and its folders, as the examples name them. Built, never run.
import TwoPane

func placeholder<T>() -> T { fatalError("the documentation's examples are built, not run") }

struct Note: Identifiable, Hashable {
    let id: Int
    let title: String
    let text: String
}

struct Folder {
    let name: String
    let notes: [Note]
}

@MainActor let notes: [Note] = placeholder()
@MainActor let folders: [Folder] = placeholder()
/// Notes that head a group: choosing one chooses the note after it.
@MainActor let headers: Set<Note.ID> = placeholder()

@MainActor let application: Application = placeholder()
@MainActor let window: Window = placeholder()
@MainActor let selection: ObservableValue<Note.ID?> = placeholder()
@MainActor let layout: TwoPaneSplitLayout<Note> = placeholder()
@MainActor let store: SplitLayoutStateStore = placeholder()
@MainActor let state: StateFile = placeholder()

// The app's own functions.
func printError(_ line: String) {}

/// The app's store of notes, searched with SQLite's full-text index (`layout.search`).
struct NotesStore {
    func notes(matching query: String) async throws -> [Note] { [] }
}

@MainActor let database = NotesStore()
