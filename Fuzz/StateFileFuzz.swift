// libFuzzer target: the state file loader (StateFile over GLib's key file). The bytes are
// the file; read() either loads it or throws one loading problem naming it and holds nothing
// (the app's defaults apply). A file it loaded is written back and read again without a
// problem, with the same layout group. Built by scripts/fuzz.sh with Sources/TwoPaneState.
import Glibc

private let folder: String = {
    let path = "/tmp/twopane-fuzz-state-\(getpid())"
    mkdir(path, 0o700)
    return path
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFile(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let path = folder + "/state.ini"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    precondition(descriptor >= 0, "cannot write \(path)")
    precondition(write(descriptor, data, count) == count, "cannot write \(path)")
    close(descriptor)

    let file = StateFile(path: path)
    file.set(1, for: "stale", in: "stale")
    do throws(StateFileProblem) {
        try file.read()
    } catch {
        precondition(error.operation == .loading && error.path == path, "a problem about another file: \(error)")
        precondition(!error.description.contains("\n"), "a problem of more than one line: \(error)")
        precondition(!file.hasGroup("stale") && !file.hasGroup("layout"), "a refused file left contents")
        return 0
    }
    let width = file.integer("list-width", in: "layout")
    let selection = file.string("selection", in: "layout")
    do throws(StateFileProblem) {
        try file.write()
        let again = StateFile(path: path)
        try again.read()
        precondition(
            again.integer("list-width", in: "layout") == width && again.string("selection", in: "layout") == selection,
            "the file read back differs")
    } catch {
        preconditionFailure("a loaded file could not be written and read back: \(error)")
    }
    return 0
}
