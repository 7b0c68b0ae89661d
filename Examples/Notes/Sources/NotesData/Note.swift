/// A note, whole: what the editor shows and saves.
///
/// Its first non-empty line is its ``title``, the next its ``preview``. A folder's list holds
/// ``NoteSummary`` values instead, which keep those two lines and not the text: a folder of
/// 100,000 notes is loaded whole for the list. Get a note's text with
/// ``NotesDatabase/note(withID:)`` when the editor opens it.
public struct Note: Identifiable, Hashable, Sendable {
    /// Unique in its database, never reused.
    public var id: Int64
    /// The ``Folder`` it is in.
    public var folderID: Int64
    /// The whole note: a title line, then the body.
    public var text: String
    public var isPinned: Bool
    /// When its text last changed, in milliseconds since the epoch (UTC).
    public var modified: Int64

    public init(id: Int64, folderID: Int64, text: String, isPinned: Bool, modified: Int64) {
        self.id = id
        self.folderID = folderID
        self.text = text
        self.isPinned = isPinned
        self.modified = modified
    }

    /// The first non-empty line, trimmed; "New Note" when there is none.
    ///
    /// At most ``NoteSummary/maximumLineLength`` characters: a row shows one line.
    public var title: String { NoteText.titleAndPreview(of: text).title }

    /// The line after the title that is not empty, trimmed; empty when there is none.
    ///
    /// At most ``NoteSummary/maximumLineLength`` characters.
    public var preview: String { NoteText.titleAndPreview(of: text).preview }

    /// What the list shows of it.
    public var summary: NoteSummary {
        let lines = NoteText.titleAndPreview(of: text)
        return NoteSummary(
            id: id, folderID: folderID, title: lines.title, preview: lines.preview, isPinned: isPinned,
            modified: modified)
    }
}

/// What a folder's list shows of a note: its title and preview, not its text.
///
/// A new value for the same ``id`` (a save, a pin) compares unequal, so a list that holds
/// these can tell which rows changed.
public struct NoteSummary: Identifiable, Hashable, Sendable {
    /// The longest ``title`` or ``preview``, in characters; a longer line is cut.
    public static let maximumLineLength = 200

    public var id: Int64
    public var folderID: Int64
    /// The note's first non-empty line, trimmed, or "New Note".
    public var title: String
    /// The note's next non-empty line, trimmed, or empty.
    public var preview: String
    public var isPinned: Bool
    /// Milliseconds since the epoch (UTC).
    public var modified: Int64

    public init(id: Int64, folderID: Int64, title: String, preview: String, isPinned: Bool, modified: Int64) {
        self.id = id
        self.folderID = folderID
        self.title = title
        self.preview = preview
        self.isPinned = isPinned
        self.modified = modified
    }
}

/// A folder of notes.
public struct Folder: Identifiable, Hashable, Sendable {
    public var id: Int64
    public var name: String
    /// How many notes it holds, counted when the folders were read.
    public var noteCount: Int

    public init(id: Int64, name: String, noteCount: Int) {
        self.id = id
        self.name = name
        self.noteCount = noteCount
    }
}

/// A note's title and preview from its text, read straight from its UTF-8 bytes: only the
/// lines up to the preview are looked at, so a long note costs no more than a short one.
enum NoteText {
    /// The title of a note with no text but white space.
    static let emptyTitle = "New Note"

    /// How many bytes of a line, after its leading ASCII white space, are decoded: enough for
    /// ``NoteSummary/maximumLineLength`` characters of any ordinary script.
    private static let decodedBytesPerLine = 4096

    static func titleAndPreview(of text: String) -> (title: String, preview: String) {
        var text = text
        return text.withUTF8 { titleAndPreview(utf8: $0) }
    }

    /// The first two lines of `bytes` that are not white space, trimmed and cut to
    /// ``NoteSummary/maximumLineLength`` characters. Lines end at "\n" (a "\r" before it is
    /// white space).
    static func titleAndPreview(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (title: String, preview: String) {
        var lines: [String] = []
        var start = 0
        while start < bytes.count && lines.count < 2 {
            var end = start
            while end < bytes.count && bytes[end] != newline { end += 1 }
            if let line = trimmedLine(UnsafeBufferPointer(rebasing: bytes[start..<end])) { lines.append(line) }
            start = end + 1
        }
        return (lines.first ?? emptyTitle, lines.count > 1 ? lines[1] : "")
    }

    private static let newline = UInt8(ascii: "\n")

    /// The line without the white space around it, cut; nil if it is all white space.
    private static func trimmedLine(_ line: UnsafeBufferPointer<UInt8>) -> String? {
        var start = 0
        while start < line.count && isASCIIWhitespace(line[start]) { start += 1 }
        guard start < line.count else { return nil }
        let rest = line[start...]
        let decoded =
            rest.count > decodedBytesPerLine
            ? String(decoding: rest.prefix(decodedBytesPerLine), as: UTF8.self).dropLast()  // may end mid-character
            : Substring(String(decoding: rest, as: UTF8.self))
        let trimmed = decoded.drop(while: \.isWhitespace).prefix(NoteSummary.maximumLineLength)
        guard let last = trimmed.lastIndex(where: { !$0.isWhitespace }) else { return nil }
        return String(trimmed[...last])
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
