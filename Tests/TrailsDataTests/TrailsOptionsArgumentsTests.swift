import TrailsData
import XCTest

/// `arguments(for:)` is what a launch sends the running instance: parsing it back must give
/// the same command, whatever the path holds.
final class TrailsOptionsArgumentsTests: XCTestCase {
    func testEachCommandParsesBackToItself() throws {
        let commands: [TrailsOptions.Command] = [
            .help, .version,
            .run(.builtIn), .run(.builtIn, columns: .three),
            .run(.file("/data/alps.json")), .run(.file("/data/alps.json"), columns: .three),
            .run(.file("-")), .run(.file("-odd.json")), .run(.file("/a=b/c d.json")),
            .run(.file("--help")), .run(.synthetic(1)), .run(.synthetic(TrailsOptions.maximumSyntheticCount)),
        ]
        for command in commands {
            let arguments = TrailsOptions.arguments(for: command)
            XCTAssertEqual(try TrailsOptions.parse(arguments).get(), command, "\(arguments)")
        }
    }

    func testTheArgumentsAreTheUsualOptions() {
        XCTAssertEqual(TrailsOptions.arguments(for: .run(.builtIn)), [])
        XCTAssertEqual(
            TrailsOptions.arguments(for: .run(.file("/x.json"), columns: .three)),
            ["--data=/x.json", "--regions"])
        XCTAssertEqual(TrailsOptions.arguments(for: .run(.synthetic(5))), ["--synthetic", "5"])
    }
}
