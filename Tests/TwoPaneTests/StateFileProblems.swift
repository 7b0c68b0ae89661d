import TwoPaneState

/// The problem `body` throws (a state file's `read` or `write`), or nil when it succeeds.
func problem(of body: () throws(StateFileProblem) -> Void) -> StateFileProblem? {
    do throws(StateFileProblem) {
        try body()
        return nil
    } catch {
        return error
    }
}
