import TrailsData
import TwoPane

/// The primary menu, the app's actions and their keys, and the About window.
///
/// | Action | Keys | In the menu |
/// |---|---|---|
/// | `win.show-sidebar` (the layout's) | F9 | Show Sidebar (check) |
/// | `app.style` (`system`, `light`, `dark`) | — | Follow System Style, Light Style, Dark Style (radio) |
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
        styleAction.onChoiceRequest { [weak self] choice in
            if let style = StyleChoice(rawValue: choice) { self?.setStyle(style) }
        }
        for action in [quit, about, styleAction] { application.addAction(action) }
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["F9"], for: "win.show-sidebar")
        application.setAccelerators(["<Control>question"], for: "win.show-help-overlay")
    }

    /// The header bar's menu of the actions above.
    static func makePrimaryMenuButton() -> MenuButton {
        let menu = Menu()
        menu.appendSection(Menu().appending(localized("Show Sidebar"), action: "win.show-sidebar"))
        // GNOME's style choice: the desktop's, or light or dark whatever the desktop says.
        menu.appendSection(
            Menu()
                .appending(localized("Follow System Style"), action: "app.style", target: StyleChoice.system.rawValue)
                .appending(localized("Light Style"), action: "app.style", target: StyleChoice.light.rawValue)
                .appending(localized("Dark Style"), action: "app.style", target: StyleChoice.dark.rawValue))
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
    private static let styleKey = "style"
    private static let oldDarkStyleKey = "dark-style"

    /// The style chosen: the desktop's, or light or dark whatever the desktop prefers;
    /// remembered in the state file.
    func setStyle(_ style: StyleChoice) {
        Appearance.preferredColorScheme = style.colorScheme
        styleAction.choice = style.rawValue
        stateFile.set(style.rawValue, for: Self.styleKey, in: Self.preferencesGroup)
    }

    /// The choices saved in the state file: the style. A Dark Style check saved by Trails
    /// 0.3 (`dark-style`) becomes the dark style, or the desktop's.
    func restorePreferences() {
        if let isDark = stateFile.boolean(Self.oldDarkStyleKey, in: Self.preferencesGroup) {
            stateFile.removeKey(Self.oldDarkStyleKey, in: Self.preferencesGroup)
            if !stateFile.hasKey(Self.styleKey, in: Self.preferencesGroup) { setStyle(isDark ? .dark : .system) }
        }
        guard stateFile.hasKey(Self.styleKey, in: Self.preferencesGroup) else { return }
        if let text = stateFile.string(Self.styleKey, in: Self.preferencesGroup),
            let style = StyleChoice(rawValue: text)
        {
            setStyle(style)
        } else {
            let reason = "'\(Self.styleKey)' in [\(Self.preferencesGroup)] is none of system, light and dark"
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

/// The styles Trails offers, as GNOME apps do.
enum StyleChoice: String {
    /// The desktop's preference, followed live.
    case system
    case light
    case dark

    /// The scheme the app asks for: none, to follow the desktop.
    var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}
