import Glibc
import TrailsData
import TwoPane

/// The `trails` command: its arguments checked, its data loaded, then the app run.
///
/// Bad arguments and bad data files are reported before any window exists, with exit
/// status 2: a bad file in one line on stderr, a usage error in one line followed by the
/// usual pointer to --help. Then the command goes to the running Trails if there is one (it
/// shows the data in its window), else this process opens one. The command line's own
/// messages stay in English, like the data file format they describe.
public enum TrailsProgram {
    /// Runs `trails` with `arguments` (without the program name) and exits with its status.
    /// `prepare` runs once the arguments ask for a window, before the data is loaded;
    /// `onWindowPresented` gets the first window and its parts once it is presented.
    @MainActor
    public static func run(
        _ arguments: [String],
        prepare: () -> Void = {},
        onWindowPresented: (@MainActor (PresentedTrails) -> Void)? = nil
    ) -> Never {
        Translations.install()
        switch TrailsOptions.parse(arguments) {
        case .failure(let usageError):
            StandardError.writeLine("trails: \(usageError)")
            StandardError.writeLine("Try 'trails --help' for more information.")
            exit(2)
        case .success(.help):
            StandardOutput.write(TrailsOptions.helpText + "\n")
            exit(0)
        case .success(.version):
            StandardOutput.write("trails \(TrailsOptions.version)\n")
            exit(0)
        case .success(.run(let source, columns: let columns, look: let look)):
            prepare()
            let content: TrailsContent
            do {
                content = try TrailsContent.load(source, columns: columns)
            } catch {
                fail("\(error)")
            }
            let forwarded = TrailsOptions.arguments(for: .run(source.withAbsolutePath, columns: columns, look: look))
            let application = TrailsApplication(content: content, look: look, onWindowPresented: onWindowPresented)
            exit(application.run(arguments: ["trails"] + forwarded))
        }
    }

    /// Prints `trails: <problem>` on standard error and exits with status 2.
    public static func fail(_ problem: String) -> Never {
        StandardError.writeLine("trails: \(problem)")
        exit(2)
    }
}
