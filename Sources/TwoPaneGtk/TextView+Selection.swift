import CGtk

extension TextView {
    /// Where the caret is, in characters from the start of the text.
    ///
    /// Characters are counted as GTK counts them: Unicode scalars (`text.unicodeScalars`),
    /// so an emoji made of several scalars counts as several. Setting it moves the caret
    /// there, clamped to the text, and clears the selection; it changes no text.
    ///
    /// ```swift
    /// let editor = TextView(text: "Hello")
    /// editor.cursorOffset = 0  // typing goes on at the start
    /// ```
    public var cursorOffset: Int {
        get { offset(of: gtk_text_buffer_get_insert(textBuffer)) }
        set {
            let offset = clamped(newValue)
            guard offset != cursorOffset || selectedRange != nil else { return }
            var iter = self.iter(at: offset)
            gtk_text_buffer_place_cursor(textBuffer, &iter)
        }
    }

    /// The selected text's range, in characters as ``cursorOffset`` counts them; `nil`
    /// when nothing is selected.
    ///
    /// Setting a range selects it (clamped to the text), the caret at its end, as
    /// Shift+Right leaves it; setting `nil` or an empty range clears the selection and
    /// leaves the caret where the range starts (`nil`: where it is). It changes no text.
    ///
    /// ```swift
    /// let editor = TextView(text: "Hello world")
    /// editor.selectedRange = 6..<11  // "world"
    /// ```
    public var selectedRange: Range<Int>? {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            guard gtk_text_buffer_get_selection_bounds(textBuffer, &start, &end) != 0 else { return nil }
            return Int(gtk_text_iter_get_offset(&start))..<Int(gtk_text_iter_get_offset(&end))
        }
        set {
            guard let newValue else {
                if selectedRange != nil { cursorOffset = cursorOffset }
                return
            }
            let (lower, upper) = (clamped(newValue.lowerBound), clamped(newValue.upperBound))
            guard lower < upper else {
                cursorOffset = lower
                return
            }
            guard selectedRange != lower..<upper || cursorOffset != upper else { return }
            var caret = iter(at: upper)
            var bound = iter(at: lower)
            gtk_text_buffer_select_range(textBuffer, &caret, &bound)
        }
    }

    /// Whether there is an edit to undo (GTK 4 keeps the history of the user's edits).
    ///
    /// ```swift
    /// let editor = TextView()
    /// if editor.canUndo { editor.undo() }
    /// ```
    public var canUndo: Bool { gtk_text_buffer_get_can_undo(textBuffer) != 0 }

    /// Undoes the last edit, as Ctrl+Z does; nothing when there is none (``canUndo``).
    ///
    /// The ``onTextChange(_:)`` handlers hear the text it gives, as they hear Ctrl+Z: the
    /// text changed by other means than ``text``.
    ///
    /// ```swift
    /// let editor = TextView()
    /// editor.undo()
    /// ```
    public func undo() {
        if canUndo { gtk_text_buffer_undo(textBuffer) }
    }

    private func offset(of mark: UnsafeMutablePointer<GtkTextMark>?) -> Int {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(textBuffer, &iter, mark)
        return Int(gtk_text_iter_get_offset(&iter))
    }

    private func iter(at offset: Int) -> GtkTextIter {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(textBuffer, &iter, Int32(offset))
        return iter
    }

    private func clamped(_ offset: Int) -> Int {
        min(max(0, offset), Int(gtk_text_buffer_get_char_count(textBuffer)))
    }
}
