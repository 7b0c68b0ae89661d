import TwoPaneGtk
import TwoPaneModel

/// The leading column of a three-column layout: a titled list of rows (e.g. regions) whose
/// selection, a row position, is shared with the app. The app shows the chosen row's items
/// with the layout's `setItems(_:)`. For rows the app builds (an icon, a count) from its own
/// identifiable items, chosen by id and updated live, use ``ItemSidebar``.
///
/// ```swift
/// let region = ObservableValue<Int?>(0)
/// let sidebar = SplitSidebar(title: "Regions", rowTitles: ["Europe", "North America"], selection: region)
/// // let layout = TwoPaneSplitLayout(…, sidebar: sidebar, …)
/// layout.onChange(of: region) { layout, position in layout.setItems(regions[position ?? 0].trails) }
/// ```
@MainActor
public class SplitSidebar {
    /// The sidebar list's accessible name, and its column's header title. Setting it
    /// retitles both at once.
    public var title: String {
        didSet { if title != oldValue { retitled?() } }
    }
    /// Each row's title, in order; a collapsed layout titles the list page with the chosen
    /// row's title.
    public var rowTitles: [String] { (0..<rowCount).map { rowTitle(at: $0) ?? "" } }
    /// The chosen row's position, shared with the app: the layout writes the user's choice,
    /// and assigning it from code chooses (or, with `nil`, clears) as the user would.
    public let selection: ObservableValue<Int?>
    private let titles: [String]
    /// Set by the layout the sidebar is in: runs a change of the rows (which returns the
    /// edit and where the chosen row now is) when the layout can show it.
    var applyRowsChange: (@MainActor (_ change: @escaping @MainActor () -> (ItemsEdit, Int?)) -> Void)?
    /// Set by the layout the sidebar is in: shows a new ``title``.
    var retitled: (@MainActor () -> Void)?

    /// A sidebar titled `title` (its list's accessible name) with a row for each of
    /// `rowTitles`, whose chosen row's position is bound to `selection` (`nil`: none chosen).
    public init(title: String, rowTitles: [String], selection: ObservableValue<Int?>) {
        self.title = title
        self.titles = rowTitles
        self.selection = selection
    }

    /// A sidebar whose rows a subclass provides.
    init(title: String, selection: ObservableValue<Int?>) {
        self.title = title
        self.titles = []
        self.selection = selection
    }

    /// How many rows there are.
    var rowCount: Int { titles.count }

    /// The title of the row at `position`, if there is one.
    func rowTitle(at position: Int) -> String? {
        titles.indices.contains(position) ? titles[position] : nil
    }

    /// The title of the section the row at `position` starts, if it starts one (plain titled
    /// rows are in none).
    func startedSection(at position: Int) -> String? { nil }

    /// The widget of the row at `position`: its title, padded like a navigation sidebar's.
    func makeRow(at position: Int) -> Widget {
        let label = Label(rowTitle(at: position) ?? "")
        label.horizontalTextAlignment = 0
        label.ellipsizeAtEnd()
        label.setMargins(10)
        return label
    }
}
