import TrailsData
import XCTest

final class TrailsOptionsTests: XCTestCase {
    private func command(_ arguments: [String]) -> TrailsOptions.Command? {
        try? TrailsOptions.parse(arguments).get()
    }

    private func usageError(_ arguments: [String]) -> String? {
        guard case .failure(let error) = TrailsOptions.parse(arguments) else { return nil }
        return error.description
    }

    func testNoArgumentsRunsWithBuiltInTrails() {
        XCTAssertEqual(command([]), .run(.builtIn))
    }

    func testDataOption() {
        XCTAssertEqual(command(["--data", "my trails.json"]), .run(.file("my trails.json")))
        XCTAssertEqual(command(["--data=x.json"]), .run(.file("x.json")))
        XCTAssertEqual(command(["--data=a=b.json"]), .run(.file("a=b.json")))
        XCTAssertEqual(command(["--data=-odd.json"]), .run(.file("-odd.json")))
        XCTAssertEqual(command(["--data", "-"]), .run(.file("-")))
    }

    func testHelpAndVersion() {
        XCTAssertEqual(command(["-h"]), .help)
        XCTAssertEqual(command(["--help"]), .help)
        XCTAssertEqual(command(["--version"]), .version)
        XCTAssertEqual(command(["--data", "x.json", "--version"]), .version)
        XCTAssertEqual(command(["--help", "--frobnicate"]), .help)
    }

    func testUnknownOption() {
        XCTAssertEqual(usageError(["--frobnicate"]), "unknown option '--frobnicate'")
        XCTAssertEqual(usageError(["-x"]), "unknown option '-x'")
        XCTAssertEqual(usageError(["--frobnicate", "--help"]), "unknown option '--frobnicate'")
    }

    func testMissingValueForData() {
        XCTAssertEqual(usageError(["--data"]), "missing value for '--data'")
        XCTAssertEqual(usageError(["--data="]), "missing value for '--data'")
        XCTAssertEqual(usageError(["--data", "--help"]), "missing value for '--data'")
    }

    func testDataGivenTwice() {
        XCTAssertEqual(usageError(["--data", "a", "--data", "b"]), "'--data' given more than once")
        XCTAssertEqual(usageError(["--data=a", "--data=a"]), "'--data' given more than once")
    }

    func testUnexpectedArgument() {
        XCTAssertEqual(usageError(["foo"]), "unexpected argument 'foo'")
        XCTAssertEqual(usageError(["--data", "a", "b"]), "unexpected argument 'b'")
        XCTAssertEqual(usageError(["-"]), "unexpected argument '-'")
    }

    func testValueForAnOptionWithoutOne() {
        XCTAssertEqual(usageError(["--help=yes"]), "option '--help' does not take a value")
    }

    func testUsageErrorsStayOnOneLine() {
        XCTAssertEqual(usageError(["foo\nbar"]), #"unexpected argument 'foo\nbar'"#)
        XCTAssertEqual(usageError(["--it's"]), #"unknown option '--it\'s'"#)
    }

    func testHelpTextListsEveryOption() {
        let lines = TrailsOptions.helpText.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 7)
        XCTAssertTrue(lines[0].hasPrefix("usage: trails"))
        XCTAssertTrue(lines[1].contains("--data FILE"))
        XCTAssertTrue(lines[2].contains("--synthetic N"))
        XCTAssertTrue(lines[3].contains("--regions"))
        XCTAssertTrue(lines[4].contains("--plain-gtk"))
        XCTAssertTrue(lines[5].contains("--help"))
        XCTAssertTrue(lines[5].contains("-h"))
        XCTAssertTrue(lines[6].contains("--version"))
    }

    /// Libadwaita's look unless `--plain-gtk`, once, without a value, with any other option;
    /// passed on to the running Trails as given.
    func testPlainGTK() {
        XCTAssertEqual(command([]), .run(.builtIn, columns: .two, look: .adwaita))
        XCTAssertEqual(command(["--plain-gtk"]), .run(.builtIn, look: .plainGTK))
        XCTAssertEqual(
            command(["--regions", "--plain-gtk", "--data", "x.json"]),
            .run(.file("x.json"), columns: .three, look: .plainGTK))
        XCTAssertEqual(usageError(["--plain-gtk", "--plain-gtk"]), "'--plain-gtk' given more than once")
        XCTAssertEqual(usageError(["--plain-gtk=yes"]), "option '--plain-gtk' does not take a value")
        let plain = TrailsOptions.Command.run(.synthetic(5), look: .plainGTK)
        XCTAssertEqual(command(TrailsOptions.arguments(for: plain)), plain)
    }

    func testVersion() {
        XCTAssertEqual(TrailsOptions.version, "0.7.8")
    }

    func testSyntheticCount() {
        XCTAssertEqual(command(["--synthetic", "4"]), .run(.synthetic(4)))
        XCTAssertEqual(command(["--synthetic=1000000"]), .run(.synthetic(1_000_000)))
        XCTAssertEqual(command(["--synthetic", "10000000"]), .run(.synthetic(10_000_000)))
    }

    func testSyntheticCountMustBeAWholeNumberInRange() {
        let expected = "expected a whole number from 1 to 10000000"
        XCTAssertEqual(usageError(["--synthetic", "0"]), "invalid value '0' for '--synthetic': \(expected)")
        XCTAssertEqual(usageError(["--synthetic", "lots"]), "invalid value 'lots' for '--synthetic': \(expected)")
        XCTAssertEqual(
            usageError(["--synthetic", "10000001"]),
            "invalid value '10000001' for '--synthetic': \(expected)")
        XCTAssertEqual(usageError(["--synthetic"]), "missing value for '--synthetic'")
    }

    func testDataAndSyntheticExcludeEachOther() {
        XCTAssertEqual(
            usageError(["--data", "a.json", "--synthetic", "3"]),
            "'--data' and '--synthetic' cannot be used together")
        XCTAssertEqual(usageError(["--synthetic", "3", "--synthetic", "4"]), "'--synthetic' given more than once")
    }
}
