import Glibc
import TrailsData

// trails: the TwoPane demo. Bad arguments and bad data files are reported before any
// window exists, with exit status 2: a bad file in one line on stderr, a usage error in one
// line followed by the usual pointer to --help. Then the command goes to the running
// Trails if there is one (it shows the data in its window), else this process opens one.
// The command line's own messages stay in English, like the data file format they describe.
Translations.install()
let arguments = Array(CommandLine.arguments.dropFirst())
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
case .success(.run(let source, columns: let columns)):
    let benchmark: BenchmarkOptions?
    switch BenchmarkOptions.fromEnvironment() {
    case .success(let options): benchmark = options
    case .failure(let problem):
        StandardError.writeLine("trails: \(problem)")
        exit(2)
    }
    let content: TrailsContent
    do {
        content = try TrailsContent.load(source, columns: columns)
    } catch {
        StandardError.writeLine("trails: \(error)")
        exit(2)
    }
    let forwarded = TrailsOptions.arguments(for: .run(source.withAbsolutePath, columns: columns))
    let status = MainActor.assumeIsolated {
        let application = TrailsApplication(content: content, benchmark: benchmark)
        return withExtendedLifetime(application) { application.run(arguments: ["trails"] + forwarded) }
    }
    exit(status)
}
