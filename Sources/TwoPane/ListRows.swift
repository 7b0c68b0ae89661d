import TwoPaneGtk

/// The list's rows as the app builds them, in sections when it gives each item a section
/// (``TwoPaneSplitLayout/sectionTitle``): each row that starts a section among the rows
/// shown carries the section's header above it (``SectionStartRow``). A header is not a
/// row: nothing selects, opens or focuses it, and the items' positions are the rows' alone
/// (L6, L12). The rows are read through the search (``SearchFilter``), which owns the items.
@MainActor
final class ListRows<Item: Identifiable & Hashable> where Item.ID: Sendable {
    /// The app's row builder.
    private let build: @MainActor (Item) -> Widget
    /// The title of an item's section, if the list is in sections.
    var sectionOf: (@MainActor (Item) -> String?)?
    /// Whether a row was ever built under a section's header (else no row needs looking at).
    private var hasBuiltSectionHeaders = false

    init(build: @escaping @MainActor (Item) -> Widget) {
        self.build = build
    }

    /// The widget of the row at `position` among all the rows, under its section's header
    /// when it starts a section among the rows shown.
    func makeRow(at position: Int, in filter: SearchFilter<Item>) -> Widget {
        let rows = filter.allRows
        guard position < rows.count else { return Label() }
        let row = build(rows.element(at: position))
        guard let title = startedSection(at: position, in: filter) else { return row }
        hasBuiltSectionHeaders = true
        return SectionStartRow(title: title, row: row)
    }

    /// The rows on screen (positions among all the rows) whose header is not the one they
    /// should carry now: to build again.
    func rowsWithStaleHeaders(in list: ListView, filter: SearchFilter<Item>) -> [RowPosition] {
        // A list never in sections has nothing to look at (each render asks).
        guard sectionOf != nil || hasBuiltSectionHeaders else { return [] }
        let rowCount = filter.allRows.count
        return list.rowsWithStaleSectionHeaders { row in
            row.rawValue < rowCount ? self.startedSection(at: row.rawValue, in: filter) : nil
        }.filter { $0.rawValue < rowCount }
    }

    /// The title of the section the row at `position` starts among the rows shown, if it
    /// starts one.
    private func startedSection(at position: Int, in filter: SearchFilter<Item>) -> String? {
        guard let sectionOf, let index = filter.shownIndex(of: position) else { return nil }
        let rows = filter.allRows
        guard let title = sectionOf(rows.element(at: position)) else { return nil }
        guard index > 0 else { return title }
        let previous = filter.position(atShownIndex: index - 1)
        return sectionOf(rows.element(at: previous)) == title ? nil : title
    }
}
