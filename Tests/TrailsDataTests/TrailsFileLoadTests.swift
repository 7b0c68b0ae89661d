import Glibc
import TrailsData
import XCTest

final class TrailsFileLoadTests: XCTestCase {
    /// Temporary files and directories to remove in `tearDown`, files first.
    private var temporaryFiles: [String] = []
    private var temporaryDirectories: [String] = []

    override func tearDown() {
        for path in temporaryFiles { unlink(path) }
        for path in temporaryDirectories.reversed() { rmdir(path) }
        temporaryFiles = []
        temporaryDirectories = []
        super.tearDown()
    }

    /// A new file in /tmp made with `mkstemp`, holding `bytes`.
    private func makeTemporaryFile(_ bytes: [UInt8]) throws -> String {
        var template = Array("/tmp/trails-data-test-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw SetupFailure("mkstemp failed, errno \(errno)") }
        defer { close(descriptor) }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        temporaryFiles.append(path)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            XCTAssertGreaterThan(count, 0, "write failed, errno \(errno)")
            if count <= 0 { break }
            written += count
        }
        return path
    }

    /// A new empty directory in /tmp made with `mkdtemp`.
    private func makeTemporaryDirectory() throws -> String {
        var template = Array("/tmp/trails-data-test-XXXXXX".utf8CString)
        let result = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard result != nil else { throw SetupFailure("mkdtemp failed, errno \(errno)") }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        temporaryDirectories.append(path)
        return path
    }

    private func assertLoadError(_ path: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line)
    {
        do {
            let trails = try TrailsFile.load(path: path)
            XCTFail("expected \(expected), loaded \(trails)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.description, expected, file: file, line: line)
            XCTAssertEqual(error.path, path, file: file, line: line)
        }
    }

    func testLoadsAValidTemporaryFile() throws {
        let path = try makeTemporaryFile(Array(oneTrail().utf8))
        XCTAssertEqual(try TrailsFile.load(path: path), [alpsWithoutRegionOrStages])
    }

    func testMissingFile() throws {
        let directory = try makeTemporaryDirectory()
        assertLoadError("\(directory)/missing.json", "\(directory)/missing.json: no such file")
    }

    func testDirectory() throws {
        let directory = try makeTemporaryDirectory()
        assertLoadError(directory, "\(directory): is a directory")
    }

    func testPathThroughAFileIsReportedWithTheSystemMessage() throws {
        let path = try makeTemporaryFile(Array("{}".utf8)) + "/trails.json"
        assertLoadError(path, "\(path): cannot open the file: Not a directory")
    }

    func testUnreadableFile() throws {
        let path = try makeTemporaryFile(Array(oneTrail().utf8))
        XCTAssertEqual(try TrailsFile.load(path: path).count, 1)
        XCTAssertEqual(chmod(path, 0), 0)
        if getuid() == 0 {
            throw XCTSkip("running as root, which reads files regardless of permissions")
        }
        assertLoadError(path, "\(path): permission denied")
    }

    func testFileLargerThanTenMebibytesIsRejectedBeforeReading() throws {
        let path = try makeTemporaryFile([UInt8](repeating: UInt8(ascii: "x"), count: 11 * 1024 * 1024))
        assertLoadError(path, "\(path): file is larger than 10 MiB (11534336 bytes)")
    }

    func testFileOfExactlyTenMebibytesIsAccepted() throws {
        var bytes = Array(#"{"trails": []}"#.utf8)
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: TrailsFile.maximumByteCount - bytes.count)
        let path = try makeTemporaryFile(bytes)
        XCTAssertEqual(try TrailsFile.load(path: path), [])
    }

    func testReadingStopsAtTheLimitWhenTheSizeIsUnknown() {
        // /dev/zero reports size 0 and never ends.
        assertLoadError("/dev/zero", "/dev/zero: file is larger than 10 MiB")
    }

    func testEmptyFile() throws {
        let path = try makeTemporaryFile([])
        assertLoadError(path, "\(path): file is empty")
    }

    func testContentErrorsCarryThePath() throws {
        let path = try makeTemporaryFile(Array(#"{"trails": [1]}"#.utf8))
        assertLoadError(path, "\(path): trails[0]: expected an object, found a number")
        let invalid = try makeTemporaryFile([0x7B, 0xFF])
        assertLoadError(invalid, "\(invalid): line 1, column 2: not valid UTF-8 at byte 2")
    }
}

/// A test could not set up its files; thrown to fail the test.
private struct SetupFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
