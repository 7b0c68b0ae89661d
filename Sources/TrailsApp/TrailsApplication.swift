import CTrailsResources
import TrailsData
import TwoPane
import TwoPaneAdwaita

/// The Trails app: one window with the trails list and a detail for the selected trail,
/// one instance per session.
///
/// Every launch's command line reaches the first instance: its own opens the window; a
/// later launch's brings the window forward, and shows the trails it names (`--data`,
/// `--regions`, `--synthetic`) in place of the current ones.
@MainActor
final class TrailsApplication {
    static let id = "org.twopane.Trails"

    /// libadwaita's look unless the first launch asked for GTK's own (`--plain-gtk`).
    let application: Application
    /// The state file (`$XDG_STATE_HOME/org.twopane.Trails/state.ini`): read by the first
    /// instance when it opens its window, written when the window closes (a termination
    /// signal closes it too), on Quit and when the session is about to end. The layouts keep
    /// their groups in it, the app its own choices (the style).
    let stateFile = StateFile(applicationID: TrailsApplication.id)
    /// The style: the desktop's (`system`), `light` or `dark`; a radio section of the menu.
    let styleAction = Action(name: "style", choice: StyleChoice.system.rawValue)
    /// The About window, made the first time it is shown.
    lazy var aboutDialog = makeAboutDialog()
    /// What the first window shows: loaded (and checked) before the application runs.
    private let firstContent: TrailsContent
    private let onWindowPresented: (@MainActor (PresentedTrails) -> Void)?
    /// The window, once the first launch's command line has opened it; a process whose
    /// launch went to the running Trails never has one.
    private(set) var mainWindow: TrailsWindow?

    init(content: TrailsContent, look: TrailsLook, onWindowPresented: (@MainActor (PresentedTrails) -> Void)?) {
        application = Application(id: TrailsApplication.id, style: look == .adwaita ? .adwaita : .gtk)
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
            if request == .sessionEnding { self?.mainWindow?.save() }
        }
        return application.run(arguments: arguments)
    }

    /// A launch's command line; the exit status of that launch.
    private func received(_ commandLine: ApplicationCommandLine) -> Int32 {
        guard commandLine.isRemote, let mainWindow else {
            openWindow(showing: firstContent)
            return 0
        }
        // Another launch: it has checked its arguments and data already, and made a data
        // file's path absolute.
        let arguments = Array(commandLine.arguments.dropFirst())
        // The look stays the first launch's.
        guard case .success(.run(let source, let columns, _)) = TrailsOptions.parse(arguments) else {
            commandLine.printError("trails: the running Trails cannot handle \(arguments)")
            return 2
        }
        if !arguments.isEmpty {
            do {
                mainWindow.show(try TrailsContent.load(source, columns: columns))
            } catch {
                commandLine.printError("trails: \(error)")
                return 2
            }
        }
        mainWindow.window.present()
        return 0
    }

    /// Opens the window showing `content`, restored from the state file, with the app's
    /// saved choices applied.
    private func openWindow(showing content: TrailsContent) {
        let mainWindow = TrailsWindow(application: application, stateFile: stateFile, content: content)
        self.mainWindow = mainWindow
        restorePreferences()
        mainWindow.window.present()
        onWindowPresented?(
            PresentedTrails(
                window: mainWindow.window, layout: mainWindow.layout, primaryMenu: mainWindow.primaryMenuButton,
                showAbout: { [weak self] in
                    guard let self else { return nil }
                    self.showAbout()
                    return self.aboutDialog
                }))
    }

    /// One line on standard error: `trails: warning: …`.
    static func warn(_ problem: String) {
        StandardError.writeLine("trails: warning: \(problem)")
    }
}
