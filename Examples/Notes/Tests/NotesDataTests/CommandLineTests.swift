import Foundation
import NotesData
import XCTest

/// `notes`' command line: parsed, and run as a program.
final class CommandLineTests: XCTestCase {
    func testParsing() {
        let cases: [([String], NotesOptions.Command)] = [
            ([], .run(databasePath: nil)),
            (["--database", "/x/n.sqlite"], .run(databasePath: "/x/n.sqlite")),
            (["--seed", "s.sqlite"], .seed(path: "s.sqlite", count: 100_000)),
            (["--seed", "s.sqlite", "--count", "40"], .seed(path: "s.sqlite", count: 40)),
            (["--count", "0", "--seed", "s.sqlite"], .seed(path: "s.sqlite", count: 0)),
            (["--count", "10000000", "--seed", "s"], .seed(path: "s", count: 10_000_000)),
            (["--seed", "s", "--help"], .help),
            (["-h"], .help),
        ]
        for (arguments, command) in cases {
            XCTAssertEqual(try NotesOptions.parse(arguments).get(), command, "\(arguments)")
        }
    }

    func testUsageErrors() {
        let cases: [([String], String)] = [
            (["--seed"], "--seed needs a value"),
            (["--seed", ""], "--seed needs a value"),
            (["--seed", "s", "--count", "many"], "--count: 'many' is not a whole number from 0 to 10000000"),
            (["--seed", "s", "--count", "-1"], "--count: '-1' is not a whole number from 0 to 10000000"),
            (["--seed", "s", "--count", "10000001"], "--count: '10000001' is not a whole number from 0 to 10000000"),
            (["--count", "5"], "--count goes with --seed"),
            (["--seed", "s", "--database", "d"], "--seed and --database do not go together"),
            (["--verbose"], "unknown argument '--verbose'; try --help"),
            (["--seed", "s", "--count", "1\n2"], "--count: '1\\u{a}2' is not a whole number from 0 to 10000000"),
        ]
        for (arguments, message) in cases {
            guard case .failure(let error) = NotesOptions.parse(arguments) else {
                XCTFail("\(arguments) parsed")
                continue
            }
            XCTAssertEqual(error.description, message)
        }
    }

    func testTheDefaultDatabasePathFollowsXDG() {
        XCTAssertEqual(
            NotesOptions.defaultDatabasePath(dataHome: "/data", home: "/home/ann"),
            "/data/org.twopane.example.Notes/notes.sqlite")
        for dataHome in [nil, "", "relative/path"] {
            XCTAssertEqual(
                NotesOptions.defaultDatabasePath(dataHome: dataHome, home: "/home/ann"),
                "/home/ann/.local/share/org.twopane.example.Notes/notes.sqlite")
        }
        XCTAssertNil(NotesOptions.defaultDatabasePath(dataHome: nil, home: nil))
        XCTAssertNil(NotesOptions.defaultDatabasePath(dataHome: "x", home: ""))
    }

    // MARK: The program

    /// The `notes` program beside the test bundle, run with `arguments` and this process's
    /// environment plus `environment`, less the variables `unsetting` names: its exit status,
    /// standard output and standard error.
    private func notes(
        _ arguments: [String], environment: [String: String] = [:], unsetting: [String] = []
    ) throws -> (
        status: Int32, output: String, error: String
    ) {
        let testProgram = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let directory = URL(fileURLWithPath: testProgram).deletingLastPathComponent()
        let program = directory.appendingPathComponent("notes")
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            throw XCTSkip("no notes program at \(program.path): build it with the tests")
        }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .filter { !unsetting.contains($0.key) }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }

    func testSeedWritesADatabase() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.file("seeded.sqlite")
        let result = try notes(["--seed", path, "--count", "500"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.hasPrefix("notes: 500 notes written to \(path) in "), result.output)
        XCTAssertEqual(try NotesDatabase(path: path).folders().map(\.noteCount).reduce(0, +), 500)
    }

    func testABadSeedPathOrCountIsOneLineAndStatus2() throws {
        let folder = try TemporaryFolder(self)
        let text = folder.file("notes.txt")
        try write(Array("hello\n".utf8), to: text)
        let cases: [([String], String)] = [
            (
                ["--seed", folder.file("nowhere/n.sqlite")],
                "notes: \(folder.file("nowhere/n.sqlite")): no such folder \(folder.file("nowhere"))\n"
            ),
            (["--seed", text], "notes: \(text): not an SQLite database\n"),
            (["--seed", folder.path], "notes: \(folder.path): a folder, not a file\n"),
            (
                ["--seed", folder.file("n.sqlite"), "--count", "lots"],
                "notes: --count: 'lots' is not a whole number from 0 to 10000000\n"
            ),
        ]
        for (arguments, message) in cases {
            let result = try notes(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.error, message)
            XCTAssertEqual(result.output, "")
        }
        XCTAssertEqual(contents(of: text), Array("hello\n".utf8))
    }

    /// The database is made, and seeded, before the window opens: run with no display, the
    /// window cannot open (GTK exits), and the database is there. The window itself is
    /// Tests/EndToEnd/example_notes_test.py's.
    func testTheFirstStartCreatesAndSeedsTheDefaultDatabase() throws {
        let folder = try TemporaryFolder(self)
        let noDisplay = ["XDG_DATA_HOME": folder.file("data"), "GDK_BACKEND": "x11"]
        let unset = ["DISPLAY", "WAYLAND_DISPLAY", "G_DEBUG"]
        let result = try notes([], environment: noDisplay, unsetting: unset)
        XCTAssertNotEqual(result.status, 0, "a window opened: \(result.error)")
        // GTK 4.8 says "cannot open display", 4.18 "Failed to open display".
        XCTAssertTrue(
            result.error.contains("cannot open display") || result.error.contains("Failed to open display"),
            result.error)
        let path = folder.file("data/org.twopane.example.Notes/notes.sqlite")
        XCTAssertEqual(try NotesDatabase(path: path).folders().map(\.noteCount).reduce(0, +), 40)
        XCTAssertEqual(result.output, "")
        // The second start finds it and adds nothing.
        XCTAssertNotEqual(try notes([], environment: noDisplay, unsetting: unset).status, 0)
        XCTAssertEqual(try NotesDatabase(path: path).folders().map(\.noteCount).reduce(0, +), 40)
    }
}
