import TrailsData
import XCTest

/// `--regions`: three columns, alone or with `--data`, never with `--synthetic`.
final class TrailsOptionsRegionsTests: XCTestCase {
    private func command(_ arguments: [String]) -> TrailsOptions.Command? {
        try? TrailsOptions.parse(arguments).get()
    }

    private func usageError(_ arguments: [String]) -> String? {
        guard case .failure(let error) = TrailsOptions.parse(arguments) else { return nil }
        return error.description
    }

    func testWithoutRegionsTheAppHasTwoColumns() {
        XCTAssertEqual(command([]), .run(.builtIn, columns: .two))
        XCTAssertEqual(command(["--data", "x.json"]), .run(.file("x.json"), columns: .two))
        XCTAssertEqual(command(["--synthetic", "3"]), .run(.synthetic(3), columns: .two))
    }

    func testRegionsAlone() {
        XCTAssertEqual(command(["--regions"]), .run(.builtIn, columns: .three))
        XCTAssertNotEqual(command(["--regions"]), .run(.builtIn))
    }

    func testRegionsWithData() {
        XCTAssertEqual(command(["--regions", "--data", "x.json"]), .run(.file("x.json"), columns: .three))
        XCTAssertEqual(command(["--data", "x.json", "--regions"]), .run(.file("x.json"), columns: .three))
        XCTAssertEqual(command(["--data=x.json", "--regions"]), .run(.file("x.json"), columns: .three))
    }

    func testRegionsIsNotAFileName() {
        XCTAssertEqual(usageError(["--data", "--regions"]), "missing value for '--data'")
        XCTAssertEqual(command(["--data=--regions"]), .run(.file("--regions"), columns: .two))
    }

    func testRegionsWithSyntheticIsAUsageError() {
        let expected = "'--regions' and '--synthetic' cannot be used together"
        XCTAssertEqual(usageError(["--regions", "--synthetic", "3"]), expected)
        XCTAssertEqual(usageError(["--synthetic", "3", "--regions"]), expected)
        XCTAssertEqual(usageError(["--synthetic=3", "--regions"]), expected)
        XCTAssertEqual(usageError(["--regions", "--synthetic", "lots"]), expected)
    }

    func testRegionsGivenTwice() {
        XCTAssertEqual(usageError(["--regions", "--regions"]), "'--regions' given more than once")
        XCTAssertEqual(usageError(["--regions", "--data", "x.json", "--regions"]), "'--regions' given more than once")
    }

    func testRegionsTakesNoValue() {
        XCTAssertEqual(usageError(["--regions=yes"]), "option '--regions' does not take a value")
        XCTAssertEqual(usageError(["--regions="]), "option '--regions' does not take a value")
        XCTAssertEqual(usageError(["--regions", "Europe"]), "unexpected argument 'Europe'")
    }

    func testHelpAndVersionStillWin() {
        XCTAssertEqual(command(["--regions", "--help"]), .help)
        XCTAssertEqual(command(["--regions", "--data", "x.json", "--version"]), .version)
    }

    func testHelpTextLine() {
        let lines = TrailsOptions.helpText.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(
            lines.first, "usage: trails [--data FILE | --synthetic N] [--regions] [--plain-gtk] [--help] [--version]")
        XCTAssertTrue(lines.contains("  --regions       group the trails by region in a sidebar (three columns)"))
        XCTAssertTrue(lines.contains("  --synthetic N   show N generated trails (1 to 10000000), for benchmarks"))
    }
}
