import TwoPane

// Mailbox: folders, their messages and the message you pick, in three columns that fold
// and collapse as the window narrows. Nothing here keeps the layout: the window does.
let application = Application(id: "org.twopane.example.Mailbox")
application.onActivate {
    let window = application.makeWindow()
    window.title = "Mailbox"
    window.setDefaultSize(width: 1100, height: 700)
    let folders = SampleMailbox.folders
    let folder = ObservableValue<Int?>(0)
    let layout = TwoPaneSplitLayout(
        title: "Messages", items: folders[0].messages, selection: ObservableValue<Message.ID?>(nil),
        configuration: SplitLayoutConfiguration(),
        sidebar: SplitSidebar(title: "Folders", rowTitles: folders.map(\.name), selection: folder),
        searchText: { "\($0.sender) \($0.subject)" },
        itemTitle: { $0.subject },
        row: { message in
            let row = Box(.vertical, spacing: 2)
            row.setMargins(8)
            let sender = Label(message.sender)
            sender.align(horizontal: .start)
            let subject = Label(message.subject)
            subject.addStyleClass("dim-label")
            subject.align(horizontal: .start)
            row.append(sender)
            row.append(subject)
            return row
        },
        detail: { MessageBodyView.make($0) })
    layout.onChange(of: folder) { layout, position in
        layout.setItems(folders[position ?? 0].messages)
    }
    layout.attach(to: window)
    window.addShortcut("<Control>q") {
        application.quit()
        return true
    }
    window.present()
}
application.run()
