import TrailsData
import TwoPane

/// A row of the trails list: a mountain tinted with the trail's first colour, and its name.
@MainActor
enum TrailRowView {
    static func make(_ trail: Trail, style: TrailsStyle.Palette) -> Widget {
        let row = Box(.horizontal, spacing: 12)
        row.addStyleClass("trail-row")
        let icon = Image(iconName: "trails-mountain-symbolic", pixelSize: 24)
        icon.addStyleClass(style.iconClass)
        let name = Label(trail.name)
        name.horizontalTextAlignment = 0
        name.ellipsizeAtEnd()
        name.expandsHorizontally = true
        row.append(icon)
        row.append(name)
        return row
    }
}
