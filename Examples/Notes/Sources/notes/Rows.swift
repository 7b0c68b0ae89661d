import NotesData
import TwoPane

/// The rows of Notes' two lists.
@MainActor
enum Rows {
    /// A folder: its icon, its name and how many notes it holds.
    static func folder(_ folder: Folder) -> Widget {
        let row = Box(.horizontal, spacing: 8)
        row.setMargins(8)
        let name = Label(folder.name)
        name.horizontalTextAlignment = 0
        name.expandsHorizontally = true
        let count = Label("\(folder.noteCount)")
        count.addStyleClass("dim-label")
        count.tooltip = folder.noteCount == 1 ? "1 note" : "\(folder.noteCount) notes"
        row.append(Image(iconName: "folder-symbolic"))
        row.append(name)
        row.append(count)
        return row
    }

    /// A note: its title (and a pin when it is pinned) over its preview.
    static func note(_ note: NoteSummary) -> Widget {
        let row = Box(.vertical, spacing: 2)
        row.setMargins(8)
        let top = Box(.horizontal, spacing: 6)
        let title = Label(note.title)
        title.setMarkup("<b>\(Label.escapedForMarkup(note.title))</b>")
        title.ellipsizeAtEnd()
        title.horizontalTextAlignment = 0
        title.expandsHorizontally = true
        top.append(title)
        if note.isPinned {
            let pin = Image(iconName: "view-pin-symbolic")
            pin.tooltip = "Pinned"
            top.append(pin)
        }
        row.append(top)
        if !note.preview.isEmpty {
            let preview = Label(note.preview)
            preview.addStyleClass("dim-label")
            preview.ellipsizeAtEnd()
            preview.horizontalTextAlignment = 0
            row.append(preview)
        }
        return row
    }
}
