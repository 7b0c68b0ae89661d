import TrailsData
import TwoPane

/// A trail's Stages page, pushed on its detail: the trail's gradient, its name and how many
/// stages it has, then one button per stage in walking order (number, name, distance).
/// Tab or the arrow keys move between the stages; a click, Enter or space chooses one.
@MainActor
enum StagesView {
    /// The page for `trail` in palette `style`; `showStage` gets the index of a chosen stage.
    static func make(
        _ trail: Trail, style: TrailsStyle.Palette, showStage: @escaping @MainActor (Int) -> Void
    ) -> Widget {
        let page = Box(.vertical)
        page.addStyleClass("trail-detail")
        page.addStyleClass(style.detailClass)
        let scrolled = ScrolledWindow()
        scrolled.expandsVertically = true
        let content = Box(.vertical, spacing: 8)
        content.align(horizontal: .center, vertical: .center)
        content.setMargins(24)
        let name = Label(trail.name)
        name.addStyleClass("trail-stages-heading")
        name.wrapWords()
        let summary = Label(summary(of: trail))
        summary.addStyleClass("trail-stages-summary")
        let rows = Box(.vertical, spacing: 8)
        rows.addStyleClass("trail-stage-rows")
        for (index, stage) in trail.stages.enumerated() {
            let row = makeRow(stage, number: index + 1)
            row.onClick { showStage(index) }
            rows.append(row)
        }
        content.append(name)
        content.append(summary)
        content.append(rows)
        scrolled.child = content
        page.append(scrolled)
        return page
    }

    /// How many stages `trail` has, and its distance: "4 stages · 42 km".
    static func summary(of trail: Trail) -> String {
        let count = trail.stages.count
        let stages = Localization.format(localizedPlural("%d stage", "%d stages", count: count), String(count))
        return "\(stages) · \(distanceText(kilometres: trail.distanceKilometres))"
    }

    /// One stage's row: its number in a circle, its name, its distance and an arrow. Named
    /// for screen readers by the stage's name and distance.
    private static func makeRow(_ stage: Stage, number: Int) -> Button {
        let line = Box(.horizontal, spacing: 12)
        let numberLabel = Label("\(number)")
        numberLabel.addStyleClass("trail-stage-number")
        numberLabel.align(vertical: .center)
        let name = Label(stage.name)
        name.addStyleClass("trail-stage-name")
        name.horizontalTextAlignment = 0
        name.wrapWords(centred: false)
        name.expandsHorizontally = true
        let distance = Label(distanceText(kilometres: stage.distanceKilometres))
        distance.addStyleClass("trail-stage-distance")
        distance.align(vertical: .center)
        let arrow = Image(iconName: "go-next-symbolic", pixelSize: 16)
        line.append(numberLabel)
        line.append(name)
        line.append(distance)
        line.append(arrow)
        let row = Button(
            content: line, accessibleLabel: "\(stage.name), \(distanceText(kilometres: stage.distanceKilometres))")
        row.addStyleClass("trail-stage-row")
        return row
    }
}
