import Foundation
import TwoPaneState
import XCTest

/// The state file (GKeyFile under the user's state directory): values round-trip through a
/// save and a load; every kind of unusable file is refused with one problem naming the file,
/// the contents start empty (the app's defaults), and the next save replaces it cleanly.
/// Nothing here may warn through GLib: the tests run with every GLib warning fatal.
final class StateFileTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var path: String { directory.path + "/org.example.Test/state.ini" }

    override func setUp() {
        super.setUp()
        directory = TemporaryDirectory()
    }

    override func tearDown() {
        directory = nil
        super.tearDown()
    }

    func testTheDefaultPathIsUnderTheUsersStateDirectory() throws {
        // scripts/headless.sh points XDG_STATE_HOME at a fresh directory for every run.
        let stateHome = try XCTUnwrap(
            ProcessInfo.processInfo.environment["XDG_STATE_HOME"],
            "run the tests under scripts/headless.sh")
        XCTAssertEqual(StateFile.path(applicationID: "org.twopane.Trails"), stateHome + "/org.twopane.Trails/state.ini")
        XCTAssertEqual(
            StateFile(applicationID: "org.twopane.Trails", fileName: "other.ini").path,
            stateHome + "/org.twopane.Trails/other.ini")
    }

    func testAMissingFileIsNoProblemAndHoldsNothing() {
        let file = StateFile(path: path)
        XCTAssertFalse(file.isLoaded)
        XCTAssertNil(file.problemThrown(by: file.read))
        XCTAssertTrue(file.isLoaded)
        XCTAssertFalse(file.hasGroup("layout"))
        XCTAssertNil(file.integer("list-width", in: "layout"))
    }

    func testValuesRoundTripThroughSaveAndLoad() throws {
        let file = StateFile(path: path)
        XCTAssertNil(file.problemThrown(by: file.read))
        file.set(320, for: "list-width", in: "layout")
        file.set(-7, for: "offset", in: "layout")
        file.set(true, for: "dark-style", in: "preferences")
        file.set(false, for: "compact", in: "preferences")
        let awkward = "  two lines\nwith = and [brackets] and émoji 🏔 \\ end "
        file.set(awkward, for: "note", in: "preferences")
        XCTAssertNil(file.problemThrown(by: file.write))

        let directoryMode =
            try FileManager.default.attributesOfItem(atPath: directory.path + "/org.example.Test")[.posixPermissions]
            as? Int
        XCTAssertEqual(directoryMode, 0o700, "the app's state folder is created private")
        let fileMode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(fileMode, 0o600, "the state file is the user's alone")

        let reread = StateFile(path: path)
        XCTAssertNil(reread.problemThrown(by: reread.read))
        XCTAssertEqual(reread.integer("list-width", in: "layout"), 320)
        XCTAssertEqual(reread.integer("offset", in: "layout"), -7)
        XCTAssertEqual(reread.boolean("dark-style", in: "preferences"), true)
        XCTAssertEqual(reread.boolean("compact", in: "preferences"), false)
        XCTAssertEqual(reread.string("note", in: "preferences"), awkward)
        XCTAssertTrue(reread.hasGroup("layout") && reread.hasKey("offset", in: "layout"))

        reread.removeGroup("layout")
        XCTAssertNil(reread.problemThrown(by: reread.write))
        let third = StateFile(path: path)
        XCTAssertNil(third.problemThrown(by: third.read))
        XCTAssertFalse(third.hasGroup("layout"))
        XCTAssertEqual(third.boolean("dark-style", in: "preferences"), true, "other groups are kept")
    }

    func testValuesOfTheWrongTypeReadAsNil() throws {
        try write(
            bytes: Array("[layout]\nwidth=wide\nflag=maybe\nhuge=99999999999999999999999\nhalf=1.5\nbytes=".utf8)
                + [0xFF, 0xFE, 0x0A])
        let file = StateFile(path: path)
        XCTAssertNil(file.problemThrown(by: file.read))
        XCTAssertNil(file.integer("width", in: "layout"))
        XCTAssertNil(file.integer("huge", in: "layout"), "beyond 64 bits")
        XCTAssertNil(file.integer("half", in: "layout"))
        XCTAssertNil(file.boolean("flag", in: "layout"))
        XCTAssertEqual(file.string("width", in: "layout"), "wide")
        XCTAssertNil(file.string("bytes", in: "layout"), "not UTF-8")
        XCTAssertNil(file.integer("missing", in: "layout"))
        XCTAssertNil(file.string("missing", in: "nowhere"))
    }

    func testGarbageBytesAreRefused() throws {
        try write(bytes: [0x00, 0xFF, 0xFE, 0x0A, 0x5B, 0x5B, 0x01, 0x0A, 0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A])
        try assertRefused(reason: "it is not a key file (")
    }

    func testATextFileThatIsNotAKeyFileIsRefused() throws {
        try write("list-width=320\n")  // a key before any group
        try assertRefused(reason: "it is not a key file (")
    }

    /// GLib would stop at the NUL and load what comes before it; found by the state-file
    /// fuzzer (Fuzz/corpus/state-file/nul-bytes-found).
    func testAFileWithANulByteIsRefused() throws {
        try write("\u{0}\u{0}\u{0}\u{0}ay")
        try assertRefused(reason: "it is not a key file (it holds a NUL byte)")
    }

    /// A file that holds nothing is written as one empty line, which reads back: an empty
    /// file, which a crash may leave, is refused.
    func testNothingToHoldIsWrittenAsAFileThatReadsBack() throws {
        let file = StateFile(path: path)
        XCTAssertNil(file.problemThrown(by: file.write))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "\n")
        let again = StateFile(path: path)
        XCTAssertNil(again.problemThrown(by: again.read))
    }

    func testAnEmptyFileIsRefused() throws {
        try write("")
        try assertRefused(reason: "it is empty")
    }

    func testADirectoryInPlaceOfTheFileIsRefusedAndNotReplaced() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try assertRefused(reason: "it is a directory, not a regular file", replacedOnSave: false)
        let file = StateFile(path: path)
        let problem = try XCTUnwrap(file.problemThrown(by: file.write), "a directory cannot be replaced by a file")
        XCTAssertEqual(problem.operation, .saving)
        XCTAssertEqual(problem.description, "cannot save the state file '\(path)': it is a directory")
    }

    func testASymbolicLinkLoopIsUnreadable() throws {
        try makeParent()
        XCTAssertEqual(symlink("state.ini", path), 0, "ln -s state.ini state.ini")
        try assertRefused(reason: "cannot read it: Too many levels of symbolic links")
    }

    func testAFileWithoutReadPermissionIsUnreadable() throws {
        try XCTSkipIf(geteuid() == 0, "root reads any file: this case needs an ordinary user")
        try write("[layout]\nlist-width=320\n")
        XCTAssertEqual(chmod(path, 0), 0)
        try assertRefused(reason: "cannot read it: Permission denied")
    }

    func testANamedPipeIsRefusedWithoutWaitingForAWriter() throws {
        try makeParent()
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let started = Date()
        try assertRefused(reason: "it is a named pipe, not a regular file")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "opening the pipe would have blocked")
    }

    func testAFileOverTheSizeLimitIsRefused() throws {
        let limit = StateFile.maximumByteCount
        var text = "[layout]\n"
        while text.utf8.count < limit - 20 { text += "# padding padding padding padding padding\n" }
        text += String(repeating: "#", count: limit - text.utf8.count - 1) + "\n"
        XCTAssertEqual(text.utf8.count, limit)
        try write(text + "list-width=320\n")
        try assertRefused(reason: "it is larger than 64 KiB (\(limit + 15) bytes)")

        try write(text)  // exactly at the limit: fine
        let file = StateFile(path: path)
        XCTAssertNil(file.problemThrown(by: file.read))
        XCTAssertTrue(file.hasGroup("layout"))
    }

    func testASaveThatCannotCreateTheFolderIsAProblem() throws {
        try write("not a folder")
        let blocked = StateFile(path: path + "/inside/state.ini")
        XCTAssertEqual(blocked.problemThrown(by: blocked.read)?.reason, "cannot read it: Not a directory")
        let problem = try XCTUnwrap(blocked.problemThrown(by: blocked.write))
        XCTAssertEqual(problem.operation, .saving)
        XCTAssertTrue(
            problem.description.hasPrefix(
                "cannot save the state file '\(path)/inside/state.ini': cannot create the folder"),
            problem.description)
        XCTAssertFalse(problem.description.contains("\n"))
    }

    func testAProblemIsOneLineWhateverThePath() {
        let problem = StateFileProblem(path: "/tmp/a\nb/state.ini", operation: .loading, reason: "bad\r\nvalue")
        XCTAssertEqual(
            problem.description,
            "ignoring the state file '/tmp/a\\u{a}b/state.ini': bad\\u{d}\\u{a}value; starting with defaults")
    }

    // MARK: Helpers

    /// Loads the file at `path`: one loading problem with exactly `reason` (or a reason that
    /// starts with it, when it ends with "("), naming the file, and nothing loaded. Then a
    /// save replaces the file with a clean one that loads (unless `replacedOnSave` is false).
    private func assertRefused(
        reason: String, replacedOnSave: Bool = true,
        file testFile: StaticString = #filePath, line: UInt = #line
    ) throws {
        let file = StateFile(path: path)
        file.set(1, for: "stale", in: "layout")
        let refused = try XCTUnwrap(
            file.problemThrown(by: file.read), "the file is refused", file: testFile, line: line)
        XCTAssertEqual(refused.operation, .loading, file: testFile, line: line)
        XCTAssertEqual(refused.path, path, file: testFile, line: line)
        if reason.hasSuffix("(") {
            XCTAssertTrue(refused.reason.hasPrefix(reason), "reason: \(refused.reason)", file: testFile, line: line)
        } else {
            XCTAssertEqual(refused.reason, reason, file: testFile, line: line)
        }
        XCTAssertTrue(refused.description.hasPrefix("ignoring the state file '\(path)': "), file: testFile, line: line)
        XCTAssertTrue(refused.description.hasSuffix("; starting with defaults"), file: testFile, line: line)
        XCTAssertFalse(refused.description.contains("\n"), "one line", file: testFile, line: line)
        XCTAssertFalse(
            file.hasGroup("layout"), "nothing is kept from before or from the file", file: testFile, line: line)
        guard replacedOnSave else { return }
        file.set(320, for: "list-width", in: "layout")
        XCTAssertNil(file.problemThrown(by: file.write), "the save replaces the bad file", file: testFile, line: line)
        let reread = StateFile(path: path)
        XCTAssertNil(reread.problemThrown(by: reread.read), "the new file loads", file: testFile, line: line)
        XCTAssertEqual(reread.integer("list-width", in: "layout"), 320, file: testFile, line: line)
    }

    private func makeParent() throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
    }

    private func write(_ text: String) throws {
        try write(bytes: Array(text.utf8))
    }

    private func write(bytes: [UInt8]) throws {
        try makeParent()
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}

/// A fresh directory under the system's temporary directory, removed with everything in it
/// when the object goes away.
final class TemporaryDirectory {
    let path: String

    init() {
        var template = Array(
            ((NSTemporaryDirectory() as NSString).appendingPathComponent("twopane-test-XXXXXX")).utf8CString)
        path = template.withUnsafeMutableBufferPointer { buffer in
            guard let created = mkdtemp(buffer.baseAddress!) else { preconditionFailure("mkdtemp failed") }
            return String(cString: created)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
