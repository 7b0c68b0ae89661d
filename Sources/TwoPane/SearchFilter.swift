import TwoPaneModel

/// The list's rows and what a search shows of them: every row (the items), the query typed,
/// and the rows shown: every row, or those that match, found in steps (``SearchRun``) so a
/// million rows never block the main loop (L18). The shown rows are the model's items (L12
/// keeps or clears the selection). Until the first search, nothing here reads an item.
///
/// It is the items' one home: the layout's public `items` reads ``allRows``, and the model's
/// items are the ids of the shown rows, read through it (``shownIDs(rememberingSelectionAt:)``),
/// so an id's position in the model is the shown index here. It says how the list's shown
/// rows change (``ShownRowsChange``); the layout applies them to the list (``ListColumn``),
/// whose shown rows are then the same.
///
/// Here, as in the list, a position counts all the rows and an index the rows shown; both are
/// plain `Int`s (the raw values of the list's ``RowPosition`` and ``ShownRowIndex``), so the
/// search's loops over a million rows stay tight. ``ListColumn`` wraps them for the list.
@MainActor
final class SearchFilter<Item: Identifiable & Hashable> where Item.ID: Sendable {
    /// The text the search matches in an item; nil when the layout has no search field.
    let searchText: (@MainActor (Item) -> String)?
    /// What the search field holds, lowercased; empty shows every row.
    private(set) var query = ""
    /// Every row of the list: the items.
    private(set) var allRows: LayoutItems<Item>
    /// The positions of the rows shown, increasing; nil while every row is shown.
    private(set) var shown: [Int]?
    /// The search under way, if it has not looked at every row yet.
    private(set) var run: SearchRun?
    /// The open item's row (its position among all rows), shown while it no longer matches
    /// the query because its value changed under it (L23), until the query changes or
    /// another item is opened (``dropKeptOpenRow(unlessAt:)``).
    private(set) var keptOpenRow: Int?
    /// The ids the app's own search found for the query (``TwoPaneSplitLayout/search``): the
    /// rows that match are the items with these ids. Nil: a row matches when its text
    /// contains the query.
    private(set) var matchingIDs: Set<Item.ID>?
    /// Whether the run under way looks again at the rows shown (a refresh of the app's
    /// search for the same query), not only for new matches.
    private var isRefreshing = false
    /// The open item's row while a refresh runs: shown, matching or not (L23).
    private var protectedRow: Int?

    init(rows: LayoutItems<Item>, searchText: (@MainActor (Item) -> String)?) {
        self.searchText = searchText
        allRows = rows
    }

    var isSearching: Bool { !query.isEmpty }

    /// Whether the search has looked at every row (or there is none).
    var isSettled: Bool { run == nil }
    /// Whether the search's next step waits for the main loop to be idle.
    var isStepScheduled = false

    /// A search that matches nothing: the list gives way to "No results".
    var nothingFound: Bool { isSearching && isSettled && shown?.isEmpty == true }

    /// How many rows are shown.
    var shownCount: Int { shown?.count ?? allRows.count }

    /// The item of the shown row at `index`.
    func item(atShownIndex index: Int) -> Item {
        allRows.element(at: shown.map { $0[index] } ?? index)
    }

    /// The position among all rows of the shown row at `index`.
    func position(atShownIndex index: Int) -> Int { shown.map { $0[index] } ?? index }

    /// Where the row at `position` is shown, or nil.
    func shownIndex(of position: Int) -> Int? {
        guard let shown else { return position < allRows.count ? position : nil }
        return binarySearch(shown, for: position)
    }

    /// The shown rows' ids: the model's items, with the selected row's id (at `selected`, a
    /// shown index) remembered where it is, so looking it up reads nothing else.
    func shownIDs(rememberingSelectionAt selected: Int?) -> SplitLayoutItems<Item.ID> {
        let rows = allRows
        let ids: SplitLayoutItems<Item.ID>
        if let shown {
            ids = SplitLayoutItems(count: shown.count, reading: { rows.element(at: shown[$0]).id })
        } else {
            ids = SplitLayoutItems(count: rows.count, reading: { rows.element(at: $0).id })
        }
        if let selected, selected < ids.count { _ = ids.rememberedID(at: selected) }
        return ids
    }

    // MARK: - A new query

    /// Takes the field's text as the query and starts searching for it (every row shows
    /// again for an empty one); `selected` and `focused` are the positions (among all rows) of
    /// the selected row and the row with keyboard focus, which are looked at first: shown from
    /// the start when they match. Nil when the query did not change; else the new shown rows, to which
    /// ``step(until:)`` adds more.
    ///
    /// `ids`: what the app's own search found for `text`, the rows then shown (nil: a row
    /// matches when its text contains the query).
    func search(
        for text: String, matching ids: Set<Item.ID>? = nil, selected: Int?, focused: Int? = nil
    ) -> ShownRows? {
        let newQuery = text.lowercased()
        guard newQuery != query else { return nil }
        // The app's search need not find fewer items for a longer query: every row is looked at.
        let narrows = !query.isEmpty && TextMatch.containsCharacters(newQuery, query) && shown != nil && ids == nil
        let oldShown = shown ?? []
        let oldRun = run
        query = newQuery
        matchingIDs = newQuery.isEmpty ? nil : ids
        isRefreshing = false
        keptOpenRow = nil  // a query the user types decides for the open row too (L12)
        guard isSearching else {
            // Every row again, in steps: GTK makes an object for each row it is told is new.
            run = shown == nil ? nil : SearchRun(list: [], tailStart: 0, rowCount: allRows.count)
            return .kept
        }
        var list: [Int] = []
        var tailStart: Int? = 0
        if narrows {
            // Only the rows the last query matched, and those it had still to look at.
            let remaining = oldRun?.remaining
            let cursor = oldRun?.cursor ?? Int.max
            list = RowPositions.below(cursor, in: oldShown, then: remaining?.list ?? [])
            tailStart = remaining?.tailStart
        }
        let first = Set([selected, focused].compactMap { $0 }).sorted()
        shown = first.filter { matches(position: $0) }
        run = SearchRun(list: list, tailStart: tailStart, rowCount: allRows.count, lookedAtFirst: first)
        finishIfDone()
        return .only(shown ?? [])
    }

    /// How many rows one step shows at most. GTK 4.8 keeps up to 200 rows of a list realised
    /// (each a widget built and bound in the step that shows it): while fewer than 256 rows
    /// are shown, a step shows 32 (building a row costs GTK about 0.1 ms; a key's block stays
    /// near a frame). Beyond them GTK only makes an object for each new row.
    var rowsPerStep: Int { shownCount < 256 ? 32 : 4_096 }

    /// Looks at rows until `deadline` (microseconds of the monotonic clock) passes, a step's
    /// worth of rows is found, or every row has been looked at; the rows found, to show.
    /// With the query emptied, it shows every row again, a step's worth at a time.
    func step(until deadline: Int64) -> [ShownRowsChange] {
        guard var run = self.run else { return [] }
        defer { finishIfDone() }
        guard isSearching else {
            let changes = showingEveryRow(&run)
            self.run = run
            return changes
        }
        if isRefreshing {
            let changes = refreshing(&run, until: deadline)
            self.run = run
            return changes
        }
        var found: [Int] = []
        var looked = 0
        let rowsPerStep = self.rowsPerStep
        while found.count < rowsPerStep, let row = run.next() {
            if matches(position: row) { found.append(row) }
            looked += 1
            if looked % 64 == 0, MainLoop.monotonicMicroseconds >= deadline { break }
        }
        self.run = run
        return show(found)
    }

    /// With the query emptied: shows the rows the last query hid, from the run's cursor on,
    /// a step's worth at most, each run of them inserted between the rows shown, which stay
    /// (GTK keeps the row the user reads where it is, as it does when its own filter model
    /// shows every row again).
    private func showingEveryRow(_ run: inout SearchRun) -> [ShownRowsChange] {
        guard let shown, let start = run.tailCursor else { return [] }
        let limit = rowsPerStep
        let count = allRows.count
        var changes: [ShownRowsChange] = []
        var position = start
        var index = lowerBound(shown, start)
        var added = 0
        while position < count, added < limit, changes.count < 256 {
            while index < shown.count, shown[index] == position {
                index += 1
                position += 1
            }
            guard position < count else { break }
            let end = min(index < shown.count ? shown[index] : count, position + limit - added)
            changes.append(ShownRowsChange(index: index + added, removed: 0, positions: Array(position..<end)))
            added += end - position
            position = end
        }
        self.shown?.replaceSubrange(lowerBound(shown, start)..<index, with: start..<position)
        run.advanceTail(to: position)
        return changes
    }

    /// A run that has looked at every row ends; with no query, every row is shown.
    private func finishIfDone() {
        guard run?.isDone ?? true else { return }
        run = nil
        isRefreshing = false
        protectedRow = nil
        if !isSearching { shown = nil }
    }

    // MARK: - The app's search, again

    /// The app's search found `ids` again for the query shown (the items changed since it
    /// last ran): every row is looked at again, in steps (``step(until:)``), shown when it
    /// matches and hidden when not, but for the open item's (at `openRow`), which stays
    /// shown (L23). Rows that stay shown or hidden are not touched.
    func refresh(matching ids: Set<Item.ID>, openRow: Int?) {
        guard isSearching, shown != nil else { return }
        matchingIDs = ids
        isRefreshing = true
        protectedRow = openRow
        if keptOpenRow != openRow { keptOpenRow = nil }
        run = SearchRun(list: [], tailStart: 0, rowCount: allRows.count)
    }

    /// A step of a refresh: the rows whose match changed, shown or hidden.
    private func refreshing(_ run: inout SearchRun, until deadline: Int64) -> [ShownRowsChange] {
        guard var shown else { return [] }
        var changes: [ShownRowsChange] = []
        var looked = 0
        while changes.count < rowsPerStep, let row = run.next() {
            let index = lowerBound(shown, row)
            let isShown = index < shown.count && shown[index] == row
            let isMatch = matches(position: row)
            if row == protectedRow, isShown {
                if !isMatch { keptOpenRow = row }
            } else if isMatch, !isShown {
                shown.insert(row, at: index)
                changes.append(ShownRowsChange(index: index, removed: 0, positions: [row]))
            } else if !isMatch, isShown {
                shown.remove(at: index)
                changes.append(ShownRowsChange(index: index, removed: 1, positions: []))
            }
            looked += 1
            if looked % 64 == 0, MainLoop.monotonicMicroseconds >= deadline { break }
        }
        self.shown = shown
        return changes
    }

    // MARK: - The items changed

    /// The items changed by `edit`: the shown rows follow the splices (the list's own shown
    /// rows do the same as it applies them), and the rows added or updated are shown when
    /// they match, hidden when they do not, but for the open item's (at `openRow` among the
    /// new rows), which stays shown while it is open (L23). The changes to make to the list
    /// after the splices.
    func itemsChanged(to items: LayoutItems<Item>, by edit: ItemsEdit, openRow: Int?) -> [ShownRowsChange] {
        allRows = items
        guard var shown else {
            run = nil
            keptOpenRow = nil
            return []
        }
        for splice in edit.splices {
            RowPositions.apply(splice, to: &shown)
            run?.apply(splice)
        }
        self.shown = shown
        if isRefreshing { protectedRow = openRow }
        var changes: [ShownRowsChange] = []
        let changed = Set(edit.insertedPositions + edit.updatedPositions)
        // The open row is looked at now even where the search has still to come to it, and
        // then not again: it must be shown before this change is over, or its item would
        // count as gone (L12).
        let opens = openRow.map { changed.contains($0) } ?? false
        if opens, let openRow { run?.markLookedAt(openRow) }
        let toLookAt = changed.sorted().filter { $0 == openRow || !(run?.willLookAt($0) ?? false) }
        var found: [Int] = []
        keptOpenRow = openRow.flatMap { row in
            binarySearch(self.shown ?? [], for: row) != nil || changed.contains(row) ? row : nil
        }.flatMap { matches(position: $0) ? nil : $0 }
        for position in toLookAt {
            let isMatch = matches(position: position) || (opens && position == openRow)
            if let index = binarySearch(self.shown ?? [], for: position) {
                if !isMatch {
                    self.shown?.remove(at: index)
                    changes.append(ShownRowsChange(index: index, removed: 1, positions: []))
                }
            } else if isMatch {
                found.append(position)
            }
        }
        return changes + show(found)
    }

    /// Hides the row kept shown for the open item (L23) unless it is at `openRow` (another
    /// item was opened, or none) or matches the query again; the change to make to the list.
    func dropKeptOpenRow(unlessAt openRow: Int?) -> [ShownRowsChange] {
        guard let kept = keptOpenRow, kept != openRow else { return [] }
        keptOpenRow = nil
        guard !matches(position: kept), let index = binarySearch(shown ?? [], for: kept) else { return [] }
        shown?.remove(at: index)
        return [ShownRowsChange(index: index, removed: 1, positions: [])]
    }

    // MARK: - Matching

    /// Adds the rows at `positions` (increasing, none shown yet) to the shown rows; each run
    /// of them that lands between the same two shown rows is one change.
    private func show(_ positions: [Int]) -> [ShownRowsChange] {
        guard !positions.isEmpty, var shown else { return [] }
        var changes: [ShownRowsChange] = []
        var index = 0
        var pending: [Int] = []
        var pendingIndex = 0
        for position in positions {
            let at = lowerBound(shown, position, from: index)
            if !pending.isEmpty, at != pendingIndex + pending.count {
                changes.append(ShownRowsChange(index: pendingIndex, removed: 0, positions: pending))
                pending = []
            }
            if pending.isEmpty { pendingIndex = at }
            shown.insert(position, at: at)
            pending.append(position)
            index = at + 1
        }
        changes.append(ShownRowsChange(index: pendingIndex, removed: 0, positions: pending))
        self.shown = shown
        return changes
    }

    private func matches(position: Int) -> Bool {
        guard isSearching else { return true }
        if let matchingIDs { return matchingIDs.contains(allRows.element(at: position).id) }
        guard let searchText else { return true }
        return TextMatch.contains(searchText(allRows.element(at: position)), lowercasedQuery: query)
    }
}

/// What a search shows when it starts.
enum ShownRows: Equatable {
    /// The rows shown now, while more are found or shown again in steps.
    case kept
    /// Only the rows at these positions, increasing.
    case only([Int])
}

/// A change of the rows a list shows: `removed` shown rows from `index` replaced by the rows
/// at `positions` (among all the rows).
struct ShownRowsChange: Equatable {
    let index: Int
    let removed: Int
    let positions: [Int]
}
