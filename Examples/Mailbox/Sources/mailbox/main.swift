import Glibc
import TwoPane

// Mailbox: folders, their messages and the message you pick, in three columns that fold
// and collapse as the window narrows. New mail arrives at the top of the Inbox while you
// read: on a timer (MailDelivery.swift) and on Get Mail (F5). Nothing here keeps the
// layout: the window does.

// The environment's settings (MailDelivery.swift, MailServer.swift): a bad one stops the app
// before it opens a window, with exit status 2 and one line naming it.
let schedule = settingOrExit(DeliverySchedule.fromEnvironment())
let server = settingOrExit(MailServer.fromEnvironment())

let mail = MailStore(folders: SampleMailbox.folders)
let application = Application(id: "org.twopane.example.Mailbox")
application.onStartup {
    // Get Mail: one new message now. An application action, so F5 in any window and
    // `gapplication action org.twopane.example.Mailbox get-mail` from outside reach it.
    let getMail = Action(name: "get-mail")
    getMail.onActivate { mail.deliverNewMessage() }
    application.addAction(getMail)
    application.setAccelerators(["F5"], for: "app.get-mail")
    MailDelivery.start(schedule) { mail.deliverNewMessage() }
}
application.onActivate {
    let window = application.makeWindow()
    window.title = "Mailbox"
    window.setDefaultSize(width: 1100, height: 700)
    let folder = ObservableValue<String?>("Inbox")
    let shown = ShownFolder()
    // The messages selected: Ctrl+click, Shift+click, Shift+arrows and Ctrl+A select several.
    let selected = ObservableValue<Set<Message.ID>>([])
    // Folders with their unread counts: the app's own rows, updated live by id.
    let folders = ItemSidebar(
        title: "Folders", items: mail.summaries, selection: folder, itemTitle: { $0.name }, row: Rows.folder)
    folders.sectionTitle = { $0.section }  // Favorites (the Inbox), then the other folders
    let actions = MessageActions(mail: mail, shown: shown, folders: folders, selected: selected)
    actions.add(to: window)
    // Each column's own buttons (L20): Get Mail on the messages' header; Delete on the open
    // message's header, built with the message and gone with it. Several messages selected
    // show how many, with a button that deletes them.
    let layout = TwoPaneSplitLayout(
        title: "Messages", items: mail.messages(inFolderAt: shown.position),
        selection: selected,
        configuration: SplitLayoutConfiguration(),
        sidebar: folders,
        searchText: { "\($0.sender) \($0.subject)" },
        itemTitle: { $0.subject },
        row: Rows.message,
        detail: { message in
            // The Inbox's messages are here; another folder's come from the server, each body
            // the first time it is opened: "Loading…" until it comes, cancelled if another
            // message is opened first.
            guard shown.position != MailStore.inboxPosition, !server.hasSent(message) else {
                return MessageBodyView.make(message)
            }
            return AsyncContent { MessageBodyView.make(message, body: try await server.body(of: message)) }
        },
        multipleDetail: { messages in actions.detail(of: messages) },
        detailItems: { message in
            let delete = Button(iconName: "user-trash-symbolic", accessibleLabel: "Delete")
            delete.tooltip = "Delete"
            delete.onClick { actions.delete.activate(with: message.id) }
            return ColumnItems(trailing: [delete])
        })
    actions.layout = layout
    // Messages in sections by the day they arrived: Today, Yesterday, Older.
    layout.sectionTitle = { $0.day.rawValue }
    // Each message row's menu: Mark as Read (or Unread) and Delete.
    layout.rowMenu = { message in actions.menu(for: message) }
    // The search is the server's, over every folder (half a second a query): the list shows
    // what it finds, the folder's messages first, then the other folders'; a spinner beside
    // the field meanwhile, and each key typed starts a newer search.
    layout.search = { query in try await server.search(query, in: mail.allMessages) }
    let getMail = Button(iconName: "mail-send-receive-symbolic", accessibleLabel: "Get Mail")
    getMail.tooltip = "Get Mail (F5)"
    getMail.onClick { [weak getMail] in _ = getMail?.activateAction("app.get-mail") }
    layout.addHeaderItem(getMail, to: .list, placement: .leading)
    // What the columns show with nothing to show: an empty folder, a folder loading, and
    // the message column before a message is picked.
    layout.emptyList = ContentUnavailable(
        title: "No Messages", iconName: "mail-unread-symbolic", description: "Messages in this folder show up here.")
    layout.placeholder = ContentUnavailable(title: "Select a Message", iconName: "mail-read-symbolic")
    layout.onChange(of: folder) { layout, name in
        let position = mail.position(ofFolder: name) ?? MailStore.inboxPosition
        shown.position = position
        guard !shown.isLoaded(position) else {
            layout.setItems(mail.messages(inFolderAt: position))
            return
        }
        // A folder other than the Inbox loads from the server the first time it is opened:
        // "Loading…" meanwhile, the load cancelled if another folder is chosen first or the
        // window closes, "Could Not Load" with Try Again if the server fails.
        layout.loadItems {
            let messages = try await server.messages(inFolderAt: position, of: mail)
            shown.loaded.insert(position)
            return messages
        }
    }
    // Reload (Ctrl+R): the folder read again from the server, its rows, the selection and
    // the open message kept meanwhile.
    window.addShortcut("<Control>r") {
        let position = shown.position
        guard position != MailStore.inboxPosition else { return true }
        layout.loadItems(keepingItems: true) { try await server.messages(inFolderAt: position, of: mail) }
        return true
    }
    // Opening a message reads it: its row loses its bold, its folder's count goes down.
    layout.onChange(of: layout.selection) { _, id in
        if let id { actions.setUnread(false, id) }
    }
    // A new message: one row inserted on top, told to the layout as such, so the rows, the
    // highlight, the open message and focus stay put. Only while the list shows the Inbox;
    // the other folders' lists do not change, and the Inbox has it when shown again. The
    // Inbox's unread count goes up in any case.
    layout.onChange(of: mail.arrivals) { layout, _ in
        folders.setItems(mail.summaries)
        guard shown.position == MailStore.inboxPosition else { return }
        layout.setItems(mail.messages(inFolderAt: MailStore.inboxPosition), changes: [.inserted(at: 0)])
    }
    layout.attach(to: window)
    // Delete in the list deletes the messages selected.
    window.addShortcut("Delete") {
        guard layout.listView.containsFocus, !selected.value.isEmpty else { return false }
        actions.deleteMessages(selected.value)
        return true
    }
    window.addShortcut("<Control>q") {
        application.quit()
        return true
    }
    window.present()
}
application.run()

/// The folder whose messages a window's list shows: the one its layout was last given, and
/// the folders it has loaded (the Inbox from the start).
@MainActor
final class ShownFolder {
    var position = MailStore.inboxPosition
    var loaded: Set<Int> = [MailStore.inboxPosition]

    func isLoaded(_ position: Int) -> Bool { loaded.contains(position) }
}
