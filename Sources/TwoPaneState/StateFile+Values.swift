import CGtk

/// The values: typed reads that answer `nil` for anything missing or malformed, and writes
/// that ``StateFile/write()`` puts in the file.
extension StateFile {
    /// Whether `group` holds any key.
    ///
    /// ```swift
    /// if state.hasGroup("layout") { /* restore it */ }
    /// ```
    public func hasGroup(_ group: String) -> Bool {
        Self.checkName(group)
        return g_key_file_has_group(keyFile, group) != 0
    }

    /// Whether `group` has `key`, whatever its value.
    ///
    /// ```swift
    /// let truncated = !state.hasKey("list-width", in: "layout")
    /// ```
    public func hasKey(_ key: String, in group: String) -> Bool {
        Self.checkName(group)
        Self.checkName(key)
        return g_key_file_has_key(keyFile, group, key, nil) != 0
    }

    /// The whole number `key` holds in `group` (decimal digits, an optional sign); `nil` when it
    /// is missing, not a whole number, or beyond 64 bits (GLib's own reader would saturate).
    ///
    /// ```swift
    /// let width = state.integer("list-width", in: "layout") ?? 320
    /// ```
    public func integer(_ key: String, in group: String) -> Int? {
        guard hasKey(key, in: group) else { return nil }
        guard let value = g_key_file_get_value(keyFile, group, key, nil) else { return nil }
        defer { g_free(value) }
        return Int(String(cString: value))
    }

    /// The boolean `key` holds in `group` (`true`, `false`, `1` or `0`); `nil` when it is
    /// missing or not a boolean.
    ///
    /// ```swift
    /// let dark = state.boolean("dark-style", in: "preferences") ?? false
    /// ```
    public func boolean(_ key: String, in group: String) -> Bool? {
        guard hasKey(key, in: group) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let value = g_key_file_get_boolean(keyFile, group, key, &error)
        guard error == nil else {
            g_error_free(error)
            return nil
        }
        return value != 0
    }

    /// The text `key` holds in `group`, unescaped; `nil` when it is missing or not UTF-8.
    ///
    /// ```swift
    /// let selected = state.string("selection", in: "layout")
    /// ```
    public func string(_ key: String, in group: String) -> String? {
        guard hasKey(key, in: group) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let value = g_key_file_get_string(keyFile, group, key, &error) else {
            if error != nil { g_error_free(error) }
            return nil
        }
        defer { g_free(value) }
        return String(validatingCString: value)
    }

    /// Stores a whole number; ``write()`` writes it. Group and key names are ASCII letters,
    /// digits, `-`, `_` and `.` (anything else traps: GLib would refuse it).
    ///
    /// ```swift
    /// state.set(420, for: "list-width", in: "layout")
    /// ```
    public func set(_ value: Int, for key: String, in group: String) {
        Self.checkName(group)
        Self.checkName(key)
        g_key_file_set_int64(keyFile, group, key, gint64(value))
    }

    /// Stores a boolean (`true` or `false`); ``write()`` writes it.
    ///
    /// ```swift
    /// state.set(true, for: "dark-style", in: "preferences")
    /// ```
    public func set(_ value: Bool, for key: String, in group: String) {
        Self.checkName(group)
        Self.checkName(key)
        g_key_file_set_boolean(keyFile, group, key, value ? 1 : 0)
    }

    /// Stores text (escaped as the format needs: line breaks, leading spaces…); ``write()``
    /// writes it.
    ///
    /// ```swift
    /// state.set("Alps", for: "selection", in: "layout")
    /// ```
    public func set(_ value: String, for key: String, in group: String) {
        Self.checkName(group)
        Self.checkName(key)
        g_key_file_set_string(keyFile, group, key, value)
    }

    /// Forgets `group` and every key in it.
    ///
    /// ```swift
    /// state.removeGroup("layout")   // the next start uses the defaults
    /// ```
    public func removeGroup(_ group: String) {
        Self.checkName(group)
        if g_key_file_has_group(keyFile, group) != 0 { g_key_file_remove_group(keyFile, group, nil) }
    }

    /// Forgets `key` of `group`, if it is there.
    ///
    /// ```swift
    /// state.removeKey("selection", in: "layout")
    /// ```
    public func removeKey(_ key: String, in group: String) {
        Self.checkName(group)
        Self.checkName(key)
        if g_key_file_has_key(keyFile, group, key, nil) != 0 { g_key_file_remove_key(keyFile, group, key, nil) }
    }

    /// Group and key names are ASCII letters, digits, `-`, `_` and `.`: GLib rejects some
    /// other characters with a critical warning, and names are the program's, not the user's.
    private static func checkName(_ name: String) {
        precondition(
            !name.isEmpty
                && name.utf8.allSatisfy { byte in
                    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                        || byte == 0x2D || byte == 0x5F || byte == 0x2E
                }, "state file group and key names are ASCII letters, digits, '-', '_' and '.'")
    }
}
