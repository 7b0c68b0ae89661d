import TwoPaneGtk

/// The leading column of a three-column layout: a titled list of rows (e.g. regions) whose
/// selection, a row position, is shared with the app. The app shows the chosen row's items
/// with the layout's `setItems(_:)`.
///
/// ```swift
/// let region = ObservableValue<Int?>(0)
/// let sidebar = SplitSidebar(title: "Regions", rowTitles: ["Europe", "North America"], selection: region)
/// // let layout = TwoPaneSplitLayout(…, sidebar: sidebar, …)
/// layout.onChange(of: region) { layout, position in layout.setItems(regions[position ?? 0].trails) }
/// ```
@MainActor
public final class SplitSidebar {
    /// The sidebar list's accessible name.
    public let title: String
    /// One row per entry, in order; a collapsed layout titles the list page with the chosen
    /// row's title.
    public let rowTitles: [String]
    /// The chosen row's position, shared with the app: the layout writes the user's choice,
    /// and assigning it from code chooses (or, with `nil`, clears) as the user would.
    public let selection: ObservableValue<Int?>

    /// A sidebar titled `title` (its list's accessible name) with a row for each of
    /// `rowTitles`, whose chosen row's position is bound to `selection` (`nil`: none chosen).
    public init(title: String, rowTitles: [String], selection: ObservableValue<Int?>) {
        self.title = title
        self.rowTitles = rowTitles
        self.selection = selection
    }

    /// The title of the row at `position`, if there is one.
    func rowTitle(at position: Int) -> String? {
        rowTitles.indices.contains(position) ? rowTitles[position] : nil
    }
}
