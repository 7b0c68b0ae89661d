import CTrailsResources
import Glibc
import TrailsData
import TwoPane
import TwoPaneGtk

/// The Trails app: one window with the trails list and a detail for the selected trail.
@MainActor
final class TrailsApplication {
    static let id = "org.twopane.Trails"

    private let application = Application(id: TrailsApplication.id)
    private let trails: [Trail]
    private var window: Window?
    private var layout: TwoPaneSplitLayout<Trail>?
    private var styleSheet: StyleSheet?

    init(trails: [Trail]) {
        self.trails = trails
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
        styleSheet = StyleSheet(css: TrailsStyle.css(for: trails))
        let window = application.makeWindow()
        window.title = "Trails"
        window.setDefaultSize(width: 1000, height: 700)
        window.setSizeRequest(width: 360)
        let layout = makeLayout()
        layout.attach(to: window)
        window.addShortcut("<Control>q") { [weak self] in
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
        if getenv("TRAILS_EXIT_AFTER_FIRST_FRAME") != nil {
            window.afterNextPaint { [weak self] in self?.application.quit() }
        }
    }

    private func makeLayout() -> TwoPaneSplitLayout<Trail> {
        let selection = ObservableValue<Trail.ID?>(nil)
        let styleIndex = TrailsStyle.indexByTrail(trails)
        return TwoPaneSplitLayout(
            title: "Trails",
            items: trails,
            selection: selection,
            itemTitle: { $0.name },
            row: { trail in TrailRowView.make(trail, style: styleIndex[trail.id] ?? 0) },
            detail: { trail in
                TrailDetailView.make(trail, style: styleIndex[trail.id] ?? 0) { selection.value = nil }
            }
        )
    }
}
