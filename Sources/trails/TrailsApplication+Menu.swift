import TrailsData
import TwoPane
import TwoPaneGtk

/// The primary menu, the app's actions and their keys, and the About window.
///
/// | Action | Keys | In the menu |
/// |---|---|---|
/// | `win.show-sidebar` (the layout's) | F9 | Show Sidebar (check) |
/// | `app.dark-style` | — | Dark Style (check) |
/// | `win.show-help-overlay` (GTK's, from `gtk/help-overlay.ui`) | Ctrl+? | Keyboard Shortcuts |
/// | `app.about` | — | About Trails |
/// | `app.quit` | Ctrl+Q | Quit |
extension TrailsApplication {
    static let website = "https://twopane.org/trails"

    /// Adds the application's actions and keys; at startup, before any window.
    func installActions() {
        let quit = Action(name: "quit")
        quit.onActivate { [weak self] in self?.application.quit() }
        let about = Action(name: "about")
        about.onActivate { [weak self] in self?.showAbout() }
        darkStyleAction.onStateChangeRequest { [weak self] isOn in self?.setDarkStyle(isOn) }
        for action in [quit, about, darkStyleAction] { application.addAction(action) }
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["F9"], for: "win.show-sidebar")
        application.setAccelerators(["<Control>question"], for: "win.show-help-overlay")
    }

    func makePrimaryMenuButton() -> MenuButton {
        let menu = Menu()
        menu.appendSection(Menu()
            .appending("Show Sidebar", action: "win.show-sidebar")
            .appending("Dark Style", action: "app.dark-style"))
        menu.appendSection(Menu()
            .appending("Keyboard Shortcuts", action: "win.show-help-overlay")
            .appending("About Trails", action: "app.about"))
        menu.appendSection(Menu().appending("Quit", action: "app.quit"))
        let button = MenuButton(iconName: "open-menu-symbolic", accessibleLabel: "Main Menu")
        button.menu = menu
        button.isPrimary = true
        return button
    }

    func setDarkStyle(_ isOn: Bool) {
        Settings.prefersDarkStyle = isOn
        darkStyleAction.isOn = isOn
    }

    private func showAbout() {
        if aboutDialog == nil {
            let dialog = AboutDialog(AboutInformation(
                programName: "Trails",
                version: TrailsOptions.version,
                comments: "Hiking trails and their details, side by side or one at a time.",
                iconName: TrailsApplication.id,
                website: Self.website,
                copyright: "© 2026 The TwoPane authors",
                developers: ["The TwoPane authors"],
                translatorCredits: "",
                license: .mit))
            dialog.hidesOnClose = true
            aboutDialog = dialog
        }
        aboutDialog?.setTransient(for: window)
        aboutDialog?.present()
    }
}
