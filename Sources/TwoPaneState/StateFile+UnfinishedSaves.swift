import CGtk
import Glibc

/// The temporary files of saves, and the removal of those a killed process left behind.
///
/// A save writes `.<file name>.saving-XXXXXX` beside the file (six random characters), holds
/// an exclusive `flock` on it until it is renamed over the file, and removes it if the save
/// fails. A process killed in between leaves it, unlocked: the next ``read()`` (the app's
/// next start) or ``write()`` removes every such file nobody holds locked. Nothing else in
/// the folder is touched, whatever its name; nor a file of another user, nor a link.
extension StateFile {
    /// The folder the file is in.
    var folder: String {
        let owned = g_path_get_dirname(path)!
        defer { g_free(owned) }
        return String(cString: owned)
    }

    /// The name a save's temporary file starts with; six random characters follow.
    var savingPrefix: String {
        let owned = g_path_get_basename(path)!
        defer { g_free(owned) }
        return "." + String(cString: owned) + ".saving-"
    }

    /// Removes the temporary files of saves that never finished; returns how many it removed.
    @discardableResult
    package func removeUnfinishedSaves() -> Int {
        let folder = self.folder
        guard let directory = g_dir_open(folder, 0, nil) else { return 0 }
        defer { g_dir_close(directory) }
        let prefix = savingPrefix
        var removed = 0
        while let entry = g_dir_read_name(directory) {
            let name = String(cString: entry)
            guard name.hasPrefix(prefix), name.utf8.count == prefix.utf8.count + 6 else { continue }
            if Self.removeIfAbandoned(folder + "/" + name) { removed += 1 }
        }
        return removed
    }

    /// Removes the regular file of this user at `path` if no process holds it locked (its save
    /// was killed); keeps it locked while it removes it.
    private static func removeIfAbandoned(_ path: String) -> Bool {
        var named = stat()
        guard lstat(path, &named) == 0, named.st_mode & S_IFMT == S_IFREG, named.st_uid == geteuid() else {
            return false
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var opened = stat()
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0,  // else a save is writing it now
            fstat(descriptor, &opened) == 0, opened.st_ino == named.st_ino, opened.st_dev == named.st_dev
        else { return false }
        return unlink(path) == 0
    }
}
