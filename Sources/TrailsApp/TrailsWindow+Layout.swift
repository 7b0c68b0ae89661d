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
            items: regions.map { AnyRandomAccessCollection(Self.trails(in: $0, at: sidebar?.selection.value)) }
                ?? content.trails,
            selection: selection,
            configuration: SplitLayoutConfiguration(),
            sidebar: sidebar,
            searchText: { $0.name },
            itemTitle: { $0.name },
            row: { trail in TrailRowView.make(trail, style: style.palette(for: trail)) },
            detail: { trail in
                let palette = style.palette(for: trail)
                return TrailDetailView.make(
                    trail, style: palette,
                    showStages: { if let weakLayout { Self.showStages(of: trail, style: palette, on: weakLayout) } },
                    done: { selection.value = nil })
            }
        )
        weakLayout = layout
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

    /// Pushes `trail`'s Stages page on the detail; choosing a stage there pushes its page.
    private static func showStages(of trail: Trail, style: Int, on layout: TwoPaneSplitLayout<Trail>) {
        let stages = StagesView.make(trail, style: style) { [weak layout] index in
            guard let layout else { return }
            let stage = StageView.make(trail, stageAt: index, style: style)
            layout.pushDetailPage(stage, title: trail.stages[index].name)
        }
        layout.pushDetailPage(stages, title: localized("Stages"))
    }
}
