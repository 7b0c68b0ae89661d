import TwoPane

/// The rows of Mailbox's two lists, built by the app (any widget will do).
@MainActor
enum Rows {
    /// A folder: its icon, its name and, when it has unread mail, how much.
    static func folder(_ folder: FolderSummary) -> Widget {
        let row = Box(.horizontal, spacing: 8)
        row.setMargins(8)
        let name = Label(folder.name)
        name.horizontalTextAlignment = 0
        name.expandsHorizontally = true
        row.append(Image(iconName: folder.name == "Inbox" ? "mail-unread-symbolic" : "folder-symbolic"))
        row.append(name)
        if folder.unread > 0 {
            let count = Label("\(folder.unread)")
            count.addStyleClass("dim-label")
            count.tooltip = "\(folder.unread) unread"
            row.append(count)
        }
        return row
    }

    /// A message: its sender (bold while unread) over its subject.
    static func message(_ message: Message) -> Widget {
        let row = Box(.vertical, spacing: 2)
        row.setMargins(8)
        let sender = Label(message.sender)
        if message.isUnread { sender.setMarkup("<b>\(Label.escapedForMarkup(message.sender))</b>") }
        sender.align(horizontal: .start)
        let subject = Label(message.subject)
        subject.addStyleClass("dim-label")
        subject.align(horizontal: .start)
        row.append(sender)
        row.append(subject)
        return row
    }
}
