import TrailsData
import TwoPane

/// The primary menu, the app's actions and their keys, and the About window.
///
/// | Action | Keys | In the menu |
/// |---|---|---|
/// | `win.show-sidebar` (the layout's) | F9 | Show Sidebar (check) |
/// | `app.dark-style` | — | Dark Style (check) |
/// | `win.show-help-overlay` (the window's, from `shortcuts-window.ui`) | Ctrl+? | Keyboard Shortcuts |
/// | `app.about` | — | About Trails |
/// | `app.quit` | Ctrl+Q | Quit |
extension TrailsApplication {
    static let website = "https://twopane.org/trails"

    /// Adds the application's actions and keys; at startup, before any window.
    func installActions() {
        let quit = Action(name: "quit")
        quit.onActivate { [weak self] in self?.quit() }
        let about = Action(name: "about")
        about.onActivate { [weak self] in self?.showAbout() }
        darkStyleAction.onStateChangeRequest { [weak self] isOn in self?.setDarkStyle(isOn) }
        for action in [quit, about, darkStyleAction] { application.addAction(action) }
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["F9"], for: "win.show-sidebar")
        application.setAccelerators(["<Control>question"], for: "win.show-help-overlay")
    }

    /// The header bar's menu of the actions above.
    static func makePrimaryMenuButton() -> MenuButton {
        let menu = Menu()
        menu.appendSection(
            Menu()
                .appending(localized("Show Sidebar"), action: "win.show-sidebar")
                .appending(localized("Dark Style"), action: "app.dark-style"))
        menu.appendSection(
            Menu()
                .appending(localized("Keyboard Shortcuts"), action: "win.show-help-overlay")
                .appending(localized("About Trails"), action: "app.about"))
        menu.appendSection(Menu().appending(localized("Quit"), action: "app.quit"))
        let button = MenuButton(iconName: "open-menu-symbolic", accessibleLabel: localized("Main Menu"))
        button.menu = menu
        button.isPrimary = true
        return button
    }

    /// Saves the state (GTK does not close the window when the app quits), then quits.
    func quit() {
        mainWindow?.save()
        application.quit()
    }

    /// The group of the state file with the app's own choices.
    private static let preferencesGroup = "preferences"
    private static let darkStyleKey = "dark-style"

    /// Dark Style on or off: GTK's dark variant of the theme, remembered in the state file.
    func setDarkStyle(_ isOn: Bool) {
        Settings.prefersDarkStyle = isOn
        darkStyleAction.isOn = isOn
        stateFile.set(isOn, for: Self.darkStyleKey, in: Self.preferencesGroup)
    }

    /// The choices saved in the state file: Dark Style.
    func restorePreferences() {
        guard stateFile.hasKey(Self.darkStyleKey, in: Self.preferencesGroup) else { return }
        if let isOn = stateFile.boolean(Self.darkStyleKey, in: Self.preferencesGroup) {
            setDarkStyle(isOn)
        } else {
            let reason = "'\(Self.darkStyleKey)' in [\(Self.preferencesGroup)] is neither true nor false"
            Self.warn("\(StateFileProblem(path: stateFile.path, operation: .loading, reason: reason))")
            stateFile.removeGroup(Self.preferencesGroup)
        }
    }

    /// The translators of the language shown, or nothing in English.
    private var translatorCredits: String {
        // Translators: your names, one per line, as the About window credits them.
        let credits = localized("translator-credits")
        return credits == "translator-credits" ? "" : credits
    }

    /// The About window, hidden rather than destroyed when closed.
    func makeAboutDialog() -> AboutDialog {
        let dialog = AboutDialog(
            AboutInformation(
                programName: "Trails",
                version: TrailsOptions.version,
                comments: localized("Hiking trails and their details, side by side or one at a time."),
                iconName: TrailsApplication.id,
                website: Self.website,
                copyright: "© 2026 The TwoPane authors",
                developers: ["The TwoPane authors"],
                translatorCredits: translatorCredits,
                license: .mit))
        dialog.hidesOnClose = true
        return dialog
    }

    func showAbout() {
        aboutDialog.setTransient(for: mainWindow?.window)
        aboutDialog.present()
    }
}
