import CSQLite
import Foundation
import NotesData
import XCTest

/// A new folder under /tmp for one test, removed (made writable again first) when the test
/// ends.
final class TemporaryFolder {
    let path: String
    /// Cleanups to run before the folder is removed, last added first (unmount, chattr -i).
    private var undo: [() -> Void] = []

    init(_ test: XCTestCase) throws {
        var template = Array("/tmp/notes-tests.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXError(.EIO) }
        path = String(cString: made)
        test.addTeardownBlock { [self] in
            for step in undo.reversed() { step() }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// The path of `name` in the folder.
    func file(_ name: String) -> String { path + "/" + name }

    func onTeardown(_ step: @escaping () -> Void) { undo.append(step) }
}

/// The bytes of the file at `path`, or nil if there is none.
func contents(of path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
}

func write(_ bytes: [UInt8], to path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { throw POSIXError(.EIO) }
}

/// The files SQLite may leave beside a database.
func journalFiles(of path: String) -> [String] {
    ["-wal", "-shm", "-journal"].map { path + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
}

/// Runs a program (found on PATH), its output discarded; its exit status.
@discardableResult
func runProgram(_ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
}

/// Whether the file at `path` can be opened for writing, by this process, now.
func isWritable(_ path: String) -> Bool {
    let descriptor = open(path, O_WRONLY)
    if descriptor >= 0 { close(descriptor) }
    return descriptor >= 0
}

/// Whether a new file can be made in the folder at `path`.
func canCreateFile(in path: String) -> Bool {
    let probe = path + "/.probe"
    let descriptor = open(probe, O_WRONLY | O_CREAT, 0o600)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    unlink(probe)
    return true
}

/// The error `body` throws, or a failure if it throws none.
func problem<T>(
    _ body: () throws -> T, file: StaticString = #filePath, line: UInt = #line
) -> NotesDatabaseError.Problem? {
    do {
        _ = try body()
        XCTFail("no error thrown", file: file, line: line)
    } catch let error as NotesDatabaseError {
        return error.problem
    } catch {
        XCTFail("not a NotesDatabaseError: \(error)", file: file, line: line)
    }
    return nil
}

/// A plain SQLite connection: another program using the same file.
final class OtherConnection {
    private var handle: OpaquePointer?

    init(_ path: String, busyTimeoutMilliseconds: Int32 = 0) {
        sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs `sql`; SQLite's result code.
    @discardableResult
    func execute(_ sql: String) -> Int32 { sqlite3_exec(handle, sql, nil, nil, nil) }

    /// The first column of the first row, as an integer.
    func integer(_ sql: String) -> Int64? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { return nil }
        defer { sqlite3_finalize(statement) }
        return sqlite3_step(statement) == SQLITE_ROW ? sqlite3_column_int64(statement, 0) : nil
    }

    /// Every value of the first column, as text.
    func strings(_ sql: String) -> [String] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_finalize(statement) }
        var values: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            values.append(String(cString: sqlite3_column_text(statement, 0)))
        }
        return values
    }
}

/// Waits (up to 10 s) until some connection holds the write lock of the database at `path`.
func waitForWriteLock(_ path: String) -> Bool {
    let probe = OtherConnection(path)
    for _ in 0..<1000 {
        if probe.execute("BEGIN IMMEDIATE") == SQLITE_BUSY { return true }
        probe.execute("ROLLBACK")
        usleep(10_000)
    }
    return false
}

/// A fixed time zone for tests of days, restored afterwards: `TZ` is read by
/// ``SectionBoundaries`` at each `init`.
func withTimeZone<T>(_ zone: String, _ body: () throws -> T) rethrows -> T {
    let previous = getenv("TZ").map { String(cString: $0) }
    setenv("TZ", zone, 1)
    tzset()
    defer {
        if let previous { setenv("TZ", previous, 1) } else { unsetenv("TZ") }
        tzset()
    }
    return try body()
}

/// Milliseconds since the epoch of a UTC date and time.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Int64 {
    var parts = tm()
    parts.tm_year = Int32(year - 1900)
    parts.tm_mon = Int32(month - 1)
    parts.tm_mday = Int32(day)
    parts.tm_hour = Int32(hour)
    parts.tm_min = Int32(minute)
    parts.tm_sec = Int32(second)
    return Int64(timegm(&parts)) * 1000
}

/// The resident set size of this process now, in KiB (`VmRSS`).
func residentKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// Milliseconds `body` took, on the monotonic clock.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    try body()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1_000_000
}

/// Monotonic milliseconds, for timing async work.
func monotonicMilliseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
}
