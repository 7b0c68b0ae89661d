// The C reference (trails-reference.c, its main renamed) in a static Swift executable: the
// Swift runtime's own share of a Swift program's start-up and peak RSS, with none of Trails'
// code (make bench's program F).

@_silgen_name("trails_reference_main")
func trailsReferenceMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

@_silgen_name("exit")
func exitProcess(_ status: Int32) -> Never

exitProcess(trailsReferenceMain(CommandLine.argc, CommandLine.unsafeArgv))
