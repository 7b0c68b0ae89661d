import CGtk
import TwoPane

/// A message's detail: its subject and sender, and the body (`body`, as the server sent it, or
/// the message's own) in a read-only `GtkTextView`,
/// a GTK widget TwoPane has no wrapper for, made with GTK's C API and adopted.
enum MessageBodyView {
    @MainActor
    static func make(_ message: Message, body: String? = nil) -> Widget {
        let column = Box(.vertical, spacing: 12)
        column.setMargins(18)
        let subject = Label(message.subject)
        subject.addStyleClass("title-2")
        subject.align(horizontal: .start)
        column.append(subject)
        let sender = Label("From \(message.sender)")
        sender.addStyleClass("dim-label")
        sender.align(horizontal: .start)
        column.append(sender)
        column.append(bodyText(body ?? message.body))
        return column
    }

    /// The body: a `GtkTextView` made here and handed to TwoPane with `Widget(adopting:)`.
    @MainActor
    private static func bodyText(_ text: String) -> Widget {
        guard let body = try? Widget(adopting: gtk_text_view_new()) else { return Label(text) }
        body.withUnsafeWidgetPointer(as: GtkTextView.self) { textView in
            gtk_text_view_set_editable(textView, 0)
            gtk_text_view_set_cursor_visible(textView, 0)
            gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
            gtk_text_buffer_set_text(gtk_text_view_get_buffer(textView), text, -1)
        }
        body.setAccessibleLabel("Message body")
        body.expandsVertically = true
        return body
    }
}
