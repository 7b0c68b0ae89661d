import Glibc
import TrailsApp
import TwoPane

extension NoteEditing {
    /// The most notes `--synthetic` makes, as for trails.
    static let maximumNotes = 10_000_000

    /// Runs `update-open` or `type-save`: presents a window of notes (`--synthetic N` of them
    /// in `arguments`, 4 without), runs the benchmark from its first frame, prints its JSON
    /// line and exits. A usage error exits with status 2 before any window exists.
    static func run(_ options: BenchmarkOptions, arguments: [String]) -> Never {
        var count = 4
        switch arguments.count {
        case 0: break
        case 2 where arguments[0] == "--synthetic":
            guard let parsed = Int(arguments[1]), (1...maximumNotes).contains(parsed) else {
                TrailsProgram.fail("--synthetic needs a count from 1 to \(maximumNotes)")
            }
            count = parsed
        default:
            TrailsProgram.fail("\(options.mode.rawValue) takes only --synthetic N")
        }
        let application = Application(id: "org.twopane.bench.Notes")
        var run: NoteEditingRun?
        application.onActivate {
            guard run == nil else { return }
            let window = application.makeWindow()
            window.title = "Notes"
            window.setDefaultSize(width: 1000, height: 700)
            let notes = BenchNotes(window: window, count: count)
            window.present()
            run = NoteEditingRun(notes: notes, options: options)
            run?.start()
        }
        exit(application.run(arguments: [CommandLine.arguments[0]]))
    }
}

/// One run of ``NoteEditing``: started at the window's first frame, watched for stalls
/// (10 s without progress fails, as every mode), its samples printed as one JSON line.
@MainActor
private final class NoteEditingRun {
    private let notes: BenchNotes
    private let options: BenchmarkOptions
    private var editing: NoteEditing?
    private var lastProgress = MainLoop.monotonicMicroseconds
    private var firstFrameSeen = false

    init(notes: BenchNotes, options: BenchmarkOptions) {
        self.notes = notes
        self.options = options
    }

    func start() {
        notes.window.onEveryPaint { [weak self] in self?.painted() }
        notes.window.requestFrame()
        watchForStalls()
    }

    private func painted() {
        guard !firstFrameSeen, notes.window.isMapped else { return }
        firstFrameSeen = true
        editing = NoteEditing(
            notes, typing: options.mode == .typeSave, count: options.count,
            progressed: { [weak self] in self?.progressed() },
            finished: { [weak self] samples in self?.report(samples) },
            fail: { [weak self] reason in self?.fail(reason) ?? exit(1) })
        editing?.start()
    }

    private func progressed() { lastProgress = MainLoop.monotonicMicroseconds }

    private func watchForStalls() {
        MainLoop.after(milliseconds: 1000) { [weak self] in
            guard let self else { return }
            if MainLoop.monotonicMicroseconds - self.lastProgress > 10_000_000 { self.fail("no progress for 10 s") }
            self.watchForStalls()
        }
    }

    private func report(_ result: NoteEditing.Samples) -> Never {
        func list(_ values: [Int64]) -> String { "[" + values.map(String.init).joined(separator: ",") + "]" }
        var fields = [
            "\"metric\":\"\(options.mode.rawValue)\"", "\"unit\":\"us\"", "\"samples\":\(list(result.samples))",
        ]
        if options.mode == .typeSave {
            fields += ["\"longest_block\":\(list(result.longestBlock))", "\"frames\":\(list(result.frames))"]
        } else {
            fields.append("\"calls\":\(list(result.calls))")
        }
        fields += [
            "\"details_built\":\(list(result.detailsBuilt))", "\"rows_built\":\(list(result.rowsBuilt))",
            "\"binds\":\(list(result.binds))", "\"setups\":\(list(result.setups))",
        ]
        StandardOutput.write("{" + fields.joined(separator: ",") + "}\n")
        exit(0)
    }

    private func fail(_ reason: String) -> Never {
        StandardError.writeLine("trails: \(options.mode.rawValue) benchmark: \(reason)")
        exit(1)
    }
}
