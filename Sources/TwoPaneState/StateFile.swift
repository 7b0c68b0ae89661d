import CGtk

/// A small file of an app's state that survives a restart (window size, the user's choices),
/// in GLib's key file format (`GKeyFile`: `[group]` lines, then `key=value` lines).
///
/// It lives in the user's state directory, `$XDG_STATE_HOME/<application id>/<file name>`
/// (`~/.local/state/…` by default). Loading never trusts the file: anything that is not a
/// regular file of at most ``maximumByteCount`` bytes in the key file format is refused with a
/// thrown ``StateFileProblem`` and the contents start empty, so the app starts with its defaults. A
/// missing file is no problem. Saving writes the whole file atomically (a temporary file
/// renamed over the old one), so a crash never leaves it half written. Nothing here logs or
/// warns through GLib: problems are thrown, typed, for the app to report.
///
/// ```swift
/// let state = StateFile(applicationID: "org.example.Notes")   // …/org.example.Notes/state.ini
/// do { try state.read() } catch { printError("notes: warning: \(error)") }  // the app's stderr writer
/// let dark = state.boolean("dark-style", in: "preferences") ?? false
/// state.set(!dark, for: "dark-style", in: "preferences")
/// do { try state.write() } catch { printError("notes: warning: \(error)") }
/// ```
public final class StateFile {
    /// Files larger than this are refused as corrupt (64 KiB): state is a few lines.
    public static let maximumByteCount = 64 * 1024

    /// Where the file is.
    public let path: String
    /// Whether ``read()`` has run (whatever it found).
    public internal(set) var isLoaded = false
    /// What the file holds, or will hold once written; ``read()`` replaces it.
    var keyFile: OpaquePointer
    /// The problems reported to the user already: the same one is reported once, however
    /// many saves meet it (a read-only folder, a full disk). A save that works forgets the
    /// saving problems, so a new failure is reported again.
    package var reportedProblems: Set<StateFileProblem> = []

    /// The state file `fileName` of the app `applicationID` (a reverse-DNS id) in the user's
    /// state directory: see ``path(applicationID:fileName:)``. Nothing is read yet.
    public convenience init(applicationID: String, fileName: String = "state.ini") {
        self.init(path: Self.path(applicationID: applicationID, fileName: fileName))
    }

    /// The state file at `path`. Nothing is read yet.
    ///
    /// ```swift
    /// let state = StateFile(path: "/tmp/test-state/state.ini")
    /// ```
    public init(path: String) {
        self.path = path
        keyFile = g_key_file_new()
    }

    deinit {
        g_key_file_unref(keyFile)
    }

    /// `$XDG_STATE_HOME/<applicationID>/<fileName>`, or `~/.local/state/…` when
    /// `XDG_STATE_HOME` is not set (GLib reads it once, the first time it is asked).
    ///
    /// ```swift
    /// StateFile.path(applicationID: "org.twopane.Trails") // "/home/ana/.local/state/org.twopane.Trails/state.ini"
    /// ```
    public static func path(applicationID: String, fileName: String = "state.ini") -> String {
        precondition(
            isPathComponent(applicationID) && isPathComponent(fileName),
            "an application id and a file name are single path components")
        return String(cString: g_get_user_state_dir()) + "/" + applicationID + "/" + fileName
    }

    /// The problem `body` throws, or nil: what the deprecated `load()` and `save()` return
    /// (and what the tests check).
    package func problemThrown(by body: () throws(StateFileProblem) -> Void) -> StateFileProblem? {
        do throws(StateFileProblem) {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// Holds `newKeyFile` in place of the current contents, which it releases.
    func replaceContents(with newKeyFile: OpaquePointer) {
        g_key_file_unref(keyFile)
        keyFile = newKeyFile
    }

    private static func isPathComponent(_ text: String) -> Bool {
        !text.isEmpty && text != "." && text != ".." && !text.contains("/")
    }
}
