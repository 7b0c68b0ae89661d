import CGtk

/// A multi-line text editor (`GtkTextView` with its `GtkTextBuffer`): SwiftUI's
/// `TextEditor`.
///
/// The app gives it text with ``text`` and hears the user's edits through
/// ``onTextChange(_:)``, once per edit, with the whole new text: typing, pasting, deleting,
/// undoing and redoing. Text set from code is not told back (the handlers hear the user's
/// edits, as a `TextEditor`'s binding does), so an app can write its model into the view and
/// the view's edits into its model without a loop.
///
/// It edits, and wraps long lines between words (or within a word longer than the line), with
/// 12 px of space around the text, as GNOME's editors have. It is the bare editor: to scroll
/// it, put it in a ``ScrolledWindow``, which scrolls vertically only (keep ``wrapsWords`` on
/// there). Name it for assistive technologies with ``Widget/setAccessibleLabel(_:)``. Its
/// ``buffer`` connects any other signal of the text (`mark-set`, `insert-text`).
///
/// ```swift
/// var draft = ""
/// let editor = TextView(text: "Dear Ana,")
/// editor.setAccessibleLabel("Message")
/// editor.onTextChange { text in draft = text }
/// let scrolled = ScrolledWindow()
/// scrolled.child = editor
/// window.child = scrolled
/// ```
@MainActor
public final class TextView: Widget {
    /// The view's text buffer, for its signals and the C API: the one the view was made
    /// with (replacing it through the C API is not supported: ``text`` and
    /// ``onTextChange(_:)`` keep to this one).
    ///
    /// ```swift
    /// let editor = TextView()
    /// try editor.buffer.onSignal("mark-set") { print("the caret or the selection moved") }
    /// ```
    public let buffer: GObjectReference
    private let edits: TextEdits
    /// `buffer`'s object, alive as long as `buffer` holds it.
    let textBuffer: UnsafeMutablePointer<GtkTextBuffer>
    private var viewPointer: UnsafeMutablePointer<GtkTextView> { typedPointer(GtkTextView.self) }

    /// An editor showing `text` (none by default), its caret at the end, with nothing to
    /// undo.
    public init(text: String = "") {
        let view: UnsafeMutablePointer<GtkWidget> = gtk_text_view_new()
        let textView = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self)
        textBuffer = gtk_text_view_get_buffer(textView)
        buffer = GObjectReference(sharing: UnsafeMutableRawPointer(textBuffer))
        edits = TextEdits.watching(UnsafeMutableRawPointer(textBuffer))
        super.init(newlyCreated: view)
        gtk_text_buffer_set_text(textBuffer, text, -1)
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(textView, Self.margin)
        gtk_text_view_set_right_margin(textView, Self.margin)
        gtk_text_view_set_top_margin(textView, Self.margin)
        gtk_text_view_set_bottom_margin(textView, Self.margin)
    }

    /// The space between the text and the view's edges, in pixels.
    private static let margin: Int32 = 12

    /// The whole text.
    ///
    /// Setting it replaces the text without calling the ``onTextChange(_:)`` handlers
    /// (handlers connected to ``buffer``'s signals still run), puts the caret at the end
    /// and empties the undo history: GTK 4 cannot undo a text set this way, so ``canUndo``
    /// is `false` after. Setting the text it has does nothing: no signal, the caret and the
    /// history stay.
    ///
    /// ```swift
    /// let editor = TextView()
    /// editor.text = "Loaded from disk"
    /// ```
    public var text: String {
        get { TextEdits.text(of: textBuffer) }
        set {
            guard text != newValue else { return }
            edits.withoutTelling { gtk_text_buffer_set_text(textBuffer, newValue, -1) }
        }
    }

    /// Runs `handler` with the whole new text after each edit the user makes: a key typed,
    /// a paste, a deletion, an undo or a redo (the keyboard's or ``undo()``).
    ///
    /// An edit is what GTK counts as one, and undoes in one step: an edit that changes the
    /// text in steps (typing over a selected character deletes it, then inserts; a paste over
    /// a selection) is told once, when it is done. Typing over a selection of more than one
    /// character is two edits in GTK 4, two undo steps: the deletion is told (the text
    /// without the selection), then the insertion. Text set with ``text`` is not told. Like
    /// every `on…` method, this adds a handler after those added before and returns the
    /// ``SignalConnection`` that blocks, unblocks and disconnects it.
    ///
    /// ```swift
    /// let editor = TextView()
    /// var wordCount = 0
    /// editor.onTextChange { text in wordCount = text.split(whereSeparator: \.isWhitespace).count }
    /// ```
    @discardableResult
    public func onTextChange(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        edits.onEdit(handler)
    }

    /// Whether the user can change the text (`true` by default); the text can still be
    /// selected and copied when not.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(viewPointer) != 0 }
        set { if isEditable != newValue { gtk_text_view_set_editable(viewPointer, newValue ? 1 : 0) } }
    }

    /// Whether long lines wrap at the view's edge, between words or, for a word longer than
    /// the line, within it (`true` by default); when not, a line runs on as far as it goes.
    public var wrapsWords: Bool {
        get { gtk_text_view_get_wrap_mode(viewPointer) != GTK_WRAP_NONE }
        set {
            if wrapsWords != newValue {
                gtk_text_view_set_wrap_mode(viewPointer, newValue ? GTK_WRAP_WORD_CHAR : GTK_WRAP_NONE)
            }
        }
    }

    /// Whether the text is shown in a monospace font (`false` by default), for code.
    public var isMonospace: Bool {
        get { gtk_text_view_get_monospace(viewPointer) != 0 }
        set { if isMonospace != newValue { gtk_text_view_set_monospace(viewPointer, newValue ? 1 : 0) } }
    }
}
