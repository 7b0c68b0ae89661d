import Glibc
import TrailsData

// trails: the TwoPane demo. Bad arguments and bad data files are reported before any
// window exists, with exit status 2: a bad file in one line on stderr, a usage error in one
// line followed by the usual pointer to --help.
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
    let trails: [Trail]
    switch source {
    case .builtIn:
        trails = TrailCatalog.builtIn
    case .synthetic(let count):
        trails = TrailCatalog.synthetic(count: count)
    case .file(let path):
        do {
            trails = try TrailsFile.load(path: path)
        } catch {
            StandardError.writeLine("trails: \(error)")
            exit(2)
        }
    }
    // --regions: the regions in a sidebar; a data file's trails grouped by their region.
    let regions: [Region]? = switch (columns, source) {
    case (.two, _): nil
    case (.three, .builtIn): RegionCatalog.builtIn
    case (.three, _): RegionCatalog.grouping(trails)
    }
    let status = MainActor.assumeIsolated {
        let application = TrailsApplication(trails: trails, regions: regions, benchmark: benchmark)
        return withExtendedLifetime(application) { application.run() }
    }
    exit(status)
}
