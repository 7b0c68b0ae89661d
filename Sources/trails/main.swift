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
case .success(.run(let dataPath)):
    let trails: [Trail]
    if let dataPath {
        do {
            trails = try TrailsFile.load(path: dataPath)
        } catch {
            StandardError.writeLine("trails: \(error)")
            exit(2)
        }
    } else {
        trails = TrailCatalog.builtIn
    }
    let status = MainActor.assumeIsolated {
        let application = TrailsApplication(trails: trails)
        return withExtendedLifetime(application) { application.run() }
    }
    exit(status)
}
