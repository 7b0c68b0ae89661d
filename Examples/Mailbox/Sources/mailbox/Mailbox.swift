import TwoPane

/// One message of a folder.
struct Message: Identifiable, Hashable {
    let id: Int
    let sender: String
    let subject: String
    let body: String
    var isUnread = false
    /// When it arrived, as the list's sections group it.
    var day = Day.older
}

/// The list's sections: when a message arrived. A folder keeps its messages newest first,
/// so each day's messages are together.
enum Day: String {
    case today = "Today"
    case yesterday = "Yesterday"
    case older = "Older"
}

/// A folder of the mailbox.
struct Folder {
    let name: String
    /// Whether the sidebar shows it under Favorites, above the other folders.
    var isFavorite = false
    var messages: [Message]
}

/// What the sidebar shows of a folder: its name and how many of its messages are unread.
/// A new count is a new value: the sidebar rebuilds that folder's row alone.
struct FolderSummary: Identifiable, Hashable {
    var id: String { name }
    let name: String
    let unread: Int
    /// The sidebar's section it is in.
    let section: String
}

/// The app's mailbox, shared by its windows: the folders, newest message first, and the
/// Inbox that new mail arrives in (``deliverNewMessage()``).
@MainActor
final class MailStore {
    /// Where the Inbox is among the folders.
    static let inboxPosition = 0

    private(set) var folders: [Folder]
    /// The id the next message gets: ids are never reused.
    private var nextID: Int
    /// How many messages have arrived since the store was made. Each arrival adds one, so
    /// an observer hears of every message, just after it was put at the top of the Inbox.
    let arrivals = ObservableValue(0)

    init(folders: [Folder]) {
        self.folders = folders
        nextID = (folders.flatMap(\.messages).map(\.id).max() ?? 0) + 1
    }

    /// The messages of the folder at `position`, newest first (the Inbox's if there is
    /// no such folder).
    func messages(inFolderAt position: Int) -> [Message] {
        folders.indices.contains(position) ? folders[position].messages : folders[Self.inboxPosition].messages
    }

    /// Every folder's messages, folder by folder.
    var allMessages: [Message] { folders.flatMap(\.messages) }

    /// Where the folder that holds the message `id` is, if one does.
    func position(ofFolderHolding id: Message.ID) -> Int? {
        folders.firstIndex { folder in folder.messages.contains { $0.id == id } }
    }

    /// Each folder's name and unread count, in order.
    var summaries: [FolderSummary] {
        folders.map {
            FolderSummary(
                name: $0.name, unread: $0.messages.count(where: \.isUnread),
                section: $0.isFavorite ? "Favorites" : "Folders")
        }
    }

    /// Where the folder named `name` is, if there is one.
    func position(ofFolder name: String?) -> Int? {
        folders.firstIndex { $0.name == name }
    }

    /// Marks the message `id` of the folder at `position` unread or read; where it is, if
    /// that changed it.
    func setUnread(_ unread: Bool, _ id: Message.ID, inFolderAt position: Int) -> Int? {
        guard folders.indices.contains(position),
            let index = folders[position].messages.firstIndex(where: { $0.id == id && $0.isUnread != unread })
        else { return nil }
        folders[position].messages[index].isUnread = unread
        return index
    }

    /// Deletes the message at `index` of the folder at `position`.
    func deleteMessage(at index: Int, inFolderAt position: Int) {
        guard folders.indices.contains(position), folders[position].messages.indices.contains(index) else { return }
        folders[position].messages.remove(at: index)
    }

    /// A new message arrives at the top of the Inbox, with an id no other message had.
    func deliverNewMessage() {
        let message = NewMail.message(number: arrivals.value, id: nextID)
        nextID += 1
        folders[Self.inboxPosition].messages.insert(message, at: 0)
        arrivals.value += 1
    }
}

/// The mailbox the example starts with: a few folders of made-up messages.
enum SampleMailbox {
    static let folders: [Folder] = [
        Folder(
            name: "Inbox", isFavorite: true,
            messages: [
                Message(
                    id: 1, sender: "Ada", subject: "Trip to the Alps",
                    body: "The hut is booked for the second week of July.\n\nBring the map and warm socks.",
                    isUnread: true, day: .today),
                Message(
                    id: 2, sender: "Grace", subject: "Review notes",
                    body: "I read the draft. Two small things in the second chapter; the rest is ready.",
                    isUnread: true, day: .yesterday),
                Message(
                    id: 3, sender: "Linus", subject: "Lunch on Friday?",
                    body: "The new place by the river opens on Friday. Noon?"),
            ]),
        Folder(
            name: "Archive",
            messages: [
                Message(
                    id: 4, sender: "Margaret", subject: "Launch checklist",
                    body: "Every item is ticked. Thank you all.")
            ]),
        Folder(name: "Sent", messages: []),
    ]
}

/// The made-up mail that arrives while the app runs: the senders and the subjects each go
/// round their own list, so the first 35 messages are all different.
enum NewMail {
    static let senders = ["Katherine", "Alan", "Barbara", "Edsger", "Frances", "Dennis", "Hedy"]
    static let subjects = [
        "Minutes of Tuesday's meeting",
        "Your parcel is on its way",
        "Photos from the weekend",
        "Room booking for Thursday",
        "Question about the budget",
    ]

    /// The `number`th message to arrive (from 0), with the id `id`.
    static func message(number: Int, id: Int) -> Message {
        let sender = senders[number % senders.count]
        let subject = subjects[number % subjects.count]
        return Message(
            id: id, sender: sender, subject: subject,
            body: "\(subject): a message from \(sender), number \(number + 1) of the new mail.", isUnread: true,
            day: .today)
    }
}
