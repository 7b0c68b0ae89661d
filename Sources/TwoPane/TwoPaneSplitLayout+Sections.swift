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
        get { rows.sectionOf }
        set {
            rows.sectionOf = newValue
            send(.render)
        }
    }

    /// Builds again the rows on screen whose header is not the one they should carry now (in
    /// a render, with the layout's handlers blocked).
    func renderSectionHeaders() {
        let stale = rows.rowsWithStaleHeaders(in: listColumn.list, filter: filter)
        if !stale.isEmpty { listColumn.reloadRows(at: stale) }
    }
}
