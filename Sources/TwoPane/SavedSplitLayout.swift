import TwoPaneModel
import TwoPaneState

/// What a split layout and its window looked like, as a state file's group holds it: read and
/// checked from the file, or taken from the live layout to be written.
///
/// Every key is required; a group that lacks one (a truncated file), holds a value of the
/// wrong type, or a number no window could have, is refused whole. Column widths outside the
/// columns' bounds are not refused: the layout clamps them (L2).
struct SavedSplitLayout: Equatable {
    /// The window's unmaximised size (GTK's default size); 0 is the window's natural size.
    var windowWidth: Int
    var windowHeight: Int
    var isMaximized: Bool
    /// The list column's width the user chose (the divider).
    var listWidth: Int
    /// Three columns: the sidebar column's width the user chose.
    var sidebarWidth: Int?
    var columnVisibility: ColumnVisibility
    /// The selected item's id as the app encodes it; `nil` when nothing was selected.
    var selection: String?
    /// Three columns: the chosen sidebar row; `.some(nil)` when none was chosen.
    var sidebarSelection: Int??
    /// The values pushed on the detail, bottom first, as `name:text` (navigation by value).
    /// Optional in the file: a group written before 0.4.0 has none.
    var detailPath: [String] = []
    /// The items selected when several were (a layout that selects several), as the app
    /// encodes their ids. Optional in the file: a group written before 0.5.0 has none.
    var severalSelected: [String] = []

    /// The keys of the group.
    enum Key {
        static let windowWidth = "window-width"
        static let windowHeight = "window-height"
        static let isMaximized = "window-maximized"
        static let listWidth = "list-width"
        static let sidebarWidth = "sidebar-width"
        static let columnVisibility = "column-visibility"
        static let selection = "selection"
        static let sidebarSelection = "sidebar-selection"
        /// `detail-page-1`, `detail-page-2`, …: one key per value of the path.
        static func detailPage(_ number: Int) -> String { "detail-page-\(number)" }
        /// `selected-item-1`, `selected-item-2`, …: one key per item selected with others.
        static func selectedItem(_ number: Int) -> String { "selected-item-\(number)" }
    }

    /// No window or column is wider or taller than this; larger numbers mean a broken file.
    static let largestSize = 100_000

    /// The values of `group` in `file`, checked; `hasSidebar` asks for the three-column keys
    /// too. Throws the reason a problem names when a key is missing or its value is wrong.
    init(reading file: StateFile, group: String, hasSidebar: Bool) throws(StateFileProblem) {
        let reader = GroupReader(file: file, group: group)
        windowWidth = try reader.integer(Key.windowWidth, in: 0...Self.largestSize)
        windowHeight = try reader.integer(Key.windowHeight, in: 0...Self.largestSize)
        isMaximized = try reader.boolean(Key.isMaximized)
        listWidth = try reader.integer(Key.listWidth, in: 0...Self.largestSize)
        columnVisibility = try reader.columnVisibility(Key.columnVisibility)
        let selection = try reader.string(Key.selection)
        self.selection = selection.isEmpty ? nil : selection
        if hasSidebar {
            sidebarWidth = try reader.integer(Key.sidebarWidth, in: 0...Self.largestSize)
            let position = try reader.integer(Key.sidebarSelection, in: -1...Self.largestSize)
            sidebarSelection = .some(position < 0 ? nil : position)
        }
        detailPath = try reader.numberedStrings(Key.detailPage)
        severalSelected = try reader.numberedStrings(Key.selectedItem)
    }

    init(
        windowWidth: Int, windowHeight: Int, isMaximized: Bool, listWidth: Int, sidebarWidth: Int?,
        columnVisibility: ColumnVisibility, selection: String?, sidebarSelection: Int??, detailPath: [String] = [],
        severalSelected: [String] = []
    ) {
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.isMaximized = isMaximized
        self.listWidth = listWidth
        self.sidebarWidth = sidebarWidth
        self.columnVisibility = columnVisibility
        self.selection = selection
        self.sidebarSelection = sidebarSelection
        self.detailPath = detailPath
        self.severalSelected = severalSelected
    }

    /// Writes these values into `group` of `file`. Keys of the group that are not the
    /// layout's (the app's own) are kept; the layout's that no longer apply go.
    func write(to file: StateFile, group: String) {
        let clampedSize = { (size: Int) in min(max(size, 0), Self.largestSize) }
        for key in [Key.sidebarWidth, Key.sidebarSelection] { file.removeKey(key, in: group) }
        for (values, key) in [(detailPath, Key.detailPage), (severalSelected, Key.selectedItem)] {
            var stale = values.count + 1
            while file.hasKey(key(stale), in: group) {
                file.removeKey(key(stale), in: group)
                stale += 1
            }
        }
        file.set(clampedSize(windowWidth), for: Key.windowWidth, in: group)
        file.set(clampedSize(windowHeight), for: Key.windowHeight, in: group)
        file.set(isMaximized, for: Key.isMaximized, in: group)
        file.set(clampedSize(listWidth), for: Key.listWidth, in: group)
        file.set(columnVisibility.storedName, for: Key.columnVisibility, in: group)
        file.set(selection ?? "", for: Key.selection, in: group)
        if let sidebarWidth { file.set(clampedSize(sidebarWidth), for: Key.sidebarWidth, in: group) }
        if let sidebarSelection {
            file.set(min(sidebarSelection ?? -1, Self.largestSize), for: Key.sidebarSelection, in: group)
        }
        for (index, value) in detailPath.enumerated() { file.set(value, for: Key.detailPage(index + 1), in: group) }
        for (index, value) in severalSelected.enumerated() {
            file.set(value, for: Key.selectedItem(index + 1), in: group)
        }
    }
}

/// Reads the keys of one group, each checked, with the reason ready when one is wrong.
private struct GroupReader {
    let file: StateFile
    let group: String

    func integer(_ key: String, in range: ClosedRange<Int>) throws(StateFileProblem) -> Int {
        try requirePresent(key)
        guard let value = file.integer(key, in: group) else { throw wrong(key, "is not a whole number") }
        guard range.contains(value) else {
            throw wrong(key, "is out of range (\(value), expected \(range.lowerBound) to \(range.upperBound))")
        }
        return value
    }

    func boolean(_ key: String) throws(StateFileProblem) -> Bool {
        try requirePresent(key)
        guard let value = file.boolean(key, in: group) else { throw wrong(key, "is not true or false") }
        return value
    }

    func string(_ key: String) throws(StateFileProblem) -> String {
        try requirePresent(key)
        guard let value = file.string(key, in: group) else { throw wrong(key, "is not UTF-8 text") }
        return value
    }

    /// The values of `key(1)`, `key(2)`, … up to the first missing key.
    func numberedStrings(_ key: (Int) -> String) throws(StateFileProblem) -> [String] {
        var values: [String] = []
        while file.hasKey(key(values.count + 1), in: group) { values.append(try string(key(values.count + 1))) }
        return values
    }

    func columnVisibility(_ key: String) throws(StateFileProblem) -> ColumnVisibility {
        let name = try string(key)
        guard let visibility = ColumnVisibility.allStored.first(where: { $0.storedName == name }) else {
            let names = ColumnVisibility.allStored.map(\.storedName).joined(separator: ", ")
            throw wrong(key, "is not one of \(names)")
        }
        return visibility
    }

    private func requirePresent(_ key: String) throws(StateFileProblem) {
        guard file.hasKey(key, in: group) else { throw wrong(key, "is missing") }
    }

    /// The problem: the key, the group and what is wrong with the value, in loading the file.
    private func wrong(_ key: String, _ what: String) -> StateFileProblem {
        StateFileProblem(
            path: file.path, operation: .loading, reason: "the key '\(key)' of the group '\(group)' \(what)")
    }
}

extension ColumnVisibility {
    /// Every visibility, for reading a stored name.
    static let allStored: [ColumnVisibility] = [.automatic, .all, .doubleColumn, .detailOnly]

    /// The visibility's name in a state file.
    var storedName: String {
        switch self {
        case .automatic: "automatic"
        case .all: "all"
        case .doubleColumn: "double-column"
        case .detailOnly: "detail-only"
        }
    }
}
