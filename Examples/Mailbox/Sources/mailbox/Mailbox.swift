/// One message of a folder.
struct Message: Identifiable, Hashable {
    let id: Int
    let sender: String
    let subject: String
    let body: String
}

/// A folder of the mailbox, shown in the sidebar.
struct Folder {
    let name: String
    let messages: [Message]
}

/// The mailbox the example shows: a few folders of made-up messages.
enum SampleMailbox {
    static let folders: [Folder] = [
        Folder(
            name: "Inbox",
            messages: [
                Message(
                    id: 1, sender: "Ada", subject: "Trip to the Alps",
                    body: "The hut is booked for the second week of July.\n\nBring the map and warm socks."),
                Message(
                    id: 2, sender: "Grace", subject: "Review notes",
                    body: "I read the draft. Two small things in the second chapter; the rest is ready."),
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
