import TwoPaneGtk
import TwoPaneModel

/// The header bar: the back button, the sidebar toggle and the title. This part builds these
/// widgets and alone changes them; apps pack their own buttons into the bar.
@MainActor
final class HeaderControls {
    let bar = HeaderBar()
    let titleLabel = Label()
    let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: localized("Back"))
    let sidebarToggle = ToggleButton(iconName: "sidebar-show-symbolic", accessibleLabel: localized("Show Sidebar"))

    init() {
        titleLabel.addStyleClass("title")
        titleLabel.ellipsizeAtEnd()
        bar.titleWidget = titleLabel
        backButton.tooltip = localized("Back")
        sidebarToggle.tooltip = localized("Show Sidebar (F9)")
        bar.packStart(backButton)
        bar.packStart(sidebarToggle)
    }

    /// Shows `title`, the back button when `showsBack`, and the sidebar toggle when
    /// `showsToggle`, pressed in when `leadingColumnVisible`.
    func show(title: String, showsBack: Bool, showsToggle: Bool, leadingColumnVisible: Bool) {
        titleLabel.text = title
        backButton.isVisible = showsBack
        sidebarToggle.isVisible = showsToggle
        sidebarToggle.isActive = leadingColumnVisible
    }
}
