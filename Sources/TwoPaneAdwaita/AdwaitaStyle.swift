import CGtk
import CTwoPaneAdwaita
import TwoPaneGtk

extension ApplicationStyle {
    /// libadwaita's look, where the app asks for it: the app is an `AdwApplication` (GNOME's
    /// stylesheet), `AdwStyleManager` follows the desktop's colour scheme and contrast (in
    /// place of ``Appearance``'s own reading), column headers are `AdwHeaderBar`s,
    /// content-unavailable states `AdwStatusPage`s, and from libadwaita 1.4 each column is an
    /// `AdwToolbarView` and the sidebar its split views' sidebar pane. Everything else
    /// behaves as with ``gtk``.
    ///
    /// libadwaita is loaded here, when the app asks for its look (an app that offers both
    /// looks loads it only for this one). Where it cannot be loaded (no `libadwaita-1.so.0`),
    /// the app is drawn in GTK's own look, and one line on standard error says why.
    ///
    /// ```swift
    /// import TwoPane
    /// import TwoPaneAdwaita
    ///
    /// let application = Application(id: "org.example.Notes", style: .adwaita)
    /// ```
    public static var adwaita: ApplicationStyle {
        guard twopane_adw_load() != 0 else { return .gtk }
        return ApplicationStyle(platform: AdwaitaWidgets.shared)
    }
}

/// libadwaita's widgets and style manager, behind ``PlatformWidgets``.
@MainActor
final class AdwaitaWidgets: PlatformWidgets {
    static let shared = AdwaitaWidgets()

    let headerBar: any HeaderBarFunctions = AdwaitaHeaderBar()
    let statusPage: any StatusPageFunctions = AdwaitaStatusPage()
    let styleManager: any StyleManaging = AdwaitaStyleManager()

    func makeApplication(id: String) -> UnsafeMutablePointer<GtkApplication>? {
        twopane_adw_application_new(id)
    }

    func makeColumnPage(header: Widget, content: Widget) -> Widget? {
        twopane_adw_column_page(header.widgetPointer, content.widgetPointer).map { Widget(newlyCreated: $0) }
    }

    func addBottomBar(_ bar: Widget, toColumnPage page: Widget) {
        twopane_adw_column_page_add_bottom_bar(page.widgetPointer, bar.widgetPointer)
    }

    var sidebarListStyleClass: String { "navigation-sidebar" }

    /// Read once: the layout asks at each render.
    let sidebarPaneStyleClass: String? = twopane_adw_sidebar_pane_class().map { String(cString: $0) }
}
