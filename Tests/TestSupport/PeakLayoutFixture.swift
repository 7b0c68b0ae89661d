import TwoPane
import TwoPaneGtk
import TwoPaneModel

/// Every detail widget a layout asked for, in order: which peak, which widget (an
/// ``ItemDetail`` around a label that follows the peak's name), and each new value a detail
/// was handed since (L22).
///
/// The builders hold this log, not the fixture, so the layout never keeps its fixture alive.
@MainActor
public final class DetailBuildLog {
    public private(set) var builds: [(peak: Peak, widget: ItemDetail<Peak>, label: Label)] = []
    /// The new values the details were handed, in order.
    public private(set) var updates: [Peak] = []
    public private(set) var rowBuildCount = 0

    init() {}

    /// How many detail widgets were built.
    public var count: Int { builds.count }

    /// The most recently built detail widget.
    public var lastWidget: ItemDetail<Peak>? { builds.last?.widget }

    /// The label of the most recently built detail: "Detail of NAME", NAME following the
    /// peak's new values.
    public var lastLabel: Label? { builds.last?.label }

    /// The peak whose detail `widget` is, if this log built it.
    public func peak(builtAs widget: Widget) -> Peak? {
        builds.last { $0.widget === widget }?.peak
    }

    func recordDetail(_ peak: Peak) -> Widget {
        let label = Label("Detail of \(peak.name)")
        let detail = ItemDetail<Peak>(label) { [unowned self] peak in
            self.updates.append(peak)
            label.text = "Detail of \(peak.name)"
        }
        builds.append((peak, detail, label))
        return detail
    }

    func recordRow(_ peak: Peak) -> Label {
        rowBuildCount += 1
        return Label(peak.name)
    }
}

/// A ``TwoPaneSplitLayout`` of ``Peak``s titled "Peaks": rows are labels with the name; the
/// detail is a new label "Detail of NAME" logged in ``details``, so tests can tell a rebuilt
/// detail from a kept one.
///
/// ```swift
/// let fixture = PeakLayoutFixture()
/// let window = try presentWindow(width: 1000, height: 700) { fixture.layout.attach(to: $0) }
/// ```
@MainActor
public final class PeakLayoutFixture {
    public nonisolated static let title = "Peaks"

    public let selection: ObservableValue<String?>
    /// The ids selected, in a layout that selects several (made with `selectingSeveral`).
    public let severalSelected: ObservableValue<Set<String>>?
    public let details: DetailBuildLog
    public let layout: TwoPaneSplitLayout<Peak>

    /// A layout of `items` with `selected` selected, sharing `selection` if given; with a
    /// search field over the peaks' names if `searchable`. With `selectingSeveral`, a layout
    /// that selects several, those ids selected, its detail of several "N peaks: NAMES".
    public init(
        items: [Peak] = Peak.all, selected: String? = nil,
        selection: ObservableValue<String?>? = nil,
        configuration: SplitLayoutConfiguration = .init(), sidebar: SplitSidebar? = nil,
        searchable: Bool = false,
        columnVisibility: ObservableValue<ColumnVisibility>? = nil,
        compactColumn: ObservableValue<SplitColumn>? = nil,
        detailItems: (@MainActor (Peak) -> ColumnItems)? = nil,
        selectingSeveral: Set<String>? = nil
    ) {
        let selection = selection ?? ObservableValue<String?>(selected)
        if selected != nil { selection.value = selected }
        let details = DetailBuildLog()
        self.details = details
        var searchText: (@MainActor (Peak) -> String)?
        if searchable { searchText = { peak in peak.name } }
        severalSelected = selectingSeveral.map { ObservableValue($0) }
        if let severalSelected {
            layout = TwoPaneSplitLayout(
                title: Self.title, items: items, selection: severalSelected, configuration: configuration,
                sidebar: sidebar, columnVisibility: columnVisibility, compactColumn: compactColumn,
                searchText: searchText, itemTitle: { $0.name }, row: { details.recordRow($0) },
                detail: { details.recordDetail($0) },
                multipleDetail: { peaks in Label("\(peaks.count) peaks: \(peaks.map(\.name).joined(separator: ", "))")
                },
                detailItems: detailItems)
            self.selection = layout.selection
            return
        }
        self.selection = selection
        layout = TwoPaneSplitLayout(
            title: Self.title, items: items, selection: selection, configuration: configuration, sidebar: sidebar,
            columnVisibility: columnVisibility, compactColumn: compactColumn,
            searchText: searchText,
            itemTitle: { $0.name },
            row: { details.recordRow($0) },
            detail: { details.recordDetail($0) },
            detailItems: detailItems
        )
    }
}

/// Runs the main loop until `layout` has been allocated `width` px and shows what the model
/// decided for that width: the root drawn again after a scheduled render, and `applied`
/// (e.g. "the installed structure is the model's") true. Fails the test on timeout.
@MainActor
public func waitForLayout<Item>(
    _ layout: TwoPaneSplitLayout<Item>, width: Int, applied: () -> Bool = { true },
    file: StaticString = #filePath, line: UInt = #line
) throws {
    guard let root = layout.widget as? WidthReportingBin else {
        throw GtkTestError.toolFailed("the layout's root is not a WidthReportingBin")
    }
    try pump(
        until: {
            root.allocatedWidth == width && layout.layoutState.width == width && root.drawsChild && applied()
        },
        "the layout is allocated \(width) px and shows its layout for that width (root \(root.allocatedWidth) px, "
            + "model \(layout.layoutState.width.map(String.init) ?? "nil") px, drawn \(root.drawsChild))",
        file: file, line: line)
}
