import TwoPane

/// What the user does to a message, from its row's menu (a right-click, Shift+F10 or the Menu
/// key) and from the open message's header: window actions that take the message's id, so a
/// menu left open while mail arrives still acts on its own message. Delete on a message that
/// is one of several selected deletes them all, as the Delete key and the button of several
/// selected do.
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
    /// The messages selected: one is open, several show what they are.
    private let selected: ObservableValue<Set<Message.ID>>

    init(
        mail: MailStore, shown: ShownFolder, folders: ItemSidebar<FolderSummary>,
        selected: ObservableValue<Set<Message.ID>>
    ) {
        (self.mail, self.shown, self.folders, self.selected) = (mail, shown, folders, selected)
        markRead.onActivate(withInteger: { [weak self] id in self?.setUnread(false, id) })
        markUnread.onActivate(withInteger: { [weak self] id in self?.setUnread(true, id) })
        delete.onActivate(withInteger: { [weak self] id in
            guard let self else { return }
            self.deleteMessages(self.selected.value.contains(id) ? self.selected.value : [id])
        })
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

    /// Marks the message `id` unread or read: its row and its folder's count change, nothing
    /// else. (A message of another folder, found by a search, is in no row of the folder's.)
    func setUnread(_ unread: Bool, _ id: Message.ID) {
        guard let layout, let position = mail.position(ofFolderHolding: id),
            let index = mail.setUnread(unread, id, inFolderAt: position)
        else { return }
        layout.setItems(
            mail.messages(inFolderAt: shown.position), changes: position == shown.position ? [.updated(at: index)] : [])
        folders.setItems(mail.summaries)
    }

    /// What several selected messages show: how many, and a button that deletes them.
    func detail(of messages: [Message]) -> Widget {
        let ids = Set(messages.map(\.id))
        return ContentUnavailableView(
            ContentUnavailable(
                title: "\(messages.count) Messages Selected", iconName: "mail-read-symbolic",
                action: .init(label: "Delete \(messages.count) Messages") { [weak self] in self?.deleteMessages(ids) }))
    }

    /// Deletes the shown folder's messages `ids`: their rows go, and if one was selected,
    /// the message that takes the first one's place opens (none left: the placeholder).
    func deleteMessages(_ ids: Set<Message.ID>) {
        guard let layout else { return }
        // From the bottom up, so that each index is still the message's when it is deleted;
        // a message of another folder (found by a search) from its own.
        for position in mail.folders.indices {
            let messages = mail.messages(inFolderAt: position)
            for index in messages.indices.reversed() where ids.contains(messages[index].id) {
                mail.deleteMessage(at: index, inFolderAt: position)
            }
        }
        let before = Array(layout.items)
        let indices = before.indices.reversed().filter { ids.contains(before[$0].id) }
        let messages = mail.messages(inFolderAt: shown.position)
        let wasSelected = !selected.value.isDisjoint(with: ids)
        layout.setItems(messages, changes: indices.map { .removed(at: $0) })
        folders.setItems(mail.summaries)
        if wasSelected, let first = indices.last, !messages.isEmpty {
            selected.value = [messages[min(first, messages.count - 1)].id]
        } else if wasSelected {
            selected.value = []  // a message found in another folder: none open after it
        }
    }
}
