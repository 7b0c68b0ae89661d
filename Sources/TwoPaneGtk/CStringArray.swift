import CGtk

/// Calls `body` with copies of `strings` as a NULL-terminated C array (`char **`, as
/// `g_application_run` takes its arguments), valid during the call.
func withMutableCStringArray<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
    var copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    copies.append(nil)
    return copies.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}

/// Calls `body` with copies of `strings` as a NULL-terminated C array of constant strings
/// (`const char * const *`, as GTK takes a list of names), valid during the call.
func withCStringArray<Result>(
    _ strings: [String],
    _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
    withMutableCStringArray(strings) { array in
        array.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: strings.count + 1) { body($0) }
    }
}
