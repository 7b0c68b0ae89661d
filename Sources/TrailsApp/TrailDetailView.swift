import TrailsData
import TwoPane

/// A trail's detail: a top-to-bottom gradient of its two colours with a mountain, the name
/// in large bold rounded type, the distance, a Stages button that opens the trail's stages
/// (for a trail that has some), and a Done button that clears the selection.
@MainActor
enum TrailDetailView {
    static func make(
        _ trail: Trail, style: TrailsStyle.Palette, showStages: @escaping @MainActor () -> Void,
        done: @escaping @MainActor () -> Void
    ) -> Widget {
        let page = Box(.vertical)
        page.addStyleClass("trail-detail")
        page.addStyleClass(style.detailClass)
        let content = Box(.vertical, spacing: 12)
        content.align(horizontal: .center, vertical: .center)
        content.expandsVertically = true
        content.setMargins(24)
        let icon = Image(iconName: "trails-mountain-symbolic", pixelSize: 96)
        let name = Label(trail.name)
        name.addStyleClass("trail-name")
        name.wrapWords()
        let distance = Label(distanceText(kilometres: trail.distanceKilometres))
        distance.addStyleClass("trail-distance")
        content.append(icon)
        content.append(name)
        content.append(distance)
        if !trail.stages.isEmpty {
            let stagesButton = Button(label: localized("Stages"))
            stagesButton.addStyleClass("trail-pill")
            stagesButton.align(horizontal: .center)
            stagesButton.tooltip = StagesView.summary(of: trail)
            stagesButton.onClick(showStages)
            content.append(stagesButton)
        }
        let doneButton = Button(label: localized("Done"))
        doneButton.addStyleClass("trail-pill")
        doneButton.align(horizontal: .center)
        doneButton.onClick(done)
        content.append(doneButton)
        page.append(content)
        return page
    }
}
