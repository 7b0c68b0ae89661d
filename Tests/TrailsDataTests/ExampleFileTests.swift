import Glibc
import TrailsData
import XCTest

/// The example data file, and its copy in docs/DATA-FORMAT.md.
final class ExampleFileTests: XCTestCase {
    /// The package root, found from this file: `<root>/Tests/TrailsDataTests/<file>`.
    private let packageRoot = #filePath
        .split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")

    /// The bytes of the file at `path`; throws (failing the test) if it cannot be opened.
    private func contents(of path: String) throws -> [UInt8] {
        let file = try XCTUnwrap(fopen(path, "rb"), "cannot open \(path), errno \(errno)")
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    func testExampleFileLoads() throws {
        let trails = try TrailsFile.load(path: packageRoot + "/Resources/example-trails.json")
        XCTAssertEqual(trails.count, 5)
        XCTAssertEqual(Array(trails.prefix(4)), TrailCatalog.builtIn)
        XCTAssertEqual(trails.last?.name, "Tatras")
        XCTAssertEqual(trails.last?.formattedDistance, "24.5 km")
        XCTAssertEqual(trails.last?.primaryColor.hex, "#e01b24")
        XCTAssertEqual(trails.last?.secondaryColor.hex, "#f6d32d")
    }

    func testDocumentationShowsTheExampleFile() throws {
        let example = String(decoding: try contents(of: packageRoot + "/Resources/example-trails.json"), as: UTF8.self)
        let documentation = String(decoding: try contents(of: packageRoot + "/docs/DATA-FORMAT.md"), as: UTF8.self)
        let blocks = documentation.split(separator: "```json\n", maxSplits: 1, omittingEmptySubsequences: false)
        XCTAssertEqual(blocks.count, 2, "no ```json block in DATA-FORMAT.md")
        let firstBlock = blocks.last?.split(separator: "```", maxSplits: 1).first.map(String.init)
        XCTAssertEqual(firstBlock, example)
    }
}
