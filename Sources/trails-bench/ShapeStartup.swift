import Glibc
import TrailsApp
import TwoPane

/// The start-up of a layout of a given shape, not Trails (`TWOPANE_BENCH_SHAPE`,
/// bench/PROTOCOL.md): a window with the layout is presented and the process exits at its
/// first frame, as `startup` does for Trails. Built with the public API alone, as an app is.
@MainActor
enum ShapeStartup {
    /// The shapes, each compared with `plain`.
    enum Shape: String, CaseIterable {
        /// Four rows of text in two columns.
        case plain
        /// 1,000,000 rows in 1,000 sections of 1,000, in two columns.
        case sections
        /// Three columns: a sidebar of 10,000 rows, each an icon, a name and a count badge,
        /// and four rows in the list.
        case sidebar
    }

    /// A numbered item, made when it is read.
    struct Numbered: Identifiable, Hashable {
        let id: Int
    }

    static let sectionedRows = 1_000_000
    static let rowsPerSection = 1_000
    static let sidebarRows = 10_000

    /// The shape `TWOPANE_BENCH_SHAPE` names: `nil` when unset or empty, or a one-line problem.
    static func fromEnvironment() -> Result<Shape?, BenchmarkOptionsError> {
        guard let text = getenv("TWOPANE_BENCH_SHAPE").map({ String(cString: $0) }), !text.isEmpty else {
            return .success(nil)
        }
        guard let shape = Shape(rawValue: text) else {
            let shapes = Shape.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(
                BenchmarkOptionsError(description: "TWOPANE_BENCH_SHAPE: unknown shape '\(text)' (use \(shapes))"))
        }
        return .success(shape)
    }

    /// Presents a window of `shape`; with `TWOPANE_BENCH=startup`, exits at its first frame
    /// painted (without it, the window stays to be looked at).
    static func run(_ shape: Shape, options: BenchmarkOptions?) -> Never {
        guard options == nil || options?.mode == .startup else {
            TrailsProgram.fail("TWOPANE_BENCH_SHAPE: only with TWOPANE_BENCH=startup, or without TWOPANE_BENCH")
        }
        let application = Application(id: "org.twopane.bench.Shapes")
        application.onActivate {
            let window = application.makeWindow()
            window.title = "Shapes"
            window.setDefaultSize(width: 1100, height: 700)
            makeLayout(shape).attach(to: window)
            window.present()
            guard options != nil else { return }
            // Realized now: it has a frame clock.
            window.onEveryPaint { if window.isMapped { exit(0) } }
            window.requestFrame()
        }
        exit(application.run(arguments: [CommandLine.arguments[0]]))
    }

    private static func makeLayout(_ shape: Shape) -> TwoPaneSplitLayout<Numbered> {
        let count = shape == .sections ? sectionedRows : 4
        let layout = TwoPaneSplitLayout(
            title: "Rows", items: (0..<count).lazy.map(Numbered.init), selection: ObservableValue<Int?>(nil),
            configuration: SplitLayoutConfiguration(), sidebar: shape == .sidebar ? makeSidebar() : nil,
            itemTitle: { "Row \($0.id + 1)" }, row: { Label("Row \($0.id + 1)") },
            detail: { Label("Row \($0.id + 1)") })
        if shape == .sections {
            layout.sectionTitle = { "Section \($0.id / rowsPerSection + 1)" }
        }
        return layout
    }

    /// A sidebar of ``sidebarRows`` rows: an icon, a name and a count badge each.
    private static func makeSidebar() -> ItemSidebar<Numbered> {
        ItemSidebar(
            title: "Folders", items: (0..<sidebarRows).lazy.map(Numbered.init),
            selection: ObservableValue<Int?>(0), itemTitle: { "Folder \($0.id + 1)" },
            row: { folder in
                let row = Box(.horizontal, spacing: 8)
                row.append(Image(iconName: "folder-symbolic"))
                let name = Label("Folder \(folder.id + 1)")
                name.expandsHorizontally = true
                name.horizontalTextAlignment = 0
                row.append(name)
                let badge = Label("\(folder.id % 97 + 1)")
                badge.addStyleClass("dim-label")
                row.append(badge)
                return row
            })
    }
}
