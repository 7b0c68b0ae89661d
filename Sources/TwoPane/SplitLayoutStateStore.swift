import TwoPaneGtk
import TwoPaneModel
import TwoPaneState

/// Remembers a split layout and its window across restarts: the window's size and whether it
/// is maximised, the column widths (the dividers), which columns are shown (the sidebar
/// toggle, F9), the selected item, the values pushed on its detail (navigation by value)
/// and, with three columns, the chosen sidebar row.
///
/// Opt-in: an app creates a store with its id and a key, the group of the state file the
/// layout's state lives under (an app with several layouts gives each its own key), and
/// calls ``remember(_:in:encodeID:decodeID:)`` once the layout is attached and before the
/// window is shown. That restores the saved state and saves it again whenever the window is
/// closed; an app that quits without closing its window (GTK does not close windows on
/// quit) calls ``save()`` first. The file is a ``StateFile``, `state.ini` under
/// `$XDG_STATE_HOME/<application id>/`; the app may keep its own values in it through
/// ``file``, in other groups or in the layout's own (a save keeps keys it does not own).
///
/// A file or group that cannot be used (not a regular file, unreadable, too large, not a key
/// file, a key missing, a value of the wrong type or out of any sane range) is reported once
/// through `reportProblem`, and the layout keeps its defaults; the next save overwrites it
/// cleanly. Restored column widths are clamped to the columns' bounds and leave the detail
/// its minimum (L2); an item or sidebar row that no longer exists is not selected.
///
/// ```swift
/// let store = SplitLayoutStateStore(applicationID: "org.twopane.Trails", key: "layout") { problem in
///     printError("trails: warning: \(problem)")
/// }
/// layout.attach(to: window)
/// store.remember(layout, in: window)       // restores now; saves when the window closes
/// window.addShortcut("<Control>q") { store.save(); application.quit(); return true }
/// window.present()
/// ```
@MainActor
public final class SplitLayoutStateStore {
    /// The state file, shared with the app's own values (other groups).
    public let file: StateFile
    /// The group of ``file`` the layout's state lives under.
    public let key: String
    private let reportProblem: @MainActor (StateFileProblem) -> Void
    /// Writes the remembered layout's state into ``file``; set by `remember`.
    private var recordState: (@MainActor () -> Void)?
    private var closeRequest: SignalConnection?

    /// A store for the layout state under `key` in the state file `fileName` of the app
    /// `applicationID`, which it loads now; a problem with the file goes to `reportProblem`.
    ///
    /// ```swift
    /// let store = SplitLayoutStateStore(applicationID: "org.example.Notes", key: "main-window") {
    ///     printError("notes: warning: \($0)")
    /// }
    /// ```
    public convenience init(
        applicationID: String, key: String, fileName: String = "state.ini",
        reportProblem: @escaping @MainActor (StateFileProblem) -> Void
    ) {
        self.init(
            file: StateFile(applicationID: applicationID, fileName: fileName), key: key,
            reportProblem: reportProblem)
    }

    /// A store for the layout state under `key` in `file`, which it loads unless it is already
    /// loaded: several layouts share one file by sharing the ``StateFile``.
    ///
    /// ```swift
    /// let file = StateFile(applicationID: "org.example.Notes")
    /// let main = SplitLayoutStateStore(file: file, key: "main-window") { printError("\($0)") }
    /// let archive = SplitLayoutStateStore(file: file, key: "archive-window") { printError("\($0)") }
    /// ```
    public init(file: StateFile, key: String, reportProblem: @escaping @MainActor (StateFileProblem) -> Void) {
        self.file = file
        self.key = key
        self.reportProblem = reportProblem
        if !file.isLoaded { reporting { (file) throws(StateFileProblem) in try file.read() } }
    }

    /// Restores `layout` and `window` from the file, and saves them whenever the window is
    /// closed. Call it once the layout is attached to the window, before the window is shown.
    /// The window keeps the store alive from then on.
    ///
    /// The app's item ids are stored as text: `encodeID` writes one, `decodeID` reads one
    /// back (`nil` for text that is no id). An empty text stands for no selection. With three
    /// columns the sidebar row is chosen first, so the app shows that row's items, then the
    /// item is selected if it is among them.
    ///
    /// ```swift
    /// store.remember(layout, in: window, encodeID: { String($0.rawValue) },
    ///                decodeID: { Int($0).map(Message.ID.init(rawValue:)) })
    /// ```
    public func remember<Item>(
        _ layout: TwoPaneSplitLayout<Item>, in window: Window,
        encodeID: @escaping @MainActor (Item.ID) -> String,
        decodeID: @escaping @MainActor (String) -> Item.ID?
    ) {
        restore(layout, in: window, decodeID: decodeID)
        // Neither the store nor what it records keeps the window: the window keeps them.
        let windowReference = WindowReference(window)
        recordState = { [weak self, weak layout] in
            guard let self, let layout, let window = windowReference.window else { return }
            self.saved(layout, in: window, encodeID: encodeID).write(to: self.file, group: self.key)
        }
        closeRequest?.disconnect()
        closeRequest = connectClosing(of: window)
        window.keepAlive(self, forKey: "twopane-state-store-\(key)")
    }

    /// ``remember(_:in:encodeID:decodeID:)`` for ids that convert to and from text themselves
    /// (`String`, `Int`, …).
    ///
    /// ```swift
    /// store.remember(layout, in: window)   // Trail.ID is a String
    /// ```
    public func remember<Item>(_ layout: TwoPaneSplitLayout<Item>, in window: Window)
    where Item.ID: LosslessStringConvertible {
        remember(layout, in: window, encodeID: { $0.description }, decodeID: { Item.ID($0) })
    }

    /// Writes the remembered layout's state, and the app's own values, to the file now; a
    /// problem goes to `reportProblem`. The window's closing calls it; call it before quitting.
    ///
    /// ```swift
    /// store.file.set(true, for: "dark-style", in: "preferences")
    /// store.save()
    /// ```
    public func save() {
        recordState?()
        reporting { (file) throws(StateFileProblem) in try file.write() }
    }

    /// Does `work` on the file, reporting the problem it throws once, whichever store of the
    /// file meets it and however often: the one place a state file's problems are caught
    /// (docs/ARCHITECTURE.md, "Errors"). Work that succeeds forgets the saving problems.
    private func reporting(_ work: (StateFile) throws(StateFileProblem) -> Void) {
        do throws(StateFileProblem) {
            try work(file)
            file.reportedProblems = file.reportedProblems.filter { $0.operation == .loading }
        } catch {
            if file.reportedProblems.insert(error).inserted { reportProblem(error) }
        }
    }

    /// Applies the saved group, if there is one and it is sound; reports it when it is not.
    private func restore<Item>(
        _ layout: TwoPaneSplitLayout<Item>, in window: Window,
        decodeID: @MainActor (String) -> Item.ID?
    ) {
        guard file.hasGroup(key) else { return }
        let saved: SavedSplitLayout
        do throws(StateFileProblem) {
            saved = try SavedSplitLayout(reading: file, group: key, hasSidebar: layout.sidebar != nil)
        } catch {
            reportProblem(error)
            file.removeGroup(key)
            return
        }
        if saved.windowWidth > 0, saved.windowHeight > 0 {
            window.setDefaultSize(width: max(saved.windowWidth, window.requestedWidth), height: saved.windowHeight)
        }
        if saved.isMaximized { window.maximize() }
        // The user's widths from the last run, as if dragged again: the model keeps them
        // within the columns' bounds, and the detail keeps its minimum (L2).
        layout.send(.event(.dividerMoved(saved.listWidth)))
        if let sidebarWidth = saved.sidebarWidth { layout.send(.event(.sidebarDividerMoved(sidebarWidth))) }
        if let columnVisibility = layout.columnVisibility {
            columnVisibility.value = saved.columnVisibility
        } else {
            layout.send(.event(.columnVisibilityAssigned(saved.columnVisibility)))
        }
        // Through the bindings, as the app would: the sidebar row first, so the app shows its
        // items, then the item among them.
        if let sidebar = layout.sidebar, case .some(let position) = saved.sidebarSelection,
            position.map({ (0..<sidebar.rowCount).contains($0) }) ?? true
        {
            sidebar.selection.value = position
        }
        if let encoded = saved.selection {
            if let id = decodeID(encoded), layout.layoutState.contains(id) {
                layout.selection.value = id
                layout.restoreDetailPath(saved.detailPath)
            }
        } else if let several = layout.several, !saved.severalSelected.isEmpty {
            several.binding.value = Set(saved.severalSelected.compactMap(decodeID))
        } else {
            layout.selection.value = nil
        }
    }

    /// The state of `layout` and `window` now.
    private func saved<Item>(
        _ layout: TwoPaneSplitLayout<Item>, in window: Window,
        encodeID: @MainActor (Item.ID) -> String
    ) -> SavedSplitLayout {
        let state = layout.layoutState
        let hasSidebar = layout.sidebar != nil
        let size = window.defaultSize
        return SavedSplitLayout(
            windowWidth: size.width, windowHeight: size.height, isMaximized: window.isMaximized,
            listWidth: state.preferredListWidth, sidebarWidth: hasSidebar ? state.preferredSidebarWidth : nil,
            columnVisibility: state.columnVisibility, selection: state.selection.map(encodeID),
            sidebarSelection: hasSidebar ? .some(state.sidebarSelection) : nil,
            detailPath: state.selection == nil ? [] : layout.encodedDetailPath,
            severalSelected: layout.several.map { $0.ids.map(encodeID).sorted() } ?? [])
    }
}
