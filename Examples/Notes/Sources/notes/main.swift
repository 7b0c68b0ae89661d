import Glibc
import NotesData
import TwoPane
import TwoPaneAdwaita

// Notes: folders, their notes and the note you edit, over an SQLite database that other
// programs may write to while it runs. Each window has its own connection; the window keeps
// everything it shows alive.

switch NotesOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    printError("notes: \(error)")
    exit(2)
case .success(.help):
    print(NotesOptions.helpText)
case .success(.seed(let path, let count)):
    let start = NotesClock.now()
    do {
        try NotesDatabase.seed(path: path, noteCount: count, now: start)
    } catch {
        printError("notes: \(error)")
        exit(2)
    }
    print("notes: \(count) notes written to \(path) in \(NotesClock.now() - start) ms")
case .success(.run(let givenPath)):
    let settings: NotesSettings
    switch NotesSettings.fromEnvironment() {
    case .success(let read): settings = read
    case .failure(let error):
        printError("notes: \(error)")
        exit(2)
    }
    // Opened once now, so a database the app cannot use stops it before any window.
    let path = openOrExit(givenPath).path
    let application = Application(id: "org.twopane.example.Notes", style: .adwaita)
    application.onActivate {
        do {
            let notes = try NotesWindow(
                application: application, database: NotesDatabase(path: path), settings: settings)
            notes.window.present()
        } catch {
            printError("notes: \(error)")
            if application.windowCount == 0 { application.quit() }
        }
    }
    exit(application.run(arguments: [CommandLine.arguments[0]]))
}

/// The database at `givenPath`, or at the default path (its folder created); a database
/// created now gets a few dozen notes. If it cannot be used: its problem on stderr and exit
/// status 2.
func openOrExit(_ givenPath: String?) -> NotesDatabase {
    let environment = { (name: String) in getenv(name).map { String(cString: $0) } }
    guard
        let path = givenPath
            ?? NotesOptions.defaultDatabasePath(dataHome: environment("XDG_DATA_HOME"), home: environment("HOME"))
    else {
        printError("notes: no database: HOME is not set; use --database PATH")
        exit(2)
    }
    do {
        if givenPath == nil { NotesOptions.makeFolder(for: path) }
        if !NotesOptions.fileExists(path) {
            try NotesDatabase.seed(path: path, noteCount: NotesOptions.firstStartNoteCount, now: NotesClock.now())
        }
        return try NotesDatabase(path: path)
    } catch {
        printError("notes: \(error)")
        exit(2)
    }
}

/// Writes `line` to stderr (Swift 6's `stderr` is not concurrency-safe).
func printError(_ line: String) {
    var bytes = Array((line + "\n").utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        bytes = bytes.dropFirst(written)
    }
}
