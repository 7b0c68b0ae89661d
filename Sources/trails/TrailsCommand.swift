import TrailsApp

/// `trails`, the TwoPane demo: ``TrailsProgram`` says what it does with its arguments.
@main
@MainActor
struct TrailsCommand {
    /// Runs Trails with the process's arguments; exits with its status.
    static func main() {
        TrailsProgram.run(Array(CommandLine.arguments.dropFirst()))
    }
}
