import TwoPane

/// Where the folders other than the Inbox, and the bodies of their messages, come from: a
/// made-up server that answers after a while, as a real one would. Its answers are awaited in
/// main-actor tasks that TwoPane cancels when the user moves on (`layout.loadItems`,
/// `AsyncContent`); a cancelled wait throws at once.
///
/// `MAILBOX_FAILED_LOADS`, from 0 (the default) to 1000: how many of the first folder loads
/// fail, for trying the error state and its Try Again.
@MainActor
final class MailServer {
    static let failedLoadsVariable = "MAILBOX_FAILED_LOADS"
    static let failedLoadCounts = 0...1000
    /// How long a folder takes to load, and a message's body.
    static let folderMilliseconds = 1000
    static let bodyMilliseconds = 300
    /// How long a search takes.
    static let searchMilliseconds = 500

    /// How many of the next folder loads fail.
    private var failuresLeft: Int
    /// The messages whose bodies the server has sent: they open at once from then on.
    private var sentBodies: Set<Message.ID> = []

    init(failedLoads: Int) {
        failuresLeft = failedLoads
    }

    /// The server the environment asks for, or the problem with it.
    static func fromEnvironment() -> Result<MailServer, SettingError> {
        do {
            let failures = try DeliverySchedule.number(failedLoadsVariable, in: failedLoadCounts) ?? 0
            return .success(MailServer(failedLoads: failures))
        } catch {
            return .failure(error)
        }
    }

    /// The messages of the folder at `position` of `mail`, after a second; thrown
    /// `CancellationError` if the task is cancelled meanwhile.
    func messages(inFolderAt position: Int, of mail: MailStore) async throws -> [Message] {
        try await Task.sleep(for: .milliseconds(Self.folderMilliseconds))
        if failuresLeft > 0 {
            failuresLeft -= 1
            throw MailServerError.noAnswer
        }
        return mail.messages(inFolderAt: position)
    }

    /// `message`'s body, after a moment.
    func body(of message: Message) async throws -> String {
        try await Task.sleep(for: .milliseconds(Self.bodyMilliseconds))
        sentBodies.insert(message.id)
        return message.body
    }

    /// The messages of `messages` whose sender or subject contains `query` (ignoring case),
    /// after half a second, as a server's search answers; thrown `CancellationError` if the
    /// task is cancelled meanwhile (a newer query).
    func search(_ query: String, in messages: [Message]) async throws -> [Message] {
        try await Task.sleep(for: .milliseconds(Self.searchMilliseconds))
        let wanted = query.lowercased()
        return messages.filter { "\($0.sender) \($0.subject)".lowercased().contains(wanted) }
    }

    /// Whether `message`'s body was sent already.
    func hasSent(_ message: Message) -> Bool { sentBodies.contains(message.id) }
}

/// What went wrong on the server, in words for the error state.
enum MailServerError: Error, CustomStringConvertible {
    case noAnswer

    var description: String {
        switch self {
        case .noAnswer: "The mail server did not answer."
        }
    }
}
