import TrailsData
import XCTest

final class TrailsFileErrorTests: XCTestCase {
    func testDescriptionIsPathColonProblem() {
        let error = TrailsFileError(path: "/data/trails.json", problem: "file is empty")
        XCTAssertEqual(error.description, "/data/trails.json: file is empty")
        XCTAssertEqual(error.path, "/data/trails.json")
        XCTAssertEqual(error.problem, "file is empty")
    }

    func testControlCharactersInThePathAreEscaped() {
        let error = TrailsFileError(path: "a\nb\\c.json", problem: "no such file")
        XCTAssertEqual(error.description, #"a\nb\c.json: no such file"#)
    }

    func testEquatable() {
        XCTAssertEqual(TrailsFileError(path: "a", problem: "b"), TrailsFileError(path: "a", problem: "b"))
        XCTAssertNotEqual(TrailsFileError(path: "a", problem: "b"), TrailsFileError(path: "a", problem: "c"))
    }

    func testParseUsesThePathGiven() {
        do {
            _ = try TrailsFile.parse([], path: "elsewhere/x.json")
            XCTFail("parsed empty input")
        } catch {
            XCTAssertEqual(error, TrailsFileError(path: "elsewhere/x.json", problem: "file is empty"))
        }
    }
}
