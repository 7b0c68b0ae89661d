import Foundation
import TwoPaneState
import XCTest

/// A save writes `.<name>.saving-XXXXXX` beside the state file, locked until it renames it
/// over the file. The temporary file of a killed save (unlocked) is removed by the next
/// read or write; nothing else in the folder is. A save that fails leaves the file as it was
/// and no temporary file.
final class UnfinishedSaveTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var folder: String { directory.path + "/org.example.Test" }
    private var path: String { folder + "/state.ini" }

    override func setUp() {
        super.setUp()
        directory = TemporaryDirectory()
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        directory = nil
        super.tearDown()
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    private func make(_ name: String, _ text: String = "x\n") throws {
        try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
    }

    func testAKilledSavesFileIsRemovedByTheNextReadAndTheNextWrite() throws {
        try make(".state.ini.saving-aB3dE9", "[layout]\nhalf")
        let file = StateFile(path: path)
        XCTAssertNil(file.problemThrown(by: file.read))
        XCTAssertEqual(try names(), [], "the read removed the killed save's file")

        try make(".state.ini.saving-Zz0000")
        file.set(1, for: "width", in: "layout")
        XCTAssertNil(file.problemThrown(by: file.write))
        XCTAssertEqual(try names(), ["state.ini"], "the write removed it, and left none of its own")
    }

    func testASaveInProgressIsLeftAlone() throws {
        try make(".state.ini.saving-Lock3d")
        // Another save holding its temporary file: a lock on another open file description
        // conflicts even within one process.
        let descriptor = open(folder + "/.state.ini.saving-Lock3d", O_RDONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        XCTAssertEqual(flock(descriptor, LOCK_EX), 0)
        let file = StateFile(path: path)
        XCTAssertNil(file.problemThrown(by: file.read))
        XCTAssertEqual(try names(), [".state.ini.saving-Lock3d"])
    }

    func testNothingElseInTheFolderIsRemoved() throws {
        let others = [
            "state.ini.Ab12Cd",  // GLib's temporary files' pattern: not ours
            ".state.ini.saving-short",  // not six characters
            ".state.ini.saving-toolong1",
            ".other.ini.saving-aB3dE9",  // another state file's
            "notes.txt",
        ]
        for name in others { try make(name) }
        try FileManager.default.createDirectory(
            atPath: folder + "/.state.ini.saving-Dir123", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/.state.ini.saving-Link12", withDestinationPath: folder + "/notes.txt")
        let file = StateFile(path: path)
        XCTAssertNil(file.problemThrown(by: file.read))
        XCTAssertEqual(
            try names(), (others + [".state.ini.saving-Dir123", ".state.ini.saving-Link12"]).sorted())
    }

    /// A write that fails (here the file-size limit, as a full disk would) leaves the file
    /// as it was and removes its temporary file.
    func testAFailedWriteLeavesTheFileAsItWasAndNoTemporaryFile() throws {
        let file = StateFile(path: path)
        file.set(320, for: "list-width", in: "layout")
        XCTAssertNil(file.problemThrown(by: file.write))
        let before = try String(contentsOfFile: path, encoding: .utf8)

        file.set(String(repeating: "long ", count: 100), for: "note", in: "layout")
        let ignored = signal(SIGXFSZ, SIG_IGN)
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
        var small = limit
        small.rlim_cur = rlim_t(before.utf8.count + 8)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small)
        let problem = file.problemThrown(by: file.write)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
        signal(SIGXFSZ, ignored)

        XCTAssertEqual(problem?.reason, "cannot write it: File too large")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), before, "the file is as it was")
        XCTAssertEqual(try names(), ["state.ini"], "no temporary file is left")
    }
}
