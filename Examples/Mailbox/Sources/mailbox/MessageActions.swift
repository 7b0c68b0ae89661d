import TwoPane

/// What the user does to a message, from its row's menu (a right-click, Shift+F10 or the Menu
/// key) and from the open message's header: window actions that take the message's id, so a
/// menu left open while mail arrives still acts on its own message.
@MainActor
final class MessageActions {
    let markRead = Action(name: "mark-read", parameter: .integer)
    let markUnread = Action(name: "mark-unread", parameter: .integer)
    let delete = Action(name: "delete-message", parameter: .integer)
    /// The layout the actions change; set once it is made.
    weak var layout: TwoPaneSplitLayout<Message>?
    private let mail: MailStore
    private let shown: ShownFolder
    private let folders: ItemSidebar<FolderSummary>
    private let openMessage: ObservableValue<Message.ID?>

    init(
        mail: MailStore, shown: ShownFolder, folders: ItemSidebar<FolderSummary>,
        openMessage: ObservableValue<Message.ID?>
    ) {
        (self.mail, self.shown, self.folders, self.openMessage) = (mail, shown, folders, openMessage)
        markRead.onActivate(withInteger: { [weak self] id in self?.setUnread(false, id) })
        markUnread.onActivate(withInteger: { [weak self] id in self?.setUnread(true, id) })
        delete.onActivate(withInteger: { [weak self] id in self?.deleteMessage(id) })
    }

    /// Makes the actions `win.` actions of `window`.
    func add(to window: Window) {
        for action in [markRead, markUnread, delete] { window.addAction(action) }
    }

    /// A message row's menu.
    func menu(for message: Message) -> Menu {
        Menu()
            .appending(
                message.isUnread ? "Mark as Read" : "Mark as Unread",
                action: message.isUnread ? "win.mark-read" : "win.mark-unread", target: message.id
            )
            .appending("Delete", action: "win.delete-message", target: message.id)
    }

    /// Marks the shown folder's message `id` unread or read: its row and its folder's count
    /// change, nothing else.
    func setUnread(_ unread: Bool, _ id: Message.ID) {
        guard let layout, let index = mail.setUnread(unread, id, inFolderAt: shown.position) else { return }
        layout.setItems(mail.messages(inFolderAt: shown.position), changes: [.updated(at: index)])
        folders.setItems(mail.summaries)
    }

    /// Deletes the shown folder's message `id`: its row goes, and if it was open, the next
    /// message opens (the last one's previous; none left: the placeholder).
    func deleteMessage(_ id: Message.ID) {
        guard let layout, let index = mail.deleteMessage(id, inFolderAt: shown.position) else { return }
        let messages = mail.messages(inFolderAt: shown.position)
        let wasOpen = openMessage.value == id
        layout.setItems(messages, changes: [.removed(at: index)])
        folders.setItems(mail.summaries)
        if wasOpen, !messages.isEmpty { openMessage.value = messages[min(index, messages.count - 1)].id }
    }
}
