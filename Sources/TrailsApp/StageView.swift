import TrailsData
import TwoPane

/// One stage's page, pushed on its trail's Stages page: the trail's gradient and mountain,
/// "Stage N of M" over a dot per stage (this one filled), the stage's name in the trail
/// detail's large rounded type, and its distance.
@MainActor
enum StageView {
    /// The page of `trail`'s stage at `index`, in palette `style`.
    static func make(_ trail: Trail, stageAt index: Int, style: TrailsStyle.Palette) -> Widget {
        let stage = trail.stages[index]
        let page = Box(.vertical)
        page.addStyleClass("trail-detail")
        page.addStyleClass(style.detailClass)
        let content = Box(.vertical, spacing: 12)
        content.align(horizontal: .center, vertical: .center)
        content.expandsVertically = true
        content.setMargins(24)
        let icon = Image(iconName: "trails-mountain-symbolic", pixelSize: 64)
        let ordinal = Label(
            Localization.format(localized("Stage %d of %d"), String(index + 1), String(trail.stages.count)))
        ordinal.addStyleClass("trail-stage-page-ordinal")
        let name = Label(stage.name)
        name.addStyleClass("trail-stage-page-name")
        name.wrapWords()
        let distance = Label(distanceText(kilometres: stage.distanceKilometres))
        distance.addStyleClass("trail-distance")
        let trailName = Label(trail.name)
        trailName.addStyleClass("trail-stage-page-trail")
        content.append(icon)
        content.append(ordinal)
        content.append(makeProgress(current: index, count: trail.stages.count))
        content.append(name)
        content.append(distance)
        content.append(trailName)
        page.append(content)
        return page
    }

    /// A dot per stage, the one at `current` filled: where this stage is along the trail.
    /// Decoration only: "Stage N of M" says it in words.
    private static func makeProgress(current: Int, count: Int) -> Widget {
        let dots = Box(.horizontal, spacing: 6)
        dots.align(horizontal: .center)
        for index in 0..<count {
            let dot = Box(.horizontal)
            dot.addStyleClass("trail-stage-dot")
            if index == current { dot.addStyleClass("trail-stage-dot-current") }
            dots.append(dot)
        }
        return dots
    }
}
