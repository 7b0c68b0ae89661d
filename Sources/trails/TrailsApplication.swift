import CTrailsResources
import TrailsData
import TwoPane
import TwoPaneGtk
import TwoPaneModel

/// The Trails app: one window with the trails list and a detail for the selected trail.
@MainActor
final class TrailsApplication {
    static let id = "org.twopane.Trails"

    private let application = Application(id: TrailsApplication.id)
    private let trails: [Trail]
    /// Three columns: the regions in the sidebar, the chosen region's trails in the list.
    private let regions: [Region]?
    private let benchmarkOptions: BenchmarkOptions?
    private var window: Window?
    private var layout: TwoPaneSplitLayout<Trail>?
    private var style: TrailsStyle?
    private var benchmark: Benchmark?
    private var regionObservation: Observation?
    private var stateStore: SplitLayoutStateStore?

    init(trails: [Trail], regions: [Region]?, benchmark: BenchmarkOptions?) {
        self.trails = trails
        self.regions = regions
        self.benchmarkOptions = benchmark
    }

    /// Runs until the window closes; the exit status.
    func run() -> Int32 {
        trails_resources_register()
        application.onActivate { [weak self] in self?.activate() }
        return application.run(programName: "trails")
    }

    private func activate() {
        if let window {
            window.present() // a second launch brings the existing window forward
            return
        }
        let style = TrailsStyle()
        self.style = style
        let window = application.makeWindow()
        window.title = "Trails"
        window.setDefaultSize(width: 1000, height: 700)
        window.setSizeRequest(width: 360)
        let layout = makeLayout(style: style)
        layout.attach(to: window)
        // Window size, divider, sidebar and selection survive a restart (saved on close and
        // on Ctrl+Q: GTK does not close the window when the app quits).
        let stateStore = SplitLayoutStateStore(applicationID: Self.id, key: regions == nil ? "layout" : "regions-layout") {
            StandardError.writeLine("trails: warning: \($0)")
        }
        stateStore.remember(layout, in: window)
        self.stateStore = stateStore
        window.addShortcut("<Control>q") { [weak self] in
            self?.stateStore?.save()
            self?.application.quit()
            return true
        }
        window.addShortcut("<Control>w") {
            window.close()
            return true
        }
        self.window = window
        self.layout = layout
        window.present()
        if let benchmarkOptions {
            let benchmark = Benchmark(options: benchmarkOptions, window: window, layout: layout)
            self.benchmark = benchmark
            benchmark.start()
        }
    }

    private func makeLayout(style: TrailsStyle) -> TwoPaneSplitLayout<Trail> {
        let selection = ObservableValue<Trail.ID?>(nil)
        // The layout owns the detail builder, and the pages it pushes own their buttons'
        // closures: they all reach the layout weakly.
        weak var weakLayout: TwoPaneSplitLayout<Trail>?
        let sidebar = regions.map { regions in
            SplitSidebar(title: "Regions", rowTitles: regions.map(\.name),
                         selection: ObservableValue<Int?>(regions.isEmpty ? nil : 0))
        }
        let layout = TwoPaneSplitLayout(
            title: "Trails",
            items: regions.map { Self.trails(in: $0, at: sidebar?.selection.value) } ?? trails,
            selection: selection,
            configuration: SplitLayoutConfiguration(),
            sidebar: sidebar,
            searchText: { $0.name },
            itemTitle: { $0.name },
            row: { trail in TrailRowView.make(trail, style: style.palette(for: trail)) },
            detail: { trail in
                let palette = style.palette(for: trail)
                return TrailDetailView.make(
                    trail, style: palette,
                    showStages: { if let weakLayout { Self.showStages(of: trail, style: palette, on: weakLayout) } },
                    done: { selection.value = nil })
            }
        )
        weakLayout = layout
        if let regions, let sidebar {
            // Choosing a region shows its trails; the selected trail stays if it is there (L12).
            regionObservation = sidebar.selection.observe { position in
                weakLayout?.items = Self.trails(in: regions, at: position)
            }
        }
        return layout
    }

    /// The trails of the region at `position`, or none.
    private static func trails(in regions: [Region], at position: Int?) -> [Trail] {
        guard let position, regions.indices.contains(position) else { return [] }
        return regions[position].trails
    }

    /// Pushes `trail`'s Stages page on the detail; choosing a stage there pushes its page.
    private static func showStages(of trail: Trail, style: Int, on layout: TwoPaneSplitLayout<Trail>) {
        let stages = StagesView.make(trail, style: style) { [weak layout] index in
            guard let layout else { return }
            let stage = StageView.make(trail, stageAt: index, style: style)
            layout.pushDetailPage(stage, title: trail.stages[index].name)
        }
        layout.pushDetailPage(stages, title: "Stages")
    }
}
