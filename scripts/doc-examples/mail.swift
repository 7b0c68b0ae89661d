// The context `mail` of the documentation's examples (scripts/extract-doc-examples.py): a
// mail reader whose messages change while the user reads. Built, never run.
import TwoPane

func placeholder<T>() -> T { fatalError("the documentation's examples are built, not run") }

struct Message: Identifiable, Hashable {
    /// A message's id: a number of its own type, which does not convert to text by itself.
    struct ID: Hashable, RawRepresentable {
        let rawValue: Int
    }

    let id: ID
    var subject: String
    var isUnread: Bool
    var isRead: Bool {
        get { !isUnread }
        set { isUnread = !newValue }
    }
}

struct Mailbox {
    let messages: [Message]
}

/// A folder whose messages load asynchronously (from a server).
struct Folder {
    /// Loads the folder's messages, then hands them to `completion` on the main thread.
    func load(_ completion: @escaping @MainActor ([Message]) -> Void) {}
}

/// The mail server: a folder's messages and a message's body, read asynchronously.
struct MailServer {
    func messages(inFolder name: String?) async throws -> [Message] { [] }
    func body(of message: Message) async throws -> String { "" }
}

@MainActor let server = MailServer()
@MainActor let message: Message = placeholder()
@MainActor let folderName: ObservableValue<String?> = placeholder()
@MainActor var messages: [Message] = placeholder()
@MainActor let arrived: Message = placeholder()
@MainActor let inbox: Mailbox = placeholder()
@MainActor let folder: Folder = placeholder()

@MainActor let application: Application = placeholder()
@MainActor let window: Window = placeholder()
@MainActor let selection: ObservableValue<Message.ID?> = placeholder()
@MainActor let layout: TwoPaneSplitLayout<Message> = placeholder()
@MainActor let store: SplitLayoutStateStore = placeholder()
