import TrailsData
import TwoPane

/// The split layout of the trails: the list, the detail, the stages pages.
extension TrailsWindow {
    /// A layout showing `content`, its rows and pages styled by `style`; not attached yet.
    static func makeLayout(_ content: TrailsContent, style: TrailsStyle) -> TwoPaneSplitLayout<Trail> {
        let selection = ObservableValue<Trail.ID?>(nil)
        // The layout owns the detail builder, and the pages it pushes own their buttons'
        // closures: they all reach the layout weakly.
        weak var weakLayout: TwoPaneSplitLayout<Trail>?
        let regions = content.regions
        let sidebar = regions.map { regions in
            SplitSidebar(
                title: localized("Regions"), rowTitles: regions.map(\.name),
                selection: ObservableValue<Int?>(regions.isEmpty ? nil : 0))
        }
        let layout = TwoPaneSplitLayout(
            title: "Trails",
            items: regions.map { TrailList(Self.trails(in: $0, at: sidebar?.selection.value)) }
                ?? content.trails,
            selection: selection,
            configuration: SplitLayoutConfiguration(breakpointUnit: .sp),
            sidebar: sidebar,
            searchText: { $0.name },
            itemTitle: { $0.name },
            row: { trail in TrailRowView.make(trail, style: style.palette(for: trail)) },
            detail: { trail in
                let palette = style.palette(for: trail)
                return TrailDetailView.make(
                    trail, style: palette, showStages: { weakLayout?.pushDetailValue(TrailPage.stages) },
                    done: { selection.value = nil })
            }
        )
        weakLayout = layout
        declarePages(on: layout, style: style)
        if let regions, let sidebar {
            // Choosing a region shows its trails; the selected trail stays if it is there (L12).
            layout.onChange(of: sidebar.selection) { layout, position in
                layout.setItems(Self.trails(in: regions, at: position))
            }
        }
        return layout
    }

    /// The trails of the region at `position`, or none.
    private static func trails(in regions: [Region], at position: Int?) -> [Trail] {
        guard let position, regions.indices.contains(position) else { return [] }
        return regions[position].trails
    }

    /// The pages pushed on a trail's detail, by value: its Stages page, and a stage's page
    /// from there. Values, so the state store brings the path back at the next start.
    static func declarePages(on layout: TwoPaneSplitLayout<Trail>, style: TrailsStyle) {
        layout.detailDestination(for: TrailPage.self, named: "trail-page") { [weak layout] trail, page in
            let palette = style.palette(for: trail)
            switch page {
            case .stages:
                let stages = StagesView.make(trail, style: palette) { index in
                    layout?.pushDetailValue(TrailPage.stage(index))
                }
                return DetailPageContent(title: localized("Stages"), content: stages)
            case .stage(let index):
                guard trail.stages.indices.contains(index) else { return nil }
                return DetailPageContent(
                    title: trail.stages[index].name, content: StageView.make(trail, stageAt: index, style: palette))
            }
        }
    }
}
