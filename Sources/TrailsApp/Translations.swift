import Glibc
import TrailsData
import TwoPane

/// Trails in the user's language: gettext domain `trails` for the app's words, and the
/// layout's own domain (`twopane`), read from the same folder.
enum Translations {
    static let domain = "trails"

    /// Takes the language from the environment and finds the catalogues: beside an
    /// installed binary (`<prefix>/bin/trails` reads `<prefix>/share/locale`), or in the
    /// build tree (`.build/<triple>/release/trails` reads `.build/locale`, where `make`
    /// compiles `po/`).
    static func install() {
        Localization.useUserLocale()
        if let directory = localeDirectory() {
            Localization.bind(domain: domain, directory: directory)
            TwoPaneTranslations.bind(directory: directory)
        }
        Localization.setDefaultDomain(domain)
    }

    private static func localeDirectory() -> String? {
        guard let executable = executablePath() else { return nil }
        let binDirectory = String(executable[..<(executable.lastIndex(of: "/") ?? executable.startIndex)])
        return [binDirectory + "/../share/locale", binDirectory + "/../../locale"].first(where: isDirectory)
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

/// `message` in the user's language (domain `trails`).
func localized(_ message: String) -> String {
    Localization.translated(message, domain: Translations.domain)
}

/// The form of `singular`/`plural` for `count` in the user's language (domain `trails`).
func localizedPlural(_ singular: String, _ plural: String, count: Int) -> String {
    Localization.translatedPlural(singular, plural, count: count, domain: Translations.domain)
}

/// A distance in the user's language: "42 km", "12.5 km" (the plural form for the number).
func distanceText(kilometres: Double) -> String {
    let number = DistanceText.oneDecimal(kilometres)
    // Whole numbers choose their own form; a fraction takes the form of 2 ("1.5 km" is
    // plural in the languages that distinguish).
    let count = kilometres == kilometres.rounded() && kilometres.magnitude < 1e9 ? Int(kilometres) : 2
    return Localization.format(localizedPlural("%s km", "%s km", count: count), number)
}
