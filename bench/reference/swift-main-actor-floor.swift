// The C reference (trails-reference.c, its main renamed) in a static Swift executable that, before
// the C reference runs, does what every Swift 6 GTK app does before its first frame and the C
// reference does not: it calls a function isolated to the main actor (every GTK callback of such
// an app is), which links and starts the concurrency runtime and libdispatch, and it uses the
// standard library's String, Array and Dictionary. The Swift runtime's floor for such an app, with
// none of Trails' code (make bench's program G; F is the same without these lines).

@_silgen_name("trails_reference_main")
func trailsReferenceMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("exit")
func exitProcess(_ status: Int32) -> Never

/// Each argument, numbered, at its position.
@MainActor
func argumentPositions() -> [String: Int] {
    var positions: [String: Int] = [:]
    for (position, argument) in CommandLine.arguments.enumerated() {
        positions["\(position): \(argument)"] = position
    }
    return positions
}

let positions = MainActor.assumeIsolated { argumentPositions() }
precondition(positions.count == CommandLine.arguments.count)
exitProcess(trailsReferenceMain(CommandLine.argc, CommandLine.unsafeArgv))
