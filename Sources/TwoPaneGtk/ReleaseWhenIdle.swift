/// Objects whose last reference is dropped when the main loop is idle rather than at once.
/// A list whose rows are replaced (a search's new query) lets go of up to 200 row widgets in
/// one change; finalising them all there (the wrappers, GTK's dispose and finalize of each
/// widget) lengthened the key's block by about a quarter. They are dropped in the idle after
/// it instead, at most ``limit`` waiting at a time.
@MainActor
package enum ReleaseWhenIdle {
    /// How many objects may wait; one more drops them all at once.
    static let limit = 2_048
    private static var waiting: [AnyObject] = []

    /// Keeps `object` until the main loop is next idle.
    package static func hold(_ object: AnyObject) {
        if waiting.isEmpty { MainLoop.whenIdle { releaseAll() } }
        waiting.append(object)
        if waiting.count > limit { releaseAll() }
    }

    /// How many objects wait (for tests).
    package static var waitingCount: Int { waiting.count }

    private static func releaseAll() {
        let released = waiting
        waiting = []
        _ = released  // dropped here, after `waiting` is empty (a deinit may hold again)
    }
}
