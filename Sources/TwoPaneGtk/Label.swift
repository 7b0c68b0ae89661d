import CGtk

/// A line (or lines) of text.
@MainActor
public final class Label: Widget {
    var labelPointer: OpaquePointer { OpaquePointer(widgetPointer) }

    /// A label showing `text` (none by default); a line break in it starts a new line.
    public init(_ text: String = "") {
        super.init(newlyCreated: gtk_label_new(text))
    }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(labelPointer)) }
        set { if text != newValue { gtk_label_set_text(labelPointer, newValue) } }
    }

    /// Shortens text that does not fit with an ellipsis at its end (on its first line).
    public func ellipsizeAtEnd() {
        gtk_label_set_wrap(labelPointer, 0)
        gtk_label_set_lines(labelPointer, -1)
        gtk_label_set_ellipsize(labelPointer, PANGO_ELLIPSIZE_END)
    }

    /// Wraps long text over several lines, centred under each other, or lined up at the
    /// start (left, or right in right-to-left text) with `centred: false`.
    public func wrapWords(centred: Bool = true) {
        gtk_label_set_wrap(labelPointer, 1)
        gtk_label_set_wrap_mode(labelPointer, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_justify(labelPointer, centred ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT)
        // Asked how wide it must be to fit a given height (which GTK asks of every aligned
        // widget it allocates), a wrapping label searches for that width by laying its text
        // out again and again (GTK 4.8: ~8 layouts a question, 662 shapings of "Nothing
        // selected" by Trails' first frame, where one does). Its widest width when it never
        // wraps for it needs no search, nor, in GTK 4.8, its narrowest when it may shorten
        // its text (newer GTK searches for that one instead: one search, as before); the
        // layout is the same: no text is shortened within `lines`, and GTK allocates the
        // width a label asks when not given a height.
        gtk_label_set_ellipsize(labelPointer, PANGO_ELLIPSIZE_END)
        gtk_label_set_lines(labelPointer, Self.linesBeforeEllipsis)
        gtk_label_set_natural_wrap_mode(labelPointer, GTK_NATURAL_WRAP_NONE)
    }

    /// As many lines as a wrapping label shows before it shortens its text: no limit met.
    private static let linesBeforeEllipsis: Int32 = 10_000

    /// Where the text sits horizontally within the label, from 0 (start) to 1 (end).
    public var horizontalTextAlignment: Float {
        get { gtk_label_get_xalign(labelPointer) }
        set { gtk_label_set_xalign(labelPointer, newValue) }
    }
}

extension Label {
    /// Shows Pango markup (e.g. `<b>bold</b>`); the caller escapes any text it inserts.
    public func setMarkup(_ markup: String) {
        gtk_label_set_markup(labelPointer, markup)
    }

    /// `text` with the characters Pango markup treats specially escaped.
    public static func escapedForMarkup(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
