import TwoPaneGtk
import TwoPaneModel

/// The list in sections ("Today", "Yesterday", "Older"): each row that starts a section among
/// the rows shown carries the section's header above it. A header is not a row: nothing
/// selects, opens or focuses it, arrow keys and Page Up/Down go from row to row, the items'
/// positions and the selection are the rows' alone (L6, L12), and a screen reader reads it as
/// a heading. Headers follow live changes and searches: the rows on screen whose start of a
/// section changed are built again.
extension TwoPaneSplitLayout {
    /// The title of an item's section (`nil`: none); consecutive rows with the same title
    /// form a section. The app keeps the items in section order.
    ///
    /// ```swift
    /// layout.sectionTitle = { trail in String(trail.name.prefix(1)) }   // A, D, P, R
    /// ```
    public var sectionTitle: (@MainActor (Item) -> String?)? {
        get { sectionOf }
        set {
            sectionOf = newValue
            afterRendering { [weak self] in self?.updateSectionHeaders() }
        }
    }

    /// `row`, the widget of the row at `position` (among all the items), under its section's
    /// header when it starts a section among the rows shown.
    func sectioned(_ row: Widget, at position: Int) -> Widget {
        guard let title = startedSection(at: position) else { return row }
        hasBuiltSectionHeaders = true
        return SectionStartRow(title: title, row: row)
    }

    /// The title of the section the row at `position` (among all the items) starts among the
    /// rows shown, if it starts one: a hidden row starts none.
    private func startedSection(at position: Int) -> String? {
        guard let sectionOf, let index = filter.shownIndex(of: position) else { return nil }
        let rows = filter.allRows
        guard let title = sectionOf(rows.element(at: position)) else { return nil }
        guard index > 0 else { return title }
        let previous = filter.position(atShownIndex: index - 1)
        return sectionOf(rows.element(at: previous)) == title ? nil : title
    }

    /// Builds again the rows on screen whose header is not the one they should carry now.
    func updateSectionHeaders() {
        // A list never in sections has nothing to look at (each change of its rows asks).
        guard sectionOf != nil || hasBuiltSectionHeaders else { return }
        let rowCount = filter.allRows.count
        let stale = listColumn.list.rowsWithStaleSectionHeaders { position in
            position.rawValue < rowCount ? startedSection(at: position.rawValue) : nil
        }.filter { $0.rawValue < rowCount }
        guard !stale.isEmpty else { return }
        withOwnHandlersBlocked { listColumn.list.reloadRows(at: stale) }
    }
}
