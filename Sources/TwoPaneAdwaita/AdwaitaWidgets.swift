import CGtk
import CTwoPaneAdwaita
import TwoPaneGtk

/// `AdwHeaderBar`'s functions.
struct AdwaitaHeaderBar: HeaderBarFunctions {
    func make() -> UnsafeMutablePointer<GtkWidget> { twopane_adw_header_bar_new() }
    func packStart(_ bar: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>) {
        twopane_adw_header_bar_pack_start(bar, child)
    }
    func packEnd(_ bar: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>) {
        twopane_adw_header_bar_pack_end(bar, child)
    }
    func remove(_ bar: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>) {
        twopane_adw_header_bar_remove(bar, child)
    }
    func setTitleWidget(_ bar: UnsafeMutablePointer<GtkWidget>, _ title: UnsafeMutablePointer<GtkWidget>?) {
        twopane_adw_header_bar_set_title_widget(bar, title)
    }
    func showsWindowControls(_ bar: UnsafeMutablePointer<GtkWidget>) -> Bool {
        twopane_adw_header_bar_get_shows_controls(bar) != 0
    }
    func setShowsWindowControls(_ bar: UnsafeMutablePointer<GtkWidget>, _ shows: Bool) {
        twopane_adw_header_bar_set_shows_controls(bar, shows ? 1 : 0)
    }
}

/// `AdwStatusPage`'s functions.
struct AdwaitaStatusPage: StatusPageFunctions {
    func make(role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> { twopane_adw_status_page_new(role) }
    func set(_ page: UnsafeMutablePointer<GtkWidget>, iconName: String?, title: String, description: String?) {
        twopane_adw_status_page_set(page, iconName, title, description)
    }
    func setChild(_ page: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>?) {
        twopane_adw_status_page_set_child(page, child)
    }
}

/// `AdwStyleManager`: the desktop's scheme and contrast, and the app's choice.
@MainActor
final class AdwaitaStyleManager: StyleManaging {
    private var changed: (@MainActor (Bool, Bool) -> Void)?

    func follow(_ changed: @escaping @MainActor (_ isDark: Bool, _ isHighContrast: Bool) -> Void) {
        guard self.changed == nil else { return }
        self.changed = changed
        twopane_adw_style_follow(styleChanged, Unmanaged.passUnretained(self).toOpaque())
    }

    func request(_ scheme: ColorScheme?) {
        switch scheme {
        case .dark?: twopane_adw_style_request(TWOPANE_ADW_SCHEME_DARK)
        case .light?: twopane_adw_style_request(TWOPANE_ADW_SCHEME_LIGHT)
        case nil: twopane_adw_style_request(TWOPANE_ADW_SCHEME_FOLLOW)
        }
    }

    fileprivate func report(isDark: Bool, isHighContrast: Bool) { changed?(isDark, isHighContrast) }
}

/// The style manager's dark or high contrast changed (on the main thread: GTK's).
private let styleChanged: TwoPaneAdwStyleChanged = { isDark, isHighContrast, data in
    let address = UInt(bitPattern: data)
    MainActor.assumeIsolated {
        guard let pointer = UnsafeMutableRawPointer(bitPattern: address) else { return }
        // The manager is the process's one, `AdwaitaWidgets.shared`'s: it outlives the loop.
        Unmanaged<AdwaitaStyleManager>.fromOpaque(pointer).takeUnretainedValue()
            .report(isDark: isDark != 0, isHighContrast: isHighContrast != 0)
    }
}
