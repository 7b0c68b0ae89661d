import CGtk

/// What an app's About window shows.
public struct AboutInformation: Sendable {
    /// The app's name, in large type at the top.
    public var programName: String
    /// The version, shown under the name (e.g. `1.2`).
    public var version: String
    /// One or two sentences on what the app does.
    public var comments: String
    /// The icon shown at the top, usually the app id.
    public var iconName: String
    /// The address of the app's website, shown as a link.
    public var website: String
    /// The copyright line, e.g. `© 2025 The Notes authors`.
    public var copyright: String
    /// The people credited as the app's authors, one entry each (a name, optionally followed
    /// by an address in angle brackets).
    public var developers: [String]
    /// Who translated the interface into the current language, or an empty string; by
    /// convention the translation of the message `translator-credits`.
    public var translatorCredits: String
    /// The licence: the window names it and links to its text.
    public var license: License

    /// The licences GTK knows by name: it shows the name and a link to the text.
    public enum License: Sendable {
        /// `mit`: the MIT (X11) licence; `gpl3OrLater`: the GNU General Public License, version 3
        /// or later; `lgpl21OrLater`: the GNU Lesser General Public License, version 2.1 or later;
        /// `apache2`: the Apache License 2.0.
        case mit, gpl3OrLater, lgpl21OrLater, apache2

        var gtkLicense: GtkLicense {
            switch self {
            case .mit: GTK_LICENSE_MIT_X11
            case .gpl3OrLater: GTK_LICENSE_GPL_3_0
            case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
            case .apache2: GTK_LICENSE_APACHE_2_0
            }
        }
    }

    /// What an About window shows: each argument sets the property of the same name.
    ///
    /// ```swift
    /// let about = AboutInformation(
    ///     programName: "Notes", version: "1.0", comments: "Notes, side by side.",
    ///     iconName: "org.example.Notes", website: "https://example.org/notes",
    ///     copyright: "© 2025 Ana", developers: ["Ana"], translatorCredits: "", license: .mit)
    /// AboutDialog(about).present()
    /// ```
    public init(
        programName: String, version: String, comments: String, iconName: String, website: String,
        copyright: String, developers: [String], translatorCredits: String, license: License
    ) {
        self.programName = programName
        self.version = version
        self.comments = comments
        self.iconName = iconName
        self.website = website
        self.copyright = copyright
        self.developers = developers
        self.translatorCredits = translatorCredits
        self.license = license
    }
}

/// The About window (`GtkAboutDialog`): name, version, licence and website, with credits.
@MainActor
public final class AboutDialog: Window {
    private var dialogPointer: OpaquePointer { OpaquePointer(widgetPointer) }

    /// An About window showing `information`; present it with ``Window/present()``.
    public init(_ information: AboutInformation) {
        super.init(adoptingWindow: gtk_about_dialog_new())
        let dialog = dialogPointer
        gtk_about_dialog_set_program_name(dialog, information.programName)
        gtk_about_dialog_set_version(dialog, information.version)
        gtk_about_dialog_set_comments(dialog, information.comments)
        gtk_about_dialog_set_logo_icon_name(dialog, information.iconName)
        gtk_about_dialog_set_website(dialog, information.website)
        gtk_about_dialog_set_copyright(dialog, information.copyright)
        gtk_about_dialog_set_license_type(dialog, information.license.gtkLicense)
        if !information.translatorCredits.isEmpty {
            gtk_about_dialog_set_translator_credits(dialog, information.translatorCredits)
        }
        withCStringArray(information.developers) { gtk_about_dialog_set_authors(dialog, $0) }
        gtk_window_set_modal(windowPointer, 1)
    }
}
