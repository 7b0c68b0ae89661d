import CTrailsResources
import TrailsData
import TwoPane

/// The Trails app: one window with the trails list and a detail for the selected trail,
/// one instance per session.
///
/// Every launch's command line reaches the first instance: its own opens the window; a
/// later launch's brings the window forward, and shows the trails it names (`--data`,
/// `--regions`, `--synthetic`) in place of the current ones.
@MainActor
final class TrailsApplication {
    static let id = "org.twopane.Trails"

    let application = Application(id: TrailsApplication.id)
    /// What the first window shows: loaded (and checked) before the application runs.
    private let firstContent: TrailsContent
    private let onWindowPresented: (@MainActor (Window, TwoPaneSplitLayout<Trail>) -> Void)?
    var window: Window?
    var layout: TwoPaneSplitLayout<Trail>?
    var style: TrailsStyle?
    var aboutDialog: AboutDialog?
    let darkStyleAction = Action(name: "dark-style", isOn: false)
    /// The state file (`$XDG_STATE_HOME/org.twopane.Trails/state.ini`): read by the first
    /// instance when it opens its window, written when the window closes (a termination
    /// signal closes it too), on Quit and when the session is about to end.
    var stateFile: StateFile?
    /// Remembers the layout shown, under its own group of ``stateFile``.
    var stateStore: SplitLayoutStateStore?

    init(content: TrailsContent, onWindowPresented: (@MainActor (Window, TwoPaneSplitLayout<Trail>) -> Void)?) {
        self.firstContent = content
        self.onWindowPresented = onWindowPresented
    }

    /// Runs until the window closes, Quit or a termination signal; the exit status.
    /// `arguments` start with the program name and are ones ``TrailsOptions/parse(_:)`` accepts.
    func run(arguments: [String]) -> Int32 {
        trails_resources_register()
        application.onStartup { [weak self] in self?.installActions() }
        application.onCommandLine { [weak self] commandLine in self?.received(commandLine) ?? 1 }
        // SIGTERM, SIGINT and SIGHUP close the window, which saves the state as Quit does; a
        // session that ends quits without closing it, so save when it is about to.
        application.onTerminationRequest { [weak self] request in
            if request == .sessionEnding { self?.stateStore?.save() }
        }
        return application.run(arguments: arguments)
    }

    /// A launch's command line; the exit status of that launch.
    private func received(_ commandLine: ApplicationCommandLine) -> Int32 {
        guard commandLine.isRemote, window != nil else {
            openWindow(showing: firstContent)
            return 0
        }
        // Another launch: it has checked its arguments and data already, and made a data
        // file's path absolute.
        let arguments = Array(commandLine.arguments.dropFirst())
        guard case .success(.run(let source, let columns)) = TrailsOptions.parse(arguments) else {
            commandLine.printError("trails: the running Trails cannot handle \(arguments)")
            return 2
        }
        if !arguments.isEmpty {
            do {
                show(try TrailsContent.load(source, columns: columns))
            } catch {
                commandLine.printError("trails: \(error)")
                return 2
            }
        }
        window?.present()
        return 0
    }

    private func openWindow(showing content: TrailsContent) {
        let window = application.makeWindow()
        window.title = "Trails"
        window.iconName = TrailsApplication.id
        window.setDefaultSize(width: 1000, height: 700)
        window.setSizeRequest(width: 360)
        window.addShortcut("<Control>w") { [weak window] in
            window?.close()
            return true
        }
        self.window = window
        stateFile = StateFile(applicationID: Self.id)
        show(content)
        restorePreferences()
        window.present()
        if let layout { onWindowPresented?(window, layout) }
    }

    /// Puts a new layout showing `content` in the window, with the primary menu, restored
    /// from what it was when the app last showed such a layout (two or three columns).
    private func show(_ content: TrailsContent) {
        guard let window, let stateFile else { return }
        stateStore?.save()
        layout?.detach()
        let style = self.style ?? TrailsStyle()
        let layout = makeLayout(content, style: style)
        layout.attach(to: window)
        layout.headerBar.packEnd(makePrimaryMenuButton())
        window.addAction(layout.showSidebarAction)
        // Window size, dividers, sidebar and selection survive a restart. Two and three
        // columns keep separate groups, so neither takes the other's for a broken one.
        let stateStore = SplitLayoutStateStore(file: stateFile, key: content.regions == nil ? "layout" : "regions-layout") {
            Self.warn("\($0)")
        }
        stateStore.remember(layout, in: window)
        self.stateStore = stateStore
        self.style = style
        self.layout = layout
    }

    /// One line on standard error: `trails: warning: …`.
    static func warn(_ problem: String) {
        StandardError.writeLine("trails: warning: \(problem)")
    }
}
