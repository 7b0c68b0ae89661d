import TrailsApp

// trails-bench: Trails driven by the benchmark (bench/PROTOCOL.md). The mode comes from
// TWOPANE_BENCH; without it, this is plain `trails`.
var benchmarkOptions: BenchmarkOptions?
var benchmark: Benchmark?
TrailsProgram.run(Array(CommandLine.arguments.dropFirst()), prepare: {
    switch BenchmarkOptions.fromEnvironment() {
    case .success(let options): benchmarkOptions = options
    case .failure(let problem): TrailsProgram.fail("\(problem)")
    }
}, onWindowPresented: { window, layout in
    guard let benchmarkOptions else { return }
    benchmark = Benchmark(options: benchmarkOptions, window: window, layout: layout)
    benchmark?.start()
})
