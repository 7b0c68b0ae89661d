import TrailsApp

/// `trails-bench`: Trails driven by the benchmark (bench/PROTOCOL.md). The mode comes from
/// `TWOPANE_BENCH`; without it, this is plain `trails`. `TWOPANE_BENCH_SHAPE` starts a
/// layout of another shape instead (``ShapeStartup``), and the note-editing modes a window of
/// notes (``NoteEditing``).
@main
@MainActor
struct TrailsBenchCommand {
    /// Runs Trails with the process's arguments and, in a benchmark mode, the benchmark
    /// once the window is presented; exits with the status of either.
    static func main() {
        switch ShapeStartup.fromEnvironment() {
        case .success(let shape?):
            switch BenchmarkOptions.fromEnvironment() {
            case .success(let options): ShapeStartup.run(shape, options: options)
            case .failure(let problem): TrailsProgram.fail("\(problem)")
            }
        case .success(nil): break
        case .failure(let problem): TrailsProgram.fail("\(problem)")
        }
        // The note-editing modes run in a window of notes, not Trails.
        if case .success(let options?) = BenchmarkOptions.fromEnvironment(), options.mode.editsNotes {
            NoteEditing.run(options, arguments: Array(CommandLine.arguments.dropFirst()))
        }
        var options: BenchmarkOptions?
        // The app keeps the closure that holds it, so the benchmark runs as long as the app.
        var benchmark: Benchmark?
        TrailsProgram.run(
            Array(CommandLine.arguments.dropFirst()),
            prepare: {
                switch BenchmarkOptions.fromEnvironment() {
                case .success(let chosen): options = chosen
                case .failure(let problem): TrailsProgram.fail("\(problem)")
                }
            },
            onWindowPresented: { presented in
                guard let options else { return }
                benchmark = Benchmark(options: options, presented: presented)
                benchmark?.start()
            })
    }
}
