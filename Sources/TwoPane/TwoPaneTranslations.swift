import TwoPaneGtk

/// The translations of the layout's own words ("Back", "Nothing selected", "Show
/// Sidebar"…): gettext domain `twopane`.
///
/// An app that installs `twopane.mo` catalogues beside its own tells the layout where:
///
/// ```swift
/// TwoPaneTranslations.bind(directory: "/usr/share/locale")
/// ```
public enum TwoPaneTranslations {
    /// The gettext domain of the layout's messages.
    public static let domain = "twopane"

    /// Reads the layout's catalogues from `directory` (`…/share/locale`).
    public static func bind(directory: String) {
        Localization.bind(domain: domain, directory: directory)
    }
}

/// `message` in the user's language (domain `twopane`).
func localized(_ message: String) -> String {
    Localization.translated(message, domain: TwoPaneTranslations.domain)
}

/// The form of `singular`/`plural` for `count` in the user's language (domain `twopane`).
func localizedPlural(_ singular: String, _ plural: String, count: Int) -> String {
    Localization.translatedPlural(singular, plural, count: count, domain: TwoPaneTranslations.domain)
}
