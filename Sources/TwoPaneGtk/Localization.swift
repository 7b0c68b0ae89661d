import CGtk

/// Translations through gettext (GNU libintl, as GLib and GTK use it).
///
/// Each library or app has its own domain, whose compiled catalogues live in
/// `<directory>/<language>/LC_MESSAGES/<domain>.mo`. The language comes from the usual
/// environment (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`) once ``useUserLocale()`` ran.
///
/// ```swift
/// Localization.useUserLocale()
/// Localization.bind(domain: "trails", directory: "/usr/share/locale")
/// Localization.setDefaultDomain("trails")   // GtkBuilder files without a domain
/// let title = Localization.translated("Nothing selected", domain: "trails")
/// ```
public enum Localization {
    /// Takes the locale from the environment (`setlocale(LC_ALL, "")`); GTK does the same
    /// when it starts, but messages printed before that need it too.
    public static func useUserLocale() {
        _ = setlocale(LC_ALL, "")
    }

    /// Reads `domain`'s catalogues from `directory` (a `…/share/locale`), as UTF-8.
    public static func bind(domain: String, directory: String) {
        _ = bindtextdomain(domain, directory)
        _ = bind_textdomain_codeset(domain, "UTF-8")
    }

    /// The domain used by GtkBuilder files that name none, and by plain `gettext`.
    public static func setDefaultDomain(_ domain: String) {
        _ = textdomain(domain)
    }

    /// `message` in the user's language, or `message` itself when `domain` has no
    /// translation for it.
    public static func translated(_ message: String, domain: String) -> String {
        // Without a translation gettext returns the pointer it was given: a temporary copy
        // of `message`, valid only during the call.
        message.withCString { messagePointer in
            guard let translation = g_dgettext(domain, messagePointer), translation != messagePointer else {
                return message
            }
            return String(cString: translation)
        }
    }

    /// The form of `singular`/`plural` for `count` in the user's language: languages have
    /// one to six plural forms, chosen by the catalogue's rule.
    public static func translatedPlural(_ singular: String, _ plural: String, count: Int, domain: String) -> String {
        singular.withCString { singularPointer in
            plural.withCString { pluralPointer in
                guard
                    let translation = g_dngettext(
                        domain, singularPointer, pluralPointer,
                        UInt(clamping: max(count, 0)))
                else { return plural }
                if translation == singularPointer { return singular }
                if translation == pluralPointer { return plural }
                return String(cString: translation)
            }
        }
    }

    /// `template` with each `%s` or `%d` replaced by the next of `arguments`, in order
    /// (`%%` is a percent sign): how a translated message takes its values, since a
    /// translation may move them but keeps their order (msgfmt checks the directives).
    public static func format(_ template: String, _ arguments: String...) -> String {
        var result = ""
        var remaining = arguments[...]
        var characters = template.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            switch characters.next() {
            case "s", "d": result += remaining.popFirst() ?? ""
            case "%": result.append("%")
            case let other?:
                result.append("%")
                result.append(other)
            case nil: result.append("%")
            }
        }
        return result
    }
}
