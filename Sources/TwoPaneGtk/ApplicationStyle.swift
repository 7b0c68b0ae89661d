import CGtk

/// How an app is drawn: with GTK's own theme and widgets (``gtk``, the default), or with a
/// platform library's stylesheet and widgets, which another product of this package adds
/// (`TwoPaneAdwaita`'s `.adwaita`). Chosen once, when the ``Application`` is made; the layout,
/// focus, accessibility and state behave the same either way.
///
/// ```swift
/// let application = Application(id: "org.example.Mail", style: .gtk)
/// ```
@MainActor
public struct ApplicationStyle {
    /// What replaces GTK's own widgets; `nil` for GTK's.
    package let platform: (any PlatformWidgets)?

    package init(platform: (any PlatformWidgets)?) {
        self.platform = platform
    }

    /// GTK's own theme and widgets: `GtkApplication`, `GtkHeaderBar`, the desktop's colour
    /// scheme read by ``Appearance`` itself. Links nothing beyond GTK.
    public static var gtk: ApplicationStyle { ApplicationStyle(platform: nil) }
}

/// The widgets and services a platform library (libadwaita) gives in place of GTK's own. Its
/// one instance is ``PlatformStyle/current`` from the moment an ``Application`` with that
/// style is made; the wrappers (``HeaderBar``, ``ContentUnavailableView``, ``Appearance``) ask
/// it as they are made.
@MainActor
package protocol PlatformWidgets: AnyObject {
    /// A new application object (a `GtkApplication` or a subclass), owned by the caller.
    func makeApplication(id: String) -> UnsafeMutablePointer<GtkApplication>?
    /// The header bar's functions, for ``HeaderBar``.
    var headerBar: any HeaderBarFunctions { get }
    /// The status page's functions, for ``ContentUnavailableView``.
    var statusPage: any StatusPageFunctions { get }
    /// The desktop's colour scheme and contrast, for ``Appearance``.
    var styleManager: any StyleManaging { get }
    /// A column's page: its header bar above its content, as the platform lays out a page
    /// (`nil`: a vertical box does).
    func makeColumnPage(header: Widget, content: Widget) -> Widget?
    /// Puts `bar` below the content of `page`, a page ``makeColumnPage(header:content:)`` made.
    func addBottomBar(_ bar: Widget, toColumnPage page: Widget)
    /// The style class of a sidebar's pane when the columns are side by side, where the
    /// platform's stylesheet has one.
    var sidebarPaneStyleClass: String? { get }
    /// The style class of the list in the leading column (`navigation-sidebar`).
    var sidebarListStyleClass: String { get }
}

/// The platform the app's ``ApplicationStyle`` chose; `nil` for GTK's own widgets.
@MainActor
package enum PlatformStyle {
    package static var current: (any PlatformWidgets)?
}

/// A header bar's operations on its pointer: `GtkHeaderBar`'s or a platform's.
@MainActor
package protocol HeaderBarFunctions {
    func make() -> UnsafeMutablePointer<GtkWidget>
    func packStart(_ bar: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>)
    func packEnd(_ bar: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>)
    func remove(_ bar: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>)
    func setTitleWidget(_ bar: UnsafeMutablePointer<GtkWidget>, _ title: UnsafeMutablePointer<GtkWidget>?)
    func showsWindowControls(_ bar: UnsafeMutablePointer<GtkWidget>) -> Bool
    func setShowsWindowControls(_ bar: UnsafeMutablePointer<GtkWidget>, _ shows: Bool)
}

/// A status page's operations (libadwaita's `AdwStatusPage`): an icon, a title, a
/// description, a child below them.
@MainActor
package protocol StatusPageFunctions {
    /// A new page whose accessible role is `role`.
    func make(role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget>
    func set(_ page: UnsafeMutablePointer<GtkWidget>, iconName: String?, title: String, description: String?)
    func setChild(_ page: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>?)
}

/// The platform's style manager: it reads the desktop's colour scheme and contrast, follows
/// them, and shows the scheme the app asks for.
@MainActor
package protocol StyleManaging: AnyObject {
    /// Starts following: `changed` runs now and at each change, with whether the dark style
    /// and high contrast are shown.
    func follow(_ changed: @escaping @MainActor (_ isDark: Bool, _ isHighContrast: Bool) -> Void)
    /// Shows `scheme` whatever the desktop prefers; `nil` follows the desktop.
    func request(_ scheme: ColorScheme?)
}
